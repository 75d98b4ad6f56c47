#!/usr/bin/env node
// `npm run build`: the element bundles, their typings, the custom elements manifest and the host pages.
//
//   node scripts/build.mjs              full build into dist/ (production, minified)
//   node scripts/build.mjs --if-stale   skip when dist/ is newer than every file of src/ (src/server excepted)
//                                       and of the build configuration
//
// Steps: 1. rollup (rollup.config.mjs): dist/widgets/<area>.js, dist/widgets/chunks/*; the standalone
//           embed dist/game-history.js with dist/game-history/*
//        2. tsc -p tsconfig.build.json: dist/types/**.d.ts (mended: lib/declarations.mjs)
//        3. the typings the package ships (scripts/lib/typings.mjs): dist/casino-widgets.d.ts (the core's
//           exports; element interfaces, HTMLElementTagNameMap and the events' maps), -react.d.ts (JSX),
//           -vue.d.ts (GlobalComponents) and one d.ts per bundle entry, from the registry of defineWidget
//           calls (scripts/lib/widget-registry.mjs) and the host events of src/core/events.ts
//        4. cem analyze: dist/custom-elements.json (modules: the bundles that ship), then docs/elements.md
//           and dist/vscode.html-custom-data.json from it
//        5. dist/cdn/: the card sprite and the language flags the elements show
//        6. src/host-demo/* copied to dist/
//        7. precompressed copies (<file>.br, <file>.gz) of every text file of at least 1 KB, which the
//           reference server sends to browsers that accept them (a partner's visitor on a phone
//           downloads the 95 KB of the embed, not its 330 KB)
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { scanHostEvents, scanWidgets } from './lib/widget-registry.mjs';
import { writeTypings } from './lib/typings.mjs';
import { writeElementsDoc, writeVsCodeData } from './lib/elements-doc.mjs';
import { mendDeclarations } from './lib/declarations.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(ROOT, 'dist');
const STAMP = join(DIST, '.build-stamp');
const BUILD_INPUTS = [
  'rollup.config.mjs',
  'custom-elements-manifest.config.mjs',
  'tsconfig.build.json',
  'package.json',
  'scripts/build.mjs',
  'scripts/lib',
];

function walk(path, visit) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name), visit);
  else visit(path, stat);
}

/** Newest modification time of the sources the bundles are built from (src/server is not bundled, but src/server/cdn draws dist/cdn). */
export function newestSourceTime() {
  let newest = 0;
  const server = join(ROOT, 'src', 'server');
  // the server is not bundled, but its image code draws the CDN images of dist/cdn
  const cdn = join(server, 'cdn');
  const visit = (path, stat) => {
    if (!path.startsWith(server + '/') || path.startsWith(cdn + '/')) newest = Math.max(newest, stat.mtimeMs);
  };
  walk(join(ROOT, 'src'), visit);
  for (const input of BUILD_INPUTS) walk(join(ROOT, input), visit);
  return newest;
}

/** True when dist/ was built after the last change to any bundled source. */
export function isFresh() {
  return existsSync(STAMP) && statSync(STAMP).mtimeMs > newestSourceTime();
}

function step(name) {
  const started = Date.now();
  process.stdout.write(`build: ${name}… `);
  return () => console.log(`${Date.now() - started} ms`);
}

async function bundle() {
  const { default: config } = await import(
    pathToFileURL(join(ROOT, 'rollup.config.mjs')).href + `?t=${Date.now()}`
  );
  // rollup.config.mjs exports one configuration or an array of them (the elements and the embed).
  const configs = [config].flat();
  if (configs.every((one) => Object.keys(one.input).length === 0))
    throw new Error('no entries: src/widgets/*/elements.ts not found');
  for (const one of configs) {
    const build = await rollup(one);
    try {
      const outputs = Array.isArray(one.output) ? one.output : [one.output];
      for (const output of outputs) await build.write(output);
    } finally {
      await build.close();
    }
  }
}

function run(command, args) {
  execFileSync(command, args, { cwd: ROOT, stdio: 'inherit' });
}

function declarations() {
  run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json']);
  // JSON types inlined, folder specifiers made files: a host of any module resolution reads them
  mendDeclarations(join(DIST, 'types'), join(ROOT, 'src'));
}

function manifest() {
  run(process.execPath, [
    join(ROOT, 'node_modules/@custom-elements-manifest/analyzer/cem.js'),
    'analyze',
    '--config',
    'custom-elements-manifest.config.mjs',
    '--quiet',
  ]);
}

/**
 * The images the elements themselves need, as files a host serves from its image CDN (config
 * `imageCdnBase`): the card sprite and the language flags, drawn by the same code that the reference
 * server's /cdn/ answers with (src/server/cdn). Game and symbol icons are the operator's own content.
 */
