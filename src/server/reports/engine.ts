/**
 * Runs a report: its rows, totals and page from the rollups where the report has a plan for it
 * (./rollup-reports.ts, ./rollup-pages.ts), else from the raw rows (./kinds*.ts). Both give the same
 * answer; `source: 'raw'` forces the raw rows (the tests reconcile the two).
 *
 * A page in the report's default order is found without ordering every row where the report allows it
 * (a seek on the indexed order, or a walk of the players by name); any other order sorts every row of
 * the period on the server (docs/decisions.md says what that costs).
 */
import type { ReportDefinition } from '../../core/areas/reports/definitions';
import type { ReportRow, ReportTotals } from '../../core/areas/reports/contract';
import type { Queryable } from '../db';
import { money } from '../money';
import { SqlParams, type ReportScope } from './kinds';
import { REPORT_SQL } from './report-sql';
import { rollupContext, type RollupContext } from './rollup-context';
import { ROLLUP_PAGES } from './rollup-pages';
import { ROLLUP_PLANS, type PlanInput, type RollupPlan } from './rollup-reports';
import { hasSequence, orderBy, toRow, withFilters, type Query, type ReportFilters } from './run';

export type ReportSource = 'rollup' | 'raw';

export interface ReportRun {
  db: Queryable;
  def: ReportDefinition;
  scope: ReportScope;
  filters: ReportFilters;
  timeZone: string;
  signal?: AbortSignal;
  /** 'raw' reads the raw rows even where the report has a rollup plan. */
  source?: ReportSource;
}

export interface PageRequest {
  pageIndex: number;
  pageSize: number;
  sort?: string;
}

interface Prepared {
  run: ReportRun;
  plan: RollupPlan | null;
  input: PlanInput | null;
  ctx: RollupContext | null;
}

/** The filters a report takes: those on fields it has (a report without games ignores a game). */
function filtersOf(def: ReportDefinition, filters: ReportFilters): ReportFilters {
  const has = new Set(def.fields.map((f) => f.id));
  return {
    casino: has.has('casinoId') ? filters.casino : null,
    currency: has.has('currency') ? filters.currency : null,
    playerId: has.has('playerId') ? filters.playerId : null,
    gameIds: has.has('externalGameId') ? filters.gameIds : null,
    channel: has.has('channel') ? filters.channel : null,
    technology: has.has('technology') ? filters.technology : null,
    posId: has.has('posId') ? filters.posId : null,
  };
}

async function prepare(given: ReportRun): Promise<Prepared> {
  const run = { ...given, filters: filtersOf(given.def, given.filters) };
  const plan = run.source === 'raw' ? null : (ROLLUP_PLANS[run.def.key] ?? null);
  const wantsContext = plan !== null || (run.source !== 'raw' && ROLLUP_PAGES[run.def.key] !== undefined);
  const ctx = wantsContext ? await rollupContext(run.db, run.scope, run.timeZone) : null;
  return { run, plan, ctx, input: ctx ? { def: run.def, ctx, filters: run.filters } : null };
}

/**
 * Every row of the report (late fields as placeholders), filtered: the rollups' rows or the raw ones,
 * and whether they came from the rollups (a plan may decline, e.g. a zone half an hour off UTC).
 */
function rowsQuery(pr: Prepared, params: SqlParams): { sql: string; rollup: boolean } {
  const rollup = pr.plan?.rows && pr.input ? pr.plan.rows(pr.input, params) : null;
  const inner = rollup ?? REPORT_SQL[pr.run.def.key](pr.run.scope, params);
  return { sql: withFilters(pr.run.def, inner, params, pr.run.filters), rollup: rollup !== null };
}

/**
 * The late fields of the plan, only when the rows came from the rollups: the raw rows have every field
 * already, in the agent's own hours and days, which the late SQL (keyed like the rollups) need not share.
 */
function lateOf(
  pr: Prepared,
  params: SqlParams,
  fromRollup: boolean,
): { fields: Set<string>; sql: string } | null {
  if (!fromRollup || !pr.plan?.late || !pr.input) return null;
  return { fields: new Set(pr.plan.late.fields), sql: pr.plan.late.sql(pr.input, params) };
}

/** SELECT list of every field of the report (late ones from `late`), plus the sort's tie-break. */
function fieldList(def: ReportDefinition, late: Set<string> | null): string {
  return def.fields
    .map((f) => (late?.has(f.id) ? `late."${f.id}"` : `page."${f.id}"`))
    .concat(hasSequence(def) ? ['page."_seq"'] : [])
    .join(', ');
}

/**
 * The whole report as one query, with every field, in no order: the CSV export orders it (csvQuery), on
 * the outside only, so that the database sees one query and can take rows already in the order from
 * an index (the first row at once) instead of ordering the whole period first.
 */
