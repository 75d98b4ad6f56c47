// The embedded database's own thread (a worker_threads worker of src/server/db-pglite.ts): it owns
// the PGlite instance, so a long statement (a report over years, an export's cursor) never holds the
// server's HTTP thread.
//
// PGlite has one connection, so this thread runs one job at a time, in this order:
// - while a transaction is open, only that transaction's jobs (BEGIN … COMMIT keep their one-connection
//   meaning: nothing else runs in between);
// - otherwise the console's jobs first, then the reports' (a report waits behind a sign-in, never the
//   other way round), each lane first come, first served;
// - while the console is busy (a console request under way: the server tells this thread when one
//   starts and ends, { op: 'console', delta: ±1 }; or one ended less than CONSOLE_BUSY_MS ago), a
//   report's statement starts only once the reports have waited twice as long as their last
//   statement ran: reports then get at most a third of the time, and a console request mostly finds
//   the connection free; it never waits behind more than the one report statement running when it
//   came. While the console is quiet, reports run back to back.
// A job not started yet can be dropped (its request was cancelled). A statement, once started, runs to
// its end: WebAssembly PostgreSQL cannot be interrupted.
//
// Messages in: { id, op, lane, tx?, sql?, params?, channel? } with op query | exec | begin | commit |
// rollback | listen | unlisten | dump | close, and { op: 'drop', id }. Out: { id, rows } | { id, done } |
// { id, dump } | { id, error } | { notify, payload }. Plain JavaScript, so the worker starts without a
// TypeScript loader whatever runs the server (tsx, vitest).
import { performance } from 'node:perf_hooks';
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];

/** An error as a message can carry it (the SQLSTATE and its details kept). */
function plainError(error) {
  const out = { message: error?.message ?? String(error), name: error?.name ?? 'Error' };
  for (const field of ERROR_FIELDS) if (error?.[field] !== undefined) out[field] = error[field];
  return out;
}

const CONSOLE_BUSY_MS = 250;
/** While the console is busy, the reports wait this many times their last statement's length. */
const REPORT_COOLDOWN_RATIO = 2;

const queues = { console: [], report: [] };
let lastConsoleAt = 0;
let lastReportEnd = 0;
let lastReportMs = 0;
let wakeUp = null;
/** Console requests under way (their statements come one after another, with the HTTP thread's work between). */
let consoleRequests = 0;
/** The transaction that holds the connection, or null. */
let owner = null;
let running = false;
let closing = null;
const unlisteners = new Map();

let pg;
const ready = (async () => {
  // pg_trgm: the trigram indexes of the lists' text filters
  pg = await PGlite.create(workerData.dataDir === 'memory://' ? undefined : workerData.dataDir, {
    extensions: { pg_trgm },
    // a backup being restored (src/server/data-folder/backups.ts) fills the new, empty directory first
    ...(workerData.tarball ? { loadDataDir: new Blob([workerData.tarball]) } : {}),
  });
})();

/** When a report's statement may start (now, or later while the console is busy). */
function reportStartsAt(now) {
  const cooled = lastReportEnd + REPORT_COOLDOWN_RATIO * lastReportMs;
  if (consoleRequests > 0) return Math.max(now, cooled);
  // quiet since CONSOLE_BUSY_MS, or cooled down, whichever comes first
  return Math.max(now, Math.min(lastConsoleAt + CONSOLE_BUSY_MS, cooled));
}

function nextJob() {
  if (owner !== null) {
    for (const lane of ['console', 'report']) {
      const i = queues[lane].findIndex((job) => job.tx === owner);
      if (i >= 0) return queues[lane].splice(i, 1)[0];
    }
    return null;
  }
  const job = queues.console.shift();
  if (job) return job;
  if (queues.report.length) {
    const now = performance.now();
    const at = reportStartsAt(now);
    if (at <= now) return queues.report.shift();
    // the console is busy: look again when a report may start (or when a job arrives)
    clearTimeout(wakeUp);
    wakeUp = setTimeout(() => {
      wakeUp = null;
      void pump();
    }, at - now);
    return null;
  }
  if (closing) {
    const close = closing;
    closing = null;
    return close;
  }
  return null;
}

async function run(job) {
  switch (job.op) {
    case 'query': {
      const result = await pg.query(job.sql, job.params ?? []);
      return { rows: result.rows };
    }
    case 'exec':
      await pg.exec(job.sql);
      return { done: true };
    case 'begin':
      await pg.exec('BEGIN');
      owner = job.tx;
      return { done: true };
    case 'commit':
    case 'rollback':
      try {
        await pg.exec(job.op === 'commit' ? 'COMMIT' : 'ROLLBACK');
      } finally {
        owner = null;
      }
      return { done: true };
    case 'listen': {
      const stop = await pg.listen(job.channel, (payload) => parentPort.postMessage({ notify: job.channel, payload }));
      unlisteners.set(job.channel, stop);
      return { done: true };
    }
    case 'unlisten': {
      const stop = unlisteners.get(job.channel);
      unlisteners.delete(job.channel);
      if (stop && !pg.closed) await stop();
      return { done: true };
    }
    case 'dump': {
      // the checkpoint writes the changes to the data files; no transaction is open while they are read
      // (a job runs only between transactions or inside the one that holds the connection, never a dump)
      await pg.exec('CHECKPOINT');
      const blob = await pg.dumpDataDir('none');
      return { dump: await blob.arrayBuffer() };
    }
    case 'close':
      if (!pg.closed) await pg.close();
      return { done: true };
    default:
      throw new Error(`unknown job ${job.op}`);
  }
}

async function pump() {
  if (running) return;
  running = true;
  try {
    await ready;
    for (let job = nextJob(); job; job = nextJob()) {
      const started = performance.now();
      try {
        const answer = await run(job);
        if (answer.dump) parentPort.postMessage({ id: job.id, dump: answer.dump }, [answer.dump]);
        else parentPort.postMessage({ id: job.id, ...answer });
      } catch (error) {
        parentPort.postMessage({ id: job.id, error: plainError(error) });
      }
      const ended = performance.now();
      if (job.lane === 'report') {
        lastReportEnd = ended;
        lastReportMs = ended - started;
      } else lastConsoleAt = ended;
      if (job.op === 'close') {
        parentPort.close();
        return;
      }
    }
  } catch (error) {
    // PGlite could not start: every job waiting gets the reason
    for (const lane of ['console', 'report'])
      for (const job of queues[lane].splice(0)) parentPort.postMessage({ id: job.id, error: plainError(error) });
    if (closing) parentPort.postMessage({ id: closing.id, done: true });
  } finally {
    running = false;
  }
}

parentPort.on('message', (job) => {
  if (job.op === 'console') {
    consoleRequests = Math.max(0, consoleRequests + job.delta);
    lastConsoleAt = performance.now();
    if (consoleRequests === 0) void pump();
    return;
  }
  if (job.op === 'drop') {
    for (const lane of ['console', 'report']) {
      const i = queues[lane].findIndex((queued) => queued.id === job.id);
      if (i >= 0) {
        queues[lane].splice(i, 1);
        parentPort.postMessage({ id: job.id, dropped: true });
      }
    }
    return;
  }
  if (job.op === 'close') closing = job;
  else queues[job.lane === 'report' ? 'report' : 'console'].push(job);
  void pump();
});
