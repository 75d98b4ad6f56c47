/**
 * The SQL of the performance reports (cafe summary, player game, game, casino and player performance,
 * game activity): the activity rows of the agent (and below) in the time range, grouped. Each counts
 * every round game history lists for the same agent and period once, so their totals equal game
 * history's; days and hours are those of the agent's time zone.
 */
import {
  GAMES_TABLE,
  inRange,
  inScope,
  onlyRows,
  type ReportScope,
  type ReportSql,
  type SqlParams,
} from './kinds';

/** The agent's time zone as an SQL expression (UTC when it names none). */
const zoneOf = (scope: ReportScope, params: SqlParams) =>
  `(SELECT coalesce(timezone_id, 'UTC') FROM agents WHERE id = ${params.add(scope.agentId)}::uuid)`;

/**
 * The settled rounds of the agent (and below) in the range, with their agent `a` and the `joins`
 * given (a pending round counts once it is closed, as in game history).
 */
const rounds = (scope: ReportScope, params: SqlParams, joins = '') => `
    game_rounds r JOIN agents a ON a.id = r.agent_id
    ${joins}
   WHERE r.status = 'settled' AND ${inScope('a', scope, params)} AND ${inRange('r.bet_time', scope, params)}
     AND ${onlyRows('players', scope, params, { id: 'r.player_id' })}`;

/** The figures of grouped rounds `r`: rounds, bets, wins, GGR and hold. */
const PLAYED = `count(*)::int AS rounds, sum(r.bet_amount) AS bets, sum(r.payout) AS wins,
         sum(r.bet_amount) - sum(r.payout) AS ggr,
         CASE WHEN sum(r.bet_amount) > 0 THEN (sum(r.bet_amount) - sum(r.payout)) / sum(r.bet_amount) END AS hold`;

/**
 * Per cafe, day and currency: the deposits and withdrawals of the cafe's players (net: deposits minus
 * withdrawals, the cash the cafe took in) and the rounds they played. The cafes are those of the agent
 * (and below); a player belongs to the cafe it signed up at.
 */
const cafeSummary: ReportSql = (scope, params) => {
  const zone = zoneOf(scope, params);
  return `
  WITH cafes AS (
    SELECT x.id, x.name, a.id AS agent_id, a.name AS agent_name
      FROM poses x JOIN agents a ON a.id = x.agent_id WHERE ${inScope('a', scope, params)}
  ),
  members AS (SELECT p.id, p.pos_id FROM players p WHERE p.pos_id IN (SELECT id FROM cafes)),
  moves AS (
    SELECT m.pos_id, w.currency, (w.created_at AT TIME ZONE ${zone})::date AS day,
           CASE WHEN w.type = 'Deposit' THEN w.amount ELSE 0 END AS deposits,
           CASE WHEN w.type = 'Withdrawal' THEN w.amount ELSE 0 END AS withdrawals,
           0 AS rounds, 0 AS bets, 0 AS wins
      FROM wallet_transactions w JOIN members m ON m.id = w.player_id
     WHERE ${inRange('w.created_at', scope, params)}
    UNION ALL
    SELECT m.pos_id, r.currency, (r.bet_time AT TIME ZONE ${zone})::date, 0, 0, 1, r.bet_amount, r.payout
      FROM game_rounds r JOIN members m ON m.id = r.player_id
     WHERE r.status = 'settled' AND ${inRange('r.bet_time', scope, params)}
  )
  SELECT c.id::text || ':' || to_char(mv.day, 'YYYY-MM-DD') || ':' || mv.currency AS "rowKey",
         to_char(mv.day, 'YYYY-MM-DD') AS day,
         c.id::text AS "posId", c.name AS "posName", c.agent_id::text AS "agentId", c.agent_name AS "agentName",
         mv.currency, sum(mv.deposits) AS deposits, sum(mv.withdrawals) AS withdrawals,
         sum(mv.deposits) - sum(mv.withdrawals) AS "netCash", sum(mv.rounds)::int AS rounds, sum(mv.bets) AS bets,
         sum(mv.wins) AS wins, sum(mv.bets) - sum(mv.wins) AS ggr
    FROM moves mv JOIN cafes c ON c.id = mv.pos_id
   GROUP BY c.id, c.name, c.agent_id, c.agent_name, mv.day, mv.currency`;
};

/** Per player and game: what the player played of it. */
const playerGame: ReportSql = (scope, params) => `
  SELECT p.id::text || ':' || r.external_game_id AS "rowKey", p.id::text AS "playerId", p.name AS "playerName",
         a.id::text AS "agentId", a.name AS "agentName", r.external_game_id AS "externalGameId",
         coalesce(g.name, r.external_game_id::text) AS "gameName", g.family, r.currency, ${PLAYED}
    FROM ${rounds(
      scope,
      params,
      `JOIN players p ON p.id = r.player_id LEFT JOIN ${GAMES_TABLE} ON g.ext = r.external_game_id`,
    )}
   GROUP BY p.id, p.name, a.id, a.name, r.external_game_id, g.name, g.family, r.currency`;

