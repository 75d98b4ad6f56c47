/**
 * The element catalogue (/catalogue.html, served by the reference server) and the colour schemes.
 *
 * - The catalogue lists every element of the shipped manifest; one chosen is shown alone with its
 *   attributes, which apply live, and its events are logged as they fire; the page's address never
 *   changes (no router runs there: a navigation request is only logged); the language and the colour
 *   scheme apply to the element.
 * - Dark: the console and the partner page (both declare `color-scheme: light dark`) under
 *   prefers-color-scheme: dark show their dark scheme, with no text below 3:1 contrast; a page that
 *   declares no colour scheme keeps an element light unless its theme attribute says dark; forced
 *   colours keep the cards and the text.
 * - Screenshots in $SHOTS_DIR (default /tmp/shots) to look at: the console, the partner page and the
 *   catalogue, light and dark, English and Chinese (schemes-<page>-<scheme>-<lng>.png).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BUILD_TIMEOUT_MS, ensureBuilt } from './build';
import { AMERICAS_ID } from './console-pages';
import { detailRounds, showPublicDetails, type DetailRound } from './details';
import { expectSound, lowContrast } from './page-checks';
import { startServer, type E2eServer } from './server';
import { accessToken, openConsole } from './session';

const SHOTS_DIR = process.env.SHOTS_DIR || '/tmp/shots';
const LANGUAGES = ['en', 'zh-cn'] as const;
const SCHEMES = ['light', 'dark'] as const;

let server: E2eServer;
let rounds: DetailRound[];

test.beforeAll(async ({ request }) => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  ensureBuilt();
  server = await startServer();
  mkdirSync(SHOTS_DIR, { recursive: true });
  rounds = await detailRounds(request, server.url, await accessToken(request, server.url));
});
test.afterAll(async () => {
  await server?.stop();
});

/** The relative luminance of a computed colour ('rgb(…)'). */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => Number(v) / 255);
  const f = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

/** The background colour of the first table of an element's shadow root. */
const tableBackground = (page: Page, selector: string) =>
  page.locator(selector).evaluate((host) => {
    const table = host.shadowRoot?.querySelector('table');
    return table ? getComputedStyle(table).backgroundColor : '';
  });

async function signedIn(page: Page, language: 'en' | 'zh-cn' = 'en') {
  const token = await accessToken(page.request, server.url);
  await page.addInitScript(
    ([stored, lng]) => {
      localStorage.setItem('Token', stored);
      localStorage.setItem('casino.language', lng);
    },
    [JSON.stringify({ ttl: Date.now() + token.expires_in * 1000, content: token }), language] as const,
  );
}

test.describe('the element catalogue', () => {
  test('lists every element of the manifest; one shown alone takes its attributes live and logs its events, and the page keeps its address', async ({
    page,
  }) => {
    const manifest = (await (await page.request.get(`${server.url}/custom-elements.json`)).json()) as {
      modules: { declarations: { tagName?: string }[] }[];
    };
    const tags = manifest.modules.flatMap((m) => m.declarations.map((d) => d.tagName).filter(Boolean));
    await signedIn(page);
    await page.goto(`${server.url}/catalogue.html#casino-players`);
    await expect(page.locator('#elements a')).toHaveCount(tags.length);
    const players = page.locator('#stage casino-players');
    const firstRow = players.locator('tbody tr [data-column="name"]').first();
    await expect(firstRow).toBeVisible({ timeout: 30_000 });

    await firstRow.click();
    await expect(page.locator('#log')).toContainText('casino-navigate');
    await expect(page.locator('#log')).toContainText('/players/edit/');
    expect(new URL(page.url()).pathname).toBe('/catalogue.html');

    await page.locator('#attributes select[name="theme"]').selectOption('dark');
    await expect(players).toHaveAttribute('theme', 'dark');
    await expect
      .poll(async () => luminance(await tableBackground(page, '#stage casino-players')))
      .toBeLessThan(0.1);
  });

  test('the language and the colour scheme of the page apply to the element; a round logs casino-round-loaded', async ({
    page,
  }) => {
    await signedIn(page);
    await page.goto(`${server.url}/catalogue.html#casino-blackjack-detail`);
    const detail = page.locator('#stage casino-blackjack-detail');
    await expect(detail.locator('[data-section="dealer"] [part~="card"]').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('#log')).toContainText('casino-round-loaded');
    expect(luminance(await tableBackground(page, '#stage casino-blackjack-detail'))).toBeGreaterThan(0.8);

    await page.locator('#scheme').selectOption('dark');
    await expect
      .poll(async () => luminance(await tableBackground(page, '#stage casino-blackjack-detail')))
      .toBeLessThan(0.1);
    await page.locator('#language').selectOption('zh-cn');
    await expect(detail.locator('[data-section="dealer"]')).toContainText('庄家');
  });
});

