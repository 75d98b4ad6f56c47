/**
 * The casino management service (config `casinoManagementServiceUrl`): languages, time zones,
 * countries, IP whitelist, player logout, wallet parent, localization game strings, casinos and their
 * assignment to agents, players and their bonuses.
 *
 * A plugin (src/server/plugins/route-module.ts) that registers its route modules in this order;
 * src/server/listen.ts registers it on its instance, under its prefix on the console's origin.
 */
import { routeModule } from '../plugins/route-module';
import { countryRoutes, languageRoutes, timezoneRoutes } from '../routes/reference';
import { casinoAgentRoutes } from '../routes/casino-agent';
import { casinoRoutes } from '../routes/casinos';
import { localizationRoutes } from '../routes/localization';
import { playerRoutes } from '../routes/players';
import { versionRoute } from './version';

export const casinoManagementService = routeModule(async function casinoManagementService(app) {
  await app.register(versionRoute);
  await app.register(languageRoutes);
  await app.register(timezoneRoutes);
  await app.register(countryRoutes);
  await app.register(casinoAgentRoutes);
  await app.register(casinoRoutes);
  await app.register(localizationRoutes);
  await app.register(playerRoutes);
});
