/**
 * The reports read from the rollups (migrations 821 and 822): for each report that the rows of a whole
 * period would make slow at an operator's size, its rows (the same columns as its raw SQL in
 * ./kinds*.ts), the fields only the rows of a page need (distinct players), its totals, or a page in
 * its default order found without ordering every row. A report, filter or sort that has no plan here
 * reads the raw rows (./run.ts); both give the same answer (test/server/reports-rollups.test.ts).
 */
import type { ReportDefinition, ReportKey } from '../../core/areas/reports/definitions';
import { GAMES_TABLE, type SqlParams } from './kinds';
import type { RollupContext } from './rollup-context';
import { cutPeriod } from './rollup-cut';
import { distinctPlayers, facts, inHours, inRanges, keyCondition, rawScope, readsHub } from './rollup-sql';
import type { ReportFilters } from './run';

export interface PlanInput {
  def: ReportDefinition;
  ctx: RollupContext;
  filters: ReportFilters;
}

/** The fields a page's rows get after paging (the page's rows are the CTE `page`). */
export interface LateFields {
  fields: readonly string[];
  /** A SELECT over `page` giving the row id column and the fields. */
  sql: (input: PlanInput, p: SqlParams) => string;
}

export interface RollupPlan {
  /** Every row from the rollups (the raw SQL's columns; late fields as placeholders), or null: raw. */
  rows?: (input: PlanInput, p: SqlParams) => string | null;
  late?: LateFields;
  /** The totals per currency (currency, rows and the totalled fields), or null: from the rows. */
  totals?: (input: PlanInput, p: SqlParams) => string | null;
}

const scopeOf = (ctx: RollupContext) => ctx.rollup;
const settledRawRounds = (input: PlanInput, p: SqlParams, inPieces: string, extra: string[] = []) =>
  `FROM game_rounds r JOIN agents a ON a.id = r.agent_id
   WHERE r.status = 'settled' AND ${rawScope('a', input.ctx.scope, p)} AND ${inPieces}${extra.map((c) => ` AND ${c}`).join('')}`;

/** The filters on rounds of a report as conditions on rollup rows `t` (or raw rounds `r`). */
function roundFilters(
  f: ReportFilters,
  p: SqlParams,
  alias: string,
  has: { casino?: boolean; game?: boolean },
) {
  const out: string[] = [];
  if (f.currency) out.push(`${alias}.currency = ${p.add(f.currency)}::text`);
  if (has.game && f.gameIds) out.push(`${alias}.external_game_id = ANY(${p.add(f.gameIds)}::int[])`);
  if (has.casino && f.casino)
    out.push(
      f.casino.id === null
        ? `${alias}.casino_id IS NULL`
        : `${alias}.casino_id = ${p.add(f.casino.id)}::uuid`,
    );
  return out;
}

/** A totals SELECT for a report from per-currency aggregate expressions of its summed fields. */
function totalsSelect(
  def: ReportDefinition,
  from: string,
  rows: string,
  sums: Record<string, string>,
): string {
  const columns = def.fields
    .filter((f) => f.total)
    .map((f) => {
      const rule = f.total!;
      if (rule === 'count') return `(${rows})::int AS "${f.id}"`;
      if (rule === 'sum') return `(${sums[f.id]})::text AS "${f.id}"`;
      const [top, bottom] = rule.ratio;
      return `((${sums[top]}) / nullif(${sums[bottom]}, 0))::float8 AS "${f.id}"`;
    });
  return `SELECT x.currency, (${rows})::int AS rows${columns.map((c) => `, ${c}`).join('')}
            FROM ${from} GROUP BY x.currency ORDER BY x.currency`;
}

/** The rounds of the scope and period from rollup_games (filters: casino, games, currency). */
function gameFacts(input: PlanInput, p: SqlParams, withCasino = true): string {
  const f = input.filters;
  return facts(
    {
      table: 'rollup_games',
      scope: scopeOf(input.ctx),
      cut: input.ctx.cut,
      rollup: `t.currency, t.casino_id, t.external_game_id, t.rounds, t.bets, t.wins, t.session_rounds,
               t.session_bets, t.session_wins`,
      where: () => roundFilters(f, p, 't', { casino: withCasino, game: true }),
      raw: (inPieces) => `
        SELECT r.currency, r.casino_id, r.external_game_id, count(*) AS rounds, sum(r.bet_amount) AS bets,
               sum(r.payout) AS wins, count(r.session_id) AS session_rounds,
               coalesce(sum(r.bet_amount) FILTER (WHERE r.session_id IS NOT NULL), 0) AS session_bets,
               coalesce(sum(r.payout) FILTER (WHERE r.session_id IS NOT NULL), 0) AS session_wins
          ${settledRawRounds(input, p, inPieces('r.bet_time'), roundFilters(f, p, 'r', { casino: withCasino, game: true }))}
         GROUP BY 1, 2, 3`,
    },
    p,
  );
}

