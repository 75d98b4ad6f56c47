/**
 * The SQL of each report: a SELECT whose output columns are the fields of its definition
 * (src/core/areas/reports/definitions.ts), over the rows of the agent (and below) in the time range.
 * The framework (src/server/reports/run.ts) filters by casino, currency, player and game on the outer query,
 * sorts, pages, counts and totals it. Figures come from the activity rows themselves (game_rounds,
 * player_sessions, wallet_transactions, balance_adjustments, credit_transfers), so reports agree.
 * Rounds count once settled: a pending round (bet taken, payout not credited) is in the pending-games
 * report only, and joins the others when it is closed.
 *
 * This file holds what every report's SQL is asked for and builds on (the scope, the parameters, the
 * shared conditions and round columns) and the activity reports; ./kinds-feat.ts, ./kinds-perf.ts and
 * ./kinds-pend.ts import it and add theirs, and ./report-sql.ts gathers them all (so the imports run
 * one way, with no circle).
 */
import { REPORT_GAMES } from './games';

/** What a report's SQL is asked for. */
export interface ReportScope {
  agentId: string;
  /** The agent's materialised path ('/root/…/id/'): its subtree is a prefix match. */
  path: string;
  includeSubAgents: boolean;
  /** The time range as instants (ISO); null: unbounded. `to` is excluded. */
  from: string | null;
  to: string | null;
  /**
   * Only these rows (a page found on an index, ./rollup-pages.ts): players (per-player reports),
   * sessions, or rounds (their bet ids, with the first and last bet time among them).
   */
  only?: { players?: string[]; sessions?: string[]; bets?: { ids: string[]; from: string; to: string } };
}

/** The rows a page was found to hold, as a condition (true when the scope names none). */
export function onlyRows(
  kind: 'players' | 'sessions' | 'bets',
  scope: ReportScope,
  params: SqlParams,
  columns: { id: string; time?: string },
): string {
  const only = scope.only;
  if (kind === 'players' && only?.players) return `${columns.id} = ANY(${params.add(only.players)}::uuid[])`;
  if (kind === 'sessions' && only?.sessions)
    return `${columns.id} = ANY(${params.add(only.sessions)}::bigint[])`;
  if (kind === 'bets' && only?.bets)
    return `${columns.id} = ANY(${params.add(only.bets.ids)}::bigint[])
            AND ${columns.time} >= ${params.add(only.bets.from)}::timestamptz
            AND ${columns.time} <= ${params.add(only.bets.to)}::timestamptz`;
  return 'true';
}

/** Numbered SQL parameters: `add(value)` gives `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export type ReportSql = (scope: ReportScope, params: SqlParams) => string;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The games with their name and family, as an SQL table g(ext, name, family). */
export const GAMES_TABLE = `(VALUES ${REPORT_GAMES.map(
  (g) => `(${g.externalGameId}, ${literal(g.name)}, ${g.family ? literal(g.family) : 'NULL::text'})`,
).join(', ')}) AS g(ext, name, family)`;

/** `alias` (an agents row) is the agent, or lies below it when sub-agents are included. */
export function inScope(alias: string, scope: ReportScope, params: SqlParams): string {
  return scope.includeSubAgents
    ? `${alias}.path LIKE ${params.add(scope.path)} || '%'`
    : `${alias}.id = ${params.add(scope.agentId)}::uuid`;
}

/** `column` (an instant) lies in the range. */
export function inRange(column: string, scope: ReportScope, params: SqlParams): string {
  const parts = ['true'];
  if (scope.from) parts.push(`${column} >= ${params.add(scope.from)}::timestamptz`);
  if (scope.to) parts.push(`${column} < ${params.add(scope.to)}::timestamptz`);
  return parts.join(' AND ');
}

/**
 * The columns every list of rounds shares (the shared report detail row plus its ids), over
 * ROUND_FROM: game_rounds `r` with its agent `a`, player `p`, casino `c` and game `g`.
 */
export const ROUND_COLUMNS = `r.bet_id::text AS "idStr", r.bet_id::text AS "betId", r.round_id AS "roundId",
         r.external_game_id AS "externalGameId", coalesce(g.name, r.external_game_id::text) AS "gameName",
         g.family AS "family", p.name AS "account", p.id::text AS "playerId", a.name AS "agentName",
         a.id::text AS "agentId", r.currency, r.bet_amount AS "betAmount", r.bet_time AS "betTime",
         c.id::text AS "casinoId", c.name AS "casinoName", r.bet_id AS "_seq"`;
