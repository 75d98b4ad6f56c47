/**
 * Backups of the embedded database: gzipped tarballs of its data directory (PGlite's `dumpDataDir`,
 * taken after a checkpoint and between transactions, so the copy is consistent), written to the
 * folder's backups directory as
 *
 *   pgdata-<UTC time>-start.tar.gz    at each clean start; the last N are kept (older ones removed)
 *   pgdata-<UTC time>-manual.tar.gz   `npm run db:backup`; never removed automatically
 *
 * A tarball holds the data directory's files (plain tar: `tar -xzf` unpacks it too). A restore loads it
 * into a new directory beside the current one (PGlite's `loadDataDir`), opens it to check it, and only
 * then puts it in place; the directory it replaces is kept as `pgdata.replaced-<time>`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { openDb, type Db } from '../db';
import { fileTime, parseFileTime, PGDATA, type DataFolder } from './layout';

export type BackupKind = 'start' | 'manual';

export interface BackupFile {
  file: string;
  kind: BackupKind | 'other';
  /** when it was taken (from its name), else the file's modification time */
  takenAt: Date;
  bytes: number;
}

/** How many backups of clean starts are kept by default. */
export const DEFAULT_KEEP_BACKUPS = 5;

const NAME = /^pgdata-(.+)-(start|manual)\.tar\.gz$/;

export const backupName = (kind: BackupKind, at: Date) => `${PGDATA}-${fileTime(at)}-${kind}.tar.gz`;

/** The backups in `dir`, newest first (files named as this module names them, and other .tar.gz files). */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const found: BackupFile[] = [];
  for (const name of names) {
    if (!name.endsWith('.tar.gz') && !name.endsWith('.tgz')) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    const m = NAME.exec(name);
    found.push({
      file,
      kind: m ? (m[2] as BackupKind) : 'other',
      takenAt: (m && parseFileTime(m[1])) || info.mtime,
      bytes: info.size,
    });
  }
  return found.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Writes a backup of the open embedded database `db` into `dir`. */
export async function writeBackup(db: Db, dir: string, kind: BackupKind): Promise<BackupFile> {
  if (!db.dumpDataDir) throw new Error('This database has no data directory to back up');
  const takenAt = new Date();
  const tar = await db.dumpDataDir();
  // compressed on libuv's thread pool: the server goes on answering meanwhile
  const gz = await promisify(gzip)(tar);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, backupName(kind, takenAt));
  const partial = `${file}.partial`;
  await writeFile(partial, gz);
  await rename(partial, file);
  return { file, kind, takenAt, bytes: gz.length };
}

/** Removes the backups of clean starts beyond the newest `keep`; returns the removed files. */
export async function pruneStartBackups(dir: string, keep: number): Promise<string[]> {
  const starts = (await listBackups(dir)).filter((b) => b.kind === 'start');
  const removed: string[] = [];
  for (const old of starts.slice(Math.max(keep, 0))) {
    await unlink(old.file).catch(() => undefined);
    removed.push(old.file);
  }
  return removed;
}

export interface Restored {
  backup: string;
  /** where the data directory that was replaced now is, or null when there was none */
  replaced: string | null;
  /** agents in the restored database (a check that it opens and answers) */
  agents: number;
}

/**
 * Restores `backupFile` as the folder's data directory (the caller holds the folder's lock). The
 * backup is loaded and opened in a new directory first: a backup that does not open changes nothing.
 */
export async function restoreBackup(folder: DataFolder, backupFile: string): Promise<Restored> {
  const stamp = fileTime(new Date());
  const incoming = `${folder.pgdata}.restoring-${stamp}`;
  const tarball = new Uint8Array(await readFile(backupFile));
  let agents: number;
  try {
    const db = await openDb(incoming, tarball);
    try {
      const { rows } = await db.query<{ n: number }>(
        "SELECT CASE WHEN to_regclass('public.agents') IS NULL THEN 0 ELSE (SELECT count(*)::int FROM agents) END AS n",
      );
      agents = rows[0].n;
    } finally {
      await db.close();
    }
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw new Error(`${backupFile} could not be opened as a database: ${messageOf(error)}`, { cause: error });
  }
  let replaced: string | null = null;
  if (existsSync(folder.pgdata)) {
    replaced = `${folder.pgdata}.replaced-${stamp}`;
    await rename(folder.pgdata, replaced);
  }
  await rename(incoming, folder.pgdata);
  return { backup: backupFile, replaced, agents };
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** 18.5 MB */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** 2026-05-01 09:30:00 UTC */
export const formatTime = (date: Date) =>
  date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