async function cdnAssets() {
  const { tsImport } = await import('tsx/esm/api');
  const cards = await tsImport(pathToFileURL(join(ROOT, 'src/server/cdn/cards.ts')).href, import.meta.url);
  const icons = await tsImport(pathToFileURL(join(ROOT, 'src/server/cdn/icons.ts')).href, import.meta.url);
  const cdn = join(DIST, 'cdn');
  mkdirSync(join(cdn, 'cards'), { recursive: true });
  mkdirSync(join(cdn, 'flags'), { recursive: true });
  const sprite = cards.cardSpriteSvg();
  writeFileSync(join(cdn, 'cards', 'sprite.svg'), sprite);
  writeFileSync(join(cdn, 'cards.svg'), sprite);
  for (const [language, svg] of Object.entries(icons.FLAGS))
    writeFileSync(join(cdn, 'flags', `${language}.svg`), svg);
}

function copyHostPages() {
  const hostDemo = join(ROOT, 'src', 'host-demo');
  if (!existsSync(hostDemo)) return 0;
  let count = 0;
  for (const name of readdirSync(hostDemo)) {
    cpSync(join(hostDemo, name), join(DIST, name), { recursive: true });
    count++;
  }
  return count;
}

/** Text files worth compressing, and the smallest size for which it pays. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const COMPRESS_FROM_BYTES = 1024;

/** Writes <file>.br and <file>.gz beside every compressible file of dist/; returns how many files. */
function precompress() {
  let count = 0;
  walk(DIST, (path, stat) => {
    if (!COMPRESSIBLE.test(path) || stat.size < COMPRESS_FROM_BYTES) return;
    const content = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    count++;
  });
  return count;
}

function listOutputs() {
  const rows = [];
  walk(DIST, (path, stat) => {
    if (path === STAMP || /\.(br|gz)$/.test(path)) return;
    const gzip = /\.(js|json|html|css|ts)$/.test(path)
      ? gzipSync(readFileSync(path), { level: 9 }).length
      : null;
    rows.push([relative(ROOT, path), stat.size, gzip]);
  });
  rows.sort((a, b) => a[0].localeCompare(b[0]));
  const kb = (bytes) => (bytes == null ? '' : `${(bytes / 1024).toFixed(1)} KB`);
  const width = Math.max(...rows.map((row) => row[0].length));
  console.log(`\n${'file'.padEnd(width)}  ${'size'.padStart(10)}  ${'gzip'.padStart(10)}`);
  for (const [path, size, gzip] of rows)
    console.log(`${path.padEnd(width)}  ${kb(size).padStart(10)}  ${kb(gzip).padStart(10)}`);
  console.log(`${rows.length} files in dist/`);
}

export async function build({ quiet = false } = {}) {
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(DIST, { recursive: true });

  let done = step('rollup bundles');
  await bundle();
  done();

  done = step('declarations (tsc -p tsconfig.build.json)');
  declarations();
  done();

  done = step('typings (elements, events, JSX, Vue, entries)');
  const { elements, unresolved } = scanWidgets(ROOT);
  const { findEntries } = await import(pathToFileURL(join(ROOT, 'rollup.config.mjs')).href);
  writeTypings({
    root: ROOT,
    dist: DIST,
    elements,
    hostEvents: scanHostEvents(ROOT),
    entries: findEntries(ROOT),
  });
  done();
  for (const call of unresolved) {
    console.warn(
      `  warning: defineWidget(${call.tagExpression}, …) in ${call.file}: tag is not a literal and has no @element JSDoc block; not typed`,
    );
  }

  done = step('custom-elements.json');
  manifest();
  done();

  done = step('docs/elements.md, vscode.html-custom-data.json');
  writeElementsDoc(join(DIST, 'custom-elements.json'), join(ROOT, 'docs', 'elements.md'));
  writeVsCodeData(join(DIST, 'custom-elements.json'), join(DIST, 'vscode.html-custom-data.json'));
  done();

  done = step('CDN images (card sprite, flags)');
  await cdnAssets();
  done();

  done = step('host pages');
  const copied = copyHostPages();
  done();
  if (copied === 0) console.log('  (src/host-demo is empty)');

  done = step('precompressed copies (.br, .gz)');
  const compressed = precompress();
  done();
  if (!quiet) console.log(`  ${compressed} files`);

  writeFileSync(STAMP, new Date().toISOString() + '\n');
  if (!quiet) listOutputs();
  console.log(`build: ${elements.length} elements: ${elements.map((element) => element.tag).join(', ')}`);
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  if (process.argv.includes('--if-stale') && isFresh()) {
    console.log('build: dist/ is up to date (newer than every file of src/ except src/server); skipped');
  } else {
    build().catch((error) => {
      console.error(`\nbuild failed: ${error.message ?? error}`);
      if (error.frame) console.error(error.frame);
      process.exitCode = 1;
    });
  }
}
