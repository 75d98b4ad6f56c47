/**
 * The embedded database's data folder has one owner (README, "The data folder"): real server processes
 * on temporary folders. One folder is seeded once (a cold start with the demo seed takes 20-60 s on a
 * loaded machine); the tests go on with it in order, and the broken-folder test works on a copy.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { demoAgentId } from '../../src/server/seed/demo';
import { signInAdmin, type AdminSession } from './admin-session';
import { spawnServer, type ServerProcess } from './server';

test.describe.configure({ mode: 'serial' });

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EUROPE = demoAgentId('Aurora Europe');
/** the tests start and stop servers of their own; none needs the start backup but the first */
const NO_START_BACKUP = ['--keep-backups', '0'];

let workDir: string;
let folder: string;
const servers = new Set<ServerProcess>();
/** Aurora Europe's credit when the first server started (and its backup was taken) */
let creditAtStart: number;
/** … and after the stop during a burst of adjustments */
let creditAfterBurst: number;

function server(args: string[], dataDir: string): ServerProcess {
  const s = spawnServer(args, { dataDir });
  servers.add(s);
  return s;
}

async function europeCredit(session: AdminSession): Promise<number> {
  const r = await fetch(`${session.services.apiUrl}/api/agent?agentId=${EUROPE}`, {
    headers: { authorization: session.authorization },
  });
  expect(r.status).toBe(200);
  return Number(((await r.json()) as { creditAmount: number }).creditAmount);
}

const lockHolder = async (dir: string) =>
  JSON.parse(await readFile(path.join(dir, 'server.lock'), 'utf8')) as { pid: number };

async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let first: ServerProcess;
let firstUrl: string;
/** the server started again after the clean stop, killed by the next test */
let restarted: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDir = await mkdtemp(path.join(tmpdir(), 'casino-data-folder-'));
  folder = path.join(workDir, 'data');
  first = server([], folder);
  firstUrl = await first.ready;
  // the backup of this clean start is written in the background: it holds the state as seeded
  await until(() => /^backup: /m.test(first.output()), 'the backup at start', 120_000);
  creditAtStart = await europeCredit(await signInAdmin(firstUrl));
});

test.afterAll(async () => {
  await Promise.all([...servers].map((s) => s.stop()));
  await rm(workDir, { recursive: true, force: true });
});

test('a second server on the same data folder exits non-zero within 10 s, naming the folder, the process holding it and where else to run; the first keeps serving its data', async () => {
  test.setTimeout(60_000);
  const session = await signInAdmin(firstUrl);
  const started = Date.now();
  const second = server(NO_START_BACKUP, folder);
  const { code } = await second.exited;
  const elapsed = Date.now() - started;

  expect(code).not.toBe(0);
  expect(elapsed).toBeLessThan(10_000);
  const message = second.output();
  expect(message).toContain(`The data folder ${folder} is in use by another server: process ${first.pid}`);
  expect(message).toContain(`answering on ${firstUrl}`);
  expect(message).toContain('npm start -- --data');
  expect(message).toContain('DATABASE_URL=postgres://');

  expect((await lockHolder(folder)).pid).toBe(first.pid);
  expect(await europeCredit(session)).toBe(creditAtStart);
});

test('a stop during a burst of credit adjustments loses no acknowledged one, releases the lock and leaves a folder that opens', async () => {
  test.setTimeout(120_000);
  const session = await signInAdmin(firstUrl);
  const adjust = `${session.services.apiUrl}/api/agent/adjustcredit?agentId=${EUROPE}&amount=1`;
  /** the credit each acknowledged adjustment answered */
  const acknowledged: number[] = [];
  const refused: string[] = [];
  let stopping = false;
  const burst = async () => {
    for (;;) {
      let r: Response;
      try {
        r = await fetch(adjust, { method: 'PUT', headers: { authorization: session.authorization } });
      } catch {
        if (stopping) return; // the server closed: not acknowledged
        throw new Error('a request failed before the stop');
      }
      if (r.status === 200)
        acknowledged.push(Number(((await r.json()) as { creditAmount: number }).creditAmount));
      else if (r.status === 503 && stopping)
        return; // the server is closing: not acknowledged
      else {
        refused.push(`${r.status} ${await r.text()}`);
        return;
      }
    }
  };
  const clients = Array.from({ length: 4 }, burst);
  await until(() => acknowledged.length >= 10 || refused.length > 0, 'ten acknowledged adjustments');
  stopping = true;
  first.child.kill('SIGTERM');
  await Promise.all(clients);
  const { code } = await first.exited;

  expect(refused).toEqual([]);
  expect(code).toBe(0);
  expect(first.output()).toContain(`stopped; ${path.join(folder, 'server.lock')} released`);
  expect(existsSync(path.join(folder, 'server.lock'))).toBe(false);

  restarted = server(NO_START_BACKUP, folder);
  const session2 = await signInAdmin(await restarted.ready);
  expect(restarted.output()).not.toContain('took over');
  creditAfterBurst = await europeCredit(session2);
  expect(creditAfterBurst).toBeGreaterThanOrEqual(Math.max(...acknowledged));
  expect(creditAfterBurst).toBeGreaterThanOrEqual(creditAtStart + acknowledged.length);
});

