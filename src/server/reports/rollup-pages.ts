/**
 * Pages in a report's default order found without ordering every row of the period:
 *
 * - game history and player sessions read the page's rounds or sessions from the time index (newest
 *   first, or oldest first), the rows before the page skipped; on a hub, a page deep in the period is
 *   first located in the rollups' day and hour counts, so only the rows of one hour are skipped (a seek
 *   on the index);
 * - player game and player performance walk the players by name and count the rows of each until the
 *   page is full (one probe per player of the index of its rounds);
 * - game activity on a hub takes the page's hours from the index of its hour rows.
 *
 * The page's rows themselves are then made by the report's own SQL, for those rounds, sessions or
 * players only (`only` of the scope), so they are the rows the report would give.
 */
import type { ReportKey } from '../../core/areas/reports/definitions';
import type { Queryable } from '../db';
import type { PageRequest, ReportRun } from './engine';
import { SqlParams, type ReportScope } from './kinds';
import { REPORT_SQL } from './report-sql';
import { rollupContext, type RollupContext } from './rollup-context';
import { ROLLUP_PLANS, type PlanInput } from './rollup-reports';
import { inRanges, keyCondition, readsHub } from './rollup-sql';
import { orderBy, withFilters, type ReportFilters } from './run';

/**
 * A page of raw rows (the report's columns), or null when this request is not one it finds: `generic`
 * gives the report's page from its rows SQL with an extra condition on them.
 */
export type PageFinder = (
  run: ReportRun,
  input: PlanInput,
  page: PageRequest,
  generic: (extra: (q: string, p: SqlParams) => string) => Promise<Record<string, unknown>[]>,
) => Promise<Record<string, unknown>[] | null>;

/** Direct offsets below this many rows: the index scan skips them quickly enough. */
const SEEK_FROM_ROWS = 10_000;

/** The default order asked for: 'desc', 'asc', or null for another sort. */
function timeOrder(page: PageRequest, field: string, defaultDesc: boolean): 'desc' | 'asc' | null {
  if (!page.sort) return defaultDesc ? 'desc' : 'asc';
  if (page.sort === field) return 'asc';
  if (page.sort === `-${field}`) return 'desc';
  return null;
}

const scopeAgents = (scope: ReportScope, p: SqlParams, column: string) =>
  scope.includeSubAgents
    ? `${column} IN (SELECT id FROM agents WHERE path LIKE ${p.add(scope.path)}::text || '%')`
    : `${column} = ${p.add(scope.agentId)}::uuid`;

/** The report's rows for the given scope restriction, in the report's order. */
async function rowsOf(run: ReportRun, scope: ReportScope, sort: string | undefined) {
  const p = new SqlParams();
  const rows = withFilters(run.def, REPORT_SQL[run.def.key](scope, p), p, run.filters);
  const sql = `SELECT * FROM (${rows}) q ${orderBy(run.def, sort)}`;
  const result = await run.db.query<Record<string, unknown>>(sql, p.values, { signal: run.signal });
  return result.rows;
}

/**
 * Where the row at `offset` of the hub's rounds (in the filters) lies, newest first or oldest first:
 * the bound of the hour it is in and how many rows come before that bound. Located in the day counts,
 * then the hour counts of that day; the parts of an hour at the ends are counted from the rows.
 */
async function seekRounds(
  db: Queryable,
  ctx: RollupContext,
  filters: ReportFilters,
  offset: number,
  order: 'desc' | 'asc',
): Promise<{ bound: string; before: number } | null> {
  const blocks = await roundBlocks(db, ctx, filters, order);
  let before = 0;
  for (const block of blocks) {
    if (before + block.rounds > offset) {
      if (block.grain !== 'day') return { bound: order === 'desc' ? block.to : block.from, before };
      const hours = await roundBlocks(db, ctx, filters, order, block);
      for (const hour of hours) {
        if (before + hour.rounds > offset) return { bound: order === 'desc' ? hour.to : hour.from, before };
        before += hour.rounds;
      }
      return null;
    }
    before += block.rounds;
  }
  return null;
}

