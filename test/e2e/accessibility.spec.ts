/**
 * Accessibility of the console and of the game-round detail views, in English and Chinese.
 *
 * axe-core (test/e2e/axe.ts) finds no violation of any impact (critical, serious, moderate or minor) on
 * every page of the console's route table (consolePagePatterns: the pages whose area is built show their
 * element, the others the 404 page), the pages of the signed-in user (the profile), the bare agent
 * route, the login page and the error pages; and no critical or serious violation on the console's
 * public game-history page, the agents list in each of the six skins and
 * - every detail view, in-app (`casino-round-detail` in the console) and on the partner page;
 * - and the check is shown to fail on a violation put into a page and into a detail view's shadow root.
 *
 * Every page has a title: the tab follows the route's page title; the console and the partner page
 * serve a favicon.
 *
 * By keyboard alone, end to end: sign in, open the agent tree, go to Players, open a player, save it,
 * open its bonus dialog from its row menu and Escape: the focus is never on the page's body, and the
 * number of key presses to each target is asserted (after sign-in and every page change the focus is
 * on the page's heading; saved, on the saved row; after the dialog, on the row's menu button).
 *
 * By keyboard alone: a skip link is the first tab stop of the console and leads to the main area; every
 * tab stop shows a visible focus (the control looks different focused and not); dialogs keep the focus
 * inside and give it back to the control that opened them; the agent tree follows the tree pattern
 * (one tab stop, arrows, Enter) and the lists the table pattern (column headers, sortable headers as
 * buttons with aria-sort, rows that open with Enter).
 */
import { expect, test, type Page } from '@playwright/test';
import { USER_PAGE_ROUTES } from '../../src/core/routes';
import { SKIN_NAMES } from '../../src/core/layout';
import { seriousViolations, violations } from './axe';
import { BUILD_TIMEOUT_MS, ensureBuilt } from './build';
import { detailRounds, showInAppDetails, showPublicDetails, type DetailRound } from './details';
import { AMERICAS_ID, consolePagePatterns, pagePath, settled } from './console-pages';
import { startServer, type E2eServer } from './server';
import { accessToken, DEMO_LOGINS, goInApp, openConsole } from './session';

const LANGUAGES = ['en', 'zh-cn'] as const;

let server: E2eServer;
let rounds: DetailRound[];
test.beforeAll(async ({ request }) => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  ensureBuilt();
  server = await startServer();
  rounds = await detailRounds(request, server.url, await accessToken(request, server.url));
});
test.afterAll(async () => {
  await server?.stop();
});

/** The critical and serious violations of the page on screen, each prefixed with where it was found. */
async function findings(page: Page, where: string, include?: string[]): Promise<string[]> {
  return (await seriousViolations(page, include)).map((line) => `${where}: ${line}`);
}

/** Every violation of the page on screen (any impact), each prefixed with where it was found. */
async function allFindings(page: Page, where: string): Promise<string[]> {
  return (await violations(page)).map((line) => `${where}: ${line}`);
}

