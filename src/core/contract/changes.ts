/**
 * The change vocabulary of the audit trail and its live stream, shared by the server (which writes an
 * entry's `objectType` with src/server/audit.ts) and the console (which follows the changes, see
 * src/core/live-changes.ts).
 *
 * Each kind of changed object names the query-key roots of the console's areas that show it: a change
 * of that kind makes their data stale. The table is exhaustive: a kind added to CHANGE_OBJECT_TYPES
 * without its roots, a root that is not one of QUERY_ROOTS, or an entry written with a kind the list
 * does not hold is a compile error.
 */

/** The roots of the console's query keys (src/core/areas/<area>/keys.ts: each `all`). */
export const QUERY_ROOTS = [
  'agents',
  'players',
  'users',
  'roles',
  'casinos',
  'cafes',
  'terminals',
  'reports',
  'audit',
  'ledger',
] as const;
export type QueryRoot = (typeof QUERY_ROOTS)[number];

/** Every kind of object a change is about (an audit entry's `objectType`). */
export const CHANGE_OBJECT_TYPES = [
  'agent',
  'pot-balance',
  'ip-whitelist',
  'wallet-parent',
  'player',
  'user',
  'role',
  'casino',
  'pos',
  'pos-user',
  'terminal',
  'round',
] as const;
export type ChangeObjectType = (typeof CHANGE_OBJECT_TYPES)[number];

/**
 * The query roots each kind's changes make stale: agents, their multicash balances, IP whitelists and
 * wallet parents are the agents area's; players, users, roles, casinos, cafes (and their users) and
 * terminals their own areas'; a closed round leaves the pending-games report, joins the others and
 * credits its player.
 */
export const CHANGE_ROOTS = {
  agent: ['agents'],
  'pot-balance': ['agents'],
  'ip-whitelist': ['agents'],
  'wallet-parent': ['agents'],
  player: ['players'],
  user: ['users'],
  role: ['roles'],
  casino: ['casinos'],
  pos: ['cafes'],
  'pos-user': ['cafes'],
  terminal: ['terminals'],
  round: ['reports', 'players'],
} as const satisfies Record<ChangeObjectType, readonly QueryRoot[]>;

/** Whether a kind read off the wire is one of this build's (a newer server may send others). */
export function isChangeObjectType(value: string): value is ChangeObjectType {
  return Object.hasOwn(CHANGE_ROOTS, value);
}
