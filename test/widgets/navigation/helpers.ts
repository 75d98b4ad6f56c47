/**
 * Test helpers of the navigation elements: configuration, a faked signed-in session (an unsigned
 * JWT-shaped token, which the browser only decodes), a fetch mock answering the navigation calls, agent
 * trees of any size, and the clean-up that returns every core store to its start.
 */
import { fixtureCleanup, waitUntil } from '@open-wc/testing';
import { mergeAgent, resetAgentsForTests, type Agent } from '../../../src/core/agents';
import { configure } from '../../../src/core/config';
import { setLanguage } from '../../../src/core/i18n';
import { PERMISSIONS, type UserClaims } from '../../../src/core/permissions';
import { resetRouterForTests } from '../../../src/core/router';
import { clearToken, storeToken } from '../../../src/core/session';
import { reloadSubmenuOpen, SUBMENU_STORAGE_KEY } from '../../../src/core/submenu';

export const API = 'https://api.test';
export const OWN = '11111111-1111-4111-8111-111111111111';
export const CHILD = '22222222-2222-4222-8222-222222222222';
export const SECOND = '33333333-3333-4333-8333-333333333333';
export const GRANDCHILD = '44444444-4444-4444-8444-444444444444';

/** A GUID made from a number (agents of generated trees). */
export function guid(n: number): string {
  const hex = n.toString(16).padStart(12, '0');
  return `aaaaaaaa-0000-4000-8000-${hex}`;
}

function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Claims holding exactly the given permission names, each under its own claim type. */
export function claimsWith(...names: string[]): UserClaims {
  const claims: UserClaims = { AgentClaims: [], RtgClaims: [], RtgGroupClaims: [] };
  for (const name of names) {
    const def = PERMISSIONS.find((p) => p.name === name);
    if (!def) throw new Error(`unknown permission ${name}`);
    claims[def.type]!.push(name);
  }
  return claims;
}

/** Every permission of the vocabulary. */
export function allClaims(): UserClaims {
  return claimsWith(...PERMISSIONS.map((p) => p.name));
}

/** Signs in as user 'admin' of `agentId` holding `claims` (stores the token as the login would). */
export function signIn(agentId: string, claims: UserClaims): void {
  const header = base64url({ alg: 'none', typ: 'JWT' });
  const payload = base64url({ sub: 'u1', unique_name: 'admin', AgentId: agentId, ...claims });
  storeToken({ token_type: 'Bearer', access_token: `${header}.${payload}.`, expires_in: 3600 });
}

export function agent(id: string, name: string, children?: Agent[], extra: Partial<Agent> = {}): Agent {
  return {
    id,
    name,
    parentId: null,
    children,
    hasChildren: (children?.length ?? 0) > 0,
    creditSource: false,
    creditAmount: 0,
    blockedAmount: 0,
    currencyId: 'EUR',
    countryId: 'MT',
    timezoneId: 'UTC',
    ...extra,
  };
}

/** A placeholder as the server's one-level answer sends it: hasChildren with an empty children list. */
export function placeholder(id: string, name: string): Agent {
  return agent(id, name, [], { hasChildren: true });
}

/** The small tree of most tests: Head office > (Child > Grandchild), Second. */
export function smallTree(): Agent {
  return agent(OWN, 'Head office', [
    agent(CHILD, 'Child agent', [agent(GRANDCHILD, 'Grandchild agent')]),
    agent(SECOND, 'Second agent'),
  ]);
}

/** A root with `count` children named 'Agent 1'...'Agent n'. */
export function wideTree(count: number): Agent {
  const children: Agent[] = [];
  for (let i = 1; i <= count; i++) children.push(agent(guid(i), `Agent ${i}`));
  return agent(OWN, 'Head office', children);
}

/** Puts a tree into the store as if it had been fetched (no element needed). */
export function knowTree(tree: Agent): void {
  mergeAgent(structuredClone(tree));
}

export interface Call {
  method: string;
  url: URL;
}

type Handler = (url: URL) => unknown | Promise<unknown>;

const realFetch = window.fetch.bind(window);
export const calls: Call[] = [];
let handler: Handler = () => undefined;

/** Answers every fetch through `next` (the JSON body; undefined gives a 404; a Response as is). */
export function answer(next: Handler): void {
  handler = next;
}

/** Answers GET /api/navigation/tree?agentId with the subtree of `tree` rooted at that agent. */
export function serveTree(tree: Agent, more: Handler = () => undefined): void {
  answer((url) => {
    if (url.pathname === '/api/navigation/tree') {
      const wanted = url.searchParams.get('agentId');
      const stack = [tree];
      while (stack.length > 0) {
        const node = stack.pop()!;
        if (node.id === wanted) return structuredClone(node);
        stack.push(...(node.children ?? []));
      }
      return undefined;
    }
    return more(url);
  });
}

function installFetch(): void {
  calls.length = 0;
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    calls.push({ method: (init?.method ?? 'GET').toUpperCase(), url });
    const body = await handler(url);
    if (body instanceof Response) return body;
    if (body === undefined) return new Response('not found', { status: 404, statusText: 'Not Found' });
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
}

/** Calls to `pathname`. */
export function callsTo(pathname: string): Call[] {
  return calls.filter((c) => c.url.pathname === pathname);
}

const startUrl = location.pathname + location.search;

export function setUp(): void {
  configure({
    apiUrl: API,
    identityServiceUrl: 'https://identity.test',
    casinoManagementServiceUrl: 'https://cms.test',
  });
  installFetch();
  answer(() => undefined);
  localStorage.removeItem(SUBMENU_STORAGE_KEY);
  reloadSubmenuOpen();
}

export async function tearDown(): Promise<void> {
  fixtureCleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  window.fetch = realFetch;
  resetAgentsForTests();
  resetRouterForTests();
  clearToken();
  await setLanguage('en');
  localStorage.removeItem(SUBMENU_STORAGE_KEY);
  reloadSubmenuOpen();
  history.replaceState(null, '', startUrl);
}

/** Waits for an element's shadow root to hold `selector`. */
export async function shadowQuery<T extends Element = HTMLElement>(
  host: Element,
  selector: string,
): Promise<T> {
  await waitUntil(
    () => host.shadowRoot?.querySelector(selector),
    `<${host.localName}> did not render ${selector}`,
  );
  return host.shadowRoot!.querySelector(selector) as T;
}

export function shadowAll<T extends Element = HTMLElement>(host: Element, selector: string): T[] {
  return Array.from(host.shadowRoot?.querySelectorAll<T>(selector) ?? []);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Sets an input's value the way typing does (React listens to 'input'). */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

export function press(target: Element, key: string): void {
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }),
  );
  target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, composed: true, cancelable: true }));
}
