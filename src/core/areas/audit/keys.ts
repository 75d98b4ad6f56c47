/**
 * The query keys of the audit area (src/core/query.ts). Every key starts with 'audit': each change
 * that arrives on the live stream invalidates ['audit'], so the log shown refetches.
 */
export const auditKeys = {
  all: ['audit'] as const,
  list: (agentId: string) => ['audit', 'list', agentId] as const,
  facets: (agentId: string) => ['audit', 'facets', agentId] as const,
};
