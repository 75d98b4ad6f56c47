/**
 * The partner embed end to end (the public game-history page): a shared link made by the
 * reference server, opened on src/host-demo/partner.html the way a partner portal shows it.
 *
 * - Cross-origin: the server runs with --split-ports, so the page (console origin) calls the report
 *   service on another origin (another port), allowed by the server's CORS allow-list.
 * - Strict CSP: partner.html allows only same-origin scripts, no 'unsafe-inline', no 'unsafe-eval';
 *   every test fails on a Content-Security-Policy violation or a page error.
 * - Links the server cannot make on request (an expired one, one to an unknown round) are made with the
 *   server's own shared-link functions and the same secret (JWT_SECRET given to the server process).
 */
import { expect, test, type Page } from '@playwright/test';
import { parseCards } from '../../src/core/games/cards';
import { SEEDED_ROUNDS } from '../../src/server/games/seed';
import { createSharedLink, sharedLinkKeys, type SharedLink } from '../../src/server/games/shared-link';
import { signInAdmin, type ServiceUrls } from './admin-session';
import { BUILD_TIMEOUT_MS, ensureBuilt } from './build';
import { startServer, type E2eServer } from './server';

const SECRET = 'partner-e2e-shared-link-secret-0123456789';
const KEYS = sharedLinkKeys(new TextEncoder().encode(SECRET));
const BLACKJACK_BET = SEEDED_ROUNDS.blackjack[0];

interface MadeLink {
  encryptedLink: string;
  token: string;
  url: string;
  externalGameId: number;
  expiresAt: string;
}

let server: E2eServer;
let services: ServiceUrls;
let authorization: string;
let blackjackLink: MadeLink;
let dealerCards: string[];

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

test.beforeAll(async () => {
  test.setTimeout(BUILD_TIMEOUT_MS + 60_000);
  ensureBuilt();
  const previousSecret = process.env.JWT_SECRET;
  process.env.JWT_SECRET = SECRET;
  try {
    server = await startServer(['--split-ports']);
  } finally {
    if (previousSecret === undefined) delete process.env.JWT_SECRET;
    else process.env.JWT_SECRET = previousSecret;
  }
  ({ services, authorization } = await signInAdmin(server.url));
  blackjackLink = await json<MadeLink>(
    await fetch(`${services.reportServiceUrl}/api/report/sharedlink`, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({ betId: BLACKJACK_BET }),
    }),
  );
  const detail = await json<{ dealerCards: string }>(
    await fetch(`${services.reportServiceUrl}/api/report/blackjackdetail?betId=${BLACKJACK_BET}`, {
      headers: { Authorization: authorization },
    }),
  );
  dealerCards = parseCards(detail.dealerCards).map((code) => code.toUpperCase());
});

test.afterAll(async () => {
  await server?.stop();
});

/** Content-Security-Policy violations and uncaught errors of the page, as they happen. */
function watchPage(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { problems };
}

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

async function openPartnerPage(page: Page, link: { encryptedLink: string; token: string; egi: number }) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const query = new URLSearchParams({ id: link.encryptedLink, token: link.token, egi: String(link.egi) });
  await page.goto(`${server.url}/partner.html?${query.toString()}`);
}

function craftedLink(betId: string, expiresInMinutes: number, now = Date.now()): SharedLink {
  return createSharedLink(KEYS, betId, expiresInMinutes, now);
}

