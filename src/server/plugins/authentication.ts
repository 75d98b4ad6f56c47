/**
 * Authentication as a declared route option. Every route says how it is authenticated in its own
 * options, `config: { auth: 'token' }` (a signed-in user's Bearer access token) or
 * `config: { auth: 'public' }`; routes through the contract's `route()` (src/server/contract.ts) say it
 * in their options (`{ auth: 'token', tag }`). This plugin's one onRequest hook reads that option: a
 * 'token' route runs `requireAuth` (src/server/auth.ts) before anything reads the request, so a request
 * without a valid token is 401 whatever its body (authentication comes before validation), and the
 * handler finds the user in `request.user`.
 *
 * Register it after CORS: a refused request still carries the CORS headers a browser needs to read the
 * 401.
 */
import fp from 'fastify-plugin';
import { requireAuth, type AuthUser } from '../auth';

/** How a route is authenticated: 'token' (a signed-in user's Bearer token) or 'public' (nobody). */
export type RouteAuth = 'token' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the route is authenticated (read by the onRequest hook of src/server/plugins/authentication.ts). */
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** The signed-in user of a route declared `auth: 'token'`. */
    user: AuthUser;
  }
}

/** Does this route need a signed-in user? */
export const needsToken = (config: { auth?: RouteAuth } | undefined): boolean => config?.auth === 'token';

export const authentication = fp(
  async (app) => {
    app.decorateRequest('user', null as never);
    app.addHook('onRequest', async (request, reply) => {
      if (needsToken(request.routeOptions.config)) return requireAuth(request, reply);
    });
  },
  { name: 'authentication', fastify: '5.x', dependencies: ['server-context'] },
);
