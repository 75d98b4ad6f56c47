/**
 * Closing pending game rounds (the pending-games report's row actions, src/core/areas/reports/actions.ts):
 *
 *   POST /api/report/pendinggames/close        {betId}             one round (ClosePendingGames)
 *   POST /api/report/pendinggames/closecasino  {agentId, casinoId} every pending round of the casino played
 *                                                                  by players of the agent and below
 *                                                                  (CloseCasinoPendingGames)
 *
 * Both permissions are global claims; the rounds must also lie in the caller's agent subtree and be ones
 * the caller may see in the report (the pending-games report permission for their agent). Closing a round
 * settles it once: in one transaction its status becomes settled (a conditional update, so two closes
 * racing on any number of processes settle it once: the second is refused with 409), its payout is
 * credited to the player's cash balance (kept within the largest balance, written to the balance log),
 * from the operator's games account through the ledger (src/server/ledger.ts, one transaction per round,
 * refused with 409 when the player no longer plays in the round's currency), and one audit entry
 * 'round.closed' is written per round.
 */
import type { FastifyRequest } from 'fastify';
import { reportActionEndpoints, type ReportActionAnswer } from '../../core/areas/reports/actions';
import { can, P } from '../../core/permissions';
import { recordChange } from '../audit';
import { assertAgentScope, requireClaim, type AuthUser } from '../auth';
import { route } from '../contract';
import type { Db } from '../db';
import { ApiError, notFound } from '../errors';
import { assertStorableBalance, money } from '../money';
import { operatorOf, transfer, LEDGER_KINDS } from '../ledger';
import { routeModule } from '../plugins/route-module';

const mayView = (
  subject: Parameters<typeof can.viewReport>[0],
  agent: Parameters<typeof can.viewReport>[1],
) => can.viewReport(subject, agent, P.ViewPendingGamesReport);

interface ClosedRound {
  bet_id: string;
  round_id: string;
  player_id: string;
  player_name: string;
  agent_id: string;
  casino_id: string | null;
  currency: string;
  bet_amount: string;
  payout: string;
  balance_before: string;
  balance_after: string;
}

/**
 * Settles the pending rounds `where` selects (an SQL condition on game_rounds `r`, with `params` from $2
 * on), credits their payouts and writes the balance log and the audit; inside the caller's transaction.
 */