interface Block {
  grain: 'day' | 'hour' | 'raw';
  from: string;
  to: string;
  rounds: number;
}

/** The counts of rounds per day and hour of the period (or per hour of one day), in the order. */
async function roundBlocks(
  db: Queryable,
  ctx: RollupContext,
  filters: ReportFilters,
  order: 'desc' | 'asc',
  day?: Block,
): Promise<Block[]> {
  const p = new SqlParams();
  const where = (t: string) => {
    const out = [keyCondition(t, ctx.rollup, p)];
    if (filters.currency) out.push(`${t}.currency = ${p.add(filters.currency)}::text`);
    if (filters.gameIds) out.push(`${t}.external_game_id = ANY(${p.add(filters.gameIds)}::int[])`);
    if (filters.casino)
      out.push(
        filters.casino.id === null
          ? `${t}.casino_id IS NULL`
          : `${t}.casino_id = ${p.add(filters.casino.id)}::uuid`,
      );
    return out.join(' AND ');
  };
  const parts: string[] = [];
  const grouped = (grain: string, cond: string) =>
    `SELECT '${grain}' AS grain, t.bucket AS "from", t.bucket + interval '1 ${grain}' AS "to", sum(t.rounds)::bigint AS rounds
       FROM rollup_games t WHERE t.grain = '${grain}' AND ${cond} AND ${where('t')} GROUP BY t.bucket`;
  if (day) parts.push(grouped('hour', inRanges('t.bucket', [day], p)));
  else {
    const { cut } = ctx;
    if (cut.days) {
      const c: string[] = [];
      if (cut.days.from) c.push(`t.bucket >= ${p.add(cut.days.from)}::timestamptz`);
      if (cut.days.to) c.push(`t.bucket < ${p.add(cut.days.to)}::timestamptz`);
      parts.push(grouped('day', c.length ? c.join(' AND ') : 'true'));
    }
    const hours = cut.edges.filter((e) => e.hours);
    if (hours.length) parts.push(grouped('hour', inRanges('t.bucket', hours, p)));
    for (const e of cut.edges.filter((x) => !x.hours)) {
      const from = `${p.add(e.from)}::timestamptz`;
      const to = `${p.add(e.to)}::timestamptz`;
      const raw: string[] = [];
      if (filters.currency) raw.push(`r.currency = ${p.add(filters.currency)}::text`);
      if (filters.gameIds) raw.push(`r.external_game_id = ANY(${p.add(filters.gameIds)}::int[])`);
      if (filters.casino)
        raw.push(
          filters.casino.id === null
            ? 'r.casino_id IS NULL'
            : `r.casino_id = ${p.add(filters.casino.id)}::uuid`,
        );
      parts.push(`SELECT 'raw', ${from}, ${to}, count(*)::bigint FROM game_rounds r
                   WHERE r.status = 'settled' AND r.bet_time >= ${from} AND r.bet_time < ${to}
                     AND ${scopeAgents(ctx.scope, p, 'r.agent_id')}${raw.map((c) => ` AND ${c}`).join('')}`);
    }
  }
  const { rows } = await db.query<{ grain: Block['grain']; from: Date; to: Date; rounds: string }>(
    `SELECT * FROM (${parts.join(' UNION ALL ')}) b WHERE b.rounds > 0 ORDER BY b."from" ${order.toUpperCase()}`,
    p.values,
  );
  return rows.map((r) => ({
    grain: r.grain,
    from: new Date(r.from).toISOString(),
    to: new Date(r.to).toISOString(),
    rounds: Number(r.rounds),
  }));
}

