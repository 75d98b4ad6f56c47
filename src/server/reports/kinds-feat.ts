/**
 * The SQL of the reports on the features around the games: side bets, opt-in actions, jackpot history
 * and tournament winners (see ./kinds.ts for what a report's SQL is asked for). Side bets and jackpot
 * hits belong to rounds and are scoped and dated by them: their money is part of those rounds' bets
 * and payouts, so these reports reconcile with game history (settled rounds only, as game history: a
 * pending round's side bet and jackpot count once the round is closed).
 */
import { GAMES_TABLE, inRange, inScope, type ReportSql } from './kinds';

/**
 * Side bets per feature type, result (won: it paid something) and currency: how many, by how many
 * players, their stakes, wins, GGR and hold.
 */
const sideBets: ReportSql = (scope, params) => `
  SELECT b.feature_type AS "featureType", CASE WHEN b.win > 0 THEN 'Won' ELSE 'Lost' END AS result, r.currency,
         b.feature_type || ':' || CASE WHEN b.win > 0 THEN 'Won' ELSE 'Lost' END || ':' || r.currency AS "rowKey",
         count(*)::int AS "sideBets", count(DISTINCT r.player_id)::int AS players, sum(b.stake) AS stakes,
         sum(b.win) AS wins, sum(b.stake) - sum(b.win) AS ggr, (sum(b.stake) - sum(b.win)) / sum(b.stake) AS hold
    FROM side_bets b
    JOIN game_rounds r ON r.bet_id = b.bet_id
    JOIN agents a ON a.id = r.agent_id
   WHERE r.status = 'settled' AND ${inScope('a', scope, params)} AND ${inRange('r.bet_time', scope, params)}
   GROUP BY 1, 2, 3`;

/**
 * The opt-in actions, one row each, with the player, the game and the time. No money: the totals are
 * one count over every row (no currency).
 */
const optIn: ReportSql = (scope, params) => `
  SELECT o.id::text AS "actionId", o.created_at AS "createdAt", p.name AS "playerName", p.id::text AS "playerId",
         a.name AS "agentName", a.id::text AS "agentId", o.external_game_id AS "externalGameId",
         coalesce(g.name, o.external_game_id::text) AS "gameName", o.action, NULL::text AS currency
    FROM opt_in_actions o
    JOIN agents a ON a.id = o.agent_id
    JOIN players p ON p.id = o.player_id
    LEFT JOIN ${GAMES_TABLE} ON g.ext = o.external_game_id
   WHERE ${inScope('a', scope, params)} AND ${inRange('o.created_at', scope, params)}`;

/** The jackpots hit, one row each, with the round that hit it (the amount is part of its payout). */
const jackpotHistory: ReportSql = (scope, params) => `
  SELECT j.id::text AS "hitId", r.bet_time AS "hitAt", j.jackpot_type AS "jackpotType", p.name AS "playerName",
         p.id::text AS "playerId", a.name AS "agentName", a.id::text AS "agentId", c.id::text AS "casinoId",
         c.name AS "casinoName", r.external_game_id AS "externalGameId",
         coalesce(g.name, r.external_game_id::text) AS "gameName", r.bet_id::text AS "betId", r.currency, j.amount
    FROM jackpot_hits j
    JOIN game_rounds r ON r.bet_id = j.bet_id
    JOIN agents a ON a.id = r.agent_id
    JOIN players p ON p.id = r.player_id
    LEFT JOIN casinos c ON c.id = r.casino_id
    LEFT JOIN ${GAMES_TABLE} ON g.ext = r.external_game_id
   WHERE r.status = 'settled' AND ${inScope('a', scope, params)} AND ${inRange('r.bet_time', scope, params)}`;

/**
 * The winners of the tournaments that overlap the range, by the agent of the winning player: the
 * tournament, its period, the rank, the player and the prize.
 */
const tournamentWinners: ReportSql = (scope, params) => `
  SELECT t.id::text || ':' || w.rank AS "winnerKey", t.id::text AS "tournamentId", t.name AS "tournamentName",
         t.starts_at AS "startsAt", t.ends_at AS "endsAt", w.rank::int AS rank, p.name AS "playerName",
         p.id::text AS "playerId", a.name AS "agentName", a.id::text AS "agentId", t.currency, w.prize
    FROM tournament_winners w
    JOIN tournaments t ON t.id = w.tournament_id
    JOIN players p ON p.id = w.player_id
    JOIN agents a ON a.id = p.agent_id
   WHERE ${inScope('a', scope, params)}
     ${scope.to ? `AND t.starts_at < ${params.add(scope.to)}::timestamptz` : ''}
     ${scope.from ? `AND t.ends_at > ${params.add(scope.from)}::timestamptz` : ''}`;

export const FEATURE_REPORT_SQL = {
  'side-bets': sideBets,
  'opt-in': optIn,
  'jackpot-history': jackpotHistory,
  'tournament-winners': tournamentWinners,
} as const;
