/**
 * The session. The stored token itself is src/core/token.ts
 * (re-exported here), which requests use without the JWT logic below.
 *
 * - The token lives in localStorage under 'Token' as `{ ttl, content }`, ttl = now + expires_in * 1000.
 * - `token` reads null when absent, expired or unparsable. Expiry is re-evaluated by a timer set at the
 *   ttl and on every `validToken()` call (which also picks up changes made to localStorage directly).
 * - `account` and `claims` come from the JWT (claims sub, unique_name, AgentId, AgentClaims, RtgClaims,
 *   RtgGroupClaims); a token whose account has no agentId logs the user out.
 * - `logout()` clears navigation data (keys 'casino.nav.*') and the token, then emits 'casino-logout',
 *   and revokes the token on the identity service, so it stops working on the server too.
 */
import { computed, effect, type ReadonlySignal } from '@preact/signals-core';
import { jwtDecode } from 'jwt-decode';
import type { UserClaims } from './claims-types';
import { serviceUrl } from './config';
import { emit } from './events';
import { http } from './http';
import { identityEndpoints, type RevocationForm, type SignInForm } from './identity/contract';
import { clearToken, storeToken, token, type StoredToken, type TokenResponse } from './token';

export type { UserClaims } from './claims-types';
export type { StoredToken, TokenResponse } from './token';
export { TOKEN_KEY, clearToken, storeToken, token, validToken } from './token';

export interface Account {
  id: string;
  name: string;
  agentId: string;
}

export const NAVIGATION_PREFIX = 'casino.nav.';
export const LOGIN_CLIENT = { client_id: 'ui', client_secret: 'casino-widgets-ui' } as const;
const SERVER_ERROR_MESSAGE = 'Server error';

function hasStorage(): boolean {
  return typeof localStorage !== 'undefined';
}

interface JwtClaims {
  sub?: string;
  unique_name?: string;
  AgentId?: string;
  AgentClaims?: string | string[];
  RtgClaims?: string | string[];
  RtgGroupClaims?: string | string[];
}

function decode(t: StoredToken | null): JwtClaims | null {
  if (!t) return null;
  try {
    return jwtDecode<JwtClaims>(t.content.access_token);
  } catch {
    return null;
  }
}

const decoded = computed(() => decode(token.value));

/** The signed-in account; null without a valid token or when the token carries no agent. */
export const account: ReadonlySignal<Account | null> = computed(() => {
  const jwt = decoded.value;
  if (!jwt?.AgentId) return null;
  return { id: String(jwt.sub ?? ''), name: String(jwt.unique_name ?? ''), agentId: String(jwt.AgentId) };
});

/** A claim may be one string or a list in a JWT; absent means none. */
function claimList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value ? [value] : [];
}

/** The user's claims from the JWT; all lists empty without a valid token. */
export const claims: ReadonlySignal<UserClaims> = computed(() => {
  const jwt = decoded.value;
  return {
    AgentClaims: claimList(jwt?.AgentClaims),
    RtgClaims: claimList(jwt?.RtgClaims),
    RtgGroupClaims: claimList(jwt?.RtgGroupClaims),
  };
});

export const isLoggedIn: ReadonlySignal<boolean> = computed(() => account.value !== null);

function clearNavigationData(storage: Storage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(NAVIGATION_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

/**
 * Clears navigation data and the token, then emits 'casino-logout' (the shell goes to the login page),
 * and revokes the token on the identity service (POST {identity}/connect/revocation, RFC 7009), so a
 * copy of it no longer works either. The local sign-out happens at once; the promise settles when the
 * server has answered (a failed revocation is logged by http, and the token lapses at its expiry).
 */
export function logout(): Promise<void> {
  const signedIn = token.peek();
  if (hasStorage()) {
    clearNavigationData(sessionStorage);
    clearNavigationData(localStorage);
  }
  clearToken();
  emit('casino-logout', {});
  return signedIn ? revokeToken(signedIn.content.access_token) : Promise.resolve();
}

/** POSTs the token form-encoded to {identity}/connect/revocation; never rejects. */
export async function revokeToken(accessToken: string): Promise<void> {
  try {
    await http.post(serviceUrl('identity', identityEndpoints.revocation.path), {
      form: {
        token: accessToken,
        token_type_hint: 'access_token',
        ...LOGIN_CLIENT,
      } satisfies RevocationForm,
      responseType: 'none',
    });
  } catch {
    // http logged the failure; nothing else can be done for a session that is already closed
  }
}

/**
 * POSTs the credentials form-encoded to {identity}/connect/token and stores the token.
 * Rejects with the raw error, or Error('Server error') when there is none.
 */
export async function login(username: string, password: string): Promise<Account> {
  let response: TokenResponse;
  try {
    response = await http.post<TokenResponse>(serviceUrl('identity', identityEndpoints.token.path), {
      form: { username, password, grant_type: 'password', ...LOGIN_CLIENT } satisfies SignInForm,
    });
  } catch (e) {
    throw e ?? new Error(SERVER_ERROR_MESSAGE);
  }
  if (!response || typeof response.access_token !== 'string') throw new Error(SERVER_ERROR_MESSAGE);
  storeToken(response);
  const signedIn = account.value;
  if (!signedIn) throw new Error('The account has no agent');
  return signedIn;
}

// A valid token whose account has no agentId logs the user out.
effect(() => {
  if (token.value && !account.value) logout();
});
