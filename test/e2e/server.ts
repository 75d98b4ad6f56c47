/**
 * Starts the reference server for one spec file: `node --import tsx src/server/main.ts` on a free
 * 127.0.0.1 port with in-memory data ('memory://', seeded with the demo operator, whatever
 * DATABASE_URL says), logging warnings and errors only, waits for the console URL it prints, and
 * stops it afterwards. With `databaseUrl` it runs on that PostgreSQL database instead (a second server
 * process beside a test's own server: test/server/audit-live.test.ts); with `dataDir` on the embedded
 * database of that data folder (test/e2e/data-folder.spec.ts). With `asNpmStart` it starts the way
 * `npm start` does (test/e2e/cross-origin.spec.ts: what a partner meets with the default setup).
 *
 * `spawnServer` starts the process without waiting, for a test that expects it to refuse to start or
 * that kills it.
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
  /** SIGTERM (SIGKILL after 10 s); resolves once the process has exited */
  stop(): Promise<void>;
  /** the server process */
  process: ServerProcess;
}

export interface ServerOptions {
  /** a PostgreSQL database (DATABASE_URL) */
  databaseUrl?: string;
  /** a data folder for the embedded database (instead of memory://) */
  dataDir?: string;
  /**
   * Start it exactly as `npm start` does (its script in package.json: scripts/start.mjs, which builds
   * when dist/ is stale and runs the server through tsx), with no CORS_ORIGINS or other variable of
   * this process's environment that would change what it allows.
   */
  asNpmStart?: boolean;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** what it printed so far (stdout and stderr) */
  output(): string;
  /** its exit: the code, or the signal that ended it */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** the console origin once it has printed it; rejects when it exits first or after `START_TIMEOUT_MS` */
  ready: Promise<string>;
  /** SIGTERM (SIGKILL after 10 s); resolves with its exit */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** a cold start with the demo seed takes 20-60 s on a loaded 2-core machine */
const START_TIMEOUT_MS = 90_000;

/**
 * The environment of the server process: this one's, less what would point it elsewhere (DATABASE_URL
 * would win over --data memory://, and the data of that PostgreSQL server must not be touched).
 */
function serverEnv(databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '', HOST: '', BACKUPS_DIR: '', KEEP_BACKUPS: '' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/** The command of package.json's `start` script, run with this Node ('node scripts/start.mjs' -> its file). */
function npmStartArgs(): string[] {
  const manifest = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = manifest.scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`npm start runs ${command}, not node`);
  return args;
}

export function spawnServer(
  extraArgs: string[] = [],
  { databaseUrl, dataDir, asNpmStart = false }: ServerOptions = {},
): ServerProcess {
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
      ...(databaseUrl ? [] : ['--data', dataDir ?? 'memory://']),
      // tests keep the server's log quiet (warnings and errors only)
      '--log-level',
      'warn',
      ...extraArgs,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      force.unref();
      void exited.then(() => clearTimeout(force));
    }
    return exited;
  };
  // npm start's path first checks the build and starts the server from a second process: a longer wait
  // on a busy machine
  const startTimeout = asNpmStart ? START_TIMEOUT_MS + 30_000 : START_TIMEOUT_MS;
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the server did not start within ${startTimeout} ms:\n${output}`));
    }, startTimeout);
    const onData = () => {
      const match = /console\s+(http:\/\/[^\s/]+)\/?/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code ?? signal}:\n${output}`));
    });
  });
  // a test that awaits `exited` instead must not see an unhandled rejection
  ready.catch(() => undefined);
  return { child, pid: child.pid!, output: () => output, exited, ready, stop };
}

export async function startServer(extraArgs: string[] = [], options: ServerOptions = {}): Promise<E2eServer> {
  const server = spawnServer(extraArgs, options);
  const url = await server.ready;
  return {
    url,
    stop: async () => {
      await server.stop();
    },
    process: server,
  };
}
