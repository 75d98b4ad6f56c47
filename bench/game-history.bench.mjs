// The partner embed's time to a rendered round: from navigation start to the dealer's cards of a
// blackjack round in the DOM, on the partner page a visitor of a shared link opens, in headless
// Chromium, against the reference server started as the e2e specs start it (test/e2e/server.ts: in
// memory, --split-ports so the report service is on another origin than the page).
//
// Each run opens the shared link the server made for a seeded blackjack round: src/host-demo/partner.html
// on the console origin, under its strict CSP, with its preload hints. An init script (document start)
// resolves `window.__roundRendered` once the dealer's [data-card] elements are in the element's shadow
// root: right after the element's definition, which renders the round in the same task, or else at
// the mutation that adds them (not at a polling tick or the next frame), with performance.now()
// (navigation start is 0) and the resource timings of the page.
//
// Series:
//   - cold: a fresh browser context per run (empty HTTP cache, no preflight cache), RUNS runs;
//   - warm: new tabs in one context (cached script and chunks), RUNS runs;
//   - cold under Playwright: as cold, but opened by Playwright, for comparison (see below);
//   - Fast 4G: cold runs with Chromium's network throttled to DevTools' "Fast 4G" profile (bench/lib.mjs),
//     THROTTLED_RUNS runs, the partner's real visitors. Its goal is one round trip after the script:
//     "round trips after the script" counts the longest chain of requests that started after
//     game-history.js arrived, each waiting for the one before it (config, then the POST, then the
//     chunk's import would be 3; the POST and the chunk side by side are 1).
// A visitor's browser has no DevTools client. A client that listens to the network or to script
// contexts makes the browser report every request and context to it while the page loads, which on
// this machine adds 20-30 ms to a load. So the cold and warm series, which have the targets, open the
// page over Chromium's DevTools pipe with only the Page domain enabled (bench/devtools-pipe.mjs), and
// read the page's own measurement once it is done. The same loads opened by Playwright (its Network,
// Runtime, Page… domains on) are reported beside them, so the cost of the instrumentation stays visible.
// The Fast 4G runs need a DevTools session with the network domain for the throttling anyway; they run
// under Playwright and count the CORS preflights (the OPTIONS requests the page's fetches cause).
//
// Run: `npm run bench -- game-history` (builds dist/ first) or `node bench/run.mjs --no-build game-history`.
import { chromium } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { launchOverPipe, newContext, openAndRead } from './devtools-pipe.mjs';
import { CHROMIUM, FAST_4G, median, round1, row } from './lib.mjs';

export const name = 'partner embed: navigation start to a rendered blackjack round in headless Chromium';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 15;
/** The comparison series under Playwright. */
const PLAYWRIGHT_RUNS = 9;
const THROTTLED_RUNS = 5;
/** The goal: the dealer's cards within 150 ms of navigation start (median, cold, local). */
const TARGET_MS = 150;

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
  const { signInAdmin } = await tsImport(
    pathToFileURL(join(ROOT, 'test/e2e/admin-session.ts')).href,
    import.meta.url,
  );
  const { services, authorization } = await signInAdmin(serverUrl);
  const link = await json(
    await fetch(`${services.reportServiceUrl}/api/report/sharedlink`, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({ betId: SEEDED_ROUNDS.blackjack[0] }),
    }),
  );
  return { ...link, reportServiceUrl: services.reportServiceUrl };
}

/**
 * Runs in the page at document start: resolves `window.__roundRendered` with the timings once the
 * element's shadow root shows the dealer's cards. The element renders its round as it is defined (in
 * the same task), so the probe looks as soon as `customElements.whenDefined` says so, which is the
 * microtask after the definition: a frame callback would add the wait for the next frame. If the
 * cards are not there yet (the element shows its loading state first), a MutationObserver on the
 * shadow root ends the measurement at the mutation that adds them.
 */
