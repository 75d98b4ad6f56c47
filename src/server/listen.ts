/**
 * The placement of the four services and the listening:
 * - default: one origin, each service under its own prefix (SERVICE_PREFIXES), the console's own routes
 *   (static files, config.json, the image CDN) beside them;
 * - `splitPorts`: the console on its port, each service on its own port (cross-origin, CORS allow-listed).
 *
 * Both are one list of instances to start (`placements`), each started by the one function
 * `listenInstance`: the instance (src/server/instance.ts), its OpenAPI document when it serves services,
 * the services' plugins (src/server/services/, registered here, each under its prefix on the console's
 * origin) and the console site's plugin or a JSON not-found handler, then the listening. The URLs each
 * one listens on are written into the configuration, and every route served is collected (with its
 * schemas) for the caller.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ServerContext } from './context';
import { openApiDocument } from './contract';
import { buildInstance, type InstanceOptions } from './instance';
import { methodNotAllowed } from './method-not-allowed';
import { SERVICE_PREFIXES, type ServedRoute, type ServiceKey } from './server-options';
import { identityService } from './services/identity';
import { apiService } from './services/api';
import { casinoManagementService } from './services/casino-management';
import { reportService } from './services/report';
import { consoleRoutes } from './services/console';

/** The plugin of each service, in the order they are registered. */
export const SERVICES: Readonly<Record<ServiceKey, FastifyPluginAsync>> = {
  identity: identityService,
  api: apiService,
  casinoManagement: casinoManagementService,
  report: reportService,
};

const SERVICE_KEYS = Object.keys(SERVICES) as ServiceKey[];

export interface ListenOptions extends InstanceOptions {
  host: string;
  /** the console's port (0: a free one) */
  port: number;
  /** each service on its own port: true (free ports) or explicit ports */
  splitPorts?: boolean | Partial<Record<ServiceKey, number>>;
  /** the package version, in the OpenAPI documents */
  version: string;
}

/** One instance to start: what it serves and where it listens. */
interface Placement {
  /** the services it serves */
  services: ServiceKey[];
  /** the services sit under their prefixes (one origin), or at its root (a port of their own) */
  prefixed: boolean;
  /** it is the console's origin (static files, config.json, the image CDN, the pages' not-found) */
  console: boolean;
  /** its port (0: a free one) */
  port: number;
  /** the title of its OpenAPI document */
  title: string;
}

const TITLE = 'casino-widgets reference back office';

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
  const config = ctx.config;
  const explicit = typeof opts.splitPorts === 'object' ? opts.splitPorts : {};
  const placements: Placement[] = opts.splitPorts
    ? [
        { services: [], prefixed: false, console: true, port: opts.port, title: TITLE },
        ...SERVICE_KEYS.map((key) => ({
          services: [key],
          prefixed: false,
          console: false,
          port: explicit[key] ?? 0,
          title: `${TITLE}: ${key}`,
        })),
      ]
    : [{ services: SERVICE_KEYS, prefixed: true, console: true, port: opts.port, title: TITLE }];
  if (opts.splitPorts) config.prefixes = { identity: '', api: '', casinoManagement: '', report: '' };

  for (const placement of placements) {
    const app = await buildInstance(ctx, { log: opts.log, trustProxy: opts.trustProxy });
    apps.push(app);
    const base = await listenInstance(app, placement, opts, served);
    for (const key of placement.services)
      config.urls[key] = base + (placement.prefixed ? SERVICE_PREFIXES[key] : '');
    if (placement.console) Object.assign(config.urls, { console: base, imageCdn: base + '/cdn' });
  }
}

/** Registers what one instance serves, listens, and answers its base URL. */
async function listenInstance(
  app: FastifyInstance,
  placement: Placement,
  opts: ListenOptions,
  served: ServedRoute[],
): Promise<string> {
  const collectRoutes = (scope: FastifyInstance, service: ServedRoute['service'], prefix: string) =>
    scope.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const url =
          prefix && route.url.startsWith(prefix) ? route.url.slice(prefix.length) || '/' : route.url;
        served.push({ service, method, url, schema: route.schema as ServedRoute['schema'] });
      }
    });

  if (placement.services.length > 0)
    await app.register(openApiDocument, {
      title: placement.title,
      version: opts.version,
      scope: placement.prefixed
        ? { prefixes: SERVICE_PREFIXES }
        : { prefixes: SERVICE_PREFIXES, service: placement.services[0] },
    });
  for (const key of placement.services) {
    const prefix = placement.prefixed ? SERVICE_PREFIXES[key] : '';
    await app.register(
      async (scope) => {
        collectRoutes(scope, key, prefix);
        await scope.register(SERVICES[key]);
      },
      { prefix },
    );
  }
  if (placement.console) {
    collectRoutes(app, 'console', '');
    await app.register(consoleRoutes, {
      servicePrefixes: placement.prefixed ? placement.services.map((key) => SERVICE_PREFIXES[key]) : [],
    });
  } else {
    app.setNotFoundHandler((req, reply) => {
      if (methodNotAllowed(req, reply)) return;
      void reply
        .code(404)
        .send({ code: 'not-found', message: `No route ${req.method} ${req.url.split('?')[0]}` });
    });
  }
  await app.listen({ port: placement.port, host: opts.host });
  return `http://${urlHostOf(opts.host)}:${addressPort(app)}`;
}

/** The host of the URLs written into the configuration (a wildcard address is reached at 127.0.0.1). */
function urlHostOf(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

function addressPort(app: FastifyInstance): number {
  const address = app.server.address();
  if (address && typeof address === 'object') return address.port;
  throw new Error('server is not listening');
}
