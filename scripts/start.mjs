// `npm start`: builds the console when dist/ is stale (scripts/build.mjs --if-stale, when that script
// exists), then runs the back-office server (src/server/main.ts through tsx) with the arguments
// forwarded, e.g. `npm start -- --reset`, `npm start -- --scale 100000`, `npm start -- --split-ports`.
// The embedded database lives in ./data, created and seeded on the first run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
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

const dataArg = args.indexOf('--data');
const dataDir = dataArg >= 0 ? args[dataArg + 1] : join(root, 'data');
// 'memory://' keeps the data in memory (tests): no folder to create
if (!process.env.DATABASE_URL && dataDir && dataDir !== 'memory://' && !existsSync(dataDir)) {
  mkdirSync(dataDir, { recursive: true });
  console.log(`start: created ${dataDir}; the demo operator is seeded on this first run.`);
}

const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');
const child = spawn(
  process.execPath,
  [tsxCli, join(root, 'src', 'server', 'main.ts'), ...(dataArg >= 0 ? [] : ['--data', dataDir]), ...args],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
