// The agent tree at scale ("a tree of 100 000 agents must stay responsive"): in headless Chromium, a
// <casino-agent-tree> over a generated tree of 100 001 agents plus a 12-agent chain (fetch mocked in
// the page, see bench/agent-tree.page.ts, bundled here with esbuild):
//   - load: fetch + parse + merge the 100 000-agent tree, first rows on screen;
//   - open deep agent: navigate to /{deep agent}/users until its row is rendered and highlighted
//     (target 100 ms);
//   - open all branches: about 100 000 visible rows;
//   - scroll: 60 steps of 4 000 px (after 20 warm-up steps). A step's cost is the time from its scroll
//     event to the rows of the new position rendered and laid out, which must fit in a frame: target
//     median 16 ms, worst 50 ms. Also the time until an animation frame shows them (whole frames:
//     the browser dispatches the scroll event with the next frame), how many row elements exist at
//     most (virtualization keeps it small) and how many DOM changes one step makes at most (only the
//     rows entering and leaving the view);
//   - jump to end, and re-fetch of the whole tree;
//   - the reference server's scaled answers (one level per answer with the ancestors path): open the
//     deep agent from its URL with an empty tree, and open a branch of 999 agents with its chevron.
// Run: `npm run bench -- agent-tree` (or `node bench/run.mjs --no-build agent-tree`; this benchmark
// does not use dist/). Standalone: `node bench/agent-tree.bench.mjs`.
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM, round1, row } from './lib.mjs';

export const name = 'agent tree of 100 000 agents in headless Chromium: open to a deep agent, scroll';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ORIGIN = 'http://bench.local';

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

/** Rows of { name, value, unit, target? } (bench/lib.mjs). */
export async function run() {
  const code = await bundle();
  const browser = await chromium.launch(CHROMIUM);
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

    return [
      row('agents in the tree', agents, 'agents'),
      row('load tree (fetch + parse + merge + first rows)', round1(load), 'ms'),
      row('open to a deep agent (depth 14) and highlight it', round1(openDeep), 'ms', { max: 100 }),
      row(`open all branches (${openAll.rows} visible rows)`, round1(openAll.ms), 'ms'),
      row(
        'scroll step of 4000 px: scroll event to new rows laid out, median (60 steps)',
        round1(scroll.medianMs),
        'ms',
        {
          max: 16,
        },
      ),
      row('scroll step of 4000 px: scroll event to new rows laid out, mean', round1(scroll.meanMs), 'ms'),
      row('scroll step of 4000 px: scroll event to new rows laid out, worst', round1(scroll.maxMs), 'ms', {
        max: 50,
      }),
      row(
        'scroll step of 4000 px: until a frame shows the new rows, median',
        round1(scroll.frameMedianMs),
        'ms',
      ),
      row('scroll step of 4000 px: until a frame shows the new rows, worst', round1(scroll.frameMaxMs), 'ms'),
      row('row elements in the DOM while scrolling, at most', scroll.maxRows, 'rows', { max: 60 }),
      row('DOM changes of one scroll step, at most', scroll.maxChanges, 'changes'),
      row('jump to the last of ~100 000 rows', round1(jump), 'ms'),
      row('re-fetch and merge the whole tree', round1(reload), 'ms'),
      row('one-level answers: open to the deep agent from its URL', round1(deepOneLevel), 'ms', { max: 100 }),
      row('one-level answers: open a branch of 999 agents', round1(branchOneLevel), 'ms'),
    ];
  } finally {
    await browser.close();
  }
}

/** The harness contract of bench/run.mjs. */
export default async function runBenchmark() {
  return run();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run()
    .then((rows) => console.log(rows))
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
