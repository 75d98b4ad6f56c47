// The reference server as `npm start` runs it, in a process of its own (so the benchmark's own work
// never shares its event loop), and a throwaway PostgreSQL cluster for the runs against PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `src/server/main.ts` (through tsx, as `npm start` does) on a free port with `args` and `env`
 * added; resolves once it listens, with its console URL and `stop()`.
 */
export async function startServerProcess({ root, args = [], env = {}, log = () => undefined }) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), join(root, 'src', 'server', 'main.ts'), '--port', String(port), ...args],
    { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 10 min:\n${output}`)), 600_000);
    const onData = (chunk) => {
      output += chunk;
      if (/back-office ready/.test(output)) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      log(String(chunk).trimEnd());
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    url,
    pid: child.pid,
    /** Stops it (SIGTERM, SIGKILL after 15 s; at once with `force`: a server that no longer answers). */
    async stop({ force = false } = {}) {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(force ? 'SIGKILL' : 'SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The bin folder of the newest PostgreSQL of Debian's packages, or null. */
export function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(base, versions.at(-1), 'bin') : null;
}

/**
 * A throwaway PostgreSQL cluster on a free 127.0.0.1 port in a temporary folder (as .ci/run makes
 * one: as the `postgres` user when run as root), or null when PostgreSQL is not installed.
 * `stop()` stops it and removes the folder.
 */
export async function throwawayPostgres() {
  const bin = postgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  const root = process.getuid?.() === 0;
  if (root) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout), Number(gids.stdout));
  }
  const as = (command, args) => {
    const result = root
      ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { encoding: 'utf8' })
      : spawnSync(join(bin, command), args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  as('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres']);
  as('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-o',
    `-p ${port} -k ${dir} -h 127.0.0.1`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        as('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
