/**
 * Test helpers of the agents-area elements: configuration, a signed-in session with chosen claims
 * (a fake JWT with the claims session.ts reads), a fetch mock routed by method and path, and
 * shadow-root queries.
 */
import { fixture, waitUntil } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { configure, resetConfigForTests } from '../../../src/core/config';
import { setLanguage } from '../../../src/core/i18n';
import { PERMISSIONS, type UserClaims } from '../../../src/core/permissions';
import { clearToken, storeToken } from '../../../src/core/session';

export const API = 'https://api.test';
export const CMS = 'https://cms.test';

export const OWN = '11111111-1111-4111-8111-111111111111';
export const CHILD = '22222222-2222-4222-8222-222222222222';
export const GRANDCHILD = '33333333-3333-4333-8333-333333333333';
export const OTHER = '44444444-4444-4444-8444-444444444444';

export const TEST_CONFIG = {
  apiUrl: API,
  casinoManagementServiceUrl: CMS,
  defaultCountryId: 'MT',
  defaultTimezoneId: 'Europe/Malta',
};

/** Every claim, listed by name (as the admin's token carries them). */
export function everyClaim(): UserClaims {
  const of = (type: string) => PERMISSIONS.filter((p) => p.type === type).map((p) => p.name);
  return { AgentClaims: of('AgentClaims'), RtgClaims: of('RtgClaims'), RtgGroupClaims: of('RtgGroupClaims') };
}

/** Only the named claims (their types from the vocabulary). */
export function onlyClaims(...names: string[]): UserClaims {
  const all = everyClaim();
  return {
    AgentClaims: all.AgentClaims!.filter((n) => names.includes(n)),
    RtgClaims: all.RtgClaims!.filter((n) => names.includes(n)),
    RtgGroupClaims: all.RtgGroupClaims!.filter((n) => names.includes(n)),
  };
}

function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let text = '';
  bytes.forEach((b) => (text += String.fromCharCode(b)));
  return btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** Signs in as a user of agent `agentId` holding `claims`. */
export function signIn(claims: UserClaims, agentId = OWN): void {
  const payload = { sub: 'user-1', unique_name: 'tester', AgentId: agentId, ...claims };
  const access_token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.sig`;
  storeToken({ token_type: 'Bearer', access_token, expires_in: 3600 });
}

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}
export interface Answer {
  status?: number;
  body?: unknown;
  text?: string;
}
type Handler = (call: Call) => Answer | Promise<Answer>;

const realFetch = window.fetch.bind(window);
export const calls: Call[] = [];
let routes: Record<string, Handler> = {};

/** Answers `METHOD /path` (path of the URL, without the service base). Unrouted calls answer 404. */
export function route(table: Record<string, Handler | Answer>): void {
  routes = {};
  for (const [key, value] of Object.entries(table))
    routes[key] = typeof value === 'function' ? value : () => value;
}

export function addRoute(key: string, value: Handler | Answer): void {
  routes[key] = typeof value === 'function' ? value : () => value;
}

function installFetch(): void {
  calls.length = 0;
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown;
    if (init?.body) {
      try {
        body = JSON.parse(String(init.body));
      } catch {
        body = String(init.body);
      }
    }
    const call: Call = { method, url, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const reply = handler ? await handler(call) : { status: 404, body: { message: 'Not Found' } };
    const status = reply.status ?? 200;
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(status === 204 ? null : text, { status, statusText: status < 400 ? 'OK' : 'Error' });
  }) as typeof fetch;
}

/** The calls made with `method` to `path`. */
export function callsTo(method: string, path: string): Call[] {
  return calls.filter((c) => c.method === method && c.url.pathname === path);
}

export async function setUp(claims: UserClaims = everyClaim(), agentId = OWN): Promise<void> {
  resetConfigForTests();
  configure(TEST_CONFIG);
  await setLanguage('en');
  localStorage.removeItem('casino.countries');
  localStorage.removeItem('casino.timezones');
  sessionStorage.removeItem('casino.currencies');
  signIn(claims, agentId);
  route({});
  installFetch();
}

export function tearDown(): void {
  window.fetch = realFetch;
  clearToken();
  resetConfigForTests();
}

export function shadow(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`${element.tagName} has no shadow root`);
  return element.shadowRoot;
}

export function $(element: Element, selector: string): HTMLElement | null {
  return shadow(element).querySelector<HTMLElement>(selector);
}

export function $$(element: Element, selector: string): HTMLElement[] {
  return [...shadow(element).querySelectorAll<HTMLElement>(selector)];
}

/** Mounts an element and waits until it shows a state other than loading. */
export async function mount(template: TemplateResult, state?: string): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(template);
  await settled(element, state);
  return element;
}

export async function settled(element: Element, state?: string): Promise<void> {
  await waitUntil(
    () => {
      const view = element.shadowRoot?.querySelector('[data-state]');
      if (!view) return false;
      const current = view.getAttribute('data-state');
      return state ? current === state : current !== 'loading';
    },
    `${element.tagName} did not settle${state ? ' to ' + state : ''}`,
    { timeout: 5000 },
  );
}

/** Types into an input or picks a select option, as a user does (React sees the change). */
export function typeInto(field: HTMLElement | null, value: string): void {
  if (!field) throw new Error('no such field');
  const proto = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

export function click(target: HTMLElement | null): void {
  if (!target) throw new Error('nothing to click');
  target.click();
}

/** The message shown for a field (data-error-for). */
export function fieldError(element: Element, field: string): string | null {
  return $(element, `[data-error-for="${field}"]`)?.textContent ?? null;
}

/** Waits for the confirmation dialog and answers it. */
export async function answerDialog(element: Element, yes: boolean): Promise<string> {
  await waitUntil(() => $(element, '[part="dialog"]'), 'no dialog opened');
  const text = $(element, '[part="dialog"]')!.textContent ?? '';
  click($(element, yes ? '[part="dialog-yes"]' : '[part="dialog-no"]'));
  return text;
}

export function agentJson(change: Record<string, unknown> = {}) {
  return {
    id: CHILD,
    name: 'Child',
    parentId: OWN,
    hasChildren: false,
    creditSource: false,
    creditAmount: 100,
    blockedAmount: 0,
    currencyId: 'EUR',
    countryId: 'MT',
    timezoneId: 'Europe/Malta',
    ...change,
  };
}
