/**
 * The Db of the embedded PGlite: the database lives in a worker thread of its own
 * (./pglite-worker.mjs), so the server's HTTP thread only sends statements and receives rows, and a
 * statement of any length never stops it from answering other requests (config.json, the CDN, a
 * sign-in waiting only for its own statement).
 *
 * The worker runs one statement at a time on PGlite's one connection: an open transaction's
 * statements only, until it ends (transactions keep their one-connection meaning); else the console's
 * statements before the reports' (report sessions). A statement whose signal aborts before it starts
 * is dropped; one already running runs to its end, its answer unread.
 *
 * PGlite serves one process, so the report sessions' locks (`tryLock`) are this process's.
 */
import { Worker } from 'node:worker_threads';
import {
  channelIdentifier,
  QueryAborted,
  type Db,
  type PoolStats,
  type QueryOptions,
  type ReportSession,
  type Unlisten,
} from './db-api';

type Lane = 'console' | 'report';

interface Job {
  op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'listen' | 'unlisten' | 'dump' | 'close';
  lane?: Lane;
  tx?: number;
  sql?: string;
  params?: unknown[];
  channel?: string;
}

interface Answer {
  id: number;
  rows?: unknown[];
  done?: boolean;
  dropped?: boolean;
  dump?: ArrayBuffer;
  error?: { message: string; name: string; [field: string]: unknown };
  notify?: string;
  payload?: string;
}

/** An error of the worker as the server's code expects it: an Error with its SQLSTATE and details. */
function databaseError(plain: NonNullable<Answer['error']>): Error {
  const { message, name, ...fields } = plain;
  const error = new Error(message);
  error.name = name === 'Error' ? 'DatabaseError' : name;
  return Object.assign(error, fields);
}

