/**
 * The game rounds as an operator and a player read them, against the reference server:
 *
 * - Fit: for each kind of round (the eight views and the framed report of an external provider), at
 *   320, 390, 812, 1280 and 1920 px, nothing of the page scrolls sideways and nothing of the round
 *   sticks out of its box, in the console (Reports → Game history, the round in its panel) and on the
 *   partner page (a shared link). One page load per kind and place: the window is resized in place, and
 *   the language switched in place (the console's language menu; the embed's lang attribute).
 *   Screenshots of each kind at 1280 and 390 px in English and Chinese go to $SHOTS_DIR (default
 *   /tmp/shots): rounds-<console|partner>-<kind>-<en|zh-cn>-<width>.png.
 * - Stepping: previous / next walk the console's whole list, across its pages and its games.
 * - Cards: the corner rank of the card sprite, rasterised at 1x by the browser, is at least 9 px high
 *   on a 48 px card (12 px on a 60 px one).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DETAIL_KINDS } from '../../src/core/games/game-types';
import { stableId } from '../../src/server/seed/ids';
import { BUILD_TIMEOUT_MS, ensureBuilt } from './build';
import { answerExternalReports, detailRounds, type DetailRound } from './details';
import { startServer, type E2eServer } from './server';
import { accessToken, openConsole } from './session';

const ROOT_ID = stableId('agent:Aurora Gaming Group');
const WIDTHS = [320, 390, 812, 1280, 1920];
const SHOT_WIDTHS = [1280, 390];
const SHOTS_DIR = process.env.SHOTS_DIR || '/tmp/shots';
/** Every view of a round: the game views, then the external provider's page. */
const VIEWS: readonly string[] = [...DETAIL_KINDS, 'external'];

let server: E2eServer;
let rounds: DetailRound[];

test.beforeAll(async ({ request }) => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  ensureBuilt();
  server = await startServer();
  rounds = await detailRounds(request, server.url, await accessToken(request, server.url));
  mkdirSync(SHOTS_DIR, { recursive: true });
});
test.afterAll(async () => {
  await server?.stop();
});

/** How far (px) the page and the round's box reach beyond the window and beyond the box itself. */
async function overflowOf(page: Page, box: string): Promise<{ page: number; box: number }> {
  return page.evaluate((selector) => {
    const find = (root: Document | ShadowRoot): Element | null => {
      const found = root.querySelector(selector);
      if (found) return found;
      for (const el of root.querySelectorAll('*')) {
        const inner = el.shadowRoot && find(el.shadowRoot);
        if (inner) return inner;
      }
      return null;
    };
    const element = find(document);
    if (!element) throw new Error(`no ${selector} on the page`);
    const rect = element.getBoundingClientRect();
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      box: Math.max(element.scrollWidth - element.clientWidth, Math.ceil(rect.right - window.innerWidth)),
    };
  }, box);
}

/**
 * The overflow once the layout has followed a resize: the side menu slides away and the table boxes
 * measure themselves after it, which takes a while on a busy machine. Measured again until nothing
 * overflows, for at most 5 s: an overflow that lasts is still reported, a moment of the transition is not.
 */
async function settledOverflowOf(page: Page, box: string): Promise<{ page: number; box: number }> {
  const deadline = Date.now() + 5_000;
  let measured = await overflowOf(page, box);
  while ((measured.page > 0 || measured.box > 0) && Date.now() < deadline) {
    await page.waitForTimeout(200);
    measured = await overflowOf(page, box);
  }
  return measured;
}

