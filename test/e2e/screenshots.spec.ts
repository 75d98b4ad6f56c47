/**
 * Screenshots of the console as a user sees it, in English and Chinese, wide and narrow. Tagged @screenshots: part of the e2e suite and quick;
 * run alone with `npx playwright test --grep @screenshots`. The PNGs go to $SHOTS_DIR (default
 * /tmp/shots): login-<size>.png, console-<lng>-<size>.png and, narrow, drawer-<lng>-narrow.png; the
 * sizes are a phone (390 px, narrow) and the most common laptop window (1280 × 800, wide). The Chinese
 * console's every page of a built area (from the route table) at both sizes: zh-cn-<size>-<page>.png.
 *
 * Besides saving the pictures for a person to look at, each shot checks what can be measured: nothing
 * of the page scrolls sideways, every image has loaded, no text or icon is below 3:1 contrast; on the
 * Chinese pages, no row action of a list lies outside the window or its table box.
 *
 * At 1280 × 800, every row action of the agents list (its button and the items of its row menu) lies
 * inside the window, in English and Chinese.
 *
 * Every list and report (test/e2e/console-pages.ts), in English (its words are the widest): at 1280 × 800
 * with the menu open, no page and no table scrolls sideways and no cell is covered or overflows into the
 * next; at 390 × 844 each row is a card showing every column of the table as label and value, inside
 * the screen.
 *
 * Each layout option at 1280 × 800, English and Chinese (layout-<option>-<lng>.png): beside the page,
 * menu on top (with the agent tree's drawer open), minified (the tree's flyout open, a tooltip shown)
 * and right to left: each a usable page (its heading and the menu in view, nothing sideways; right to
 * left, the paginator's text isolated).
 *
 * The game-round detail views on phones (320 to 812 px wide), in the console and on the partner page:
 * the page never scrolls sideways, a table wider than the screen scrolls inside its box with its first
 * column kept in view; details-<where>-<lng>-375.png shows them at 375 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { AREA_ROUTES, type RouteNode } from '../../src/core/routes';
import { stableId } from '../../src/server/seed/ids';
import { AREA_LOADERS } from '../../src/widgets/area-loaders';
import { BUILD_TIMEOUT_MS, ensureBuilt } from './build';
import { AMERICAS_ID, LIST_PAGE_PATTERNS, pagePath, reportPaths, settled } from './console-pages';
import { detailRounds, showInAppDetails, showPublicDetails } from './details';
import { expectSound } from './page-checks';
import { startServer, type E2eServer } from './server';
import { accessToken, goInApp, openConsole } from './session';

const ROOT_ID = stableId('agent:Aurora Gaming Group');
const SHOTS_DIR = process.env.SHOTS_DIR || '/tmp/shots';
/** A phone, and the most common laptop window. */
const SIZES = {
  narrow: { width: 390, height: 844 },
  wide: { width: 1280, height: 800 },
} as const;

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

async function shoot(page: Page, name: string): Promise<void> {
  // let transitions, spinners and the tree's virtual rows settle
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`@screenshots the console after admin login, English and 中文, ${size} (${viewport.width}x${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}/`);
    const login = page.locator('casino-login');
    await expect(login.locator('[part="username"]')).toBeVisible();
    await shoot(page, `login-${size}`);
    await expectSound(page);

    await login.locator('[part="username"]').fill('admin');
    await login.locator('[part="password"]').fill('Admin123!');
    await login.locator('[part="submit"]').click();
    await expect(page).toHaveURL(`${server.url}/${ROOT_ID}/agents`);
    const rows = page.locator('casino-agents [part~="row"]');
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('casino-footer [part="api-version"]')).toBeVisible();

    const header = page.locator('casino-header');
    for (const lng of ['en', 'zh-cn'] as const) {
      if (lng === 'zh-cn') {
        await header.locator('[part="language"]').click();
        await header.locator('[part="language-item"][data-key="zh-cn"]').click();
        await expect(page.locator('casino-footer [part="interface-version"]')).toContainText('界面版本');
      }
      await expect(rows.first()).toBeVisible();
      await shoot(page, `console-${lng}-${size}`);
      await expectSound(page);
      if (size === 'narrow') {
        // the off-canvas drawer: agent search, agent tree and the side menu
        await header.locator('[part="menu-toggle"]').click();
        await expect(page.locator('casino-side-menu a[data-path="agents"]')).toBeInViewport();
        await shoot(page, `drawer-${lng}-${size}`);
        await expectSound(page);
        await page.keyboard.press('Escape');
        await expect(page.locator('casino-side-menu a[data-path="agents"]')).not.toBeInViewport();
      }
    }
  });
}

