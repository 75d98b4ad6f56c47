/**
 * The report framework's pieces on the server: the filters of a request, the order of a report's rows,
 * a database row as the contract gives it, and every row in batches from a database cursor for the CSV
 * export, so a report of any size streams with bounded memory (./engine.ts runs a report).
 */
import { randomBytes } from 'node:crypto';
import type { ReportDefinition, ReportKey } from '../../core/areas/reports/definitions';
import { sortableFields } from '../../core/areas/reports/definitions';
import type { ReportRow } from '../../core/areas/reports/contract';
import type { Queryable } from '../db';
import { money } from '../money';
import { csvLineSql } from './csv-lines';
import type { ReportLanguage } from './i18n';
import type { SqlParams } from './kinds';

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

/** The filters every report applies on its rows' own fields, on an SQL of its rows. */
export function withFilters(
  def: ReportDefinition,
  inner: string,
  params: SqlParams,
  filters: ReportFilters,
): string {
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
  return `SELECT * FROM (${inner}) q${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
}

export interface Query {
  sql: string;
  params: unknown[];
}

/**
 * The reports whose rows carry a numeric sequence `_seq` (bet id, session id) that breaks ties of
 * their order, as their indexes do; the others break ties by their row id.
 */
const SEQUENCED: ReadonlySet<ReportKey> = new Set(['game-history', 'player-sessions', 'pending-games']);
export const hasSequence = (def: ReportDefinition) => SEQUENCED.has(def.key);

/**
 * Sort columns that are never null (an instant every round or session has): their order is written
 * without NULLS LAST, so that, newest first, it is the order of their time indexes (which keep
 * nulls first when descending) and the database can read the rows in it instead of sorting them.
 */
const NEVER_NULL: Partial<Record<ReportKey, readonly string[]>> = {
  'game-history': ['betTime'],
  'player-sessions': ['startedAt'],
  'pending-games': ['betTime'],
};

/**
 * ORDER BY the sort asked for (a sortable field, else the definition's), then the row's sequence or id,
 * on the columns of the FROM item `alias` (the values, never an output column of the same name: a
 * formatted date or amount sorts as what it is); `aliasOf` may name another item for some columns.
 */
export function orderBy(
  def: ReportDefinition,
  sort: string | undefined,
  alias = 'q',
  aliasOf: (column: string) => string = () => alias,
): string {
  const desc = sort ? sort.startsWith('-') : def.sort.desc;
  const field = sort ? sort.replace(/^-/, '') : def.sort.id;
  const column = sortableFields(def).includes(field) ? field : def.sort.id;
  const tie = hasSequence(def) ? '_seq' : def.rowId;
  const nulls = NEVER_NULL[def.key]?.includes(column) ? '' : ' NULLS LAST';
  return `ORDER BY ${aliasOf(column)}."${column}" ${desc ? 'DESC' : 'ASC'}${nulls}, ${alias}."${tie}" ASC`;
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

/**
 * The report's CSV lines in its order (or the sort asked for), one column `line` each, made by the
 * database (./csv-lines.ts): the order is taken on the values (dates as instants, amounts as numbers),
 * the cells are written after it.
 */
export function csvQuery(
  def: ReportDefinition,
  query: Query,
  sort: string | undefined,
  lng: ReportLanguage,
  timeZone: string,
): Query {
  const params = [...query.params];
  const line = csvLineSql(def, lng, timeZone, params);
  return { sql: `SELECT ${line} AS line FROM (${query.sql}) q ${orderBy(def, sort)}`, params };
}

/** An order a seek can follow: a never-null instant (NEVER_NULL), then the row's sequence. */
export interface SeekOrder {
  column: string;
  desc: boolean;
}

/** The report's order (or the sort asked for) as a seek can follow it, or null. */
export function seekOrder(def: ReportDefinition, sort: string | undefined): SeekOrder | null {
  if (!hasSequence(def)) return null;
  const desc = sort ? sort.startsWith('-') : def.sort.desc;
  const field = sort ? sort.replace(/^-/, '') : def.sort.id;
  const column = sortableFields(def).includes(field) ? field : def.sort.id;
  return NEVER_NULL[def.key]?.includes(column) ? { column, desc } : null;
}

/** Where a seek goes on from: the last row's instant (as the database writes it) and sequence. */
export interface SeekPoint {
  key: string;
  seq: string;
}

/**
 * One batch of the CSV's rows in a seek order: the first `limit` rows after `after` (from the start
 * when null), each with its seek point (`_seekKey`, `_seekSeq`). The condition on the instant is a
 * range its index reads from the seek point on, so each batch costs its own rows, not the ones before.
 */
export function csvSeekQuery(
  def: ReportDefinition,
  query: Query,
  order: SeekOrder,
  lng: ReportLanguage,
  timeZone: string,
  after: SeekPoint | null,
  limit: number,
): Query {
  const params = [...query.params];
  const line = csvLineSql(def, lng, timeZone, params);
  const key = `q."${order.column}"`;
  let where = '';
  if (after) {
    params.push(after.key, after.seq);
    const [k, t] = [`$${params.length - 1}::timestamptz`, `$${params.length}::bigint`];
    where = order.desc
      ? `WHERE ${key} <= ${k} AND (${key} < ${k} OR q."_seq" > ${t})`
      : `WHERE ${key} >= ${k} AND (${key} > ${k} OR q."_seq" > ${t})`;
  }
  const seek = `${key}::text AS "_seekKey", q."_seq"::text AS "_seekSeq"`;
  return {
    sql: `SELECT ${line} AS line, ${seek} FROM (${query.sql}) q ${where} ${orderBy(def, order.desc ? `-${order.column}` : order.column)} LIMIT ${Math.trunc(limit)}`,
    params,
  };
}

type CsvRow = Record<string, string | null>;
type CsvBatch = CsvRow[];
interface BatchOptions {
  signal?: AbortSignal;
  statementTimeoutMs?: number;
  /** Awaited before each batch but the first is asked for (an export giving way to people's requests). */
  beforeFetch?: () => Promise<unknown>;
}

/**
 * Every CSV row of a report (`query`: its rows in no order) in its order, in batches: `onBatch` is
 * awaited before the batch after the next is asked for. On the embedded database, whose one
 * connection runs one statement at a time, an order a seek can follow is read a batch per statement
 * (each short, so the console's requests go in between; read from the time index, which scans more
 * rounds than a small agent's own but never sorts the period); a cursor there would compute the whole
 * export in its first statement. Every other export reads a cursor (forEachBatch).
 */
export async function forEachCsvBatch(
  db: Queryable,
  def: ReportDefinition,
  query: Query,
  sort: string | undefined,
  lng: ReportLanguage,
  timeZone: string,
  batchSize: number,
  onBatch: (rows: CsvBatch) => Promise<void>,
  options: BatchOptions = {},
): Promise<void> {
  const order = db.kind === 'pglite' ? seekOrder(def, sort) : null;
  if (!order) return forEachBatch(db, csvQuery(def, query, sort, lng, timeZone), batchSize, onBatch, options);
  const fetch = async (after: SeekPoint | null) => {
    if (after) await options.beforeFetch?.();
    const batch = csvSeekQuery(def, query, order, lng, timeZone, after, batchSize);
    // the rows in the order of the time index, never a sort of the scope's remaining rows per batch:
    // the database takes an agent and the agents below it for a few rows, and would sort every round
    // of the period each time (a batch a few milliseconds instead of a few hundred)
    return db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_sort = off');
      const { rows } = await tx.query<CsvRow>(batch.sql, batch.params, { signal: options.signal });
      return rows;
    });
  };
  let next = fetch(null);
  for (;;) {
    const rows = await next;
    if (rows.length === 0) return;
    const more = rows.length === batchSize;
    if (more) {
      const last = rows[rows.length - 1];
      // the next batch is read while this one is formatted and written
      next = fetch({ key: String(last._seekKey), seq: String(last._seekSeq) });
      next.catch(() => undefined);
    }
    await onBatch(rows);
    if (!more) return;
  }
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
  options: {
    signal?: AbortSignal;
    statementTimeoutMs?: number;
    /** Awaited before each batch but the first is asked for (an export giving way to people's requests). */
    beforeFetch?: () => Promise<unknown>;
  } = {},
): Promise<void> {
  const { signal } = options;
  const cursor = `report_${randomBytes(8).toString('hex')}`;
  // once the rows are drained (or the batch handed on failed), a batch still waiting to be asked for
  // is not: its connection may be back in the pool
  let drained = false;
  const fetch = async (conn: Queryable, first = false) => {
    if (!first) await options.beforeFetch?.();
    if (drained) return { rows: [] as Record<string, string | null>[] };
    return conn.query<Record<string, string | null>>(`FETCH ${batchSize} FROM ${cursor}`, [], { signal });
  };
  // the next batch is asked for before this one is handed on, so the database reads it while the
  // batch is formatted and written (the export takes the longer of the two, not their sum)
  const drain = async (conn: Queryable) => {
    try {
      let next = fetch(conn, true);
      for (;;) {
        const { rows } = await next;
        if (rows.length === 0) return;
        const more = rows.length === batchSize;
        if (more) {
          next = fetch(conn);
          // a failure of the batch asked ahead is seen when it is awaited, not as an unhandled rejection
          next.catch(() => undefined);
        }
        await onBatch(rows);
        if (!more) return;
      }
    } finally {
      drained = true;
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
