/**
 * The ledger check: recomputes every balance from the ledger's postings and lists every difference
 * (docs/ledger.md). Run by `npm run ledger:check` (src/server/ledger-cli.ts) and by auditors from the
 * console (GET/POST /api/ledger/check, src/server/routes/ledger.ts); each run is stored in
 * ledger_checks, so every server process shows the last one.
 *
 * What it checks, in one consistent snapshot (REPEATABLE READ):
 * - 'unbalanced': a transaction whose postings do not sum to zero in a currency;
 * - 'account': an account whose cached balance or pending amounts differ from its postings' sums;
 * - 'column': a balance column (agent credit, cafe, terminal, pot, player cash and bonus) that differs
 *   from its account recomputed (an agent's credit: posted less what is on its way to its cafes);
 * - 'hidden': money in an account of a currency its holder no longer keeps;
 * - 'reservation': a pending cafe command without its reservation in the ledger, or the reverse, or
 *   of another amount;
 * - 'issuer': a credit source (or the root of a tree) whose outstanding issuance differs from what its
 *   zone holds (money it issued left the agents below it, or money came into them from elsewhere).
 */
import type { Db } from './db';

export type DifferenceKind = 'unbalanced' | 'account' | 'column' | 'hidden' | 'reservation' | 'issuer';

export interface LedgerDifference {
  kind: DifferenceKind;
  /** What differs, in words: 'the credit of Aurora Americas (USD)'. */
  what: string;
  /** What the ledger says. */
  expected: string;
  /** What was found. */
  actual: string;
}

export interface LedgerCheckResult {
  checkedAt: string;
  transactions: number;
  postings: number;
  accounts: number;
  /** How many differences there are (`differences` lists the first MAX_LISTED). */
  differenceCount: number;
  differences: LedgerDifference[];
  durationMs: number;
}

/** Differences listed (and stored) at most; the count is always complete. */
export const MAX_LISTED = 200;

/** Every account's sums recomputed from its postings. */
const SUMS = `sums AS (
  SELECT p.account_id,
         coalesce(sum(p.amount) FILTER (WHERE NOT t.pending), 0) AS posted,
         coalesce(sum(-p.amount) FILTER (WHERE t.pending AND t.resolution IS NULL AND p.amount < 0), 0) AS reserved,
         coalesce(sum(p.amount) FILTER (WHERE t.pending AND t.resolution IS NULL AND p.amount > 0), 0) AS incoming
    FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
   GROUP BY p.account_id
)`;

/** Each account with its holder's name and agent (NULL for a removed holder). */
const NAMED = `named AS (
  SELECT x.id, x.kind, x.holder_id, x.currency, x.balance, x.debits_pending, x.credits_pending,
         coalesce(a.name, pa.name || ' / ' || p.name, ta.name || ' / ' || t.name, ba.name || ' (multicash)',
                  pl.name, oa.name, x.holder_id::text) AS holder_name,
         coalesce(a.id, p.agent_id, t.agent_id, b.agent_id) AS agent_id
    FROM ledger_accounts x
    LEFT JOIN agents a ON x.kind IN ('agent-credit', 'issuance') AND a.id = x.holder_id
    LEFT JOIN poses p ON x.kind = 'cafe' AND p.id = x.holder_id
    LEFT JOIN agents pa ON pa.id = p.agent_id
    LEFT JOIN terminals t ON x.kind = 'terminal' AND t.id = x.holder_id
    LEFT JOIN agents ta ON ta.id = t.agent_id
    LEFT JOIN pot_balances b ON x.kind = 'pot' AND b.balance_iid = x.holder_id
    LEFT JOIN agents ba ON ba.id = b.agent_id
    LEFT JOIN players pl ON x.kind IN ('player-cash', 'player-bonus') AND pl.id = x.holder_id
    LEFT JOIN agents oa ON x.kind IN ('games', 'payments', 'promotions') AND oa.id = x.holder_id
)`;

