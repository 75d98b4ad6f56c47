/**
 * Helpers of the shell element tests: the configuration of the tests, a fetch mock answering by URL,
 * a signed-in session with a fake (unsigned) JWT, and shadow-root queries.
 */
import { waitUntil } from '@open-wc/testing';
import { configure, resetConfigForTests } from '../../../src/core/config';
import { setLanguage } from '../../../src/core/i18n';
import { clearToken, storeToken } from '../../../src/core/session';

export const API = 'https://api.test';
export const IDENTITY = 'https://identity.test';
export const CMS = 'https://cms.test';
export const CDN = 'https://cdn.test';
export const OWN_AGENT = '11111111-1111-4111-8111-111111111111';
export const CHILD_AGENT = '22222222-2222-4222-8222-222222222222';

export const TEST_CONFIG = {
  apiUrl: API,
  identityServiceUrl: IDENTITY,
  casinoManagementServiceUrl: CMS,
  reportServiceUrl: 'https://report.test',
  imageCdnBase: CDN,
  creditRefreshInterval: 60000,
};

export interface Call {
  method: string;
  url: URL;
  body: string;
}

export type Reply = Response | { status?: number; body?: unknown } | Promise<Response>;
type Handler = (call: Call) => Reply | undefined;

const realFetch = window.fetch.bind(window);
export const calls: Call[] = [];
let handler: Handler = () => undefined;

/** Answers every request through `next`; unanswered requests (game strings, images) get 404. */
export function answer(next: Handler): void {
  handler = next;
}

function toResponse(reply: { status?: number; body?: unknown }): Response {
  const status = reply.status ?? 200;
  const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

export function installFetchMock(): void {
  calls.length = 0;
  handler = () => undefined;
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const call: Call = { method: (init?.method ?? 'GET').toUpperCase(), url, body: String(init?.body ?? '') };
    calls.push(call);
    const reply = await handler(call);
    if (reply === undefined) return new Response('', { status: 404, statusText: 'Not Found' });
    return reply instanceof Response ? reply : toResponse(reply);
  }) as typeof fetch;
}

/** Requests of `method` whose URL is `href` (without query). */
export function callsTo(href: string, method = 'GET'): Call[] {
  return calls.filter((c) => c.method === method && c.url.origin + c.url.pathname === href);
}

/** A promise a test resolves by hand (a request held open). */
export function held<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function base64url(value: unknown): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The identity service's token response for an account of `agentId` (unsigned JWT). */
export function tokenResponse(agentId: string, extra: Record<string, unknown> = {}) {
  const payload = { sub: 'user-1', unique_name: 'admin', AgentId: agentId, ...extra };
  return {
    token_type: 'Bearer',
    access_token: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`,
    expires_in: 3600,
  };
}

/** Signs in an account of `agentId` holding the given AgentClaims. */
export function signIn(agentId = OWN_AGENT, extra: Record<string, unknown> = {}): void {
  storeToken(tokenResponse(agentId, extra));
}

const startUrl = location.pathname + location.search;

/** Configure first, English, fetch mocked, signed out, the page's URL as at the start. */
export async function setUp(config: Record<string, unknown> = {}): Promise<void> {
  resetConfigForTests();
  configure({ ...TEST_CONFIG, ...config });
  await setLanguage('en');
  installFetchMock();
  clearToken();
}

export async function tearDown(): Promise<void> {
  clearToken();
  window.fetch = realFetch;
  history.replaceState(null, '', startUrl);
  await setLanguage('en');
  resetConfigForTests();
}

export function shadow(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`${element.tagName} has no shadow root`);
  return element.shadowRoot;
}

export function part<T extends Element = HTMLElement>(element: Element, name: string): T | null {
  return shadow(element).querySelector<T>(`[part~="${name}"]`);
}

/** Waits for the shadow part `name` and returns it. */
export async function partOf<T extends Element = HTMLElement>(element: Element, name: string): Promise<T> {
  await waitUntil(() => part(element, name), `<${element.localName}> has no part "${name}"`, {
    timeout: 4000,
  });
  return part<T>(element, name) as T;
}

export function text(node: Element | null): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Types into a React-controlled input (the native setter, then an input event). */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
