/**
 * What tsc writes into dist/types, mended so that any host's compiler reads it.
 *
 * JSON types. Declarations that import a JSON file's type (`import type en from './locales/en/common.json'`)
 * would send a host's compiler looking for JSON files the package does not ship, and would need the
 * host to turn on `resolveJsonModule`. So each such import in dist/types is replaced by a declared
 * constant of the file's own shape (`declare const en: { "app": { "title": string } }`), read from the
 * JSON beside the source file the declaration was made from; `typeof en` then means what it meant.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const IMPORT = /^import type (\w+) from '(\.{1,2}\/[^']+\.json)';$/gm;

/**
 * Folder specifiers. A type tsc spells out as `import("..").X` names a folder, which a host resolving
 * modules as Node does (`node16`, `nodenext`) cannot open: it becomes `import("../index.js")`.
 */
const FOLDER = /import\("(\.{1,2}(?:\/\.\.)*)"\)/g;

/** The TypeScript type of a parsed JSON value, as `import type` of the file would see it. */
export function jsonType(value, indent = '') {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const kinds = [...new Set(value.map((v) => jsonType(v, indent)))];
    return kinds.length === 0 ? 'never[]' : `(${kinds.join(' | ')})[]`;
  }
  const inner = `${indent}  `;
  const fields = Object.entries(value).map(
    ([k, v]) => `${inner}${JSON.stringify(k)}: ${jsonType(v, inner)};`,
  );
  return fields.length ? `{\n${fields.join('\n')}\n${indent}}` : '{}';
}

function* declarationFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* declarationFiles(path);
    else if (entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Mends every declaration under `typesDir` (made from `srcDir`); returns the files changed. */
export function mendDeclarations(typesDir, srcDir) {
  const changed = [];
  for (const file of declarationFiles(typesDir)) {
    const text = readFileSync(file, 'utf8');
    const sourceDir = join(srcDir, relative(typesDir, dirname(file)));
    const next = text
      .replace(IMPORT, (_, name, path) => {
        const json = JSON.parse(readFileSync(resolve(sourceDir, path), 'utf8'));
        return `declare const ${name}: ${jsonType(json)};`;
      })
      .replace(FOLDER, (_, folder) => `import("${folder}/index.js")`);
    if (next !== text) {
      writeFileSync(file, next);
      changed.push(file);
    }
  }
  return changed;
}
