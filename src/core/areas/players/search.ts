/**
 * The global search over players: the user's subtree by login, name or e-mail (the list's text
 * filter), each hit going to the player's form.
 */
import { searchThroughList } from '../search-list';
import type { AreaSearchFn } from '../types';
import { listPlayersPage } from './api';

export const searchPlayers: AreaSearchFn = searchThroughList(listPlayersPage, 'name', (player) => ({
  id: player.id,
  title: player.name,
  detail: [`${player.firstName} ${player.lastName}`.trim(), player.email, player.agentName]
    .filter(Boolean)
    .join(' · '),
  to: { route: 'players.edit', params: { agentId: player.agentId, id: player.id } },
}));
