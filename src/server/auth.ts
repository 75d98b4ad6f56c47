/**
 * Authentication and agent scoping for every route.
 *
 * - `requireAuth`: the check of a route declared `config: { auth: 'token' }` (run by the onRequest hook
 *   of src/server/plugins/authentication.ts); verifies the Bearer JWT (HS256, issuer checked, `exp`, `iat`,
 *   `jti` and `sub` required, its `jti` live in the token register of src/server/tokens.ts) and sets
 *   `request.user = { id, name, agentId, claims }`, or replies 401.
 * - `assertAgentScope(db, user, targetAgentId, check?)`: 404 if the agent does not exist, 403 if it
 *   lies outside the user's own agent subtree or if `check` (one of `can.*` of
 *   src/core/permissions) refuses it; returns the target agent row.
 * - `requireClaim(user, name)`: global permissions (claim alone), 403 otherwise.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import {
  can,
  hasClaim,
  type PermissionSubject,
  type TargetAgent,
  type UserClaims,
} from '../core/permissions';
import type { Db } from './db';
import type { ServerContext } from './context';
import { ApiError, forbidden, notFound } from './errors';
import { isTokenActive, registerToken } from './tokens';

export interface AuthUser {
  id: string;
  name: string;
  agentId: string;
  claims: UserClaims;
}

// `request.user` and `app.ctx` are declared by src/server/plugins/authentication.ts and
// src/server/plugins/server-context.ts.
const CLAIM_TYPES = ['AgentClaims', 'RtgClaims', 'RtgGroupClaims'] as const;

export async function issueToken(
  ctx: ServerContext,
  user: { id: string; username: string; agentId: string; claims: UserClaims },
): Promise<{ token_type: 'Bearer'; access_token: string; expires_in: number }> {
  const expiresIn = ctx.config.tokenLifetimeSeconds;
  const jti = randomUUID();
  const expiresAt = Math.floor(Date.now() / 1000) + expiresIn;
  await registerToken(ctx.db, { jti, userId: user.id, expiresAt: new Date(expiresAt * 1000) });
  const accessToken = await new SignJWT({
    unique_name: user.username,
    AgentId: user.agentId,
    AgentClaims: user.claims.AgentClaims,
    RtgClaims: user.claims.RtgClaims,
    RtgGroupClaims: user.claims.RtgGroupClaims,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ctx.jwtIssuer)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(ctx.jwtKey);
  return { token_type: 'Bearer', access_token: accessToken, expires_in: expiresIn };
}

/** The claims a token must carry: without an expiry or an id it is refused. */
const REQUIRED_CLAIMS = ['exp', 'iat', 'jti', 'sub'];

/**
 * Verifies an access token and returns its user, or null when absent, expired, forged, without
 * `exp` or `jti`, or ended (signed out, password or claims changed).
 */
export async function verifyToken(ctx: ServerContext, token: string): Promise<AuthUser | null> {
  const payload = await verifiedPayload(ctx, token);
  if (!payload) return null;
  // outside the signature check: a database failure is a server error, never a signed-out user
  if (!(await isTokenActive(ctx.db, payload.jti as string, payload.sub as string))) return null;
  const claims = {} as UserClaims;
  for (const type of CLAIM_TYPES) {
    const v = payload[type];
    claims[type] = Array.isArray(v)
      ? v.filter((c): c is string => typeof c === 'string')
      : v === null
        ? null
        : [];
  }
  return {
    id: payload.sub as string,
    name: typeof payload.unique_name === 'string' ? payload.unique_name : '',
    agentId: payload.AgentId as string,
    claims,
  };
}

/**
 * The payload of a token signed with our key by our issuer, carrying `exp`, `iat`, a GUID `jti`
 * and `sub` and an `AgentId`; null otherwise (also when expired). Whether it is still live is not
 * checked here.
 */
export async function verifiedPayload(ctx: ServerContext, token: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, ctx.jwtKey, {
      algorithms: ['HS256'],
      issuer: ctx.jwtIssuer,
      requiredClaims: REQUIRED_CLAIMS,
    });
    if (typeof payload.sub !== 'string' || typeof payload.AgentId !== 'string') return null;
    if (!UUID.test(payload.sub) || !UUID.test(payload.jti ?? '')) return null;
    return payload;
  } catch {
    return null;
  }
}

export async function requireAuth(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const user = match ? await verifyToken(request.server.ctx, match[1]) : null;
  if (!user) {
    await reply
      .code(401)
      .header('WWW-Authenticate', 'Bearer')
      .send({ code: 'unauthorized', message: match ? 'Invalid or expired token' : 'Authorization required' });
    return reply;
  }
  request.user = user;
}

export const subjectOf = (user: AuthUser): PermissionSubject => ({
  claims: user.claims,
  agentId: user.agentId,
});

/** A check of src/core/permissions `can.*`: (subject, target) => allowed. */
export type AgentCheck = (subject: PermissionSubject, target: TargetAgent) => boolean;

export interface ScopedAgent {
  id: string;
  parentId: string | null;
  /** distance below the user's own agent: 0 own, 1 direct child, 2+ deeper */
  depthBelowUser: number;
}

/**
 * Resolves `targetAgentId` within the user's subtree. 404 when unknown; 403 when outside the
 * subtree (an agent never sees its parent or siblings) or when `check` refuses.
 */
export async function assertAgentScope(
  db: Db,
  user: AuthUser,
  targetAgentId: string,
  check?: AgentCheck,
): Promise<ScopedAgent> {
  const distance = await agentDistance(db, user.agentId, targetAgentId);
  if (distance === 'unknown') throw notFound('Agent not found');
  if (distance.depthBelow === null) throw forbidden('The agent is outside your agent hierarchy');
  const target: ScopedAgent = {
    id: targetAgentId,
    parentId: distance.parentId,
    depthBelowUser: distance.depthBelow,
  };
  if (check && !check(subjectOf(user), { id: target.id, parentId: target.parentId })) {
    throw forbidden('You do not have the permission for this agent');
  }
  return target;
}

/** Global permission (the claim alone). */
export function requireClaim(user: AuthUser, claim: string): void {
  if (!hasClaim(user.claims, claim)) throw forbidden(`Missing permission ${claim}`);
}

/**
 * How far `targetId` lies below `ancestorId`: 0 for itself, null when not below it, 'unknown' when
 * the target does not exist. Uses the materialised `path` column ('/root/child/.../id/').
 */
export async function agentDistance(
  db: Db,
  ancestorId: string,
  targetId: string,
): Promise<'unknown' | { parentId: string | null; depthBelow: number | null }> {
  if (!UUID.test(targetId)) return 'unknown';
  const { rows } = await db.query<{ parent_id: string | null; path: string; depth: number }>(
    'SELECT parent_id, path, depth FROM agents WHERE id = $1',
    [targetId],
  );
  const row = rows[0];
  if (!row) return 'unknown';
  const segments = row.path.split('/').filter(Boolean);
  const index = segments.indexOf(ancestorId.toLowerCase());
  return { parentId: row.parent_id, depthBelow: index < 0 ? null : segments.length - 1 - index };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export { ApiError };

/** Seeing one agent (GET /api/agent, navigation, pot balances): the rule of src/core/permissions. */
export const canSeeAgent: AgentCheck = (subject, target) => can.seeAgent(subject, target);
