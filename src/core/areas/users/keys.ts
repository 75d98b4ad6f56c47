/**
 * The query keys of the users area (src/core/query.ts). Every key of users starts with 'users', the
 * roles' with 'roles' (the roles area's root), so a change invalidates ['users'] or ['roles'] and
 * everything shown of it refetches (also when another user's change arrives on the live stream).
 */
export const userKeys = {
  all: ['users'] as const,
  list: (agentId: string) => ['users', 'list', agentId] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
  claims: (id: string) => ['users', 'claims', id] as const,
  roles: ['roles'] as const,
};
