import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/** GET /version.json -> { version } of the package (every service answers it). */
export function versionRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/version.json', { config: { auth: 'public' } }, async () => ({ version: ctx.config.version }));
}
