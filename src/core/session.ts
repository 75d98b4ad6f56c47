/**
 * The session (spec §4 "Session", §7 identity service).
 *
 * - The token lives in localStorage under 'Token' as `{ ttl, content }`, ttl = now + expires_in * 1000.
 * - `token` reads null when absent, expired or unparsable. Expiry is re-evaluated by a timer set at the
 *   ttl and on every `validToken()` call (which also picks up changes made to localStorage directly).
 * - `account` and `claims` come from the JWT (claims sub, unique_name, AgentId, AgentClaims, RtgClaims,
 *   RtgGroupClaims); a token whose account has no agentId logs the user out.
 * - `logout()` clears navigation data (keys 'casino.nav.*') and the token, then emits 'casino-logout'.
 */
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { jwtDecode } from 'jwt-decode';
import type { UserClaims } from './claims-types';
import { serviceUrl } from './config';
import { emit } from './events';
import { http } from './http';

export type { UserClaims } from './claims-types';

export interface TokenResponse {
  token_type: string;
  access_token: string;
  expires_in: number;
}

export interface StoredToken {
  ttl: number;
  content: TokenResponse;
}

export interface Account {
  id: string;
  name: string;
  agentId: string;
}

export const TOKEN_KEY = 'Token';
export const NAVIGATION_PREFIX = 'casino.nav.';
export const LOGIN_CLIENT = { client_id: 'ui', client_secret: 'casino-widgets-ui' } as const;
const SERVER_ERROR_MESSAGE = 'Server error';
/** setTimeout cannot wait longer than 2^31-1 ms; longer tokens re-arm the timer. */
const MAX_TIMER = 2 ** 31 - 1;

interface JwtClaims {
  sub?: string;
  unique_name?: string;
  AgentId?: string;
  AgentClaims?: string | string[];
  RtgClaims?: string | string[];
  RtgGroupClaims?: string | string[];
}

function hasStorage(): boolean {
  return typeof localStorage !== 'undefined';
}

function parseStored(raw: string | null): StoredToken | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as StoredToken;
    const c = data?.content;
    if (
      typeof data.ttl !== 'number' ||
      !c ||
      typeof c.access_token !== 'string' ||
      typeof c.token_type !== 'string'
    ) {
      return null;
    }
    return data;
  } catch {
    return null;
  }
}

let lastRaw: string | null = hasStorage() ? localStorage.getItem(TOKEN_KEY) : null;
const stored = signal<StoredToken | null>(parseStored(lastRaw));
const now = signal(Date.now());
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** The stored token while it has not expired; null when absent, expired or unparsable. */
export const token: ReadonlySignal<StoredToken | null> = computed(() => {
  const t = stored.value;
  return t && t.ttl > now.value ? t : null;
});

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

function scheduleExpiry(t: StoredToken | null): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (!t) return;
  const wait = t.ttl - Date.now();
  if (wait <= 0) return;
  expiryTimer = setTimeout(
    () => {
      now.value = Date.now();
      scheduleExpiry(stored.peek());
    },
    Math.min(wait + 1, MAX_TIMER),
  );
}

function setStored(t: StoredToken | null, raw: string | null): void {
  lastRaw = raw;
  now.value = Date.now();
  stored.value = t;
  scheduleExpiry(t);
}

/** Re-reads localStorage if it changed and re-checks expiry; returns the valid token or null. */
export function validToken(): StoredToken | null {
  if (hasStorage()) {
    const raw = localStorage.getItem(TOKEN_KEY);
    if (raw !== lastRaw) setStored(parseStored(raw), raw);
  }
  now.value = Date.now();
  return token.value;
}

/** Stores the identity service's response with ttl = now + expires_in seconds. */
export function storeToken(t: TokenResponse, at: number = Date.now()): void {
  const value: StoredToken = { ttl: at + t.expires_in * 1000, content: t };
  const raw = JSON.stringify(value);
  if (hasStorage()) localStorage.setItem(TOKEN_KEY, raw);
  setStored(value, raw);
}

/** Removes the stored token. */
export function clearToken(): void {
  if (hasStorage()) localStorage.removeItem(TOKEN_KEY);
  setStored(null, null);
}

function clearNavigationData(storage: Storage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(NAVIGATION_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

/** Clears navigation data and the token, then emits 'casino-logout' (the shell goes to the login page). */
export function logout(): void {
  if (hasStorage()) {
    clearNavigationData(sessionStorage);
    clearNavigationData(localStorage);
  }
  clearToken();
  emit('casino-logout', {});
}

/**
 * POSTs the credentials form-encoded to {identity}/connect/token and stores the token.
 * Rejects with the raw error, or Error('Server error') when there is none.
 */
export async function login(username: string, password: string): Promise<Account> {
  let response: TokenResponse;
  try {
    response = await http.post<TokenResponse>(serviceUrl('identity', '/connect/token'), {
      form: { username, password, grant_type: 'password', ...LOGIN_CLIENT },
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

// A valid token whose account has no agentId logs the user out (spec §4).
effect(() => {
  if (token.value && !account.value) logout();
});

// Another tab signed in or out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) validToken();
  });
}