/** Game history: the page's rounds from the time index (located in the rollups deep in a hub's period). */
const gameHistoryPage: PageFinder = async (run, input, page) => {
  const { ctx, filters } = input;
  const order = timeOrder(page, 'betTime', run.def.sort.desc);
  if (!order || filters.playerId) return null;
  let offset = page.pageIndex * page.pageSize;
  let bound: string | null = null;
  if (offset >= SEEK_FROM_ROWS && readsHub(ctx.rollup)) {
    const seek = await seekRounds(run.db, ctx, filters, offset, order);
    if (!seek) return [];
    bound = seek.bound;
    offset -= seek.before;
  }
  const p = new SqlParams();
  const cond = [`r.status = 'settled'`, scopeAgents(ctx.scope, p, 'r.agent_id')];
  if (ctx.scope.from) cond.push(`r.bet_time >= ${p.add(ctx.scope.from)}::timestamptz`);
  if (ctx.scope.to) cond.push(`r.bet_time < ${p.add(ctx.scope.to)}::timestamptz`);
  if (bound)
    cond.push(
      order === 'desc'
        ? `r.bet_time < ${p.add(bound)}::timestamptz`
        : `r.bet_time >= ${p.add(bound)}::timestamptz`,
    );
  if (filters.currency) cond.push(`r.currency = ${p.add(filters.currency)}::text`);
  if (filters.gameIds) cond.push(`r.external_game_id = ANY(${p.add(filters.gameIds)}::int[])`);
  if (filters.casino)
    cond.push(
      filters.casino.id === null ? 'r.casino_id IS NULL' : `r.casino_id = ${p.add(filters.casino.id)}::uuid`,
    );
  const dir = order.toUpperCase();
  const { rows } = await run.db.query<{ bet_id: string; bet_time: Date }>(
    `SELECT r.bet_id::text AS bet_id, r.bet_time FROM game_rounds r WHERE ${cond.join(' AND ')}
      ORDER BY r.bet_time ${dir}, r.bet_id LIMIT ${Math.trunc(page.pageSize)} OFFSET ${Math.trunc(offset)}`,
    p.values,
    { signal: run.signal },
  );
  if (rows.length === 0) return [];
  // the page's time span, to the millisecond outward (the rounds' times have microseconds)
  const times = rows.map((r) => new Date(r.bet_time).getTime());
  const span = {
    from: new Date(Math.min(...times) - 1).toISOString(),
    to: new Date(Math.max(...times) + 1).toISOString(),
  };
  return rowsOf(
    run,
    { ...ctx.scope, only: { bets: { ids: rows.map((r) => r.bet_id), ...span } } },
    page.sort,
  );
};

/** Player sessions: the page's sessions from the index of their start. */
const playerSessionsPage: PageFinder = async (run, input, page) => {
  const { ctx, filters } = input;
  const order = timeOrder(page, 'startedAt', run.def.sort.desc);
  if (!order || filters.playerId) return null;
  const p = new SqlParams();
  const cond = [scopeAgents(ctx.scope, p, 's.agent_id')];
  if (ctx.scope.to) cond.push(`s.started_at < ${p.add(ctx.scope.to)}::timestamptz`);
  if (ctx.scope.from) cond.push(`coalesce(s.ended_at, 'infinity') >= ${p.add(ctx.scope.from)}::timestamptz`);
  if (filters.casino)
    cond.push(
      filters.casino.id === null ? 's.casino_id IS NULL' : `s.casino_id = ${p.add(filters.casino.id)}::uuid`,
    );
  if (filters.currency)
    cond.push(
      `EXISTS (SELECT 1 FROM players pc WHERE pc.id = s.player_id AND pc.currency = ${p.add(filters.currency)}::text)`,
    );
  const { rows } = await run.db.query<{ id: string }>(
    `SELECT s.id::text AS id FROM player_sessions s WHERE ${cond.join(' AND ')}
      ORDER BY s.started_at ${order.toUpperCase()}, s.id
      LIMIT ${Math.trunc(page.pageSize)} OFFSET ${Math.trunc(page.pageIndex * page.pageSize)}`,
    p.values,
    { signal: run.signal },
  );
  if (rows.length === 0) return [];
  return rowsOf(run, { ...ctx.scope, only: { sessions: rows.map((r) => r.id) } }, page.sort);
};

/** Players walked by name at a time. */
const WALK_CHUNK = 200;

/**
 * The per-player reports (player game, player performance) by player name: the players are walked in
 * the order of the name index, each counted with its rows in the period (none: not in the report),
 * until the page is covered; the page's rows are the report's rows of those players.
 */
