/**
 * The report service (config `reportServiceUrl`): game-round details and shared links (src/server/games),
 * the reports and the dashboard (src/server/reports).
 *
 * A plugin (src/server/plugins/route-module.ts) that registers its route modules in this order;
 * src/server/listen.ts registers it on its instance, under its prefix on the console's origin.
 */
import { routeModule } from '../plugins/route-module';
import { gameRoutes } from '../games/routes';
import { reportRoutes } from '../reports/routes';
import { versionRoute } from './version';

export const reportService = routeModule(async function reportService(app) {
  await app.register(versionRoute);
  await app.register(gameRoutes);
  await app.register(reportRoutes);
});
