/**
 * The results of cafes' report requests (balance, game and terminal reports): when a cafe picks a report
 * request up, what it reports is written on the command (`pos_commands.result`, the shape of
 * CafeReportResult in src/core/areas/cafes/contract.ts), as the cafe stands after that pickup:
 * - its balance, currency and whether its operations are enabled;
 * - its terminals (name, status, balance);
 * - what its terminals took in (deposits) and paid out (withdrawals) since its previous game report
 *   (`from`; null: since the cafe opened) up to the report, per terminal and in total.
 * Every kind carries all of it; the console shows each kind's part. Amounts as numbers of the cafe's
 * currency (NUMERIC in the database, exact to the cent).
 */
import type { Db } from './db';

/**
 * Writes the result of the report requests among `commandIds` that have none yet, as of their pickup
 * time (now for a pickup happening in this transaction).
 */
export async function storeReportResults(tx: Db, commandIds: readonly string[]): Promise<void> {
  if (commandIds.length === 0) return;
  await tx.query(
    `WITH req AS (
       SELECT c.id, c.pos_id, coalesce(c.picked_up_at, now()) AS at,
              (SELECT max(g.picked_up_at) FROM pos_commands g
                WHERE g.pos_id = c.pos_id AND g.type = 'REQUEST_REPORT' AND g.report_type = 'GAME_REPORT'
                  AND g.status = 'DONE' AND g.id <> c.id AND g.picked_up_at < coalesce(c.picked_up_at, now())) AS since
         FROM pos_commands c
        WHERE c.id = ANY($1::uuid[]) AND c.type = 'REQUEST_REPORT' AND c.result IS NULL
     ),
     per_terminal AS (
       SELECT r.id AS command_id, t.id, t.name, t.status, t.balance, t.created_at,
              coalesce(sum(x.amount) FILTER (WHERE x.type = 'Deposit'), 0) AS deposits,
              coalesce(sum(x.amount) FILTER (WHERE x.type = 'Withdrawal'), 0) AS withdrawals
         FROM req r
         JOIN terminals t ON t.pos_id = r.pos_id
         LEFT JOIN terminal_transactions x
           ON x.terminal_id = t.id AND x.created_at < r.at AND (r.since IS NULL OR x.created_at >= r.since)
        GROUP BY r.id, t.id
     ),
     results AS (
       SELECT r.id,
              jsonb_build_object(
                'at', to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                'currency', p.currency_id,
                'balance', p.balance,
                'operationsEnabled', p.operations_enabled,
                'terminals', coalesce((
                  SELECT jsonb_agg(jsonb_build_object('id', pt.id, 'name', pt.name, 'status', pt.status,
                                                      'balance', pt.balance, 'deposits', pt.deposits,
                                                      'withdrawals', pt.withdrawals)
                                   ORDER BY lower(pt.name), pt.id)
                    FROM per_terminal pt WHERE pt.command_id = r.id), '[]'::jsonb),
                'from', CASE WHEN r.since IS NULL THEN NULL
                             ELSE to_char(r.since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END,
                'deposits', (SELECT coalesce(sum(pt.deposits), 0) FROM per_terminal pt WHERE pt.command_id = r.id),
                'withdrawals', (SELECT coalesce(sum(pt.withdrawals), 0) FROM per_terminal pt WHERE pt.command_id = r.id)
              ) AS result
         FROM req r JOIN poses p ON p.id = r.pos_id
     )
     UPDATE pos_commands c SET result = results.result FROM results WHERE results.id = c.id`,
    [commandIds],
  );
}

/** The results of report requests picked up before results were kept (the demo's seeded ones). */
export async function fillMissingReportResults(db: Db): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text FROM pos_commands
      WHERE type = 'REQUEST_REPORT' AND status = 'DONE' AND result IS NULL ORDER BY seq`,
  );
  // in pickup order, so each game report's period starts at the one before
  for (const row of rows) await storeReportResults(db, [row.id]);
}
