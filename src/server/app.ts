/**
 * The reference back-office server: one Node process serving the console (dist/), config.json,
 * the image CDN and the four services of the spec.
 *
 * Service placement:
 * - default: one origin, each service under its own prefix: identity '/identity', API
 *   '/backoffice', casino management '/casino-management', report service '/reports';
 * - `splitPorts`: each service on its own port (cross-origin, CORS allow-listed).
 *
 * `createServer(opts)` opens (and migrates, and on first start seeds) the database, then listens.
 */
import { readFile, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import type { ServerConfig, ServerContext, ServiceUrls, SeedInfo } from './context';
import { openDb, QueryAborted, type Db } from './db';
import { createAuditFeed } from './audit-feed';
import { endAuditStreams } from './routes/audit';
import { ApiError, ServerBusy, type FieldError } from './errors';
import { requestDeadlines } from './client-gone';
import { Foreground } from './foreground';
import { databaseLimits, serverLimits, type DatabaseLimits, type ServerLimits } from './limits';
import { authentication, needsToken } from './plugins/authentication';
import { serverContext } from './plugins/server-context';
import { registerOpenApi } from './contract';
import { TOTAL_COUNT_HEADER } from '../core/contract/list';
import { DASHBOARD_PATH, REPORT_LIST } from '../core/areas/reports/definitions';
import { auditEndpoints } from '../core/areas/audit/contract';
import { loggerOptions, requestLog, type LogOptions } from './logging';
import { methodNotAllowed, trackRoutes } from './method-not-allowed';
import { storeLoginThrottleRules, type LoginThrottleConfig } from './login-throttle';
import { securityHeaders } from './security-headers';
import { databaseInputError, ledgerRefusal } from './db-errors';
import { beginSeedMoney, recordSeedMoney } from './seed/ledger';
import { quoteInexactNumbers } from './json-body';
import {
  AJV_OPTIONS,
  FORMAT_MESSAGES,
  rejectForbiddenCharacters,
  strictBodySchemaController,
} from './validation';
import { dropAll, migrate } from './migrate';
import { seedReferenceData, DEFAULT_COUNTRY_ID, DEFAULT_TIMEZONE_ID } from './seed/reference';
import { seedDemo, ROOT_AGENT_ID } from './seed/demo';
import { seedScale } from './seed/scale';
import { ensureCurrentPartitions, maintainReports, PARTITION_CHECK_MS } from './reports/partitions';
import { deferRollups } from './reports/rollups';
import { seedUsers } from './seed/users';
import { seedPlayers, seedScalePlayers } from './seed/players';
import { seedPoses, seedScalePoses } from './seed/poses';
import { fillMissingReportResults } from './pos-reports';
import { seedCasinos } from './seed/casinos';
import { EXTERNAL_GAME_HISTORY_ORIGIN, seedGameRounds } from './games/seed';
import { DEMO_ACTIVITY_USERS, seedDemoActivity, seedScaleActivity } from './seed/activity';
import { seedPotBalanceLog } from './seed/pot-balance-log';
import { identityService } from './services/identity';
import { apiService } from './services/api';
import { casinoManagementService } from './services/casino-management';
import { reportService } from './services/report';
import { consoleSite } from './services/console';

export type ServiceKey = 'identity' | 'api' | 'casinoManagement' | 'report';

export const SERVICE_PREFIXES: Record<ServiceKey, string> = {
  identity: '/identity',
  api: '/backoffice',
  casinoManagement: '/casino-management',
  report: '/reports',
};

/** The routes that run in a report slot (src/server/reports/slots.ts): pages, exports, the dashboard. */
const REPORT_ROUTE_PATHS = [...REPORT_LIST.map((def) => def.path), DASHBOARD_PATH];

/** How long a browser may reuse the answer of a CORS preflight (Chromium caps it at 7200 s). */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

export interface CreateServerOptions {
  /** default env PORT or 8080; 0 picks a free port */
  port?: number;
  /** default env HOST or 127.0.0.1 */
  host?: string;
  /** PGlite data directory (default ./data) or 'memory://' */
  dataDir?: string;
  /** PostgreSQL URL; default env DATABASE_URL. Wins over dataDir. */
  databaseUrl?: string;
  /**
   * An open database to use instead (wins over databaseUrl and dataDir), e.g. one that a second server
   * in the same process shares; this server migrates it but does not close it.
   */
  db?: Db;
  /** drop all data and seed again */
  reset?: boolean;
  /** seed the demo operator when the database is empty (default true) */
  seed?: boolean;
  /** generate this many extra agents (benchmarks) when they are not there yet */
  scale?: number;
  /** serve each service on its own port: true (free ports) or explicit ports */
  splitPorts?: boolean | Partial<Record<ServiceKey, number>>;
  /** origins allowed cross-origin (default env CORS_ORIGINS, comma-separated, else the console origin) */
  corsOrigins?: string[];
  /** directory of the built console, default ./dist */
  distDir?: string;
  /** access-token lifetime in seconds (default 8 hours) */
  tokenLifetimeSeconds?: number;
  /** structured logging (src/server/logging.ts); default none (npm start logs at info) */
  log?: LogOptions | false;
  /**
   * sign-in throttling rules, written to the database at start so every process on it applies them
   * (default: the database's own, DEFAULT_LOGIN_THROTTLE of src/server/login-throttle.ts on a new one)
   */
  loginThrottle?: LoginThrottleConfig;
  /**
   * origins of external game-history pages the console may frame (default env FRAME_ORIGINS,
   * comma-separated, else the demo provider's origin)
   */
  frameOrigins?: string[];
  /** request deadline, reports at once, export limits (default: env, else DEFAULT_LIMITS of src/server/limits.ts) */
  limits?: Partial<ServerLimits>;
  /** database pools and timeouts (PostgreSQL; default: env, else DEFAULT_DATABASE_LIMITS) */
  databaseLimits?: Partial<DatabaseLimits>;
  /**
   * trust X-Forwarded-For from a reverse proxy for the client address (sign-in throttling, logs):
   * true, or the addresses/CIDRs of the proxies, comma-separated (default env TRUST_PROXY, else false)
   */
  trustProxy?: boolean | string;
}

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

export interface ServedRoute {
  service: ServiceKey | 'console';
  method: string;
  /** the path inside the service, e.g. '/api/agent' or '/cdn/flags/:file' */
  url: string;
  /** the route's JSON schemas (querystring, params, body), when it declares them */
  schema?: { querystring?: unknown; params?: unknown; body?: unknown };
}

const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));

