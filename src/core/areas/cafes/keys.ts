/**
 * The query keys of the cafes area (src/core/query.ts). Every key starts with 'cafes', so a change to
 * a cafe, its commands or its users invalidates ['cafes'] and everything shown refetches.
 */
export const cafeKeys = {
  all: ['cafes'] as const,
  list: (agentId: string) => ['cafes', 'list', agentId] as const,
  detail: (posId: string) => ['cafes', 'detail', posId] as const,
  commands: (posId: string) => ['cafes', 'commands', posId] as const,
  users: (posId: string) => ['cafes', 'users', posId] as const,
  userList: (posId: string) => ['cafes', 'user-list', posId] as const,
  user: (posUserId: string) => ['cafes', 'user', posUserId] as const,
  roles: ['cafes', 'roles'] as const,
  /** The currency a new cafe of the agent starts with (the agent's). */
  agentCurrency: (agentId: string) => ['cafes', 'agent-currency', agentId] as const,
};
