/**
 * `casino-users` (route users): the users of the current agent, optionally with those of its
 * sub-agents; columns user name, display name, e-mail, agent, active, last login; sorted, filtered and
 * paged on the server with the list state in the URL. Row actions as the permissions allow, judged for
 * each user's own agent: edit (or details), permissions, delete (after a confirmation; never the
 * signed-in user itself). A row's pages open under the user's own agent.
 */
import { useMemo } from 'react';
import { deleteUser, listUsersPage } from '../../core/areas/users/api';
import { USER_SORTS, type User } from '../../core/areas/users/contract';
import { userKeys } from '../../core/areas/users/keys';
import { userRowActions, type UserRowAction } from '../../core/areas/users/rules';
import { formatDate } from '../../core/format';
import { can } from '../../core/permissions';
import { account } from '../../core/session';
import { useSignalValue } from '../shared/hooks';
import { ActionFeedback, ListPage, targetOf, useAction } from '../shared/page';
import { listDefaults, useListPage, type AreaListProps } from '../shared/page/use-list-page';
import type { DataColumn } from '../shared/ui';
import { withTranslatedFailure } from './refusals';

/** The agent whose users are listed; default the route's agent. */
export type UsersProps = AreaListProps;

/** The list's defaults: 25 rows, by user name; the URL key `sub` is the include-sub-agents switch. */
export const USERS_LIST = listDefaults(USER_SORTS, 'userName', { sub: '0' });

export function Users({ agentId }: UsersProps) {
  const list = useListPage('users', { agentId, defaults: USERS_LIST, danger: ['delete'] });
  const { t, language, subject, navigate, dialogs, pageAgent, gate } = list;
  const self = useSignalValue(account)?.id ?? '';

  const remove = useAction({
    run: (user: User) => withTranslatedFailure(() => deleteUser(user.id), t),
    invalidates: () => [userKeys.all],
    notice: (_result, user) => t('app.users.delete.done', { name: user.userName }),
    announce: (_result, user) => ({ deleted: { kind: 'user', id: user.id, agentId: user.agentId } }),
  });

  const columns = useMemo<DataColumn<User>[]>(
    () => [
      list.column<User>('userName', 'userName', (u) => u.userName),
      list.column<User>('displayName', 'displayName', (u) => u.displayName),
      list.column<User>('email', 'email', (u) => u.email),
      list.column<User>('agentName', 'agent', (u) => u.agentName),
      list.column<User>(
        'isActive',
        'active',
        (u) => (u.isActive ? t('app.shared.labels.yes') : t('app.shared.labels.no')),
        { value: (u) => (u.isActive ? 1 : 0) },
      ),
      list.column<User>(
        'lastLoginAt',
        'lastLogin',
        (u) => (u.lastLoginAt ? formatDate(u.lastLoginAt, language) : t('app.users.columns.never')),
        { value: (u) => u.lastLoginAt },
      ),
    ],
    [t, language],
  );

  if (gate || !pageAgent) return gate;
  const mayCreate = can.createUser(subject, targetOf(pageAgent));

  async function confirmDelete(user: User) {
    const yes = await dialogs.confirm({
      title: t('app.users.delete.title'),
      content: t('app.users.delete.content', { name: user.userName }),
    });
    if (yes) await remove.run(user);
  }

  const runs: Record<UserRowAction, (user: User) => unknown> = {
    edit: (user) => navigate(`/${user.agentId}/users/edit/${user.id}`),
    view: (user) => navigate(`/${user.agentId}/users/edit/${user.id}`),
    claims: (user) => navigate(`/${user.agentId}/users/claims/${user.id}`),
    delete: confirmDelete,
  };
  const rowActions = (user: User) => list.rowActions(userRowActions(subject, user, self), runs);

  return (
    <ListPage<User>
      {...list.page}
      queryKey={userKeys.list(pageAgent)}
      load={(query, signal) => {
        const { state, ...paging } = query;
        return listUsersPage(
          { agentId: pageAgent, includeSubAgents: state.extra.sub === '1', ...paging },
          signal,
        );
      }}
      columns={columns}
      rowId={(u) => u.id}
      rowActions={rowActions}
      rowName={(u) => u.userName}
      controls={(state, change) => list.subAgentsSwitch(state, change, (sub) => sub === '1')}
      create={list.create(mayCreate)}
      feedback={<ActionFeedback actions={[remove]} />}
    >
      {dialogs.outlet}
    </ListPage>
  );
}
