/**
 * The stored session token, without the JWT: what every request needs
 * (src/core/http.ts adds the Authorization header and clears the token on a 401), so a page that never
 * signs in (the partner embed) does not load the account and claims logic of src/core/session.ts.
 *
 * - The token lives in localStorage under 'Token' as `{ ttl, content }`, ttl = now + expires_in * 1000.
 * - `token` reads null when absent, expired or unparsable. Expiry is re-evaluated by a timer set at the
 *   ttl and on every `validToken()` call (which also picks up changes made to localStorage directly).
 * src/core/session.ts re-exports all of it.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';

export interface TokenResponse {
  token_type: string;
  access_token: string;
  expires_in: number;
}

export interface StoredToken {
  ttl: number;
  content: TokenResponse;
}

export const TOKEN_KEY = 'Token';
/** setTimeout cannot wait longer than 2^31-1 ms; longer tokens re-arm the timer. */
const MAX_TIMER = 2 ** 31 - 1;

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

// Another tab signed in or out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) validToken();
  });
}