/** Phone widths from the smallest in use to a phone held sideways. */
const PHONE_WIDTHS = [320, 360, 375, 414, 568, 812];

/**
 * Every table box that scrolls sideways at the current width is scrolled to its far end; the first cell
 * of each row must still be inside the box (kept), and nothing else of the page moves sideways.
 * Returns how many boxes overflowed.
 */
async function expectFirstColumnsKept(page: Page): Promise<number> {
  const result = await page.evaluate(() => {
    const boxes: Element[] = [];
    const visit = (root: Document | ShadowRoot) => {
      root.querySelectorAll('[part="table-scroll"]').forEach((box) => boxes.push(box));
      root.querySelectorAll('*').forEach((el) => el.shadowRoot && visit(el.shadowRoot));
    };
    visit(document);
    const lost: string[] = [];
    let overflowing = 0;
    for (const box of boxes) {
      if (box.scrollWidth <= box.clientWidth + 1) continue;
      overflowing++;
      box.scrollLeft = box.scrollWidth;
      const frame = box.getBoundingClientRect();
      const table = box.querySelector('table.first-column-kept');
      for (const row of table ? [...table.querySelectorAll('tr')] : []) {
        const first = row.firstElementChild!.getBoundingClientRect();
        if (first.left < frame.left - 1 || first.right > frame.right + 1)
          lost.push(
            `${box.closest('section')?.getAttribute('data-section')}: ${row.textContent?.slice(0, 30)}`,
          );
      }
      box.scrollLeft = 0;
    }
    return { lost, overflowing };
  });
  expect(result.lost, 'first cells scrolled out of their table box').toEqual([]);
  return result.overflowing;
}

async function expectReadableOnPhones(page: Page, shot: string): Promise<void> {
  let overflowingAtNarrowest = 0;
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 812 });
    await page.waitForTimeout(150); // the table boxes measure themselves after a resize
    await expectSound(page);
    const overflowing = await expectFirstColumnsKept(page);
    if (width === PHONE_WIDTHS[0]) overflowingAtNarrowest = overflowing;
    if (width === 375) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS_DIR, `${shot}-375.png`), fullPage: true });
    }
  }
  // the narrowest phone does make some tables scroll: the check above had something to check
  expect(overflowingAtNarrowest).toBeGreaterThan(0);
}

for (const language of ['en', 'zh-cn'] as const) {
  test(`@screenshots every detail view on the partner page fits phones 320-812 px wide, tables scroll in their box with the first column kept (${language})`, async ({
    page,
    request,
  }) => {
    const rounds = await detailRounds(request, server.url, await accessToken(request, server.url));
    await page.setViewportSize({ width: 375, height: 812 });
    await showPublicDetails(page, server.url, rounds, { lang: language === 'zh-cn' ? 'zh-CN' : 'en' });
    await expectReadableOnPhones(page, `details-partner-${language}`);
  });
}

test('@screenshots every in-app detail view in the console fits phones 320-812 px wide', async ({
  page,
  request,
}) => {
  const rounds = await detailRounds(request, server.url, await accessToken(request, server.url));
  await page.setViewportSize({ width: 375, height: 812 });
  await openConsole(page, server.url, `/${AMERICAS_ID}`);
  await expect(page.locator('casino-outlet [part~="page"]').first()).toBeAttached();
  await showInAppDetails(page, rounds);
  await expectReadableOnPhones(page, 'details-in-app-en');
});

