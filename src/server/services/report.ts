/**
 * The report service (config `reportServiceUrl`): game-round details and shared links (src/server/games),
 * the reports and the dashboard (src/server/reports).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { gameRoutes } from '../games/routes';
import { reportRoutes } from '../reports/routes';
import { versionRoute } from './version';

export async function reportService(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  versionRoute(app, ctx);
  await app.register(gameRoutes);
  await app.register(reportRoutes);
}
