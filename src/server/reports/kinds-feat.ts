/**
 * The SQL of the reports on the features around the games: side bets, opt-in actions, jackpot history
 * and tournament winners (see ./kinds.ts for what a report's SQL is asked for). Side bets and jackpot
 * hits belong to rounds and are scoped and dated by them: their money is part of those rounds' bets
 * and payouts, so these reports reconcile with game history.
 */
import { inRange, inScope, type ReportSql } from './kinds';

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
   WHERE ${inScope('a', scope, params)} AND ${inRange('r.bet_time', scope, params)}
   GROUP BY 1, 2, 3`;

export const FEATURE_REPORT_SQL = {
  'side-bets': sideBets,
} as const;
