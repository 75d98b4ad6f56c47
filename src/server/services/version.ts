import { routeModule } from '../plugins/route-module';

/** GET /version.json -> { version } of the package (every service answers it). */
export const versionRoute = routeModule(async function versionRoute(app) {
  app.get('/version.json', { config: { auth: 'public' } }, async () => ({ version: app.config.version }));
});
