/**
 * The global search over cafes: the user's subtree by name, address or id, each hit going to the
 * cafe's form.
 */
import { searchThroughList } from '../search-list';
import { listPosesPage } from './api';

export const searchPoses = searchThroughList(listPosesPage, 'name', (pos) => ({
  id: pos.id,
  title: pos.name,
  detail: [pos.address, pos.currencyId].filter(Boolean).join(' · '),
  href: `/${pos.agentId}/poses/edit/${pos.id}`,
}));
