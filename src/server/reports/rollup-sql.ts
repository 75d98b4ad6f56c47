/**
 * SQL builders over the rollups (migrations 821 and 822): the facts of a scope and period as one
 * union of day rows, hour rows and raw rows (the cut of ./rollup-cut.ts), and the exact number of
 * distinct players of a scope and period from the per-day player sets.
 *
 * A scope is read through its keys: the subtree rows of a hub (an agent with a thousand players or
 * more below it); the per-agent totals (rollup_agent) also through the own rows of the agent (without
 * sub-agents) or of every agent of its subtree. A smaller subtree's other figures are read from its
 * rows (./engine.ts).
 */
import type { SqlParams } from './kinds';
import { hourMask, type Cut, type Edge } from './rollup-cut';

/** How a report's agent is read from the rollups. */
export interface RollupScope {
  agentId: string;
  path: string;
  includeSubAgents: boolean;
  /** The agent's subtree has rows of its own (it is a hub). */
  hub: boolean;
  /** The agent is a hub or lies below one: its players have per-day sets. */
  underHub: boolean;
}

/** The rollup tables and whether their own rows keep hours. */
export type RollupTable =
  'rollup_agent' | 'rollup_games' | 'rollup_activity' | 'rollup_sessions' | 'rollup_side_bets';
const OWN_HOURS: ReadonlySet<RollupTable> = new Set(['rollup_agent']);
/** Tables with one grain (hours) and no `grain` column. */
const HOURS_ONLY: ReadonlySet<RollupTable> = new Set(['rollup_activity']);

/** Reads the scope's subtree rows of a hub. */
export const readsHub = (scope: RollupScope) => scope.includeSubAgents && scope.hub;

/** The condition on rollup rows `t` that picks the scope's keys. */
export function keyCondition(t: string, scope: RollupScope, p: SqlParams): string {
  if (readsHub(scope)) return `${t}.agent_id = ${p.add(scope.agentId)}::uuid AND ${t}.subtree`;
  if (!scope.includeSubAgents) return `${t}.agent_id = ${p.add(scope.agentId)}::uuid AND NOT ${t}.subtree`;
  return `${t}.agent_id IN (SELECT id FROM agents WHERE path LIKE ${p.add(scope.path)}::text || '%') AND NOT ${t}.subtree`;
}

/** The condition on raw rows whose agent is `agentColumn` (joined agents `a` has its path) for the scope. */
export function rawScope(
  a: string,
  scope: { agentId: string; path: string; includeSubAgents: boolean },
  p: SqlParams,
) {
  return scope.includeSubAgents
    ? `${a}.path LIKE ${p.add(scope.path)}::text || '%'`
    : `${a}.id = ${p.add(scope.agentId)}::uuid`;
}

/**
 * `column` lies in one of the ranges (an empty list: false). Several ranges are also bounded by the
 * first start and the last end, a range an index on `column` can seek (the planner does not see one
 * in a list of alternatives, and would read every row of the index's leading keys).
 */
export function inRanges(column: string, ranges: { from: string; to: string }[], p: SqlParams): string {
  if (ranges.length === 0) return 'false';
  const any = `(${ranges
    .map((r) => `(${column} >= ${p.add(r.from)}::timestamptz AND ${column} < ${p.add(r.to)}::timestamptz)`)
    .join(' OR ')})`;
  if (ranges.length === 1) return any;
  const first = ranges.reduce((a, r) => (Date.parse(r.from) < Date.parse(a) ? r.from : a), ranges[0].from);
  const last = ranges.reduce((a, r) => (Date.parse(r.to) > Date.parse(a) ? r.to : a), ranges[0].to);
  return `(${column} >= ${p.add(first)}::timestamptz AND ${column} < ${p.add(last)}::timestamptz AND ${any})`;
}

/**
 * `column`, the start of an hour row (a bucket), is one of the whole hours of the edges: the list of
 * their hours, which an index on the bucket seeks one by one (a period's two ends are a few dozen
 * hours at most, far apart).
 */
export function inHours(column: string, edges: { from: string; to: string }[], p: SqlParams): string {
  const hours: string[] = [];
  for (const e of edges)
    for (let t = Date.parse(e.from); t < Date.parse(e.to); t += 3_600_000)
      hours.push(new Date(t).toISOString());
  if (hours.length === 0) return 'false';
  return `${column} = ANY(${p.add(hours)}::timestamptz[])`;
}

