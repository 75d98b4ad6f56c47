// The agents list over a subtree of 100 000 agents (the reference server with --scale 100000, an
// in-memory database), paged, sorted and filtered on the server:
//   - server time: GET /api/agents?includeSubAgents=true with pageIndex/pageSize and each sort, a
//     filter, a deep page; median of 7 requests each (on 127.0.0.1, so the time is the server's);
//   - page shown: in headless Chromium, the console's agents list of the root with all levels; the
//     time from a click (next page, a sort header) to the new rows on screen, minus the server's time
//     for that request (what the browser adds).
// Targets: at most 100 ms on the server, and at most 100 ms more to show the page.
// Run: `npm run bench -- agents-list` (needs dist/: `npm run bench` builds it).
import { chromium } from '@playwright/test';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM, median, round1 as round, row } from './lib.mjs';

export const name = 'agents list of a 100 000-agent subtree: server-side sort, filter and paging';

const TARGET_SERVER_MS = 100;
const TARGET_SHOW_MS = 100;
const RUNS = 7;

export async function run({ dist, log = console.log } = {}) {
  const { createServer } = await tsImport('../src/server/app.ts', import.meta.url);
  const { ROOT_AGENT_ID } = await tsImport('../src/server/seed/demo.ts', import.meta.url);
  const started = performance.now();
  const server = await createServer({
    port: 0,
    dataDir: 'memory://',
    scale: 100_000,
    distDir: dist,
    log: false,
  });
  log(`  server with 100 000 generated agents ready in ${round((performance.now() - started) / 1000)} s`);
  try {
    const form = new URLSearchParams({
      username: 'admin',
      password: 'Admin123!',
      grant_type: 'password',
      client_id: 'ui',
      client_secret: 'casino-widgets-ui',
    });
    const tokenResponse = await fetch(`${server.urls.identity}/connect/token`, {
      method: 'POST',
      body: form,
    });
    const token = await tokenResponse.json();
    const auth = { Authorization: `Bearer ${token.access_token}` };

    async function timed(query) {
      const url = new URL(`${server.urls.api}/api/agents`);
      for (const [k, v] of Object.entries({ agentId: ROOT_AGENT_ID, includeSubAgents: true, ...query }))
        url.searchParams.set(k, String(v));
      const times = [];
      let total = 0;
      for (let i = 0; i < RUNS + 1; i++) {
        const t0 = performance.now();
        const r = await fetch(url, { headers: auth });
        await r.json();
        if (i > 0) times.push(performance.now() - t0); // the first run warms caches
        total = Number(r.headers.get('x-total-count'));
      }
      return { ms: median(times), total };
    }

    const cases = [
      ['first page of 25, by name', { pageIndex: 0, pageSize: 25, sort: 'name' }],
      ['page 2 000 of 25, by name', { pageIndex: 2000, pageSize: 25, sort: 'name' }],
      ['by credit, descending', { pageIndex: 0, pageSize: 25, sort: '-creditAmount' }],
      ['by number of sub-agents, descending', { pageIndex: 0, pageSize: 25, sort: '-childrenCount' }],
      ['filter "agent 99", by name', { pageIndex: 0, pageSize: 25, sort: 'name', filter: 'agent 99' }],
      ['page of 100, by currency', { pageIndex: 10, pageSize: 100, sort: 'currencyId' }],
    ];
    const rows = [];
    for (const [label, query] of cases) {
      const { ms, total } = await timed(query);
      rows.push(row(`server: ${label} (${total} rows)`, round(ms), 'ms', { max: TARGET_SERVER_MS }));
    }

    // The page in the browser: the console's agents list of the root, all levels.
    const browser = await chromium.launch(CHROMIUM);
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.addInitScript((content) => {
        localStorage.setItem(
          'Token',
          JSON.stringify({ ttl: Date.now() + content.expires_in * 1000, content }),
        );
      }, token);
      const serverTimes = [];
      page.on('requestfinished', (request) => {
        if (!request.url().includes('/api/agents?')) return;
        const timing = request.timing();
        serverTimes.push(timing.responseStart - timing.requestStart);
      });
      await page.goto(`${server.url}/${ROOT_AGENT_ID}/agents?sub=1`);
      const list = page.locator('casino-agents');
      await list.locator('tr[part="row"]').first().waitFor({ timeout: 60_000 });

      /** Clicks, waits until the first row changes, and gives the browser's share of the time. */
      async function shown(click) {
        const before = await list.locator('tr[part="row"]').first().getAttribute('data-row-id');
        serverTimes.length = 0;
        const t0 = performance.now();
        await click();
        await page.waitForFunction(
          (id) => {
            const root = document
              .querySelector('casino-outlet')
              ?.shadowRoot?.querySelector('casino-agents')?.shadowRoot;
            const first = root?.querySelector('tr[part="row"]');
            return first && first.getAttribute('data-row-id') !== id && !root.querySelector('table.busy');
          },
          before,
          { timeout: 30_000, polling: 'raf' },
        );
        const total = performance.now() - t0;
        return { total, browser: Math.max(0, total - (serverTimes.at(-1) ?? 0)) };
      }

      const next = [];
      const sorts = [];
      for (let i = 0; i < 5; i++) {
        next.push(await shown(() => list.locator('.casino-paginator-next').click()));
        sorts.push(
          await shown(() =>
            list.locator(`th[data-column="${i % 2 ? 'name' : 'creditAmount'}"] button`).click(),
          ),
        );
      }
      rows.push(
        row('browser: next page shown (total)', round(median(next.map((r) => r.total))), 'ms'),
        row(
          'browser: next page shown, beyond the server time',
          round(median(next.map((r) => r.browser))),
          'ms',
          {
            max: TARGET_SHOW_MS,
          },
        ),
        row('browser: new sort shown (total)', round(median(sorts.map((r) => r.total))), 'ms'),
        row(
          'browser: new sort shown, beyond the server time',
          round(median(sorts.map((r) => r.browser))),
          'ms',
          {
            max: TARGET_SHOW_MS,
          },
        ),
      );
    } finally {
      await browser.close();
    }

    return rows;
  } finally {
    await server.close();
  }
}

/** The harness contract of bench/run.mjs. */
export default async function runBenchmark({ dist, log } = {}) {
  return run({ dist, log });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { DIST } = await import('../scripts/build.mjs');
  run({ dist: DIST }).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