export async function createServer(opts: CreateServerOptions = {}): Promise<RunningServer> {
  const host = opts.host ?? process.env.HOST ?? '127.0.0.1';
  const port = opts.port ?? (process.env.PORT ? Number(process.env.PORT) : 8080);
  const databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  const dataDir = opts.dataDir ?? path.join(process.cwd(), 'data');

  if (opts.reset && !databaseUrl && dataDir !== 'memory://')
    await rm(dataDir, { recursive: true, force: true });
  const limits = serverLimits(opts.limits);
  const db =
    opts.db ??
    (await openDb(
      databaseUrl ?? dataDir,
      undefined,
      databaseLimits(opts.databaseLimits, limits.reportsTotal),
    ));
  const ownsDb = !opts.db;
  let seedInfo: SeedInfo | null;
  const apps: FastifyInstance[] = [];
  const served: ServedRoute[] = [];
  const collectRoutes = (app: FastifyInstance, service: ServedRoute['service'], prefix = '') =>
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const url =
          prefix && route.url.startsWith(prefix) ? route.url.slice(prefix.length) || '/' : route.url;
        served.push({ service, method, url, schema: route.schema as ServedRoute['schema'] });
      }
    });
  try {
    if (opts.reset && databaseUrl) await dropAll(db);
    await migrate(db);
    // the months around now have their partitions before anything is written into them
    await ensureCurrentPartitions(db);
    if (opts.loginThrottle) await storeLoginThrottleRules(db, opts.loginThrottle);
    seedInfo = await seedIfEmpty(db, opts);
    // agents whose subtree grew to a thousand players get rollup rows of their own
    await maintainReports(db);

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
      frameOrigins:
        opts.frameOrigins ??
        (process.env.FRAME_ORIGINS !== undefined
          ? process.env.FRAME_ORIGINS.split(',')
              .map((o) => o.trim())
              .filter(Boolean)
          : [EXTERNAL_GAME_HISTORY_ORIGIN]),
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
    const configuredOrigins =
      opts.corsOrigins ??
      (process.env.CORS_ORIGINS ? process.env.CORS_ORIGINS.split(',').map((o) => o.trim()) : undefined);
    const urlHost =
      host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

    const services: Record<ServiceKey, (app: FastifyInstance) => Promise<void>> = {
      identity: (app) => identityService(app, ctx),
      api: (app) => apiService(app, ctx),
      casinoManagement: (app) => casinoManagementService(app, ctx),
      report: (app) => reportService(app, ctx),
    };

    const instance = instanceOptions(opts);
    const main = await buildInstance(ctx, instance);
    apps.push(main);
    if (!opts.splitPorts) {
      await registerOpenApi(main, 'casino-widgets reference back office', pkg.version, {
        prefixes: SERVICE_PREFIXES,
      });
      for (const key of Object.keys(services) as ServiceKey[]) {
        await main.register(
          async (scope) => {
            collectRoutes(scope, key, SERVICE_PREFIXES[key]);
            await services[key](scope);
          },
          { prefix: SERVICE_PREFIXES[key] },
        );
      }
      collectRoutes(main, 'console');
      await consoleSite(main, ctx, { servicePrefixes: Object.values(SERVICE_PREFIXES) });
      await main.listen({ port, host });
      const base = `http://${urlHost}:${addressPort(main)}`;
      Object.assign(config.urls, {
        console: base,
        identity: base + SERVICE_PREFIXES.identity,
        api: base + SERVICE_PREFIXES.api,
        casinoManagement: base + SERVICE_PREFIXES.casinoManagement,
        report: base + SERVICE_PREFIXES.report,
        imageCdn: base + '/cdn',
      });
    } else {
      config.prefixes = { identity: '', api: '', casinoManagement: '', report: '' };
      collectRoutes(main, 'console');
      await consoleSite(main, ctx, { servicePrefixes: [] });
      await main.listen({ port, host });
      const base = `http://${urlHost}:${addressPort(main)}`;
      config.urls.console = base;
      config.urls.imageCdn = base + '/cdn';
      const explicit = typeof opts.splitPorts === 'object' ? opts.splitPorts : {};
      for (const key of Object.keys(services) as ServiceKey[]) {
        const app = await buildInstance(ctx, instance);
        apps.push(app);
        await registerOpenApi(app, `casino-widgets reference back office: ${key}`, pkg.version, {
          prefixes: SERVICE_PREFIXES,
          service: key,
        });
        collectRoutes(app, key);
        await services[key](app);
        app.setNotFoundHandler((req, reply) => {
          if (methodNotAllowed(req, reply)) return;
          void reply.code(404).send({ message: `No route ${req.method} ${req.url.split('?')[0]}` });
        });
        await app.listen({ port: explicit[key] ?? 0, host });
        config.urls[key] = `http://${urlHost}:${addressPort(app)}`;
      }
    }
    config.corsOrigins = configuredOrigins ?? [
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

function addressPort(app: FastifyInstance): number {
  const address = app.server.address();
  if (address && typeof address === 'object') return address.port;
  throw new Error('server is not listening');
}

interface InstanceOptions {
  log: LogOptions | false;
  trustProxy: boolean | string;
}

function instanceOptions(opts: CreateServerOptions): InstanceOptions {
  const env = process.env.TRUST_PROXY;
  const fromEnv = env === undefined || env === '' || env === 'false' ? false : env === 'true' ? true : env;
  return { log: opts.log ?? false, trustProxy: opts.trustProxy ?? fromEnv };
}

/**
 * A Fastify instance with the shared plumbing: context, logging, security headers, CORS, bodies,
 * validation (src/server/validation.ts), errors.
 */
async function buildInstance(ctx: ServerContext, opts: InstanceOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(opts.log),
    trustProxy: opts.trustProxy,
    ajv: AJV_OPTIONS,
    schemaController: strictBodySchemaController(),
    bodyLimit: 1024 * 1024,
  });
  await app.register(serverContext, { ctx });
  trackRoutes(app);
  if (opts.log) requestLog(app);
  app.addHook('onRoute', (route) => {
    // the console's own database work (every signed-in call but a report, and the sign-in itself)
    // goes before the reports' on the embedded database (src/server/pglite-worker.mjs)
    // (the live stream stays open for as long as a page does: it is no request under way)
    const report = REPORT_ROUTE_PATHS.some((p) => route.url.endsWith(p));
    const stream = route.url.endsWith(auditEndpoints.stream.path);
    // every request but a report, an export or the live stream is one someone waits on: background
    // work (exports) gives way to it (src/server/foreground.ts)
    if (!report && !stream)
      route.config = { ...(route.config as object), foreground: true } as typeof route.config;
    if (!report && !stream && (needsToken(route.config) || route.url.endsWith('/connect/token')))
      route.config = { ...(route.config as object), consoleDatabaseWork: true } as typeof route.config;
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('X-Request-Id', request.id);
    if ((request.routeOptions.config as { foreground?: boolean }).foreground)
      reply.raw.once('close', ctx.foreground.enter());
    if (
      (request.routeOptions.config as { consoleDatabaseWork?: boolean }).consoleDatabaseWork &&
      ctx.db.consoleRequest
    ) {
      const done = ctx.db.consoleRequest();
      reply.raw.once('close', done);
    }
  });
  requestDeadlines(app, () => ctx.config.limits);
  app.addHook('preValidation', rejectForbiddenCharacters);
  await securityHeaders(app, ctx);
  void app.register(cors, {
    origin: (origin, cb) => {
      const allowed = ctx.config.corsOrigins;
      cb(null, !origin || allowed.includes('*') || allowed.includes(origin));
    },
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // Last-Event-ID: the console resumes its live stream with it; Content-Disposition names an export
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'report-name', 'Last-Event-ID'],
    exposedHeaders: [TOTAL_COUNT_HEADER, 'Retry-After', 'X-Request-Id', 'Content-Disposition'],
    // Browsers keep a preflight's answer this long (Chromium at most two hours): a console on another
    // origin than its services asks once, not before every call.
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
  // Authentication comes before validation (and after CORS): a request to a route declared
  // `auth: 'token'` without a valid token is 401 whatever its body
  void app.register(authentication);
  void app.register(formbody);
  // JSON bodies keep the source text of numbers a double would change (src/server/json-body.ts), so an
  // amount such as 1e2 or 1.0000000000000000001 is judged as written
  const json = app.getDefaultJsonParser('error', 'ignore');
  const exactJson: typeof json = (request, body, done) =>
    json(request, typeof body === 'string' ? quoteInexactNumbers(body) : body, done);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, exactJson);
  app.addContentTypeParser('application/json-patch+json', { parseAs: 'string' }, exactJson);
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    // answered already (its deadline's 503): nothing more to send
    if (reply.sent || reply.raw.headersSent) return;
    if ('validation' in error && error.validation) {
      const errors = dedupe(error.validation.map((v) => toFieldError(v, error.validationContext)));
      return reply.code(400).send({ message: `Invalid request: ${describe(errors)}`, errors });
    }
    if (error instanceof ServerBusy) {
      request.log.info({ event: 'server-busy', status: error.statusCode, reason: error.message }, 'busy');
      return reply
        .code(error.statusCode)
        .header('Retry-After', String(error.retryAfterSeconds))
        .send({ error: 'server_busy', message: error.message, retryAfter: error.retryAfterSeconds });
    }
    if (error instanceof ApiError) {
      return reply
        .code(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    // the client went away and its query was stopped: nobody reads this answer
    if (error instanceof QueryAborted) return reply.code(499).send({ message: error.message });
    // the ledger refused a movement (src/server/migrations/800_ledger.sql): the routes check first, so
    // this is the database's own guard speaking
    const ledger = ledgerRefusal(error);
    if (ledger) {
      request.log.warn({ err: error }, 'the ledger refused a movement the route let through');
      return reply.code(409).send({ message: ledger });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    // a value the database refused (out of range, malformed): the request's fault, but a route should
    // have refused it first, so it is logged with its stack
    const refused = databaseInputError(error);
    if (refused) {
      request.log.warn({ err: error }, 'database refused a value the route let through');
      return reply.code(400).send({ message: refused });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Server error' });
  });
  return app;
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** One error per field (a failed anyOf reports each branch; the first says it best). */
function dedupe(errors: FieldError[]): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const e of errors) if (!byField.has(e.field)) byField.set(e.field, e);
  return [...byField.values()];
}

const describe = (errors: FieldError[]) => errors.map((e) => `${e.field} ${e.message}`).join('; ');

function toFieldError(v: AjvError, context: string | undefined): FieldError {
  let field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (v.keyword === 'required') field = [field, String(v.params.missingProperty)].filter(Boolean).join('.');
  if (!field) field = context ?? 'body';
  const messages: Record<string, string> = {
    required: 'is required',
    pattern: 'has an invalid format',
    format: FORMAT_MESSAGES[String(v.params.format)] ?? `must be a valid ${String(v.params.format)}`,
    minLength: 'must not be empty',
    anyOf: 'is invalid',
    multipleOf: 'must have at most 2 decimals',
    type: `must be ${String(v.params.type).replace(',', ' or ')}`,
    enum: `must be one of ${Array.isArray(v.params.allowedValues) ? v.params.allowedValues.join(', ') : ''}`,
  };
  return { field, message: messages[v.keyword] ?? v.message ?? 'is invalid' };
}

async function jwtKey(db: Db): Promise<Uint8Array> {
  if (process.env.JWT_SECRET) return new TextEncoder().encode(process.env.JWT_SECRET);
  const fresh = randomBytes(32).toString('base64');
  await db.query(
    "INSERT INTO server_settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING",
    [fresh],
  );
  const { rows } = await db.query<{ value: string }>(
    "SELECT value FROM server_settings WHERE key = 'jwt_secret'",
  );
  return Buffer.from(rows[0].value, 'base64');
}

async function seedIfEmpty(db: Db, opts: CreateServerOptions): Promise<SeedInfo | null> {
  let info: SeedInfo | null = null;
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM agents');
  if (rows[0].n === 0 && opts.seed !== false) {
    info = await db.transaction(async (tx) => {
      // the rollups are computed once from every row at the end of the activity's seed
      await deferRollups(tx);
      await beginSeedMoney(tx);
      await seedReferenceData(tx);
      const seeded = await seedDemo(tx);
      await seedGameRounds(tx, seeded);
      // the players' support login is a console user: it gets its display name with the others
      await seedPlayers(tx, seeded);
      await seedUsers(tx, seeded);
      await seedPoses(tx, seeded);
      await fillMissingReportResults(tx);
      await seedCasinos(tx, seeded);
      await seedDemoActivity(tx, seeded);
      await seedPotBalanceLog(tx, seeded.users.admin);
      // the money of everything above enters the ledger; only the ledger writes balances from here on
      await recordSeedMoney(tx);
      return seeded;
    });
  }
  if (opts.scale && opts.scale > 0) {
    const existing = await db.query("SELECT 1 FROM agents WHERE name = 'Load Test Network' LIMIT 1");
    if (existing.rows.length === 0)
      await db.transaction(async (tx) => {
        await beginSeedMoney(tx);
        await seedScale(tx, opts.scale!, ROOT_AGENT_ID);
        await seedScalePlayers(tx);
        await seedScalePoses(tx);
        await seedScaleActivity(tx, DEMO_ACTIVITY_USERS);
        await recordSeedMoney(tx);
      });
  }
  return info;
}
