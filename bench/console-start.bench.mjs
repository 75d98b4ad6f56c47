// The console's start, signed in: from navigation start to the first area's rows (the agents list of
// /{root agent}/agents) in headless Chromium, against the reference server with every service on its
// own origin (--split-ports, as test/e2e/server.ts starts it), dist/ as built.
//
// The session is the admin's token, put in localStorage before the page loads (a signed-in visitor).
// Each run is a fresh browser profile:
//   - cold: the first visit (empty HTTP cache, no cached reference data, no CORS preflight cache);
//   - warm: a second visit in a new tab of the same profile (what an operator does every day).
// For each: the API calls made before the first rows are on screen (every request but scripts, styles
// and images: config.json, version files and service calls), the CORS preflights, and the time.
// Then:
//   - a page that starts in Chinese (saved language zh-cn): the English interface labels painted at
//     any animation frame until the rows show (test/e2e/paint-probe.ts), target none;
//   - reference data on the agent form (countries, currencies, time zones, languages): the calls of a
//     reload in the same tab after a first visit (all cached) and of a new tab (currencies live in
//     session storage, so a new tab asks for them again).
//
// Run: `npm run bench -- console-start` (builds dist/ first) or `node bench/run.mjs --no-build console-start`.
import { chromium } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM, median, round1, row } from './lib.mjs';

export const name =
  'console start, signed in: API calls and time to the first area rows in headless Chromium';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 5;
const STATIC = /\.(js|css|svg|png|ico|woff2?)$/;
const REFERENCE = /\/api\/(country|currency|timezone|language)$/;

/** A browser profile signed in as the admin (optionally with a saved language). */
async function profile(browser, session, admin, language) {
  const context = await browser.newContext();
  await context.addInitScript(session.sessionScript(admin.token, language));
  return context;
}

/**
 * Resolves once `page` has had no request in flight for `quietMs`, the console's live stream (an
 * event stream that stays open while the console shows) not counted: Playwright's 'networkidle'
 * never comes while it is open.
 */
function networkQuiet(page, quietMs = 500) {
  const open = new Set();
  const counts = (request) => !/\/api\/audit\/stream$/.test(new URL(request.url()).pathname);
  return new Promise((resolve) => {
    let timer = null;
    const check = () => {
      clearTimeout(timer);
      if (open.size === 0) timer = setTimeout(done, quietMs);
    };
    const started = (request) => {
      if (!counts(request)) return;
      open.add(request);
      clearTimeout(timer);
    };
    const ended = (request) => {
      open.delete(request);
      check();
    };
    function done() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    }
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    check();
  });
}

/** Opens `url` in a new tab of `context` and waits for the area rows; calls and timings. */
async function visit(context, url, probe, { sampleTexts = false, until = 'rows' } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let preflights = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.method === 'OPTIONS') preflights++;
  });
  // tsx compiles the probe with esbuild's keepNames: its `__name` helper is not in the page.
  await page.addInitScript({
    content: `var __name = (target) => target; (${probe.installPaintProbe})(${JSON.stringify(sampleTexts)});`,
  });
  await page.goto(url);
  if (until === 'rows')
    await page.waitForFunction(() => window.__paint.firstRows !== null, null, { timeout: 30_000 });
  else await page.waitForLoadState('networkidle');
  const result = await page.evaluate(() => {
    /* global performance -- runs in the page */
    const end = window.__paint.firstRows ?? performance.now();
    const calls = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= end)
      .map((entry) => new URL(entry.name).pathname);
    return { firstRows: window.__paint.firstRows, calls, texts: [...window.__paint.texts] };
  });
  await page.close();
  return { ...result, calls: result.calls.filter((path) => !STATIC.test(path)), preflights };
}

export default async function run({ log }) {
  const { startServer } = await tsImport(
    pathToFileURL(join(ROOT, 'test/e2e/server.ts')).href,
    import.meta.url,
  );
  const probe = await tsImport(pathToFileURL(join(ROOT, 'test/e2e/paint-probe.ts')).href, import.meta.url);
  const session = await tsImport(
    pathToFileURL(join(ROOT, 'test/e2e/admin-session.ts')).href,
    import.meta.url,
  );
  const server = await startServer(['--split-ports']);
  const browser = await chromium.launch(CHROMIUM);
  try {
    const admin = await session.signInAdmin(server.url);
    const agentId = admin.agentId;
    const page = `${server.url}/${agentId}/agents`;
    const cold = [];
    const warm = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await profile(browser, session, admin);
      cold.push(await visit(context, page, probe));
      warm.push(await visit(context, page, probe));
      await context.close();
    }
    log(`  cold visit, calls before the rows: ${cold[0].calls.join(' ')}`);
    log(`  warm visit, calls before the rows: ${warm[0].calls.join(' ')}`);

    const labels = probe.englishOnlyLabels();
    const chinese = await profile(browser, session, admin, 'zh-cn');
    const zhCold = await visit(chinese, page, probe, { sampleTexts: true });
    const zhWarm = await visit(chinese, page, probe, { sampleTexts: true });
    await chinese.close();
    const english = probe.englishLabelsIn([...zhCold.texts, ...zhWarm.texts], labels);
    if (english.length) log(`  English labels painted on a Chinese start: ${english.join(', ')}`);

    const form = `${server.url}/${agentId}/agents/create`;
    const context = await profile(browser, session, admin);
    const tab = await context.newPage();
    await tab.goto(form);
    await networkQuiet(tab);
    const referenceOf = async (load) => {
      const seen = [];
      const listen = (request) => REFERENCE.test(new URL(request.url()).pathname) && seen.push(request.url());
      context.on('request', listen);
      await load();
      context.off('request', listen);
      return seen.length;
    };
    const sameTab = await referenceOf(async () => {
      const quiet = networkQuiet(tab);
      await tab.reload();
      await quiet;
    });
    const newTab = await referenceOf(async () => {
      const other = await context.newPage();
      const quiet = networkQuiet(other);
      await other.goto(form);
      await quiet;
    });
    await context.close();

    const ms = (runs) => round1(median(runs.map((entry) => entry.firstRows)));
    const most = (runs, key) =>
      Math.max(...runs.map((entry) => (key === 'calls' ? entry.calls.length : entry[key])));
    return [
      row(`navigation start to the first area rows, cold visit, median of ${RUNS}`, ms(cold), 'ms'),
      row(`navigation start to the first area rows, warm second visit, median of ${RUNS}`, ms(warm), 'ms'),
      row('API calls before the first area rows, cold visit, most', most(cold, 'calls'), 'calls'),
      row('API calls before the first area rows, warm second visit, most', most(warm, 'calls'), 'calls', {
        max: 6,
      }),
      row(
        'CORS preflights before the first area rows, cold visit, most',
        most(cold, 'preflights'),
        'requests',
      ),
      row(
        'CORS preflights before the first area rows, warm second visit, most',
        most(warm, 'preflights'),
        'requests',
      ),
      row('English labels painted while a Chinese page starts', english.length, 'labels', { max: 0 }),
      row('reference-data calls of the agent form, reload in the same tab', sameTab, 'calls', { max: 0 }),
      row('reference-data calls of the agent form, new tab (currencies: session storage)', newTab, 'calls', {
        max: 1,
      }),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
