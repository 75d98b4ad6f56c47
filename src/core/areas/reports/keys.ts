/**
 * The query keys of the reports area (src/core/query.ts). Every key starts with 'reports'.
 */
export const reportKeys = {
  all: ['reports'] as const,
  context: (agentId: string) => ['reports', 'context', agentId] as const,
  games: () => ['reports', 'games'] as const,
  players: (agentId: string, includeSubAgents: boolean) =>
    ['reports', 'players', agentId, includeSubAgents] as const,
  agents: (report: string) => ['reports', 'agents', report] as const,
  run: (key: string, body: unknown) => ['reports', 'run', key, body] as const,
  dashboard: (body: unknown) => ['reports', 'dashboard', body] as const,
};
