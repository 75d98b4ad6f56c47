/**
 * The placement of the four services and the listening:
 * - default: one origin, each service under its own prefix (SERVICE_PREFIXES), the console's own routes
 *   (static files, config.json, the image CDN) beside them;
 * - `splitPorts`: the console on its port, each service on its own port (cross-origin, CORS allow-listed).
 * Each service's Fastify instance gets its OpenAPI document; the URLs each one listens on are written into
 * the configuration, and every route served is collected (with its schemas) for the caller.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from './context';
import { registerOpenApi } from './contract';
import { buildInstance, type InstanceOptions } from './instance';
import { methodNotAllowed } from './method-not-allowed';
import { SERVICE_PREFIXES, type ServedRoute, type ServiceKey } from './server-options';
import { identityService } from './services/identity';
import { apiService } from './services/api';
import { casinoManagementService } from './services/casino-management';
import { reportService } from './services/report';
import { consoleSite } from './services/console';

export interface ListenOptions extends InstanceOptions {
  host: string;
  /** the console's port (0: a free one) */
  port: number;
  /** each service on its own port: true (free ports) or explicit ports */
  splitPorts?: boolean | Partial<Record<ServiceKey, number>>;
  /** the package version, in the OpenAPI documents */
  version: string;
}

/**
 * Builds the instances, registers the services and listens. `apps` receives each instance as it is
 * built (the caller closes them when a later step fails); the routes served go into `served`.
 */
export async function listenServices(
  ctx: ServerContext,
  opts: ListenOptions,
  apps: FastifyInstance[],
  served: ServedRoute[],
): Promise<void> {
  const { host, port, version } = opts;
  const config = ctx.config;
  const collectRoutes = (app: FastifyInstance, service: ServedRoute['service'], prefix = '') =>
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const url =
          prefix && route.url.startsWith(prefix) ? route.url.slice(prefix.length) || '/' : route.url;
        served.push({ service, method, url, schema: route.schema as ServedRoute['schema'] });
      }
    });
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

  const services: Record<ServiceKey, (app: FastifyInstance) => Promise<void>> = {
    identity: (app) => identityService(app, ctx),
    api: (app) => apiService(app, ctx),
    casinoManagement: (app) => casinoManagementService(app, ctx),
    report: (app) => reportService(app, ctx),
  };

  const instance: InstanceOptions = { log: opts.log, trustProxy: opts.trustProxy };
  const main = await buildInstance(ctx, instance);
  apps.push(main);
  if (!opts.splitPorts) {
    await registerOpenApi(main, 'casino-widgets reference back office', version, {
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
      await registerOpenApi(app, `casino-widgets reference back office: ${key}`, version, {
        prefixes: SERVICE_PREFIXES,
        service: key,
      });
      collectRoutes(app, key);
      await services[key](app);
      app.setNotFoundHandler((req, reply) => {
        if (methodNotAllowed(req, reply)) return;
        void reply
          .code(404)
          .send({ code: 'not-found', message: `No route ${req.method} ${req.url.split('?')[0]}` });
      });
      await app.listen({ port: explicit[key] ?? 0, host });
      config.urls[key] = `http://${urlHost}:${addressPort(app)}`;
    }
  }
}

function addressPort(app: FastifyInstance): number {
  const address = app.server.address();
  if (address && typeof address === 'object') return address.port;
  throw new Error('server is not listening');
}
