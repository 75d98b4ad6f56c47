/**
 * The server's one database interface. PGlite (PostgreSQL compiled to WASM) is the embedded
 * default; an operator points DATABASE_URL at a PostgreSQL server to scale out. Both speak the
 * same SQL dialect, so every query in src/server is written once.
 *
 * - PGlite (src/server/db-pglite.ts) runs in a worker thread of its own, so a long statement never
 *   holds the HTTP thread; its one connection serves the console's requests before the reports'.
 * - PostgreSQL (src/server/db-postgres.ts) has two pools per process: one for the console's ordinary
 *   requests and one for reports, whose connections carry statement and idle-in-transaction
 *   timeouts; a report can never take the last connection a sign-in needs. Waiting longer than the
 *   acquisition timeout for a connection is a ServerBusy (503, Retry-After). A statement is cancelled
 *   with PostgreSQL's cancel request on a short connection of its own (never through a pool), and a
 *   connection goes back to its pool only once its statement is known to have ended.
 *
 * Numeric columns come back as strings (exact); use `money()` from ./money.ts to turn them into
 * JSON numbers with two decimals.
 */
import type { DatabaseLimits } from './limits';
import { DEFAULT_DATABASE_LIMITS } from './limits';

export interface QueryOptions {
  /**
   * Stops the query when aborted, and the call rejects with a `QueryAborted`. PostgreSQL: the server
   * cancels the running statement. PGlite: a statement not started yet is never run; one already
   * running in the worker runs to its end (its answer is dropped).
   */
  signal?: AbortSignal;
}

/** The error of a query whose signal was aborted. */
export class QueryAborted extends Error {
  constructor() {
    super('The query was cancelled');
    this.name = 'QueryAborted';
  }
}

/** What can run statements: the database, a transaction, a report session. */
export interface Queryable {
  readonly kind: 'pglite' | 'postgres';
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
  /** Runs `fn` inside BEGIN/COMMIT (ROLLBACK on throw). Nested calls reuse the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
}

export interface Db extends Queryable {
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * LISTENs on `channel`: `onPayload` gets each notification's payload (sent by NOTIFY, delivered once
   * the notifying transaction has committed). With PostgreSQL a dedicated connection listens, and
   * reconnects with backoff when it is lost; notifications sent meanwhile are lost, so `onReconnect`
   * is called once it listens again, for the caller to catch up from the tables. Resolves with the
   * function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<Unlisten>;
  /**
   * A connection for one report, held until `release()`: PostgreSQL takes it from the reports' own
   * pool (ServerBusy 503 when none comes free within the acquisition timeout); PGlite runs its
   * statements after the console's. `signal` gives up waiting for it.
   */
  reportSession(signal?: AbortSignal): Promise<ReportSession>;
  /**
   * PGlite: a console request (a sign-in, a list, a form; not a report) has started; its statements go
   * before the reports' until the returned function says it ended (src/server/pglite-worker.mjs).
   * PostgreSQL has separate pools instead.
   */
  consoleRequest?(): () => void;
  /** The connections in use and waited for, per pool (what a test checks after a storm of cancels). */
  poolStats(): PoolStats;
  /**
   * PGlite with a data directory: a tar of that directory (uncompressed), taken after a checkpoint and
   * between transactions (the database's worker runs nothing else meanwhile): a consistent copy while
   * the server runs, that `openDb(dir, tarball)` opens again (backups: src/server/data-folder).
   */
  dumpDataDir?(): Promise<Uint8Array<ArrayBuffer>>;
  /** Ends every connection (PGlite: flushes and closes its data directory, then ends its worker). */
  close(): Promise<void>;
}

export interface ReportSession extends Queryable {
  /**
   * Takes the lock `name` if it is free, without waiting; it is held until the session ends.
   * PostgreSQL: a session advisory lock, so every server process on the database sees it (and a
   * process that dies lets it go); PGlite: a lock of this process, the only one on its data.
   */
  tryLock(name: string): Promise<boolean>;
  /** Ends the session: its locks go, its connection returns once no statement of it can still run. */
  release(): Promise<void>;
}

export interface PoolStats {
  /** Connections (PGlite: its one connection) open and in use, and requests waiting for one. */
  console: { total: number; idle: number; waiting: number };
  reports: { total: number; idle: number; waiting: number };
}

export type Unlisten = () => Promise<void>;

/** A channel name as LISTEN takes it (an identifier, quoted). */
export function channelIdentifier(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return `"${channel}"`;
}

/**
 * Opens `memory://`, a data directory path, or a `postgres://` URL. `tarball` (a `dumpDataDir` of an
 * earlier one, plain or gzipped) fills a new, empty data directory before it opens (PGlite only).
 */
export async function openDb(
  target: string,
  tarball?: Uint8Array<ArrayBuffer>,
  limits: DatabaseLimits = DEFAULT_DATABASE_LIMITS,
): Promise<Db> {
  if (/^postgres(ql)?:\/\//.test(target)) {
    const { openPostgres } = await import('./db-postgres');
    return openPostgres(target, limits);
  }
  const { openPglite } = await import('./db-pglite');
  return openPglite(target, tarball);
}
