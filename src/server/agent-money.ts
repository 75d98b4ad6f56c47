/**
 * The rules of the hierarchy that money obeys (docs/decisions.md, "Money only moves"):
 *
 * - An agent is active only while it and every agent above it are active (`inactiveAgentOf`): an
 *   inactive agent's users cannot sign in, and no money moves into or out of it except credit its
 *   parent (or an agent above) takes back.
 * - Credit moves along the tree, between the acting agent and an agent below it, through every agent
 *   between them (`lockCreditPath`); no credit source lies on the way below the acting agent (money
 *   below a credit source is what it issued), and every agent on the way keeps the same currency.
 * - A credit source's zone: the agents below it down to the next credit source. Money it issued stays
 *   there (src/server/migrations/800_ledger.sql, `ledger_zone`).
 */
import type { Db } from './db';
import { ApiError, type ErrorCode } from './errors';
import { LEDGER_KINDS, transfer, type Account, type LedgerKind, type Leg } from './ledger';

export interface PathAgent {
  id: string;
  name: string;
  parent_id: string | null;
  path: string;
  depth: number;
  currency_id: string;
  credit_source: boolean;
  credit_amount: string;
  blocked_amount: string;
  is_active: boolean;
}

const PATH_COLUMNS =
  'id, name, parent_id, path, depth, currency_id, credit_source, credit_amount::text, blocked_amount::text, is_active';

export const conflict = (message: string, field?: string, code: ErrorCode = 'conflict') =>
  new ApiError(409, code, message, field ? [{ field, message }] : undefined);

/** The ids of an agent's path ('/root/…/id/'), root first. */
export const pathIds = (path: string): string[] => path.split('/').filter(Boolean);

/** The agent (of the path, root first) that is deactivated and makes the last one inactive, or null. */
export async function inactiveAgentOf(db: Db, path: string): Promise<{ id: string; name: string } | null> {
  const { rows } = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM agents WHERE id = ANY($1::uuid[]) AND NOT is_active ORDER BY depth LIMIT 1',
    [pathIds(path)],
  );
  return rows[0] ?? null;
}

/** 409 when the agent at `path` is inactive (itself or through an agent above it); `what` says what was refused. */
export async function assertActive(db: Db, path: string, name: string, what: string): Promise<void> {
  const inactive = await inactiveAgentOf(db, path);
  if (!inactive) return;
  throw conflict(
    inactive.name === name
      ? `${name} is deactivated: ${what}`
      : `${name} is deactivated with ${inactive.name} above it: ${what}`,
    undefined,
    'agent-inactive',
  );
}

/**
 * Locks, in id order (so concurrent moves never wait on each other in a cycle), every agent from
 * `actingId` down to `targetId` and answers them in path order (acting agent first). The target must lie
 * below the acting agent.
 */
