/**
 * The query keys of the players area (src/core/query.ts). Every key starts with 'players', so a change
 * to a player invalidates ['players'] and every list, player and bonus shown refetches.
 */
export const playerKeys = {
  all: ['players'] as const,
  list: (agentId: string) => ['players', 'list', agentId] as const,
  detail: (id: string) => ['players', 'detail', id] as const,
  nameCheck: (agentId: string, name: string, id: string) =>
    ['players', 'name-check', agentId, name, id] as const,
  activeBonus: (playerId: string) => ['players', 'bonus', playerId] as const,
};
