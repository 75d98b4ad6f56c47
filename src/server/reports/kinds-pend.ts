/**
 * The SQL of the pending-games report: the rounds of the agent (and below) whose bet was taken and whose
 * payout was not credited yet, whenever they were played (the report has no period). `payoutDue` is
 * what closing the round credits; `openFor` the seconds since the bet.
 */
import { GAMES_TABLE, inScope, type ReportSql } from './kinds';

const pendingGames: ReportSql = (scope, params) => `
  SELECT r.bet_id::text AS "idStr", r.bet_id::text AS "betId", r.round_id AS "roundId",
         r.external_game_id AS "externalGameId", coalesce(g.name, r.external_game_id::text) AS "gameName",
         g.family AS "family", p.name AS "account", p.id::text AS "playerId", a.name AS "agentName",
         a.id::text AS "agentId", r.currency, r.bet_amount AS "betAmount", r.payout AS "payoutDue",
         r.bet_time AS "betTime", greatest(extract(epoch FROM now() - r.bet_time), 0)::int AS "openFor",
         c.id::text AS "casinoId", c.name AS "casinoName"
    FROM game_rounds r
    JOIN agents a ON a.id = r.agent_id
    JOIN players p ON p.id = r.player_id
    LEFT JOIN casinos c ON c.id = r.casino_id
    LEFT JOIN ${GAMES_TABLE} ON g.ext = r.external_game_id
   WHERE r.status = 'pending' AND ${inScope('a', scope, params)}`;

export const PENDING_REPORT_SQL = { 'pending-games': pendingGames } as const;