const DIFFERENCES = `
WITH ${SUMS}, ${NAMED},
unbalanced AS (
  SELECT 'unbalanced' AS kind, 1 AS o, 'transaction ' || p.transaction_id || ' (' || min(t.kind) || ') in ' || p.currency AS what,
         '0' AS expected, sum(p.amount)::text AS actual
    FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
   GROUP BY p.transaction_id, p.currency HAVING sum(p.amount) <> 0
),
accounts AS (
  SELECT 'account', 2, 'the ' || n.kind || ' account of ' || n.holder_name || ' (' || n.currency || ')',
         coalesce(s.posted, 0) || ' posted, ' || coalesce(s.reserved, 0) || ' reserved, ' || coalesce(s.incoming, 0) || ' incoming',
         n.balance || ' posted, ' || n.debits_pending || ' reserved, ' || n.credits_pending || ' incoming'
    FROM named n LEFT JOIN sums s ON s.account_id = n.id
   WHERE n.balance <> coalesce(s.posted, 0) OR n.debits_pending <> coalesce(s.reserved, 0)
      OR n.credits_pending <> coalesce(s.incoming, 0)
),
columns AS (
  SELECT 'column', 3,
         CASE c.kind WHEN 'agent-credit' THEN 'the credit of ' WHEN 'cafe' THEN 'the balance of the cafe '
                     WHEN 'terminal' THEN 'the balance of the terminal ' WHEN 'pot' THEN 'the multicash balance '
                     WHEN 'player-cash' THEN 'the cash balance of the player ' ELSE 'the bonus balance of the player ' END
           || coalesce(n.holder_name, c.holder_id::text) || ' (' || c.currency || ')',
         (coalesce(s.posted, 0) - CASE WHEN c.kind = 'agent-credit' THEN coalesce(s.reserved, 0) ELSE 0 END)::text,
         c.amount::text
    FROM ledger_balance_columns c
    LEFT JOIN named n ON n.kind = c.kind AND n.holder_id = c.holder_id AND n.currency = c.currency
    LEFT JOIN sums s ON s.account_id = n.id
   WHERE c.amount <> coalesce(s.posted, 0) - CASE WHEN c.kind = 'agent-credit' THEN coalesce(s.reserved, 0) ELSE 0 END
),
hidden AS (
  SELECT 'hidden', 4, 'the ' || n.kind || ' account of ' || n.holder_name || ' in ' || n.currency || ', a currency it '
           || CASE WHEN ledger_holder_currency(n.kind, n.holder_id) IS NULL THEN 'no longer exists for' ELSE 'no longer keeps' END,
         '0', s.posted || ' posted, ' || s.reserved || ' reserved, ' || s.incoming || ' incoming'
    FROM named n JOIN sums s ON s.account_id = n.id
   WHERE n.kind NOT IN ('issuance', 'games', 'payments', 'promotions')
     AND ledger_holder_currency(n.kind, n.holder_id) IS DISTINCT FROM n.currency
     AND (s.posted <> 0 OR s.reserved <> 0 OR s.incoming <> 0)
),
open_reservations AS (
  SELECT t.ref_id, sum(p.amount) FILTER (WHERE p.amount > 0) AS amount
    FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
   WHERE t.pending AND t.resolution IS NULL AND t.ref_type = 'pos-command'
   GROUP BY t.ref_id
),
reservations AS (
  SELECT 'reservation', 5, 'the pending adjustment ' || coalesce(c.id::text, r.ref_id) || coalesce(' of the cafe ' || x.name, ''),
         coalesce(abs(c.amount)::text, 'no pending command'), coalesce(r.amount::text, 'no reservation')
    FROM (SELECT * FROM pos_commands WHERE status = 'PENDING' AND type = 'ADJUST_BALANCE') c
    FULL JOIN open_reservations r ON r.ref_id = c.id::text
    LEFT JOIN poses x ON x.id = c.pos_id
   WHERE c.id IS NULL OR r.ref_id IS NULL OR abs(c.amount) <> r.amount
),
held AS (
  SELECT ledger_zone(a.path) AS zone, n.currency, sum(s.posted) AS amount
    FROM named n JOIN sums s ON s.account_id = n.id JOIN agents a ON a.id = n.agent_id
   WHERE n.kind IN ('agent-credit', 'cafe', 'terminal', 'pot')
   GROUP BY 1, 2
),
issued AS (
  SELECT n.holder_id AS zone, n.currency, -s.posted AS amount
    FROM named n JOIN sums s ON s.account_id = n.id WHERE n.kind = 'issuance'
),
issuers AS (
  SELECT 'issuer', 6, 'the money issued by ' || coalesce(z.name, coalesce(h.zone, i.zone)::text) || ' in '
           || coalesce(h.currency, i.currency) || ', held below it',
         coalesce(i.amount, 0)::text, coalesce(h.amount, 0)::text
    FROM held h FULL JOIN issued i ON i.zone = h.zone AND i.currency = h.currency
    LEFT JOIN agents z ON z.id = coalesce(h.zone, i.zone)
   WHERE coalesce(i.amount, 0) <> coalesce(h.amount, 0)
)
SELECT kind, what, expected, actual, count(*) OVER ()::int AS total FROM (
  SELECT * FROM unbalanced UNION ALL SELECT * FROM accounts UNION ALL SELECT * FROM columns
  UNION ALL SELECT * FROM hidden UNION ALL SELECT * FROM reservations UNION ALL SELECT * FROM issuers
) d
ORDER BY o, what
LIMIT ${MAX_LISTED}`;