export const ROUND_FROM = `game_rounds r
    JOIN agents a ON a.id = r.agent_id
    JOIN players p ON p.id = r.player_id
    LEFT JOIN casinos c ON c.id = r.casino_id
    LEFT JOIN ${GAMES_TABLE} ON g.ext = r.external_game_id`;

/** The rounds played and settled, one row each. */
const gameHistory: ReportSql = (scope, params) => `
  SELECT ${ROUND_COLUMNS}, r.payout, r.bet_amount - r.payout AS ggr
    FROM ${ROUND_FROM}
   WHERE r.status = 'settled' AND ${inScope('a', scope, params)} AND ${inRange('r.bet_time', scope, params)}
     AND ${onlyRows('bets', scope, params, { id: 'r.bet_id', time: 'r.bet_time' })}`;

/**
 * Sessions that overlap the range, with the rounds of each played inside the range (so the sessions'
 * totals equal the rounds' of the same range, also for a session that crosses its edge).
 */
const playerSessions: ReportSql = (scope, params) => `
  SELECT s.id::text AS "sessionId", s.started_at AS "startedAt", s.ended_at AS "endedAt",
         extract(epoch FROM coalesce(s.ended_at, now()) - s.started_at)::int AS duration,
         p.name AS "playerName", p.id::text AS "playerId", a.name AS "agentName", a.id::text AS "agentId",
         s.channel, s.ip_address AS "ipAddress", s.device, p.currency,
         coalesce(x.rounds, 0) AS rounds, coalesce(x.bets, 0) AS bets, coalesce(x.wins, 0) AS wins,
         coalesce(x.bets, 0) - coalesce(x.wins, 0) AS ggr, c.id::text AS "casinoId", c.name AS "casinoName",
         s.id AS "_seq"
    FROM player_sessions s
    JOIN agents a ON a.id = s.agent_id
    JOIN players p ON p.id = s.player_id
    LEFT JOIN casinos c ON c.id = s.casino_id
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS rounds, sum(r.bet_amount) AS bets, sum(r.payout) AS wins
        FROM game_rounds r WHERE r.session_id = s.id AND r.status = 'settled' AND ${inRange('r.bet_time', scope, params)}
    ) x ON true
   WHERE ${inScope('a', scope, params)} AND ${onlyRows('sessions', scope, params, { id: 's.id' })}
     ${scope.to ? `AND s.started_at < ${params.add(scope.to)}::timestamptz` : ''}
     ${scope.from ? `AND coalesce(s.ended_at, 'infinity') >= ${params.add(scope.from)}::timestamptz` : ''}`;

/**
 * One row per agent and currency: without sub-agents the agent itself (its own players) and each
 * direct child with everything below it; with sub-agents every agent of the subtree with its own
 * players. Agents without activity show zeros in their own currency.
 */
