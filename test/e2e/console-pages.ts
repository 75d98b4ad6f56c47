/**
 * The pages of the console, for the specs that visit them all (accessibility, Chinese texts): every
 * page pattern of the route table with a sample for each route parameter, and the wait until a page
 * on screen has loaded. Areas merged later are visited by every such spec without a change here,
 * unless they bring a new route parameter (then `pagePath` names it).
 */
import { expect, type Page } from '@playwright/test';
import { REPORT_LIST } from '../../src/core/areas/reports/definitions';
import { AREA_ROUTES, type RouteNode } from '../../src/core/routes';
import { stableId } from '../../src/server/seed/ids';

export const AMERICAS_ID = stableId('agent:Aurora Americas');
export const LIBERTY_ID = stableId('agent:Liberty Gaming Partners');
/** A seeded user of Aurora Americas (src/server/seed/users.ts). */
export const AMERICAS_MANAGER_ID = stableId('user:aurora-americas.manager');
/** A seeded cafe of Aurora Americas (src/server/seed/cafes.ts) and its Cashier. */
export const AMERICAS_CAFE_ID = stableId('pos:Aurora Americas:Americas Central Cafe');

/**
 * Every page pattern of the console's route table, outermost first ('agents', 'agents/create',
 * 'agents/edit/:id', …). The one place that knows where the table lives.
 */
export function consolePagePatterns(table: readonly RouteNode[] = AREA_ROUTES, parent = ''): string[] {
  return table.flatMap((node) => {
    const pattern = [parent, node.path].filter(Boolean).join('/');
    return [pattern, ...consolePagePatterns(node.children ?? [], pattern)];
  });
}

/**
 * The list pages of the console: the pages whose content is a table of rows (an area's list, a cafe's
 * users, the audit log, an agent's multicash history). A spec that visits them checks each shows a
 * data table, so a list that stops being one is noticed.
 */
export const LIST_PAGE_PATTERNS: readonly string[] = [
  'agents',
  'agents/multicash',
  'users',
  'players',
  'poses',
  'poses/:posid/users',
  'terminals',
  'casinos',
  'audit',
];

/** Every report (each a table; the dashboard is a page of its own), shown at once for the last 30 days. */
export function reportPaths(): string[] {
  return REPORT_LIST.map((def) => `/${AMERICAS_ID}/reports/${def.key}?range=last-30-days&sub=1`);
}

/** A value for each route parameter: the agent form edits a child of the agent on screen. */
export const PARAMETER_SAMPLES: Record<string, string> = {
  id: LIBERTY_ID,
  posid: AMERICAS_CAFE_ID,
  posuserid: stableId(`pos-user:${AMERICAS_CAFE_ID}:cashier`),
  report: 'game-history',
};

/** Values of a page whose parameter names something else than the default sample (a user, not an agent). */
const PAGE_SAMPLES: Record<string, Record<string, string>> = {
  'users/edit/:id': { id: AMERICAS_MANAGER_ID },
  'users/claims/:id': { id: AMERICAS_MANAGER_ID },
};

/** The address of a page pattern under Aurora Americas, each parameter replaced by its sample. */
export function pagePath(pattern: string): string {
  const segments = pattern.split('/').map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const sample = PAGE_SAMPLES[pattern]?.[segment.slice(1)] ?? PARAMETER_SAMPLES[segment.slice(1)];
    if (!sample) throw new Error(`no sample value for the route parameter ${segment} of ${pattern}`);
    return sample;
  });
  return `/${AMERICAS_ID}/${segments.join('/')}`;
}

/**
 * Waits until the page on screen has loaded: no request of the console running for 500 ms (its
 * progress bar idle; the page's live stream of changes stays open, so the network is never idle), no
 * loading state in the outlet.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => delete (window as unknown as { idleSince?: number }).idleSince);
  await page.waitForFunction(
    () => {
      const bar = document.querySelector('casino-progress')?.shadowRoot?.querySelector('[part="bar"]');
      const w = window as unknown as { idleSince?: number };
      if (!bar || bar.getAttribute('aria-busy') === 'true') {
        w.idleSince = undefined;
        return false;
      }
      w.idleSince ??= performance.now();
      return performance.now() - w.idleSince >= 500;
    },
    undefined,
    { polling: 50 },
  );
  await expect(page.locator('casino-outlet [part~="loading"]')).toHaveCount(0);
  await expect(page.locator('casino-outlet [part~="page"]').first()).toBeAttached();
}
