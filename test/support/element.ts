/**
 * The element tests' frame, for web-test-runner only (it builds on @open-wc/testing): the set-up
 * and clean-up that return every core store to its start, mounting an element and waiting for
 * what it shows.
 */
import { fixture, fixtureCleanup, waitUntil } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { resetAgentsForTests } from '../../src/core/agents';
import { configure, resetConfigForTests, type CasinoConfig } from '../../src/core/config';
import { setLanguage } from '../../src/core/i18n';
import { resetLiveForTests } from '../../src/core/live';
import type { UserClaims } from '../../src/core/permissions';
import { clearQueryCacheForTests } from '../../src/core/query';
import { resetRouterForTests, startRouter } from '../../src/core/router';
import { clearToken } from '../../src/core/session';
import { reloadSubmenuOpen } from '../../src/core/submenu';
import { reloadPanels } from '../../src/core/panels';
import { reloadTables } from '../../src/core/table-settings';
import { TEST_CONFIG } from './config';
import { fetchMock } from './fetch-mock';
import { OWN } from './fixtures';
import { $, partSelector } from './shadow';
import { signIn } from './token';

export interface SetUpOptions {
  /** Replaces values of the test configuration. */
  config?: Partial<CasinoConfig>;
  /** Signs in a user holding these claims (signed out without). */
  claims?: UserClaims;
  /** The agent of the signed-in user (OWN by default). */
  agentId?: string;
  /** The test makes requests fail on purpose: console.error (where http logs them) stays silent. */
  quiet?: boolean;
  /**
   * The element sits in the console shell: the router runs (as `casino-outlet` starts it), so the
   * element's navigation requests change the address. Without it the element is used alone on a host
   * page and only dispatches `casino-navigate`.
   */
  shell?: boolean;
}

let stopShell: (() => void) | null = null;

const startUrl = location.pathname + location.search;
const consoleError = console.error;

/**
 * Before each element test: empty browser storage, the test configuration, English, the fetch
 * mock installed with no routes, signed out unless `claims` are given.
 */
export async function setUp(options: SetUpOptions = {}): Promise<void> {
  clearQueryCacheForTests();
  fetchMock.install();
  localStorage.clear();
  sessionStorage.clear();
  reloadSubmenuOpen();
  reloadPanels();
  reloadTables();
  clearToken();
  resetConfigForTests();
  configure({ ...TEST_CONFIG, ...options.config });
  await setLanguage('en');
  if (options.claims) signIn(options.agentId ?? OWN, options.claims);
  if (options.shell) stopShell = startRouter();
  if (options.quiet) console.error = () => undefined;
}

/** After each element test: the elements leave the page, then every store returns to its start. */
export async function tearDown(): Promise<void> {
  fixtureCleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  resetLiveForTests();
  fetchMock.restore();
  clearQueryCacheForTests();
  resetAgentsForTests();
  stopShell?.();
  stopShell = null;
  resetRouterForTests();
  clearToken();
  await setLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  reloadSubmenuOpen();
  reloadPanels();
  reloadTables();
  history.replaceState(null, '', startUrl);
  resetConfigForTests();
  console.error = consoleError;
}

/** Mounts an element and waits until it has settled (see `settled`). */
export async function mount(template: TemplateResult, state?: string): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(template);
  await settled(element, state);
  return element;
}

/**
 * Waits until the element's view (`[data-state]`) shows `state`, or without `state` anything but
 * loading (or, without a view, a top-level message `[data-reason]`).
 */
export async function settled(element: Element, state?: string): Promise<void> {
  await waitUntil(
    () => {
      const root = element.shadowRoot;
      if (!root) return false;
      const view = root.querySelector('[data-state]');
      if (view) {
        const current = view.getAttribute('data-state');
        return state ? current === state : current !== 'loading';
      }
      return !state && root.querySelector('[data-reason]') !== null;
    },
    `<${element.localName}> did not settle${state ? ' to ' + state : ''}`,
    { timeout: 5000 },
  );
}

/** Waits until the shadow root holds `selector` and returns the element. */
export async function find<T extends Element = HTMLElement>(host: Element, selector: string): Promise<T> {
  await waitUntil(
    () => host.shadowRoot?.querySelector(selector),
    `<${host.localName}> did not render ${selector}`,
    {
      timeout: 4000,
    },
  );
  return $<T>(host, selector) as T;
}

/** Waits for the shadow part `name` and returns it. */
export function findPart<T extends Element = HTMLElement>(host: Element, name: string): Promise<T> {
  return find<T>(host, partSelector(name));
}

/** Waits for the confirmation dialog, answers it Yes or No and gives its text. */
export async function answerDialog(host: Element, yes: boolean): Promise<string> {
  const dialog = await find(host, '[part="dialog"]');
  const text = dialog.textContent ?? '';
  (await find(host, yes ? '[part="dialog-yes"]' : '[part="dialog-no"]')).click();
  return text;
}
