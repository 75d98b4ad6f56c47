/**
 * The report framework on the server: from a definition (src/core/areas/reports/definitions.ts), its
 * SQL (./report-sql.ts) and the request, one page of rows sorted on the server, the number of rows and the
 * totals per currency; and every row in batches from a database cursor for the CSV export, so a report
 * of any size streams with bounded memory.
 */
import { randomBytes } from 'node:crypto';
import type { ReportDefinition } from '../../core/areas/reports/definitions';
import { sortableFields } from '../../core/areas/reports/definitions';
import type { ReportRow, ReportTotals } from '../../core/areas/reports/contract';
import type { Queryable } from '../db';
import { money } from '../money';
import { SqlParams, type ReportScope } from './kinds';
import { REPORT_SQL } from './report-sql';

/** Filters every report applies on its rows' own fields. */
export interface ReportFilters {
  /** The rows of one casino (`id`), or played outside any casino (`id` null); null: every casino. */
  casino: { id: string | null } | null;
  currency: string | null;
  playerId: string | null;
  /** The games asked for (a family, a game, or both); null: every game. */
  gameIds: number[] | null;
  /** A channel code, a game technology code; null (or absent): every one. */
  channel?: number | null;
  technology?: number | null;
  /** One cafe; null (or absent): every cafe. */
  posId?: string | null;
}

export interface Query {
  sql: string;
  params: unknown[];
}

/** The report's rows as one query: its SQL with the filters on its output. */
export function reportQuery(def: ReportDefinition, scope: ReportScope, filters: ReportFilters): Query {
  const params = new SqlParams();
  const inner = REPORT_SQL[def.key](scope, params);
  const fields = new Set(def.fields.map((f) => f.id));
  const where: string[] = [];
  if (filters.casino && fields.has('casinoId'))
    where.push(
      filters.casino.id === null ? 'q."casinoId" IS NULL' : `q."casinoId" = ${params.add(filters.casino.id)}`,
    );
  if (filters.currency && fields.has('currency')) where.push(`q.currency = ${params.add(filters.currency)}`);
  if (filters.playerId && fields.has('playerId'))
    where.push(`q."playerId" = ${params.add(filters.playerId)}`);
  if (filters.gameIds && fields.has('externalGameId'))
    where.push(`q."externalGameId" = ANY(${params.add(filters.gameIds)}::int[])`);
  if (filters.channel != null && fields.has('channel'))
    where.push(`q.channel = ${params.add(filters.channel)}::int`);
  if (filters.posId && fields.has('posId')) where.push(`q."posId" = ${params.add(filters.posId)}`);
  if (filters.technology != null && fields.has('technology'))
    where.push(`q.technology = ${params.add(filters.technology)}::int`);
  return {
    sql: `SELECT * FROM (${inner}) q${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
    params: params.values,
  };
}

/** ORDER BY the sort asked for (a sortable field, else the definition's), then the row id. */
export function orderBy(def: ReportDefinition, sort: string | undefined): string {
  const desc = sort ? sort.startsWith('-') : def.sort.desc;
  const field = sort ? sort.replace(/^-/, '') : def.sort.id;
  const column = sortableFields(def).includes(field) ? field : def.sort.id;
  return `ORDER BY "${column}" ${desc ? 'DESC' : 'ASC'} NULLS LAST, "${def.rowId}" ASC`;
}

/** A database row as the contract gives it: amounts as numbers, instants as ISO text. */
export function toRow(def: ReportDefinition, raw: Record<string, unknown>): ReportRow {
  const row: ReportRow = {};
  for (const f of def.fields) {
    const value = raw[f.id];
    switch (f.type) {
      case 'money':
        row[f.id] = money(value as string);
        break;
      case 'count':
      case 'duration':
        row[f.id] = Number(value ?? 0);
        break;
      case 'channel':
      case 'technology':
        // a round played outside any session has neither
        row[f.id] = value === null || value === undefined ? null : Number(value);
        break;
      case 'percent':
        row[f.id] = value === null || value === undefined ? null : Number(value);
        break;
      case 'dateTime':
        row[f.id] = value ? new Date(value as string).toISOString() : null;
        break;
      default:
        row[f.id] = value === null || value === undefined ? null : String(value);
    }
  }
  return row;
}

/** One page of the report. */
export async function reportPage(
  db: Queryable,
  def: ReportDefinition,
  query: Query,
  page: { pageIndex: number; pageSize: number; sort?: string },
  signal?: AbortSignal,
): Promise<ReportRow[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT * FROM (${query.sql}) page ${orderBy(def, page.sort)}
      LIMIT ${Math.trunc(page.pageSize)} OFFSET ${Math.trunc(page.pageIndex * page.pageSize)}`,
    query.params,
    { signal },
  );
  return rows.map((r) => toRow(def, r));
}

