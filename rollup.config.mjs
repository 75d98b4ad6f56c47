// Rollup configuration of the element bundles (used by scripts/build.mjs through rollup's JS API).
//
// Entries (globbed, so an area without elements.ts or a missing embed entry is simply absent):
//   src/widgets/<area>/elements.ts    -> dist/widgets/<area>.js   (self-registering, re-exports `configure`)
//   src/widgets/game-history-entry.ts -> dist/game-history.js     (script-tag embed for partner portals)
// Code shared by several entries goes to dist/widgets/chunks/; react, signals, r2wc and i18next are in
// one vendor chunk, so a page that loads two entries downloads them once.
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import esbuild from 'rollup-plugin-esbuild';

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
    if (existsSync(file)) entries[`widgets/${area}`] = file;
  }
  const embed = resolve(cwd, 'src/widgets/game-history-entry.ts');
  if (existsSync(embed)) entries['game-history'] = embed;
  return entries;
}

// Every element needs react, react-dom, r2wc, signals, i18next and react-i18next (defineWidget imports
// them all): one vendor chunk, fetched once and cached across releases of our own code.
// Libraries only some elements use (tables, virtual lists, …) are left to rollup's automatic chunks.
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@r2wc|@preact|@lit|i18next|react-i18next|void-elements|html-parse-stringify)[\\/]|^\0commonjs|\?commonjs-/;

export default {
  input: findEntries(),
  preserveEntrySignatures: 'exports-only',
  plugins: [
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
  ],
  onwarn(warning, warn) {
    // react-i18next and some CJS packages carry "use client" directives that mean nothing in a bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
  output: {
    dir: resolve(root, 'dist'),
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'widgets/chunks/[name]-[hash].js',
    sourcemap: !production,
    manualChunks(id) {
      return VENDOR.test(id) ? 'vendor' : undefined;
    },
  },
};