/** The agent's figures from rollup_agent: rounds, bets, wins, deposits, withdrawals, adjustments. */
function agentFacts(input: PlanInput, p: SqlParams, currency: string | null): string {
  const cur = (alias: string) => (currency ? [`${alias}.currency = ${p.add(currency)}::text`] : []);
  return facts(
    {
      table: 'rollup_agent',
      scope: scopeOf(input.ctx),
      cut: input.ctx.cut,
      rollup: `t.currency, t.rounds, t.bets, t.wins, t.moves, t.deposits, t.withdrawals, t.adjustments_made,
               t.adjustments`,
      where: () => cur('t'),
      raw: (inPieces) => `
        SELECT r.currency, count(*) AS rounds, sum(r.bet_amount) AS bets, sum(r.payout) AS wins, 0 AS moves,
               0 AS deposits, 0 AS withdrawals, 0 AS adjustments_made, 0 AS adjustments
          ${settledRawRounds(input, p, inPieces('r.bet_time'), cur('r'))} GROUP BY 1
        UNION ALL
        SELECT w.currency, 0, 0, 0, count(*), coalesce(sum(w.amount) FILTER (WHERE w.type = 'Deposit'), 0),
               coalesce(sum(w.amount) FILTER (WHERE w.type = 'Withdrawal'), 0), 0, 0
          FROM wallet_transactions w JOIN agents a ON a.id = w.agent_id
         WHERE ${rawScope('a', input.ctx.scope, p)} AND ${inPieces('w.created_at')}${cur('w')
           .map((c) => ` AND ${c}`)
           .join('')}
         GROUP BY 1
        UNION ALL
        SELECT b.currency, 0, 0, 0, 0, 0, 0, count(*), sum(b.amount)
          FROM balance_adjustments b JOIN agents a ON a.id = b.agent_id
         WHERE ${rawScope('a', input.ctx.scope, p)} AND ${inPieces('b.created_at')}${cur('b')
           .map((c) => ` AND ${c}`)
           .join('')}
         GROUP BY 1`,
    },
    p,
  );
}

/**
 * The distinct players of the scope: a hub's gap counts; below a hub its agents' per-day sets; else
 * (a small tree) its rows.
 */
function scopePlayers(
  input: PlanInput,
  p: SqlParams,
  facet: Parameters<typeof distinctPlayers>[0]['facet'],
  more: { keyFilter?: (column: string) => string; currency?: () => string; openUntil?: string | null } = {},
): string {
  const { ctx } = input;
  const base = { facet, cut: ctx.cut, ...more };
  if (readsHub(ctx.rollup))
    return distinctPlayers(
      {
        ...base,
        hub: { id: () => `${p.add(ctx.scope.agentId)}::uuid`, path: () => `${p.add(ctx.scope.path)}::text` },
      },
      p,
    );
  const agents = ctx.scope.includeSubAgents
    ? (a: string) => `${a}.path LIKE ${p.add(ctx.scope.path)}::text || '%'`
    : (a: string) => `${a}.id = ${p.add(ctx.scope.agentId)}::uuid`;
  return distinctPlayers(
    { ...base, agents, ...(ctx.rollup.underHub ? {} : { raw: { from: ctx.scope.from, to: ctx.scope.to } }) },
    p,
  );
}

export { agentFacts as agentFactsOf, gameFacts as gameFactsOf, scopePlayers as scopePlayersOf };

const gameKeys = (f: ReportFilters, p: SqlParams) =>
  f.gameIds ? (column: string) => `${column} = ANY(${p.add(f.gameIds!.map(String))}::text[])` : undefined;
const currencyOf = (f: ReportFilters, p: SqlParams) =>
  f.currency ? () => `${p.add(f.currency)}::text` : undefined;

// ---------------------------------------------------------------------------------------------------
// Grouped reports

const gamePerformance: RollupPlan = {
  rows: (input, p) => {
    if (!readsHub(input.ctx.rollup)) return null;
    const played = gameFacts(input, p, false);
    const players = scopePlayers(input, p, 'game', {
      keyFilter: gameKeys(input.filters, p),
      currency: currencyOf(input.filters, p),
    });
    return `
      SELECT x.external_game_id || ':' || x.currency AS "rowKey", x.external_game_id AS "externalGameId",
             coalesce(g.name, x.external_game_id::text) AS "gameName", g.family, x.currency,
             sum(x.rounds)::int AS rounds, sum(x.bets) AS bets, sum(x.wins) AS wins, sum(x.bets) - sum(x.wins) AS ggr,
             CASE WHEN sum(x.bets) > 0 THEN (sum(x.bets) - sum(x.wins)) / sum(x.bets) END AS hold,
             coalesce(max(pl.players), 0) AS players
        FROM ${played} x
        LEFT JOIN ${GAMES_TABLE} ON g.ext = x.external_game_id
        LEFT JOIN (${players}) pl ON pl.facet_key = x.external_game_id::text AND pl.currency = x.currency
       GROUP BY x.external_game_id, g.name, g.family, x.currency
      HAVING sum(x.rounds) > 0`;
  },
};

const casinoPerformance: RollupPlan = {
  rows: (input, p) => {
    if (!readsHub(input.ctx.rollup)) return null;
    const played = gameFacts(input, p);
    const players = scopePlayers(input, p, 'casino', { currency: currencyOf(input.filters, p) });
    return `
      SELECT coalesce(c.id::text, '') || ':' || x.currency AS "rowKey", c.id::text AS "casinoId",
             c.name AS "casinoName", x.currency, sum(x.rounds)::int AS rounds, sum(x.bets) AS bets,
             sum(x.wins) AS wins, sum(x.bets) - sum(x.wins) AS ggr,
             CASE WHEN sum(x.bets) > 0 THEN (sum(x.bets) - sum(x.wins)) / sum(x.bets) END AS hold,
             coalesce(max(pl.players), 0) AS players
        FROM ${played} x
        LEFT JOIN casinos c ON c.id = x.casino_id
        LEFT JOIN (${players}) pl ON pl.facet_key = coalesce(c.id::text, '') AND pl.currency = x.currency
       GROUP BY c.id, c.name, x.currency
      HAVING sum(x.rounds) > 0`;
  },
};

