/**
 * Starts the reference server for one spec file: `node --import tsx src/server/main.ts` on a free
 * 127.0.0.1 port with in-memory data ('memory://', seeded with the demo operator, whatever
 * DATABASE_URL says), logging warnings and errors only, waits for the console URL it prints, and
 * stops it afterwards. With `databaseUrl` it runs on that PostgreSQL database instead (a second server
 * process beside a test's own server: test/server/audit-live.test.ts). With `asNpmStart` it starts the
 * way `npm start` does (test/e2e/cross-origin.spec.ts: what a partner meets with the default setup).
 *
 * @example
 * let server: E2eServer;
 * test.beforeAll(async () => (server = await startServer()));
 * test.afterAll(() => server.stop());
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface E2eServer {
  /** Origin of the console, e.g. http://127.0.0.1:41234 */
  url: string;
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const START_TIMEOUT_MS = 60_000;

/**
 * The environment of the server process: this one's, less what would point it elsewhere (DATABASE_URL
 * would win over --data memory://, and the data of that PostgreSQL server must not be touched).
 */
function serverEnv(databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '', HOST: '' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

export interface StartOptions {
  /** Run on this PostgreSQL database instead of in-memory data. */
  databaseUrl?: string;
  /**
   * Start it exactly as `npm start` does (its script in package.json: scripts/start.mjs, which builds
   * when dist/ is stale and runs the server through tsx), with no CORS_ORIGINS or other variable of
   * this process's environment that would change what it allows.
   */
  asNpmStart?: boolean;
}

/** The command of package.json's `start` script, run with this Node ('node scripts/start.mjs' -> its file). */
function npmStartArgs(): string[] {
  const manifest = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = manifest.scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`npm start runs ${command}, not node`);
  return args;
}

export function startServer(
  extraArgs: string[] = [],
  { databaseUrl, asNpmStart = false }: StartOptions = {},
): Promise<E2eServer> {
  const env = serverEnv(databaseUrl);
  if (asNpmStart) {
    delete env.CORS_ORIGINS;
    delete env.FRAME_ORIGINS;
  }
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(asNpmStart ? npmStartArgs() : ['--import', 'tsx', 'src/server/main.ts']),
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      ...(databaseUrl ? [] : ['--data', 'memory://']),
      // tests keep the server's log quiet (warnings and errors only)
      '--log-level',
      'warn',
      ...extraArgs,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env },
  );
  let output = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  // npm start's path first checks the build and runs tsx's CLI in a second process: a longer wait on a
  // busy machine
  const startTimeout = asNpmStart ? 2 * START_TIMEOUT_MS : START_TIMEOUT_MS;
  return new Promise<E2eServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the server did not start within ${startTimeout} ms:\n${output}`));
    }, startTimeout);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /console\s+(http:\/\/[^\s/]+)\/?/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
}
