// The design tokens (`--casino-*` custom properties), read from the sources: the sheet of defaults
// (TOKENS of src/widgets/shared/tokens.ts, resolved on every element's :host into a private
// `--_casino-…` property that components read with a bare `var(--_casino-…)`), the
// `var(--casino-…, <default>)` reads that keep a default of their own (layout lengths of one element,
// the host-demo pages), and the `@cssprop` JSDoc tag that describes each one. A read of a private
// property counts as `var(--casino-…, <the sheet's default>)`. docs/elements.md lists them
// (scripts/lib/elements-doc.mjs) and a unit test holds them to one default and one description each
// (test/unit/packaging/design-tokens.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The text inside the parentheses that open at `start` (the index of '('), or null when unbalanced. */
function balanced(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(start + 1, i);
  }
  return null;
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(entry.name)) files.push(path);
  }
  return files;
}

export const TOKEN_SHEET = 'src/widgets/shared/tokens.ts';

/** TOKENS of the sheet: { '--casino-x': 'value' } (a value may name another token's `var(--_casino-y)`). */
export function sheetTokens(root) {
  const text = readFileSync(resolve(root, TOKEN_SHEET), 'utf8');
  const block = /TOKENS = \{([\s\S]*?)\} as const/.exec(text)?.[1] ?? '';
  const tokens = {};
  for (const match of block.matchAll(/'(--casino-[a-z0-9-]+)':\s*'([^']*)'/g)) tokens[match[1]] = match[2];
  return tokens;
}

/** The sheet's defaults as public reads: `var(--_casino-y)` inside a default -> `var(--casino-y, <its default>)`. */
function publicDefaults(root) {
  const sheet = sheetTokens(root);
  const expand = (value) =>
    value.replace(
      /var\(--_(casino-[a-z0-9-]+)\)/g,
      (_, name) => `var(--${name}, ${expand(sheet[`--${name}`] ?? '')})`,
    );
  return Object.fromEntries(Object.entries(sheet).map(([name, value]) => [name, expand(value)]));
}

/** `light-dark(a, b)` -> { light: a, dark: b }; anything else is the same in both schemes. */
export function schemes(value) {
  const match = /^light-dark\((.*)\)$/.exec(value.trim());
  if (!match) return { light: value, dark: value };
  const inner = match[1];
  let depth = 0;
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '(') depth++;
    else if (inner[i] === ')') depth--;
    else if (inner[i] === ',' && depth === 0)
      return { light: inner.slice(0, i).trim(), dark: inner.slice(i + 1).trim() };
  }
  return { light: value, dark: value };
}

/**
 * Every token: [{ name, defaults: [default text…], description, descriptions, files }], sorted by name.
 * A default is the text after the comma of `var(--casino-x, …)`, whitespace collapsed.
 */
export function scanTokens(root) {
  const defaults = publicDefaults(root);
  const tokens = new Map();
  const token = (name) => {
    if (!tokens.has(name))
      tokens.set(name, {
        name,
        defaults: new Set(),
        descriptions: new Set(),
        shared: null,
        files: new Set(),
      });
    return tokens.get(name);
  };
  const files = [
    ...sourceFiles(resolve(root, 'src/widgets')),
    ...readdirSync(resolve(root, 'src/host-demo'))
      .filter((name) => name.endsWith('.css'))
      .map((name) => resolve(root, 'src/host-demo', name)),
  ];
  for (const file of files) {
    const rel = relative(root, file);
    if (rel === TOKEN_SHEET) continue;
    let text = readFileSync(file, 'utf8');
    // a read of the sheet's private property stands for the public one with the sheet's default
    text = text.replace(
      /var\(--_(casino-[a-z0-9-]+)\)/g,
      (_, name) => `var(--${name}, ${defaults[`--${name}`]})`,
    );
    // a default written with a constant of the file (`${TREE_INDENT}px`) reads as its value
    for (const [, name, value] of text.matchAll(/const ([A-Z][A-Z0-9_]*) = (\d+(?:\.\d+)?);/g))
      text = text.replaceAll('${' + name + '}', value);
    // comments name tokens in prose; only the code reads them
    const code = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/var\(/g, 'var_('));
    for (const match of text.matchAll(
      /@cssprop\s+(--casino-[a-z0-9-]+)\s+-?\s*([^\n]*(?:\n\s*\*\s+(?!@)[^\n]*)*)/g,
    )) {
      const description = match[2]
        .replace(/\n\s*\*\s*/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (!description) continue;
      token(match[1]).descriptions.add(description);
      // the shared base sheet describes the tokens every element reads
      if (rel === 'src/widgets/shared/styles.ts') token(match[1]).shared = description;
    }
    // a host page declares the defaults of the tokens it reads once, in a `:where(:root)` block; a
    // default naming another token of the block reads as that one with its default
    const block = rel.endsWith('.css') ? /:where\(:root\)\s*\{([^}]*)\}/.exec(code) : null;
    if (block) {
      const declared = Object.fromEntries(
        [...block[1].matchAll(/(--casino-[a-z0-9-]+)\s*:\s*([^;]+);/g)].map((m) => [
          m[1],
          m[2].replace(/'/g, '"').replace(/\s+/g, ' ').trim(),
        ]),
      );
      const expand = (value) =>
        value.replace(/var\((--casino-[a-z0-9-]+)\)/g, (whole, name) =>
          name in declared ? `var(${name}, ${expand(declared[name])})` : whole,
        );
      for (const [name, value] of Object.entries(declared)) {
        token(name).files.add(rel);
        token(name).defaults.add(expand(value));
      }
    }
    const reads = block ? code.replace(block[0], '') : code;
    for (const match of reads.matchAll(/var\((--casino-[a-z0-9-]+)/g)) {
      const inner = balanced(reads, match.index + 3);
      if (inner === null) continue;
      const entry = token(match[1]);
      entry.files.add(rel);
      const comma = inner.indexOf(',');
      if (comma >= 0)
        entry.defaults.add(
          inner
            .slice(comma + 1)
            .replace(/\s+/g, ' ')
            .trim(),
        );
    }
  }
  return [...tokens.values()]
    .map((entry) => ({
      name: entry.name,
      defaults: [...entry.defaults],
      descriptions: [...entry.descriptions],
      description: entry.shared ?? [...entry.descriptions].sort((a, b) => b.length - a.length)[0] ?? '',
      files: [...entry.files].sort(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The one default of a token (its first, when the sources disagree), split into the two schemes. */
export function tokenDefault(entry) {
  const value = entry.defaults[0] ?? '';
  return value ? schemes(value) : { light: '', dark: '' };
}
