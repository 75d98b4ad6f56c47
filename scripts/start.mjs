// `npm start`: builds the console when dist/ is stale (scripts/build.mjs --if-stale, when that script
// exists), then runs the back-office server (`node --import tsx src/server/main.ts`) with the arguments
// forwarded, e.g. `npm start -- --reset`, `npm start -- --scale 100000`, `npm start -- --split-ports`.
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

const hasData = args.some((a) => a === '--data' || a.startsWith('--data='));

const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    join(root, 'src', 'server', 'main.ts'),
    ...(hasData ? [] : ['--data', join(root, 'data')]),
    ...args,
  ],
  { cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
