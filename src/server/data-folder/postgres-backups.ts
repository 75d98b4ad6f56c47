/**
 * Backups of a PostgreSQL database (DATABASE_URL) with PostgreSQL's own tools, which must be installed
 * (on PATH, or Debian's /usr/lib/postgresql/<version>/bin), in a version at least the server's:
 *
 * - backup:  pg_dump --format=custom --no-owner --file=<file> (one consistent snapshot, taken while
 *            the servers run);
 * - restore: first a backup of the database as it is (…-before-restore.dump), then, in one
 *            transaction (psql --single-transaction, so a restore that fails changes nothing), the
 *            server's schema is dropped and created again (DROP SCHEMA public CASCADE; CREATE SCHEMA
 *            public: nothing made after the backup is left, e.g. a table of a newer migration) and
 *            filled with the dump as pg_restore --no-owner writes it out as SQL. The server processes
 *            should be stopped meanwhile.
 *
 * The password of the URL is passed in PGPASSWORD, never on a command line (which `ps` shows).
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileTime } from './layout';

export interface PgTarget {
  /** the URL without its password */
  url: string;
  password: string | undefined;
  database: string;
}

export function pgTarget(databaseUrl: string): PgTarget {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { url: url.toString(), password, database: decodeURIComponent(url.pathname.slice(1)) || 'postgres' };
}

/** Where a PostgreSQL client program is: PATH first, then Debian's versioned folders (newest first). */
export function findPgTool(name: 'pg_dump' | 'pg_restore' | 'psql'): string {
  const exe = process.platform === 'win32' ? `${name}.exe` : name;
  const candidates = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  try {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  } catch {
    // not Debian's layout
  }
  for (const dir of candidates) {
    const file = path.join(dir, exe);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  throw new Error(
    `${name} was not found on PATH nor in /usr/lib/postgresql/*/bin: install PostgreSQL's client programs (Debian: apt-get install postgresql-client) in a version at least the server's`,
  );
}

/** The environment of a client program: the URL's password in PGPASSWORD. */
function clientEnv(target: PgTarget): NodeJS.ProcessEnv {
  const env = { ...process.env };
  if (target.password !== undefined) env.PGPASSWORD = target.password;
  return env;
}

function run(tool: string, args: string[], target: PgTarget): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const env = clientEnv(target);
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `${path.basename(tool)} failed (exit code ${code})${stderr ? `: ${stderr.trim()}` : ''}`,
            ),
          ),
    );
  });
}

/** The command as shown to the operator (the URL is already without its password). */
export const describeCommand = (tool: string, args: string[]) => [path.basename(tool), ...args].join(' ');

export const pgBackupName = (database: string, at: Date, suffix = '') =>
  `postgres-${database.replace(/[^\w.-]/g, '_')}-${fileTime(at)}${suffix}.dump`;

export interface PgStep {
  /** what runs, for the operator */
  command: string;
  run(): Promise<void>;
}

/** pg_dump of the database into `file`. */
export function pgDumpStep(target: PgTarget, file: string): PgStep {
  const tool = findPgTool('pg_dump');
  const args = ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${target.url}`];
  return {
    command: describeCommand(tool, args),
    run: async () => {
      await mkdir(path.dirname(file), { recursive: true });
      await run(tool, args, target);
    },
  };
}

/** The dump `file` in place of the server's schema, in one transaction. */
export function pgRestoreStep(target: PgTarget, file: string): PgStep {
  const restore = findPgTool('pg_restore');
  const psql = findPgTool('psql');
  const restoreArgs = ['--no-owner', '--file=-', file];
  const psqlArgs = [
    '--no-psqlrc',
    '--quiet',
    '--single-transaction',
    '--set=ON_ERROR_STOP=1',
    '--file=-',
    `--dbname=${target.url}`,
  ];
  return {
    command: `(echo '${RESET_SCHEMA}'; ${describeCommand(restore, restoreArgs)}) | ${describeCommand(psql, psqlArgs)}`,
    run: () => restoreThroughPsql(restore, restoreArgs, psql, psqlArgs, target),
  };
}

const RESET_SCHEMA = 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;';

function restoreThroughPsql(
  restore: string,
  restoreArgs: string[],
  psql: string,
  psqlArgs: string[],
  target: PgTarget,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const env = clientEnv(target);
    // the script's own answers (setval…) and notices (what the drop cascades to) are not for the operator
    env.PGOPTIONS = `${env.PGOPTIONS ?? ''} -c client_min_messages=warning`.trim();
    const into = spawn(psql, psqlArgs, { env, stdio: ['pipe', 'ignore', 'pipe'] });
    const from = spawn(restore, restoreArgs, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    const collect = (chunk: Buffer) => {
      errors += chunk.toString();
      process.stderr.write(chunk);
    };
    into.stderr.on('data', collect);
    from.stderr.on('data', collect);
    into.stdin.on('error', () => undefined);
    into.stdin.write(`${RESET_SCHEMA}\n`);
    // psql commits when its input ends: it ends only once pg_restore has written the whole dump; when
    // pg_restore fails, psql is killed first and PostgreSQL rolls the transaction back
    from.stdout.pipe(into.stdin, { end: false });
    const exits = [from, into].map(
      (child) =>
        new Promise<number | null>((done, fail) => {
          child.on('error', fail);
          child.on('exit', done);
        }),
    );
    void exits[0].then(
      (code) => (code === 0 ? into.stdin.end() : into.kill('SIGKILL')),
      () => into.kill('SIGKILL'),
    );
    Promise.all(exits).then(([restoreCode, psqlCode]) => {
      if (restoreCode === 0 && psqlCode === 0) return resolve();
      const who =
        restoreCode !== 0 ? `pg_restore (exit code ${restoreCode})` : `psql (exit code ${psqlCode})`;
      reject(new Error(`${who} failed; nothing was changed${errors ? `: ${errors.trim()}` : ''}`));
    }, reject);
  });
}
