/**
 * The global search over console users: the users of the signed-in user's subtree it may list (the
 * list's text filter: user name, display name, e-mail, agent), each hit going to the user's form
 * under the user's own agent.
 */
import { searchThroughList } from '../search-list';
import type { AreaSearchFn } from '../types';
import { listUsersPage } from './api';

export const searchUsers: AreaSearchFn = searchThroughList(listUsersPage, 'userName', (user) => ({
  id: user.id,
  title: user.userName,
  detail: [user.displayName, user.email, user.agentName].filter(Boolean).join(' · '),
  to: { route: 'users.edit', params: { agentId: user.agentId, id: user.id } },
}));
