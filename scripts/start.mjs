// `npm start`: builds the console when dist/ is stale (scripts/build.mjs --if-stale, when that script
// exists) and the server when build/server is (scripts/build-server.mjs --if-stale), then runs the
// back-office server compiled to JavaScript (`node --enable-source-maps build/server/main.js`, no
// TypeScript loader) with the arguments forwarded, e.g. `npm start -- --reset`,
// `npm start -- --scale 100000`, `npm start -- --split-ports`.
// The embedded database lives in ./data (or --data DIR), created and seeded on the first run.
//
// SIGINT and SIGTERM are passed on to the server, which stops cleanly (src/server/main.ts); the server
// also stops when this process ends without passing anything on (killed): it listens on an IPC channel
// to this one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);

const build = join(root, 'scripts', 'build.mjs');
if (existsSync(build)) {
  const result = spawnSync(process.execPath, [build, '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('start: the build failed; the server starts anyway and serves what dist/ holds.');
  }
}

// the server compiled to JavaScript; an installation without the build tools (npm ci --omit=dev) runs
// the build/server it was given
const serverBuild = join(root, 'scripts', 'build-server.mjs');
const server = join(root, 'build', 'server', 'main.js');
const built = spawnSync(process.execPath, [serverBuild, '--if-stale'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) {
  if (!existsSync(server)) {
    console.error('start: the server could not be built (npm run build:server); nothing to start.');
    process.exit(1);
  }
  console.error('start: the server could not be rebuilt; it starts from the last build/server.');
}

const hasData = args.some((a) => a === '--data' || a.startsWith('--data='));

const child = spawn(
  process.execPath,
  ['--enable-source-maps', server, ...(hasData ? [] : ['--data', join(root, 'data')]), ...args],
  { cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