function walkPlayers(kind: 'games' | 'activity'): PageFinder {
  return async (run, input, page) => {
    const { ctx, filters } = input;
    // a player's own rows are few, a small subtree's players too: those read the rows
    if (filters.playerId || !readsHub(ctx.rollup)) return null;
    if (page.sort && page.sort !== 'playerName') return null;
    const offset = page.pageIndex * page.pageSize;
    const want = offset + page.pageSize;
    // the players the page's rows belong to, each with the index of its first row in the report
    const chosen: { id: string; start: number }[] = [];
    let seen = 0;
    let after: { name: string; id: string } | null = null;
    for (;;) {
      const p = new SqlParams();
      const range = (column: string) =>
        [
          ctx.scope.from ? `${column} >= ${p.add(ctx.scope.from)}::timestamptz` : 'true',
          ctx.scope.to ? `${column} < ${p.add(ctx.scope.to)}::timestamptz` : 'true',
        ].join(' AND ');
      const roundCond = [
        'r.player_id = pl.id',
        `r.status = 'settled'`,
        range('r.bet_time'),
        scopeAgents(ctx.scope, p, 'r.agent_id'),
      ];
      if (kind === 'games' && filters.currency)
        roundCond.push(`r.currency = ${p.add(filters.currency)}::text`);
      if (kind === 'games' && filters.gameIds)
        roundCond.push(`r.external_game_id = ANY(${p.add(filters.gameIds)}::int[])`);
      const count =
        kind === 'games'
          ? `(SELECT count(DISTINCT (r.external_game_id, r.agent_id, r.currency)) FROM game_rounds r
               WHERE ${roundCond.join(' AND ')})`
          : `(CASE WHEN EXISTS (SELECT 1 FROM game_rounds r WHERE ${roundCond.join(' AND ')})
                     OR EXISTS (SELECT 1 FROM player_sessions s
                                 WHERE s.player_id = pl.id AND ${scopeAgents(ctx.scope, p, 's.agent_id')}
                                   ${ctx.scope.to ? `AND s.started_at < ${p.add(ctx.scope.to)}::timestamptz` : ''}
                                   ${ctx.scope.from ? `AND coalesce(s.ended_at, 'infinity') >= ${p.add(ctx.scope.from)}::timestamptz` : ''})
                   THEN 1 ELSE 0 END)`;
      const playerCond = [
        kind === 'activity' && filters.currency ? `pl.currency = ${p.add(filters.currency)}::text` : 'true',
      ];
      if (after)
        playerCond.push(`(pl.name, pl.id::text) > (${p.add(after.name)}::text, ${p.add(after.id)}::text)`);
      const { rows } = await run.db.query<{ id: string; name: string; n: string }>(
        `SELECT w.id, w.name, w.n FROM (
           SELECT pl.id::text AS id, pl.name, ${count} AS n
             FROM (SELECT pl.id, pl.name, pl.currency FROM players pl WHERE ${playerCond.join(' AND ')}
                    ORDER BY pl.name, pl.id::text LIMIT ${WALK_CHUNK}) pl
         ) w ORDER BY w.name, w.id`,
        p.values,
        { signal: run.signal },
      );
      for (const r of rows) {
        const n = Number(r.n);
        if (n > 0 && seen + n > offset) chosen.push({ id: r.id, start: seen });
        seen += n;
        if (seen >= want) break;
      }
      if (seen >= want || rows.length < WALK_CHUNK) break;
      const last = rows[rows.length - 1];
      after = { name: last.name, id: last.id };
    }
    if (chosen.length === 0) return [];
    const all = await rowsOf(run, { ...ctx.scope, only: { players: chosen.map((c) => c.id) } }, page.sort);
    const skip = offset - chosen[0].start;
    return all.slice(skip, skip + page.pageSize);
  };
}

/**
 * Game activity on a hub, newest hours first: the page's lowest hour is the one of its last row in the
 * index of the hub's hour rows (one row per report row), so only the rows of its hours are ordered.
 */
