/**
 * The global search over cafes: the user's subtree by name, address or id, each hit going to the
 * cafe's form.
 */
import { searchThroughList } from '../search-list';
import type { AreaSearchFn } from '../types';
import { listPosesPage } from './api';

export const searchPoses: AreaSearchFn = searchThroughList(listPosesPage, 'name', (pos) => ({
  id: pos.id,
  title: pos.name,
  detail: [pos.address, pos.currencyId].filter(Boolean).join(' · '),
  to: { route: 'cafes.edit', params: { agentId: pos.agentId, posid: pos.id } },
}));
