/**
 * The query keys of the cafes area (src/core/query.ts). Every key starts with 'poses', so a change to
 * a cafe, its commands or its users invalidates ['poses'] and everything shown refetches.
 */
export const posKeys = {
  all: ['poses'] as const,
  list: (agentId: string) => ['poses', 'list', agentId] as const,
  detail: (posId: string) => ['poses', 'detail', posId] as const,
  commands: (posId: string) => ['poses', 'commands', posId] as const,
  users: (posId: string) => ['poses', 'users', posId] as const,
  userList: (posId: string) => ['poses', 'user-list', posId] as const,
  user: (posUserId: string) => ['poses', 'user', posUserId] as const,
  roles: ['poses', 'roles'] as const,
  /** The currency a new cafe of the agent starts with (the agent's). */
  agentCurrency: (agentId: string) => ['poses', 'agent-currency', agentId] as const,
};