test.describe('axe: no violation of any impact on the console’s pages', () => {
  for (const language of LANGUAGES) {
    test(`every page of the route table, the login, error and game-history pages (${language})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const found: string[] = [];

      await openConsole(page, server.url, '/auth/login', { who: null, language });
      await expect(page.locator('casino-login [part="username"]')).toBeVisible();
      found.push(...(await allFindings(page, 'login')));

      await openConsole(page, server.url, `/${AMERICAS_ID}`, { language });
      await settled(page);
      found.push(...(await allFindings(page, `/${AMERICAS_ID}`)));
      const patterns = consolePagePatterns();
      expect(patterns.length).toBeGreaterThan(20);
      for (const pattern of patterns) {
        const path = pagePath(pattern);
        await goInApp(page, path);
        await settled(page);
        expect(new URL(page.url()).pathname, `the page ${pattern} was shown, not redirected`).toBe(path);
        found.push(...(await allFindings(page, pattern)));
      }

      for (const userPage of USER_PAGE_ROUTES) {
        const path = `/${userPage.path}`;
        await goInApp(page, path);
        await settled(page);
        expect(new URL(page.url()).pathname, `the page ${path} was shown, not redirected`).toBe(path);
        found.push(...(await allFindings(page, path)));
      }

      for (const path of ['/error/404', '/error/500']) {
        await goInApp(page, path);
        await expect(page.locator('casino-error-page h1')).toBeVisible();
        found.push(...(await allFindings(page, path)));
      }
      const blackjack = rounds.find((round) => round.view === 'blackjack')!;
      const query = new URLSearchParams({
        id: blackjack.encryptedLink,
        token: blackjack.token,
        egi: String(blackjack.externalGameId),
      });
      await goInApp(page, `/gamedetail?${query.toString()}`);
      await expect(page.locator('casino-game-history [part="card"]').first()).toBeVisible();
      found.push(...(await findings(page, '/gamedetail')));

      expect(found).toEqual([]);
    });
  }

  test('the agents list in each of the six skins', async ({ page }) => {
    const found: string[] = [];
    for (const name of SKIN_NAMES) {
      await openConsole(page, server.url, `/${AMERICAS_ID}/agents`, { skin: name });
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('data-casino-skin', name);
      found.push(...(await findings(page, name)));
    }
    expect(found).toEqual([]);
  });
});

test.describe('axe: no critical or serious violation in any game-round detail view', () => {
  for (const language of LANGUAGES) {
    test(`in-app, every view in the console (${language})`, async ({ page }) => {
      await openConsole(page, server.url, `/${AMERICAS_ID}`, { language });
      await settled(page);
      await showInAppDetails(page, rounds);
      expect(await findings(page, 'in-app', ['casino-round-detail'])).toEqual([]);
    });

    test(`public, every view on the partner page (${language})`, async ({ page }) => {
      await showPublicDetails(page, server.url, rounds, { lang: language === 'zh-cn' ? 'zh-CN' : 'en' });
      expect(await findings(page, 'partner page')).toEqual([]);
    });
  }

  test('the check fails on a violation seeded into the page and into a detail view’s shadow root', async ({
    page,
  }) => {
    await openConsole(page, server.url, `/${AMERICAS_ID}`);
    await settled(page);
    await showInAppDetails(page, rounds.slice(0, 2));
    expect(await findings(page, 'clean')).toEqual([]);
    await page.evaluate(() => {
      const unnamed = () => Object.assign(document.createElement('img'), { src: '/favicon.svg' });
      document.querySelector('main')?.prepend(unnamed());
      const detail = document.querySelector('casino-round-detail')?.shadowRoot;
      const view = detail?.querySelector('[data-kind]')?.querySelector('*')?.shadowRoot ?? detail;
      view?.querySelector('section')?.append(unnamed());
    });
    const found = await seriousViolations(page);
    const imagesWithoutText = found.filter((line) => line.startsWith('image-alt (critical)'));
    expect(imagesWithoutText).toHaveLength(2);
    expect(imagesWithoutText.some((line) => line.includes('casino-round-detail'))).toBe(true);
  });
});

/** The focused element, looking through shadow roots. */
async function deepFocus(page: Page): Promise<{ path: string; inDialog: boolean } | null> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    const hosts: string[] = [];
    while (element?.shadowRoot?.activeElement) {
      hosts.push(element.tagName.toLowerCase());
      element = element.shadowRoot.activeElement;
    }
    if (!element || element === document.body) return null;
    const part = element.getAttribute('part');
    const name = `${element.tagName.toLowerCase()}${part ? `[part="${part}"]` : ''}`;
    return { path: [...hosts, name].join(' > '), inDialog: element.closest('dialog[open]') !== null };
  });
}

/** Screenshots of the focused element's box with and without the focus differ: the focus is visible. */
async function focusIsVisible(page: Page): Promise<boolean> {
  const box = await page.evaluate(() => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element) return null;
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const r = element.getBoundingClientRect();
    (window as unknown as { __focused: Element }).__focused = element;
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  if (!box || box.width === 0 || box.height === 0) return false;
  const margin = 4;
  const viewport = page.viewportSize()!;
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  const clip = {
    x,
    y,
    width: Math.min(viewport.width - x, box.width + 2 * margin),
    height: Math.min(viewport.height - y, box.height + 2 * margin),
  };
  const focused = await page.screenshot({ clip, animations: 'disabled' });
  await page.evaluate(() =>
    ((window as unknown as { __focused: HTMLElement }).__focused as HTMLElement).blur(),
  );
  const unfocused = await page.screenshot({ clip, animations: 'disabled' });
  await page.evaluate(() =>
    ((window as unknown as { __focused: HTMLElement }).__focused as HTMLElement).focus({
      preventScroll: true,
    }),
  );
  return !focused.equals(unfocused);
}

/** Tabs through the page until the focus comes back to the first stop; the stops without visible focus. */
async function stopsWithoutVisibleFocus(
  page: Page,
  maxStops = 150,
): Promise<{ stops: string[]; hidden: string[] }> {
  const stops: string[] = [];
  const hidden: string[] = [];
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const focus = await deepFocus(page);
    if (!focus) continue;
    if (stops.length > 0 && focus.path === stops[0] && i > 1) break;
    stops.push(focus.path);
    if (!(await focusIsVisible(page))) hidden.push(focus.path);
  }
  return { stops, hidden };
}

test.describe('pages are titled and marked', () => {
  test('the tab title follows the page title of the route and the language', async ({ page }) => {
    await openConsole(page, server.url, `/${AMERICAS_ID}/agents`);
    await settled(page);
    await expect(page).toHaveTitle('Agents - Back office');
    await goInApp(page, `/${AMERICAS_ID}/agents/create`);
    await expect(page).toHaveTitle('Create Agent - Back office');
    const header = page.locator('casino-header');
    await header.locator('[part="language"]').click();
    await header.locator('[part="language-item"][data-key="zh-cn"]').click();
    await expect(page).toHaveTitle('创建代理 - 后台管理');
    await goInApp(page, '/error/404');
    await expect(page).toHaveTitle('页面未找到 - 后台管理');
  });

  test('the console and the partner page serve a favicon', async ({ page, request }) => {
    for (const path of [`/${AMERICAS_ID}/agents`, '/partner.html']) {
      await page.goto(`${server.url}${path}`);
      const href = await page.locator('link[rel="icon"]').evaluate((link) => (link as HTMLLinkElement).href);
      const icon = await request.get(href);
      expect(icon.status(), href).toBe(200);
      expect(icon.headers()['content-type']).toContain('image/svg+xml');
      expect(await icon.text()).toContain('<svg');
    }
  });
});

/** Where a key press left the focus (looking through shadow roots): a description, null on the body. */
interface KeyStep {
  key: string;
  focus: string | null;
}

/**
 * Presses `key` until the focus is on what `reached` says (given the deep focus description), at most
 * `max` times; every press is recorded in `steps`. Returns how many presses it took.
 */
async function pressUntil(
  page: Page,
  key: string,
  reached: (focus: string) => boolean,
  steps: KeyStep[],
  max = 60,
): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    const focus = await focusDescription(page);
    steps.push({ key, focus });
    if (focus && reached(focus)) return presses;
  }
  throw new Error(`${key} × ${max} never reached the target; last focus ${steps.at(-1)?.focus}`);
}

/** The focused element as `host > … > tag[part] (text) {data-*}`, or null when the body has it. */
async function focusDescription(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    const hosts: string[] = [];
    while (element?.shadowRoot?.activeElement) {
      hosts.push(element.tagName.toLowerCase());
      element = element.shadowRoot.activeElement;
    }
    if (!element || element === document.body) return null;
    const attributes = ['part', 'role', 'data-path', 'data-row-id', 'data-action', 'id']
      .filter((name) => element!.hasAttribute(name))
      .map((name) => `[${name}="${element!.getAttribute(name)}"]`)
      .join('');
    return [...hosts, `${element.tagName.toLowerCase()}${attributes}`].join(' > ');
  });
}

test.describe('usable by keyboard alone', () => {
  test('the first tab stop of the console is a skip link that moves the focus to the main area', async ({
    page,
  }) => {
    await openConsole(page, server.url, `/${AMERICAS_ID}/agents`);
    await settled(page);
    await page.keyboard.press('Tab');
    const skip = page.locator('a.skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect(skip).toHaveText('Skip to content');
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect((await deepFocus(page))?.path).toBe('casino-ribbon > button[part="refresh"]');
  });

  test('the skip link and the navigation landmark speak Chinese with the console', async ({ page }) => {
    await openConsole(page, server.url, `/${AMERICAS_ID}/agents`, { language: 'zh-cn' });
    await settled(page);
    await expect(page.locator('a.skip-link')).toHaveText('跳到主要内容');
    await expect(page.locator('aside#left-panel')).toHaveAttribute('aria-label', '导航');
  });

  test('every tab stop of the console shows the focus: the agents list and the agent form', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openConsole(page, server.url, `/${AMERICAS_ID}/agents`);
    await settled(page);
    const list = await stopsWithoutVisibleFocus(page);
    expect(list.stops.length).toBeGreaterThan(30);
    expect(list.hidden).toEqual([]);

    await goInApp(page, `/${AMERICAS_ID}/agents/create`);
    await settled(page);
    await page.locator('casino-agent-form [part="input-name"]').focus();
    // the fields, then the first of the claim checkboxes (all drawn alike)
    const form = await stopsWithoutVisibleFocus(page, 40);
    expect(form.stops.some((stop) => stop.includes('casino-agent-form'))).toBe(true);
    expect(form.hidden).toEqual([]);
  });

  test('every tab stop of the login page and of the detail views on a phone shows the focus', async ({
    page,
  }) => {
    await openConsole(page, server.url, '/auth/login', { who: null });
    const login = await stopsWithoutVisibleFocus(page, 20);
    expect(login.stops.length).toBeGreaterThanOrEqual(3);
    expect(login.hidden).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await showPublicDetails(page, server.url, rounds);
    const details = await stopsWithoutVisibleFocus(page, 60);
    // tables wider than the phone scroll in a box that is a tab stop
    expect(details.stops.some((stop) => stop.includes('[part="table-scroll"]'))).toBe(true);
    expect(details.hidden).toEqual([]);
  });

  test('a dialog keeps the focus inside while open and gives it back to the button that opened it', async ({
    page,
  }) => {
    await openConsole(page, server.url, `/${AMERICAS_ID}/agents`);
    await settled(page);
    const signOut = page.locator('casino-header [part="sign-out"]');
    await signOut.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('casino-header dialog[open]');
    await expect(dialog).toBeVisible();
    expect(await deepFocus(page)).toEqual({
      path: 'casino-header > button[part="dialog-no"]',
      inDialog: true,
    });
    const outside: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      await page.keyboard.press('Tab');
      const focus = await deepFocus(page);
      if (focus && !focus.inDialog) outside.push(focus.path);
    }
    expect(outside, 'controls behind the dialog that took the focus').toEqual([]);
    expect(await findings(page, 'sign-out dialog')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect((await deepFocus(page))?.path).toBe('casino-header > button[part="sign-out"]');
    await expect(page).toHaveURL(new RegExp(`/${AMERICAS_ID}/agents$`));
  });

  test('the agent tree is one tab stop; arrows move and open, Enter opens the agent', async ({ page }) => {
    await openConsole(page, server.url, `/${AMERICAS_ID}/agents`);
    await settled(page);
    const tree = page.locator('casino-agent-tree [role="tree"]');
    await expect(tree).toHaveAttribute('aria-label', /.+/);
    await expect(page.locator('casino-agent-tree [role="treeitem"][aria-selected="true"]')).toHaveAttribute(
      'data-agent-id',
      AMERICAS_ID,
    );
    // the chevrons are not tab stops of their own
    for (const chevron of await page.locator('casino-agent-tree [part="chevron"]').all())
      await expect(chevron).toHaveAttribute('tabindex', '-1');

    await tree.focus();
    const active = () => tree.getAttribute('aria-activedescendant');
    const row = (id: string | null) => page.locator(`casino-agent-tree [role="treeitem"][id="${id}"]`);
    expect(await row(await active()).getAttribute('data-agent-id')).toBe(AMERICAS_ID);

    // Americas is open (it is on screen): Left closes it, Right opens it again, Right again goes to its first child
    await expect(row(await active())).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(row(await active())).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(row(await active())).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowRight');
    const child = row(await active());
    await expect(child).toHaveAttribute('aria-level', '3');
    await expect(child).toHaveClass(/focused/);
    const childId = await child.getAttribute('data-agent-id');
    await page.keyboard.press('ArrowLeft');
    expect(await row(await active()).getAttribute('data-agent-id')).toBe(AMERICAS_ID);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${childId}/agents$`));
  });

  test('the agents list follows the table pattern: named, column headers, sorting by Enter, rows open by Enter', async ({
    page,
  }) => {
    await openConsole(page, server.url, `/${AMERICAS_ID}/agents`);
    await settled(page);
    const table = page.locator('casino-agents table');
    await expect(table).toHaveAttribute('aria-label', /.+/);
    const headers = table.locator('thead th');
    expect(await headers.count()).toBeGreaterThan(2);
    for (const header of await headers.all()) await expect(header).toHaveAttribute('scope', 'col');

    const nameHeader = table.locator('thead th').first();
    const sortButton = nameHeader.locator('button');
    await sortButton.focus();
    const before = await nameHeader.getAttribute('aria-sort');
    await page.keyboard.press('Enter');
    await expect(nameHeader).not.toHaveAttribute('aria-sort', before ?? 'none');
    await expect(nameHeader).toHaveAttribute('aria-sort', /ascending|descending/);

    const firstRow = table.locator('tbody tr[part="row"]').first();
    const rowId = await firstRow.getAttribute('data-row-id');
    await firstRow.focus();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(new RegExp(`/${AMERICAS_ID}/agents$`));
    expect(rowId).toBeTruthy();
  });
});

