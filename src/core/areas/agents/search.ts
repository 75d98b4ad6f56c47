/** The global search over agents: the user's subtree by name, each hit going to the agent's pages. */
import { searchThroughList } from '../search-list';
import { listAgentsPage } from './api';

export const searchAgents = searchThroughList(listAgentsPage, 'name', (agent) => ({
  id: agent.id,
  title: agent.name,
  detail: agent.currencyId,
  href: `/${agent.id}`,
}));
