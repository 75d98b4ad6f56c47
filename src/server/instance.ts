/**
 * A Fastify instance of the server with the shared plumbing, as plugins in this order: the context
 * (src/server/plugins/server-context.ts), the end of unused connections on close, route tracking for 405 answers, request logs, the foreground
 * and console-work marks of each route, the request id, request deadlines, refused characters, security
 * headers, CORS, authentication (src/server/plugins/authentication.ts: after CORS, before validation),
 * form and exact JSON bodies, and the error mapper (src/server/plugins/error-mapper.ts). The services
 * are registered on it by src/server/listen.ts.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import type { ServerContext } from './context';
import { requestDeadlines } from './client-gone';
import { TOTAL_COUNT_HEADER } from '../core/contract/list';
import { DASHBOARD_PATH, REPORT_LIST } from '../core/areas/reports/definitions';
import { auditEndpoints } from '../core/areas/audit/contract';
import { loggerOptions, requestLog, type LogOptions } from './logging';
import { trackRoutes } from './method-not-allowed';
import { securityHeaders } from './security-headers';
import { quoteInexactNumbers } from './json-body';
import { AJV_OPTIONS, rejectForbiddenCharacters, strictBodySchemaController } from './validation';
import { authentication, needsToken } from './plugins/authentication';
import { errorMapper } from './plugins/error-mapper';
import { serverContext } from './plugins/server-context';
import { endUnusedConnectionsOnClose } from './unused-connections';

/** The routes that run in a report slot (src/server/reports/slots.ts): pages, exports, the dashboard. */
const REPORT_ROUTE_PATHS = [...REPORT_LIST.map((def) => def.path), DASHBOARD_PATH];

/** How long a browser may reuse the answer of a CORS preflight (Chromium caps it at 7200 s). */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

export interface InstanceOptions {
  log: LogOptions | false;
  trustProxy: boolean | string;
}

/**
 * A Fastify instance with the shared plumbing: context, logging, security headers, CORS, bodies,
 * validation (src/server/validation.ts), errors.
 */
export async function buildInstance(ctx: ServerContext, opts: InstanceOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(opts.log),
    trustProxy: opts.trustProxy,
    ajv: AJV_OPTIONS,
    schemaController: strictBodySchemaController(),
    bodyLimit: 1024 * 1024,
  });
  await app.register(serverContext, { ctx });
  // closing does not wait a minute for connections that never sent a request
  endUnusedConnectionsOnClose(app);
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
  // every error a route throws becomes its answer (src/server/plugins/error-mapper.ts)
  await app.register(errorMapper);
  return app;
}
