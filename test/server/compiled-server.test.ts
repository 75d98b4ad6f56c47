/**
 * The server runs compiled (scripts/build-server.mjs, run by `npm start` with plain node): the build
 * succeeds, and what the built server imports at run time is Node's own modules and the packages of
 * package.json's `dependencies` only, so an installation without the development packages
 * (npm ci --omit=dev) runs it, and no TypeScript loader is needed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

let outdir: string;
let metafile: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  outdir = await mkdtemp(path.join(tmpdir(), 'server-build-'));
  metafile = await buildServer(outdir);
}, 120_000);
afterAll(() => rm(outdir, { recursive: true, force: true }));

describe('the compiled server', () => {
  it('is built to JavaScript with its migrations beside it', () => {
    expect(existsSync(path.join(outdir, 'main.js'))).toBe(true);
    expect(existsSync(path.join(outdir, 'db-tool.js'))).toBe(true);
    expect(existsSync(path.join(outdir, 'ledger-cli.js'))).toBe(true);
    expect(existsSync(path.join(outdir, 'migrations'))).toBe(true);
  });

  it('imports only Node modules and the packages of dependencies (none of devDependencies)', () => {
    const packages = new Set(
      Object.values(metafile.outputs)
        .flatMap((output) => output.imports)
        .filter((i) => i.external)
        .map((i) => i.path)
        .filter((p) => !p.startsWith('node:') && !builtinModules.includes(p))
        .map(packageOf),
    );
    expect(packages.size).toBeGreaterThan(5);
    const outside = [...packages].filter((name) => !(name in pkg.dependencies));
    expect(outside).toEqual([]);
  });
});