/** The totals per currency (each totalled column summed, counted or divided) and the number of rows. */
export async function reportTotals(
  db: Queryable,
  def: ReportDefinition,
  query: Query,
  signal?: AbortSignal,
): Promise<{ total: number; totals: ReportTotals[] }> {
  const columns = def.fields
    .filter((f) => f.total)
    .map((f) => {
      const rule = f.total!;
      if (rule === 'count') return `count(*)::int AS "${f.id}"`;
      if (rule === 'sum') return `sum(q."${f.id}")::text AS "${f.id}"`;
      const [top, bottom] = rule.ratio;
      return `(sum(q."${top}") / nullif(sum(q."${bottom}"), 0))::float8 AS "${f.id}"`;
    });
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT q.currency, count(*)::int AS rows${columns.map((c) => `, ${c}`).join('')}
       FROM (${query.sql}) q GROUP BY q.currency ORDER BY q.currency`,
    query.params,
    { signal },
  );
  const totals = rows.map((raw) => {
    const out: ReportTotals = { currency: (raw.currency as string | null) ?? null, rows: Number(raw.rows) };
    for (const f of def.fields) {
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

/**
 * The report's columns as the CSV writes them, computed by the database (no per-row parsing of amounts
 * and dates in JavaScript): amounts with two decimals, percentages with one, instants in the time zone
 * as 'DD/MM/YY HH24:MI:SS' (the console's date format), everything else as text; plus the game id of a
 * game column (for its name in the language).
 */
export function csvQuery(
  def: ReportDefinition,
  query: Query,
  sort: string | undefined,
  timeZone: string,
): Query {
  const params = [...query.params];
  const hasDates = def.fields.some((f) => f.type === 'dateTime' && !f.hidden);
  if (hasDates) params.push(timeZone);
  const zone = `$${params.length}`;
  const columns = def.fields
    .filter((f) => !f.hidden || (f.id === 'externalGameId' && def.fields.some((g) => g.type === 'game')))
    .map((f) => {
      const c = `q."${f.id}"`;
      switch (f.type) {
        case 'money':
          return `round(${c}, 2)::text AS "${f.id}"`;
        case 'percent':
          return `round(${c} * 100, 1)::text AS "${f.id}"`;
        case 'dateTime':
          return `to_char(${c} AT TIME ZONE ${zone}::text, 'DD/MM/YY HH24:MI:SS') AS "${f.id}"`;
        default:
          return `${c}::text AS "${f.id}"`;
      }
    });
  return { sql: `SELECT ${columns.join(', ')} FROM (${query.sql}) q ${orderBy(def, sort)}`, params };
}

/**
 * Every row of a query, in batches from a database cursor: `onBatch` is awaited before the next batch is
 * fetched (the CSV stream waits for the client there). PGlite: a cursor WITH HOLD outside any
 * transaction (its one connection serves other requests between batches); PostgreSQL: a cursor in a
 * transaction on the report's own connection, whose statements may take up to `statementTimeoutMs`
 * (an export outlives the report connections' usual statement timeout). `signal` cancels the statement
 * running when it aborts (the export's deadline, a client gone) and stops the loop.
 */
export async function forEachBatch(
  db: Queryable,
  query: Query,
  batchSize: number,
  onBatch: (rows: Record<string, string | null>[]) => Promise<void>,
  options: { signal?: AbortSignal; statementTimeoutMs?: number } = {},
): Promise<void> {
  const { signal } = options;
  const cursor = `report_${randomBytes(8).toString('hex')}`;
  const drain = async (conn: Queryable) => {
    for (;;) {
      const { rows } = await conn.query<Record<string, string | null>>(
        `FETCH ${batchSize} FROM ${cursor}`,
        [],
        {
          signal,
        },
      );
      if (rows.length === 0) return;
      await onBatch(rows);
      if (rows.length < batchSize) return;
    }
  };
  if (db.kind === 'postgres') {
    await db.transaction(async (tx) => {
      if (options.statementTimeoutMs)
        await tx.query(`SET LOCAL statement_timeout = ${Math.trunc(options.statementTimeoutMs)}`);
      await tx.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${query.sql}`, query.params, { signal });
      await drain(tx);
    });
    return;
  }
  await db.query(`DECLARE ${cursor} NO SCROLL CURSOR WITH HOLD FOR ${query.sql}`, query.params, { signal });
  try {
    await drain(db);
  } finally {
    await db.query(`CLOSE ${cursor}`).catch(() => undefined);
  }
}
