import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without typings
import { mendDeclarations } from '../../../scripts/lib/declarations.mjs';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'declarations-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return (path: string) => readFileSync(join(root, path), 'utf8');
}

describe('the declarations the package ships read in any host', () => {
  it('a JSON file imported for its type becomes a declared constant of its shape (no JSON file shipped)', () => {
    const read = tree({
      'src/i18n/locales/en.json': JSON.stringify({ app: { title: 'Casino', rows_one: '1 row' } }),
      'types/i18n/keys.d.ts': "import type en from './locales/en.json';\nexport type Texts = typeof en;\n",
    });
    mendDeclarations(join(root, 'types'), join(root, 'src'));
    const text = read('types/i18n/keys.d.ts');
    expect(text).not.toContain('.json');
    expect(text).toContain(
      'declare const en: {\n  "app": {\n    "title": string;\n    "rows_one": string;\n  };\n};',
    );
  });

  it('a type named through a folder (import("..")) is named through its index file', () => {
    const read = tree({
      'src/core/areas/index.ts': '',
      'types/core/areas/index.d.ts': 'export declare const a: import("..").Subject;\n',
    });
    mendDeclarations(join(root, 'types'), join(root, 'src'));
    expect(read('types/core/areas/index.d.ts')).toBe(
      'export declare const a: import("../index.js").Subject;\n',
    );
  });
});
