/**
 * The global search over cafes: the user's subtree by name, address or id, each hit going to the
 * cafe's form.
 */
import type { AreaSearchFn } from '../types';
import { listPosesPage } from './api';

export const searchPoses: AreaSearchFn = async ({ text, agentId, pageIndex, pageSize }, signal) => {
  const page = await listPosesPage(
    { agentId, includeSubAgents: true, filter: text, pageIndex, pageSize, sort: 'name' },
    signal,
  );
  return {
    total: page.total,
    hits: page.rows.map((pos) => ({
      id: pos.id,
      title: pos.name,
      detail: [pos.address, pos.currencyId].filter(Boolean).join(' · '),
      href: `/${pos.agentId}/poses/edit/${pos.id}`,
    })),
  };
};