async function fitsAt(page: Page, box: string, what: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForTimeout(150);
  const measured = await settledOverflowOf(page, box);
  expect.soft(measured.page, `${what} at ${width} px: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect.soft(measured.box, `${what} at ${width} px: the round sticks out of its box`).toBeLessThanOrEqual(0);
}

/** The round's box scrolled into view, photographed whole. */
async function shoot(page: Page, target: Locator, name: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

const roundOf = (view: string) => rounds.find((r) => r.view === view)!;

for (const view of VIEWS) {
  test(`the ${view} round fits the console's round panel at ${WIDTHS.join(', ')} px, in English and Chinese`, async ({
    page,
  }) => {
    const round = roundOf(view);
    await answerExternalReports(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openConsole(
      page,
      server.url,
      `/${ROOT_ID}/reports/game-history?${new URLSearchParams({
        range: 'last-90-days',
        game: String(round.externalGameId),
        player: round.playerId,
        playerName: round.account,
      }).toString()}`,
    );
    const report = page.locator('casino-report');
    await expect(report.locator('[part~="report"]')).toHaveAttribute('data-state', 'content', {
      timeout: 30_000,
    });
    // a click on a shown cell of the row opens its round (the bet id is a column shown only when picked)
    await report.locator(`tr[data-row-id="${round.idStr}"] [data-column="currency"]`).click();
    const panel = report.locator('[part~="round"]');
    const detailView = panel.locator('casino-round-detail .detail-view');
    await expect(detailView).toHaveAttribute('data-state', /ready|external/, { timeout: 20_000 });
    await expect(detailView.locator('[part="round-header"]')).toBeVisible();
    for (const width of WIDTHS) await fitsAt(page, '[part~="round"]', `console ${view}`, width);
    for (const width of SHOT_WIDTHS) {
      await fitsAt(page, '[part~="round"]', `console ${view}`, width);
      await shoot(page, panel, `rounds-console-${view}-en-${width}`);
    }

    // the console in Chinese: the round follows it in place
    await page.setViewportSize({ width: 1280, height: 900 });
    const header = page.locator('casino-header');
    await header.locator('[part="language"]').click();
    await header.locator('[part="language-item"][data-key="zh-cn"]').click();
    await expect(detailView).toHaveAttribute('lang', 'zh-CN');
    for (const width of SHOT_WIDTHS) {
      await fitsAt(page, '[part~="round"]', `console ${view} (zh-cn)`, width);
      await shoot(page, panel, `rounds-console-${view}-zh-cn-${width}`);
    }
  });

  test(`the ${view} round fits the partner page at ${WIDTHS.join(', ')} px, in English and Chinese`, async ({
    page,
  }) => {
    const round = roundOf(view);
    await answerExternalReports(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(round.url.replace(/^https?:\/\/[^/]+/, server.url));
    const element = page.locator('casino-game-history');
    const detailView = element.locator('.detail-view');
    await expect(detailView).toHaveAttribute('data-state', /ready|external/, { timeout: 20_000 });
    for (const [lng, tag] of [
      ['en', 'en'],
      ['zh-cn', 'zh-CN'],
    ] as const) {
      await element.evaluate((el, value) => el.setAttribute('lang', value), tag);
      await expect(detailView).toHaveAttribute('lang', tag);
      await expect(detailView).toHaveAttribute('data-state', /ready|external/);
      if (lng === 'en')
        for (const width of WIDTHS) await fitsAt(page, 'casino-game-history', `partner ${view}`, width);
      for (const width of SHOT_WIDTHS) {
        await fitsAt(page, 'casino-game-history', `partner ${view} (${lng})`, width);
        await shoot(page, element, `rounds-partner-${view}-${lng}-${width}`);
      }
    }
  });
}

