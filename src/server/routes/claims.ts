/**
 * Claims (API): GET /api/claim/user (the caller's claims), /api/claim/agent (the claims its agent's
 * users may hold), /api/claim/allowed (what the caller may grant: both at once). Read fresh from
 * the database, never cached. Items: { type, value, label }.
 */
import { PERMISSIONS, hasClaim, type UserClaims } from '../../core/permissions';
import { referenceEndpoints as ep, type ClaimItem } from '../../core/reference/contract';
import { route } from '../contract';
import { agentClaims, loadAgent } from '../agents-repo';
import { notFound } from '../errors';
import { routeModule } from '../plugins/route-module';

export function claimList(claims: UserClaims, also?: UserClaims): ClaimItem[] {
  return PERMISSIONS.filter(
    (p) => hasClaim(claims, p.name, p.type) && (!also || hasClaim(also, p.name, p.type)),
  ).map((p) => ({ type: p.type, value: p.name, label: p.label }));
}

export const claimRoutes = routeModule(async function claimRoutes(app) {
  const ctx = app.ctx;
  const userClaims = async (userId: string) => {
    const { rows } = await ctx.db.query<{ claims: UserClaims }>('SELECT claims FROM users WHERE id = $1', [
      userId,
    ]);
    if (!rows[0]) throw notFound('User not found');
    return rows[0].claims;
  };
  route(app, ep.userClaims, { auth: 'token', tag: 'claims' }, async (request) =>
    claimList(await userClaims(request.user.id)),
  );
  route(app, ep.agentClaims, { auth: 'token', tag: 'claims' }, async (request) =>
    claimList(await agentClaims(ctx.db, await loadAgent(ctx.db, request.user.agentId))),
  );
  route(app, ep.allowedClaims, { auth: 'token', tag: 'claims' }, async (request) => {
    const agent = await loadAgent(ctx.db, request.user.agentId);
    return claimList(await userClaims(request.user.id), await agentClaims(ctx.db, agent));
  });
});
