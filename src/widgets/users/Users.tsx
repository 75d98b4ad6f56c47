/**
 * `casino-users` (route users): the users of the current agent, optionally with those of its
 * sub-agents; columns user name, display name, e-mail, agent, active, last login; sorted, filtered and
 * paged on the server with the list state in the URL. Row actions as the permissions allow, judged for
 * each user's own agent: edit (or details), permissions, delete (after a confirmation; never the
 * signed-in user itself). A row's pages open under the user's own agent.
 */
import { pathTo } from '../../core/paths';
import { deleteUser, listUsersPage } from '../../core/areas/users/api';
import { USER_SORTS, type User } from '../../core/areas/users/contract';
import { userKeys } from '../../core/areas/users/keys';
import { userRowActions, type UserRowAction } from '../../core/areas/users/rules';
import { can } from '../../core/permissions';
import { account } from '../../core/session';
import { useSignalValue } from '../shared/hooks';
import { ActionFeedback, ListPage, useDeleteAction, targetOf, type AreaListProps } from '../shared/page';
import { subAgentsFilter } from '../shared/page/list-specs';
import { listDefaults, listLoader, listPage, useListPage } from '../shared/page/use-list-page';
import { withTranslatedFailure } from './refusals';

/** The agent whose users are listed; default the route's agent. */
export type UsersProps = AreaListProps;

/** The list's defaults: 25 rows, by user name; the URL key `sub` is the include-sub-agents switch. */
export const USERS_LIST = listDefaults(USER_SORTS, 'userName', { sub: '0' });

const USERS_PAGE = listPage<User, 'users'>({
  defaults: USERS_LIST,
  rowName: (u) => u.userName,
  danger: ['delete'],
  queryKey: userKeys.list,
  load: listLoader(({ sub }, agentId) => ({ agentId, includeSubAgents: sub === '1' }), listUsersPage),
  filters: [subAgentsFilter((sub) => sub === '1')],
  columns: (c) => [
    c.text('userName'),
    c.text('displayName'),
    c.text('email'),
    c.text('agentName', 'agent'),
    c.yesNo('isActive', 'active'),
    c.date('lastLoginAt', 'lastLogin', { none: 'app.users.columns.never' }),
  ],
});

export function Users({ agentId }: UsersProps) {
  const list = useListPage('users', { ...USERS_PAGE, agentId });
  const { t, subject, navigate, pageAgent, gate, dialogs } = list;
  const self = useSignalValue(account)?.id ?? '';

  const remove = useDeleteAction('users', {
    run: (user: User) => withTranslatedFailure(() => deleteUser(user.id), t),
    invalidates: userKeys.all,
    name: (user) => user.userName,
    deleted: (user) => ({ kind: 'user', id: user.id, agentId: user.agentId }),
  });

  if (gate || !pageAgent) return gate;
  const mayCreate = can.createUser(subject, targetOf(pageAgent));

  async function confirmDelete(user: User) {
    if (await list.confirm('delete', user.userName)) await remove.run(user);
  }

  const runs: Record<UserRowAction, (user: User) => unknown> = {
    edit: (user) => navigate(pathTo('users.edit', { agentId: user.agentId, id: user.id })),
    view: (user) => navigate(pathTo('users.edit', { agentId: user.agentId, id: user.id })),
    claims: (user) => navigate(pathTo('users.claims', { agentId: user.agentId, id: user.id })),
    delete: confirmDelete,
  };
  const rowActions = (user: User) => list.rowActions(userRowActions(subject, user, self), runs);

  return (
    <ListPage<User>
      {...list.page}
      rowActions={rowActions}
      create={list.create(mayCreate, 'users.add')}
      feedback={<ActionFeedback actions={[remove]} />}
    >
      {dialogs.outlet}
    </ListPage>
  );
}
