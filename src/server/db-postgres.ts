/**
 * The Db of a PostgreSQL server (DATABASE_URL), through `pg`, with two pools per process:
 *
 * - the console pool (DatabaseLimits.poolSize) for ordinary requests, transactions and migrations;
 * - the report pool (reportPoolSize, by default as many as reports run at once) for report sessions;
 *   its connections start with `statement_timeout` and `idle_in_transaction_session_timeout`, so a
 *   report statement, or an export whose transaction waits for its client, ends on the database even
 *   if this process forgot it. Reports therefore never take the connections sign-in and the lists need.
 *
 * Waiting longer than `acquireTimeoutMs` for a connection of either pool is a ServerBusy (503 with
 * Retry-After) instead of a request that hangs.
 *
 * A statement whose signal aborts is cancelled with PostgreSQL's cancel request, sent on a connection
 * of its own (./pg-cancel.ts), never through a pool. Its connection goes back to its pool only once
 * the statement has ended and, after a cancel, a `SELECT 1` has shown that no cancel is still on its
 * way to it; a statement that has not ended within CANCEL_GRACE_MS of its cancel, or a connection
 * that fails that check, is closed rather than returned.
 *
 * LISTEN runs on a connection of its own (a pooled one goes back to the pool between queries and
 * would stop hearing), which reconnects with backoff when it is lost.
 */
import type pg from 'pg';
import { ServerBusy } from './errors';
import type { DatabaseLimits } from './limits';
import { sendCancelRequest } from './pg-cancel';
import {
  channelIdentifier,
  QueryAborted,
  type Db,
  type PoolStats,
  type QueryOptions,
  type ReportSession,
  type Unlisten,
} from './db-api';

/** How long a cancelled statement may take to end before its connection is closed instead. */
const CANCEL_GRACE_MS = 5000;
/** Backoff of a lost LISTEN connection: 0.5 s, doubling, at most 30 s. */
const LISTEN_RETRY_MS = { first: 500, max: 30_000 };
/** Groups of a streamed statement that may wait to be handed on before its connection is not read. */
const STREAM_GROUPS_AHEAD = 4;
/** SQLSTATE of a statement ended by a cancel request. */
const QUERY_CANCELED = '57014';

type PgModule = typeof pg;
type PoolClient = pg.PoolClient & {
  processID: number | null;
  secretKey: number | null;
  host: string;
  port: number;
};

interface PgListenerLike {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', handler: (message: { channel: string; payload?: string }) => void): void;
  on(event: 'error' | 'end', handler: (error?: Error) => void): void;
  removeAllListeners(): void;
}

/**
 * LISTEN on a connection of its own: reconnects with backoff when the connection is lost.
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

/**
 * A checked-out connection that runs statements one at a time, cancels them by cancel request, and
 * knows whether it may go back to its pool.
 */
class Connection {
  /** Set once a cancel request was sent: the connection must be checked before it is reused. */
  private cancels: Promise<void>[] = [];
  /** The connection cannot be trusted any more: it is closed instead of returned. */
  broken = false;
  private released = false;

  constructor(
    readonly client: PoolClient,
    private readonly onError: (error: Error) => void,
  ) {
    // a connection the server ends while it is checked out (a timeout, a restart) must not crash us
    client.on('error', onError);
  }

  async query<T>(sql: string, params: unknown[] | undefined, signal: AbortSignal | undefined) {
    return this.run(signal, async () => {
      const result = await this.client.query(sql, params);
      return { rows: result.rows as T[] };
    });
  }