const gameActivityPage: PageFinder = async (run, input, page, generic) => {
  const { ctx, filters } = input;
  if (!ctx.wholeHours || !readsHub(ctx.rollup) || ctx.cut.edges.some((e) => !e.hours)) return null;
  if (page.sort && page.sort !== '-hour') return null;
  const p = new SqlParams();
  const cond = [keyCondition('t', ctx.rollup, p)];
  if (ctx.scope.from) cond.push(`t.bucket >= ${p.add(ctx.scope.from)}::timestamptz`);
  if (ctx.scope.to) cond.push(`t.bucket < ${p.add(ctx.scope.to)}::timestamptz`);
  if (filters.gameIds) cond.push(`t.external_game_id = ANY(${p.add(filters.gameIds)}::int[])`);
  if (filters.channel != null) cond.push(`t.channel = ${p.add(filters.channel)}::int`);
  if (filters.technology != null) cond.push(`t.technology = ${p.add(filters.technology)}::int`);
  if (filters.currency) cond.push(`t.currency = ${p.add(filters.currency)}::text`);
  const last = (page.pageIndex + 1) * page.pageSize - 1;
  const { rows } = await run.db.query<{ bucket: Date }>(
    `SELECT t.bucket FROM rollup_activity t WHERE ${cond.join(' AND ')} ORDER BY t.bucket DESC OFFSET ${last} LIMIT 1`,
    p.values,
    { signal: run.signal },
  );
  const lowest = rows[0] ? new Date(rows[0].bucket).toISOString() : null;
  return generic((q, params) => (lowest ? `${q}.hour >= ${params.add(lowest)}::timestamptz` : 'true'));
};

/** The last local days the cafe summary's first pages are looked for in, widening to the period. */
const CAFE_WINDOWS_DAYS = [2, 8, 32];

/**
 * Cafe summary, newest day first: the rows of the last days of the period come first, so a page is
 * the same page of the period's last few days when those have enough rows for it. Their rows are made
 * from the rollups of those days only (a narrower period of the same report), widening the days until
 * the page is full; past that, the whole period's rows.
 */
const cafeSummaryPage: PageFinder = async (run, input, page) => {
  const plan = ROLLUP_PLANS['cafe-summary'];
  if (!plan?.rows || !input.ctx.wholeHours || !run.scope.to) return null;
  if (page.sort && page.sort !== '-day') return null;
  const limit = `LIMIT ${Math.trunc(page.pageSize)} OFFSET ${Math.trunc(page.pageIndex * page.pageSize)}`;
  for (const days of CAFE_WINDOWS_DAYS) {
    const { rows: starts } = await run.db.query<{ from: Date }>(
      `SELECT ((($1::timestamptz AT TIME ZONE $2::text)::date - $3::int)::timestamp AT TIME ZONE $2::text) AS "from"`,
      [run.scope.to, run.timeZone, days],
      { signal: run.signal },
    );
    const from = new Date(starts[0].from);
    if (run.scope.from && from.getTime() <= Date.parse(run.scope.from)) return null;
    const scope = { ...run.scope, from: from.toISOString() };
    const ctx = await rollupContext(run.db, scope, run.timeZone);
    const p = new SqlParams();
    const rows = plan.rows({ ...input, ctx }, p);
    if (!rows) return null;
    const { rows: found } = await run.db.query<Record<string, unknown>>(
      `SELECT * FROM (${withFilters(run.def, rows, p, run.filters)}) page ${orderBy(run.def, page.sort, 'page')} ${limit}`,
      p.values,
      { signal: run.signal },
    );
    if (found.length === page.pageSize) return found;
  }
  return null;
};

export const ROLLUP_PAGES: Partial<Record<ReportKey, PageFinder>> = {
  'cafe-summary': cafeSummaryPage,
  'game-history': gameHistoryPage,
  'player-sessions': playerSessionsPage,
  'player-game': walkPlayers('games'),
  'player-performance': walkPlayers('activity'),
  'game-activity': gameActivityPage,
};
