/**
 * The global search over cafes: the user's subtree by name, address or id, each hit going to the
 * cafe's form.
 */
import { searchThroughList } from '../search-list';
import type { AreaSearchFn } from '../types';
import { listCafesPage } from './api';

export const searchCafes: AreaSearchFn = searchThroughList(listCafesPage, 'name', (cafe) => ({
  id: cafe.id,
  title: cafe.name,
  detail: [cafe.address, cafe.currencyId].filter(Boolean).join(' · '),
  to: { route: 'cafes.edit', params: { agentId: cafe.agentId, posid: cafe.id } },
}));
