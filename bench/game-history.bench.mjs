// The partner embed's time to a rendered round (issue 4: "the time from script load to a rendered
// blackjack round in headless Chromium"), against the reference server started as the e2e specs start
// it (test/e2e/server.ts: `node --import tsx src/server/main.ts` on a free 127.0.0.1 port, in-memory
// data, --split-ports so the report service is on another origin than the page).
//
// Each run opens the shared link the server made for a seeded blackjack round: src/host-demo/partner.html
// on the console origin, under its strict CSP, as a partner's visitor would. In the page (an init
// script, which runs at document start):
//   performance.mark('start') before the parser inserts the page's <script type="module" src="/game-history.js">
//   performance.mark('end')   when the element's shadow root shows the dealer's [data-card] elements
// (a MutationObserver on the shadow root, so the end is the mutation itself, not a polling tick).
// It also reads when game-history.js, config.json and the round's POST had arrived (resource timing).
// Cold runs use a fresh browser context each (empty HTTP cache); warm runs reload in one context.
// The median of each is reported, with the cold minimum and maximum.
//
// Run: `npm run bench -- game-history` (builds dist/ first) or `node bench/run.mjs --no-build game-history`.
import { chromium } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export const name = 'partner embed: script load to a rendered blackjack round in headless Chromium';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 9;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (ms) => Math.round(ms * 10) / 10;

async function json(response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A shared link to the first seeded blackjack round, made by the server (admin login). */
async function blackjackLink(serverUrl) {
  const { SEEDED_ROUNDS } = await tsImport(
    pathToFileURL(join(ROOT, 'src/server/games/seed.ts')).href,
    import.meta.url,
  );
  const services = await json(await fetch(`${serverUrl}/config.json`));
  const login = await json(
    await fetch(`${services.identityServiceUrl}/connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        username: 'admin',
        password: 'Admin123!',
        grant_type: 'password',
        client_id: 'ui',
        client_secret: 'casino-widgets-ui',
      }),
    }),
  );
  const link = await json(
    await fetch(`${services.reportServiceUrl}/api/report/sharedlink`, {
      method: 'POST',
      headers: {
        Authorization: `${login.token_type} ${login.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ betId: SEEDED_ROUNDS.blackjack[0] }),
    }),
  );
  return { ...link, reportServiceUrl: services.reportServiceUrl };
}

/**
 * Runs in the page at document start (before the parser inserts partner.html's module script):
 * marks 'start', then resolves `window.__roundRendered` with the timings once the element's shadow
 * root shows the dealer's cards (a MutationObserver on the shadow root: the end is the mutation itself).
 */
function installProbe() {
  /* global performance, requestAnimationFrame, MutationObserver -- runs in the page */
  performance.mark('start');
  window.__roundRendered = new Promise((resolve, reject) => {
    const cardsIn = (host) => host.shadowRoot?.querySelectorAll('[data-section="dealer"] [data-card]') ?? [];
    const finish = (host) => {
      performance.mark('end');
      const total = performance.measure('script load to rendered round', 'start', 'end').duration;
      const start = performance.getEntriesByName('start')[0].startTime;
      const resource = (pattern) => {
        const entry = performance
          .getEntriesByType('resource')
          .find((candidate) => pattern.test(new URL(candidate.name).pathname));
        return entry ? entry.responseEnd - start : null;
      };
      resolve({
        total,
        script: resource(/\/game-history\.js$/),
        config: resource(/\/config\.json$/),
        round: resource(/\/api\/report\/gamedetail$/),
        cards: cardsIn(host).length,
      });
    };
    const watch = () => {
      const host = document.querySelector('casino-game-history');
      if (!host?.shadowRoot) return requestAnimationFrame(watch);
      if (cardsIn(host).length) return finish(host);
      const observer = new MutationObserver(() => {
        if (!cardsIn(host).length) return;
        observer.disconnect();
        finish(host);
      });
      observer.observe(host.shadowRoot, { childList: true, subtree: true, attributes: true });
    };
    setTimeout(() => reject(new Error('no dealer cards within 30 s')), 30_000);
    requestAnimationFrame(watch);
  });
}

async function measure(context, url) {
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  await page.goto(url);
  const timings = await page.evaluate(() => window.__roundRendered);
  await page.close();
  if (timings.cards === 0) throw new Error('the round rendered no dealer card');
  return timings;
}

export default async function run({ log }) {
  const { startServer } = await tsImport(
    pathToFileURL(join(ROOT, 'test/e2e/server.ts')).href,
    import.meta.url,
  );
  const server = await startServer(['--split-ports']);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const link = await blackjackLink(server.url);
    // The link's own URL: partner.html on the console origin, with its strict CSP.
    const pageUrl = link.url.replace(/^https?:\/\/[^/]+/, server.url);
    log(`  ${server.url}/partner.html, report service ${link.reportServiceUrl} (another origin)`);

    const cold = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      cold.push(await measure(context, pageUrl));
      await context.close();
    }
    const warmContext = await browser.newContext();
    await measure(warmContext, pageUrl); // fills the cache
    const warm = [];
    for (let i = 0; i < RUNS; i++) warm.push(await measure(warmContext, pageUrl));
    await warmContext.close();

    const of = (runs, key) => runs.map((timing) => timing[key]).filter((value) => value !== null);
    const rows = [
      {
        name: `script load to rendered blackjack round, cold cache, median of ${RUNS}`,
        value: round(median(of(cold, 'total'))),
        unit: 'ms',
      },
      {
        name: 'script load to rendered blackjack round, cold cache, fastest',
        value: round(Math.min(...of(cold, 'total'))),
        unit: 'ms',
      },
      {
        name: 'script load to rendered blackjack round, cold cache, slowest',
        value: round(Math.max(...of(cold, 'total'))),
        unit: 'ms',
      },
      {
        name: `script load to rendered blackjack round, warm cache, median of ${RUNS}`,
        value: round(median(of(warm, 'total'))),
        unit: 'ms',
      },
      {
        name: 'cold: game-history.js downloaded (after start), median',
        value: round(median(of(cold, 'script'))),
        unit: 'ms',
      },
      {
        name: 'cold: config.json received (after start), median',
        value: round(median(of(cold, 'config'))),
        unit: 'ms',
      },
      {
        name: 'cold: round answer (cross-origin POST) received (after start), median',
        value: round(median(of(cold, 'round'))),
        unit: 'ms',
      },
      { name: 'dealer cards rendered', value: cold[0].cards, unit: 'cards' },
    ];
    const width = Math.max(...rows.map((row) => row.name.length));
    for (const row of rows) log(`  ${row.name.padEnd(width)} ${String(row.value).padStart(8)} ${row.unit}`);
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  run({ log: console.log }).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
