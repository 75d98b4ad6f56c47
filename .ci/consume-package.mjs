#!/usr/bin/env node
// CI: the package as somebody else installs it. Run by .ci/run after `npm test` (dist/ is built then, so
// the `prepack` build is a quick check that it is current).
//
// 1. `npm pack` into a scratch folder outside the repository; the tarball holds the built modules, their
//    typings, the manifest and the CDN images, and no source, test, bench or CI file.
// 2. A scratch host project installs the tarball (its dependencies, and the React typings, from the npm
//    registry; no lock file) and:
//    a. type-checks a React 19 + TypeScript host using three elements in JSX, with `strict: true` and
//       `skipLibCheck: false`: the JSX attributes and properties, a typed listener of an element event,
//       and a misspelled attribute that TypeScript must reject (`// @ts-expect-error` fails when it is
//       accepted);
//    b. type-checks a plain TypeScript host (no React, `moduleResolution: nodenext`) importing every
//       export of the package, and checks that none of the package's typings pulls React's in;
//    c. bundles a plain host with esbuild from the package's `exports`, serves it with a stub report
//       service and the package's own card sprite, and renders a blackjack round in Chromium: the
//       dealer's cards appear and the element dispatches casino-round-loaded.
// The scratch folder is removed at the end. Needs the network for the npm registry only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const started = Date.now();
const step = (text) => console.log(`consume-package: ${text} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

function fail(message) {
  throw new Error(message);
}

function run(command, args, cwd) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Files a tarball must never hold: sources, tests, benchmarks, CI, data. */
export const FORBIDDEN = /^(src|test|bench|\.ci|scripts|data|docs)\/|\.(br|gz)$|(^|\/)\.|\.test\.|\.spec\./;
/** Files it must hold. */
const REQUIRED = [
  'package.json',
  'README.md',
  'LICENSE',
  'dist/core.js',
  'dist/casino-widgets.d.ts',
  'dist/casino-widgets-react.d.ts',
  'dist/casino-widgets-vue.d.ts',
  'dist/custom-elements.json',
  'dist/game-history.js',
  'dist/cdn/cards/sprite.svg',
];

export function checkPackedFiles(files) {
  const forbidden = files.filter((file) => FORBIDDEN.test(file));
  if (forbidden.length) fail(`the package holds files it must not ship: ${forbidden.join(', ')}`);
  const missing = REQUIRED.filter((file) => !files.includes(file));
  if (missing.length) fail(`the package lacks ${missing.join(', ')}`);
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
      const path = file.replace(/^\.\//, '');
      if (path.includes('*')) continue;
      if (!files.includes(path)) fail(`exports["${subpath}"] names ${path}, which the package does not hold`);
    }
  }
}

const REACT_HOST = `// A React 19 host: three elements in JSX, their typed events, a misspelled attribute rejected.
import type {} from 'casino-widgets/react';
import { useEffect, useRef } from 'react';
import { configure, type CasinoSavedDetail } from 'casino-widgets';
import 'casino-widgets/players';
import 'casino-widgets/agents';
import 'casino-widgets/games';

configure({ apiUrl: 'https://api.example.com' });

export function Backoffice({ agentId }: { agentId: string }) {
  const players = useRef<CasinoPlayersElement>(null);
  useEffect(() => {
    const element = players.current;
    if (!element) return;
    const saved = (event: CustomEvent<CasinoSavedDetail>) => console.log(event.detail.kind, event.detail.id);
    element.addEventListener('casino-saved', saved);
    element.addEventListener('casino-navigate', (event) => {
      event.preventDefault();
      const path: string = event.detail.path;
      console.log(path);
    });
    return () => element.removeEventListener('casino-saved', saved);
  }, []);
  return (
    <>
      <casino-players ref={players} agent-id={agentId} theme="dark" />
      <casino-agent-form agentId={agentId} id="42" oncasino-saved={(event) => console.log(event.detail.action)} />
      <casino-blackjack-detail
        encryptedId="abc"
        token="t"
        external-game-id={201}
        oncasino-round-loaded={(event) => console.log(event.detail.roundId)}
      />
      {/* @ts-expect-error a misspelled attribute is rejected */}
      <casino-players agentID={agentId} />
    </>
  );
}

document.querySelector('casino-blackjack-detail')?.addEventListener('casino-round-error', (event) => {
  const reason: 'token-expired' | 'no-data' | 'try-again-later' | string = event.detail.reason;
  console.log(reason);
});
`;

const PLAIN_HOST = `// A plain TypeScript host: every export of the package, typed, without React.
import { account, can, claims, configure, on, type CasinoRoundLoadedDetail } from 'casino-widgets';
import { configure as configureCore } from 'casino-widgets/core';
${Object.keys(manifest.exports)
  .filter((subpath) => /^\.\/[a-z-]+$/.test(subpath) && !['./core', './react', './vue'].includes(subpath))
  .map((subpath) => `import '${subpath.replace(/^\./, 'casino-widgets')}';`)
  .join('\n')}
import { CasinoPlayers } from 'casino-widgets/players';

configure({ reportServiceUrl: 'https://reports.example.com' });
configureCore({});
const element: CasinoPlayersElement = new CasinoPlayers();
element.agentId = 'a';
document.createElement('casino-agent-form').agentId = 'b';
document.addEventListener('casino-round-loaded', (event) => {
  const detail: CasinoRoundLoadedDetail = event.detail;
  console.log(detail.kind, account.value?.name, can.viewAgents({ claims: claims.value, agentId: 'a' }));
});
on('casino-language-change', ({ language }) => console.log(language));
`;

const BUNDLED_HOST = `import { configure } from 'casino-widgets';
import 'casino-widgets/games';

configure({
  reportServiceUrl: location.origin,
  imageCdnBase: location.origin + '/cdn/',
  gameTypes: { slot: '101', blackjack: '201', roulette: '301', keno: '401', videoPoker: '501', triCardPoker: '502', cardGames: '35', crashGames: '601' },
});
const element = document.createElement('casino-blackjack-detail');
element.addEventListener('casino-round-loaded', (event) => {
  document.body.dataset.loaded = event.detail.roundId;
});
element.setAttribute('encrypted-id', 'round-1');
element.setAttribute('token', 'token-1');
element.setAttribute('external-game-id', '201');
document.body.append(element);
`;

function tsconfig(extra) {
  return JSON.stringify(
    {
      compilerOptions: {
        strict: true,
        skipLibCheck: false,
        // TypeScript's own lib files are not the package's: checking them again only costs time
        skipDefaultLibCheck: true,
        noEmit: true,
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        types: [],
        ...extra.compilerOptions,
      },
      files: extra.files,
    },
    null,
    2,
  );
}

async function renderInChromium(host, node_modules) {
  const out = join(host, 'public');
  await build({
    entryPoints: [join(host, 'bundled-host.js')],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: out,
    minify: true,
    absWorkingDir: host,
    logLevel: 'warning',
  });
  writeFileSync(
    join(out, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>' +
      '<script type="module" src="/bundled-host.js"></script></head><body></body></html>',
  );
  const round = readFileSync(join(ROOT, 'test/widgets/games/fixtures/blackjack.json'), 'utf8');
  const sprite = readFileSync(join(node_modules, 'casino-widgets/dist/cdn/cards/sprite.svg'));
  const calls = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://host.invalid').pathname;
    calls.push(`${request.method} ${path}`);
    if (request.method === 'POST' && path === '/api/report/gamedetail') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(round);
    } else if (path === '/cdn/cards/sprite.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(sprite);
    } else if (path === '/' || path.endsWith('.js') || path.endsWith('.html')) {
      const file = join(out, path === '/' ? 'index.html' : path);
      if (!existsSync(file)) return void response.writeHead(404).end();
      const type = file.endsWith('.js') ? 'text/javascript' : 'text/html';
      response.writeHead(200, { 'content-type': type }).end(readFileSync(file));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(origin + '/');
    await page.waitForFunction(() => document.body.dataset.loaded === 'round-1', null, { timeout: 30_000 });
    const cards = await page.locator('casino-blackjack-detail [part~="card"]').evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-card')),
    );
    const expected = JSON.parse(round)
      .dealerCards.split(/\s+/)
      .filter(Boolean)
      .map((code) => code.toUpperCase());
    if (errors.length) fail(`the bundled host threw: ${errors.join('; ')}`);
    for (const code of expected)
      if (!cards.includes(code)) fail(`the dealer's card ${code} is not shown (cards: ${cards.join(' ')})`);
    if (!calls.includes('GET /cdn/cards/sprite.svg')) fail("the package's card sprite was not loaded");
    return cards;
  } finally {
    await browser.close();
    server.close();
  }
}