const agentSummary: ReportSql = (scope, params) => {
  const agent = params.add(scope.agentId);
  const sub = params.add(scope.includeSubAgents);
  return `
  WITH sel AS (SELECT id, path FROM agents WHERE id = ${agent}::uuid),
  members AS (
    SELECT a.id,
           CASE WHEN ${sub}::boolean THEN a.id
                ELSE coalesce(nullif(split_part(substr(a.path, length(sel.path) + 1), '/', 1), '')::uuid, sel.id) END
             AS row_agent
      FROM agents a, sel WHERE a.path LIKE sel.path || '%'
  ),
  play AS (
    SELECT m.row_agent, r.currency, count(*)::int AS rounds, count(DISTINCT r.player_id)::int AS players,
           sum(r.bet_amount) AS bets, sum(r.payout) AS wins
      FROM game_rounds r JOIN members m ON m.id = r.agent_id
     WHERE r.status = 'settled' AND ${inRange('r.bet_time', scope, params)}
     GROUP BY 1, 2
  ),
  wallet AS (
    SELECT m.row_agent, w.currency,
           sum(w.amount) FILTER (WHERE w.type = 'Deposit') AS deposits,
           sum(w.amount) FILTER (WHERE w.type = 'Withdrawal') AS withdrawals
      FROM wallet_transactions w JOIN members m ON m.id = w.agent_id
     WHERE ${inRange('w.created_at', scope, params)}
     GROUP BY 1, 2
  ),
  adjust AS (
    SELECT m.row_agent, b.currency, sum(b.amount) AS adjustments
      FROM balance_adjustments b JOIN members m ON m.id = b.agent_id
     WHERE ${inRange('b.created_at', scope, params)}
     GROUP BY 1, 2
  ),
  active AS (SELECT row_agent, currency FROM play UNION SELECT row_agent, currency FROM wallet
             UNION SELECT row_agent, currency FROM adjust),
  keys AS (
    SELECT row_agent, currency FROM active
    UNION
    SELECT ra.id, ra.currency_id FROM agents ra
     WHERE ra.id IN (SELECT row_agent FROM members)
       AND NOT EXISTS (SELECT 1 FROM active x WHERE x.row_agent = ra.id)
  )
  SELECT ra.id::text AS "agentId", ra.id::text || ':' || k.currency AS "rowKey", ra.name AS "agentName",
         k.currency, coalesce(play.players, 0) AS players, coalesce(play.rounds, 0) AS rounds,
         coalesce(play.bets, 0) AS bets, coalesce(play.wins, 0) AS wins,
         coalesce(play.bets, 0) - coalesce(play.wins, 0) AS ggr,
         CASE WHEN play.bets > 0 THEN (play.bets - play.wins) / play.bets END AS hold,
         coalesce(wallet.deposits, 0) AS deposits, coalesce(wallet.withdrawals, 0) AS withdrawals,
         coalesce(adjust.adjustments, 0) AS adjustments
    FROM keys k
    JOIN agents ra ON ra.id = k.row_agent
    LEFT JOIN play ON play.row_agent = k.row_agent AND play.currency = k.currency
    LEFT JOIN wallet ON wallet.row_agent = k.row_agent AND wallet.currency = k.currency
    LEFT JOIN adjust ON adjust.row_agent = k.row_agent AND adjust.currency = k.currency`;
};

/**
 * Credit moved to or from the agent (with sub-agents: to or from any agent of its subtree), in the
 * currency the transfer moved (migration 802).
 */
const creditTransfer: ReportSql = (scope, params) => {
  const who = scope.includeSubAgents
    ? (() => {
        const path = params.add(scope.path);
        return `(fa.path LIKE ${path} || '%' OR ta.path LIKE ${path} || '%')`;
      })()
    : (() => {
        const id = params.add(scope.agentId);
        return `(t.from_agent_id = ${id}::uuid OR t.to_agent_id = ${id}::uuid)`;
      })();
  return `
  SELECT t.id::text AS "transferId", t.created_at AS "createdAt", fa.name AS "fromAgentName",
         ta.name AS "toAgentName", t.currency,
         t.amount, u.username AS "userName"
    FROM credit_transfers t
    JOIN agents fa ON fa.id = t.from_agent_id
    JOIN agents ta ON ta.id = t.to_agent_id
    LEFT JOIN users u ON u.id = t.user_id
   WHERE ${who} AND ${inRange('t.created_at', scope, params)}`;
};

/** Manual changes of players' balances. */
const balanceAdjustments: ReportSql = (scope, params) => `
  SELECT b.id::text AS "adjustmentId", b.created_at AS "createdAt", p.name AS "playerName",
         p.id::text AS "playerId", a.name AS "agentName", a.id::text AS "agentId", b.kind, b.currency,
         b.amount, b.reason, u.username AS "userName"
    FROM balance_adjustments b
    JOIN agents a ON a.id = b.agent_id
    JOIN players p ON p.id = b.player_id
    LEFT JOIN users u ON u.id = b.user_id
   WHERE ${inScope('a', scope, params)} AND ${inRange('b.created_at', scope, params)}`;

/** The activity reports (rounds, sessions, agents' figures, credit and balance changes). */
export const ACTIVITY_REPORT_SQL = {
  'game-history': gameHistory,
  'player-sessions': playerSessions,
  'agent-summary': agentSummary,
  'credit-transfer': creditTransfer,
  'balance-adjustments': balanceAdjustments,
} as const;