const sideBets: RollupPlan = {
  rows: (input, p) => {
    if (!readsHub(input.ctx.rollup)) return null;
    const cur = () => (input.filters.currency ? [`t.currency = ${p.add(input.filters.currency)}::text`] : []);
    const bets = facts(
      {
        table: 'rollup_side_bets',
        scope: scopeOf(input.ctx),
        cut: input.ctx.cut,
        rollup: 't.currency, t.feature_type, t.won, t.side_bets, t.stakes, t.wins',
        where: () => cur(),
        raw: (inPieces) => `
          SELECT r.currency, b.feature_type, b.win > 0 AS won, count(*) AS side_bets, sum(b.stake) AS stakes,
                 sum(b.win) AS wins
            FROM side_bets b JOIN game_rounds r ON r.bet_id = b.bet_id JOIN agents a ON a.id = r.agent_id
           WHERE r.status = 'settled' AND ${rawScope('a', input.ctx.scope, p)} AND ${inPieces('r.bet_time')}
             ${input.filters.currency ? `AND r.currency = ${p.add(input.filters.currency)}::text` : ''}
           GROUP BY 1, 2, 3`,
      },
      p,
    );
    const players = scopePlayers(input, p, 'side', { currency: currencyOf(input.filters, p) });
    return `
      SELECT x.feature_type AS "featureType", CASE WHEN x.won THEN 'Won' ELSE 'Lost' END AS result, x.currency,
             x.feature_type || ':' || CASE WHEN x.won THEN 'Won' ELSE 'Lost' END || ':' || x.currency AS "rowKey",
             sum(x.side_bets)::int AS "sideBets", coalesce(max(pl.players), 0) AS players, sum(x.stakes) AS stakes,
             sum(x.wins) AS wins, sum(x.stakes) - sum(x.wins) AS ggr, (sum(x.stakes) - sum(x.wins)) / sum(x.stakes) AS hold
        FROM ${bets} x
        LEFT JOIN (${players}) pl
          ON pl.facet_key = x.feature_type || ':' || CASE WHEN x.won THEN 'Won' ELSE 'Lost' END AND pl.currency = x.currency
       GROUP BY x.feature_type, x.won, x.currency
      HAVING sum(x.side_bets) > 0`;
  },
};

