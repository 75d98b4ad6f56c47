/**
 * The global search over console users: the users of the signed-in user's subtree it may list (the
 * list's text filter: user name, display name, e-mail, agent), each hit going to the user's form
 * under the user's own agent.
 */
import type { AreaSearchFn } from '../types';
import { listUsersPage } from './api';

export const searchUsers: AreaSearchFn = async ({ text, agentId, pageIndex, pageSize }, signal) => {
  const page = await listUsersPage(
    { agentId, includeSubAgents: true, filter: text, pageIndex, pageSize, sort: 'userName' },
    signal,
  );
  return {
    total: page.total,
    hits: page.rows.map((user) => ({
      id: user.id,
      title: user.userName,
      detail: [user.displayName, user.email, user.agentName].filter(Boolean).join(' · '),
      href: `/${user.agentId}/users/edit/${user.id}`,
    })),
  };
};
