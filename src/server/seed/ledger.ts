/**
 * The seed's money, written through the ledger (the model: docs/ledger.md).
 *
 * The seeders write the demo's business records (credit transfers, cafe commands, terminal transactions,
 * deposits and withdrawals, balance adjustments, rounds, bonus redemptions and denials) and its balance
 * figures, in one database transaction, with `beginSeedMoney` letting them set the balance columns.
 * `recordSeedMoney` then records that history in the ledger, one transaction per record, dated as the
 * record (a player session's settled rounds as one transaction of two legs: its bets and its wins), and
 * before it one 'opening' transaction, issued by the zone's issuer and passed down the tree, that brings
 * every account to the figure the seeders gave it (never below what its history leaves it: a figure
 * below that ends at the history's). Finally the columns are the ledger's sums again, and only the
 * ledger writes them from then on. Bulk SQL (a few statements), the same on PGlite and PostgreSQL.
 */
import type { Db } from '../db';

/** Lets the seeders of this database transaction write balance columns directly. */
export async function beginSeedMoney(tx: Db): Promise<void> {
  await tx.query("SELECT set_config('ledger.seeding', 'on', true)");
}

const SEED_MOVES = `CREATE TEMP TABLE seed_moves (
  tx_key text NOT NULL, kind text NOT NULL, at timestamptz NOT NULL, pending boolean NOT NULL DEFAULT false,
  ref_type text, ref_id text, user_id uuid,
  from_kind text NOT NULL, from_holder uuid NOT NULL, to_kind text NOT NULL, to_holder uuid NOT NULL,
  currency text NOT NULL, amount numeric NOT NULL
) ON COMMIT DROP`;

