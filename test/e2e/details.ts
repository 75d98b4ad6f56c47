/**
 * Every game-round detail view on one page, for the checks that cover them all (accessibility, phone
 * widths): one seeded round of each kind (slot, blackjack, roulette, keno, video poker, tri-card poker,
 * card games, crash games) and the round of an external report provider (the framed report).
 *
 * - In-app: `casino-round-detail` elements (one per round) in the console's main area, where the outlet
 *   shows a page, signed in.
 * - Public: the partner page opened with the first round's shared link, as a partner shows it, and one
 *   more `casino-game-history` per other round with the link's attributes.
 * The external report's address is answered by the test (a small page), so nothing leaves the machine.
 *
 * @example
 * const rounds = await detailRounds(request, server.url, token);
 * await showInAppDetails(page, rounds);
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SEEDED_ROUNDS, SEEDED_TAGS } from '../../src/server/games/seed';
import { stableId } from '../../src/server/seed/ids';
import type { AccessToken } from './session';

const ROOT_ID = stableId('agent:Aurora Gaming Group');
const EXTERNAL_REPORTS = 'https://gamehistory.aurora-global.example/**';

export interface DetailRound {
  /** The view ('slot', 'blackjack', …, 'external'). */
  view: string;
  idStr: string;
  externalGameId: number;
  /** The round's player (the game-history report's player filter) and its login. */
  playerId: string;
  account: string;
  /** The shared link's encrypted id and token (public page). */
  encryptedLink: string;
  token: string;
  /** The shared link as the server makes it (partner page address). */
  url: string;
}

/** The rounds of every detail view, with a shared link each (made by the report service). */
export async function detailRounds(
  request: APIRequestContext,
  origin: string,
  token: AccessToken,
): Promise<DetailRound[]> {
  const headers = { Authorization: `${token.token_type} ${token.access_token}` };
  // the seeded showcase rounds are among the newest of the demo's activity: a few pages find them all
  const rows: { idStr: string; externalGameId: number; playerId: string; account: string }[] = [];
  for (let pageIndex = 0; pageIndex < 5; pageIndex++) {
    const listed = await request.post(`${origin}/reports/api/report/gamehistory`, {
      headers,
      data: { agentId: ROOT_ID, pageSize: 500, pageIndex },
    });
    expect(listed.ok()).toBe(true);
    rows.push(...((await listed.json()) as { rows: typeof rows }).rows);
  }
  const wanted: [string, string][] = [
    ...Object.entries(SEEDED_ROUNDS).map(([view, ids]): [string, string] => [view, ids[0]]),
    ['external', SEEDED_TAGS.externalProvider],
  ];
  const rounds: DetailRound[] = [];
  for (const [view, betId] of wanted) {
    const row = rows.find((r) => r.idStr === betId);
    if (!row) throw new Error(`the seeded ${view} round ${betId} is not listed`);
    const made = await request.post(`${origin}/reports/api/report/sharedlink`, { headers, data: { betId } });
    expect(made.ok()).toBe(true);
    const link = (await made.json()) as { encryptedLink: string; token: string; url: string };
    rounds.push({ view, ...row, ...link });
  }
  return rounds;
}

/** Answers the external report provider's address with a small page of its own. */
export async function answerExternalReports(page: Page): Promise<void> {
  await page.route(EXTERNAL_REPORTS, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Round report</title><main><h1>Round report</h1></main></html>',
    }),
  );
}

/** Waits until every detail view inside `host` elements has left its loading state. */
export async function detailsShown(page: Page, host: string, count: number): Promise<void> {
  await expect(page.locator(`${host} .detail-view`)).toHaveCount(count, { timeout: 20_000 });
  await expect(page.locator(`${host} .detail-view[data-state="loading"]`)).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(page.locator(`${host} .detail-view[data-state="error"]`)).toHaveCount(0);
}

/**
 * Puts one `casino-round-detail` per round into the console's main area in place of the outlet (the
 * console must be open and signed in) and waits until all are shown.
 */
export async function showInAppDetails(page: Page, rounds: readonly DetailRound[]): Promise<void> {
  await answerExternalReports(page);
  await page.evaluate(async (rows) => {
    await import('/widgets/games.js' as string);
    const outlet = document.querySelector('main casino-outlet');
    if (!outlet) throw new Error('the console has no outlet in its main area');
    const area = document.createElement('div');
    area.className = outlet.className;
    area.append(
      ...rows.map((row) => {
        const element = document.createElement('casino-round-detail') as HTMLElement & { rows: unknown };
        element.dataset.view = row.view;
        element.rows = [{ idStr: row.idStr, externalGameId: row.externalGameId }];
        return element;
      }),
    );
    outlet.replaceWith(area);
  }, rounds);
  await detailsShown(page, 'casino-round-detail', rounds.length);
}

/**
 * Opens the partner page with the first round's shared link, adds a `casino-game-history` for each
 * other round, and waits until all are shown. With `lang`, every element carries it (the page's own
 * element from the moment it is parsed), so the rounds are shown in that language; without, each
 * round in its own (the partner page's element says lang="").
 */
export async function showPublicDetails(
  page: Page,
  origin: string,
  rounds: readonly DetailRound[],
  { lang }: { lang?: string } = {},
): Promise<void> {
  await answerExternalReports(page);
  if (lang)
    await page.addInitScript((tag) => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && node.localName === 'casino-game-history')
              node.setAttribute('lang', tag);
      }).observe(document, { childList: true, subtree: true });
    }, lang);
  const [first, ...others] = rounds;
  await page.goto(first.url.replace(/^https?:\/\/[^/]+/, origin));
  await page.evaluate((more) => {
    const main = document.querySelector('main');
    if (!main) throw new Error('the partner page has no main area');
    for (const round of more) {
      const element = document.createElement('casino-game-history');
      element.dataset.view = round.view;
      element.setAttribute('config-src', 'config.json');
      element.setAttribute('encrypted-id', round.encryptedLink);
      element.setAttribute('token', round.token);
      element.setAttribute('egi', String(round.externalGameId));
      main.append(element);
    }
  }, others);
  await detailsShown(page, 'casino-game-history', rounds.length);
}
