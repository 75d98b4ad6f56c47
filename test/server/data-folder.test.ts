/**
 * The data folder's rules below the server process (src/server/data-folder): the lock, the layout,
 * the backups kept, the control channel. The whole server on a folder (a second start refused, a stop
 * during writes, SIGKILL, a broken folder and its restore) is test/e2e/data-folder.spec.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  backupName,
  listBackups,
  pruneStartBackups,
  restoreBackup,
  type BackupFile,
} from '../../src/server/data-folder/backups';
import { controlAnswers, listenControl, requestBackup } from '../../src/server/data-folder/control';
import { dataFolder, prepareFolder } from '../../src/server/data-folder/layout';
import { acquireLock, FolderInUse, type LockHolder } from '../../src/server/data-folder/lock';
import { currentProcess, processStartTime } from '../../src/server/data-folder/process-identity';
import { throwawayDatabase } from './harness';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let dir: string;
let lockFile: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'casino-data-folder-'));
  lockFile = path.join(dir, 'server.lock');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const writeLock = (holder: Partial<LockHolder>) =>
  writeFile(
    lockFile,
    JSON.stringify({ startedAt: new Date().toISOString(), token: 'earlier', ...currentProcess(), ...holder }),
  );

/** A process that has run and ended: its id and start time. */
async function endedProcess(): Promise<{ pid: number; startTime: string | undefined }> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  const pid = child.pid!;
  const startTime = processStartTime(pid);
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  return { pid, startTime };
}

describe('one server process per data folder: the lock', () => {
  it('refuses a second taker while its holder runs, naming the holder', async () => {
    const lock = await acquireLock(lockFile, { describe: { url: 'http://127.0.0.1:8080' } });
    const refused = await acquireLock(lockFile).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FolderInUse);
    expect((refused as FolderInUse).reason).toBe('running');
    expect((refused as FolderInUse).holder).toMatchObject({ pid: process.pid, url: 'http://127.0.0.1:8080' });
    await lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('can be taken again once released', async () => {
    await (await acquireLock(lockFile)).release();
    const again = await acquireLock(lockFile);
    expect(again.tookOver).toBeNull();
    await again.release();
  });

  it('takes over the lock of a process that has ended', async () => {
    const ended = await endedProcess();
    await writeLock({ pid: ended.pid, startTime: ended.startTime });
    const lock = await acquireLock(lockFile);
    expect(lock.tookOver?.pid).toBe(ended.pid);
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({
      pid: process.pid,
      token: lock.holder.token,
    });
    await lock.release();
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose process id now belongs to a process started at another time (a reused pid)',
    async () => {
      await writeLock({ pid: process.pid, startTime: '1' });
      const lock = await acquireLock(lockFile);
      expect(lock.tookOver?.startTime).toBe('1');
      await lock.release();
    },
  );

  it.runIf(process.platform === 'linux')('takes over a lock of this host from before a reboot', async () => {
    await writeLock({ bootId: 'an-earlier-boot' });
    const lock = await acquireLock(lockFile);
    expect(lock.tookOver?.bootId).toBe('an-earlier-boot');
    await lock.release();
  });

  it('refuses a lock of a process on another host, which cannot be checked from here', async () => {
    await writeLock({ host: `not-${hostname()}` });
    const refused = await acquireLock(lockFile).catch((e: unknown) => e);
    expect((refused as FolderInUse).reason).toBe('elsewhere');
  });

  it('counts a holder that looks ended but answers on its control channel as running', async () => {
    const ended = await endedProcess();
    await writeLock({ pid: ended.pid, startTime: ended.startTime });
    const refused = await acquireLock(lockFile, { stillAnswers: async () => true }).catch((e: unknown) => e);
    expect((refused as FolderInUse).reason).toBe('running');
  });

  it('takes over a lock file that holds no lock record', async () => {
    await writeFile(lockFile, 'not a lock');
    const lock = await acquireLock(lockFile);
    expect(lock.tookOver).toBeNull();
    await lock.release();
  });

  it('gives a stale lock to exactly one of several starters that find it at once', async () => {
    const ended = await endedProcess();
    await writeLock({ pid: ended.pid, startTime: ended.startTime });
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => acquireLock(lockFile)));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as FolderInUse).holder.pid).toBe(process.pid);
    const winner = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof acquireLock>>>).value;
    expect(JSON.parse(await readFile(lockFile, 'utf8')).token).toBe(winner.holder.token);
    await winner.release();
    // no claim or temporary file is left behind
    expect(await readdir(dir)).toEqual([]);
  });

  it('records what the holder adds once it serves', async () => {
    const lock = await acquireLock(lockFile);
    await lock.update({ url: 'http://127.0.0.1:9999' });
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({
      url: 'http://127.0.0.1:9999',
      token: lock.holder.token,
    });
    await lock.release();
  });
});