function installProbe() {
  /* global performance, requestAnimationFrame, MutationObserver -- runs in the page */
  window.__roundRendered = new Promise((resolve, reject) => {
    const cardsIn = (host) => host.shadowRoot?.querySelectorAll('[data-section="dealer"] [data-card]') ?? [];
    let done = false;
    const finish = (host) => {
      if (done) return;
      done = true;
      const cards = performance.now();
      const entries = performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime,
        end: entry.responseEnd,
      }));
      const html = performance.getEntriesByType('navigation')[0];
      resolve({ cards, html: html ? html.responseEnd : null, entries, count: cardsIn(host).length });
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
    customElements.whenDefined('casino-game-history').then(watch);
  });
}

/** The longest chain of requests started after `after`, each starting once the previous one ended. */
export function roundTripsAfter(entries, after) {
  const later = entries.filter((entry) => entry.start >= after).sort((a, b) => a.start - b.start);
  const depth = later.map(() => 1);
  for (let i = 0; i < later.length; i++) {
    for (let j = 0; j < i; j++) {
      if (later[i].start >= later[j].end) depth[i] = Math.max(depth[i], depth[j] + 1);
    }
  }
  return Math.max(0, ...depth);
}

/** What one load measured, from the page's own timings. */
function describe(timings, preflights) {
  if (timings.count === 0) throw new Error('the round rendered no dealer card');
  const find = (pattern) => timings.entries.find((entry) => pattern.test(entry.path)) ?? null;
  const script = find(/\/game-history\.js$/);
  const post = find(/\/api\/report\/gamedetail$/);
  const chunk = find(/\/game-history\/BlackjackDetail-[^/]+\.js$/);
  return {
    cards: timings.cards,
    html: timings.html,
    script: script?.end ?? null,
    config: find(/\/config\.json$/)?.end ?? null,
    postStart: post?.start ?? null,
    post: post?.end ?? null,
    chunkStart: chunk?.start ?? null,
    chunk: chunk?.end ?? null,
    afterScript: script ? timings.cards - script.end : null,
    roundTrips: script ? roundTripsAfter(timings.entries, script.end) : null,
    configRequests: timings.entries.filter((entry) => /\/config\.json$/.test(entry.path)).length,
    preflights,
    dealerCards: timings.count,
  };
}

const PROBE_SOURCE = `(${installProbe.toString()})();`;

/** Loads over the DevTools pipe: cold (a new context each) or warm (one context, cache filled first). */
async function visitorSeries(browser, url, runs, { warm = false } = {}) {
  const load = (context) => openAndRead(browser, context, url, PROBE_SOURCE, 'window.__roundRendered');
  const results = [];
  if (warm) {
    const context = await newContext(browser);
    await load(context); // fills the cache
    for (let i = 0; i < runs; i++) results.push(describe(await load(context), null));
    await context.dispose();
  } else {
    for (let i = 0; i < runs; i++) {
      const context = await newContext(browser);
      results.push(describe(await load(context), null));
      await context.dispose();
    }
  }
  return results;
}

/**
 * One load opened by Playwright. With `network` (a throttling profile) it also runs a DevTools session
 * that throttles the network and counts the CORS preflights (`preflights` is null without).
 */
async function measure(context, url, network) {
  const page = await context.newPage();
  let preflights = null;
  if (network) {
    const cdp = await context.newCDPSession(page);
    preflights = 0;
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.method === 'OPTIONS') preflights++;
    });
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  await page.addInitScript(installProbe);
  await page.goto(url);
  const timings = await page.evaluate(() => window.__roundRendered);
  await page.close();
  return describe(timings, preflights);
}

/** Cold loads opened by Playwright, each in a new context. */
async function series(browser, url, runs, { network = null } = {}) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    results.push(await measure(context, url, network));
    await context.close();
  }
  return results;
}

const of = (runs, key) => runs.map((timing) => timing[key]);

