/**
 * Security headers of every response (@fastify/helmet), on every Fastify instance of the server.
 *
 * - Content-Security-Policy, sent as a header (a meta tag cannot carry frame-ancestors):
 *   scripts, styles and fonts from the console origin only; images from it, the image CDN and
 *   data: URLs;
 *   connect-src the console origin and the configured services (identity, API, casino management,
 *   report service, image CDN) only; frame-src the configured external game-history origins only
 *   (`frameOrigins`: provider-reported rounds show the provider's page in a frame), 'none' when there
 *   are none; frame-ancestors 'none' (the console is never framed); no plugins; base and form
 *   targets on the console origin. The partner demo page keeps its own policy: its route turns the
 *   header off (see consolePolicyOff).
 * - X-Frame-Options: DENY (older browsers), X-Content-Type-Options: nosniff, Referrer-Policy:
 *   no-referrer, and helmet's other defaults (HSTS, COOP, Origin-Agent-Cluster, ...).
 * - Cross-Origin-Resource-Policy: cross-origin, because partner pages on other sites load the embed's
 *   script, chunks and CDN images from this server (which answer any origin: `publicCors`).
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { ServerContext } from './context';

/** The origin of a URL ('https://a.example:8443'), or null when it is not an absolute http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** connect-src: the console itself and every configured service origin. */
export function serviceOrigins(ctx: ServerContext): string[] {
  const { urls } = ctx.config;
  const origins = [urls.identity, urls.api, urls.casinoManagement, urls.report, urls.imageCdn]
    .map(originOf)
    .filter((o): o is string => o !== null && o !== originOf(urls.console));
  return [...new Set(origins)];
}

/** The console's Content-Security-Policy directives, read from the configuration on each request. */
export function consoleCspDirectives(ctx: ServerContext) {
  const frames = () => {
    const origins = ctx.config.frameOrigins.map(originOf).filter((o): o is string => o !== null);
    return origins.length ? origins.join(' ') : "'none'";
  };
  // helmet calls these per response: the service URLs are known only once the server listens
  const connect = (_req: IncomingMessage) => ["'self'", ...serviceOrigins(ctx)].join(' ');
  const images = () => {
    const cdn = originOf(ctx.config.urls.imageCdn);
    return ["'self'", 'data:', ...(cdn && cdn !== originOf(ctx.config.urls.console) ? [cdn] : [])].join(' ');
  };
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': [images],
    'font-src': ["'self'", 'data:'],
    'connect-src': [connect],
    'frame-src': [() => frames()],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export async function securityHeaders(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: consoleCspDirectives(ctx) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}

/** Route option of a page whose Content-Security-Policy is its own (the partner demo page). */
export const consolePolicyOff = { helmet: { contentSecurityPolicy: false } } as const;

/** @fastify/cors reads a route's own CORS options from its config (`config.cors`). */
export interface RouteCors {
  origin?: string | boolean | string[];
  credentials?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cors?: false | RouteCors;
  }
}

/**
 * Route config of what a partner page on any origin loads for the script-tag embed: the built scripts
 * and their chunks, config.json, the image CDN, the game strings and the shared-link round call. They
 * carry no cookie and no session (the shared link's token is the authority), so any origin may read
 * them (`Access-Control-Allow-Origin: *`, never with credentials). Every other route keeps the
 * allow-list of CORS_ORIGINS (the signed-in API).
 */
export const publicCors: { cors: RouteCors } = { cors: { origin: '*', credentials: false } };