/**
 * The row actions of every list on screen that lie, even partly, outside the window or outside the
 * box their table scrolls in (so that only scrolling sideways would reach them).
 */
async function rowActionsOutOfReach(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      root.querySelectorAll('[part~="row-actions"]').forEach((actions) => {
        const own = actions.getBoundingClientRect();
        const box = actions.closest('.casino-table-scroll')?.getBoundingClientRect();
        const right = Math.min(window.innerWidth, box?.right ?? Infinity);
        const left = Math.max(0, box?.left ?? 0);
        if (own.right > right + 1 || own.left < left - 1)
          out.push(
            `${(root as ShadowRoot).host?.localName}: ${actions.closest('tr')?.textContent?.slice(0, 30)}`,
          );
      });
      root.querySelectorAll('*').forEach((el) => el.shadowRoot && visit(el.shadowRoot));
    };
    visit(document);
    return out;
  });
}

/**
 * The pages the Chinese screenshots show: every page of the route table that an element of its area
 * renders and that needs no parameter (lists, create forms, the pages of one agent), so areas merged
 * later are shot too.
 */
function shownPages(table: readonly RouteNode[] = AREA_ROUTES, parent = ''): string[] {
  return table.flatMap((node) => {
    const pattern = [parent, node.path].filter(Boolean).join('/');
    const built = node.element && node.area && AREA_LOADERS[node.area] && !pattern.includes(':');
    return [...(built ? [pattern] : []), ...shownPages(node.children ?? [], pattern)];
  });
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`@screenshots the Chinese console, every page of a built area, ${size} (${viewport.width}x${viewport.height})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const pages = shownPages();
    expect(pages).toContain('agents');
    await openConsole(page, server.url, `/${AMERICAS_ID}`, { language: 'zh-cn' });
    await settled(page);
    const problems: string[] = [];
    for (const pattern of pages) {
      await goInApp(page, pagePath(pattern));
      await settled(page);
      await shoot(page, `zh-cn-${size}-${pattern.replace(/\//g, '-')}`);
      await expectSound(page).catch((error: Error) =>
        problems.push(`${pattern}: ${error.message.split('\n')[0]}`),
      );
      for (const row of await rowActionsOutOfReach(page))
        problems.push(`${pattern}: row actions out of reach without scrolling sideways (${row})`);
    }
    expect(problems, 'pages that scroll sideways, miss an image or have text below 3:1').toEqual([]);
  });
}

