/**
 * The query keys of the casinos area (src/core/query.ts). Every key starts with 'casinos', so a change
 * to a casino or an assignment invalidates ['casinos'] and every list, casino and assignment shown
 * refetches.
 */
export const casinoKeys = {
  all: ['casinos'] as const,
  list: ['casinos', 'list'] as const,
  detail: (id: string) => ['casinos', 'detail', id] as const,
  assignment: (agentId: string) => ['casinos', 'assignment', agentId] as const,
};