/** Agent summary: one row per agent (own players) or per direct child (its subtree), per currency. */
const agentSummary: RollupPlan = {
  rows: (input, p) => {
    const { scope, cut } = input.ctx;
    let agentParam: string | null = null;
    const agent = () => (agentParam ??= p.add(scope.agentId));
    const members = scope.includeSubAgents
      ? `SELECT a.id AS key, false AS subtree, a.id AS row_agent, 'own' AS mode
           FROM agents a WHERE a.path LIKE ${p.add(scope.path)}::text || '%'`
      : `SELECT ${agent()}::uuid AS key, false AS subtree, ${agent()}::uuid AS row_agent, 'own' AS mode
         UNION ALL
         SELECT c.id, true, c.id, 'hub' FROM agents c JOIN rollup_hubs h ON h.agent_id = c.id
          WHERE c.parent_id = ${agent()}::uuid
         UNION ALL
         SELECT b.id, false, c.id, 'tree' FROM agents c JOIN agents b ON b.path LIKE c.path || '%'
          WHERE c.parent_id = ${agent()}::uuid AND NOT EXISTS (SELECT 1 FROM rollup_hubs h WHERE h.agent_id = c.id)`;
    // the agent of a raw row, as the row agent
    const rowAgentOf = () =>
      scope.includeSubAgents
        ? 'a.id'
        : `coalesce(nullif(split_part(substr(a.path, length(${p.add(scope.path)}::text) + 1), '/', 1), '')::uuid,
                    ${agent()}::uuid)`;
    const parts: string[] = [];
    const rollupPart = (cond: string) => `
      SELECT m.row_agent, t.currency, t.rounds, t.bets, t.wins, t.moves, t.deposits, t.withdrawals,
             t.adjustments_made, t.adjustments
        FROM rollup_agent t JOIN members m ON m.key = t.agent_id AND m.subtree = t.subtree WHERE ${cond}`;
    if (cut.days) {
      const c = [`t.grain = 'day'`];
      if (cut.days.from) c.push(`t.bucket >= ${p.add(cut.days.from)}::timestamptz`);
      if (cut.days.to) c.push(`t.bucket < ${p.add(cut.days.to)}::timestamptz`);
      parts.push(rollupPart(c.join(' AND ')));
    }
    const hourEdges = cut.edges.filter((e) => e.hours);
    if (hourEdges.length) parts.push(rollupPart(`t.grain = 'hour' AND ${inHours('t.bucket', hourEdges, p)}`));
    const rawEdges = cut.edges.filter((e) => !e.hours);
    if (rawEdges.length) {
      const inPieces = (column: string) => inRanges(column, rawEdges, p);
      const inTree = `a.path LIKE ${p.add(scope.path)}::text || '%'`;
      parts.push(`
        SELECT ${rowAgentOf()}, r.currency, count(*), sum(r.bet_amount), sum(r.payout), 0, 0, 0, 0, 0
          FROM game_rounds r JOIN agents a ON a.id = r.agent_id
         WHERE r.status = 'settled' AND ${inTree} AND ${inPieces('r.bet_time')} GROUP BY 1, 2
        UNION ALL
        SELECT ${rowAgentOf()}, w.currency, 0, 0, 0, count(*), coalesce(sum(w.amount) FILTER (WHERE w.type = 'Deposit'), 0),
               coalesce(sum(w.amount) FILTER (WHERE w.type = 'Withdrawal'), 0), 0, 0
          FROM wallet_transactions w JOIN agents a ON a.id = w.agent_id
         WHERE ${inTree} AND ${inPieces('w.created_at')} GROUP BY 1, 2
        UNION ALL
        SELECT ${rowAgentOf()}, b.currency, 0, 0, 0, 0, 0, 0, count(*), sum(b.amount)
          FROM balance_adjustments b JOIN agents a ON a.id = b.agent_id
         WHERE ${inTree} AND ${inPieces('b.created_at')} GROUP BY 1, 2`);
    }
    if (parts.length === 0) parts.push(rollupPart('false'));
    return `
      WITH members AS (${members}),
      row_agents AS (SELECT DISTINCT row_agent, mode FROM members),
      figures AS (
        SELECT f.row_agent, f.currency, sum(f.rounds) AS rounds, sum(f.bets) AS bets, sum(f.wins) AS wins,
               sum(f.moves) AS moves, sum(f.deposits) AS deposits, sum(f.withdrawals) AS withdrawals,
               sum(f.adjustments_made) AS adjustments_made, sum(f.adjustments) AS adjustments
          FROM (${parts.join('\n UNION ALL\n')}) AS f(row_agent, currency, rounds, bets, wins, moves, deposits,
                                                        withdrawals, adjustments_made, adjustments)
         WHERE f.row_agent IN (SELECT row_agent FROM row_agents)
         GROUP BY 1, 2
      ),
      active AS (SELECT * FROM figures WHERE rounds > 0 OR moves > 0 OR adjustments_made > 0),
      keys AS (
        SELECT row_agent, currency FROM active
        UNION
        SELECT ra.id, ra.currency_id FROM agents ra
         WHERE ra.id IN (SELECT row_agent FROM row_agents)
           AND NOT EXISTS (SELECT 1 FROM active x WHERE x.row_agent = ra.id)
      )
      SELECT ra.id::text AS "agentId", ra.id::text || ':' || k.currency AS "rowKey", ra.name AS "agentName",
             k.currency, 0 AS players, coalesce(f.rounds, 0)::int AS rounds,
             coalesce(f.bets, 0) AS bets, coalesce(f.wins, 0) AS wins,
             coalesce(f.bets, 0) - coalesce(f.wins, 0) AS ggr,
             CASE WHEN f.rounds > 0 AND f.bets > 0 THEN (f.bets - f.wins) / f.bets END AS hold,
             coalesce(f.deposits, 0) AS deposits, coalesce(f.withdrawals, 0) AS withdrawals,
             coalesce(f.adjustments, 0) AS adjustments, r.mode AS "_mode", ra.path AS "_path"
        FROM keys k
        JOIN agents ra ON ra.id = k.row_agent
        JOIN row_agents r ON r.row_agent = k.row_agent
        LEFT JOIN active f ON f.row_agent = k.row_agent AND f.currency = k.currency`;
  },
  late: {
    fields: ['players'],
    sql: (input, p) => {
      const base = { facet: 'round' as const, cut: input.ctx.cut, currency: () => 'page.currency' };
      const total = (sql: string) => `(SELECT coalesce(sum(x.players), 0) FROM (${sql}) x)`;
      const hub = distinctPlayers(
        { ...base, hub: { id: () => 'page."agentId"::uuid', path: () => 'page."_path"' } },
        p,
      );
      // below a hub the agents' per-day sets, else (a small tree) the rows
      const raw = input.ctx.rollup.underHub
        ? {}
        : { raw: { from: input.ctx.scope.from, to: input.ctx.scope.to } };
      const own = distinctPlayers({ ...base, ...raw, agents: (a) => `${a}.id = page."agentId"::uuid` }, p);
      const tree = distinctPlayers(
        { ...base, ...raw, agents: (a) => `${a}.path LIKE page."_path" || '%'` },
        p,
      );
      return `SELECT page."rowKey", CASE page."_mode" WHEN 'hub' THEN ${total(hub)} WHEN 'tree' THEN ${total(tree)}
                                    ELSE ${total(own)} END::int AS players
                FROM page`;
    },
  },
  totals: (input, p) => {
    const rows = agentSummary.rows!(input, p)!;
    // the rows' players add up to those of the whole subtree (a player belongs to one agent)
    const whole = {
      ...input.ctx,
      scope: { ...input.ctx.scope, includeSubAgents: true },
      rollup: { ...input.ctx.rollup, includeSubAgents: true },
    };
    const players = scopePlayers({ ...input, ctx: whole }, p, 'round');
    return `
      SELECT x.currency, count(*)::int AS rows, coalesce(max(pl.players), 0)::int AS players,
             sum(x.rounds)::int AS rounds, sum(x.bets)::text AS bets, sum(x.wins)::text AS wins,
             sum(x.ggr)::text AS ggr, (sum(x.ggr) / nullif(sum(x.bets), 0))::float8 AS hold,
             sum(x.deposits)::text AS deposits, sum(x.withdrawals)::text AS withdrawals,
             sum(x.adjustments)::text AS adjustments
        FROM (${rows}) x
        LEFT JOIN (SELECT currency, sum(players) AS players FROM (${players}) y GROUP BY 1) pl
          ON pl.currency = x.currency
       ${input.filters.currency ? `WHERE x.currency = ${p.add(input.filters.currency)}::text` : ''}
       GROUP BY x.currency ORDER BY x.currency`;
  },
};

