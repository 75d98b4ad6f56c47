// `npm run dev`: the edit loop. Arguments are passed on to the server (`npm run dev -- --reset`).
//
// - the widgets: esbuild, development build (not minified, with source maps), into dist/
//   (scripts/dev-widgets.mjs); a change of a widget rebuilds the bundles in about a second, and a
//   console page open in a browser reloads itself (each entry of the development build checks every
//   second whether it changed). The standalone partner embed (dist/game-history.js) is rebuilt by
//   rollup's watch mode over its configuration in rollup.config.mjs. The full build's compressed
//   copies (.br, .gz) are removed, so the rebuilt files are served; `npm run build` makes the
//   production build again;
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
import { RELOAD_SNIPPET, watchWidgets } from './dev-widgets.mjs';

/** Removes the .br and .gz copies the full build writes beside the files of dist/. */
function removeCompressedCopies(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && /\.(br|gz)$/.test(entry.name)) rmSync(join(entry.parentPath, entry.name));
}

/** A rollup plugin: the reload check of scripts/dev-widgets.mjs at the top of each entry. Only in `npm run dev`. */
function reloadOnRebuild() {
  return { name: 'dev-reload', banner: (chunk) => (chunk.isEntry ? RELOAD_SNIPPET : '') };
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

// the widgets: esbuild over the production build's entries; the partner embed: rollup's own watch mode
process.env.NODE_ENV = 'development';
const { default: configs, findEntries } = await import('../rollup.config.mjs');
// the full build's compressed copies would be served in place of the rebuilt files
removeCompressedCopies(join(root, 'dist'));
// dist/ now holds development bundles: `npm start`, `npm run build --if-stale` and the e2e suite must
// build the production bundles again rather than take these for them
rmSync(join(root, 'dist', '.build-stamp'), { force: true });
const { 'game-history': _embed, ...entries } = findEntries(root);
const widgets = await watchWidgets({
  root,
  entries,
  outdir: join(root, 'dist'),
  onBuilt({ ms, errors }) {
    if (errors.length === 0) console.log(`dev: widgets rebuilt in ${(ms / 1000).toFixed(1)} s`);
    else console.error(`dev: the widgets do not build:\n${errors.map(formatError).join('\n')}`);
  },
});
const rollup = watch(
  configs
    .filter((config) => 'game-history' in config.input)
    .map((config) => ({
      ...config,
      plugins: [...config.plugins, reloadOnRebuild()],
      watch: { clearScreen: false },
    })),
);
rollup.on('event', (event) => {
  if (event.code === 'BUNDLE_END') {
    console.log(`dev: partner embed rebuilt in ${(event.duration / 1000).toFixed(1)} s`);
    void event.result.close();
  } else if (event.code === 'ERROR') {
    console.error(`dev: the partner embed does not build: ${event.error.message}`);
    event.result?.close();
  }
});

/** An esbuild error as `file:line:column: text`. */
function formatError(error) {
  const where = error.location ? `${error.location.file}:${error.location.line}:${error.location.column}: ` : '';
  return `  ${where}${error.text}`;
}

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
  void widgets.stop();
  void watcher.dispose();
  if (server) server.once('exit', () => process.exit(0)).kill('SIGTERM');
  else process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