/** `column` lies in the whole days of the cut (true when unbounded on both sides). */
function inDays(column: string, cut: Cut, p: SqlParams): string {
  const parts: string[] = [];
  if (cut.days!.from) parts.push(`${column} >= ${p.add(cut.days!.from)}::timestamptz`);
  if (cut.days!.to) parts.push(`${column} < ${p.add(cut.days!.to)}::timestamptz`);
  return parts.length ? parts.join(' AND ') : 'true';
}

export interface FactsOptions {
  table: RollupTable;
  scope: RollupScope;
  cut: Cut;
  /** The select list over rollup rows `t`: the dimensions and measures, named. */
  rollup: string;
  /** Extra conditions on the rollup rows `t` (filters of the report), made when used. */
  where?: () => string[];
  /**
   * The same select list from the raw rows, for the pieces the rollup does not hold: gets the SQL
   * condition that puts the raw row's time in those pieces.
   */
  raw: (inPieces: (column: string) => string) => string;
}

/**
 * The facts of the scope in the period as one union (a FROM item, to be grouped by the caller): day
 * rows for the whole days, hour rows for the whole hours at the ends where the keys keep them, and the
 * raw rows for the rest.
 */
export function facts(o: FactsOptions, p: SqlParams): string {
  const hoursKept = HOURS_ONLY.has(o.table) || OWN_HOURS.has(o.table) || readsHub(o.scope);
  const parts: string[] = [];
  const rowsWhere = (cond: string) =>
    `SELECT ${o.rollup} FROM ${o.table} t WHERE ${[keyCondition('t', o.scope, p), cond, ...(o.where?.() ?? [])].join(' AND ')}`;
  if (o.cut.days) {
    parts.push(
      rowsWhere(
        HOURS_ONLY.has(o.table)
          ? inDays('t.bucket', o.cut, p)
          : `t.grain = 'day' AND ${inDays('t.bucket', o.cut, p)}`,
      ),
    );
  }
  const hourEdges = o.cut.edges.filter((e) => e.hours);
  const rawEdges = o.cut.edges.filter((e) => !e.hours || !hoursKept);
  if (hoursKept && hourEdges.length)
    parts.push(
      rowsWhere(
        HOURS_ONLY.has(o.table)
          ? inHours('t.bucket', hourEdges, p)
          : `t.grain = 'hour' AND ${inHours('t.bucket', hourEdges, p)}`,
      ),
    );
  if (rawEdges.length) parts.push(o.raw((column) => inRanges(column, rawEdges, p)));
  if (parts.length === 0) parts.push(`${rowsWhere('false')}`);
  return `(${parts.join('\n UNION ALL\n ')})`;
}

/** The kinds of per-day player sets (migration 821). */
export type Facet = 'round' | 'game' | 'casino' | 'side' | 'start' | 'active';

/**
 * The raw facts of a kind in the piece [from, to) (SQL expressions of instants), as rows (player_id,
 * agent_id, facet_key, currency), for the agents `a` the scope's condition picks.
 */
function rawFacetFacts(facet: Facet, from: string, to: string, scopeCond: string): string {
  const rounds = (key: string, currency: string, join = '') => `
    SELECT r.player_id, r.agent_id, ${key} AS facet_key, ${currency} AS currency
      FROM game_rounds r JOIN agents a ON a.id = r.agent_id ${join}
     WHERE r.status = 'settled' AND ${scopeCond} AND r.bet_time >= ${from} AND r.bet_time < ${to}`;
  switch (facet) {
    case 'round':
      return rounds(`''`, 'r.currency');
    case 'game':
      return rounds('r.external_game_id::text', 'r.currency');
    case 'casino':
      return rounds(`coalesce(r.casino_id::text, '')`, 'r.currency');
    case 'side':
      return rounds(
        `sb.feature_type || ':' || CASE WHEN sb.win > 0 THEN 'Won' ELSE 'Lost' END`,
        'r.currency',
        'JOIN side_bets sb ON sb.bet_id = r.bet_id',
      );
    case 'start':
      return `
    SELECT s.player_id, s.agent_id, s.channel::text AS facet_key, p.currency
      FROM player_sessions s JOIN agents a ON a.id = s.agent_id JOIN players p ON p.id = s.player_id
     WHERE ${scopeCond} AND s.started_at >= ${from} AND s.started_at < ${to}`;
    case 'active':
      // a round in the piece, or a closed session overlapping it (its end included)
      return `${rounds(`''`, 'p.currency', 'JOIN players p ON p.id = r.player_id')}
    UNION ALL
    SELECT s.player_id, s.agent_id, '' AS facet_key, p.currency
      FROM player_sessions s JOIN agents a ON a.id = s.agent_id JOIN players p ON p.id = s.player_id
     WHERE s.ended_at IS NOT NULL AND ${scopeCond} AND s.started_at < ${to} AND s.ended_at >= ${from}`;
  }
}

