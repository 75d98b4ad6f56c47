// Download sizes of the bundles (minified production build, gzip -9): every file of dist/ with its
// chunks, and per entry the total of everything it imports statically (followed recursively), which is
// what a page pays before the element renders. Dynamic imports (views loaded on demand) are listed apart.
//
// The partner page (target under 100 KB gzip in total, the renderer included): for each detail view,
// dist/game-history.js with its static imports plus the view's on-demand chunk with its own static
// imports, i.e. everything an English partner page showing one round of that kind downloads. The
// blackjack page is reported with a per-chunk breakdown ("partner page showing blackjack").
// Run: `npm run bench -- sizes` (or `node bench/run.mjs --no-build sizes` on an existing dist/).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const name = 'gzipped bundle sizes, per chunk and per entry with its static imports';

/** Everything a partner page showing one round loads, the renderer included, stays under 100 KB. */
export const PARTNER_PAGE_TARGET_BYTES = 100 * 1024;

/**
 * The budget of the partner page showing blackjack (the embed's most common round): it must stay within
 * 45 KB gzip, so what the embed gains (host events, colour schemes, typed round events) is paid for
 * within the budget rather than by creeping towards the 100 KB target.
 */
export const PARTNER_BLACKJACK_BUDGET_BYTES = 45 * 1024;

/** The on-demand chunk of each detail view of the embed (file name prefix of its chunk). */
const DETAIL_VIEWS = [
  'BlackjackDetail',
  'SlotDetail',
  'RouletteDetail',
  'KenoDetail',
  'VideoPokerDetail',
  'TriCardPokerDetail',
  'CardGameDetail',
  'CrashGameDetail',
];

const STATIC_IMPORT = /\b(?:import|export)\b\s*(?:[^'"();]*?\bfrom\s*)?(["'])(\.{1,2}\/[^"']+)\1/g;
const DYNAMIC_IMPORT = /\bimport\(\s*(["'])(\.{1,2}\/[^"']+)\1\s*\)/g;

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function jsFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'types') files.push(...jsFiles(path));
    else if (entry.isFile() && entry.name.endsWith('.js')) files.push(path);
  }
  return files;
}

/** The relative module specifiers a file imports statically and dynamically, resolved to paths. */
export function importsOf(file) {
  const code = readFileSync(file, 'utf8');
  const resolveSpecifier = (match) => resolve(dirname(file), match[2]);
  return {
    static: [...new Set([...code.matchAll(STATIC_IMPORT)].map(resolveSpecifier))],
    dynamic: [...new Set([...code.matchAll(DYNAMIC_IMPORT)].map(resolveSpecifier))],
  };
}

/** `file` and every file it imports statically, recursively (each once). */
export function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of importsOf(file).static) {
    if (existsSync(imported)) staticClosure(imported, seen);
  }
  return seen;
}

