// The agent tree at scale (issue 5: "a tree of 100 000 agents must stay responsive"): in headless
// Chromium, a <casino-agent-tree> over a generated tree of 100 001 agents plus a 12-agent chain
// (fetch mocked in the page, see bench/agent-tree.page.ts, bundled here with esbuild):
//   - load: fetch + parse + merge the 100 000-agent tree, first rows on screen;
//   - open deep agent: navigate to /{deep agent}/users until its row is rendered and highlighted;
//   - open all branches: about 100 000 visible rows;
//   - scroll: 60 steps of 4 000 px (after 20 warm-up steps), each until the rows at the new position
//     are rendered: median, mean, worst (one frame is ~16 ms; a loaded shared machine adds jitter),
//     and how many row elements exist at most (virtualization keeps it small);
//   - jump to end, and re-fetch of the whole tree;
//   - the reference server's scaled answers (one level per answer with the ancestors path): open the
//     deep agent from its URL with an empty tree, and open a branch of 999 agents with its chevron.
// Run: `npm run bench -- agent-tree` (or `node bench/run.mjs --no-build agent-tree`; this benchmark
// does not use dist/). Standalone: `node bench/agent-tree.bench.mjs`.
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const name = 'agent tree of 100 000 agents in headless Chromium: open to a deep agent, scroll';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ORIGIN = 'http://bench.local';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function bundle() {
  const result = await build({
    entryPoints: [join(ROOT, 'bench', 'agent-tree.page.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.json': 'json' },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>agent tree bench</title>
<style>body{margin:0;font:14px system-ui} casino-agent-tree{width:250px;--casino-agent-tree-max-height:600px}</style>
</head><body><script type="module" src="/bench.js"></script></body></html>`;

const round = (ms) => Math.round(ms * 10) / 10;

/** Rows of { name, value, unit }. */
export async function run({ log = console.log } = {}) {
  const code = await bundle();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(`${ORIGIN}/**`, (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/bench.js') return route.fulfill({ contentType: 'text/javascript', body: code });
      return route.fulfill({ contentType: 'text/html', body: PAGE });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => typeof window.bench === 'object', null, { timeout: 60_000 });
    if (errors.length) throw new Error(errors.join('\n'));

    const agents = await page.evaluate(() => window.bench.agentCount);
    const load = await page.evaluate(() => window.bench.load());
    const openDeep = await page.evaluate(() => window.bench.openDeep());
    const openAll = await page.evaluate(() => window.bench.openAll());
    await page.evaluate(() => window.bench.scroll(20, 4000)); // warm-up
    const scroll = await page.evaluate(() => window.bench.scroll(60, 4000));
    const jump = await page.evaluate(() => window.bench.jumpToEnd());
    const reload = await page.evaluate(() => window.bench.reload());
    const deepOneLevel = await page.evaluate(() => window.bench.openDeepOneLevel());
    const branchOneLevel = await page.evaluate(() => window.bench.openBranchOneLevel());
    if (errors.length) throw new Error(errors.join('\n'));

    const rows = [
      { name: 'agents in the tree', value: agents, unit: 'agents' },
      { name: 'load tree (fetch + parse + merge + first rows)', value: round(load), unit: 'ms' },
      { name: 'open to a deep agent (depth 14) and highlight it', value: round(openDeep), unit: 'ms' },
      { name: `open all branches (${openAll.rows} visible rows)`, value: round(openAll.ms), unit: 'ms' },
      {
        name: 'scroll step of 4000 px until rendered, median (60 steps)',
        value: round(scroll.medianMs),
        unit: 'ms',
      },
      { name: 'scroll step of 4000 px until rendered, mean', value: round(scroll.meanMs), unit: 'ms' },
      { name: 'scroll step of 4000 px, worst', value: round(scroll.maxMs), unit: 'ms' },
      { name: 'row elements in the DOM while scrolling, at most', value: scroll.maxRows, unit: 'rows' },
      { name: 'jump to the last of ~100 000 rows', value: round(jump), unit: 'ms' },
      { name: 're-fetch and merge the whole tree', value: round(reload), unit: 'ms' },
      {
        name: 'one-level answers: open to the deep agent from its URL',
        value: round(deepOneLevel),
        unit: 'ms',
      },
      { name: 'one-level answers: open a branch of 999 agents', value: round(branchOneLevel), unit: 'ms' },
    ];
    const width = Math.max(...rows.map((r) => r.name.length)) + 2;
    for (const row of rows) log(`  ${row.name.padEnd(width)} ${String(row.value).padStart(9)} ${row.unit}`);
    return rows;
  } finally {
    await browser.close();
  }
}

/** The harness contract of bench/run.mjs. */
export default async function runBenchmark({ log } = {}) {
  return run({ log });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
