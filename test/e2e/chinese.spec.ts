/**
 * Chinese everywhere: a console used in Chinese shows no English interface text, on any page.
 *
 * One server and one browser page walk, in Chinese, every page of the console's route table
 * (consolePagePatterns: areas merged later are walked without a change here), the bare agent route,
 * the login and error pages and the public game-history page (with the first row menu of a list
 * opened), then every game-round detail view in the console and on the partner page. On each, test/e2e/paint-probe.ts keeps every text painted at
 * some frame from the moment the page was asked for until it settled (so an English label shown for a
 * moment counts too), and the check looks for:
 * - the English texts of the project's translation files whose Chinese differs (a label, or the fixed
 *   start of a label with values);
 * - the English names of the reference data the server serves (currencies, countries, languages, time
 *   zones, claims), as a select or a list would show them untranslated.
 * Proper names, codes and user data are not labels, so they may stay as they are (user data a page
 * marks translate="no", such as role names, is not read at all). A failure names the
 * page and its English texts.
 *
 * Then every dialog a list opens, in Chinese: on each list page, every item of the first row's menu is
 * chosen in turn (the bonus dialogs, the confirmations before a wipe, a delete or a money change, the
 * input and choice dialogs; an item that opens a form page shows that page), its dialog is read and
 * closed with Escape (which answers No: nothing is changed), as are the Columns panel and the day
 * pickers' calendars.
 */
import { expect, test, type Page } from '@playwright/test';
import { BUILD_TIMEOUT_MS, ensureBuilt } from './build';
import { AMERICAS_ID, consolePagePatterns, LIST_PAGE_PATTERNS, pagePath, settled } from './console-pages';
import { detailRounds, showInAppDetails, showPublicDetails, type DetailRound } from './details';
import { englishLabelsIn, englishOnlyLabels, englishReferenceNames, installPaintProbe } from './paint-probe';
import { startServer, type E2eServer } from './server';
import { accessToken, goInApp, openConsole } from './session';

let server: E2eServer;
let rounds: DetailRound[];
let english: ReturnType<typeof englishOnlyLabels>;

test.beforeAll(async ({ request }) => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  ensureBuilt();
  server = await startServer();
  const token = await accessToken(request, server.url);
  rounds = await detailRounds(request, server.url, token);
  english = [...englishOnlyLabels(), ...(await englishReferenceNames(request, server.url, token))];
});
test.afterAll(async () => {
  await server?.stop();
});

/** Forgets what was painted so far: what `painted` gives next is of the page shown from now on. */
async function startRecording(page: Page): Promise<void> {
  await page.evaluate(() => window.__paint.texts.clear());
}

/** Every text painted since `startRecording`, and the page on screen now. */
async function painted(page: Page): Promise<string[]> {
  // one more frame, so that the last state is sampled
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  return page.evaluate(() => [...window.__paint.texts]);
}

/** Opens and closes the first row menu of a list on screen, so that its items are painted too. */
async function openRowMenu(page: Page): Promise<void> {
  const button = page.locator('[part="action-menu-button"]').first();
  if ((await button.count()) === 0) return;
  await button.click();
  await expect(page.locator('[part="action-menu"]:popover-open')).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.keyboard.press('Escape');
}

/** '<where>: "Name", "Currency"' for a page that painted English texts; null for a Chinese page. */
function englishOn(where: string, texts: string[]): string | null {
  expect(
    texts.some((text) => /\p{Script=Han}/u.test(text)),
    `${where} shows Chinese`,
  ).toBe(true);
  const found = englishLabelsIn(texts, english);
  return found.length ? `${where}: ${found.join(', ')}` : null;
}

test('every page of the console, in Chinese, shows no English interface text', async ({ page }) => {
  test.setTimeout(240_000);
  await page.addInitScript(installPaintProbe, true);
  const found: (string | null)[] = [];

  await openConsole(page, server.url, '/auth/login', { who: null, language: 'zh-cn' });
  await expect(page.locator('casino-login [part="username"]')).toBeVisible();
  found.push(englishOn('/auth/login', await painted(page)));

  await openConsole(page, server.url, `/${AMERICAS_ID}`, { language: 'zh-cn' });
  await settled(page);
  found.push(englishOn(`/${AMERICAS_ID}`, await painted(page)));

  const patterns = consolePagePatterns();
  expect(patterns.length).toBeGreaterThan(20);
  for (const pattern of patterns) {
    const path = pagePath(pattern);
    await startRecording(page);
    await goInApp(page, path);
    await settled(page);
    expect(new URL(page.url()).pathname, `the page ${pattern} was shown, not redirected`).toBe(path);
    await openRowMenu(page);
    found.push(englishOn(pattern, await painted(page)));
  }

  for (const path of ['/error/404', '/error/500']) {
    await startRecording(page);
    await goInApp(page, path);
    await expect(page.locator('casino-error-page h1')).toBeVisible();
    found.push(englishOn(path, await painted(page)));
  }

  const blackjack = rounds.find((round) => round.view === 'blackjack')!;
  const query = new URLSearchParams({
    id: blackjack.encryptedLink,
    token: blackjack.token,
    egi: String(blackjack.externalGameId),
  });
  await startRecording(page);
  await goInApp(page, `/gamedetail?${query.toString()}`);
  await expect(page.locator('casino-game-history [part="card"]').first()).toBeVisible();
  found.push(englishOn('/gamedetail', await painted(page)));

  expect(found.filter(Boolean), 'pages that show English interface texts').toEqual([]);
});

