/**
 * The back-office API service (config `apiUrl`): claims, reference data, navigation, agents, credit,
 * multicash, users and roles, cafes and their users, terminals, the audit trail and its live stream, the
 * ledger check.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { claimRoutes } from '../routes/claims';
import { countryRoutes, currencyRoutes, timezoneRoutes } from '../routes/reference';
import { navigationRoutes } from '../routes/navigation';
import { agentRoutes } from '../routes/agents';
import { creditRoutes } from '../routes/credit';
import { potBalanceRoutes } from '../routes/pot-balance';
import { potBalanceLogRoutes } from '../routes/pot-balance-log';
import { roleRoutes } from '../routes/roles';
import { userRoutes } from '../routes/users';
import { posRoutes } from '../routes/poses';
import { posUserRoutes } from '../routes/pos-users';
import { terminalRoutes } from '../routes/terminals';
import { auditRoutes } from '../routes/audit';
import { ledgerRoutes } from '../routes/ledger';
import { versionRoute } from './version';

export async function apiService(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  versionRoute(app, ctx);
  await claimRoutes(app, ctx);
  await countryRoutes(app, ctx);
  await currencyRoutes(app, ctx);
  await timezoneRoutes(app, ctx);
  await navigationRoutes(app, ctx);
  await agentRoutes(app, ctx);
  await creditRoutes(app, ctx);
  await potBalanceRoutes(app, ctx);
  await potBalanceLogRoutes(app, ctx);
  await userRoutes(app, ctx);
  await roleRoutes(app, ctx);
  await posRoutes(app, ctx);
  await posUserRoutes(app, ctx);
  await terminalRoutes(app, ctx);
  await auditRoutes(app, ctx);
  await ledgerRoutes(app, ctx);
}
