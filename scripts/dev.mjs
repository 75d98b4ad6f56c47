// `npm run dev`: the edit loop. Arguments are passed on to the server (`npm run dev -- --reset`).
//
// - the widgets: rollup in watch mode, development build (not minified, with source maps), into dist/;
//   a change of a widget rebuilds the bundles, and a console page open in a browser reloads itself
//   (each entry of the development build checks every second whether it changed). The full build's
//   compressed copies (.br, .gz) are removed, so the rebuilt files are served; `npm run build`
//   makes the production build again;
// - the server: built by esbuild in watch mode (scripts/build-server.mjs) and restarted after each
//   rebuild, on the database of ./data (or --data DIR) and port 8080 (or PORT / --port);
// - a dist/ that does not exist yet is built once in full first (scripts/build.mjs), since the
//   console's page, typings and element manifest come from the full build.
//
// Ctrl-C stops everything (the server stops cleanly: open requests finish, the database closes).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { watch } from 'rollup';
import { watchServer } from './build-server.mjs';

/** Removes the .br and .gz copies the full build writes beside the files of dist/. */
function removeCompressedCopies(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && /\.(br|gz)$/.test(entry.name)) rmSync(join(entry.parentPath, entry.name));
}

/**
 * A rollup plugin: each entry of the development build asks the server every second whether it has
 * changed (a HEAD request for its own URL, compared by ETag: same origin, so the console's
 * Content-Security-Policy allows it; the server logs these at debug) and reloads the page when it has.
 * Only in `npm run dev`.
 */
function reloadOnRebuild() {
  const snippet = `;(() => {
  const url = import.meta.url, seen = (globalThis.__devReload ??= new Set());
  if (seen.has(url)) return;
  seen.add(url);
  let tag;
  setInterval(async () => {
    const answer = await fetch(url, { method: 'HEAD', cache: 'no-store', headers: { 'X-Dev-Reload': '1' } }).catch(() => null);
    const now = answer && answer.ok ? answer.headers.get('etag') : null;
    if (now && tag && now !== tag) location.reload();
    if (now) tag = now;
  }, 1000);
})();`;
  return { name: 'dev-reload', banner: (chunk) => (chunk.isEntry ? snippet : '') };
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const hasData = args.some((a) => a === '--data' || a.startsWith('--data='));
const serverArgs = [...(hasData ? [] : ['--data', join(root, 'data')]), ...args];

if (!existsSync(join(root, 'dist', 'widgets'))) {
  console.log('dev: no dist/ yet: one full build first (about two minutes)');
  const first = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (first.status !== 0) process.exit(first.status ?? 1);
}

// the widgets: rollup's own watch mode over the project's configuration, in development
process.env.NODE_ENV = 'development';
const { default: configs } = await import('../rollup.config.mjs');
// the full build's compressed copies would be served in place of the rebuilt files
removeCompressedCopies(join(root, 'dist'));
const rollup = watch(
  configs.map((config) => ({
    ...config,
    plugins: [...config.plugins, reloadOnRebuild()],
    watch: { clearScreen: false },
  })),
);
rollup.on('event', (event) => {
  if (event.code === 'BUNDLE_END') {
    const names = Object.keys(event.input ?? {}).length;
    console.log(`dev: widgets rebuilt in ${(event.duration / 1000).toFixed(1)} s (${names} entries)`);
    void event.result.close();
  } else if (event.code === 'ERROR') {
    console.error(`dev: the widgets do not build: ${event.error.message}`);
    event.result?.close();
  }
});

let server = null;
let restarting = false;
let stopping = false;

/** Starts the server, or restarts it once the running one has stopped (the data folder is locked). */
function startServer() {
  if (stopping) return;
  if (server) {
    if (restarting) return;
    restarting = true;
    server.once('exit', () => {
      server = null;
      restarting = false;
      startServer();
    });
    server.kill('SIGTERM');
    return;
  }
  server = spawn(
    process.execPath,
    ['--enable-source-maps', join(root, 'build', 'server', 'main.js'), ...serverArgs],
    {
      cwd: root,
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      // its own process group: Ctrl-C reaches this process only, which stops the server once (a
      // second signal would stop it at once); it still stops if this process dies (its IPC closes)
      detached: true,
      env: { ...process.env, KEEP_BACKUPS: process.env.KEEP_BACKUPS ?? '0' },
    },
  );
  server.on('exit', (code, signal) => {
    if (!restarting && !stopping)
      console.log(`dev: the server stopped (${signal ?? code}); it restarts on the next change`);
    if (!restarting) server = null;
  });
}

const watcher = await watchServer(() => {
  console.log('dev: server built; (re)starting it');
  startServer();
});

function stop() {
  if (stopping) return;
  stopping = true;
  void rollup.close();
  void watcher.dispose();
  if (server) server.once('exit', () => process.exit(0)).kill('SIGTERM');
  else process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