export async function openPglite(dataDir: string, tarball?: Uint8Array<ArrayBuffer>): Promise<Db> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, tarball },
  });
  const pending = new Map<
    number,
    { resolve: (answer: Answer) => void; reject: (error: Error) => void; lane: Lane }
  >();
  const channels = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let nextTx = 1;
  let closed: Promise<void> | null = null;
  let failure: Error | null = null;

  worker.on('message', (answer: Answer) => {
    if (answer.notify !== undefined) {
      for (const handler of channels.get(answer.notify) ?? []) handler(answer.payload ?? '');
      return;
    }
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (answer.error) waiting.reject(databaseError(answer.error));
    else if (answer.dropped) waiting.reject(new QueryAborted());
    else waiting.resolve(answer);
  });
  const fail = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (!closed) fail(new Error(`The embedded database's thread ended (exit code ${code})`));
  });

  /** Sends a job; `signal` drops it while it waits, or stops waiting for its answer once it runs. */
  const send = (job: Job, signal?: AbortSignal): Promise<Answer> => {
    if (failure) return Promise.reject(failure);
    if (signal?.aborted) return Promise.reject(new QueryAborted());
    const id = nextId++;
    const lane = job.lane ?? 'console';
    return new Promise<Answer>((resolve, reject) => {
      const onAbort = () => {
        worker.postMessage({ op: 'drop', id });
        // a running statement ends in the worker by itself; nobody reads its answer
        pending.delete(id);
        reject(new QueryAborted());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      pending.set(id, {
        lane,
        resolve: (answer) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(answer);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      });
      worker.postMessage({ ...job, id, lane });
    });
  };

  const query = async <T>(
    lane: Lane,
    tx: number | undefined,
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ) => {
    const answer = await send({ op: 'query', lane, tx, sql, params }, options?.signal);
    return { rows: (answer.rows ?? []) as T[] };
  };

  /** A Db inside transaction `tx` (nested transactions reuse it). */
  const inTransaction = (tx: number, lane: Lane): Db => {
    const self: Db = {
      kind: 'pglite',
      query: (sql, params, options) => query(lane, tx, sql, params, options),
      async exec(sql) {
        await send({ op: 'exec', lane, tx, sql });
      },
      transaction: (fn) => fn(self),
      listen: () => Promise.reject(new Error('LISTEN inside a transaction')),
      reportSession: () => Promise.reject(new Error('a report session inside a transaction')),
      poolStats,
      close: async () => undefined,
    };
    return self;
  };

  const transaction = async <T>(lane: Lane, fn: (tx: Db) => Promise<T>): Promise<T> => {
    const tx = nextTx++;
    await send({ op: 'begin', lane, tx });
    let result: T;
    try {
      result = await fn(inTransaction(tx, lane));
    } catch (error) {
      await send({ op: 'rollback', lane, tx }).catch(() => undefined);
      throw error;
    }
    await send({ op: 'commit', lane, tx });
    return result;
  };

  /** Locks of the report sessions (this process is the only one on its PGlite data). */
  const locks = new Set<string>();

  function poolStats(): PoolStats {
    let console = 0;
    let reports = 0;
    for (const waiting of pending.values()) {
      if (waiting.lane === 'report') reports++;
      else console++;
    }
    return {
      console: { total: 1, idle: console ? 0 : 1, waiting: console },
      reports: { total: 1, idle: reports ? 0 : 1, waiting: reports },
    };
  }

  const db: Db = {
    kind: 'pglite',
    query: (sql, params, options) => query('console', undefined, sql, params, options),
    async exec(sql) {
      await send({ op: 'exec', sql });
    },
    transaction: (fn) => transaction('console', fn),
    async reportSession(signal?: AbortSignal): Promise<ReportSession> {
      if (signal?.aborted) throw new QueryAborted();
      const held = new Set<string>();
      let ended = false;
      return {
        kind: 'pglite',
        query: (sql, params, options) => query('report', undefined, sql, params, options),
        transaction: (fn) => transaction('report', fn),
        async tryLock(name: string) {
          if (ended || locks.has(name)) return false;
          locks.add(name);
          held.add(name);
          return true;
        },
        async release() {
          if (ended) return;
          ended = true;
          for (const name of held) locks.delete(name);
          held.clear();
        },
      };
    },
    // one thread, one connection: notifications of its own commits come back to it
    async listen(channel, onPayload) {
      const name = channelIdentifier(channel);
      let handlers = channels.get(name);
      const first = !handlers;
      if (!handlers) channels.set(name, (handlers = new Set()));
      const handler = (payload: string) => onPayload(payload);
      handlers.add(handler);
      if (first) await send({ op: 'listen', channel: name });
      return async () => {
        handlers.delete(handler);
        if (handlers.size === 0 && channels.get(name) === handlers) {
          channels.delete(name);
          if (!closed) await send({ op: 'unlisten', channel: name }).catch(() => undefined);
        }
      };
    },
    consoleRequest() {
      if (closed || failure) return () => undefined;
      worker.postMessage({ op: 'console', delta: 1 });
      let done = false;
      return () => {
        if (done || closed || failure) return;
        done = true;
        worker.postMessage({ op: 'console', delta: -1 });
      };
    },
    poolStats,
    // a database in memory has no data directory to back up
    ...(dataDir === 'memory://'
      ? {}
      : {
          async dumpDataDir() {
            const answer = await send({ op: 'dump' });
            return new Uint8Array(answer.dump!);
          },
        }),
    close() {
      closed ??= (async () => {
        await send({ op: 'close' }).catch(() => undefined);
        await worker.terminate();
      })();
      return closed;
    },
  };
  // opened once PGlite has started in the worker: a data directory that does not open (damaged, not a
  // database) fails here, where the data folder's start reports it, not at the first query
  try {
    await send({ op: 'exec', sql: 'SELECT 1' });
  } catch (error) {
    closed = worker.terminate().then(() => undefined);
    await closed;
    throw error;
  }
  return db;
}

export type { Unlisten };