export async function lockCreditPath(tx: Db, actingId: string, targetId: string): Promise<PathAgent[]> {
  const { rows: target } = await tx.query<{ path: string }>('SELECT path FROM agents WHERE id = $1', [
    targetId,
  ]);
  if (!target[0]) throw new ApiError(400, 'agent-not-found', 'The agent no longer exists');
  const ids = pathIds(target[0].path);
  const from = ids.indexOf(actingId);
  if (from < 0) throw new ApiError(403, 'outside-hierarchy', 'The agent is outside your agent hierarchy');
  const way = ids.slice(from);
  const { rows } = await tx.query<PathAgent>(
    `SELECT ${PATH_COLUMNS} FROM agents WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
    [way],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = way.map((id) => byId.get(id));
  if (ordered.some((a) => !a)) throw new ApiError(400, 'agent-not-found', 'The agent no longer exists');
  return ordered as PathAgent[];
}

/**
 * Why credit cannot travel `path` (acting agent first), or null: a credit source below the acting agent
 * (its subtree holds only what it issued), or an agent of another currency on the way.
 */
export function creditPathProblem(path: PathAgent[]): string | null {
  const target = path[path.length - 1];
  const below = path.slice(1);
  const source = below.find((a) => a.credit_source);
  if (source) {
    return source === target
      ? `${target.name} is a credit source: it issues its own credit and holds none from above`
      : `Credit does not pass ${source.name}, a credit source: what lies below it is what it issued`;
  }
  const acting = path[0];
  const other = [...(acting.credit_source ? [] : [acting]), ...below].find(
    (a) => a.currency_id !== target.currency_id,
  );
  if (other) {
    return `Credit moves only between agents of one currency along the hierarchy (${other.name}: ${other.currency_id}, ${target.name}: ${target.currency_id})`;
  }
  return null;
}

/** The agent of a user who changes credit sources: the root of its tree, or a credit source itself. */
export async function assertMakesCreditSources(db: Db, userAgentId: string): Promise<void> {
  const { rows } = await db.query<{ name: string; depth: number; credit_source: boolean }>(
    'SELECT name, depth, credit_source FROM agents WHERE id = $1',
    [userAgentId],
  );
  const own = rows[0];
  if (!own || own.depth === 0 || own.credit_source) return;
  throw new ApiError(
    403,
    'forbidden',
    `Only the root agent or a credit source makes or unmakes credit sources, below itself (${own.name} is neither)`,
  );
}

/**
 * Makes `agent` (locked by the caller) a credit source or stops it being one (docs/decisions.md).
 * Becoming one, it takes over from the issuer above (the zone it leaves) the money its subtree holds,
 * in the same database transaction, so that money is accounted to it; refused (409) while it holds credit
 * of its own (a credit source holds none: its parent takes it back first) or has money on its way to or
 * from its cafes. Stopping is refused (409) until everything it issued has come back to it: the money
 * it issued never becomes money of the agents above.
 */
export async function changeCreditSource(
  tx: Db,
  agent: { id: string; name: string; path: string; parent_id: string | null; credit_source: boolean },
  becomes: boolean,
  userId: string,
): Promise<void> {
  if (agent.credit_source === becomes) return;
  const parentPath = agent.path.slice(0, agent.path.slice(0, -1).lastIndexOf('/') + 1);
  const { rows: zone } = await tx.query<{ zone: string }>('SELECT ledger_zone($1)::text AS zone', [
    parentPath === '/' ? agent.path : parentPath,
  ]);
  const above = zone[0].zone;
  if (becomes) {
    const { rows: own } = await tx.query<{ currency: string; balance: string; pending: string }>(
      `SELECT currency, balance::text, (debits_pending + credits_pending)::text AS pending FROM ledger_accounts
        WHERE kind = 'agent-credit' AND holder_id = $1 AND (balance <> 0 OR debits_pending <> 0 OR credits_pending <> 0)`,
      [agent.id],
    );
    if (own[0]) {
      throw conflict(
        Number(own[0].pending) !== 0
          ? `${agent.name} has money on its way to or from its cafes: it becomes a credit source once they have picked it up`
          : `${agent.name} holds ${own[0].balance} ${own[0].currency} of credit its parent paid: a credit source holds none, so its parent removes it first`,
        'creditSource',
      );
    }
    // what the subtree holds in the zone it leaves (posted balances: pending moves stay inside it)
    const { rows: held } = await tx.query<{ currency: string; total: string }>(
      `SELECT x.currency, sum(x.balance)::text AS total
         FROM ledger_accounts x
         JOIN ledger_balance_columns c ON c.kind = x.kind AND c.holder_id = x.holder_id
         JOIN agents a ON a.id = c.agent_id
        WHERE x.kind IN ('agent-credit', 'cafe', 'terminal', 'pot') AND a.path LIKE $1 || '%'
          AND ledger_zone(a.path) = $2::uuid
        GROUP BY x.currency HAVING sum(x.balance) <> 0
        ORDER BY x.currency`,
      [agent.path, above],
    );
    await tx.query('UPDATE agents SET credit_source = true WHERE id = $1', [agent.id]);
    if (held.length > 0)
      await ledgerTransfer(tx, LEDGER_KINDS.issuerChanged, agent.id, userId, (issuer) =>
        held.map((h) => ({
          from: issuer(agent.id, h.currency),
          to: issuer(above, h.currency),
          amount: h.total,
        })),
      );
    return;
  }
  const { rows: issued } = await tx.query<{ currency: string; outstanding: string; pending: string }>(
    `SELECT currency, (-balance)::text AS outstanding, (debits_pending + credits_pending)::text AS pending
       FROM ledger_accounts WHERE kind = 'issuance' AND holder_id = $1
        AND (balance <> 0 OR debits_pending <> 0 OR credits_pending <> 0)
      ORDER BY currency`,
    [agent.id],
  );
  if (issued.length > 0) {
    throw conflict(
      `${agent.name} stops being a credit source only once everything it issued has come back to it: ${issued
        .map(
          (r) =>
            `${r.outstanding} ${r.currency} issued${Number(r.pending) !== 0 ? ', some on its way to or from its cafes' : ''}`,
        )
        .join('; ')}`,
      'creditSource',
    );
  }
  await tx.query('UPDATE agents SET credit_source = false WHERE id = $1', [agent.id]);
}

async function ledgerTransfer(
  tx: Db,
  kind: LedgerKind,
  agentId: string,
  userId: string,
  legs: (issuer: (holder: string, currency: string) => Account) => Leg[],
): Promise<void> {
  const issuer = (holder: string, currency: string): Account => ({ kind: 'issuance', holder, currency });
  await transfer(tx, { kind, legs: legs(issuer), ref: { type: 'agent', id: agentId }, userId });
}

/**
 * 409 naming what still holds an agent's money in its currency, when the currency would change: its
 * credit (and what is on its way), its cafes and their money in transit, its terminals, its players'
 * balances, the credit of the agents below it in that currency.
 */
export async function assertCurrencyMayChange(
  tx: Db,
  agent: { id: string; name: string; path: string; currency_id: string },
): Promise<void> {
  const { rows } = await tx.query<{ what: string; amount: string }>(
    `SELECT what, amount FROM (
       SELECT 1 AS o, 'the credit of ' || a.name AS what,
              x.balance::text || ' ' || $3 || CASE WHEN x.credits_pending + x.debits_pending <> 0
                THEN ', ' || (x.credits_pending + x.debits_pending)::text || ' ' || $3 || ' on its way' ELSE '' END AS amount
         FROM ledger_accounts x JOIN agents a ON a.id = x.holder_id
        WHERE x.kind = 'agent-credit' AND x.currency = $3 AND a.path LIKE $2 || '%'
          AND (x.balance <> 0 OR x.debits_pending <> 0 OR x.credits_pending <> 0)
       UNION ALL
       SELECT 2, 'the cafe ' || p.name,
              x.balance::text || ' ' || $3 || CASE WHEN x.credits_pending + x.debits_pending <> 0
                THEN ', ' || (x.credits_pending + x.debits_pending)::text || ' ' || $3 || ' on its way' ELSE '' END
         FROM ledger_accounts x JOIN poses p ON p.id = x.holder_id
        WHERE x.kind = 'cafe' AND x.currency = $3 AND p.agent_id = $1
          AND (x.balance <> 0 OR x.debits_pending <> 0 OR x.credits_pending <> 0)
       UNION ALL
       SELECT 3, 'the terminal ' || t.name, t.balance::text || ' ' || $3
         FROM terminals t WHERE t.agent_id = $1 AND t.currency_id = $3 AND t.balance <> 0
       UNION ALL
       SELECT 4, 'the player ' || p.name, (p.balance + p.bonus_balance)::text || ' ' || $3
         FROM players p WHERE p.agent_id = $1 AND p.currency = $3 AND (p.balance <> 0 OR p.bonus_balance <> 0)
     ) held ORDER BY o, what LIMIT 4`,
    [agent.id, agent.path, agent.currency_id],
  );
  if (rows.length === 0) return;
  throw conflict(
    `${agent.name} can change its currency only while nothing holds its ${agent.currency_id}: ${rows
      .map((r) => `${r.what} (${r.amount})`)
      .join(', ')}`,
    'currencyId',
    'currency-locked',
  );
}
