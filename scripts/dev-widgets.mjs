// The element bundles of `npm run dev`: one esbuild context over the same entries as the production
// build (rollup.config.mjs: dist/widgets/<area>.js and dist/core.js, code shared by several entries in
// dist/widgets/chunks/), development mode (not minified, with source maps), rebuilt incrementally on
// every change of src/. esbuild rather than rollup's watch mode here: rollup rebuilds the whole graph
// of some 1 500 modules on each change (tree-shaking, chunking and source maps of everything, 4-6 s on
// an idle 2-core machine and several times that while other builds run), esbuild rebuilds it in well
// under a second. The production build stays rollup's (its chunking, terser, the size budgets); the
// standalone partner embed (dist/game-history.js) stays on rollup's watch in `npm run dev`.
//
// The watch is Node's recursive fs.watch on src/ (changes are seen at once; esbuild's own watch polls).
import { existsSync, readdirSync, rmSync, watch } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Each entry of the development build asks the server every second whether it has changed (a HEAD
 * request for its own URL, compared by ETag: same origin, so the console's Content-Security-Policy
 * allows it; the server logs these at debug) and reloads the page when it has. Shared chunks skip it
 * (an entry changes whenever a chunk it imports does, since the chunk's name holds its hash).
 */
export const RELOAD_SNIPPET = `;(() => {
  const url = import.meta.url, seen = (globalThis.__devReload ??= new Set());
  if (seen.has(url) || url.includes('/chunks/')) return;
  seen.add(url);
  let tag;
  setInterval(async () => {
    const answer = await fetch(url, { method: 'HEAD', cache: 'no-store', headers: { 'X-Dev-Reload': '1' } }).catch(() => null);
    const now = answer && answer.ok ? answer.headers.get('etag') : null;
    if (now && tag && now !== tag) location.reload();
    if (now) tag = now;
  }, 1000);
})();`;

/** Removes the files of `dir` (and their maps) that the last build did not write. */
function pruneChunks(dir, written) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (!written.has(file) && !written.has(file.replace(/\.map$/, ''))) rmSync(file, { force: true });
  }
}

/**
 * Builds the element bundles of `entries` (name -> source file, as rollup.config.mjs finds them) into
 * `outdir`, then again on every change below `root`/src; `onBuilt({ ms, errors })` after each build.
 * Resolves once the first build is done, with `stop()`.
 */
export async function watchWidgets({ root, entries, outdir, onBuilt = () => {} }) {
  const esbuild = await import('esbuild');
  let started = 0;
  const context = await esbuild.context({
    absWorkingDir: root,
    entryPoints: entries,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    sourcemap: true,
    chunkNames: 'widgets/chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    tsconfig: resolve(root, 'tsconfig.json'),
    banner: { js: RELOAD_SNIPPET },
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'dev-widgets',
        setup(build) {
          build.onStart(() => {
            started = Date.now();
          });
          build.onEnd((result) => {
            if (result.errors.length === 0 && result.metafile) {
              const written = new Set(Object.keys(result.metafile.outputs).map((file) => resolve(root, file)));
              pruneChunks(join(outdir, 'widgets', 'chunks'), written);
            }
            onBuilt({ ms: Date.now() - started, errors: result.errors, entries: Object.keys(entries).length });
          });
        },
      },
    ],
  });
  await context.rebuild().catch(() => undefined); // errors reach onBuilt

  // one rebuild at a time; a change during a rebuild asks for one more afterwards
  let running = null;
  let again = false;
  const rebuild = () => {
    if (running) {
      again = true;
      return;
    }
    running = context
      .rebuild()
      .catch(() => undefined)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          rebuild();
        }
      });
  };
  let timer = null;
  const watcher = watch(join(root, 'src'), { recursive: true }, (_event, file) => {
    if (file && String(file).startsWith('server')) return; // the server's own watch handles src/server
    clearTimeout(timer);
    timer = setTimeout(rebuild, 20);
  });
  return {
    async stop() {
      watcher.close();
      clearTimeout(timer);
      await running;
      await context.dispose();
    },
  };
}
