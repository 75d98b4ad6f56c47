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
import type { ListDefaults } from '../../core/contract/list';
import { formatDate } from '../../core/format';
import { can } from '../../core/permissions';
import { useNavigate } from '../shared/host';
import { account } from '../../core/session';
import { useDialogs } from '../shared/dialogs';
import { useLanguage, useSignalValue, useT } from '../shared/hooks';
import {
  ActionFeedback,
  ListPage,
  pageGate,
  targetOf,
  useAction,
  usePageAccess,
  usePageAgentId,
  useSubject,
  type RowAction,
} from '../shared/page';
import { Switch, type DataColumn } from '../shared/ui';
import { withTranslatedFailure } from './refusals';

export interface UsersProps {
  /** The agent whose users are listed; default the route's agent. */
  agentId?: string;
}

/** The list's defaults: 25 rows, by user name; the URL key `sub` is the include-sub-agents switch. */
export const USERS_LIST: ListDefaults = {
  pageSize: 25,
  sort: { id: 'userName', desc: false },
  sortable: USER_SORTS,
  extra: { sub: '0' },
};

const ACTION_LABELS: Record<UserRowAction, string> = {
  edit: 'app.users.actions.edit',
  view: 'app.users.actions.view',
  claims: 'app.users.actions.claims',
  delete: 'app.users.actions.delete',
};

export function Users({ agentId }: UsersProps) {
  const navigate = useNavigate();
  const t = useT();
  const language = useLanguage();
  const subject = useSubject();
  const self = useSignalValue(account)?.id ?? '';
  const pageAgent = usePageAgentId(agentId);
  const allowed = usePageAccess('users', pageAgent);
  const dialogs = useDialogs();

  const remove = useAction({
    run: (user: User) => withTranslatedFailure(() => deleteUser(user.id), t),
    invalidates: () => [userKeys.all],
    notice: (_result, user) => t('app.users.delete.done', { name: user.userName }),
    announce: (_result, user) => ({ deleted: { kind: 'user', id: user.id, agentId: user.agentId } }),
  });

  const columns = useMemo<DataColumn<User>[]>(
    () => [
      {
        id: 'userName',
        header: t('app.users.columns.userName'),
        value: (u) => u.userName,
        cell: (u) => <span data-column="userName">{u.userName}</span>,
      },
      {
        id: 'displayName',
        header: t('app.users.columns.displayName'),
        value: (u) => u.displayName,
        cell: (u) => <span data-column="displayName">{u.displayName}</span>,
      },
      {
        id: 'email',
        header: t('app.users.columns.email'),
        value: (u) => u.email,
        cell: (u) => <span data-column="email">{u.email}</span>,
      },
      {
        id: 'agentName',
        header: t('app.users.columns.agent'),
        value: (u) => u.agentName,
        cell: (u) => <span data-column="agentName">{u.agentName}</span>,
      },
      {
        id: 'isActive',
        header: t('app.users.columns.active'),
        value: (u) => (u.isActive ? 1 : 0),
        cell: (u) => (
          <span data-column="isActive">
            {u.isActive ? t('app.shared.labels.yes') : t('app.shared.labels.no')}
          </span>
        ),
      },
      {
        id: 'lastLoginAt',
        header: t('app.users.columns.lastLogin'),
        value: (u) => u.lastLoginAt,
        cell: (u) => (
          <span data-column="lastLoginAt">
            {u.lastLoginAt ? formatDate(u.lastLoginAt, language) : t('app.users.columns.never')}
          </span>
        ),
      },
    ],
    [t, language],
  );

  const gate = pageGate(pageAgent, allowed, null);
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
  const rowActions = (user: User): RowAction<User>[] =>
    userRowActions(subject, user, self).map((id) => ({
      id,
      label: t(ACTION_LABELS[id]),
      run: runs[id],
      danger: id === 'delete',
    }));

  return (
    <ListPage<User>
      part="users"
      title={t('app.users.list.title')}
      queryKey={userKeys.list(pageAgent)}
      defaults={USERS_LIST}
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
      controls={(state, change) => (
        <span className="check" part="include-sub-agents">
          <Switch
            checked={state.extra.sub === '1'}
            title={t('app.users.list.include-sub-agents')}
            onChange={(next) => change({ type: 'extra', key: 'sub', value: next ? '1' : '0' })}
          />
        </span>
      )}
      create={
        mayCreate
          ? { label: t('app.users.actions.create'), run: () => navigate(`/${pageAgent}/users/add`) }
          : undefined
      }
      filterLabel={t('app.users.list.filter')}
      emptyText={t('app.users.list.empty')}
      noMatchText={t('app.users.list.no-match')}
      feedback={<ActionFeedback actions={[remove]} />}
    >
      {dialogs.outlet}
    </ListPage>
  );
}
