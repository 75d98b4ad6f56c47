/**
 * The data folder of the embedded database (`--data DIR`, default ./data):
 *
 *   DIR/pgdata/        the PGlite (PostgreSQL) data directory
 *   DIR/server.lock    the lock of the server process using the folder (src/server/data-folder/lock.ts)
 *   DIR/server.sock    that server's control channel (online backups: src/server/data-folder/control.ts)
 *   DIR/backups/       backups: one at each clean start (the last N kept) and those made on demand
 *   DIR/pgdata.replaced-<time>/   a data directory that a restore replaced, kept until deleted by hand
 *
 * Folders written before the lock and the backups existed held the data directory itself (DIR/PG_VERSION
 * …): the first start moves those files into DIR/pgdata.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface DataFolder {
  /** the folder, absolute */
  dir: string;
  /** the PGlite data directory */
  pgdata: string;
  lockFile: string;
  /** where backups are written and looked for */
  backups: string;
  /** the control channel's address: a Unix socket path, or a named pipe on Windows */
  control: string;
}

export const PGDATA = 'pgdata';
export const LOCK_FILE = 'server.lock';
export const CONTROL_SOCKET = 'server.sock';
export const BACKUPS = 'backups';

/** Unix socket paths are limited to about 100 bytes (104 on macOS, 108 on Linux, with the final NUL). */
const MAX_SOCKET_PATH = 100;

export function dataFolder(dir: string, backupsDir?: string): DataFolder {
  const abs = path.resolve(dir);
  const hash = createHash('sha256').update(abs).digest('hex').slice(0, 16);
  let control = path.join(abs, CONTROL_SOCKET);
  if (process.platform === 'win32') control = `\\\\.\\pipe\\casino-widgets-${hash}`;
  else if (Buffer.byteLength(control) > MAX_SOCKET_PATH)
    control = path.join(tmpdir(), `casino-widgets-${hash}.sock`);
  return {
    dir: abs,
    pgdata: path.join(abs, PGDATA),
    lockFile: path.join(abs, LOCK_FILE),
    backups: path.resolve(backupsDir ?? path.join(abs, BACKUPS)),
    control,
  };
}

/** Whether the control channel is a file inside the folder (so every process sharing it can reach it). */
export const controlInsideFolder = (folder: DataFolder) => path.dirname(folder.control) === folder.dir;

export interface PreparedFolder {
  /** the data directory did not exist: the server creates and seeds it */
  fresh: boolean;
  /** files of the earlier layout were moved into DIR/pgdata */
  movedLegacy: boolean;
}

/**
 * Makes the folder ready for opening (the caller holds its lock): moves an earlier layout's files into
 * DIR/pgdata, removes DIR/pgdata for `reset` (backups stay).
 */
export async function prepareFolder(folder: DataFolder, { reset = false } = {}): Promise<PreparedFolder> {
  await mkdir(folder.dir, { recursive: true });
  let movedLegacy = false;
  const staging = `${folder.pgdata}.moving`;
  // (a move cut short by a crash is resumed: the staging folder exists)
  if (
    (existsSync(path.join(folder.dir, 'PG_VERSION')) || existsSync(staging)) &&
    !existsSync(folder.pgdata)
  ) {
    await mkdir(staging, { recursive: true });
    const own = new Set([PGDATA, BACKUPS, CONTROL_SOCKET, path.basename(staging)]);
    for (const name of await readdir(folder.dir)) {
      if (own.has(name) || name.startsWith(LOCK_FILE) || name.startsWith(`${PGDATA}.`)) continue;
      await rename(path.join(folder.dir, name), path.join(staging, name));
    }
    await rename(staging, folder.pgdata);
    movedLegacy = true;
  }
  if (reset) await rm(folder.pgdata, { recursive: true, force: true });
  return { fresh: !existsSync(path.join(folder.pgdata, 'PG_VERSION')), movedLegacy };
}

/** A time as it appears in file names: 2026-05-01T09-30-00.123Z (UTC, sortable, no colons). */
export const fileTime = (date: Date) => date.toISOString().replace(/:/g, '-');

/** The time back from a file name's `fileTime`, or null. */
export function parseFileTime(text: string): Date | null {
  const m = /(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2}(?:\.\d+)?)Z/.exec(text);
  if (!m) return null;
  const date = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}