test.describe('keyboard only, end to end', () => {
  test('sign in, open the tree, go to Players, open a player, save, open the bonus dialog, Escape: the focus is never on the body, and each target is the same number of Tabs away', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // A player of Aurora Americas holding an active bonus, on the first page of its players list.
    const token = await accessToken(request, server.url);
    const config = (await (await request.get(`${server.url}/config.json`)).json()) as {
      casinoManagementServiceUrl: string;
    };
    const listed = await request.post(`${config.casinoManagementServiceUrl}/api/player/list`, {
      headers: { Authorization: `${token.token_type} ${token.access_token}` },
      data: { agentId: AMERICAS_ID, includeSubAgents: true, pageIndex: 0, pageSize: 25, sort: 'name' },
    });
    const players = (await listed.json()) as { id: string; name: string; bonusBalance: number }[];
    const player = players.find((p) => p.bonusBalance > 0)!;
    expect(player, 'a seeded player with an active bonus').toBeTruthy();

    const steps: KeyStep[] = [];
    const tabs: Record<string, number> = {};
    await openConsole(page, server.url, '/auth/login', { who: null });
    await expect(page.locator('casino-login [part="username"]')).toBeVisible();

    // sign in
    tabs.username = await pressUntil(page, 'Tab', (f) => f.includes('[part="username"]'), steps);
    await page.keyboard.type('admin');
    tabs.password = await pressUntil(page, 'Tab', (f) => f.includes('[part="password"]'), steps);
    await page.keyboard.type(DEMO_LOGINS.admin);
    await page.keyboard.press('Enter');
    await expect(page.locator('casino-outlet [part="panel-title"]')).toBeFocused();
    // the first page, its tree and its menu loaded, as at every later step
    await settled(page);
    steps.push({ key: 'Enter (sign in)', focus: await focusDescription(page) });

    // the agent tree, back from the page's heading; open Aurora Americas in it
    tabs.tree = await pressUntil(page, 'Shift+Tab', (f) => f.includes('casino-agent-tree'), steps);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const americas = page.locator(`casino-agent-tree [role="treeitem"][data-agent-id="${AMERICAS_ID}"]`);
    await expect(americas).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${AMERICAS_ID}/agents$`));
    steps.push({ key: 'Enter (tree)', focus: await focusDescription(page) });
    expect(steps.at(-1)!.focus, 'the focus stays in the tree while browsing agents').toContain(
      'casino-agent-tree',
    );

    // Players, in the menu bar after the tree
    tabs.menu = await pressUntil(page, 'Tab', (f) => f.includes('[role="menuitem"]'), steps);
    await pressUntil(page, 'ArrowDown', (f) => f.includes('[data-path="players"]'), steps, 5);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${AMERICAS_ID}/players$`));
    await expect(page.locator('casino-outlet [part="panel-title"]')).toBeFocused();
    await expect(page.locator('casino-outlet [part="panel-title"]')).toHaveText('Players');
    await settled(page);

    // the player's row (Enter opens its form), saved without a change
    const row = page.locator(`casino-players [part~="row"][data-row-id="${player.id}"]`);
    await expect(row).toBeVisible();
    tabs.row = await pressUntil(page, 'Tab', (f) => f.includes(`[data-row-id="${player.id}"]`), steps, 150);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/players/edit/${player.id}$`));
    await expect(page.locator('casino-outlet [part="panel-title"]')).toBeFocused();
    await settled(page);
    tabs.save = await pressUntil(
      page,
      'Tab',
      (f) => f.includes('casino-player-form') && f.includes('[part="submit"]'),
      steps,
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${AMERICAS_ID}/players$`));
    await expect(row, 'back on the list, the saved row has the focus').toBeFocused();
    steps.push({ key: 'Enter (save)', focus: await focusDescription(page) });

    // its More actions menu, the active bonus, then Escape
    tabs.rowMenu = await pressUntil(page, 'Tab', (f) => f.includes('[part="action-menu-button"]'), steps);
    await page.keyboard.press('Enter');
    await pressUntil(page, 'ArrowDown', (f) => f.includes('[data-action="activeBonus"]'), steps, 5).catch(
      async () => undefined,
    );
    expect(await focusDescription(page)).toContain('[data-action="activeBonus"]');
    await page.keyboard.press('Enter');
    const dialog = page.locator('casino-players dialog[open]');
    await expect(dialog.locator('[part~="bonus-details"]')).toBeVisible();
    steps.push({ key: 'Enter (active bonus)', focus: await focusDescription(page) });
    expect(steps.at(-1)!.focus).toContain('[part="dialog-close"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const back = await focusDescription(page);
    steps.push({ key: 'Escape', focus: back });
    expect(back).toBe(`casino-outlet > casino-players > button[part="action-menu-button"]`);
    await expect(row.locator('[part="action-menu-button"]')).toBeFocused();

    expect(
      steps.filter((step) => step.focus === null),
      `key presses that left the focus on the page body; the whole way:\n${steps
        .map((step) => `${step.key} → ${step.focus ?? 'body'}`)
        .join('\n')}`,
    ).toEqual([]);
    // The way by keyboard, in key presses: the login's fields; back from the first page's heading to the
    // tree (the ribbon's crumb and refresh, the menu bar, its toggle); the menu bar (its toggle first);
    // from the Players heading to the first row (the panel's 5 tools, the list's 9 controls, Columns, 9
    // sortable headers), then 3 stops a row (the row, Edit, More actions); from the form's heading to
    // Save (the panel's tools and the player's fields); from the saved row to its More actions.
    const index = players.indexOf(player);
    expect(tabs).toEqual({
      username: 1,
      password: 1,
      tree: 6,
      menu: 2,
      row: 24 + 3 * index,
      save: 16,
      rowMenu: 2,
    });
  });
});