test.describe('colour schemes', () => {
  for (const language of LANGUAGES) {
    for (const scheme of SCHEMES) {
      test(`@screenshots the console, the partner page and the catalogue, ${scheme}, ${language}: readable (no text below 3:1)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.emulateMedia({ colorScheme: scheme });

        await openConsole(page, server.url, `/${AMERICAS_ID}/players`, { language });
        await expect(page.locator('casino-outlet casino-players tbody tr').first()).toBeVisible({
          timeout: 30_000,
        });
        const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        if (scheme === 'dark') expect(luminance(pageBackground)).toBeLessThan(0.1);
        else expect(luminance(pageBackground)).toBeGreaterThan(0.8);
        await expectSound(page);
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(SHOTS_DIR, `schemes-console-${scheme}-${language}.png`) });

        await showPublicDetails(page, server.url, rounds);
        expect(await lowContrast(page), 'text below 3:1 on the partner page').toEqual([]);
        const partnerTable = await tableBackground(page, 'casino-game-history >> nth=0');
        if (scheme === 'dark') expect(luminance(partnerTable)).toBeLessThan(0.1);
        await page.screenshot({ path: join(SHOTS_DIR, `schemes-partner-${scheme}-${language}.png`) });

        await page.goto(`${server.url}/catalogue.html#casino-blackjack-detail`);
        await expect(page.locator('#stage casino-blackjack-detail [part~="card"]').first()).toBeVisible({
          timeout: 30_000,
        });
        expect(await lowContrast(page), 'text below 3:1 in the catalogue').toEqual([]);
        await page.screenshot({
          path: join(SHOTS_DIR, `schemes-catalogue-${scheme}-${language}.png`),
          fullPage: true,
        });
      });
    }
  }

  test('a page that declares no colour scheme keeps an element light under prefers-color-scheme: dark, unless its theme attribute says dark', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const [round] = rounds;
    // a bare page of the console's origin: no color-scheme declared
    await page.route(`${server.url}/bare.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><script type="module" src="/game-history.js"></script></head><body>
          <casino-game-history id="light" config-src="/config.json" encrypted-id="${round.encryptedLink}" token="${round.token}" egi="${round.externalGameId}"></casino-game-history>
          <casino-game-history id="dark" theme="dark" config-src="/config.json" encrypted-id="${round.encryptedLink}" token="${round.token}" egi="${round.externalGameId}"></casino-game-history>
        </body></html>`,
      }),
    );
    await page.goto(`${server.url}/bare.html`);
    await expect(page.locator('#dark table').first()).toBeVisible({ timeout: 30_000 });
    expect(luminance(await tableBackground(page, '#light'))).toBeGreaterThan(0.8);
    expect(luminance(await tableBackground(page, '#dark'))).toBeLessThan(0.1);
  });

  test('forced colours (high contrast): the partner page still shows the cards and its text', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
    await showPublicDetails(page, server.url, rounds);
    const cards = page.locator('casino-game-history [part~="card"]');
    await expect(cards.first()).toBeVisible();
    expect(await cards.first().getAttribute('data-card')).toMatch(/^[A-Z0-9]{2}$/);
    await page.screenshot({ path: join(SHOTS_DIR, 'schemes-partner-forced-colors.png') });
  });
});