/** The money records of the seed not in the ledger yet, as moves between accounts. */
const HISTORY: readonly string[] = [
  // credit between an agent and its child: a credit source issues and retires
  `INSERT INTO seed_moves
   SELECT 'credit-transfer:' || t.id, CASE WHEN ta.parent_id = fa.id THEN 'credit.added' ELSE 'credit.removed' END,
          t.created_at, false, 'credit-transfer', t.id::text, t.user_id,
          CASE WHEN fa.credit_source THEN 'issuance' ELSE 'agent-credit' END, fa.id,
          CASE WHEN ta.credit_source THEN 'issuance' ELSE 'agent-credit' END, ta.id, t.currency, t.amount
     FROM credit_transfers t JOIN agents fa ON fa.id = t.from_agent_id JOIN agents ta ON ta.id = t.to_agent_id
    WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions l WHERE l.ref_type = 'credit-transfer' AND l.ref_id = t.id::text)`,
  // cafe commands: picked up (posted) or on their way (pending)
  `INSERT INTO seed_moves
   SELECT 'pos-command:' || c.id, CASE WHEN c.status = 'DONE' THEN 'cafe.picked-up' ELSE 'cafe.adjust-queued' END,
          coalesce(c.picked_up_at, c.created_at), c.status = 'PENDING', 'pos-command', c.id::text, c.created_by,
          CASE WHEN c.amount > 0 THEN CASE WHEN a.credit_source THEN 'issuance' ELSE 'agent-credit' END ELSE 'cafe' END,
          CASE WHEN c.amount > 0 THEN a.id ELSE p.id END,
          CASE WHEN c.amount > 0 THEN 'cafe' ELSE CASE WHEN a.credit_source THEN 'issuance' ELSE 'agent-credit' END END,
          CASE WHEN c.amount > 0 THEN p.id ELSE a.id END,
          p.currency_id, abs(c.amount)
     FROM pos_commands c JOIN poses p ON p.id = c.pos_id JOIN agents a ON a.id = p.agent_id
    WHERE c.type = 'ADJUST_BALANCE' AND c.status IN ('DONE', 'PENDING')
      AND NOT EXISTS (SELECT 1 FROM ledger_transactions l WHERE l.ref_type = 'pos-command' AND l.ref_id = c.id::text)`,
  // terminals: with their cafe, else with their agent
  `INSERT INTO seed_moves
   SELECT 'terminal-transaction:' || x.id, CASE x.type WHEN 'Deposit' THEN 'terminal.deposited' ELSE 'terminal.withdrawn' END,
          x.created_at, false, 'terminal-transaction', x.id::text, x.user_id,
          CASE WHEN x.type = 'Deposit' THEN o.kind ELSE 'terminal' END, CASE WHEN x.type = 'Deposit' THEN o.holder ELSE t.id END,
          CASE WHEN x.type = 'Deposit' THEN 'terminal' ELSE o.kind END, CASE WHEN x.type = 'Deposit' THEN t.id ELSE o.holder END,
          t.currency_id, x.amount
     FROM terminal_transactions x JOIN terminals t ON t.id = x.terminal_id JOIN agents a ON a.id = x.agent_id
     CROSS JOIN LATERAL (SELECT CASE WHEN x.pos_id IS NOT NULL THEN 'cafe' WHEN a.credit_source THEN 'issuance' ELSE 'agent-credit' END AS kind,
                                coalesce(x.pos_id, a.id) AS holder) o
    WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions l WHERE l.ref_type = 'terminal-transaction' AND l.ref_id = x.id::text)`,
  // players' deposits and withdrawals: with their operator's payments account
  `INSERT INTO seed_moves
   SELECT 'wallet:' || w.id, CASE w.type WHEN 'Deposit' THEN 'wallet.deposited' ELSE 'wallet.withdrawn' END,
          w.created_at, false, 'wallet-transaction', w.id::text, NULL,
          CASE WHEN w.type = 'Deposit' THEN 'payments' ELSE 'player-cash' END,
          CASE WHEN w.type = 'Deposit' THEN split_part(a.path, '/', 2)::uuid ELSE w.player_id END,
          CASE WHEN w.type = 'Deposit' THEN 'player-cash' ELSE 'payments' END,
          CASE WHEN w.type = 'Deposit' THEN w.player_id ELSE split_part(a.path, '/', 2)::uuid END,
          w.currency, w.amount
     FROM wallet_transactions w JOIN players p ON p.id = w.player_id JOIN agents a ON a.id = p.agent_id
    WHERE w.currency = p.currency
      AND NOT EXISTS (SELECT 1 FROM ledger_transactions l WHERE l.ref_type = 'wallet-transaction' AND l.ref_id = w.id::text)`,
  // balance adjustments: bonuses and goodwill from the operator's promotions, corrections and
  // chargebacks with its payments
  `INSERT INTO seed_moves
   SELECT 'adjustment:' || b.id, 'balance.adjusted', b.created_at, false, 'balance-adjustment', b.id::text, b.user_id,
          CASE WHEN b.amount > 0 THEN o.kind ELSE 'player-cash' END, CASE WHEN b.amount > 0 THEN o.holder ELSE b.player_id END,
          CASE WHEN b.amount > 0 THEN 'player-cash' ELSE o.kind END, CASE WHEN b.amount > 0 THEN b.player_id ELSE o.holder END,
          b.currency, abs(b.amount)
     FROM balance_adjustments b JOIN players p ON p.id = b.player_id JOIN agents a ON a.id = p.agent_id
     CROSS JOIN LATERAL (SELECT CASE WHEN b.kind IN ('Bonus', 'Goodwill') THEN 'promotions' ELSE 'payments' END AS kind,
                                split_part(a.path, '/', 2)::uuid AS holder) o
    WHERE b.currency = p.currency
      AND NOT EXISTS (SELECT 1 FROM ledger_transactions l WHERE l.ref_type = 'balance-adjustment' AND l.ref_id = b.id::text)`,
  // the settled rounds of a session: its bets to the operator's games account, its wins back
  `INSERT INTO seed_moves
   SELECT 'session:' || g.session_id, 'rounds.settled', g.at, false, 'player-session', g.session_id::text, NULL,
          CASE s.side WHEN 'bets' THEN 'player-cash' ELSE 'games' END, CASE s.side WHEN 'bets' THEN g.player_id ELSE g.operator END,
          CASE s.side WHEN 'bets' THEN 'games' ELSE 'player-cash' END, CASE s.side WHEN 'bets' THEN g.operator ELSE g.player_id END,
          g.currency, CASE s.side WHEN 'bets' THEN g.bets ELSE g.wins END
     FROM (SELECT r.session_id, r.player_id, split_part(a.path, '/', 2)::uuid AS operator, r.currency,
                  max(r.bet_time) AS at, sum(r.bet_amount) AS bets, sum(r.payout) AS wins
             FROM game_rounds r JOIN players p ON p.id = r.player_id JOIN agents a ON a.id = p.agent_id
            WHERE r.status = 'settled' AND r.session_id IS NOT NULL AND r.currency = p.currency
            GROUP BY r.session_id, r.player_id, a.path, r.currency) g
     CROSS JOIN (VALUES ('bets'), ('wins')) AS s(side)
    WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions l WHERE l.ref_type = 'player-session' AND l.ref_id = g.session_id::text)`,
  // rounds played outside a session, and the bets of pending rounds (their payout waits for the close)
  `INSERT INTO seed_moves
   SELECT 'round:' || r.bet_id, CASE WHEN r.status = 'pending' THEN 'round.bet' ELSE 'round.settled' END,
          r.bet_time, false, 'round', r.bet_id::text, NULL,
          CASE s.side WHEN 'bets' THEN 'player-cash' ELSE 'games' END,
          CASE s.side WHEN 'bets' THEN r.player_id ELSE split_part(a.path, '/', 2)::uuid END,
          CASE s.side WHEN 'bets' THEN 'games' ELSE 'player-cash' END,
          CASE s.side WHEN 'bets' THEN split_part(a.path, '/', 2)::uuid ELSE r.player_id END,
          r.currency, CASE s.side WHEN 'bets' THEN r.bet_amount ELSE r.payout END
     FROM game_rounds r JOIN players p ON p.id = r.player_id JOIN agents a ON a.id = p.agent_id
     CROSS JOIN (VALUES ('bets'), ('wins')) AS s(side)
    WHERE (r.status = 'pending' OR r.session_id IS NULL) AND r.currency = p.currency
      AND NOT (r.status = 'pending' AND s.side = 'wins')
      AND NOT EXISTS (SELECT 1 FROM ledger_transactions l WHERE l.ref_type = 'round' AND l.ref_id = r.bet_id::text)`,
  // bonus redemptions and denials: with the operator's promotions
  `INSERT INTO seed_moves
   SELECT 'bonus-log:' || b.id, CASE WHEN b.amount > 0 THEN 'bonus.redeemed' ELSE 'bonus.denied' END, b.created_at, false,
          'player-bonus', b.player_id || ':' || b.bonus_code, b.user_id,
          CASE WHEN b.amount > 0 THEN 'promotions' ELSE 'player-bonus' END,
          CASE WHEN b.amount > 0 THEN split_part(a.path, '/', 2)::uuid ELSE b.player_id END,
          CASE WHEN b.amount > 0 THEN 'player-bonus' ELSE 'promotions' END,
          CASE WHEN b.amount > 0 THEN b.player_id ELSE split_part(a.path, '/', 2)::uuid END,
          p.currency, abs(b.amount)
     FROM player_balance_log b JOIN players p ON p.id = b.player_id JOIN agents a ON a.id = p.agent_id
    WHERE b.balance = 'bonus' AND b.kind IN ('bonus-redeemed', 'bonus-denied')
      AND NOT EXISTS (SELECT 1 FROM ledger_transactions l WHERE l.ref_type = 'player-bonus'
                         AND l.ref_id = b.player_id || ':' || b.bonus_code AND l.kind IN ('bonus.redeemed', 'bonus.denied'))`,
];