export interface DistinctOptions {
  facet: Facet;
  cut: Cut;
  /** A hub read through its gap counts: its id and path (SQL expressions, made when used). */
  hub?: { id: () => string; path: () => string };
  /** Otherwise the agents whose per-day sets are counted: a condition on an agents row `a`. */
  agents?: (a: string) => string;
  /** Conditions on the facet key and the currency (columns `facet_key`, `currency` of rows `x`). */
  keyFilter?: (column: string) => string;
  /** The currency asked for: an SQL expression (a parameter or a column of an outer row), made when used. */
  currency?: () => string;
  /** The end of the period (for open sessions of 'active': an SQL expression), null: none. */
  openUntil?: string | null;
  /** Count the raw rows of the whole period instead (a scope whose players have no per-day sets). */
  raw?: { from: string | null; to: string | null };
}

/**
 * The number of distinct players per (facet_key, currency) of the kind in the cut: a SELECT of rows
 * (facet_key, currency, players).
 */
export function distinctPlayers(o: DistinctOptions, p: SqlParams): string {
  if (o.raw) return rawDistinct(o, o.raw, p);
  const days = o.cut.days;
  const d1 = days?.from ? `${p.add(days.from.slice(0, 10))}::date` : null;
  const d2 = days?.to ? `${p.add(days.to.slice(0, 10))}::date` : null;
  // parameters are made when the text that uses them is (an unused parameter has no type)
  const facet = `'${o.facet}'`;
  const keyCond = (column: string, currencyColumn: string) =>
    [
      o.keyFilter ? o.keyFilter(column) : null,
      o.currency ? `${currencyColumn} = ${o.currency()}` : null,
    ].filter(Boolean) as string[];
  let scope: string | null = null;
  const scopeCond = () => (scope ??= o.hub ? `a.path LIKE ${o.hub.path()} || '%'` : o.agents!('a'));
  // the side of the period an edge lies on decides how its players' days in the middle are found
  const middleOf = (e: Edge, d: string) =>
    !days
      ? 'false'
      : d1 && e.day < days.from!.slice(0, 10)
        ? `coalesce(${d}.next_day ${d2 ? `< ${d2}` : 'IS NOT NULL'}, false)`
        : `coalesce(${d}.prev_day ${d1 ? `>= ${d1}` : 'IS NOT NULL'}, false)`;
  const edgeRows: string[] = [];
  for (const e of o.cut.edges) {
    if (e.hours) {
      edgeRows.push(`
        SELECT d.player_id, d.facet_key, d.currency, ${middleOf(e, 'd')} AS in_middle
          FROM rollup_player_days d JOIN agents a ON a.id = d.agent_id
         WHERE d.day = ${p.add(e.day)}::date AND d.facet = ${facet} AND d.hours & ${hourMask(e)} <> 0
           AND ${[scopeCond(), ...keyCond('d.facet_key', 'd.currency')].join(' AND ')}`);
    } else {
      const from = `${p.add(e.from)}::timestamptz`;
      const to = `${p.add(e.to)}::timestamptz`;
      edgeRows.push(`
        SELECT f.player_id, f.facet_key, f.currency, ${middleOf(e, 'd')} AS in_middle
          FROM (${rawFacetFacts(o.facet, from, to, scopeCond())}) f
          LEFT JOIN rollup_player_days d
            ON d.agent_id = f.agent_id AND d.facet = ${facet} AND d.player_id = f.player_id
           AND d.facet_key = f.facet_key AND d.currency = f.currency AND d.day = ${p.add(e.day)}::date
         WHERE ${['true', ...keyCond('f.facet_key', 'f.currency')].join(' AND ')}`);
    }
  }
  if (o.facet === 'active' && o.openUntil !== undefined) {
    // an open session overlaps every period after its start
    edgeRows.push(`
        SELECT s.player_id, '' AS facet_key, p.currency,
               ${
                 days
                   ? `EXISTS (SELECT 1 FROM rollup_player_days d WHERE d.agent_id = s.agent_id AND d.facet = ${facet}
                                AND d.player_id = s.player_id AND d.facet_key = '' AND d.currency = p.currency
                                ${d1 ? `AND d.day >= ${d1}` : ''} ${d2 ? `AND d.day < ${d2}` : ''})`
                   : 'false'
               } AS in_middle
          FROM player_sessions s JOIN agents a ON a.id = s.agent_id JOIN players p ON p.id = s.player_id
         WHERE s.ended_at IS NULL ${o.openUntil ? `AND s.started_at < ${o.openUntil}` : ''}
           AND ${[scopeCond(), ...keyCond("''", 'p.currency')].join(' AND ')}`);
  }
  const edges = edgeRows.length ? edgeRows.join('\n UNION ALL\n') : null;

  if (o.hub) {
    const middle = days
      ? `SELECT g.facet_key, g.currency, g.players
           FROM rollup_player_gaps g
          WHERE g.agent_id = ${o.hub.id()} AND g.facet = ${facet}
            ${d1 ? `AND g.day >= ${d1}` : ''} ${d2 ? `AND g.day < ${d2}` : ''}
            AND ${d1 ? `(g.gap = 0 OR g.gap > g.day - ${d1})` : 'g.gap = 0'}
            ${keyCond('g.facet_key', 'g.currency')
              .map((c) => `AND ${c}`)
              .join(' ')}`
      : null;
    const parts = [
      middle,
      edges
        ? `SELECT facet_key, currency, count(*) AS players
             FROM (SELECT DISTINCT player_id, facet_key, currency FROM (${edges}) e WHERE NOT e.in_middle) x
            GROUP BY 1, 2`
        : null,
    ].filter(Boolean);
    if (parts.length === 0)
      return 'SELECT NULL::text AS facet_key, NULL::text AS currency, 0 AS players WHERE false';
    return `SELECT facet_key, currency, sum(players)::int AS players FROM (${parts.join(' UNION ALL ')}) y GROUP BY 1, 2`;
  }
  const middle = days
    ? `SELECT d.player_id, d.facet_key, d.currency
         FROM rollup_player_days d JOIN agents a ON a.id = d.agent_id
        WHERE d.facet = ${facet} ${d1 ? `AND d.day >= ${d1}` : ''} ${d2 ? `AND d.day < ${d2}` : ''}
          AND ${[scopeCond(), ...keyCond('d.facet_key', 'd.currency')].join(' AND ')}`
    : null;
  const parts = [middle, edges ? `SELECT player_id, facet_key, currency FROM (${edges}) e` : null].filter(
    Boolean,
  );
  if (parts.length === 0)
    return 'SELECT NULL::text AS facet_key, NULL::text AS currency, 0 AS players WHERE false';
  return `SELECT facet_key, currency, count(DISTINCT player_id)::int AS players FROM (${parts.join(' UNION ALL ')}) y GROUP BY 1, 2`;
}

