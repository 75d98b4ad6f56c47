/**
 * `npm start` entry (built to build/server/main.js by scripts/build-server.mjs; started by scripts/start.mjs).
 *
 *   node build/server/main.js [--reset] [--scale N] [--port N] [--host H] [--split-ports] [--data DIR]
 *                             [--backups DIR] [--keep-backups N] [--log-level LEVEL]
 *
 * Env: PORT, HOST, DATABASE_URL (PostgreSQL instead of the embedded PGlite under ./data),
 * CORS_ORIGINS (comma-separated), JWT_SECRET, LOG_LEVEL (default info; 'silent' for none),
 * FRAME_ORIGINS (comma-separated external game-history origins the console may frame),
 * TRUST_PROXY ('true' or the proxies' addresses, to take client addresses from X-Forwarded-For),
 * and the limits of src/server/limits.ts (REQUEST_TIMEOUT_MS, REPORTS_PER_USER, REPORTS_TOTAL,
 * EXPORT_DEADLINE_MS, EXPORT_IDLE_MS; with PostgreSQL DB_POOL_SIZE, REPORT_POOL_SIZE,
 * POOL_ACQUIRE_TIMEOUT_MS, REPORT_STATEMENT_TIMEOUT_MS, REPORT_IDLE_IN_TRANSACTION_MS),
 * BACKUPS_DIR and KEEP_BACKUPS (as --backups and --keep-backups).
 *
 * The embedded database's folder (src/server/data-folder): the server locks it before opening it (a
 * second server on it exits with code 3 and says which process holds it), reports a database that does
 * not open with the last backup and the command restoring it (exit code 4), and backs it up after each
 * clean start (the last --keep-backups, default 5; 0 for none).
 *
 * Stopping: SIGINT, SIGTERM or SIGHUP (or the end of the `npm start` process that started this one) closes
 * the HTTP server (open requests finish), then the database, then releases the folder's lock, and exits
 * with 0. A second signal stops at once.
 *
 * Logs go to stdout, one line per request: pretty on a terminal, JSON lines otherwise (LOG_FORMAT=json or
 * pretty to choose; src/server/logging.ts).
 */
import { parseArgs } from 'node:util';
import type { RunningServer } from './app';
import type { Db } from './db';
import { defaultLogFormat, defaultLogLevel } from './logging';
import {
  DEFAULT_KEEP_BACKUPS,
  formatBytes,
  formatTime,
  pruneStartBackups,
  writeBackup,
  type BackupFile,
  type BackupKind,
} from './data-folder/backups';
import { listenControl, type ControlServer } from './data-folder/control';
import { dataFolder, prepareFolder, type DataFolder } from './data-folder/layout';
import type { FolderLock } from './data-folder/lock';
import { EXIT } from './data-folder/messages';
import { lockFolder, openFolderDb, StartRefused } from './data-folder/open';

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    scale: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    'split-ports': { type: 'boolean', default: false },
    data: { type: 'string' },
    backups: { type: 'string' },
    'keep-backups': { type: 'string' },
    'log-level': { type: 'string' },
  },
  allowPositionals: false,
});

