/** The global search over agents: the user's subtree by name, each hit going to the agent's pages. */
import type { AreaSearchFn } from '../types';
import { listAgentsPage } from './api';

export const searchAgents: AreaSearchFn = async ({ text, agentId, pageIndex, pageSize }, signal) => {
  const page = await listAgentsPage(
    { agentId, includeSubAgents: true, filter: text, pageIndex, pageSize, sort: 'name' },
    signal,
  );
  return {
    total: page.total,
    hits: page.rows.map((agent) => ({
      id: agent.id,
      title: agent.name,
      detail: agent.currencyId,
      href: `/${agent.id}`,
    })),
  };
};
