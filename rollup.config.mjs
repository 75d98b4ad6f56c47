// Rollup configuration of the element bundles (used by scripts/build.mjs through rollup's JS API).
//
// Two builds (the default export is an array; scripts/build.mjs runs each):
// 1. the element bundles (globbed, so an area without elements.ts is simply absent):
//      src/widgets/<area>/elements.ts -> dist/widgets/<area>.js (self-registering, re-exports `configure`)
//    and the core for hosts: src/core/index.ts -> dist/core.js (defines no element)
//    Code shared by several entries goes to dist/widgets/chunks/; react, signals, r2wc and i18next are
//    in one vendor chunk, so a page that loads two entries downloads them once.
// 2. the standalone script-tag embed for partner portals (ARCHITECTURE: "a small standalone
//    dist/game-history.js"), built on its own so that the console's chunk boundaries do not cut it up:
//      src/widgets/game-history-entry.ts -> dist/game-history.js (everything it needs to show the page)
//                                           dist/game-history/*.js (each detail view, and the Chinese
//                                           texts, loaded on demand)
//    A page that also loads console bundles gets a second copy of React; the elements still share the
//    one translation instance, and defineWidget's idempotent define keeps the first definition of a tag.
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { bundleName } from './scripts/lib/bundle-names.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const production = (process.env.NODE_ENV ?? 'production') === 'production';

/** Entry name (output path without .js, relative to dist/) -> source file. */
export function findEntries(cwd = root) {
  const entries = {};
  const widgets = resolve(cwd, 'src/widgets');
  const areas = existsSync(widgets) ? readdirSync(widgets, { withFileTypes: true }) : [];
  for (const area of areas
    .filter((dirent) => dirent.isDirectory())
    .map((dirent) => dirent.name)
    .sort()) {
    const file = resolve(widgets, area, 'elements.ts');
    if (existsSync(file)) entries[`widgets/${bundleName(area)}`] = file;
  }
  const embed = resolve(cwd, 'src/widgets/game-history-entry.ts');
  if (existsSync(embed)) entries['game-history'] = embed;
  // the core as a host uses it (the package's main module): in the elements' build, so it shares their
  // chunks and a host reads the very session and configuration the elements use
  const core = resolve(cwd, 'src/core/index.ts');
  if (existsSync(core)) entries.core = core;
  return entries;
}

// Every element needs react, react-dom, r2wc, signals-core, i18next and react-i18next (defineWidget
// imports them all): one vendor chunk, fetched once and cached across releases of our own code.
// Libraries only some elements use (tables, virtual lists, the signals-react runtime and its
// use-sync-external-store shims, …) are left to rollup's automatic chunks, so the partner embed does not
// download them. (CommonJS proxies carry their package's path, so they follow their package.)
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc|@preact[\\/]signals-core|@lit|i18next|react-i18next|void-elements|html-parse-stringify)[\\/]|^\0commonjsHelpers/;

const plugins = (extra = []) => [
  ...extra,
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
  commonjs(),
  esbuild({
    include: /\.[jt]sx?$|\.json$/,
    jsx: 'automatic',
    target: 'es2022',
    minify: production,
    legalComments: 'none',
    loaders: { '.json': 'json' },
    tsconfig: resolve(root, 'tsconfig.json'),
  }),
];

// The partner embed renders its React components with Preact's React-compatible runtime: the same
// components, a tenth of react-dom's size and start-up work (docs/decisions.md, "Translations per
// area, and the standalone partner embed").
const PREACT_COMPAT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

// The partner embed translates with a small instance that has the part of i18next's API it uses (plain
// keys and {{values}}: no plurals, contexts or formatters in its texts), a fifteenth of i18next's size;
// a console bundle loaded on the same page takes it over with i18next itself
// (src/core/i18n/light-i18next.ts; docs/decisions.md, "Translations per area, and the standalone
// partner embed").
const LIGHT_I18NEXT = [{ find: /^i18next$/, replacement: resolve(root, 'src/core/i18n/light-i18next.ts') }];

// esbuild minifies each module as it is transformed; terser then minifies each whole chunk, where
// it can inline and drop across module boundaries (about 2-3% smaller gzip for the embed).
const minifyChunks = () =>
  production ? [terser({ module: true, compress: { passes: 2 }, format: { comments: false } })] : [];

// fast-json-patch's ES module build (module/helpers.mjs) starts with TypeScript's `__extends` helper,
// written for scripts: `var __extends = (this && this.__extends) || …`. At the top of an ES module
// `this` is undefined, so the helper defines itself. `moduleContext` states that for exactly this
// package's files (`(void 0)`, the value undefined), so rollup has nothing to guess or warn about. The
// parentheses matter: `this.__extends` becomes `(void 0).__extends`; `void 0.__extends` does not parse.
const moduleContext = (id) => (/[\\/]fast-json-patch[\\/]module[\\/]/.test(id) ? '(void 0)' : undefined);

function onwarn(warning, warn) {
  // react-i18next and some CJS packages carry "use client" directives that mean nothing in a bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}

const { 'game-history': embedEntry, ...elementEntries } = findEntries();

const elements = {
  input: elementEntries,
  preserveEntrySignatures: 'exports-only',
  plugins: plugins(),
  moduleContext,
  onwarn,
  output: {
    dir: resolve(root, 'dist'),
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'widgets/chunks/[name]-[hash].js',
    sourcemap: !production,
    plugins: minifyChunks(),
    manualChunks(id) {
      return VENDOR.test(id) ? 'vendor' : undefined;
    },
  },
};

/**
 * The embed's chunks. Its entry (game-history.js) is a small first script: the modules it imports
 * statically stay in it. Everything the renderer (game-history-renderer.ts: React, i18next, the
 * element) imports statically is one `renderer` chunk, even what the view chunks share with it: the
 * first script asks for the renderer and the view's chunk together, and a view chunk then imports only
 * files already on their way (rollup would otherwise put the code shared by the renderer and a view in
 * a third chunk, which the browser would discover only once one of them has arrived: a round trip more).
 */
export function embedChunks(entry, renderer) {
  let closures = null;
  const closureOf = (getModuleInfo, id) => {
    const seen = new Set();
    const visit = (current) => {
      if (seen.has(current)) return;
      seen.add(current);
      for (const imported of getModuleInfo(current)?.importedIds ?? []) visit(imported);
    };
    visit(id);
    return seen;
  };
  return (id, { getModuleInfo }) => {
    closures ??= { entry: closureOf(getModuleInfo, entry), renderer: closureOf(getModuleInfo, renderer) };
    if (closures.entry.has(id)) return 'start';
    return closures.renderer.has(id) ? 'renderer' : undefined;
  };
}

// The embed's entry file holds the first script's static code; 'allow-extension' lets the on-demand
// chunks import shared code from it instead of a facade chunk.
const embed = embedEntry && {
  input: { 'game-history': embedEntry },
  preserveEntrySignatures: 'allow-extension',
  plugins: plugins([alias({ entries: [...PREACT_COMPAT, ...LIGHT_I18NEXT] })]),
  moduleContext,
  onwarn,
  output: {
    dir: resolve(root, 'dist'),
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'game-history/[name]-[hash].js',
    sourcemap: !production,
    plugins: minifyChunks(),
    manualChunks: embedChunks(embedEntry, resolve(root, 'src/widgets/games/game-history-renderer.ts')),
  },
};

export default [elements, embed].filter((config) => config && Object.keys(config.input).length > 0);