describe('the data folder', () => {
  it('moves the files of a folder that held the data directory itself into DIR/pgdata', async () => {
    await writeFile(path.join(dir, 'PG_VERSION'), '18\n');
    await mkdir(path.join(dir, 'base'));
    await writeFile(path.join(dir, 'base', '1'), 'x');
    const prepared = await prepareFolder(dataFolder(dir));
    expect(prepared).toEqual({ fresh: false, movedLegacy: true });
    expect((await readdir(dir)).sort()).toEqual(['pgdata']);
    expect((await readdir(path.join(dir, 'pgdata'))).sort()).toEqual(['PG_VERSION', 'base']);
  });

  it('--reset removes the data directory and keeps the backups', async () => {
    const folder = dataFolder(dir);
    await mkdir(folder.pgdata, { recursive: true });
    await writeFile(path.join(folder.pgdata, 'PG_VERSION'), '18\n');
    await mkdir(folder.backups);
    await writeFile(path.join(folder.backups, backupName('start', new Date())), 'x');
    expect(await prepareFolder(folder, { reset: true })).toEqual({ fresh: true, movedLegacy: false });
    expect(existsSync(folder.pgdata)).toBe(false);
    expect(await listBackups(folder.backups)).toHaveLength(1);
  });
});

describe('backups', () => {
  it('keeps the last N backups of clean starts, newest first, and every backup made on demand', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 9, minute));
    for (const minute of [1, 2, 3, 4]) await writeFile(path.join(dir, backupName('start', at(minute))), 'x');
    await writeFile(path.join(dir, backupName('manual', at(0))), 'x');
    const removed = await pruneStartBackups(dir, 2);
    expect(removed.map((f) => path.basename(f))).toEqual([
      backupName('start', at(2)),
      backupName('start', at(1)),
    ]);
    const kept = await listBackups(dir);
    expect(kept.map((b) => [b.kind, b.takenAt.toISOString()])).toEqual([
      ['start', at(4).toISOString()],
      ['start', at(3).toISOString()],
      ['manual', at(0).toISOString()],
    ]);
  });

  it('a backup that does not open as a database changes nothing', async () => {
    const folder = dataFolder(dir);
    await mkdir(folder.pgdata, { recursive: true });
    await writeFile(path.join(folder.pgdata, 'PG_VERSION'), '18\n');
    const bad = path.join(dir, 'bad.tar.gz');
    await writeFile(bad, 'not a tarball');
    await expect(restoreBackup(folder, bad)).rejects.toThrow(`${bad} could not be opened as a database`);
    expect((await readdir(dir)).sort()).toEqual(['bad.tar.gz', 'pgdata']);
    expect(await readFile(path.join(folder.pgdata, 'PG_VERSION'), 'utf8')).toBe('18\n');
  });
});

describe("the running server's control channel", () => {
  it('answers a backup request with the backup the server wrote', async () => {
    const address = path.join(dir, 'server.sock');
    const made: BackupFile = { file: '/backups/b.tar.gz', kind: 'manual', takenAt: new Date(), bytes: 42 };
    const control = await listenControl(address, { backup: async () => made });
    expect(await controlAnswers(address)).toBe(true);
    expect(await requestBackup(address)).toEqual(made);
    await control.close();
    expect(await controlAnswers(address)).toBe(false);
  });

  it('passes on why a backup failed', async () => {
    const address = path.join(dir, 'server.sock');
    const control = await listenControl(address, {
      backup: async () => {
        throw new Error('no space left on device');
      },
    });
    await expect(requestBackup(address)).rejects.toThrow('no space left on device');
    await control.close();
  });

  it('replaces a socket file left by a server that was killed', async () => {
    const address = path.join(dir, 'server.sock');
    await writeFile(address, '');
    const control = await listenControl(address, { backup: async () => ({}) as BackupFile });
    expect(await controlAnswers(address)).toBe(true);
    await control.close();
  });
});

/** `npm run db:backup` / `db:restore` (src/server/db-tool.ts) with `args`; its exit code and output. */
function dbTool(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/db-tool.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe.skipIf(!process.env.DATABASE_URL)('backups of a PostgreSQL database (DATABASE_URL)', () => {
  it('db:backup writes a pg_dump; db:restore puts the whole schema back as it was, and a dump that fails changes nothing', async () => {
    const database = await throwawayDatabase(process.env.DATABASE_URL!);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const count = async () =>
      (await client.query('SELECT count(*)::int AS n FROM agents')).rows[0].n as number;
    try {
      await client.query('CREATE TABLE agents (id int PRIMARY KEY); INSERT INTO agents VALUES (1), (2), (3)');
      const env = { DATABASE_URL: database.url };
      const backup = await dbTool(['backup', '--backups', dir], env);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain('pg_dump --format=custom');
      const [dump] = (await readdir(dir)).filter((f) => f.endsWith('.dump'));
      expect(dump).toMatch(/^postgres-casino_test_.*\.dump$/);

      await client.query('INSERT INTO agents VALUES (4); CREATE TABLE made_later (x int)');
      const restore = await dbTool(['restore', '--backups', dir], env);
      expect(restore.code, restore.output).toBe(0);
      expect(await count()).toBe(3);
      expect((await client.query("SELECT to_regclass('public.made_later') AS t")).rows[0].t).toBeNull();
      expect((await readdir(dir)).some((f) => f.endsWith('-before-restore.dump'))).toBe(true);

      await writeFile(path.join(dir, 'bad.dump'), 'not a dump');
      const bad = await dbTool(['restore', '--from', path.join(dir, 'bad.dump'), '--backups', dir], env);
      expect(bad.code).toBe(1);
      expect(bad.output).toContain('nothing was changed');
      expect(await count()).toBe(3);
    } finally {
      await client.end();
      await database.drop();
    }
  });
});