export default async function run({ dist, log }) {
  if (!existsSync(dist)) throw new Error('dist/ not found: run the build first');
  const files = jsFiles(dist).sort();
  const sizes = new Map(files.map((file) => [file, { raw: statSync(file).size, gzip: gzipSize(file) }]));
  const rel = (file) => relative(dist, file);
  const width = Math.max(20, ...files.map((file) => rel(file).length)) + 2;

  log('\nfiles (gzip -9)');
  for (const file of files) log(`  ${rel(file).padEnd(width)} ${kb(sizes.get(file).gzip).padStart(10)}`);
  const allGzip = files.reduce((sum, file) => sum + sizes.get(file).gzip, 0);
  log(`  ${'all JavaScript'.padEnd(width)} ${kb(allGzip).padStart(10)}`);

  // Entries: dist/*.js and dist/widgets/*.js; chunks live in dist/widgets/chunks/ and dist/game-history/.
  const entries = files.filter(
    (file) => !rel(file).startsWith(join('widgets', 'chunks')) && !rel(file).startsWith('game-history' + '/'),
  );
  const perEntry = {};
  for (const entry of entries) {
    const closure = [...staticClosure(entry)];
    const total = closure.reduce((sum, file) => sum + sizes.get(file).gzip, 0);
    const lazy = [...new Set(closure.flatMap((file) => importsOf(file).dynamic))].filter(
      (file) => !closure.includes(file) && sizes.has(file),
    );
    log(`\n${rel(entry)}: ${kb(total)} with its static imports (${closure.length} files)`);
    for (const file of closure.sort((a, b) => sizes.get(b).gzip - sizes.get(a).gzip)) {
      log(`  ${rel(file).padEnd(width)} ${kb(sizes.get(file).gzip).padStart(10)}`);
    }
    if (lazy.length) {
      log(`  loaded on demand (dynamic import):`);
      for (const file of lazy)
        log(`    ${rel(file).padEnd(width - 2)} ${kb(sizes.get(file).gzip).padStart(10)}`);
    }
    perEntry[rel(entry)] = {
      staticGzip: total,
      files: Object.fromEntries(closure.map((file) => [rel(file), sizes.get(file).gzip])),
      lazy: Object.fromEntries(lazy.map((file) => [rel(file), sizes.get(file).gzip])),
    };
  }

  const embed = join(dist, 'game-history.js');
  let partnerPages = null;
  if (existsSync(embed)) {
    log(
      `\ngame-history.js (partner embed) total with static imports: ${kb(perEntry['game-history.js'].staticGzip)}`,
    );
    partnerPages = partnerPageSizes(embed, sizes, rel, width, log);
  } else {
    log('\ngame-history.js: not built (src/widgets/game-history-entry.ts missing)');
  }

  return {
    files: Object.fromEntries(files.map((file) => [rel(file), sizes.get(file)])),
    allGzip,
    entries: perEntry,
    partnerPages,
    rows: [
      ...(partnerPages
        ? Object.entries(partnerPages).map(([view, page]) => ({
            name: `partner page showing ${view}`,
            value: Number((page.totalGzip / 1024).toFixed(1)),
            unit: 'KB gzip',
            target: {
              max: (view === 'blackjack' ? PARTNER_BLACKJACK_BUDGET_BYTES : PARTNER_PAGE_TARGET_BYTES) / 1024,
            },
          }))
        : []),
      // the dashboard's charting library (Chart.js): a chunk of its own, loaded only by the dashboard
      ...files
        .filter((file) => basename(file).startsWith('charts-'))
        .map((file) => ({
          name: 'dashboard charts (Chart.js, on demand)',
          value: Number((sizes.get(file).gzip / 1024).toFixed(1)),
          unit: 'KB gzip',
        })),
    ],
  };
}

/**
 * Per detail view: game-history.js with its static closure, plus the view chunk (found among the
 * embed's dynamic imports) with its static closure; each file counted once.
 */
export function partnerPageSizes(embed, sizes, rel, width, log) {
  const entryClosure = staticClosure(embed);
  const onDemand = [...new Set([...entryClosure].flatMap((file) => importsOf(file).dynamic))];
  const pages = {};
  for (const view of DETAIL_VIEWS) {
    const chunk = onDemand.find((file) => basename(file).startsWith(`${view}-`) && sizes.has(file));
    if (!chunk) continue;
    const closure = [...staticClosure(chunk, new Set(entryClosure))];
    const files = Object.fromEntries(
      closure
        .sort((a, b) => sizes.get(b).gzip - sizes.get(a).gzip)
        .map((file) => [rel(file), sizes.get(file).gzip]),
    );
    const totalGzip = Object.values(files).reduce((sum, bytes) => sum + bytes, 0);
    const key = view.replace(/Detail$/, '').replace(/^./, (c) => c.toLowerCase());
    pages[key] = { totalGzip, withinTarget: totalGzip < PARTNER_PAGE_TARGET_BYTES, files };
  }
  const blackjack = pages.blackjack;
  if (blackjack) {
    const verdict = blackjack.withinTarget ? 'under' : 'OVER';
    log(
      `\npartner page showing blackjack: ${kb(blackjack.totalGzip)} gzip in total, ${blackjack.totalGzip} bytes (${verdict} the ${kb(PARTNER_PAGE_TARGET_BYTES)} target; KB = 1024 bytes)`,
    );
    for (const [file, bytes] of Object.entries(blackjack.files))
      log(`  ${file.padEnd(width)} ${kb(bytes).padStart(10)}`);
  }
  log('\npartner page showing each view (game-history.js + the view chunk, with their static imports):');
  for (const [view, page] of Object.entries(pages))
    log(
      `  ${view.padEnd(width)} ${kb(page.totalGzip).padStart(10)}${page.withinTarget ? '' : '  OVER target'}`,
    );
  return pages;
}