async function closeRounds(
  tx: Db,
  request: FastifyRequest,
  user: AuthUser,
  where: string,
  params: unknown[],
  how: 'round' | 'casino',
): Promise<ReportActionAnswer> {
  const { rows: closed } = await tx.query<{ bet_id: string }>(
    `UPDATE game_rounds r SET status = 'settled', settled_at = now(), closed_by = $1::uuid
      WHERE r.status = 'pending' AND ${where}
     RETURNING r.bet_id::text`,
    [user.id, ...params],
  );
  if (closed.length === 0) return { closed: 0, payouts: [] };
  const ids = closed.map((r) => r.bet_id);
  // the payouts reach the players' cash from their operator's games account, round by round in the
  // players' order (so two closes lock them in one order)
  const { rows: payouts } = await tx.query<{
    bet_id: string;
    player_id: string;
    name: string;
    currency: string;
    player_currency: string;
    payout: string;
    agent_path: string;
  }>(
    `SELECT r.bet_id::text, r.player_id::text, p.name, r.currency, p.currency AS player_currency, r.payout::text,
            a.path AS agent_path
       FROM game_rounds r JOIN players p ON p.id = r.player_id JOIN agents a ON a.id = p.agent_id
      WHERE r.bet_id = ANY($1::bigint[])
      ORDER BY r.player_id, r.bet_id`,
    [ids],
  );
  for (const r of payouts) {
    if (r.currency !== r.player_currency)
      throw new ApiError(
        409,
        'conflict',
        `${r.name} plays in ${r.player_currency} now: the round ${r.bet_id} pays out in ${r.currency}`,
      );
    if (Number(r.payout) === 0) continue;
    await transfer(tx, {
      kind: LEDGER_KINDS.roundClosed,
      legs: [
        {
          from: { kind: 'games', holder: operatorOf(r.agent_path), currency: r.currency },
          to: { kind: 'player-cash', holder: r.player_id, currency: r.currency },
          amount: r.payout,
        },
      ],
      ref: { type: 'round', id: r.bet_id },
      userId: user.id,
    });
  }
  const { rows: balances } = await tx.query<{ id: string; name: string; balance: string }>(
    `UPDATE players p SET updated_at = now()
      WHERE p.id IN (SELECT player_id FROM game_rounds WHERE bet_id = ANY($1::bigint[]))
     RETURNING p.id::text, p.name, p.balance::text`,
    [ids],
  );
  for (const b of balances) assertStorableBalance(b.balance, `The balance of ${b.name}`, 'betId');
  // each round with the player's balance before and after its payout (in bet order)
  const { rows } = await tx.query<ClosedRound>(
    `SELECT r.bet_id::text, r.round_id, r.player_id::text, p.name AS player_name, r.agent_id::text,
            r.casino_id::text, r.currency, r.bet_amount::text, r.payout::text,
            (p.balance - sum(r.payout) OVER later)::text AS balance_before,
            (p.balance - sum(r.payout) OVER later + r.payout)::text AS balance_after
       FROM game_rounds r JOIN players p ON p.id = r.player_id
      WHERE r.bet_id = ANY($1::bigint[])
     WINDOW later AS (PARTITION BY r.player_id ORDER BY r.bet_id ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING)
      ORDER BY r.player_id, r.bet_id`,
    [ids],
  );
  await tx.query(
    `INSERT INTO player_balance_log (player_id, agent_id, kind, balance, amount, balance_after, user_id)
     SELECT x.player_id, x.agent_id, 'round-closed', 'cash', x.payout::numeric, x.balance_after::numeric, $2::uuid
       FROM json_to_recordset($1::json) AS x(player_id uuid, agent_id uuid, payout text, balance_after text, bet_id bigint)
      WHERE x.payout::numeric > 0
      ORDER BY x.player_id, x.bet_id`,
    [JSON.stringify(rows), user.id],
  );
  for (const r of rows)
    await recordChange(tx, request, {
      kind: 'round.closed',
      agentId: r.agent_id,
      objectType: 'round',
      objectId: r.bet_id,
      before: { status: 'pending', playerBalance: money(r.balance_before) },
      after: {
        status: 'settled',
        closedWith: how,
        roundId: r.round_id,
        player: r.player_name,
        casinoId: r.casino_id,
        currency: r.currency,
        betAmount: money(r.bet_amount),
        payout: money(r.payout),
        playerBalance: money(r.balance_after),
      },
    });
  const totals = new Map<string, number>();
  for (const r of rows)
    totals.set(r.currency, (totals.get(r.currency) ?? 0) + Math.round(money(r.payout) * 100));
  return {
    closed: rows.length,
    payouts: [...totals.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([currency, cents]) => ({ currency, amount: cents / 100 })),
  };
}

export const pendingGamesRoutes = routeModule(async function pendingGamesRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;

  route(app, reportActionEndpoints['close-round'], { auth: 'token', tag: 'reports' }, async (request) => {
    const user = request.user;
    requireClaim(user, P.ClosePendingGames);
    const { betId } = request.body;
    const { rows } = await db.query<{ agent_id: string }>(
      'SELECT agent_id::text FROM game_rounds WHERE bet_id = $1::bigint',
      [betId],
    );
    if (!rows[0]) throw notFound('Round not found');
    await assertAgentScope(db, user, rows[0].agent_id, mayView);
    return db.transaction(async (tx) => {
      const answer = await closeRounds(tx, request, user, 'r.bet_id = $2::bigint', [betId], 'round');
      if (answer.closed === 0)
        throw new ApiError(
          409,
          'round-settled',
          `The round ${betId} is settled already: it cannot be closed again`,
        );
      return answer;
    });
  });

  route(app, reportActionEndpoints['close-casino'], { auth: 'token', tag: 'reports' }, async (request) => {
    const user = request.user;
    requireClaim(user, P.CloseCasinoPendingGames);
    const { agentId, casinoId } = request.body;
    await assertAgentScope(db, user, agentId, mayView);
    const { rows } = await db.query<{ name: string }>('SELECT name FROM casinos WHERE id = $1::uuid', [
      casinoId,
    ]);
    if (!rows[0]) throw notFound('Casino not found');
    return db.transaction(async (tx) => {
      const answer = await closeRounds(
        tx,
        request,
        user,
        `r.casino_id = $2::uuid
         AND r.agent_id IN (SELECT a.id FROM agents a
                             WHERE a.path LIKE (SELECT path FROM agents WHERE id = $3::uuid) || '%')`,
        [casinoId, agentId],
        'casino',
      );
      if (answer.closed === 0)
        throw new ApiError(
          409,
          'no-pending-rounds',
          `${rows[0].name} has no pending rounds to close for this agent`,
        );
      return answer;
    });
  });
});