// ---------------------------------------------------------------------------------------------------
// Lists of rows: their totals from the rollups (the rows themselves and their pages: ./rollup-pages.ts)

const gameHistory: RollupPlan = {
  totals: (input, p) =>
    input.filters.playerId || !readsHub(input.ctx.rollup)
      ? null
      : totalsSelect(input.def, `${gameFacts(input, p)} x`, 'sum(x.rounds)', {
          betAmount: 'sum(x.bets)',
          payout: 'sum(x.wins)',
          ggr: 'sum(x.bets) - sum(x.wins)',
        }),
};

/**
 * The sessions that overlap the period are those started before its end less those ended before its
 * start (counted over all time); their rounds inside the period are the rounds played in a session.
 */
function overlappingSessions(input: PlanInput, p: SqlParams, casino: boolean): string {
  const { ctx, filters } = input;
  const where = (alias: string) => {
    const out: string[] = [];
    if (filters.currency) out.push(`${alias}.currency = ${p.add(filters.currency)}::text`);
    if (casino && filters.casino)
      out.push(
        filters.casino.id === null
          ? `${alias}.casino_id IS NULL`
          : `${alias}.casino_id = ${p.add(filters.casino.id)}::uuid`,
      );
    return out;
  };
  const counted = (column: 'started' | 'ended', until: string | null) => {
    if (column === 'ended' && until === null) return null;
    // every session before the instant (or ever)
    const bounded = cutPeriod({ from: null, to: until });
    return facts(
      {
        table: 'rollup_sessions',
        scope: ctx.rollup,
        cut: bounded,
        rollup: `t.currency, t.${column} AS n`,
        where: () => where('t'),
        raw: (inPieces) => `
          SELECT p.currency, count(*) AS n
            FROM player_sessions s JOIN agents a ON a.id = s.agent_id JOIN players p ON p.id = s.player_id
           WHERE ${rawScope('a', ctx.scope, p)} AND ${inPieces(column === 'started' ? 's.started_at' : 's.ended_at')}
             ${filters.currency ? `AND p.currency = ${p.add(filters.currency)}::text` : ''}
             ${
               casino && filters.casino
                 ? filters.casino.id === null
                   ? 'AND s.casino_id IS NULL'
                   : `AND s.casino_id = ${p.add(filters.casino.id)}::uuid`
                 : ''
             }
           GROUP BY 1`,
      },
      p,
    );
  };
  const started = counted('started', ctx.scope.to);
  const ended = counted('ended', ctx.scope.from);
  return `(SELECT currency, n AS sessions FROM ${started} s
           ${ended ? `UNION ALL SELECT currency, -n FROM ${ended} e` : ''})`;
}

const playerSessions: RollupPlan = {
  totals: (input, p) => {
    if (input.filters.playerId || !readsHub(input.ctx.rollup)) return null;
    const sessions = overlappingSessions(input, p, true);
    const played = gameFacts(input, p);
    return `
      SELECT x.currency, sum(x.sessions)::int AS rows, sum(x.sessions)::int AS "startedAt",
             sum(x.rounds)::int AS rounds, sum(x.bets)::text AS bets, sum(x.wins)::text AS wins,
             (sum(x.bets) - sum(x.wins))::text AS ggr
        FROM (SELECT currency, sessions, 0 AS rounds, 0 AS bets, 0 AS wins FROM ${sessions} s
              UNION ALL
              SELECT currency, 0, session_rounds, session_bets, session_wins FROM ${played} g) x
       GROUP BY x.currency
      HAVING sum(x.sessions) > 0
       ORDER BY x.currency`;
  },
};

/** The whole hours of the period (days and hour edges) as a condition on hour buckets `column`. */
function inWholeHours(column: string, input: PlanInput, p: SqlParams): string {
  const { cut } = input.ctx;
  const parts: string[] = [];
  if (cut.days) {
    const c: string[] = [];
    if (cut.days.from) c.push(`${column} >= ${p.add(cut.days.from)}::timestamptz`);
    if (cut.days.to) c.push(`${column} < ${p.add(cut.days.to)}::timestamptz`);
    parts.push(c.length ? `(${c.join(' AND ')})` : 'true');
  }
  const hours = cut.edges.filter((e) => e.hours);
  if (hours.length) parts.push(inHours(column, hours, p));
  return parts.length ? `(${parts.join(' OR ')})` : 'false';
}
const rawPieces = (input: PlanInput) => input.ctx.cut.edges.filter((e) => !e.hours);

/**
 * Cafe summary: per cafe, day of the agent's time zone and currency, from the cafes' hour rows (days
 * of a zone a whole number of hours off UTC are whole UTC hours), and the rows of parts of an hour.
 */
