#!/usr/bin/env node
// `npm run bench`: builds dist/ (production), then runs every bench/*.bench.mjs in name order.
//
// A benchmark is a module `bench/<name>.bench.mjs` exporting
//   export const name = 'what it measures';
//   export default async function run({ root, dist, log }) { …; return rows or { rows, … }; }
// Its rows ({ name, value, unit, target? }, see bench/lib.mjs) are printed as a table: each number
// beside its target and beside the number of the previous run, read from bench/results/<name>.json
// before this run replaces it. The results are committed, so the previous run is there on a fresh
// checkout too and a regression shows in the table (and in the diff of bench/results/).
//
//   node bench/run.mjs              build, then all benchmarks
//   node bench/run.mjs sizes        build, then only benchmarks whose file name contains 'sizes'
//   node bench/run.mjs --no-build   reuse dist/ as it is
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, DIST, ROOT } from '../scripts/build.mjs';
import { formatRows, meets } from './lib.mjs';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const RESULTS_DIR = join(BENCH_DIR, 'results');

/** bench/*.bench.mjs in name order, filtered by the command-line words. */
export function findBenchmarks(filters = []) {
  return readdirSync(BENCH_DIR)
    .filter((file) => file.endsWith('.bench.mjs'))
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
    .sort()
    .map((file) => resolve(BENCH_DIR, file));
}

async function main() {
  const args = process.argv.slice(2);
  const filters = args.filter((arg) => !arg.startsWith('--'));
  const benchmarks = findBenchmarks(filters);
  if (benchmarks.length === 0) throw new Error(`no bench/*.bench.mjs matches ${filters.join(' ')}`);

  if (!args.includes('--no-build')) {
    console.log('bench: building dist/ (production)…');
    await build({ quiet: true });
  }

  mkdirSync(RESULTS_DIR, { recursive: true });
  const missed = [];
  for (const file of benchmarks) {
    const id = basename(file, '.bench.mjs');
    const benchmark = await import(pathToFileURL(file).href);
    console.log(`\n== ${id}: ${benchmark.name ?? ''} ==`);
    // BENCH_RESULTS_TAG keeps a run on other data beside the usual one (fairness at scale: 'scale')
    const tag = process.env.BENCH_RESULTS_TAG ? `-${process.env.BENCH_RESULTS_TAG}` : '';
    const resultFile = join(RESULTS_DIR, `${id}${tag}.json`);
    const previous = existsSync(resultFile) ? JSON.parse(readFileSync(resultFile, 'utf8')) : null;
    const started = Date.now();
    const result = await benchmark.default({ root: ROOT, dist: DIST, log: console.log });
    const rows = rowsOf(result);
    console.log(`\n${id}${previous ? ` (previous run: ${previous.date})` : ''}`);
    console.log(formatRows(rows, rowsOf(previous?.result)));
    missed.push(...rows.filter((entry) => meets(entry) === false).map((entry) => `${id}: ${entry.name}`));
    const record = {
      benchmark: id,
      date: new Date().toISOString(),
      durationMs: Date.now() - started,
      result,
    };
    writeFileSync(resultFile, JSON.stringify(record, null, 2) + '\n');
  }
  console.log(
    missed.length ? `\ntargets missed:\n  ${missed.join('\n  ')}` : '\nevery target of this run is met',
  );
}

/** The rows of a benchmark's result: the result itself when it is a list, else its `rows`. */
function rowsOf(result) {
  if (Array.isArray(result)) return result;
  return Array.isArray(result?.rows) ? result.rows : [];
}

main().catch((error) => {
  console.error(`bench failed: ${error.stack ?? error}`);
  process.exitCode = 1;
});
