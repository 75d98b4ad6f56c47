#!/usr/bin/env node
// `npm run bench`: builds dist/ (production), then runs every bench/*.bench.mjs in name order.
//
// A benchmark is a module `bench/<name>.bench.mjs` exporting
//   export const name = 'what it measures';
//   export default async function run({ root, dist, log }) { …; return resultsObject; }
// Each result is printed by the benchmark through `log` and saved to bench/results/<name>.json
// (git-ignored), so a later run can be compared with an earlier one.
//
//   node bench/run.mjs              build, then all benchmarks
//   node bench/run.mjs sizes        build, then only benchmarks whose file name contains 'sizes'
//   node bench/run.mjs --no-build   reuse dist/ as it is
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, DIST, ROOT } from '../scripts/build.mjs';

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
  for (const file of benchmarks) {
    const id = basename(file, '.bench.mjs');
    const benchmark = await import(pathToFileURL(file).href);
    console.log(`\n== ${id}: ${benchmark.name ?? ''} ==`);
    const started = Date.now();
    const result = await benchmark.default({ root: ROOT, dist: DIST, log: console.log });
    const record = {
      benchmark: id,
      date: new Date().toISOString(),
      durationMs: Date.now() - started,
      result,
    };
    writeFileSync(join(RESULTS_DIR, `${id}.json`), JSON.stringify(record, null, 2) + '\n');
  }
}

main().catch((error) => {
  console.error(`bench failed: ${error.stack ?? error}`);
  process.exitCode = 1;
});