const cafeSummary: RollupPlan = {
  rows: (input, p) => {
    if (!input.ctx.wholeHours) return null;
    const { scope } = input.ctx;
    const zone = `${p.add(input.ctx.timeZone)}::text`;
    const pieces = rawPieces(input);
    // the period's bounds besides its pieces: a range the index of each cafe's hours seeks
    const within = [
      scope.from ? ` AND t.bucket >= ${p.add(scope.from)}::timestamptz` : '',
      scope.to ? ` AND t.bucket < ${p.add(scope.to)}::timestamptz` : '',
    ].join('');
    const raw = pieces.length
      ? `UNION ALL
         SELECT m.pos_id, w.currency, (w.created_at AT TIME ZONE ${zone})::date, 1,
                CASE WHEN w.type = 'Deposit' THEN w.amount ELSE 0 END,
                CASE WHEN w.type = 'Withdrawal' THEN w.amount ELSE 0 END, 0, 0, 0
           FROM wallet_transactions w JOIN members m ON m.id = w.player_id
          WHERE ${inRanges('w.created_at', pieces, p)}
         UNION ALL
         SELECT m.pos_id, r.currency, (r.bet_time AT TIME ZONE ${zone})::date, 0, 0, 0, 1, r.bet_amount, r.payout
           FROM game_rounds r JOIN members m ON m.id = r.player_id
          WHERE r.status = 'settled' AND ${inRanges('r.bet_time', pieces, p)}`
      : '';
    return `
      WITH cafes AS (
        SELECT x.id, x.name, a.id AS agent_id, a.name AS agent_name
          FROM poses x JOIN agents a ON a.id = x.agent_id WHERE ${rawScope('a', scope, p)}
      ),
      members AS (SELECT pl.id, pl.pos_id FROM players pl WHERE pl.pos_id IN (SELECT id FROM cafes)),
      moves AS (
        SELECT t.pos_id, t.currency, (t.bucket AT TIME ZONE ${zone})::date AS day, t.moves, t.deposits,
               t.withdrawals, t.rounds, t.bets, t.wins
          FROM rollup_cafes t
         WHERE t.pos_id IN (SELECT id FROM cafes) AND ${inWholeHours('t.bucket', input, p)}${within}
        ${raw}
      )
      SELECT c.id::text || ':' || to_char(mv.day, 'YYYY-MM-DD') || ':' || mv.currency AS "rowKey",
             to_char(mv.day, 'YYYY-MM-DD') AS day,
             c.id::text AS "posId", c.name AS "posName", c.agent_id::text AS "agentId", c.agent_name AS "agentName",
             mv.currency, sum(mv.deposits) AS deposits, sum(mv.withdrawals) AS withdrawals,
             sum(mv.deposits) - sum(mv.withdrawals) AS "netCash", sum(mv.rounds)::int AS rounds, sum(mv.bets) AS bets,
             sum(mv.wins) AS wins, sum(mv.bets) - sum(mv.wins) AS ggr
        FROM moves mv JOIN cafes c ON c.id = mv.pos_id
       GROUP BY c.id, c.name, c.agent_id, c.agent_name, mv.day, mv.currency
      HAVING sum(mv.moves) > 0 OR sum(mv.rounds) > 0`;
  },
  /**
   * The totals from the cafes' day rows (rollup_cafe_days) for the whole UTC days and their hour rows
   * for the whole hours at the ends. The number of rows is the number of (cafe, local day, currency)
   * with something in them: a UTC day row lies on the local day of its first hour and the next one,
   * the local midnight between them after `split` of its hours, and counts on each side where one of
   * its hours there has a bit. Parts of an hour (rows) leave it to the rows.
   */
  totals: (input, p) => {
    const { ctx, filters } = input;
    if (!ctx.wholeHours || rawPieces(input).length) return null;
    const zone = `${p.add(ctx.timeZone)}::text`;
    const only: string[] = [];
    if (filters.currency) only.push(`t.currency = ${p.add(filters.currency)}::text`);
    if (filters.posId) only.push(`t.pos_id = ${p.add(filters.posId)}::uuid`);
    const cafes = `t.pos_id IN (SELECT x.id FROM poses x JOIN agents a ON a.id = x.agent_id WHERE ${rawScope('a', ctx.scope, p)})${only.map((c) => ` AND ${c}`).join('')}`;
    const { days } = ctx.cut;
    const dayRange = days
      ? [
          days.from ? `t.day >= (${p.add(days.from)}::timestamptz AT TIME ZONE 'UTC')::date` : 'true',
          days.to ? `t.day < (${p.add(days.to)}::timestamptz AT TIME ZONE 'UTC')::date` : 'true',
        ].join(' AND ')
      : 'false';
    const hours = ctx.cut.edges.filter((e) => e.hours);
    return `
      WITH day_rows AS (SELECT t.* FROM rollup_cafe_days t WHERE ${dayRange} AND ${cafes}),
      splits AS (
        SELECT s.day, s.first, least(24, extract(epoch FROM ((s.first + 1)::timestamp AT TIME ZONE ${zone})
                                              - (s.day::timestamp AT TIME ZONE 'UTC')) / 3600)::int AS split
          FROM (SELECT DISTINCT day, ((day::timestamp AT TIME ZONE 'UTC') AT TIME ZONE ${zone})::date AS first
                  FROM day_rows) s
      ),
      x AS (
        SELECT t.currency, NULL::text AS g, t.deposits, t.withdrawals, t.rounds, t.bets, t.wins FROM day_rows t
        UNION ALL
        SELECT t.currency, t.pos_id::text || s.first, 0, 0, 0, 0, 0
          FROM day_rows t JOIN splits s ON s.day = t.day
         WHERE t.hours & ((1 << s.split) - 1) <> 0
        UNION ALL
        SELECT t.currency, t.pos_id::text || (s.first + 1), 0, 0, 0, 0, 0
          FROM day_rows t JOIN splits s ON s.day = t.day
         WHERE s.split < 24 AND t.hours >> s.split <> 0
        UNION ALL
        SELECT t.currency, CASE WHEN t.moves > 0 OR t.rounds > 0
                                THEN t.pos_id::text || ((t.bucket AT TIME ZONE ${zone})::date) END,
               t.deposits, t.withdrawals, t.rounds, t.bets, t.wins
          FROM rollup_cafes t WHERE ${inHours('t.bucket', hours, p)} AND ${cafes}
      )
      SELECT x.currency, count(DISTINCT x.g)::int AS rows, count(DISTINCT x.g)::int AS day,
             sum(x.deposits)::text AS deposits, sum(x.withdrawals)::text AS withdrawals,
             (sum(x.deposits) - sum(x.withdrawals))::text AS "netCash", sum(x.rounds)::text AS rounds,
             sum(x.bets)::text AS bets, sum(x.wins)::text AS wins, (sum(x.bets) - sum(x.wins))::text AS ggr
        FROM x GROUP BY x.currency HAVING count(DISTINCT x.g) > 0 ORDER BY x.currency`;
  },
};