for (const language of ['en', 'zh-cn'] as const) {
  test(`at 1280 × 800 every row action of the agents list is reachable without scrolling sideways (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize(SIZES.wide);
    await openConsole(page, server.url, `/${ROOT_ID}/agents`, { language });
    const agents = page.locator('casino-agents');
    const rows = agents.locator('tr[part="row"]');
    await expect(rows.first()).toBeVisible();
    await settled(page);
    const sideways = await agents.evaluate((host) =>
      [...host.shadowRoot!.querySelectorAll('*')]
        .filter(
          (el) => el.scrollWidth > el.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(el).overflowX),
        )
        .map((el) => el.getAttribute('part') ?? el.localName),
    );
    expect(sideways, 'boxes of the list that scroll sideways').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(
      0,
    );

    const reached = new Set<string>();
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const row = rows.nth(i);
      const primary = row.locator('[part~="row-actions"] > [part~="action"]');
      await expect(primary, `row ${i + 1}: one action is a button`).toHaveCount(1);
      await expect(primary).toBeInViewport({ ratio: 1 });
      reached.add((await primary.getAttribute('data-action'))!);
      const more = row.locator('[part="action-menu-button"]');
      if ((await more.count()) === 0) continue;
      await expect(more).toBeInViewport({ ratio: 1 });
      await more.click();
      const items = row.locator('[part="action-menu"] [role="menuitem"]');
      expect(await items.count()).toBeGreaterThan(0);
      for (const item of await items.all()) {
        await expect(item).toBeInViewport({ ratio: 1 });
        reached.add((await item.getAttribute('data-action'))!);
      }
      await page.keyboard.press('Escape');
      await expect(row.locator('[part="action-menu"]')).toBeHidden();
    }
    // the admin may do all six on the root agent's children
    expect([...reached].sort()).toEqual(
      ['adjustCredit', 'edit', 'ipWhitelist', 'logoutPlayers', 'multicash', 'walletParent'].sort(),
    );
  });
}

/** Per data table on screen: its layout, its columns and what does not fit (shadow roots included). */
async function tableFit(page: Page) {
  return page.evaluate(() => {
    const tables: { layout: string; columns: number; fields: number[]; problems: string[] }[] = [];
    const visit = (root: Document | ShadowRoot) => {
      root.querySelectorAll<HTMLElement>('[part~="data-table"]').forEach((table) => {
        const problems: string[] = [];
        const where = `${(root as ShadowRoot).host?.localName ?? 'page'}`;
        const box = table.querySelector<HTMLElement>('.casino-table-scroll');
        if (box && box.scrollWidth > box.clientWidth + 1)
          problems.push(`${where}: the table scrolls sideways by ${box.scrollWidth - box.clientWidth} px`);
        const frame = (box ?? table).getBoundingClientRect();
        for (const row of [...table.querySelectorAll('tbody tr[part~="row"]')].slice(0, 15)) {
          const cells = [...row.children] as HTMLElement[];
          cells.forEach((cell, i) => {
            const rect = cell.getBoundingClientRect();
            const next = cells[i + 1]?.getBoundingClientRect();
            const label = `${where} row "${row.textContent?.slice(0, 20)}" cell ${i + 1}`;
            if (next && rect.right > next.left + 1) problems.push(`${label} lies under the next one`);
            if (rect.left < frame.left - 1 || rect.right > frame.right + 1)
              problems.push(`${label} is outside the table`);
            if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${label} overflows its column`);
          });
        }
        const cards = [...table.querySelectorAll<HTMLElement>('[part~="card"]')].slice(0, 10);
        for (const card of cards)
          for (const value of card.querySelectorAll<HTMLElement>('dd, [part~="actions"] button')) {
            const rect = value.getBoundingClientRect();
            if (rect.left < -1 || rect.right > innerWidth + 1)
              problems.push(`${where}: "${value.textContent?.slice(0, 20)}" of a card is outside the screen`);
          }
        tables.push({
          layout: table.dataset.layout ?? '',
          columns: table.querySelectorAll('thead th[data-column]').length,
          fields: cards.map((card) => card.querySelectorAll('[part="card-field"]').length),
          problems,
        });
      });
      root.querySelectorAll('*').forEach((el) => el.shadowRoot && visit(el.shadowRoot));
    };
    visit(document);
    return { overflow: document.documentElement.scrollWidth - innerWidth, tables };
  });
}

test('@screenshots every list and report: at 1280 × 800 with the menu open nothing scrolls sideways and no cell is covered; at 390 × 844 every column’s value is on its row’s card', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(SIZES.wide);
  await openConsole(page, server.url, `/${AMERICAS_ID}`);
  await settled(page);
  const paths = [...LIST_PAGE_PATTERNS.map(pagePath), ...reportPaths()];
  const problems: string[] = [];
  for (const path of paths) {
    await goInApp(page, path);
    await settled(page);
    await expect(page.locator('casino-outlet [part~="data-table"]').first(), path).toBeAttached();
    await expect(
      page.locator('casino-side-menu [role="menubar"]'),
      'the menu is open beside the page',
    ).toBeVisible();
    const wide = await tableFit(page);
    if (wide.overflow > 0) problems.push(`${path} at 1280: the page scrolls sideways by ${wide.overflow} px`);
    for (const table of wide.tables) problems.push(...table.problems.map((p) => `${path} at 1280: ${p}`));

    await page.setViewportSize(SIZES.narrow);
    // mobile view (the menu a drawer) comes 100 ms after the resize; then every table is cards
    await expect(page.locator('html')).toHaveClass(/casino-mobile-view-activated/);
    await expect
      .poll(async () => (await tableFit(page)).tables.every((t) => t.layout === 'cards'), { message: path })
      .toBe(true);
    const narrow = await tableFit(page);
    if (narrow.overflow > 0)
      problems.push(`${path} at 390: the page scrolls sideways by ${narrow.overflow} px`);
    narrow.tables.forEach((table, i) => {
      problems.push(...table.problems.map((p) => `${path} at 390: ${p}`));
      const columns = wide.tables[i]?.columns ?? 0;
      for (const fields of table.fields)
        if (fields !== columns) problems.push(`${path} at 390: a card shows ${fields} of ${columns} columns`);
    });
    await page.setViewportSize(SIZES.wide);
    await expect(page.locator('html')).not.toHaveClass(/casino-mobile-view-activated/);
  }
  expect(paths.length).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});

