/**
 * The server's one database interface. PGlite (PostgreSQL compiled to WASM) is the embedded
 * default; an operator points DATABASE_URL at a PostgreSQL server to scale out. Both speak the
 * same SQL dialect, so every query in src/server is written once.
 *
 * Numeric columns come back as strings (exact); use `money()` from ./money.ts to turn them into
 * JSON numbers with two decimals.
 */
import { PGlite } from '@electric-sql/pglite';

export interface QueryOptions {
  /**
   * Stops the query when aborted: with PostgreSQL the server cancels the running statement
   * (pg_cancel_backend) and the call rejects with a `QueryAborted`; PGlite runs a statement to its end
   * (one connection, in the process), so there only a query not yet started is not sent.
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

export interface Db {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
  /** Runs `fn` inside BEGIN/COMMIT (ROLLBACK on throw). Nested calls reuse the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
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
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * PGlite with a data directory: a tar of that directory (uncompressed), taken after a checkpoint and
   * between transactions, that `openDb(dir, tarball)` opens again (backups: src/server/data-folder).
   */
  dumpDataDir?(): Promise<Uint8Array<ArrayBuffer>>;
}

export type Unlisten = () => Promise<void>;

/** A channel name as LISTEN takes it (an identifier, quoted). */
function channelIdentifier(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return `"${channel}"`;
}

/**
 * Opens `memory://`, a data directory path, or a `postgres://` URL. `tarball` (a `dumpDataDir` of an
 * earlier one, plain or gzipped) fills a new, empty data directory before it opens.
 */
export async function openDb(target: string, tarball?: Uint8Array<ArrayBuffer>): Promise<Db> {
  if (/^postgres(ql)?:\/\//.test(target)) return openPostgres(target);
  return openPglite(target, tarball);
}

async function openPglite(dataDir: string, tarball?: Uint8Array<ArrayBuffer>): Promise<Db> {
  // pg_trgm: the trigram indexes of the lists' text filters (PostgreSQL ships it as a trusted extension)
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pg = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, {
    extensions: { pg_trgm },
    ...(tarball ? { loadDataDir: new Blob([tarball]) } : {}),
  });
  type Queryable = { query: PGlite['query']; exec: PGlite['exec'] };
  const wrap = (q: Queryable, inTransaction: boolean): Db => {
    const self: Db = {
      kind: 'pglite',
      async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
        if (options?.signal?.aborted) throw new QueryAborted();
        const r = await q.query<T>(sql, params);
        return { rows: r.rows };
      },
      async exec(sql: string) {
        await q.exec(sql);
      },
      transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
        // PGlite has one connection: transactions run one after another, never interleaved
        return inTransaction ? fn(self) : pg.transaction((tx) => fn(wrap(tx, true)));
      },
      // one process, one connection: notifications of its own commits come back to it
      async listen(channel, onPayload) {
        if (inTransaction) throw new Error('LISTEN inside a transaction');
        const stop = await pg.listen(channelIdentifier(channel), onPayload);
        return async () => {
          if (!pg.closed) await stop();
        };
      },
      close: () => pg.close(),
    };
    return self;
  };
  const db = wrap(pg, false);
  if (dataDir === 'memory://') return db;
  return {
    ...db,
    async dumpDataDir() {
      // the checkpoint writes the changes to the data files; no transaction is open while they are read
      await pg.exec('CHECKPOINT');
      const tar = await pg._runExclusiveTransaction(() => pg.dumpDataDir('none'));
      return new Uint8Array(await tar.arrayBuffer());
    },
  };
}

interface PgClientLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  release?(): void;
}
interface PgPoolLike extends PgClientLike {
  connect(): Promise<PgClientLike & { release(): void; processID?: number }>;
  end(): Promise<void>;
}
interface PgListenerLike extends PgClientLike {
  connect(): Promise<void>;
  end(): Promise<void>;
  on(event: 'notification', handler: (message: { channel: string; payload?: string }) => void): void;
  on(event: 'error' | 'end', handler: (error?: Error) => void): void;
  removeAllListeners(): void;
}

/** Backoff of a lost LISTEN connection: 0.5 s, doubling, at most 30 s. */
const LISTEN_RETRY_MS = { first: 500, max: 30_000 };

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool between queries and would
 * stop hearing): reconnects with backoff when the connection is lost.
 */
function listenOn(
  connect: () => PgListenerLike,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<Unlisten> {
  let client: PgListenerLike | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = LISTEN_RETRY_MS.first;
  const open = async (again: boolean): Promise<void> => {
    const next = connect();
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    const lost = () => {
      if (stopped || client !== next) return;
      client = null;
      next.removeAllListeners();
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      retry = setTimeout(() => void open(true).catch(lost), delay);
      delay = Math.min(delay * 2, LISTEN_RETRY_MS.max);
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${channelIdentifier(channel)}`);
    } catch (error) {
      if (!again) {
        next.removeAllListeners();
        await next.end().catch(() => undefined);
        throw error;
      }
      lost();
      return;
    }
    delay = LISTEN_RETRY_MS.first;
    if (again) onReconnect?.();
  };
  return open(false).then(() => async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    if (last) {
      last.removeAllListeners();
      last.on('error', () => undefined);
      await last.end().catch(() => undefined);
    }
  });
}

async function openPostgres(url: string): Promise<Db> {
  // loaded only when DATABASE_URL is set: the embedded default needs no native driver
  const mod = (await import('pg')) as unknown as {
    default: {
      Pool: new (o: { connectionString: string; max?: number }) => PgPoolLike;
      Client: new (o: { connectionString: string }) => PgListenerLike;
    };
  };
  const pool = new mod.default.Pool({ connectionString: url, max: 10 });
  const listeners = new Set<Unlisten>();
  const fromClient = (client: PgClientLike): Db => {
    const self: Db = {
      kind: 'postgres',
      async query<T>(sql: string, params?: unknown[]) {
        const r = await client.query(sql, params);
        return { rows: r.rows as T[] };
      },
      async exec(sql: string) {
        await client.query(sql);
      },
      transaction: (f) => f(self),
      listen: () => Promise.reject(new Error('LISTEN inside a transaction')),
      close: async () => undefined,
    };
    return self;
  };
  /**
   * A query on a connection of its own, which the database server cancels when `signal` aborts. The
   * connection goes back to the pool only after the cancel request is answered, so a cancel that
   * arrives late meets an idle connection, never another request's query.
   */
  async function cancellable<T>(sql: string, params: unknown[] | undefined, signal: AbortSignal) {
    if (signal.aborted) throw new QueryAborted();
    const client = await pool.connect();
    let running = true;
    let cancelling: Promise<unknown> = Promise.resolve();
    const cancel = () => {
      if (running && client.processID !== undefined)
        cancelling = pool.query('SELECT pg_cancel_backend($1)', [client.processID]).catch(() => undefined);
    };
    signal.addEventListener('abort', cancel, { once: true });
    try {
      const r = await client.query(sql, params);
      return { rows: r.rows as T[] };
    } catch (error) {
      if (signal.aborted) throw new QueryAborted();
      throw error;
    } finally {
      running = false;
      signal.removeEventListener('abort', cancel);
      await cancelling;
      client.release();
    }
  }

  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      if (options?.signal) return cancellable<T>(sql, params, options.signal);
      const r = await pool.query(sql, params);
      return { rows: r.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(fromClient(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload, onReconnect) {
      const stop = await listenOn(
        () => new mod.default.Client({ connectionString: url }),
        channel,
        onPayload,
        onReconnect,
      );
      const unlisten: Unlisten = async () => {
        listeners.delete(unlisten);
        await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
