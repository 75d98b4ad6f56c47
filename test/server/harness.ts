/**
 * Starts the real server on 127.0.0.1 with a free port and a fresh database (seeded with the demo
 * operator), logs in the demo users, and offers a small fetch helper per service. Starting takes
 * seconds: start one harness per test file (beforeAll) and close it (afterAll).
 *
 * The database is an in-memory PGlite, or, when DATABASE_URL names a PostgreSQL server, a database of
 * its own on that server: created for the harness (CREATE DATABASE: the role needs CREATEDB) and
 * dropped on close. The database DATABASE_URL names is only used to connect; nothing in it is read or
 * changed. In a vitest run the new database is a copy of the run's seeded template
 * (./seeded-template.ts: seeded once by a server as on a first start, then copied: PGlite's tarball, or
 * PostgreSQL's CREATE DATABASE … TEMPLATE); the server migrates it as on any start and finds it
 * seeded. Outside a vitest run (a script) the server migrates and seeds the new database itself.
 *
 * An answer that is an event stream (text/event-stream) is read up to its first piece, then closed.
 * With `seed: false` the database stays empty (migrated only) and no demo login is signed in.
 *
 * Closing runs the ledger check (src/server/ledger-check.ts) first and fails when it finds a difference:
 * whatever a test file did through the server, every balance is still the sum of the ledger.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type CreateServerOptions, type RunningServer } from '../../src/server/app';
import type { SeedInfo } from '../../src/server/context';
import { checkLedger } from '../../src/server/ledger-check';
import { openDb, type Db } from '../../src/server/db';
import { databaseLimits, serverLimits } from '../../src/server/limits';
import { CLIENT_SECRET } from '../../src/server/services/identity';
import { onServer, seededTemplate, templateTarball, type SeededTemplate } from './seeded-template';

export type Service = 'identity' | 'api' | 'casinoManagement' | 'report' | 'console';
export type Login = 'admin' | 'agent' | 'viewer';

export const PASSWORDS: Record<Login, string> = {
  admin: 'Admin123!',
  agent: 'Agent123!',
  viewer: 'Viewer123!',
};

export interface CallOptions {
  token?: string | null;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  form?: Record<string, string>;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface Harness {
  server: RunningServer;
  /** The PostgreSQL database of this harness (with DATABASE_URL), for a second server on it; else null. */
  databaseUrl: string | null;
  seed: SeedInfo;
  tokens: Record<Login, string>;
  call<T = unknown>(
    service: Service,
    method: string,
    path: string,
    opts?: CallOptions,
  ): Promise<CallResult<T>>;
  /** call with the token of a demo login */
  as<T = unknown>(
    login: Login | null,
    service: Service,
    method: string,
    path: string,
    opts?: Omit<CallOptions, 'token'>,
  ): Promise<CallResult<T>>;
  login(
    username: string,
    password: string,
  ): Promise<CallResult<{ access_token: string; token_type: string; expires_in: number }>>;
  close(): Promise<void>;
}

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, and how to drop it: empty, or a copy of the
 * database `template` (which nobody may be connected to).
 */
export async function throwawayDatabase(serverUrl: string, template?: string): Promise<ThrowawayDatabase> {
  const name = `casino_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = (sql: string) => onServer(serverUrl, sql);
  await admin(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** The first piece of a streamed answer; the stream is cancelled. */
async function firstChunk(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value ?? new Uint8Array());
}

export async function startHarness(opts: CreateServerOptions = {}): Promise<Harness> {
  // `seed: false`: an empty database (migrated, nothing seeded) for a test that builds its own world
  const empty = opts.seed === false;
  // a database the test names itself (a data folder, a URL, an open one) is opened as the test says
  const named = opts.db !== undefined || opts.databaseUrl !== undefined;
  const template: SeededTemplate | null = empty || named ? null : await seededTemplate();
  const serverUrl = named ? undefined : process.env.DATABASE_URL;
  const database = serverUrl ? await throwawayDatabase(serverUrl, template?.templateDatabase) : null;
  // embedded, from the template: the harness opens the copy (in memory, or in the test's data folder)
  // with the limits the server would give a database it opens itself (its report connections, the
  // cancelling of a query whose client went away), and closes it after the server
  let copy: Db | null = null;
  let server: RunningServer;
  try {
    if (template?.tarballFile && !database)
      copy = await openDb(
        opts.dataDir ?? 'memory://',
        await templateTarball(template),
        databaseLimits(opts.databaseLimits, serverLimits(opts.limits).reportsTotal),
      );
    server = await createServer({
      port: 0,
      host: '127.0.0.1',
      ...(database ? { databaseUrl: database.url } : { dataDir: 'memory://' }),
      ...opts,
      ...(copy ? { db: copy } : {}),
    });
  } catch (error) {
    await copy?.close();
    await database?.drop();
    throw error;
  }
  const seed = template ? template.seedInfo : server.seedInfo;
  if (!seed && !empty) throw new Error('harness: the fresh database was not seeded');

  const base = (service: Service) => (service === 'console' ? server.url : server.urls[service]);

  const call = async <T>(
    service: Service,
    method: string,
    path: string,
    o: CallOptions = {},
  ): Promise<CallResult<T>> => {
    const url = new URL(base(service) + path);
    for (const [k, v] of Object.entries(o.query ?? {}))
      if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: string | undefined;
    if (o.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(o.form).toString();
    } else if (o.body !== undefined) {
      headers['content-type'] = o.contentType ?? 'application/json';
      body = JSON.stringify(o.body);
    }
    const response = await fetch(url, { method, headers, body });
    // an event stream never ends by itself: its answer is what arrived first, then it is closed
    const text = (response.headers.get('content-type') ?? '').startsWith('text/event-stream')
      ? await firstChunk(response)
      : await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  };

  const login = (username: string, password: string) =>
    call<{ access_token: string; token_type: string; expires_in: number }>(
      'identity',
      'POST',
      '/connect/token',
      {
        form: { username, password, grant_type: 'password', client_id: 'ui', client_secret: CLIENT_SECRET },
      },
    );

  const tokens = {} as Record<Login, string>;
  for (const who of empty ? [] : (Object.keys(PASSWORDS) as Login[])) {
    const r = await login(who, PASSWORDS[who]);
    if (r.status !== 200) throw new Error(`harness: login ${who} failed with ${r.status} ${r.text}`);
    tokens[who] = r.body.access_token;
  }

  return {
    server,
    databaseUrl: database?.url ?? null,
    seed: seed as SeedInfo,
    tokens,
    call,
    as: (who, service, method, path, o = {}) =>
      call(service, method, path, { ...o, token: who ? tokens[who] : null }),
    login,
    close: async () => {
      // whatever a test file did, every balance is still the sum of the ledger (docs/ledger.md)
      const ledger = await checkLedger(server.ctx.db).catch((error: Error) => error);
      await server.close();
      await copy?.close();
      await database?.drop();
      if (ledger instanceof Error) throw ledger;
      if (ledger.differenceCount > 0)
        throw new Error(
          `harness: the ledger check found ${ledger.differenceCount} differences after the tests: ${JSON.stringify(ledger.differences.slice(0, 5))}`,
        );
    },
  };
}
