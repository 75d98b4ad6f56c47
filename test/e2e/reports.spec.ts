/**
 * The reports end to end, against the running reference server with the demo's 90 days of activity:
 * game history of a child agent with a blackjack round opened beside the list, stepped forward and
 * back, shared and opened on the partner page; the agent summary's CSV whose totals equal the page's;
 * the `agent` login seeing only its own subtree.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stableId } from '../../src/server/seed/ids';
import { openConsole } from './session';

const ROOT_ID = stableId('agent:Aurora Gaming Group');
const AMERICAS_ID = stableId('agent:Aurora Americas');
const AMERICAS_SUBTREE = [
  'Aurora Americas',
  'Liberty Gaming Partners',
  'Atlantic City Lounge',
  'Atlantic City Lounge Cafe',
  'Boardwalk Spins',
  'Gulf Coast Entertainment',
  'Biloxi Riverboat',
  'Biloxi Riverboat Cafe',
  'New Orleans Jazz Club',
  'Maple Leaf Play',
  'Toronto Lakeside',
  'Toronto Lakeside Cafe',
  'Vancouver Harbour',
];

const report = (page: Page) => page.locator('casino-report');
const state = (page: Page) => report(page).locator('[part~="report"]');

/** '€1,234.50' -> 1234.5, '($12.00)' -> -12. */
function amount(text: string): number {
  const negative = /^\(.*\)$/.test(text.trim());
  const value = Number(text.replace(/[^0-9.]/g, ''));
  return negative ? -value : value;
}

test('admin opens game history of a child agent, steps through blackjack rounds and shares one', async ({
  page,
  context,
  server,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openConsole(
    page,
    server.url,
    `/${AMERICAS_ID}/reports/game-history?range=last-90-days&family=table&game=201`,
  );
  await expect(state(page)).toHaveAttribute('data-state', 'content');
  const rows = report(page).locator('tbody [part~="row"]');
  expect(await rows.count()).toBeGreaterThan(2);
  const first = await rows.nth(0).getAttribute('data-row-id');
  const second = await rows.nth(1).getAttribute('data-row-id');
  // a click on a row (its currency: the bet id is a column shown only when picked) opens its round
  await rows.nth(0).locator('[data-column="currency"]').click();

  const round = report(page).locator('[part~="round"]');
  await expect(round).toHaveAttribute('data-bet-id', first!);
  const detail = round.locator('casino-round-detail');
  await expect(detail.locator('[data-section="dealer"] [part="card"]').first()).toBeVisible();
  await detail.locator('[part~="step"][data-step="next"]').click();
  await expect(round).toHaveAttribute('data-bet-id', second!);
  // the list beside the round may be narrow enough to show its rows as cards: a row either way
  await expect(report(page).locator(`[part~="row"][data-row-id="${second}"]`)).toHaveAttribute(
    'data-selected',
    'true',
  );
  await detail.locator('[part~="step"][data-step="previous"]').click();
  await expect(round).toHaveAttribute('data-bet-id', first!);

  await round.locator('[part~="share"]').click();
  const link = round.locator('[part~="shared-link"] input');
  await expect(link).toHaveValue(/partner\.html\?id=/);
  const url = await link.inputValue();
  const partner = await context.newPage();
  await partner.goto(url);
  await expect(
    partner.locator('casino-game-history [data-section="dealer"] [part="card"]').first(),
  ).toBeVisible();
  await partner.close();
});

test('admin downloads the agent summary as CSV: its totals equal the page’s', async ({ page, server }) => {
  await openConsole(
    page,
    server.url,
    `/${ROOT_ID}/reports/agent-summary?range=last-30-days&sub=0&currency=EUR`,
  );
  await expect(state(page)).toHaveAttribute('data-state', 'content');
  const totals = report(page).locator('[part~="totals"][data-currency="EUR"]');
  const pageGgr = amount((await totals.locator('[data-column="ggr"]').textContent()) ?? '');
  const pageBets = amount((await totals.locator('[data-column="bets"]').textContent()) ?? '');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report(page).locator('[part~="download"]').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Agent Summary \d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const header = lines[0].split(',');
  expect(header).toEqual([
    'Agent',
    'Currency',
    'Active players',
    'Rounds',
    'Bets',
    'Wins',
    'GGR',
    'Hold',
    'Deposits',
    'Withdrawals',
    'Adjustments',
  ]);
  const cells = lines.slice(1).map((line) => line.split(','));
  const sum = (column: string) =>
    Math.round(cells.reduce((s, c) => s + Number(c[header.indexOf(column)]), 0) * 100) / 100;
  expect(cells.every((c) => c[1] === 'EUR')).toBe(true);
  expect(sum('GGR')).toBe(pageGgr);
  expect(sum('Bets')).toBe(pageBets);
});

test('the agent login sees only its own subtree’s data', async ({ page, signIn }) => {
  await signIn(`/${AMERICAS_ID}/reports/agent-summary?range=last-90-days&sub=1`, {
    who: 'agent',
  });
  await expect(state(page)).toHaveAttribute('data-state', 'content');
  const names = await report(page).locator('tbody [data-column="agentName"]').allTextContents();
  expect(names.length).toBeGreaterThan(3);
  for (const name of names) expect(AMERICAS_SUBTREE).toContain(name);

  // the root's reports are not the agent's: the router does not show them
  await signIn(`/${ROOT_ID}/reports/game-history?range=last-7-days`, { who: 'agent' });
  await expect(page).not.toHaveURL(new RegExp(`/${ROOT_ID}/reports`));
  await expect(report(page).locator(`[part~="report"][data-state="content"]`)).toHaveCount(0);
});

test.describe('each report page is titled with its report’s name', () => {
  test('the panel, the last breadcrumb and the browser tab say “Player Sessions”, not “Report”', async ({
    page,
    signIn,
  }) => {
    await signIn(`/${AMERICAS_ID}/reports/player-sessions`);
    await expect(page.locator('casino-outlet [part="panel-title"]')).toHaveText('Player Sessions');
    await expect(page.locator('casino-breadcrumbs [aria-current="page"]')).toHaveText('Player Sessions');
    await expect(page).toHaveTitle('Player Sessions - Back office');
  });
});