export default async function run({ log }) {
  const { startServer } = await tsImport(
    pathToFileURL(join(ROOT, 'test/e2e/server.ts')).href,
    import.meta.url,
  );
  const server = await startServer(['--split-ports']);
  const browser = await chromium.launch(CHROMIUM);
  const visitor = await launchOverPipe(CHROMIUM);
  try {
    const link = await blackjackLink(server.url);
    // The link's own URL: partner.html on the console origin, with its strict CSP.
    const pageUrl = link.url.replace(/^https?:\/\/[^/]+/, server.url);
    log(`  ${server.url}/partner.html, report service ${link.reportServiceUrl} (another origin)`);

    const cold = await visitorSeries(visitor, pageUrl, RUNS);
    const warm = await visitorSeries(visitor, pageUrl, RUNS, { warm: true });
    const instrumented = await series(browser, pageUrl, PLAYWRIGHT_RUNS);
    const slow = await series(browser, pageUrl, THROTTLED_RUNS, { network: FAST_4G });

    const ms = (runs, key) => round1(median(of(runs, key)));
    log(`  cold runs, navigation start to cards (ms): ${of(cold, 'cards').map(Math.round).join(', ')}`);
    log(`  cold runs under Playwright (ms): ${of(instrumented, 'cards').map(Math.round).join(', ')}`);
    log(`  Fast 4G runs, navigation start to cards (ms): ${of(slow, 'cards').map(Math.round).join(', ')}`);
    return [
      row(`navigation start to dealer cards, cold cache, median of ${RUNS}`, ms(cold, 'cards'), 'ms', {
        max: TARGET_MS,
      }),
      row(
        'navigation start to dealer cards, cold cache, fastest',
        round1(Math.min(...of(cold, 'cards'))),
        'ms',
      ),
      row(
        'navigation start to dealer cards, cold cache, slowest',
        round1(Math.max(...of(cold, 'cards'))),
        'ms',
      ),
      row(`navigation start to dealer cards, warm cache, median of ${RUNS}`, ms(warm, 'cards'), 'ms', {
        max: TARGET_MS,
      }),
      row(
        `navigation start to dealer cards, cold cache, opened by Playwright, median of ${PLAYWRIGHT_RUNS}`,
        ms(instrumented, 'cards'),
        'ms',
      ),
      row('cold: page (partner.html) received, median', ms(cold, 'html'), 'ms'),
      row('cold: game-history.js received, median', ms(cold, 'script'), 'ms'),
      row('cold: config.json received (preloaded), median', ms(cold, 'config'), 'ms'),
      row('cold: round POST sent, median', ms(cold, 'postStart'), 'ms'),
      row('cold: view chunk requested, median', ms(cold, 'chunkStart'), 'ms'),
      row('cold: round answer received, median', ms(cold, 'post'), 'ms'),
      row('cold: view chunk received, median', ms(cold, 'chunk'), 'ms'),
      row('cold: config.json requests per load, most', Math.max(...of(cold, 'configRequests')), 'requests', {
        max: 1,
      }),
      row(
        `Fast 4G: navigation start to dealer cards, cold cache, median of ${THROTTLED_RUNS}`,
        ms(slow, 'cards'),
        'ms',
      ),
      row('Fast 4G: game-history.js received, median', ms(slow, 'script'), 'ms'),
      row('Fast 4G: game-history.js received to dealer cards, median', ms(slow, 'afterScript'), 'ms'),
      row(
        'Fast 4G: round trips after game-history.js arrived, most',
        Math.max(...of(slow, 'roundTrips')),
        'round trips',
        {
          max: 1,
        },
      ),
      row('Fast 4G: CORS preflights per load, most', Math.max(...of(slow, 'preflights')), 'requests', {
        max: 0,
      }),
      row('dealer cards rendered', cold[0].dealerCards, 'cards'),
    ];
  } finally {
    await visitor.close();
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  run({ log: console.log })
    .then((rows) => console.log(rows))
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
