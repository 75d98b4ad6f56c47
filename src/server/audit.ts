/**
 * The audit trail (migration 220_audit_log.sql): every change of the back office writes one entry,
 * in the same database transaction as the change, so a change that fails (or is refused) writes
 * none. Entries are append-only: the database refuses to update or delete them.
 *
 * Call `recordChange(tx, request, entry)` inside the change's transaction, after the change:
 * - `kind`: what happened, '<object>.<verb>' ('agent.created', 'credit.adjusted', 'user.claims-changed');
 * - `agentId`: the agent whose subtree the change belongs to (the agent changed, the owner of the user,
 *   player or cafe); it decides who may read the entry and which consoles hear of it;
 * - `objectType` / `objectId`: what was changed, a kind of the shared change vocabulary
 *   (src/core/contract/changes.ts: 'agent', 'user', 'pot-balance' …), and its id;
 * - `before` / `after`: the changed object's values before and after (null for a creation or a
 *   deletion); never secrets (passwords, tokens).
 * Who (user id, name, agent), the request id and the client address come from the request.
 * A request that changes nothing (`unchanged(before, after)`) writes no entry.
 *
 * At commit the entry takes its position in the live feed and every server process hears of it
 * (src/server/audit-feed.ts): the consoles watching its agent's subtree update at once.
 */
import type { FastifyRequest } from 'fastify';
import type { ChangeObjectType } from '../core/contract/changes';
import type { Db } from './db';

export interface AuditEntry {
  kind: string;
  agentId: string | null;
  objectType: ChangeObjectType;
  objectId: string | null;
  before?: unknown;
  after?: unknown;
}

/** Keys never written into an entry, wherever they appear in before/after. */
const SECRET_KEYS =
  /^(password|confirmPassword|currentPassword|newPassword|password_hash|passwordHash|token|access_token|secret)$/i;

/** A copy of `value` without secret fields (at any depth). */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEYS.test(key))
        .map(([key, v]) => [key, withoutSecrets(v)]),
    );
  }
  return value;
}

/** Writes one audit entry inside the change's transaction `tx`. */
export async function recordChange(tx: Db, request: FastifyRequest, entry: AuditEntry): Promise<number> {
  const user = (request as FastifyRequest & { user?: { id: string; name: string; agentId: string } | null })
    .user;
  const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(withoutSecrets(v)));
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO audit_log (user_id, user_name, user_agent_id, kind, agent_id, agent_path, object_type, object_id,
       before, after, request_id, client_address)
     VALUES ($1, $2, $3, $4, $5, (SELECT path FROM agents WHERE id = $5::uuid), $6, $7, $8::jsonb, $9::jsonb, $10, $11)
     RETURNING id`,
    [
      user?.id ?? null,
      user?.name ?? null,
      user?.agentId ?? null,
      entry.kind,
      entry.agentId,
      entry.objectType,
      entry.objectId,
      json(entry.before),
      json(entry.after),
      String(request.id ?? ''),
      request.ip ?? null,
    ],
  );
  return Number(rows[0].id);
}

/** JSON with the keys of every object sorted: equal values give equal text. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** Whether `before` and `after` hold the same values (a change that changed nothing). */
export function unchanged(before: unknown, after: unknown): boolean {
  return canonical(before) === canonical(after);
}
