/**
 * The global search over console users: the users of the signed-in user's subtree it may list (the
 * list's text filter: user name, display name, e-mail, agent), each hit going to the user's form
 * under the user's own agent.
 */
import { searchThroughList } from '../search-list';
import { listUsersPage } from './api';

export const searchUsers = searchThroughList(listUsersPage, 'userName', (user) => ({
  id: user.id,
  title: user.userName,
  detail: [user.displayName, user.email, user.agentName].filter(Boolean).join(' · '),
  href: `/${user.agentId}/users/edit/${user.id}`,
}));
