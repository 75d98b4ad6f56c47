/**
 * The query keys of the users area (src/core/query.ts). Every key starts with 'users', so a change
 * invalidates ['users'] and every list, user and role shown refetches.
 */
export const userKeys = {
  all: ['users'] as const,
  list: (agentId: string) => ['users', 'list', agentId] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
  claims: (id: string) => ['users', 'claims', id] as const,
  roles: ['users', 'roles'] as const,
};
