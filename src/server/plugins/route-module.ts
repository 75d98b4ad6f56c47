/**
 * A route module as a Fastify plugin. Each module of src/server/routes (and the game rounds, the
 * reports, the version route) is declared `export const xRoutes = routeModule(async function xRoutes(app)
 * { … })` and registered by its service with `app.register(xRoutes)` (src/server/services/).
 *
 * The plugin is encapsulated: what it adds to its instance (a content-type parser, a hook, a decorator)
 * stays with its own routes. It is named after its function, and declares what it relies on: the
 * server context's decorators (`app.ctx`, `app.db`…: src/server/plugins/server-context.ts), read as
 * `app.ctx`, never passed in, and the `auth` route option of src/server/plugins/authentication.ts.
 * Registering it on an instance without them fails when the server starts, not on the first request.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/** The plugins every route module relies on (by their fastify-plugin names). */
export const ROUTE_MODULE_DEPENDENCIES = ['server-context', 'authentication'];

export function routeModule<Options extends FastifyPluginOptions = Record<never, never>>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return fp(plugin, {
    name: plugin.name,
    fastify: '5.x',
    encapsulate: true,
    dependencies: ROUTE_MODULE_DEPENDENCIES,
    decorators: { fastify: ['ctx'] },
  });
}
