/** The report service (config `reportServiceUrl`): game-round details and shared links (src/server/games). */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { gameRoutes } from '../games/routes';
import { versionRoute } from './version';

export async function reportService(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  versionRoute(app, ctx);
  await gameRoutes(app, ctx);
}
