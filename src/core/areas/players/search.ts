/**
 * The global search over players: the user's subtree by login, name or e-mail (the list's text
 * filter), each hit going to the player's form.
 */
import type { AreaSearchFn } from '../types';
import { listPlayersPage } from './api';

export const searchPlayers: AreaSearchFn = async ({ text, agentId, pageIndex, pageSize }, signal) => {
  const page = await listPlayersPage(
    { agentId, includeSubAgents: true, filter: text, pageIndex, pageSize, sort: 'name' },
    signal,
  );
  return {
    total: page.total,
    hits: page.rows.map((player) => ({
      id: player.id,
      title: player.name,
      detail: [`${player.firstName} ${player.lastName}`.trim(), player.email, player.agentName]
        .filter(Boolean)
        .join(' · '),
      href: `/${player.agentId}/players/edit/${player.id}`,
    })),
  };
};
