// Builds the back-office server to JavaScript, so `npm start` runs it with plain `node`:
//
//   node scripts/build-server.mjs              build/server/main.js, db-tool.js and ledger-cli.js
//   node scripts/build-server.mjs --if-stale   skip when build/server is newer than every file of
//                                              src/server and src/core (what the server imports)
//   node scripts/build-server.mjs --watch      rebuild on every change (`npm run dev`)
//
// One esbuild pass: src/server/main.ts, db-tool.ts and ledger-cli.ts with everything they import from
// src/, as ES modules for Node (the version package.json's engines names) with source maps; the
// packages of node_modules stay imports (the dependencies of package.json). The SQL migrations are
// copied beside the bundle (src/server/migrate.ts reads them next to itself), and the bundle sits two
// folders below the repository's root, as src/server does, so the server finds package.json and dist/.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT = join(ROOT, 'build', 'server');
const ENTRIES = ['main', 'db-tool', 'ledger-cli'].map((name) => join(ROOT, 'src', 'server', `${name}.ts`));
const MIGRATIONS = join(ROOT, 'src', 'server', 'migrations');

/** Newest modification time of the files under `dir` (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) time = Math.max(time, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  return time;
}

/** True when the built server is older than a source it is built from. */
export function serverIsStale() {
  const built = join(SERVER_OUT, 'main.js');
  if (!existsSync(built)) return true;
  const sources = Math.max(newest(join(ROOT, 'src', 'server')), newest(join(ROOT, 'src', 'core')));
  return statSync(built).mtimeMs < sources;
}

const options = {
  entryPoints: ENTRIES,
  outdir: SERVER_OUT,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // chunks beside the entries: the code finds files relative to its own module (see above)
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
};

function copyMigrations(outdir = SERVER_OUT) {
  rmSync(join(outdir, 'migrations'), { recursive: true, force: true });
  cpSync(MIGRATIONS, join(outdir, 'migrations'), { recursive: true });
  // the embedded database's worker is loaded by its file name (new Worker(new URL('./pglite-worker.mjs',
  // import.meta.url))): plain JavaScript importing only Node modules and PGlite, copied as it is
  cpSync(join(ROOT, 'src', 'server', 'pglite-worker.mjs'), join(outdir, 'pglite-worker.mjs'));
}

/** Builds the server into `outdir`; answers esbuild's metafile (every input and import). */
export async function buildServer(outdir = SERVER_OUT) {
  const esbuild = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const started = Date.now();
  const result = await esbuild.build({ ...options, outdir, metafile: true });
  copyMigrations(outdir);
  console.log(`build: server built into ${relative(ROOT, outdir)} in ${Date.now() - started} ms`);
  return result.metafile;
}

/** Rebuilds on every change of what the server imports; resolves once the first build is done. */
export async function watchServer(onRebuilt = () => {}) {
  const esbuild = await import('esbuild');
  rmSync(SERVER_OUT, { recursive: true, force: true });
  const context = await esbuild.context({
    ...options,
    plugins: [
      {
        name: 'after-build',
        setup(build) {
          build.onEnd((result) => {
            if (result.errors.length > 0) return;
            copyMigrations();
            onRebuilt();
          });
        },
      },
    ],
  });
  await context.watch();
  return context;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.includes('--if-stale') && !serverIsStale()) {
    console.log('build: build/server is up to date; skipped');
  } else if (args.includes('--watch')) {
    await watchServer(() => console.log('build: server rebuilt'));
  } else {
    await buildServer();
  }
}
