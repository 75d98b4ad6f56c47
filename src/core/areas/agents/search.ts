/** The global search over agents: the user's subtree by name, each hit going to the agent's pages. */
import { searchThroughList } from '../search-list';
import type { AreaSearchFn } from '../types';
import { listAgentsPage } from './api';

export const searchAgents: AreaSearchFn = searchThroughList(listAgentsPage, 'name', (agent) => ({
  id: agent.id,
  title: agent.name,
  detail: agent.currencyId,
  to: { agent: agent.id },
}));