export async function reportRowsQuery(run: ReportRun): Promise<Query> {
  const pr = await prepare(run);
  const params = new SqlParams();
  const { sql: rows, rollup } = rowsQuery(pr, params);
  const late = lateOf(pr, params, rollup);
  const sql = late
    ? `WITH page AS (${rows})
       SELECT ${fieldList(run.def, late.fields)} FROM page
         JOIN (${late.sql}) late ON late."${run.def.rowId}" = page."${run.def.rowId}"`
    : rows;
  const { from, to } = run.scope;
  return { sql, params: params.values, range: from && to ? { from, to } : null };
}

/** The totals per currency and the number of rows. */
async function totalsOf(pr: Prepared): Promise<{ total: number; totals: ReportTotals[] }> {
  const { run } = pr;
  const params = new SqlParams();
  let sql = pr.plan?.totals && pr.input ? pr.plan.totals(pr.input, params) : null;
  if (!sql) {
    const rows = rowsQuery(pr, params).sql;
    const columns = run.def.fields
      .filter((f) => f.total)
      .map((f) => {
        const rule = f.total!;
        if (rule === 'count') return `count(*)::int AS "${f.id}"`;
        if (rule === 'sum') return `sum(q."${f.id}")::text AS "${f.id}"`;
        const [top, bottom] = rule.ratio;
        return `(sum(q."${top}") / nullif(sum(q."${bottom}"), 0))::float8 AS "${f.id}"`;
      });
    sql = `SELECT q.currency, count(*)::int AS rows${columns.map((c) => `, ${c}`).join('')}
             FROM (${rows}) q GROUP BY q.currency ORDER BY q.currency`;
  }
  const result = await run.db.query<Record<string, unknown>>(sql, params.values, { signal: run.signal });
  const totals = result.rows.map((raw) => {
    const out: ReportTotals = { currency: (raw.currency as string | null) ?? null, rows: Number(raw.rows) };
    for (const f of run.def.fields) {
      if (!f.total) continue;
      const value = raw[f.id];
      out[f.id] =
        value === null || value === undefined
          ? null
          : f.total === 'sum'
            ? money(value as string)
            : Number(value);
    }
    return out;
  });
  return { total: totals.reduce((sum, t) => sum + t.rows, 0), totals };
}

/** One page of rows. */
async function pageOf(pr: Prepared, page: PageRequest): Promise<ReportRow[]> {
  const { run } = pr;
  const custom = pr.input ? ROLLUP_PAGES[run.def.key] : undefined;
  if (custom && pr.input) {
    const rows = await custom(run, pr.input, page, (extra) => genericPage(pr, page, extra));
    if (rows) return rows.map((r) => toRow(run.def, r));
  }
  return (await genericPage(pr, page)).map((r) => toRow(run.def, r));
}

/** A page from the report's rows SQL (with an extra condition on its rows `q`), late fields added. */
async function genericPage(
  pr: Prepared,
  page: PageRequest,
  extra?: (q: string, params: SqlParams) => string,
): Promise<Record<string, unknown>[]> {
  const { run } = pr;
  const params = new SqlParams();
  const { sql: all, rollup } = rowsQuery(pr, params);
  const rows = extra ? `SELECT * FROM (${all}) x WHERE ${extra('x', params)}` : all;
  const late = lateOf(pr, params, rollup);
  const limit = `LIMIT ${Math.trunc(page.pageSize)} OFFSET ${Math.trunc(page.pageIndex * page.pageSize)}`;
  let sql: string;
  if (!late) sql = `SELECT * FROM (${rows}) page ${orderBy(run.def, page.sort, 'page')} ${limit}`;
  else {
    const sortField = page.sort?.replace(/^-/, '');
    // ordered by a late field, every row needs it; else only the page's rows
    const paged = sortField && late.fields.has(sortField) ? 'all' : 'page';
    sql =
      paged === 'all'
        ? `WITH page AS (${rows})
           SELECT ${fieldList(run.def, late.fields)} FROM page
             JOIN (${late.sql}) late ON late."${run.def.rowId}" = page."${run.def.rowId}"
            ${orderBy(run.def, page.sort, 'page', (column) => (late.fields.has(column) ? 'late' : 'page'))} ${limit}`
        : `WITH page AS (SELECT * FROM (${rows}) page ${orderBy(run.def, page.sort, 'page')} ${limit})
           SELECT ${fieldList(run.def, late.fields)} FROM page
             JOIN (${late.sql}) late ON late."${run.def.rowId}" = page."${run.def.rowId}"
            ${orderBy(run.def, page.sort, 'page')}`;
  }
  const result = await run.db.query<Record<string, unknown>>(sql, params.values, { signal: run.signal });
  return result.rows;
}

/** One page of the report, the number of its rows and its totals per currency. */
export async function runReport(
  run: ReportRun,
  page: PageRequest,
): Promise<{ rows: ReportRow[]; total: number; totals: ReportTotals[] }> {
  const pr = await prepare(run);
  const { total, totals } = await totalsOf(pr);
  const rows = total > 0 ? await pageOf(pr, page) : [];
  return { rows, total, totals };
}

export type { Query };
