/**
 * The package as npm packs it: what ships (built modules, typings, the manifest, the CDN images, README
 * and LICENSE) and what never does (sources, tests, benchmarks, CI); one export per bundle entry.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript modules without typings
import { findEntries } from '../../../rollup.config.mjs';
// @ts-expect-error plain JavaScript modules without typings
import { FORBIDDEN } from '../../../.ci/consume-package.mjs';

const root = process.cwd();
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
  files: string[];
  types: string;
  customElements: string;
  sideEffects: string[] | boolean;
};

describe('npm pack lists no test, bench or CI file', () => {
  it('the dry run of npm pack holds no source, test, bench, CI or precompressed file', () => {
    const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: root,
      encoding: 'utf8',
    });
    const files = (
      JSON.parse(output.slice(output.search(/^\[/m))) as { files: { path: string }[] }[]
    )[0].files.map((file) => file.path);
    expect(files).toContain('package.json');
    expect(files).toContain('README.md');
    expect(files).toContain('LICENSE');
    expect(files.filter((file) => (FORBIDDEN as RegExp).test(file))).toEqual([]);
    // npm itself takes seconds to start on a busy machine: a generous wait, not a speed check
  }, 60_000);
});

describe('package.json exports one module per bundle entry, with its typings', () => {
  const entries = findEntries(root) as Record<string, string>;

  it('every element bundle, the embed and the core have an export with types and a module', () => {
    for (const name of Object.keys(entries)) {
      const subpath = name === 'core' ? './core' : `./${name.replace(/^widgets\//, '')}`;
      expect(manifest.exports[subpath], `${subpath} (${relative(root, entries[name])})`).toEqual({
        types: `./dist/${name}.d.ts`,
        default: `./dist/${name}.js`,
      });
    }
  });

  it('the main module is the core, typed by the global typings; the manifest and the framework typings are exported', () => {
    expect(manifest.exports['.']).toEqual({ types: './dist/casino-widgets.d.ts', default: './dist/core.js' });
    expect(manifest.types).toBe('./dist/casino-widgets.d.ts');
    expect(manifest.customElements).toBe('dist/custom-elements.json');
    expect(manifest.exports['./custom-elements.json']).toBe('./dist/custom-elements.json');
    expect(manifest.exports['./react']).toEqual({ types: './dist/casino-widgets-react.d.ts' });
    expect(manifest.exports['./vue']).toEqual({ types: './dist/casino-widgets-vue.d.ts' });
  });
});
