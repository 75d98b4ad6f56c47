/**
 * The script-tag embed works cross-origin as the README says: the README's partner-page snippet, pasted
 * as written (read from README.md, only the example origin replaced by the server's), on a page of
 * another origin (127.0.0.2, a port of its own) under a strict Content-Security-Policy (script-src,
 * connect-src and img-src limited to the widget origin, no 'unsafe-inline', no 'unsafe-eval',
 * everything else 'none'), shows the dealer's cards of a shared blackjack round. The reference server
 * is started exactly as `npm start` starts it: no CORS_ORIGINS, no option but where to listen, its data
 * (in memory) and a quiet log.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { parseCards } from '../../src/core/games/cards';
import { SEEDED_ROUNDS } from '../../src/server/games/seed';
import { signInAdmin } from './admin-session';
import { BUILD_TIMEOUT_MS, ensureBuilt } from './build';
import { startServer, type E2eServer } from './server';

const README_ORIGIN = 'https://console.example.com';
const PARTNER_HOST = '127.0.0.2';

/** The README's partner-page snippet: the html block after its marker comment. */
function readmeSnippet(): string {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const marker = readme.indexOf('<!-- the partner-page snippet');
  expect(marker, 'the README marks its partner-page snippet').toBeGreaterThan(0);
  const block = /```html\n([\s\S]*?)```/.exec(readme.slice(marker));
  expect(block, 'an html block follows the marker').not.toBeNull();
  return block![1];
}

let widgets: E2eServer;
let partner: Server;
let partnerOrigin: string;
let link: { encryptedLink: string; token: string; externalGameId: number };
let dealerCards: string[];

test.beforeAll(async () => {
  test.setTimeout(BUILD_TIMEOUT_MS + 150_000);
  ensureBuilt();
  widgets = await startServer([], { asNpmStart: true });
  const { services, authorization } = await signInAdmin(widgets.url);
  const betId = SEEDED_ROUNDS.blackjack[0];
  const made = await fetch(`${services.reportServiceUrl}/api/report/sharedlink`, {
    method: 'POST',
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify({ betId, expiresInMinutes: 60 }),
  });
  expect(made.ok).toBe(true);
  link = (await made.json()) as typeof link;
  const detail = await fetch(`${services.reportServiceUrl}/api/report/blackjackdetail?betId=${betId}`, {
    headers: { Authorization: authorization },
  });
  dealerCards = parseCards(((await detail.json()) as { dealerCards: string }).dealerCards).map((code) =>
    code.toUpperCase(),
  );

  // the partner's own server, on another origin, with the README's snippet and a strict policy
  const widgetOrigin = new URL(widgets.url).origin;
  const snippet = readmeSnippet().replaceAll(README_ORIGIN, widgetOrigin);
  const head = /<head>([\s\S]*)<\/head>/.exec(snippet)![1];
  const body = /<body>([\s\S]*)<\/body>/.exec(snippet)![1];
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>${head}</head><body>${body}</body></html>`;
  const policy = [
    "default-src 'none'",
    `script-src ${widgetOrigin}`,
    `connect-src ${widgetOrigin}`,
    `img-src ${widgetOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  partner = createServer((request, response) => {
    if (!request.url?.startsWith('/history')) return void response.writeHead(404).end();
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': policy,
    });
    response.end(page);
  });
  await new Promise<void>((resolve) => partner.listen(0, PARTNER_HOST, resolve));
  const address = partner.address();
  partnerOrigin = `http://${PARTNER_HOST}:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(async () => {
  if (partner) await new Promise((resolve) => partner.close(resolve));
  await widgets?.stop();
});

test("the README's snippet on a page of another origin, under a strict CSP, shows the dealer's cards of a shared link", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`csp ${event.violatedDirective} ${event.blockedURI}`),
    );
    document.addEventListener('casino-round-loaded', (event) =>
      seen.push(`loaded ${(event as CustomEvent<{ roundId: string }>).detail.roundId}`),
    );
  });
  const query = new URLSearchParams({
    id: link.encryptedLink,
    token: link.token,
    egi: String(link.externalGameId),
  });
  const response = await page.goto(`${partnerOrigin}/history?${query.toString()}`);
  expect(response?.headers()['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(new URL(page.url()).origin).not.toBe(new URL(widgets.url).origin);

  const dealer = page.locator('casino-game-history [data-section="dealer"] [part~="card"]');
  await expect(dealer).toHaveCount(dealerCards.length, { timeout: 30_000 });
  expect(await dealer.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card')))).toEqual(
    dealerCards,
  );
  // the card sprite came from the widget origin's image CDN
  const sprite = await dealer.first().evaluate((card) => getComputedStyle(card).backgroundImage);
  expect(sprite).toContain(new URL(widgets.url).origin);

  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
  expect(seen.filter((entry) => entry.startsWith('csp'))).toEqual([]);
  expect(seen).toContain(`loaded ${link.encryptedLink}`);
  expect(problems).toEqual([]);
});
