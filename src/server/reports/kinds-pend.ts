/**
 * The SQL of the pending-games report: the rounds of the agent (and below) whose bet was taken and whose
 * payout was not credited yet, whenever they were played (the report has no period). `payoutDue` is
 * what closing the round credits; `openFor` the seconds since the bet.
 */
import { inScope, ROUND_COLUMNS, ROUND_FROM, type ReportSql } from './kinds';

const pendingGames: ReportSql = (scope, params) => `
  SELECT ${ROUND_COLUMNS}, r.payout AS "payoutDue",
         greatest(extract(epoch FROM now() - r.bet_time), 0)::int AS "openFor"
    FROM ${ROUND_FROM}
   WHERE r.status = 'pending' AND ${inScope('a', scope, params)}`;

export const PENDING_REPORT_SQL = { 'pending-games': pendingGames } as const;