export async function consumePackage() {
  const scratch = mkdtempSync(join(tmpdir(), 'casino-widgets-consumer-'));
  try {
    step('npm pack (its prepack builds dist/ when it is stale)');
    const output = run('npm', ['pack', '--json', '--pack-destination', scratch], ROOT);
    // the prepack build prints its progress before npm's JSON
    const packed = JSON.parse(output.slice(output.search(/^\[/m)))[0];
    checkPackedFiles(packed.files.map((file) => file.path));
    step(`${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(0)} KB`);

    const host = join(scratch, 'host');
    mkdirSync(host);
    writeFileSync(join(host, 'package.json'), JSON.stringify({ name: 'host', private: true, type: 'module' }));
    run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        '--loglevel=error',
        join(scratch, packed.filename),
        '@types/react@19',
        '@types/react-dom@19',
      ],
      host,
    );
    step('installed the tarball into a scratch host');

    writeFileSync(join(host, 'react-host.tsx'), REACT_HOST);
    writeFileSync(
      join(host, 'tsconfig.react.json'),
      tsconfig({
        compilerOptions: { jsx: 'react-jsx', module: 'ESNext', moduleResolution: 'bundler' },
        files: ['react-host.tsx'],
      }),
    );
    try {
      run(process.execPath, [TSC, '-p', 'tsconfig.react.json'], host);
    } catch (error) {
      fail(`the React host does not type-check:\n${error.stdout}${error.stderr}`);
    }
    step('(a) React + TypeScript host type-checks (strict, skipLibCheck false; the misspelling rejected)');

    writeFileSync(join(host, 'plain-host.ts'), PLAIN_HOST);
    writeFileSync(
      join(host, 'tsconfig.plain.json'),
      tsconfig({ compilerOptions: { module: 'NodeNext', moduleResolution: 'nodenext' }, files: ['plain-host.ts'] }),
    );
    let listed;
    try {
      listed = run(process.execPath, [TSC, '-p', 'tsconfig.plain.json', '--listFiles'], host);
    } catch (error) {
      fail(`the plain TypeScript host does not type-check:\n${error.stdout}${error.stderr}`);
    }
    const react = listed.split('\n').filter((file) => /node_modules\/@types\/react/.test(file));
    if (react.length) fail(`the package's typings pull in React's: ${react.join(', ')}`);
    step('(b) plain TypeScript host type-checks every export (nodenext, no React typings)');

    writeFileSync(join(host, 'bundled-host.js'), BUNDLED_HOST);
    const cards = await renderInChromium(host, join(host, 'node_modules'));
    step(`(c) bundled plain host renders in Chromium: dealer's cards ${cards.join(' ')}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  consumePackage().catch((error) => {
    console.error(`consume-package: FAILED: ${error.message}`);
    process.exitCode = 1;
  });
}
