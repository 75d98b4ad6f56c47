/**
 * 405 Method Not Allowed: a request whose path names a route of the server with another method is
 * answered 405 with an `Allow` header listing the methods the path takes (RFC 9110 §15.5.6), not 404.
 * A path no route names stays 404. Catch-all routes (the console's `/*` pages, the CORS preflight
 * `OPTIONS *`) do not count: every path would match them.
 *
 * `trackRoutes(app)` records the routes of an instance as they are registered (before any of them);
 * `methodNotAllowed(request, reply)` answers the 405 from a not-found handler and says whether it did.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods the server answers on a path (empty when no route names it). */
    allowedMethods(path: string): string[];
  }
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A route URL ('/api/agent/:agentId/ipwhitelist') as a regular expression of the paths it takes. */
export function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  return new RegExp(`^${source}$`);
}

/** Records every route registered on `app` (and its plugins) from now on. */
export function trackRoutes(app: FastifyInstance): void {
  const paths: KnownPath[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const pattern = routePattern(route.url);
    const methods = [route.method].flat().map((m) => m.toUpperCase());
    const existing = paths.find((p) => p.pattern.source === pattern.source);
    if (existing) for (const m of methods) existing.methods.add(m);
    else paths.push({ pattern, methods: new Set(methods) });
  });
  app.decorate('allowedMethods', (path: string) => {
    const methods = new Set<string>();
    for (const p of paths) if (p.pattern.test(path)) for (const m of p.methods) methods.add(m);
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  });
}

/** Answers 405 with `Allow` when the path takes other methods; true when it did. */
export function methodNotAllowed(request: FastifyRequest, reply: FastifyReply): boolean {
  const path = request.url.split('?')[0];
  const allow = request.server.allowedMethods(path);
  if (allow.length === 0 || allow.includes(request.method)) return false;
  void reply
    .code(405)
    .header('Allow', allow.join(', '))
    .send({
      code: 'method-not-allowed',
      message: `${request.method} is not allowed on ${path}: use ${allow.join(', ')}`,
    });
  return true;
}
