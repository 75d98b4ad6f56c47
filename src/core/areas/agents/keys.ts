/**
 * The query keys of the agents area (src/core/query.ts). Every key starts with 'agents', so a change
 * to agents invalidates ['agents'] and every list, agent and balance shown refetches.
 */
export const agentKeys = {
  all: ['agents'] as const,
  list: (agentId: string) => ['agents', 'list', agentId] as const,
  children: (agentId: string, includeSubAgents: boolean) =>
    ['agents', 'children', agentId, includeSubAgents] as const,
  detail: (agentId: string, withClaims = false) => ['agents', 'detail', agentId, withClaims] as const,
  ipWhitelist: (agentId: string) => ['agents', 'ip-whitelist', agentId] as const,
  walletParent: (agentId: string) => ['agents', 'wallet-parent', agentId] as const,
  potBalances: (agentId: string) => ['agents', 'pot-balances', agentId] as const,
  /** Under the balances' key: a change of the balances refetches their history too. */
  potBalanceLog: (agentId: string, query: unknown) =>
    ['agents', 'pot-balances', agentId, 'log', query] as const,
};