/** Per game and currency, with the players who played it. */
const gamePerformance: ReportSql = (scope, params) => `
  SELECT r.external_game_id || ':' || r.currency AS "rowKey", r.external_game_id AS "externalGameId",
         coalesce(g.name, r.external_game_id::text) AS "gameName", g.family, r.currency, ${PLAYED},
         count(DISTINCT r.player_id)::int AS players
    FROM ${rounds(scope, params, `LEFT JOIN ${GAMES_TABLE} ON g.ext = r.external_game_id`)}
   GROUP BY r.external_game_id, g.name, g.family, r.currency`;

/** Per casino and currency (the rounds played outside any casino in a row without one). */
const casinoPerformance: ReportSql = (scope, params) => `
  SELECT coalesce(c.id::text, '') || ':' || r.currency AS "rowKey", c.id::text AS "casinoId",
         c.name AS "casinoName", r.currency, ${PLAYED}, count(DISTINCT r.player_id)::int AS players
    FROM ${rounds(scope, params, 'LEFT JOIN casinos c ON c.id = r.casino_id')}
   GROUP BY c.id, c.name, r.currency`;

/**
 * Per player: the sessions that overlap the range (as player sessions lists them), the rounds played
 * in it, net (wins minus bets: the player's result) and the largest payout of one round.
 */
const playerPerformance: ReportSql = (scope, params) => {
  const sessionsInRange = [
    scope.to ? `s.started_at < ${params.add(scope.to)}::timestamptz` : 'true',
    scope.from ? `coalesce(s.ended_at, 'infinity') >= ${params.add(scope.from)}::timestamptz` : 'true',
  ].join(' AND ');
  return `
  WITH played AS (
    SELECT r.player_id, count(*)::int AS rounds, sum(r.bet_amount) AS bets, sum(r.payout) AS wins,
           max(r.payout) AS largest
      FROM ${rounds(scope, params)}
     GROUP BY r.player_id
  ),
  visits AS (
    SELECT s.player_id, count(*)::int AS sessions
      FROM player_sessions s JOIN agents a ON a.id = s.agent_id
     WHERE ${inScope('a', scope, params)} AND ${sessionsInRange}
       AND ${onlyRows('players', scope, params, { id: 's.player_id' })}
     GROUP BY s.player_id
  ),
  active AS (SELECT player_id FROM played UNION SELECT player_id FROM visits)
  SELECT p.id::text AS "playerId", p.name AS "playerName", a.id::text AS "agentId", a.name AS "agentName",
         p.currency, coalesce(v.sessions, 0) AS sessions, coalesce(x.rounds, 0) AS rounds,
         coalesce(x.bets, 0) AS bets, coalesce(x.wins, 0) AS wins, coalesce(x.wins, 0) - coalesce(x.bets, 0) AS net,
         coalesce(x.largest, 0) AS "largestWin"
    FROM active
    JOIN players p ON p.id = active.player_id
    JOIN agents a ON a.id = p.agent_id
    LEFT JOIN played x ON x.player_id = p.id
    LEFT JOIN visits v ON v.player_id = p.id`;
};

/**
 * Per hour of the agent's time zone, game, channel and technology (those of the round's session; none
 * for a round played outside a session) and currency. An hour is the instant the zone's clock last
 * showed a full hour (so the hour a clock shows twice when daylight saving ends is two rows).
 */
const gameActivity: ReportSql = (scope, params) => {
  const zone = zoneOf(scope, params);
  return `
  SELECT h.hour, r.external_game_id AS "externalGameId", coalesce(g.name, r.external_game_id::text) AS "gameName",
         s.channel, s.technology, r.currency, ${PLAYED}, count(DISTINCT r.player_id)::int AS players,
         to_char(h.hour AT TIME ZONE 'UTC', 'YYYYMMDDHH24MI') || ':' || r.external_game_id || ':' ||
           coalesce(s.channel::text, '') || ':' || coalesce(s.technology::text, '') || ':' || r.currency AS "rowKey"
    FROM ${rounds(
      scope,
      params,
      `LEFT JOIN player_sessions s ON s.id = r.session_id
    LEFT JOIN ${GAMES_TABLE} ON g.ext = r.external_game_id
    CROSS JOIN LATERAL (SELECT r.bet_time - ((r.bet_time AT TIME ZONE ${zone})
                                             - date_trunc('hour', r.bet_time AT TIME ZONE ${zone})) AS hour) h`,
    )}
   GROUP BY h.hour, r.external_game_id, g.name, s.channel, s.technology, r.currency`;
};

export const PERFORMANCE_SQL = {
  'cafe-summary': cafeSummary,
  'player-game': playerGame,
  'game-performance': gamePerformance,
  'casino-performance': casinoPerformance,
  'player-performance': playerPerformance,
  'game-activity': gameActivity,
} satisfies Record<string, ReportSql>;
