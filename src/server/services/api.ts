/**
 * The back-office API service (config `apiUrl`): claims, reference data, navigation, agents, credit,
 * multicash, users and roles, cafes and their users, terminals, the audit trail and its live stream, the
 * ledger check.
 *
 * A plugin (src/server/plugins/route-module.ts) that registers its route modules in this order;
 * src/server/listen.ts registers it on its instance, under its prefix on the console's origin.
 */
import { routeModule } from '../plugins/route-module';
import { claimRoutes } from '../routes/claims';
import { countryRoutes, currencyRoutes, timezoneRoutes } from '../routes/reference';
import { navigationRoutes } from '../routes/navigation';
import { agentRoutes } from '../routes/agents';
import { creditRoutes } from '../routes/credit';
import { potBalanceRoutes } from '../routes/pot-balance';
import { potBalanceLogRoutes } from '../routes/pot-balance-log';
import { roleRoutes } from '../routes/roles';
import { userRoutes } from '../routes/users';
import { cafeRoutes } from '../routes/cafes';
import { cafeUserRoutes } from '../routes/cafe-users';
import { terminalRoutes } from '../routes/terminals';
import { auditRoutes } from '../routes/audit';
import { ledgerRoutes } from '../routes/ledger';
import { versionRoute } from './version';

export const apiService = routeModule(async function apiService(app) {
  await app.register(versionRoute);
  await app.register(claimRoutes);
  await app.register(countryRoutes);
  await app.register(currencyRoutes);
  await app.register(timezoneRoutes);
  await app.register(navigationRoutes);
  await app.register(agentRoutes);
  await app.register(creditRoutes);
  await app.register(potBalanceRoutes);
  await app.register(potBalanceLogRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(cafeRoutes);
  await app.register(cafeUserRoutes);
  await app.register(terminalRoutes);
  await app.register(auditRoutes);
  await app.register(ledgerRoutes);
});