test('every game-round detail view, in Chinese, shows no English interface text', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(installPaintProbe, true);
  const found: (string | null)[] = [];

  await openConsole(page, server.url, `/${AMERICAS_ID}`, { language: 'zh-cn' });
  await settled(page);
  await startRecording(page);
  await showInAppDetails(page, rounds);
  found.push(englishOn('in the console', await painted(page)));

  // a partner page in Chinese: the elements carry lang (they follow their page, not the console's storage)
  await showPublicDetails(page, server.url, rounds, { lang: 'zh-CN' });
  found.push(englishOn('on the partner page', await painted(page)));

  expect(found.filter(Boolean), 'detail views that show English interface texts').toEqual([]);
});

/** Every painted text of what is open now; then Escape closes it (a dialog's Escape answers No). */
async function readAndClose(page: Page, where: string, found: (string | null)[]): Promise<void> {
  found.push(englishOn(where, await painted(page)));
  await page.keyboard.press('Escape');
}

test('every dialog of the lists (row menus, bonus, confirmations, pickers), in Chinese, shows no English interface text', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.addInitScript(installPaintProbe, true);
  await openConsole(page, server.url, `/${AMERICAS_ID}`, { language: 'zh-cn' });
  await settled(page);
  const found: (string | null)[] = [];
  const opened: string[] = [];
  const dialog = page.locator('dialog[open]');

  for (const pattern of LIST_PAGE_PATTERNS) {
    const path = pagePath(pattern);
    await goInApp(page, path);
    await settled(page);

    const columns = page.locator('casino-outlet [part="column-settings"]').first();
    if (await columns.count()) {
      await startRecording(page);
      await columns.click();
      await expect(page.locator('[part="column-panel"]:popover-open').first()).toBeVisible();
      await readAndClose(page, `${pattern} Columns`, found);
      opened.push(`${pattern} Columns`);
    }
    for (const toggle of await page.locator('casino-outlet [part="day-calendar-toggle"]').all()) {
      await startRecording(page);
      await toggle.click();
      await expect(page.locator('[part="calendar"]').first()).toBeVisible();
      await readAndClose(page, `${pattern} calendar`, found);
      opened.push(`${pattern} calendar`);
    }

    const menuButton = page.locator('casino-outlet [part="action-menu-button"]').first();
    if ((await menuButton.count()) === 0) continue;
    await menuButton.click();
    const menu = page.locator('[part="action-menu"]:popover-open');
    const actions = await menu
      .locator('[data-action]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-action')!));
    await page.keyboard.press('Escape');
    for (const action of actions) {
      await page.locator('casino-outlet [part="action-menu-button"]').first().click();
      const item = menu.locator(`[data-action="${action}"]`);
      if (await item.isDisabled()) {
        await page.keyboard.press('Escape');
        continue;
      }
      await startRecording(page);
      await item.click();
      const where = `${pattern} ${action}`;
      // a dialog, a form page, or a change done at once (its notice): each is read
      await expect
        .poll(async () => (await dialog.count()) > 0 || new URL(page.url()).pathname !== path, {
          timeout: 3_000,
        })
        .toBe(true)
        .catch(() => undefined);
      if (await dialog.count()) {
        await expect(dialog.first()).toBeVisible();
        await readAndClose(page, where, found);
        await expect(dialog).toHaveCount(0);
        opened.push(where);
      } else {
        found.push(englishOn(where, await painted(page)));
      }
      if (new URL(page.url()).pathname !== path) {
        await goInApp(page, path);
        await settled(page);
      }
    }
  }

  // the bonus dialogs, a confirmation and the pickers were among them
  for (const expected of ['players activeBonus', 'players redeemBonus', 'poses wipe', 'players Columns'])
    expect(opened, `${expected} was opened`).toContain(expected);
  expect(found.filter(Boolean), 'dialogs that show English interface texts').toEqual([]);
});