test.describe('a shared link opens the round on a partner page under a strict CSP, cross-origin', () => {
  test('the page is served with script-src self, no unsafe-inline, no unsafe-eval, and calls the report service on another origin', async ({
    page,
  }) => {
    await openPartnerPage(page, { ...blackjackLink, egi: blackjackLink.externalGameId });
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(new URL(services.reportServiceUrl).origin).not.toBe(new URL(server.url).origin);
    expect(blackjackLink.url).toContain('/partner.html?');
  });

  test('shows the blackjack round of the link: title and dealer cards with their data-card codes', async ({
    page,
  }) => {
    const { problems } = watchPage(page);
    const gameDetail = page.waitForResponse(
      (response) =>
        response.url() === `${services.reportServiceUrl}/api/report/gamedetail` &&
        response.request().method() === 'POST',
    );
    await page.goto(blackjackLink.url.replace(/^https?:\/\/[^/]+/, server.url));
    expect((await gameDetail).status()).toBe(200);

    await expect(page.locator('casino-game-history [part="title"]')).toHaveText('Game History');
    const cards = page.locator('casino-game-history [data-section="dealer"] [part="card"]');
    await expect(cards).toHaveCount(dealerCards.length);
    expect(dealerCards.length).toBeGreaterThan(0);
    const codes = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-card')));
    expect(codes).toEqual(dealerCards);
    expect(problems).toEqual([]);
  });

  test('raises no Content-Security-Policy violation while showing the round', async ({ page }) => {
    const { problems } = watchPage(page);
    await openPartnerPage(page, { ...blackjackLink, egi: blackjackLink.externalGameId });
    await expect(page.locator('casino-game-history [data-card]').first()).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe("400 'token expired', 404 'no data' (spec: error states of the public page)", () => {
  const errorLine = (page: Page) => page.locator('casino-game-history [part="error"]');

  test("an expired link shows 'token expired'", async ({ page }) => {
    const { problems } = watchPage(page);
    // Made an hour ago, valid for ten minutes: signed with the server's keys, expired 50 minutes ago.
    const expired = craftedLink(BLACKJACK_BET, 10, Date.now() - 60 * 60_000);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/report/gamedetail'));
    await openPartnerPage(page, { ...expired, egi: blackjackLink.externalGameId });
    expect((await answer).status()).toBe(400);
    await expect(errorLine(page)).toHaveText('token expired');
    await expect(page.locator('casino-game-history [data-card]')).toHaveCount(0);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("a tampered token shows 'token expired'", async ({ page }) => {
    const { problems } = watchPage(page);
    // Push the expiry a year on and keep the signature: the server's HMAC no longer matches.
    const [expiry, signature] = blackjackLink.token.split('.');
    const later = (parseInt(expiry, 36) + 365 * 24 * 60 * 60_000).toString(36);
    const tampered = { ...blackjackLink, token: `${later}.${signature}` };
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/report/gamedetail'));
    await openPartnerPage(page, { ...tampered, egi: blackjackLink.externalGameId });
    expect((await answer).status()).toBe(400);
    await expect(errorLine(page)).toHaveText('token expired');
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("a link to an unknown round shows 'no data'", async ({ page }) => {
    const { problems } = watchPage(page);
    const unknown = craftedLink('987654321987', 60);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/report/gamedetail'));
    await openPartnerPage(page, { ...unknown, egi: blackjackLink.externalGameId });
    expect((await answer).status()).toBe(404);
    await expect(errorLine(page)).toHaveText('no data');
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('render as you fetch: the round arrives in one round trip after the script', () => {
  const partnerUrl = () => blackjackLink.url.replace(/^https?:\/\/[^/]+/, server.url);
  const isRoundPost = (url: string, method: string) =>
    url === `${services.reportServiceUrl}/api/report/gamedetail` && method === 'POST';

  /**
   * Opens the partner page with the files matching `held` held back, and checks that the round's
   * POST goes out while they are held and that the round shows once they are let through.
   */
  async function postGoesOutWhileHeld(page: Page, held: RegExp) {
    const { problems } = watchPage(page);
    let isHeld = false;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(held, async (route) => {
      isHeld = true;
      await released;
      await route.continue();
    });
    const roundPost = page.waitForRequest((request) => isRoundPost(request.url(), request.method()), {
      timeout: 15_000,
    });
    await page.goto(partnerUrl(), { waitUntil: 'commit' });
    await expect.poll(() => isHeld).toBe(true);
    // The file is still held back: the POST goes out all the same.
    await roundPost;
    await expect(page.locator('casino-game-history [data-section="dealer"] [data-card]')).toHaveCount(0);
    release();
    await expect(page.locator('casino-game-history [data-section="dealer"] [part="card"]')).toHaveCount(
      dealerCards.length,
    );
    expect(problems).toEqual([]);
  }

  test("the round's POST is sent before the view's chunk has finished loading (the chunk is held back until then)", async ({
    page,
  }) => {
    await postGoesOutWhileHeld(page, /\/game-history\/BlackjackDetail-[^/]+\.js$/);
  });

  test("the round's POST is sent before the renderer (React components, i18next) has arrived: the first script starts it (the renderer is held back until then)", async ({
    page,
  }) => {
    await postGoesOutWhileHeld(page, /\/game-history\/renderer-[^/]+\.js$/);
  });

  test('a load of the page asks for its round once', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (isRoundPost(request.url(), request.method())) posts.push(request.url());
    });
    await page.goto(partnerUrl());
    await expect(page.locator('casino-game-history [data-section="dealer"] [part="card"]')).toHaveCount(
      dealerCards.length,
    );
    // anything still to come would be on its way by now
    await page.waitForLoadState('networkidle');
    expect(posts).toHaveLength(1);
  });

  test('the POST to the report service on another origin needs no CORS preflight: text/plain, no Authorization', async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const preflights: string[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.method === 'OPTIONS') preflights.push(event.request.url);
    });
    const roundPost = page.waitForRequest((request) => isRoundPost(request.url(), request.method()));
    await page.goto(partnerUrl());
    const headers = await (await roundPost).allHeaders();
    expect(headers['content-type']).toBe('text/plain;charset=UTF-8');
    expect(headers.authorization).toBeUndefined();
    await expect(page.locator('casino-game-history [data-section="dealer"] [part="card"]')).toHaveCount(
      dealerCards.length,
    );
    expect(preflights).toEqual([]);
  });

  test('config.json is fetched once: the preload of partner.html is the request the element uses', async ({
    page,
  }) => {
    const configRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/config.json') configRequests.push(request.url());
    });
    await page.goto(partnerUrl());
    await expect(page.locator('casino-game-history [data-section="dealer"] [part="card"]')).toHaveCount(
      dealerCards.length,
    );
    expect(configRequests).toHaveLength(1);
  });
});