test('a server killed with SIGKILL leaves a stale lock: the next start takes it over and opens the database', async () => {
  test.setTimeout(120_000);
  const killed = restarted;
  const before = await signInAdmin(await killed.ready);
  const r = await fetch(`${before.services.apiUrl}/api/agent/adjustcredit?agentId=${EUROPE}&amount=1`, {
    method: 'PUT',
    headers: { authorization: before.authorization },
  });
  expect(r.status).toBe(200);
  const acknowledged = Number(((await r.json()) as { creditAmount: number }).creditAmount);
  expect(acknowledged).toBe(creditAfterBurst + 1);
  killed.child.kill('SIGKILL');
  await killed.exited;
  expect((await lockHolder(folder)).pid).toBe(killed.pid);

  const next = server(NO_START_BACKUP, folder);
  const session = await signInAdmin(await next.ready);
  expect(next.output()).toContain(`took over the lock of process ${killed.pid}`);
  expect((await lockHolder(folder)).pid).toBe(next.pid);
  expect(await europeCredit(session)).toBe(acknowledged);
  expect((await next.stop()).code).toBe(0);
});

test('a broken data folder is reported with what failed, the last backup and the command to restore it; the restore brings that backup back and the server starts', async () => {
  test.setTimeout(150_000);
  const broken = path.join(workDir, 'broken');
  await cp(folder, broken, { recursive: true });
  // the write-ahead log is gone: PostgreSQL finds no checkpoint to start from
  const wal = path.join(broken, 'pgdata', 'pg_wal');
  for (const name of await readdir(wal)) if (/^[0-9A-F]{24}$/.test(name)) await rm(path.join(wal, name));

  const failed = server(NO_START_BACKUP, broken);
  const { code } = await failed.exited;
  const message = failed.output();
  expect(code).not.toBe(0);
  expect(message).toContain(`The embedded database in ${broken} could not be opened`);
  expect(message).toMatch(/What failed: PANIC: could not locate a valid checkpoint record/);
  expect(message).toMatch(/The last backup: .*pgdata-.*-start\.tar\.gz \(taken .* at a clean start/);
  expect(message).not.toMatch(/RuntimeError|wasm|\n\s+at /);
  const restore = /To restore it:\n\s+(.+)\n/.exec(message)?.[1];
  expect(restore).toBe(`npm run db:restore -- --data ${broken}`);

  // the command as printed
  const restoring = spawn(restore!, { cwd: ROOT, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let restoreOutput = '';
  restoring.stdout.on('data', (c: Buffer) => (restoreOutput += c.toString()));
  restoring.stderr.on('data', (c: Buffer) => (restoreOutput += c.toString()));
  const restoreCode = await new Promise<number | null>((resolve) => restoring.once('exit', resolve));
  expect(restoreCode, restoreOutput).toBe(0);
  expect(restoreOutput).toMatch(/Restored in [\d.]+ s: the database opens and holds \d+ agents/);
  expect((await readdir(broken)).some((name) => name.startsWith('pgdata.replaced-'))).toBe(true);

  const restored = server(NO_START_BACKUP, broken);
  const session = await signInAdmin(await restored.ready);
  // the backup was taken at the first clean start, before the adjustments
  expect(await europeCredit(session)).toBe(creditAtStart);
  expect((await restored.stop()).code).toBe(0);
});