/** The game activity's row key of an hour (an instant), game, channel, technology and currency. */
const activityKey = (hour: string, ext: string, channel: string, technology: string, currency: string) =>
  `to_char(${hour} AT TIME ZONE 'UTC', 'YYYYMMDDHH24MI') || ':' || ${ext} || ':' || coalesce(${channel}::text, '') ||
   ':' || coalesce(${technology}::text, '') || ':' || ${currency}`;

/** The filters of game activity on rows with those columns (`alias` rollup or raw with session `s`). */
function activityFilters(
  f: ReportFilters,
  p: SqlParams,
  game: string,
  channel: string,
  technology: string,
  currency: string,
) {
  const out: string[] = [];
  if (f.gameIds) out.push(`${game} = ANY(${p.add(f.gameIds)}::int[])`);
  if (f.channel != null) out.push(`${channel} = ${p.add(f.channel)}::int`);
  if (f.technology != null) out.push(`${technology} = ${p.add(f.technology)}::int`);
  if (f.currency) out.push(`${currency} = ${p.add(f.currency)}::text`);
  return out;
}

/**
 * Game activity: per clock hour of the agent's zone (a UTC hour in a zone a whole number of hours off
 * UTC), game, channel, technology and currency: a hub's hour rows themselves; parts of an hour from
 * the rows. The players of a row are counted for the rows of a page.
 */
const gameActivity: RollupPlan = {
  rows: (input, p) => {
    if (!input.ctx.wholeHours || !readsHub(input.ctx.rollup)) return null;
    const { ctx, filters } = input;
    const where = [
      keyCondition('t', ctx.rollup, p),
      inWholeHours('t.bucket', input, p),
      // the period's bounds besides its pieces: a range on the index of the hub's hours
      ...(ctx.scope.from ? [`t.bucket >= ${p.add(ctx.scope.from)}::timestamptz`] : []),
      ...(ctx.scope.to ? [`t.bucket < ${p.add(ctx.scope.to)}::timestamptz`] : []),
      ...activityFilters(filters, p, 't.external_game_id', 't.channel', 't.technology', 't.currency'),
    ].join(' AND ');
    // one hour row of the hub per row of the report
    const rollup = `SELECT t.bucket AS hour, t.external_game_id, t.channel, t.technology, t.currency, t.rounds, t.bets,
                           t.wins
                      FROM rollup_activity t WHERE ${where}`;
    const pieces = rawPieces(input);
    const raw = pieces.length
      ? `UNION ALL
         SELECT date_trunc('hour', r.bet_time, 'UTC'), r.external_game_id, s.channel, s.technology, r.currency,
                count(*), sum(r.bet_amount), sum(r.payout)
           FROM game_rounds r JOIN agents a ON a.id = r.agent_id
           LEFT JOIN player_sessions s ON s.id = r.session_id
          WHERE r.status = 'settled' AND ${rawScope('a', ctx.scope, p)} AND ${inRanges('r.bet_time', pieces, p)}
            ${activityFilters(filters, p, 'r.external_game_id', 's.channel', 's.technology', 'r.currency')
              .map((c) => `AND ${c}`)
              .join(' ')}
          GROUP BY 1, 2, 3, 4, 5`
      : '';
    return `
      SELECT x.hour, x.external_game_id AS "externalGameId", coalesce(g.name, x.external_game_id::text) AS "gameName",
             x.channel, x.technology, x.currency, x.rounds::int AS rounds, x.bets, x.wins, x.bets - x.wins AS ggr,
             CASE WHEN x.bets > 0 THEN (x.bets - x.wins) / x.bets END AS hold, 0 AS players,
             ${activityKey('x.hour', 'x.external_game_id', 'x.channel', 'x.technology', 'x.currency')} AS "rowKey"
        FROM (${rollup} ${raw}) x
        LEFT JOIN ${GAMES_TABLE} ON g.ext = x.external_game_id`;
  },
  /**
   * The totals from the hub's day rows (rollup_activity_days: the figures and the number of hour rows
   * of each UTC day) for the whole days, and its hour rows for the whole hours at the ends; parts of an
   * hour leave it to the rows.
   */
  totals: (input, p) => {
    const { ctx, filters } = input;
    if (!ctx.wholeHours || !readsHub(ctx.rollup) || rawPieces(input).length) return null;
    const only = activityFilters(filters, p, 't.external_game_id', 't.channel', 't.technology', 't.currency');
    const { days } = ctx.cut;
    const dayRange = days
      ? [
          days.from ? `t.day >= (${p.add(days.from)}::timestamptz AT TIME ZONE 'UTC')::date` : 'true',
          days.to ? `t.day < (${p.add(days.to)}::timestamptz AT TIME ZONE 'UTC')::date` : 'true',
        ].join(' AND ')
      : 'false';
    const hours = ctx.cut.edges.filter((e) => e.hours);
    const whereDays = [keyCondition('t', ctx.rollup, p), dayRange, ...only].join(' AND ');
    const whereHours = [keyCondition('t', ctx.rollup, p), inHours('t.bucket', hours, p), ...only].join(
      ' AND ',
    );
    const from = `(SELECT t.currency, t.rows, t.rounds, t.bets, t.wins FROM rollup_activity_days t WHERE ${whereDays}
                   UNION ALL
                   SELECT t.currency, 1, t.rounds, t.bets, t.wins FROM rollup_activity t WHERE ${whereHours}) x`;
    return totalsSelect(input.def, from, 'sum(x.rows)', {
      rounds: 'sum(x.rounds)',
      bets: 'sum(x.bets)',
      wins: 'sum(x.wins)',
      ggr: 'sum(x.bets) - sum(x.wins)',
    });
  },
  late: {
    fields: ['players'],
    sql: (input, p) => {
      const { ctx } = input;
      const range: string[] = [];
      if (ctx.scope.from) range.push(`r.bet_time >= ${p.add(ctx.scope.from)}::timestamptz`);
      if (ctx.scope.to) range.push(`r.bet_time < ${p.add(ctx.scope.to)}::timestamptz`);
      return `
        SELECT page."rowKey", coalesce(x.players, 0)::int AS players
          FROM page
          LEFT JOIN (
            SELECT ${activityKey("date_trunc('hour', r.bet_time, 'UTC')", 'r.external_game_id', 's.channel', 's.technology', 'r.currency')} AS key,
                   count(DISTINCT r.player_id) AS players
              FROM game_rounds r JOIN agents a ON a.id = r.agent_id
              LEFT JOIN player_session_keys sk ON sk.id = r.session_id
              -- each round's session by its key (the page's hours hold few rounds among many sessions)
              LEFT JOIN LATERAL (
                SELECT s.channel, s.technology FROM player_sessions s WHERE s.id = sk.id AND s.started_at = sk.started_at LIMIT 1
              ) s ON true
             WHERE r.status = 'settled' AND ${rawScope('a', ctx.scope, p)}
               AND r.bet_time >= (SELECT min(hour) FROM page) AND r.bet_time < (SELECT max(hour) FROM page) + interval '1 hour'
               ${range.map((c) => `AND ${c}`).join(' ')}
             GROUP BY 1
          ) x ON x.key = page."rowKey"`;
    },
  },
};

