/**
 * The casino management service (config `casinoManagementServiceUrl`): languages, time zones,
 * countries, IP whitelist, player logout, wallet parent, localization game strings, casinos and their
 * assignment to agents, players and their bonuses.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { countryRoutes, languageRoutes, timezoneRoutes } from '../routes/reference';
import { casinoAgentRoutes } from '../routes/casino-agent';
import { casinoRoutes } from '../routes/casinos';
import { localizationRoutes } from '../routes/localization';
import { playerRoutes } from '../routes/players';
import { versionRoute } from './version';

export async function casinoManagementService(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  versionRoute(app, ctx);
  await app.register(languageRoutes);
  await app.register(timezoneRoutes);
  await app.register(countryRoutes);
  await app.register(casinoAgentRoutes);
  await app.register(casinoRoutes);
  await app.register(localizationRoutes);
  await app.register(playerRoutes);
}