const int = (name: string, v: string | undefined): number | undefined => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, got ${v}`);
    process.exit(EXIT.arguments);
  }
  return n;
};

const started = Date.now();
const scale = int('scale', values.scale);
const port = int('port', values.port);
const keepBackups =
  int('keep-backups', values['keep-backups'] ?? process.env.KEEP_BACKUPS) ?? DEFAULT_KEEP_BACKUPS;
const embedded = !process.env.DATABASE_URL && values.data !== 'memory://';

/** What is open, closed in the reverse order by a clean stop. */
let lock: FolderLock | null = null;
let db: Db | null = null;
let server: RunningServer | null = null;
let control: ControlServer | null = null;
/** the backups being written, one after another */
let backups: Promise<unknown> = Promise.resolve();

/** A signal this soon after the first is the same interrupt again: a terminal's Ctrl-C reaches the
 * server both from the terminal and through `npm start`. */
const SAME_SIGNAL_MS = 500;
let stopping: Promise<void> | null = null;
let stopAsked = 0;
let startup: Promise<void> = Promise.resolve();

async function closeAll(): Promise<void> {
  await startup.catch(() => undefined);
  // open requests finish; new connections are refused
  if (server) await server.close();
  if (control) await control.close();
  await backups.catch(() => undefined);
  if (db) await db.close();
  if (lock) await lock.release();
}

function stop(why: string): void {
  if (!stopping) {
    stopAsked = Date.now();
    console.log(`${why}: stopping (open requests finish, then the database closes; again to stop at once)`);
    stopping = closeAll().then(
      () => {
        console.log(embedded && lock ? `stopped; ${lock.file} released` : 'stopped');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('the stop failed:', error);
        lock?.releaseSync();
        process.exit(1);
      },
    );
    return;
  }
  if (Date.now() - stopAsked < SAME_SIGNAL_MS) return;
  console.error(
    `${why} again: stopping at once; the database was not closed (its next start recovers from its write-ahead log)`,
  );
  lock?.releaseSync();
  process.exit(1);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// the terminal closed
process.on('SIGHUP', () => stop('SIGHUP'));
// started by scripts/start.mjs with an IPC channel: the server stops with the process that started it
if (process.send) process.on('disconnect', () => stop('npm start ended'));

function backupNow(folder: DataFolder, kind: BackupKind): Promise<BackupFile> {
  const next = backups.then(() => writeBackup(db!, folder.backups, kind));
  backups = next.catch(() => undefined);
  return next;
}

async function start(): Promise<void> {
  let folder: DataFolder | null = null;
  if (embedded) {
    folder = dataFolder(values.data ?? 'data', values.backups ?? (process.env.BACKUPS_DIR || undefined));
    lock = await lockFolder(folder, { command: ['node', ...process.argv.slice(1)].join(' ') });
    if (lock.tookOver)
      console.log(
        `${folder.dir}: took over the lock of process ${lock.tookOver.pid} (started ${formatTime(new Date(lock.tookOver.startedAt))}), which ended without stopping cleanly`,
      );
    const prepared = await prepareFolder(folder, { reset: values.reset });
    if (prepared.movedLegacy) console.log(`${folder.dir}: moved the database files into ${folder.pgdata}`);
    if (prepared.fresh)
      console.log(`${folder.dir}: a new database; the demo operator is seeded on this first run`);
    db = await openFolderDb(folder);
  }

  const { createServer } = await import('./app');
  const { startBanner } = await import('./start-banner');
  server = await createServer({
    // the embedded database is opened above (locked, checked); reset there too
    reset: embedded ? false : values.reset,
    ...(db ? { db } : { dataDir: values.data }),
    scale,
    port,
    host: values.host,
    splitPorts: values['split-ports'],
    log: { level: values['log-level'] ?? defaultLogLevel(), format: defaultLogFormat() },
  });
  if (folder && lock) {
    const f = folder;
    control = await listenControl(f.control, { backup: () => backupNow(f, 'manual') });
    await lock.update({ url: server.url });
  }

  for (const line of startBanner({
    seconds: (Date.now() - started) / 1000,
    consoleUrl: server.url,
    urls: server.urls,
    database: process.env.DATABASE_URL
      ? 'PostgreSQL (DATABASE_URL)'
      : folder
        ? `PGlite ${folder.pgdata}`
        : 'PGlite in memory',
    backups: folder
      ? `${folder.backups} (${keepBackups > 0 ? `one at each start, the last ${keepBackups} kept` : 'none at start: --keep-backups 0'})`
      : undefined,
  }))
    console.log(line);

  if (folder && keepBackups > 0 && !stopping) {
    const f = folder;
    const t = Date.now();
    backupNow(f, 'start').then(
      async (backup) => {
        const removed = await pruneStartBackups(f.backups, keepBackups);
        console.log(
          `backup: ${backup.file} (${formatBytes(backup.bytes)}, ${((Date.now() - t) / 1000).toFixed(1)} s)` +
            (removed.length ? `; removed ${removed.length} older` : ''),
        );
      },
      (error: unknown) =>
        console.error(
          `backup: the backup at start failed: ${error instanceof Error ? error.message : error}`,
        ),
    );
  }
}

startup = start();
startup.catch(async (error: unknown) => {
  if (error instanceof StartRefused) console.error(error.message);
  else console.error('the server could not start:', error);
  await db?.close().catch(() => undefined);
  lock?.releaseSync();
  process.exit(error instanceof StartRefused ? error.exitCode : 1);
});