/** The totals of player game: the rounds of the period (filters: games, currency) from the rollups. */
const playerGame: RollupPlan = {
  totals: (input, p) => {
    if (input.filters.playerId || !readsHub(input.ctx.rollup)) return null;
    const played = gameFacts(input, p, false);
    const pairs = scopePlayers(input, p, 'game', {
      keyFilter: gameKeys(input.filters, p),
      currency: currencyOf(input.filters, p),
    });
    return `
      SELECT x.currency, coalesce(max(pl.pairs), 0)::int AS rows, coalesce(max(pl.pairs), 0)::int AS "playerName",
             sum(x.rounds)::int AS rounds, sum(x.bets)::text AS bets, sum(x.wins)::text AS wins,
             (sum(x.bets) - sum(x.wins))::text AS ggr, ((sum(x.bets) - sum(x.wins)) / nullif(sum(x.bets), 0))::float8 AS hold
        FROM ${played} x
        LEFT JOIN (SELECT currency, sum(players) AS pairs FROM (${pairs}) y GROUP BY 1) pl ON pl.currency = x.currency
       GROUP BY x.currency
      HAVING sum(x.rounds) > 0
       ORDER BY x.currency`;
  },
};

/** The totals of player performance: active players, overlapping sessions, rounds from the rollups. */
const playerPerformance: RollupPlan = {
  totals: (input, p) => {
    if (input.filters.playerId || !readsHub(input.ctx.rollup)) return null;
    const { ctx, filters } = input;
    const active = scopePlayers(input, p, 'active', {
      currency: currencyOf(filters, p),
      openUntil: ctx.scope.to ? `${p.add(ctx.scope.to)}::timestamptz` : null,
    });
    const sessions = overlappingSessions(input, p, false);
    const played = agentFacts(input, p, filters.currency);
    return `
      SELECT x.currency, sum(x.players)::int AS rows, sum(x.players)::int AS "playerName",
             sum(x.sessions)::int AS sessions, sum(x.rounds)::int AS rounds, sum(x.bets)::text AS bets,
             sum(x.wins)::text AS wins, (sum(x.wins) - sum(x.bets))::text AS net
        FROM (SELECT currency, players, 0 AS sessions, 0 AS rounds, 0 AS bets, 0 AS wins FROM (${active}) a
              UNION ALL SELECT currency, 0, sessions, 0, 0, 0 FROM ${sessions} s
              UNION ALL SELECT currency, 0, 0, rounds, bets, wins FROM ${played} g) x
       GROUP BY x.currency
      HAVING sum(x.players) > 0
       ORDER BY x.currency`;
  },
};

export const ROLLUP_PLANS: Partial<Record<ReportKey, RollupPlan>> = {
  'game-history': gameHistory,
  'player-sessions': playerSessions,
  'agent-summary': agentSummary,
  'game-performance': gamePerformance,
  'casino-performance': casinoPerformance,
  'side-bets': sideBets,
  'cafe-summary': cafeSummary,
  'game-activity': gameActivity,
  'player-game': playerGame,
  'player-performance': playerPerformance,
};