/** The distinct players of the kind in the period from the raw rows. */
function rawDistinct(
  o: DistinctOptions,
  period: { from: string | null; to: string | null },
  p: SqlParams,
): string {
  const from = period.from ? `${p.add(period.from)}::timestamptz` : `'-infinity'::timestamptz`;
  const to = period.to ? `${p.add(period.to)}::timestamptz` : `'infinity'::timestamptz`;
  const scopeCond = o.hub ? `a.path LIKE ${o.hub.path()} || '%'` : o.agents!('a');
  const conds = [
    o.keyFilter ? o.keyFilter('f.facet_key') : null,
    o.currency ? `f.currency = ${o.currency()}` : null,
  ].filter(Boolean);
  const open =
    o.facet === 'active' && o.openUntil !== undefined
      ? `UNION ALL
         SELECT s.player_id, s.agent_id, '' AS facet_key, p.currency
           FROM player_sessions s JOIN agents a ON a.id = s.agent_id JOIN players p ON p.id = s.player_id
          WHERE s.ended_at IS NULL AND ${scopeCond} ${o.openUntil ? `AND s.started_at < ${o.openUntil}` : ''}`
      : '';
  return `SELECT f.facet_key, f.currency, count(DISTINCT f.player_id)::int AS players
            FROM (${rawFacetFacts(o.facet, from, to, scopeCond)} ${open}) f
           ${conds.length ? `WHERE ${conds.join(' AND ')}` : ''}
           GROUP BY 1, 2`;
}