/**
 * Records the seed's money in the ledger and ends the seeders' direct writes (see the module comment).
 * The opening balances are dated a day before the oldest record (and at least 91 days ago). Answers the
 * transactions made.
 */
export async function recordSeedMoney(tx: Db): Promise<number> {
  await tx.query('SELECT ledger_create_legs()');
  await tx.query(SEED_MOVES);
  for (const sql of HISTORY) await tx.query(sql);
  await tx.exec(`
    DELETE FROM seed_moves WHERE amount = 0;
    INSERT INTO ledger_accounts (kind, holder_id, currency)
    SELECT from_kind, from_holder, currency FROM seed_moves UNION SELECT to_kind, to_holder, currency FROM seed_moves
    ON CONFLICT (kind, holder_id, currency) DO NOTHING;
    INSERT INTO ledger_legs (tx_key, kind, at, pending, ref_type, ref_id, user_id, debit, credit, amount)
    SELECT m.tx_key, m.kind, m.at, m.pending, m.ref_type, m.ref_id, m.user_id, f.id, t.id, m.amount
      FROM seed_moves m
      JOIN ledger_accounts f ON f.kind = m.from_kind AND f.holder_id = m.from_holder AND f.currency = m.currency
      JOIN ledger_accounts t ON t.kind = m.to_kind AND t.holder_id = m.to_holder AND t.currency = m.currency;
    DROP TABLE seed_moves;`);
  const { rows } = await tx.query<{ n: number; at: string }>(
    `SELECT count(DISTINCT tx_key)::int + 1 AS n,
            least(now() - interval '91 days', min(at) - interval '1 day')::text AS at FROM ledger_legs`,
  );
  await tx.query('SELECT ledger_open_balances($1::timestamptz)', [rows[0].at]);
  await tx.query("SELECT set_config('ledger.seeding', 'off', true)");
  return rows[0].n;
}