  /** Queryable.stream on this connection (`Query`: the driver's query class). */
  async stream(
    Query: PgModule['Query'],
    sql: string,
    params: unknown[],
    size: number,
    onRows: (rows: unknown[][]) => Promise<void>,
    signal: AbortSignal | undefined,
  ): Promise<number> {
    const socket = (this.client as unknown as { connection: { stream: { pause(): void; resume(): void } } })
      .connection.stream;
    let failure: { error: unknown } | null = null;
    const stopped = new AbortController();
    const stop = () => stopped.abort();
    signal?.addEventListener('abort', stop, { once: true });
    if (signal?.aborted) stop();
    let count = 0;
    let group: unknown[][] = [];
    let handing = Promise.resolve();
    let waiting = 0;
    // each group handed on in turn; the connection is not read while one is under way
    let paused = false;
    const hand = (rows: unknown[][]) => {
      // the connection keeps being read while one group is written; more waiting, it waits too
      if (++waiting > STREAM_GROUPS_AHEAD && !paused) {
        paused = true;
        socket.pause();
      }
      handing = handing
        .then(() => (failure ? undefined : onRows(rows)))
        .catch((error: unknown) => {
          failure ??= { error };
          stop();
        })
        .finally(() => {
          if (--waiting <= 1 && paused) {
            paused = false;
            socket.resume();
          }
        });
    };
    try {
      await this.run(stopped.signal, async () => {
        await new Promise<void>((resolve, reject) => {
          // rows as arrays of their columns (the driver's QueryConfig type leaves rowMode out)
          const config = { text: sql, values: params, rowMode: 'array' } as pg.QueryConfig<unknown[]>;
          const query = new Query(config);
          query.on('row', (row: unknown[]) => {
            count++;
            group.push(row);
            if (group.length >= size) {
              hand(group);
              group = [];
            }
          });
          query.on('end', () => resolve());
          query.on('error', reject);
          void this.client.query(query);
        });
      });
      if (group.length) hand(group);
      await handing;
    } catch (error) {
      await handing;
      if (failure) throw (failure as { error: unknown }).error;
      if (signal?.aborted) throw new QueryAborted();
      throw error;
    } finally {
      signal?.removeEventListener('abort', stop);
    }
    if (failure) throw (failure as { error: unknown }).error;
    return count;
  }

  /** Runs `statement`, cancelled by cancel request when `signal` aborts (then QueryAborted). */
  private async run<T>(signal: AbortSignal | undefined, statement: () => Promise<T>): Promise<T> {
    if (signal?.aborted) throw new QueryAborted();
    await this.settle();
    if (this.broken) throw new Error('The database connection was closed after a cancel that did not end');
    let grace: ReturnType<typeof setTimeout> | undefined;
    const cancel = () => {
      this.cancels.push(sendCancelRequest(this.client).catch(() => undefined));
      grace = setTimeout(() => {
        // the statement did not end after its cancel: close the connection, which ends the call
        this.broken = true;
        (
          this.client as unknown as { connection?: { stream?: { destroy(): void } } }
        ).connection?.stream?.destroy();
      }, CANCEL_GRACE_MS);
      grace.unref?.();
    };
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      return await statement();
    } catch (error) {
      if (signal?.aborted) throw new QueryAborted();
      throw error;
    } finally {
      clearTimeout(grace);
      signal?.removeEventListener('abort', cancel);
    }
  }

  /**
   * Makes sure nothing of a past cancel can still hit the next statement: each cancel request has been
   * delivered (its connection closed by the server), then a statement runs through; one that a late
   * cancel stopped is run once more. Marks the connection broken when that fails.
   */
  async settle(): Promise<void> {
    if (!this.cancels.length || this.broken) return;
    await Promise.all(this.cancels);
    this.cancels = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await this.client.query('SELECT 1');
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== QUERY_CANCELED) break;
      }
    }
    this.broken = true;
  }

  /** Back to the pool once settled, or closed when broken. */
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    await this.settle().catch(() => {
      this.broken = true;
    });
    this.client.removeListener('error', this.onError);
    this.client.release(this.broken ? new Error('connection closed after a failed cancel') : undefined);
  }
}

function busyError(pool: 'console' | 'reports', limits: DatabaseLimits): ServerBusy {
  return new ServerBusy(
    503,
    `The database is busy: no ${pool === 'reports' ? 'report ' : ''}connection came free within ${Math.round(
      limits.acquireTimeoutMs / 1000,
    )} s; try again shortly`,
    Math.max(1, Math.ceil(limits.acquireTimeoutMs / 1000)),
  );
}

