// Download sizes of the bundles (minified production build, gzip -9): every file of dist/ with its
// chunks, and per entry the total of everything it imports statically (followed recursively), which is
// what a page pays before the element renders. Dynamic imports (views loaded on demand) are listed apart.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const name = 'gzipped bundle sizes, per chunk and per entry with its static imports';

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

  const entries = files.filter((file) => !rel(file).startsWith(join('widgets', 'chunks')));
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
  if (existsSync(embed)) {
    log(
      `\ngame-history.js (partner embed) total with static imports: ${kb(perEntry['game-history.js'].staticGzip)}`,
    );
  } else {
    log('\ngame-history.js: not built (src/widgets/game-history-entry.ts missing)');
  }

  return {
    files: Object.fromEntries(files.map((file) => [rel(file), sizes.get(file)])),
    allGzip,
    entries: perEntry,
  };
}
