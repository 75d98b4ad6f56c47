/**
 * A fake signed-in session: an unsigned JWT-shaped token (the browser only decodes the token, the
 * server checks it) with the claims the identity service issues, and the claim lists of a user.
 */
import { permissionDef, PERMISSIONS, type UserClaims } from '../../src/core/permissions';
import { storeToken, type TokenResponse } from '../../src/core/session';
import { OWN } from './fixtures';

function base64url(value: unknown): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT carrying `payload`. */
export function fakeJwt(payload: Record<string, unknown>): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/**
 * The identity service's token response for user 'admin' (sub 'user-1') of agent `agentId`.
 * `extra` adds or replaces claims: claim lists, another `unique_name`, `AgentId: undefined` for none.
 */
export function tokenResponse(
  agentId: string,
  extra: Partial<UserClaims> | Record<string, unknown> = {},
  expiresIn = 3600,
): TokenResponse {
  return {
    token_type: 'Bearer',
    access_token: fakeJwt({ sub: 'user-1', unique_name: 'admin', AgentId: agentId, ...extra }),
    expires_in: expiresIn,
  };
}

/** Signs in (stores the token as the login does) a user of `agentId` holding `extra` (claims). */
export function signIn(agentId = OWN, extra: Partial<UserClaims> | Record<string, unknown> = {}): void {
  storeToken(tokenResponse(agentId, extra));
}

/** Claims holding exactly the given permission names, each under its own claim type. */
export function claimsWith(...names: string[]): UserClaims {
  const claims: UserClaims = { AgentClaims: [], RtgClaims: [], RtgGroupClaims: [] };
  for (const name of names) {
    const def = permissionDef(name);
    if (!def) throw new Error(`unknown permission ${name}`);
    claims[def.type]!.push(name);
  }
  return claims;
}

/** Every permission of the vocabulary, listed by name (as the admin's token carries them). */
export function allClaims(): UserClaims {
  return claimsWith(...PERMISSIONS.map((p) => p.name));
}
