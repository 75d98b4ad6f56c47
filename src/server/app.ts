/**
 * The reference back-office server: one Node process serving the console (dist/), config.json,
 * the image CDN and the four services of the spec.
 *
 * `createServer(opts)` composes it: the options and their environment defaults
 * (src/server/server-options.ts), the database set-up and the seeding of a new one
 * (src/server/database.ts, src/server/seed/initial.ts), the context, the Fastify instances with their
 * plugins (src/server/instance.ts, src/server/plugins/) and the services on one origin or on ports of
 * their own (src/server/listen.ts), then the upkeep of the reports while it runs.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig, ServerContext, ServiceUrls, SeedInfo } from './context';
import { createAuditFeed } from './audit-feed';
import { endAuditStreams } from './routes/audit';
import { Foreground } from './foreground';
import { serverLimits } from './limits';
import { jwtKey, openServerDatabase, prepareDatabase } from './database';
import { listenServices } from './listen';
import { maintainReports, PARTITION_CHECK_MS } from './reports/partitions';
import { DEFAULT_COUNTRY_ID, DEFAULT_TIMEZONE_ID } from './seed/reference';
import {
  resolveOptions,
  SERVICE_PREFIXES,
  type CreateServerOptions,
  type ServedRoute,
  type ServiceKey,
} from './server-options';

export { SERVICE_PREFIXES, type CreateServerOptions, type ServedRoute, type ServiceKey };
export { PREFLIGHT_MAX_AGE_SECONDS } from './instance';

export interface RunningServer {
  /** origin of the console, e.g. http://127.0.0.1:8080 */
  url: string;
  /** base URL of every service */
  urls: ServiceUrls;
  ctx: ServerContext;
  /** every route the server answers, per service ('console' for the console origin's own routes) */
  routes: ServedRoute[];
  /** what the seed produced (null when the database was already seeded) */
  seedInfo: SeedInfo | null;
  close(): Promise<void>;
}

const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));

export async function createServer(opts: CreateServerOptions = {}): Promise<RunningServer> {
  const resolved = resolveOptions(opts);
  const limits = serverLimits(opts.limits);
  const { db, ownsDb } = await openServerDatabase(opts, resolved, limits);
  let seedInfo: SeedInfo | null;
  const apps: FastifyInstance[] = [];
  const served: ServedRoute[] = [];
  try {
    seedInfo = await prepareDatabase(db, opts, resolved);
    const pkg = JSON.parse(await readFile(path.join(ROOT_DIR, 'package.json'), 'utf8')) as {
      version: string;
    };
    const config: ServerConfig = {
      urls: { console: '', identity: '', api: '', casinoManagement: '', report: '', imageCdn: '' },
      prefixes: { ...SERVICE_PREFIXES },
      tokenLifetimeSeconds: opts.tokenLifetimeSeconds ?? 8 * 60 * 60,
      corsOrigins: [],
      version: pkg.version,
      distDir: opts.distDir ?? path.join(ROOT_DIR, 'dist'),
      defaultCountryId: DEFAULT_COUNTRY_ID,
      defaultTimezoneId: DEFAULT_TIMEZONE_ID,
      frameOrigins: resolved.frameOrigins,
      limits,
    };
    const ctx: ServerContext = {
      db,
      jwtKey: await jwtKey(db),
      jwtIssuer: 'casino-widgets',
      config,
      auditFeed: createAuditFeed(db),
      foreground: new Foreground(),
    };
    await listenServices(
      ctx,
      {
        host: resolved.host,
        port: resolved.port,
        splitPorts: opts.splitPorts,
        version: pkg.version,
        log: resolved.log,
        trustProxy: resolved.trustProxy,
      },
      apps,
      served,
    );
    config.corsOrigins = resolved.corsOrigins ?? [
      config.urls.console,
      config.urls.console.replace('127.0.0.1', 'localhost'),
    ];
  } catch (e) {
    await Promise.all(apps.map((a) => a.close().catch(() => undefined)));
    if (apps[0]) await apps[0].ctx.auditFeed.close().catch(() => undefined);
    if (ownsDb) await db.close().catch(() => undefined);
    throw e;
  }
  const ctx = apps[0].ctx;
  // a server running for months keeps the coming months' partitions ready, and the hubs up to date
  const partitionTimer = setInterval(() => {
    maintainReports(db).catch((error: unknown) =>
      apps[0].log.error({ err: error }, 'the upkeep of the reports’ partitions and rollups failed'),
    );
  }, PARTITION_CHECK_MS);
  partitionTimer.unref();
  return {
    url: ctx.config.urls.console,
    urls: ctx.config.urls,
    ctx,
    routes: served,
    seedInfo,
    async close() {
      clearInterval(partitionTimer);
      // open event streams would keep the listeners waiting: they end first
      endAuditStreams(ctx);
      await ctx.auditFeed.close();
      // open requests finish; a keep-alive connection that was busy when the close began is closed
      // once its answer is sent, not after the keep-alive timeout
      const sweep = setInterval(() => {
        for (const a of apps) a.server.closeIdleConnections();
      }, 100);
      try {
        await Promise.all(apps.map((a) => a.close()));
      } finally {
        clearInterval(sweep);
      }
      if (ownsDb) await db.close();
    },
  };
}
