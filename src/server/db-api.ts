/**
 * What every database behind the server offers (./db.ts opens one): the interface that the embedded
 * PGlite (./db-pglite.ts) and PostgreSQL (./db-postgres.ts) implement and the rest of the server uses.
 * Its own module so that the two implementations import it and ./db.ts imports them, with no circle.
 */
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
  /**
   * PostgreSQL only: the rows of one statement (each an array of its columns) handed on in groups of
   * `size` as they arrive, each group awaited before more is read from the connection (the database
   * waits meanwhile), so a statement of any size runs in bounded memory, planned as an ordinary one
   * (parallel workers allowed, where a cursor runs alone). Resolves with the number of rows; a group's
   * failure cancels the statement and is what the call rejects with.
   */
  stream?(
    sql: string,
    params: unknown[],
    size: number,
    onRows: (rows: unknown[][]) => Promise<void>,
    options?: QueryOptions,
  ): Promise<number>;
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
