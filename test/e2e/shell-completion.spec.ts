/**
 * The rest of the shell end to end, against the running reference server and the built console: the
 * header's global search (admin finds a player by login and lands on it; a user below the root never
 * gets results outside its subtree, the server refusing the rest), the shortcut bar (only the areas
 * the user may open), page panels (a collapsed panel stays collapsed after a reload), and the console
 * on a 375 px phone (screenshots of the agents list and the search page in $SHOTS_DIR).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { stableId } from '../../src/server/seed/ids';
import { BUILD_TIMEOUT_MS, ensureBuilt } from './build';
import { startServer, type E2eServer } from './server';
import { accessToken, openConsole } from './session';

const ROOT_ID = stableId('agent:Aurora Gaming Group');
const AMERICAS_ID = stableId('agent:Aurora Americas');
const EUROPE_ID = stableId('agent:Aurora Europe');
const SHOTS_DIR = process.env.SHOTS_DIR || '/tmp/shots';

let server: E2eServer;
test.beforeAll(async () => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  ensureBuilt();
  server = await startServer();
  mkdirSync(SHOTS_DIR, { recursive: true });
});
test.afterAll(async () => {
  await server?.stop();
});

const header = (page: Page) => page.locator('casino-header');
const search = (page: Page) => page.locator('casino-search');
const group = (page: Page, kind: string) => search(page).locator(`[part="group"][data-kind="${kind}"]`);

interface PlayerRow {
  id: string;
  agentId: string;
  name: string;
}

/** The first player (by login) of `agentId`'s subtree, as admin reads it from the API. */
async function firstPlayerOf(page: Page, agentId: string): Promise<PlayerRow> {
  const token = await accessToken(page.request, server.url, 'admin');
  const response = await page.request.post(`${server.url}/casino-management/api/player/list`, {
    headers: { Authorization: `Bearer ${token.access_token}` },
    data: { agentId, includeSubAgents: true, pageIndex: 0, pageSize: 1, sort: 'name' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as PlayerRow[])[0];
}

/** Where the left panel's right edge is: at or left of 0 while the drawer is shut. */
const drawerRight = (page: Page) =>
  page.locator('#left-panel').evaluate((panel) => panel.getBoundingClientRect().right);

async function searchFromHeader(page: Page, text: string): Promise<void> {
  await header(page).locator('[part="search-input"]').fill(text);
  await header(page).locator('[part="search-input"]').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/miscellaneous/search\\?q=`));
}

test('admin searches a player’s login from the header and lands on that player', async ({ page }) => {
  const player = await firstPlayerOf(page, EUROPE_ID);
  await openConsole(page, server.url, `/${ROOT_ID}/agents`);
  await expect(page.locator('casino-agents [part~="row"]').first()).toBeVisible();
  await page.keyboard.press('/');
  await expect(header(page).locator('[part="search-input"]')).toBeFocused();
  await searchFromHeader(page, player.name);
  const hit = group(page, 'players').locator(`[part="hit"][data-id="${player.id}"]`);
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(`${server.url}/${player.agentId}/players/edit/${player.id}`);
  await expect(page.locator('casino-player-form [part="input-name"]')).toHaveValue(player.name);
});

test('a user below the root never sees results outside its subtree; the server refuses the rest', async ({
  page,
}) => {
  const european = await firstPlayerOf(page, EUROPE_ID);
  await openConsole(page, server.url, `/${AMERICAS_ID}/players`, { who: 'support' });
  await expect(page.locator('casino-players tr[part="row"]').first()).toBeVisible();
  await searchFromHeader(page, european.name);
  await expect(group(page, 'players')).toHaveAttribute('data-state', 'empty');
  await expect(search(page).locator('[part="hit"]')).toHaveCount(0);
  const token = await accessToken(page.request, server.url, 'support');
  const outside = await page.request.post(`${server.url}/casino-management/api/player/list`, {
    headers: { Authorization: `Bearer ${token.access_token}` },
    data: { agentId: EUROPE_ID, includeSubAgents: true, filter: european.name },
  });
  expect(outside.status()).toBe(403);
});

test('the shortcut bar shows only the areas the user may open, and Escape closes it', async ({ page }) => {
  await openConsole(page, server.url, `/${ROOT_ID}/agents`, { who: 'viewer' });
  const menuPaths = page.locator('casino-side-menu a[data-path]');
  await expect(menuPaths.first()).toBeVisible();
  const allowed = await menuPaths.evaluateAll((links) => links.map((a) => a.getAttribute('data-path')));
  await header(page).locator('[part="user-menu"]').click();
  await header(page).locator('[part="user-menu-item"][data-key="shortcut"]').click();
  const bar = page.locator('casino-shortcut-bar [part="bar"]');
  await expect(bar).toBeVisible();
  const shortcuts = await page
    .locator('casino-shortcut-bar [part~="shortcut"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-path')));
  expect(shortcuts).toEqual(allowed);
  expect(shortcuts).not.toContain('agents/create');
  await page.keyboard.press('Escape');
  await expect(bar).toHaveCount(0);
});

test('a collapsed page panel stays collapsed after a reload', async ({ page }) => {
  await openConsole(page, server.url, `/${ROOT_ID}/agents`);
  const panel = page.locator('casino-outlet [part="panel"]');
  await expect(page.locator('casino-agents [part~="row"]').first()).toBeVisible();
  await panel.locator('[part="panel-collapse"]').click();
  await expect(page.locator('casino-agents')).toBeHidden();
  await page.reload();
  await expect(panel.locator('[part="panel-collapse"]')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('casino-agents')).toBeHidden();
  await panel.locator('[part="panel-collapse"]').click();
  await expect(page.locator('casino-agents [part~="row"]').first()).toBeVisible();
});

test('@screenshots on a 375 px phone: the agents list and the search page fit, the menu is a drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openConsole(page, server.url, `/${ROOT_ID}/agents`);
  await expect(page.locator('casino-agents [part~="row"]').first()).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/casino-mobile-view-activated/);
  await expect.poll(() => drawerRight(page)).toBeLessThanOrEqual(0);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow(), 'the page scrolls sideways').toBeLessThanOrEqual(0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS_DIR, 'phone-375-agents.png') });
  await header(page).locator('[part="menu-toggle"]').click();
  await expect.poll(() => drawerRight(page)).toBeGreaterThan(200);
  await page.keyboard.press('Escape');
  await expect.poll(() => drawerRight(page)).toBeLessThanOrEqual(0);
  await header(page).locator('[part="search-submit"]').click();
  await expect(page).toHaveURL(/\/miscellaneous\/search$/);
  await search(page).locator('[part="input"]').fill('aurora');
  await search(page).locator('[part="input"]').press('Enter');
  await expect(group(page, 'agents')).toHaveAttribute('data-state', 'ready');
  expect(await overflow(), 'the search page scrolls sideways').toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(SHOTS_DIR, 'phone-375-search.png') });
});

test('a tablet is in mobile view by its browser identification string, however wide its window', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 1024 },
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await openConsole(page, server.url, `/${ROOT_ID}/agents`);
  await expect(page.locator('casino-agents [part~="row"]').first()).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/casino-mobile-view-activated/);
  await expect.poll(() => drawerRight(page)).toBeLessThanOrEqual(0);
  await context.close();
});
