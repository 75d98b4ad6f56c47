/**
 * A bare Fastify instance for the server tests that need no seeded data: the shared plumbing of
 * src/server/instance.ts (context, 405 answers, security headers, CORS, authentication, bodies,
 * validation, the error mapper) over an unseeded in-memory embedded database (migrated only), or no
 * database at all (`database: false`: every use throws), with only the routes the test registers. Requests go through `app.inject()`: no port, no seed, no login.
 * For a test that needs the demo operator's data, use ./harness.ts.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db';
import type { ServerConfig, ServerContext } from '../../src/server/context';
import { createAuditFeed } from '../../src/server/audit-feed';
import { jwtKey } from '../../src/server/database';
import { openDb } from '../../src/server/db';
import { Foreground } from '../../src/server/foreground';
import { buildInstance } from '../../src/server/instance';
import { serverLimits } from '../../src/server/limits';
import { migrate } from '../../src/server/migrate';
import { SERVICE_PREFIXES, type ServiceKey } from '../../src/server/server-options';
import { consoleRoutes } from '../../src/server/services/console';
import { SERVICES } from '../../src/server/listen';
import { DEFAULT_COUNTRY_ID, DEFAULT_TIMEZONE_ID } from '../../src/server/seed/reference';

export interface Bare {
  app: FastifyInstance;
  ctx: ServerContext;
  close(): Promise<void>;
}

/** The origin the bare instance's CORS answers (its console origin). */
export const BARE_ORIGIN = 'http://127.0.0.1:1';

/**
 * Builds the instance, lets `routes` register what the test needs, and readies it. Close it in
 * afterAll: it closes the instance and its database.
 */
export async function startBare(
  routes: (app: FastifyInstance, ctx: ServerContext) => Promise<void> | void,
  opts: { database?: boolean } = {},
): Promise<Bare> {
  const withDb = opts.database ?? true;
  const db = withDb ? await openDb('memory://') : noDatabase();
  try {
    if (withDb) await migrate(db);
    const config: ServerConfig = {
      urls: {
        console: BARE_ORIGIN,
        identity: BARE_ORIGIN,
        api: BARE_ORIGIN,
        casinoManagement: BARE_ORIGIN,
        report: BARE_ORIGIN,
        imageCdn: BARE_ORIGIN,
      },
      prefixes: { ...SERVICE_PREFIXES },
      tokenLifetimeSeconds: 60 * 60,
      corsOrigins: [BARE_ORIGIN],
      version: '0.0.0-test',
      distDir: 'dist',
      defaultCountryId: DEFAULT_COUNTRY_ID,
      defaultTimezoneId: DEFAULT_TIMEZONE_ID,
      frameOrigins: [],
      limits: serverLimits(),
    };
    const ctx: ServerContext = {
      db,
      jwtKey: withDb ? await jwtKey(db) : new Uint8Array(randomBytes(32)),
      jwtIssuer: 'casino-widgets',
      config,
      auditFeed: createAuditFeed(db),
      foreground: new Foreground(),
    };
    const app = await buildInstance(ctx, { log: false, trustProxy: false });
    await routes(app, ctx);
    await app.ready();
    return {
      app,
      ctx,
      close: async () => {
        await app.close();
        await ctx.auditFeed.close();
        await db.close();
      },
    };
  } catch (e) {
    await db.close();
    throw e;
  }
}

/**
 * Registers the named services under their prefixes, as src/server/listen.ts does on one port, and
 * the console site (the built files, /config.json) when `console` is set: the same plugins.
 */
export function services(keys: ServiceKey[], opts: { console?: boolean } = {}) {
  return async (app: FastifyInstance): Promise<void> => {
    for (const key of keys) await app.register(SERVICES[key], { prefix: SERVICE_PREFIXES[key] });
    if (opts.console) await app.register(consoleRoutes, { servicePrefixes: Object.values(SERVICE_PREFIXES) });
  };
}

/**
 * The database of a bare instance built with `database: false`: every use throws, so a test that
 * reaches the database without meaning to fails instead of passing on an empty one.
 */
function noDatabase(): Db {
  return new Proxy({} as Db, {
    get(_target, name) {
      if (name === 'close') return async () => undefined;
      if (name === 'then') return undefined;
      return () => {
        throw new Error(`this bare instance has no database (${String(name)} was called)`);
      };
    },
  });
}