export async function openPostgres(url: string, limits: DatabaseLimits): Promise<Db> {
  // loaded only when DATABASE_URL is set: the embedded default needs no native driver
  const mod = (await import('pg')) as unknown as { default: PgModule };
  const { Pool, Client, Query } = mod.default;
  const consolePool = new Pool({
    connectionString: url,
    max: limits.poolSize,
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    application_name: 'casino-widgets',
  });
  const reportPool = new Pool({
    connectionString: url,
    max: limits.reportPoolSize,
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    statement_timeout: limits.reportStatementTimeoutMs,
    idle_in_transaction_session_timeout: limits.reportIdleInTransactionMs,
    application_name: 'casino-widgets reports',
  });
  // an idle pooled connection the server closes (a restart, a timeout) is dropped, not a crash
  const ignore = () => undefined;
  consolePool.on('error', ignore);
  reportPool.on('error', ignore);
  const listeners = new Set<Unlisten>();

  /** A connection of `pool`; ServerBusy when none comes free in time; `signal` stops waiting. */
  async function checkout(which: 'console' | 'reports', signal?: AbortSignal): Promise<Connection> {
    if (signal?.aborted) throw new QueryAborted();
    const pool = which === 'console' ? consolePool : reportPool;
    const waiting = pool.connect() as Promise<PoolClient>;
    let onAbort = () => undefined as void;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        reject(new QueryAborted());
        // the connection that comes later goes straight back
        void waiting.then((client) => client.release(), ignore);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    let client: PoolClient;
    try {
      client = signal ? await Promise.race([waiting, aborted]) : await waiting;
    } catch (error) {
      if (error instanceof QueryAborted) throw error;
      if (/timeout exceeded when trying to connect/i.test((error as Error).message))
        throw busyError(which, limits);
      throw error;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
    return new Connection(client, ignore);
  }

  /** One statement on a connection of the console pool. */
  async function once<T>(sql: string, params: unknown[] | undefined, options?: QueryOptions) {
    const connection = await checkout('console', options?.signal);
    try {
      return await connection.query<T>(sql, params, options?.signal);
    } finally {
      await connection.release();
    }
  }

  /** A Db over one checked-out connection (a transaction's). */
  const onConnection = (connection: Connection): Db => {
    const self: Db = {
      kind: 'postgres',
      query: (sql, params, options) => connection.query(sql, params, options?.signal),
      stream: (sql, params, size, onRows, options) =>
        connection.stream(Query, sql, params, size, onRows, options?.signal),
      async exec(sql) {
        await connection.query(sql, undefined, undefined);
      },
      transaction: (fn) => fn(self),
      listen: () => Promise.reject(new Error('LISTEN inside a transaction')),
      reportSession: () => Promise.reject(new Error('a report session inside a transaction')),
      poolStats,
      close: async () => undefined,
    };
    return self;
  };

  async function inTransaction<T>(connection: Connection, fn: (tx: Db) => Promise<T>): Promise<T> {
    await connection.query('BEGIN', undefined, undefined);
    try {
      const result = await fn(onConnection(connection));
      await connection.query('COMMIT', undefined, undefined);
      return result;
    } catch (error) {
      await connection.query('ROLLBACK', undefined, undefined).catch(() => {
        connection.broken = true;
      });
      throw error;
    }
  }

  function poolStats(): PoolStats {
    const of = (pool: pg.Pool) => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
    return { console: of(consolePool), reports: of(reportPool) };
  }

  return {
    kind: 'postgres',
    query: once,
    async exec(sql: string) {
      await once(sql, undefined);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const connection = await checkout('console');
      try {
        return await inTransaction(connection, fn);
      } finally {
        await connection.release();
      }
    },
    async reportSession(signal?: AbortSignal): Promise<ReportSession> {
      const connection = await checkout('reports', signal);
      let locked = false;
      let ended = false;
      return {
        kind: 'postgres',
        query: (sql, params, options) => connection.query(sql, params, options?.signal),
        stream: (sql, params, size, onRows, options) =>
          connection.stream(Query, sql, params, size, onRows, options?.signal),
        transaction: (fn) => inTransaction(connection, fn),
        async tryLock(name: string) {
          const { rows } = await connection.query<{ ok: boolean }>(
            'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS ok',
            [name],
            undefined,
          );
          locked ||= rows[0].ok;
          return rows[0].ok;
        },
        async release() {
          if (ended) return;
          ended = true;
          await connection.settle().catch(() => {
            connection.broken = true;
          });
          if (locked && !connection.broken) {
            // the locks go with the session; if that fails the connection is closed, which ends them too
            await connection.query('SELECT pg_advisory_unlock_all()', undefined, undefined).catch(() => {
              connection.broken = true;
            });
          }
          await connection.release();
        },
      };
    },
    async listen(channel, onPayload, onReconnect) {
      const stop = await listenOn(
        () => new Client({ connectionString: url }) as unknown as PgListenerLike,
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
    poolStats,
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await Promise.all([consolePool.end(), reportPool.end()]);
    },
  };
}
