/**
 * The ledger check for auditors (API), global permission can.auditLedger (the claim CanAuditLedger):
 *
 * GET  /api/ledger/check   the last check, whoever ran it (console or `npm run ledger:check`), or null
 * POST /api/ledger/check   runs the check now (src/server/ledger-check.ts), stores and answers it
 *
 * Results live in the database (ledger_checks), so every server process answers the same last check.
 */
import { ledgerEndpoints as ep } from '../../core/areas/ledger/contract';
import { P } from '../../core/permissions';
import { requireClaim } from '../auth';
import { route } from '../contract';
import { checkLedger, lastCheck, storeCheck } from '../ledger-check';
import { routeModule } from '../plugins/route-module';

export const ledgerRoutes = routeModule(async function ledgerRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;
  route(app, ep.lastCheck, { auth: 'token', tag: 'ledger' }, async (request) => {
    requireClaim(request.user, P.AuditLedger);
    return lastCheck(db);
  });
  route(app, ep.runCheck, { auth: 'token', tag: 'ledger' }, async (request) => {
    requireClaim(request.user, P.AuditLedger);
    const result = await checkLedger(db);
    return storeCheck(db, result, {
      source: 'console',
      userId: request.user.id,
      userName: request.user.name,
    });
  });
});