/** Runs the check on one consistent snapshot of the database. */
export async function checkLedger(db: Db): Promise<LedgerCheckResult> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const { rows: counts } = await tx.query<{
      transactions: number;
      postings: number;
      accounts: number;
      at: string;
    }>(
      `SELECT (SELECT count(*) FROM ledger_transactions)::int AS transactions,
              (SELECT count(*) FROM ledger_postings)::int AS postings,
              (SELECT count(*) FROM ledger_accounts)::int AS accounts, now()::text AS at`,
    );
    const { rows } = await tx.query<LedgerDifference & { total: number }>(DIFFERENCES);
    return {
      checkedAt: new Date(counts[0].at).toISOString(),
      transactions: counts[0].transactions,
      postings: counts[0].postings,
      accounts: counts[0].accounts,
      differenceCount: rows[0]?.total ?? 0,
      differences: rows.map(({ kind, what, expected, actual }) => ({ kind, what, expected, actual })),
      durationMs: Math.round(performance.now() - started),
    };
  });
}

/** Who ran a check. */
export interface CheckedBy {
  source: 'console' | 'command-line';
  userId?: string | null;
  userName?: string | null;
}

/** Stores a result as the last check; answers it as stored. */
export async function storeCheck(db: Db, result: LedgerCheckResult, by: CheckedBy): Promise<StoredCheck> {
  const { rows } = await db.query<StoredCheckRow>(
    `INSERT INTO ledger_checks (checked_at, user_id, user_name, source, transactions, postings, accounts,
         difference_count, differences, duration_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)
     RETURNING ${STORED_COLUMNS}`,
    [
      result.checkedAt,
      by.userId ?? null,
      by.userName ?? null,
      by.source,
      result.transactions,
      result.postings,
      result.accounts,
      result.differenceCount,
      JSON.stringify(result.differences),
      result.durationMs,
    ],
  );
  return storedJson(rows[0]);
}

/** A stored check: the result, who ran it and how. */
export interface StoredCheck extends LedgerCheckResult {
  id: number;
  source: 'console' | 'command-line';
  userName: string | null;
}

interface StoredCheckRow {
  id: string;
  checked_at: string | Date;
  user_name: string | null;
  source: 'console' | 'command-line';
  transactions: string;
  postings: string;
  accounts: string;
  difference_count: number;
  differences: LedgerDifference[];
  duration_ms: number;
}

const STORED_COLUMNS = `id, checked_at, user_name, source, transactions, postings, accounts, difference_count,
  differences, duration_ms`;

const storedJson = (r: StoredCheckRow): StoredCheck => ({
  id: Number(r.id),
  checkedAt: new Date(r.checked_at).toISOString(),
  source: r.source,
  userName: r.user_name,
  transactions: Number(r.transactions),
  postings: Number(r.postings),
  accounts: Number(r.accounts),
  differenceCount: r.difference_count,
  differences: r.differences,
  durationMs: r.duration_ms,
});

/** The last stored check, or null. */
export async function lastCheck(db: Db): Promise<StoredCheck | null> {
  const { rows } = await db.query<StoredCheckRow>(
    `SELECT ${STORED_COLUMNS} FROM ledger_checks ORDER BY id DESC LIMIT 1`,
  );
  return rows[0] ? storedJson(rows[0]) : null;
}
