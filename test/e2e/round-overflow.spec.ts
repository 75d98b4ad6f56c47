/**
 * The game-round views fit their page at every width: for each kind of round (the eight views and the
 * framed report of an external provider), at 320, 390, 812, 1280 and 1920 px, nothing of the page
 * scrolls sideways and nothing of the round sticks out of its box:
 * - in the console: Reports → Game history, the round opened in its panel beside (or below) the list;
 * - on the partner page: the round of a shared link.
 * One page load per kind and place; the window is resized in place.
 */
import { expect, test, type Page } from '@playwright/test';
import { stableId } from '../../src/server/seed/ids';
import { BUILD_TIMEOUT_MS, ensureBuilt } from './build';
import { answerExternalReports, detailRounds, type DetailRound } from './details';
import { startServer, type E2eServer } from './server';
import { accessToken, openConsole } from './session';

const ROOT_ID = stableId('agent:Aurora Gaming Group');
const WIDTHS = [320, 390, 812, 1280, 1920];

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

async function sweep(page: Page, box: string, where: string, view: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // the table boxes measure themselves after a resize
    await page.waitForTimeout(150);
    const measured = await overflowOf(page, box);
    expect
      .soft(measured.page, `${where} ${view} at ${width} px: the page scrolls sideways`)
      .toBeLessThanOrEqual(0);
    expect
      .soft(measured.box, `${where} ${view} at ${width} px: the round sticks out of its box`)
      .toBeLessThanOrEqual(0);
  }
}

const VIEWS = [
  'slot',
  'blackjack',
  'roulette',
  'keno',
  'videoPoker',
  'triCardPoker',
  'cardGames',
  'crashGames',
  'external',
];

for (const view of VIEWS) {
  test(`the ${view} round fits the console's round panel at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    const round = rounds.find((r) => r.view === view)!;
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
    await report.locator(`tr[data-row-id="${round.idStr}"] [data-column="betId"]`).click();
    const detail = report.locator('[part~="round"] casino-round-detail');
    await expect(detail.locator('.detail-view')).toHaveAttribute('data-state', /ready|external/, {
      timeout: 20_000,
    });
    await sweep(page, '[part~="round"]', 'console', view);
  });

  test(`the ${view} round fits the partner page at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    const round = rounds.find((r) => r.view === view)!;
    await answerExternalReports(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(round.url.replace(/^https?:\/\/[^/]+/, server.url));
    await expect(page.locator('casino-game-history .detail-view')).toHaveAttribute(
      'data-state',
      /ready|external/,
      {
        timeout: 20_000,
      },
    );
    await sweep(page, 'casino-game-history', 'partner', view);
  });
}