test('previous / next walk the console’s whole list: across its pages (next on round 50 shows round 51 of page 2) and its games', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await answerExternalReports(page);
  await openConsole(page, server.url, `/${ROOT_ID}/reports/game-history?range=last-90-days`);
  const report = page.locator('casino-report');
  await expect(report.locator('[part~="report"]')).toHaveAttribute('data-state', 'content', {
    timeout: 30_000,
  });
  const rows = report.locator('tbody tr[data-row-id]');
  await expect(rows).toHaveCount(50);
  const lastOfPage = await rows.nth(49).getAttribute('data-row-id');
  await rows.nth(49).locator('[data-column="currency"]').click();
  const panel = report.locator('[part~="round"]');
  await expect(panel).toHaveAttribute('data-bet-id', lastOfPage!);
  const detail = panel.locator('casino-round-detail');
  await expect(detail.locator('[part="position"]')).toContainText('Round 50 of');

  // the kinds met on the way: every step keeps the steps, whatever the game
  const kinds = new Set<string>();
  const step = async (which: 'next' | 'previous') => {
    await detail.locator(`[part~="step"][data-step="${which}"]`).click();
    await expect(detail.locator('.detail-view')).toHaveAttribute('data-state', /ready|external/, {
      timeout: 20_000,
    });
    kinds.add((await detail.locator('.round-detail').getAttribute('data-kind')) ?? '');
  };
  await step('next');
  await expect(detail.locator('[part="position"]')).toContainText('Round 51 of');
  await expect(report.locator('[part="paginator-range"]')).toContainText('51 -');
  // the list beside the open round may be narrow enough to show its rows as cards: a row either way
  const listRows = report.locator('[part~="row"][data-row-id]');
  const firstOfPage2 = await listRows.nth(0).getAttribute('data-row-id');
  await expect(panel).toHaveAttribute('data-bet-id', firstOfPage2!);
  await expect(report.locator(`[part~="row"][data-row-id="${firstOfPage2}"]`)).toHaveAttribute(
    'aria-current',
    'true',
  );
  for (let i = 0; i < 6; i++) await step('next');
  await step('previous');
  for (let i = 0; i < 6; i++) await step('previous');
  await expect(detail.locator('[part="position"]')).toContainText('Round 50 of');
  await expect(panel).toHaveAttribute('data-bet-id', lastOfPage!);
  await expect(report.locator('[part="paginator-range"]')).toContainText('1 -');
  expect(kinds.size, `the steps met rounds of several games: ${[...kinds].join(', ')}`).toBeGreaterThan(1);

  // the shell's refresh reloads the round in place: the page is not reloaded, the panel stays open
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
  await page.locator('casino-ribbon [part~="refresh"]').click();
  await page.waitForTimeout(1200);
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
  await expect(panel).toHaveAttribute('data-bet-id', lastOfPage!);
});

test('the card sprite, rasterised at 1x, draws corner ranks at least 9 px high on a 48 px card and 12 px on a 60 px one', async ({
  page,
}) => {
  // an HTML page of the console origin (the sprite drawn into a canvas must not taint it)
  await page.goto(`${server.url}/version.json`);
  const heights = await page.evaluate(async () => {
    const image = new Image();
    image.src = '/cdn/cards/sprite.svg';
    await image.decode();
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
    const out: Record<string, number> = {};
    for (const cardHeight of [48, 60]) {
      const cardWidth = cardHeight * 0.75;
      const canvas = document.createElement('canvas');
      canvas.width = cardWidth;
      canvas.height = cardHeight;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      for (const [row, suit] of ['C', 'D', 'H', 'S'].entries()) {
        for (const [column, rank] of ranks.entries()) {
          ctx.clearRect(0, 0, cardWidth, cardHeight);
          ctx.drawImage(image, column * 150, row * 200, 150, 200, 0, 0, cardWidth, cardHeight);
          // the rank is the first band of ink from the top in the visible quarter of the card (the
          // card's border left out): its rows down to the first blank row
          const strip = ctx.getImageData(
            2,
            2,
            Math.floor(cardWidth / 4) - 3,
            Math.floor(cardHeight / 2),
          ).data;
          const stripWidth = Math.floor(cardWidth / 4) - 3;
          const inked = (y: number) => {
            for (let x = 0; x < stripWidth; x++) {
              const i = (y * stripWidth + x) * 4;
              const [r, g, b, a] = [strip[i], strip[i + 1], strip[i + 2], strip[i + 3]];
              if (a > 128 && Math.min(r, g, b) < 150) return true;
            }
            return false;
          };
          let top = 0;
          while (top < cardHeight / 2 && !inked(top)) top++;
          let bottom = top;
          while (bottom < cardHeight / 2 && inked(bottom)) bottom++;
          out[`${rank}${suit}@${cardHeight}`] = bottom - top;
        }
      }
    }
    return out;
  });
  const short = (cardHeight: number, least: number) =>
    Object.entries(heights).filter(([key, height]) => key.endsWith(`@${cardHeight}`) && height < least);
  expect(Object.keys(heights)).toHaveLength(104);
  expect(short(48, 9), 'ranks under 9 px on a 48 px card').toEqual([]);
  expect(short(60, 12), 'ranks under 12 px on a 60 px card').toEqual([]);
});