/** The layout options shot at 1280 × 800: their stored flags. */
const LAYOUT_OPTIONS: Record<string, Record<string, boolean>> = {
  side: {},
  top: { menuOnTop: true },
  minified: { menuMinified: true },
  rtl: { rtl: true },
};

for (const language of ['en', 'zh-cn'] as const) {
  test(`@screenshots each layout option at 1280 × 800 is a usable page (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(SIZES.wide);
    const players = `/${AMERICAS_ID}/players`;
    await openConsole(page, server.url, players, { language });
    for (const [option, flags] of Object.entries(LAYOUT_OPTIONS)) {
      await page.evaluate((stored) => localStorage.setItem('casino.layout', JSON.stringify(stored)), flags);
      await page.reload();
      await settled(page);
      const heading = page.locator('casino-outlet [part="panel-title"]');
      await expect(heading, option).toBeInViewport();
      await expect(page.locator('casino-players [part~="row"]').first(), option).toBeInViewport();
      const menu = page.locator('casino-side-menu a[data-path="players"]');
      await expect(menu, `${option}: the menu's options are in view`).toBeInViewport();
      const toggle = page.locator('#tree-toggle');
      const tree = page.locator('casino-agent-tree [role="tree"]');
      if (option === 'top' || option === 'minified') {
        // the tree and its search are one button away
        await expect(tree).toBeHidden();
        await toggle.click();
        await expect(tree).toBeInViewport();
        await expect(tree).toBeFocused();
        await expect(page.locator('casino-agent-search input')).toBeInViewport();
        if (option === 'minified') {
          await page.locator('casino-side-menu a[data-path="poses"]').hover();
          await expect(page.locator('casino-side-menu a[data-path="poses"] .label')).toBeInViewport();
        }
      } else {
        await expect(toggle).toBeHidden();
        await expect(tree).toBeInViewport();
      }
      if (option === 'top') {
        // every option of the bar is in view at once, under the header
        for (const item of await page.locator('casino-side-menu a[role="menuitem"]').all())
          await expect(item).toBeInViewport({ ratio: 1 });
      }
      if (option === 'rtl') {
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        const range = page.locator('casino-players [part="paginator-range"]');
        expect(await range.evaluate((el) => [el.localName, getComputedStyle(el).direction])).toEqual([
          'bdi',
          'ltr',
        ]);
        // mirrored: the menu on the right, the page on the left
        const menuBox = (await page.locator('#left-panel').boundingBox())!;
        const pageBox = (await page.locator('casino-outlet').boundingBox())!;
        expect(menuBox.x).toBeGreaterThan(pageBox.x);
      }
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SHOTS_DIR, `layout-${option}-${language}.png`) });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow, `${option}: the page scrolls sideways`).toBeLessThanOrEqual(0);
      if (option === 'top' || option === 'minified') {
        await page.keyboard.press('Escape');
        await expect(tree).toBeHidden();
        await expect(toggle).toBeFocused();
      }
    }
  });
}
