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
  /** The period the rows lie in (instants, ISO; `to` excluded), when the report is dated. */
  range?: { from: string; to: string } | null;
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

/** The condition of the rows after `after` in `order`, and of none beyond the instant `stop`. */
function seekWhere(
  order: SeekOrder,
  params: unknown[],
  after: SeekPoint | null,
  stop: string | null,
): string {
  const key = `q."${order.column}"`;
  const where: string[] = [];
  if (after) {
    params.push(after.key, after.seq);
    const [k, t] = [`$${params.length - 1}::timestamptz`, `$${params.length}::bigint`];
    where.push(
      order.desc
        ? `${key} <= ${k} AND (${key} < ${k} OR q."_seq" > ${t})`
        : `${key} >= ${k} AND (${key} > ${k} OR q."_seq" > ${t})`,
    );
  }
  if (stop) where.push(`${key} ${order.desc ? '>=' : '<'} $${params.push(stop)}::timestamptz`);
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

/**
 * One batch of the CSV's rows in a seek order: the first `limit` rows after `after` (from the start
 * when null), none beyond the instant `stop` (newest first: none before it; oldest first: none at or
 * after it; null: no such bound), each with its seek point (`_seekKey`, `_seekSeq`) unless `points` is
 * false. The condition on the instant is a range its index reads from the seek point on, so each batch
 * costs its own rows, not the ones before.
 */
export function csvSeekQuery(
  def: ReportDefinition,
  query: Query,
  order: SeekOrder,
  lng: ReportLanguage,
  timeZone: string,
  after: SeekPoint | null,
  limit: number,
  { stop = null, points = true }: { stop?: string | null; points?: boolean } = {},
): Query {
  const params = [...query.params];
  const line = csvLineSql(def, lng, timeZone, params);
  const key = `q."${order.column}"`;
  const seek = points ? `, ${key}::text AS "_seekKey", q."_seq"::text AS "_seekSeq"` : '';
  const where = seekWhere(order, params, after, stop);
  return {
    sql: `SELECT ${line} AS line${seek} FROM (${query.sql}) q ${where} ${orderBy(def, order.desc ? `-${order.column}` : order.column)} LIMIT ${Math.trunc(limit)}`,
    params,
  };
}

/** The seek point of the `nth` row (1-based) after `after` and before `stop` in `order`: `_seekKey`, `_seekSeq`. */
export function seekPointQuery(
  def: ReportDefinition,
  query: Query,
  order: SeekOrder,
  after: SeekPoint | null,
  stop: string | null,
  nth: number,
): Query {
  const params = [...query.params];
  const key = `q."${order.column}"`;
  const where = seekWhere(order, params, after, stop);
  return {
    sql: `SELECT ${key}::text AS "_seekKey", q."_seq"::text AS "_seekSeq" FROM (${query.sql}) q ${where} ${orderBy(def, order.desc ? `-${order.column}` : order.column)} OFFSET ${Math.trunc(nth) - 1} LIMIT 1`,
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
  /**
   * Whether the next batch may use the database's parallel workers (PostgreSQL, an export read in
   * windows of time): false while people's requests come in, so the export leaves them the processors.
   */
  parallel?: () => boolean;
  /** The rows a window of time aims at, and the rows of the first batch (CSV_WINDOW_ROWS, CSV_FIRST_ROWS). */
  windowRows?: number;
  firstRows?: number;
}

/** The sequences below and above every row's (a bound's seek point, before or after all at its instant). */
const BIGINT_MIN = '-9223372036854775808';
const BIGINT_MAX = '9223372036854775807';

/** The rows of a window handed on at a time as the database sends them (PostgreSQL). */
export const CSV_STREAM_ROWS = 500;

/**
 * The rows a window of time of a CSV export aims at (PostgreSQL): some 0.8 s of work at ten million
 * rounds. Each window costs a plan, its workers' start and the players' hash; larger windows wasted
 * less of the export on them (100 000 rows: 34 s for the 90 days; 250 000: 31 s; 500 000: 30 s).
 */
export const CSV_WINDOW_ROWS = 250_000;
/** The rows of the first batch of an export read in windows of time: they come at once. */
export const CSV_FIRST_ROWS = 5000;
/** A window is at most this many times as long as the one before it. */
const CSV_WINDOW_GROWTH = 4;

/**
 * The length (ms) of the next window of time: as long as held CSV_WINDOW_ROWS rows at the density of
 * the rows before (`rows` over `covered` ms), at most CSV_WINDOW_GROWTH times `span` (the last window's
 * length; 0 after the first batch) and at least a minute.
 */
export function nextWindowSpan(
  span: number,
  rows: number,
  covered: number,
  aim: number = CSV_WINDOW_ROWS,
): number {
  const fit = rows > 0 ? (aim * Math.max(covered, 1)) / rows : Infinity;
  const most = span > 0 ? span * CSV_WINDOW_GROWTH : Infinity;
  const next = Math.min(fit, most);
  return Math.max(60_000, Math.round(Number.isFinite(next) ? next : 86_400_000));
}

/** A batch to read: its limit, its bound, whether its rows carry their seek points. */
interface BatchShape {
  limit: number;
  stop: string | null;
  points: boolean;
}
/**
 * The batch just read: its shape, where it went on from, how many rows it held, its first and last
 * rows, and its rows unless they were handed on as they came (a stream).
 */
interface ReadBatch extends BatchShape {
  after: SeekPoint | null;
  count: number;
  head?: CsvRow;
  tail?: CsvRow;
  rows: CsvBatch;
}

/** How the batches of an export in a seek order are read. */
interface SeekPlan {
  /** The shape of the batch after `last` (null: the first batch). */
  next(last: ReadBatch | null): BatchShape;
  /** Settings of each batch's statement (SET LOCAL …). */
  settings(): string[];
}

/**
 * Embedded database: batches of `size` rows read in the order of the time index, never a sort of the
 * scope's remaining rows per batch: the database takes an agent and the agents below it for a few rows,
 * and would sort every round of the period each time (a batch a few milliseconds instead of a few
 * hundred).
 */
const indexBatches = (size: number): SeekPlan => ({
  next: () => ({ limit: size, stop: null, points: true }),
  settings: () => ['SET LOCAL enable_sort = off'],
});

/** The instant of a row's seek key in milliseconds (the key as the database writes it in ISO style). */
const keyMs = (row: CsvRow | undefined) => Date.parse(String(row?._seekKey));

/**
 * PostgreSQL, a dated report: the first CSV_FIRST_ROWS rows as the index gives them (at once), then a
 * window of time per statement, each sized from the density of the rows before it to some
 * CSV_WINDOW_ROWS rows. Such a statement is planned as COPY's is: the database reads and formats the
 * window with its parallel workers and sorts it in memory (a cursor never runs in parallel and, planned
 * for its first rows, looks each row's player up one by one: it streamed at a third of COPY's speed).
 * A batch holds at most twice CSV_WINDOW_ROWS rows, so a quiet stretch followed by a busy one never
 * brings more at once: the rest of that window is the next batch. The window that reaches the end of
 * the period has no bound (a row outside the period is never lost).
 */
function timeWindows(order: SeekOrder, range: { from: string; to: string }, options: BatchOptions): SeekPlan {
  const dir = order.desc ? -1 : 1;
  const end = Date.parse(order.desc ? range.from : range.to);
  const { windowRows = CSV_WINDOW_ROWS, firstRows = CSV_FIRST_ROWS } = options;
  let windows = false;
  // the window under way: its bound, its length, the rows it held so far
  let stop = 0;
  let span = 0;
  let held = 0;
  /** The window of `length` ms from the instant `at` on. */
  const open = (at: number, length: number) => {
    [span, stop, held] = [length, at + dir * length, 0];
  };
  return {
    next(last) {
      if (!last) return { limit: firstRows, stop: null, points: true };
      if (!windows) {
        windows = true;
        const [a, b] = [keyMs(last.head), keyMs(last.tail)];
        open(b, nextWindowSpan(0, last.count, Math.abs(b - a), windowRows));
      } else {
        held += last.count;
        // a batch that was not full ends its window
        if (last.count < last.limit) open(stop, nextWindowSpan(span, held, span, windowRows));
      }
      const past = dir < 0 ? stop <= end : stop >= end;
      return { limit: 2 * windowRows, stop: past ? null : new Date(stop).toISOString(), points: false };
    },
    settings: () => [
      `SET LOCAL DateStyle = 'ISO, MDY'`,
      // a window's sort in memory (some 15 MB for each of its three processes), whatever the server's default
      `SET LOCAL work_mem = '64MB'`,
      ...(options.statementTimeoutMs
        ? [`SET LOCAL statement_timeout = ${Math.trunc(options.statementTimeoutMs)}`]
        : []),
      ...(options.parallel && !options.parallel() ? ['SET LOCAL max_parallel_workers_per_gather = 0'] : []),
    ],
  };
}

/**
 * Every CSV row of a report (`query`: its rows in no order) in its order, in batches: `onBatch` is
 * awaited before the batch after the next is asked for. An order a seek can follow (a never-null
 * instant, then the row's sequence) is read a batch per statement, each going on from the last row:
 * on the embedded database, whose one connection runs one statement at a time, in short batches
 * (indexBatches: the console's requests go in between; a cursor there would compute the whole export
 * in its first statement); on PostgreSQL, a dated report in windows of time (timeWindows). Every other
 * export reads a cursor (forEachBatch): a sort on another column (an amount, a name) has the database
 * order the whole export before its first row.
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
  const order = seekOrder(def, sort);
  const plan = !order
    ? null
    : db.kind === 'pglite'
      ? indexBatches(batchSize)
      : query.range
        ? timeWindows(order, query.range, options)
        : null;
  if (!order || !plan)
    return forEachBatch(db, csvQuery(def, query, sort, lng, timeZone), batchSize, onBatch, options);
  const inTransaction = <T>(fn: (tx: Queryable) => Promise<T>) =>
    db.transaction(async (tx) => {
      for (const setting of plan.settings()) await tx.query(setting);
      return fn(tx);
    });
  /**
   * The batch after `last`, from `after` on: its rows handed to `hand` as they come when the database
   * can stream them (PostgreSQL), else read whole.
   */
  const fetch = async (
    after: SeekPoint | null,
    last: ReadBatch | null,
    hand?: (rows: CsvBatch) => Promise<void>,
  ): Promise<ReadBatch> => {
    const shape = plan.next(last);
    const { limit, stop, points } = shape;
    const batch = csvSeekQuery(def, query, order, lng, timeZone, after, limit, { stop, points });
    const read: ReadBatch = { ...shape, after, count: 0, rows: [] };
    await inTransaction(async (tx) => {
      if (hand && tx.stream) {
        read.count = await tx.stream(
          batch.sql,
          batch.params,
          CSV_STREAM_ROWS,
          async (group) => {
            const rows: CsvBatch = points
              ? group.map(([line, key, seq]) => ({ line, _seekKey: key, _seekSeq: seq }) as CsvRow)
              : group.map(([line]) => ({ line }) as CsvRow);
            read.head ??= rows[0];
            read.tail = rows[rows.length - 1];
            await hand(rows);
          },
          { signal: options.signal },
        );
        return;
      }
      read.rows = (await tx.query<CsvRow>(batch.sql, batch.params, { signal: options.signal })).rows;
      [read.count, read.head, read.tail] = [read.rows.length, read.rows[0], read.rows[read.rows.length - 1]];
    });
    return read;
  };
  /** Where the batch after `read` goes on from. */
  const pointAfter = async (read: ReadBatch): Promise<SeekPoint> => {
    if (read.points) return { key: String(read.tail!._seekKey), seq: String(read.tail!._seekSeq) };
    // a window read whole: every row up to its bound (the bound's own instant in, newest first)
    if (read.count < read.limit) return { key: read.stop!, seq: order.desc ? BIGINT_MAX : BIGINT_MIN };
    // a window cut by its limit (a busy stretch after a quiet one): its last row's point, asked for
    const q = seekPointQuery(def, query, order, read.after, read.stop, read.limit);
    const [point] = await inTransaction(
      async (tx) => (await tx.query<CsvRow>(q.sql, q.params, { signal: options.signal })).rows,
    );
    return { key: String(point._seekKey), seq: String(point._seekSeq) };
  };
  // the export is over after a batch without a bound that was not full
  const over = (read: ReadBatch) => read.count < read.limit && read.stop === null;
  if (db.kind === 'postgres') {
    // windows of time: each window's rows written as the database sends them (bounded memory)
    let after: SeekPoint | null = null;
    let last: ReadBatch | null = null;
    for (;;) {
      if (after) await options.beforeFetch?.();
      const read = await fetch(after, last, onBatch);
      if (read.rows.length) await onBatch(read.rows);
      if (over(read)) return;
      [after, last] = [await pointAfter(read), read];
    }
  }
  let next = fetch(null, null);
  for (;;) {
    const read = await next;
    const done = over(read);
    if (!done) {
      // the next batch is read while this one is formatted and written
      next = pointAfter(read).then(async (after) => {
        // each batch but the first once the requests under way have been answered
        await options.beforeFetch?.();
        return fetch(after, read);
      });
      next.catch(() => undefined);
    }
    if (read.rows.length) await onBatch(read.rows);
    if (done) return;
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
