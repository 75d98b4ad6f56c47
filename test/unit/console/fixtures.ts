import { NO_CLAIMS, permissionDef, type UserClaims } from '../../../src/core/permissions';

export const OWN = '11111111-1111-4111-8111-111111111111';
export const CHILD = '22222222-2222-4222-8222-222222222222';
export const GRANDCHILD = '33333333-3333-4333-8333-333333333333';
export const PARENT = '00000000-0000-4000-8000-000000000000';

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

export const noClaims: UserClaims = NO_CLAIMS;

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned JWT with the claims the identity service issues (the browser only decodes it). */
export function fakeJwt(payload: Record<string, unknown>): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/** Stores a session token for `agentId` holding `claims` (lists per claim type). */
export function tokenFor(agentId: string, claims: Partial<UserClaims> = {}) {
  return {
    token_type: 'Bearer',
    access_token: fakeJwt({ sub: 'u1', unique_name: 'admin', AgentId: agentId, ...claims }),
    expires_in: 3600,
  };
}

export interface FakeCall {
  method: string;
  url: URL;
}

/**
 * Replaces global fetch with a handler answering by pathname. A handler returns the JSON body, or a
 * Response for anything else. Returns the recorded calls.
 */
export function fakeServer(handler: (url: URL, method: string) => unknown): FakeCall[] {
  const calls: FakeCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    const answer = await handler(url, method);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}
