/**
 * Test helpers of the game-round detail elements: a fetch mock answering with recorded
 * responses (fixtures/*.json), the config of the tests, and shadow-root queries.
 */
import { fixture, waitUntil } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { configure, resetConfigForTests } from '../../../src/core/config';
import { setLanguage } from '../../../src/core/i18n';

export const REPORT = 'https://report.test';
export const CDN = 'https://cdn.test';

export const TEST_CONFIG = {
  reportServiceUrl: REPORT,
  imageCdnBase: CDN,
  casinoManagementServiceUrl: 'https://cms.test',
  gameTypes: {
    slot: '101,102,104',
    blackjack: '201,202',
    roulette: '301,302',
    keno: '401',
    videoPoker: '501,502',
    triCardPoker: '701',
    cardGames: '1,2,3',
    crashGames: '601',
  },
  gameDetailsIds: { blackjack: 201, gameFamily35: 1, gameFamily36: 601, keno: 401, roulette: 301 },
};

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

type Answer = { status: number; body?: unknown };
type Route = (call: RecordedCall) => Answer | undefined;

const realFetch = window.fetch.bind(window);
export const calls: RecordedCall[] = [];
let route: Route = () => undefined;

/** Answers report calls through `next`; game strings are empty; anything else gets a 404. */
export function answer(next: Route): void {
  route = next;
}

/** Every report call answers `body` with `status`. */
export function answerAll(status: number, body?: unknown): void {
  route = () => ({ status, body });
}

export function installFetchMock(): void {
  calls.length = 0;
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const call: RecordedCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    if (url.pathname.startsWith('/api/localization/game_strings/'))
      return new Response('{}', { status: 200 });
    if (url.origin !== REPORT) return new Response('', { status: 404, statusText: 'Not Found' });
    calls.push(call);
    const reply = route(call) ?? { status: 404 };
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status,
      statusText: reply.status === 200 ? 'OK' : 'Error',
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
}

export function restoreFetch(): void {
  window.fetch = realFetch;
}

/** Configure first, English, fetch mocked. */
export async function setUp(): Promise<void> {
  resetConfigForTests();
  configure(TEST_CONFIG);
  await setLanguage('en');
  installFetchMock();
}

export async function tearDown(): Promise<void> {
  restoreFetch();
  resetConfigForTests();
}

export function root(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`${element.tagName} has no shadow root`);
  return element.shadowRoot;
}

/** Mounts an element and waits until its view leaves the loading state. */
export async function mountSettled(template: TemplateResult): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(template);
  await settled(element);
  return element;
}

/** Waits until the element shows a view state other than loading (or a top-level message). */
export async function settled(element: Element, state?: string): Promise<void> {
  await waitUntil(
    () => {
      const shadow = element.shadowRoot;
      if (!shadow) return false;
      const view = shadow.querySelector('[data-state]');
      if (view)
        return state
          ? view.getAttribute('data-state') === state
          : view.getAttribute('data-state') !== 'loading';
      return !state && shadow.querySelector('[data-reason]') !== null;
    },
    `${element.tagName} did not settle${state ? ' to ' + state : ''}`,
    { timeout: 5000 },
  );
}

export function sections(element: Element): string[] {
  return [...root(element).querySelectorAll('section[data-section]')].map(
    (s) => s.getAttribute('data-section') ?? '',
  );
}

export function columns(element: Element, section: string): string[] {
  return [...root(element).querySelectorAll(`section[data-section="${section}"] th`)].map(
    (th) => th.getAttribute('data-column') ?? '',
  );
}

export function headers(element: Element, section: string): string[] {
  return [...root(element).querySelectorAll(`section[data-section="${section}"] th`)].map(
    (th) => th.textContent ?? '',
  );
}

export function cell(element: Element, section: string, column: string, row = 0): HTMLTableCellElement {
  const cells = root(element).querySelectorAll<HTMLTableCellElement>(
    `section[data-section="${section}"] tbody td[data-column="${column}"]`,
  );
  const found = cells[row];
  if (!found) throw new Error(`no cell ${section}/${column}[${row}]`);
  return found;
}

export function cardsIn(scope: ParentNode): string[] {
  return [...scope.querySelectorAll('[part="card"]')].map((c) => c.getAttribute('data-card') ?? '');
}

export function sectionEl(element: Element, section: string): HTMLElement {
  const found = root(element).querySelector<HTMLElement>(`section[data-section="${section}"]`);
  if (!found) throw new Error(`no section ${section}`);
  return found;
}

/** A fresh copy of a recorded response, optionally changed. */
export function recorded<T>(response: T, change: Record<string, unknown> = {}): T {
  return { ...structuredClone(response), ...change } as T;
}
