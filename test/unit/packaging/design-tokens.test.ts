/**
 * Theming is a contract: every `--casino-*` token the elements read has one default (a colour one for
 * each colour scheme) and a description, and docs/elements.md lists every token and every event. The
 * defaults are declared once, in the sheet of src/widgets/shared/tokens.ts: components read its
 * private properties with a bare `var()` and write no colour of their own, but colours that are data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript modules without typings
import { scanTokens, schemes, sheetTokens, TOKEN_SHEET } from '../../../scripts/lib/design-tokens.mjs';
// @ts-expect-error plain JavaScript modules without typings
import { scanEventDocs } from '../../../scripts/lib/widget-registry.mjs';

interface Token {
  name: string;
  defaults: string[];
  description: string;
  files: string[];
}

const root = process.cwd();
const tokens = scanTokens(root) as Token[];
const doc = readFileSync(join(root, 'docs/elements.md'), 'utf8');
const sheet = sheetTokens(root) as Record<string, string>;

/** The component sources (src/widgets, *.ts and *.tsx) but the sheet, with their text. */
function componentSources(dir = join(root, 'src/widgets')): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentSources(path);
    const file = relative(root, path);
    if (!/\.tsx?$/.test(entry.name) || file === TOKEN_SHEET) return [];
    return [{ file, text: readFileSync(path, 'utf8') }];
  });
}

/**
 * The colours that are data, not theme, with the reason each file may write them: a host's theme
 * never recolours them.
 */
const COLOURS_AS_DATA: Record<string, string> = {
  'src/widgets/shared/skins.ts': "the skins' palettes: the values a skin sets on the tokens",
  'src/widgets/outlet/Panel.tsx': 'the panel colours a user picks for a page (and their swatches)',
  'src/widgets/reports/Dashboard.tsx': "the charts' series palette (one colour per series)",
  'src/widgets/games/styles.ts': 'a playing card: its white face, the hatching of an unknown card',
  'src/widgets/games/views/RouletteDetail.tsx': 'the white figure on a roulette pocket',
  'src/widgets/games/views/KenoDetail.tsx': 'the white figure on a drawn keno ball',
};

describe('every design token has one default and a description', () => {
  it('the sources read the design tokens', () => {
    expect(tokens.map((token) => token.name)).toEqual(
      expect.arrayContaining(['--casino-color-surface', '--casino-color-text', '--casino-spacing']),
    );
  });

  it('every read of a token gives the same default', () => {
    const disagreeing = tokens.filter((token) => token.defaults.length > 1);
    expect(disagreeing.map((token) => `${token.name}: ${token.defaults.join(' | ')}`)).toEqual([]);
  });

  it('every token is described by an @cssprop tag', () => {
    expect(tokens.filter((token) => !token.description).map((token) => token.name)).toEqual([]);
  });

  it('the neutral colours have a dark default of their own', () => {
    for (const name of [
      '--casino-color-surface',
      '--casino-color-background',
      '--casino-color-text',
      '--casino-color-text-muted',
      '--casino-color-border',
    ]) {
      const token = tokens.find((t) => t.name === name)!;
      const { light, dark } = schemes(token.defaults[0]) as { light: string; dark: string };
      expect(dark, name).not.toBe(light);
    }
  });
});

describe('the design tokens are declared once, in the sheet of defaults', () => {
  it('no component gives a token a colour fallback of its own', () => {
    const fallbacks = componentSources().flatMap(({ file, text }) =>
      [...text.matchAll(/var\(\s*--[a-z0-9_-]+\s*,\s*(?:#|rgba?\(|hsla?\(|light-dark\()/g)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(fallbacks).toEqual([]);
  });

  it('every private token a component reads is declared in the sheet', () => {
    const undeclared = componentSources().flatMap(({ file, text }) =>
      [...text.matchAll(/--_(casino-[a-z0-9-]+)/g)]
        .filter((match) => !(`--${match[1]}` in sheet))
        .map((match) => `${file}: ${match[0]}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('no component writes a colour of its own, but colours that are data', () => {
    const raw = componentSources()
      .filter(({ file }) => !(file in COLOURS_AS_DATA))
      .flatMap(({ file, text }) =>
        [...text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').matchAll(/#[0-9a-f]{3,8}\b/gi)].map(
          (match) => `${file}: ${match[0]}`,
        ),
      );
    expect(raw).toEqual([]);
  });

  it('the sheet gives every colour token one default, and a token defaulting to another names one it declares', () => {
    for (const name of ['--casino-color-primary', '--casino-color-border', '--casino-color-text']) {
      expect(sheet[name], name).toBeTruthy();
    }
    const dangling = Object.entries(sheet).flatMap(([name, value]) =>
      [...value.matchAll(/var\(--_(casino-[a-z0-9-]+)\)/g)]
        .filter((match) => !(`--${match[1]}` in sheet))
        .map(() => `${name}: ${value}`),
    );
    expect(dangling).toEqual([]);
  });
});

/** The host pages' style sheets (src/host-demo/*.css), with their text. */
function hostSheets(): { file: string; text: string }[] {
  const dir = join(root, 'src/host-demo');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => ({ file: `src/host-demo/${name}`, text: readFileSync(join(dir, name), 'utf8') }));
}

/** A host page's one block of defaults (`:where(:root) { … }`), and its text without it. */
function hostDefaults(text: string): { defaults: Record<string, string>; rest: string } {
  const block = /:where\(:root\)\s*\{([^}]*)\}/.exec(text);
  const defaults: Record<string, string> = {};
  for (const match of (block?.[1] ?? '').matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g))
    defaults[match[1]] = match[2].trim();
  return { defaults, rest: block ? text.replace(block[0], '') : text };
}

/** A value with its quotes and spaces made comparable. */
const normal = (value: string) => value.replace(/'/g, '"').replace(/\s+/g, ' ').trim();

describe('the host pages declare the defaults of the tokens they read once', () => {
  it('no host page rule reads a token with a fallback, outside its block of defaults', () => {
    const fallbacks = hostSheets().flatMap(({ file, text }) =>
      [...hostDefaults(text).rest.matchAll(/var\(\s*--[a-z0-9_-]+\s*,[^)]*\)?/g)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(fallbacks).toEqual([]);
  });

  it("a host page's default of an element token is the sheet's default", () => {
    const disagreeing = hostSheets().flatMap(({ file, text }) =>
      Object.entries(hostDefaults(text).defaults)
        .filter(([name, value]) => name in sheet && normal(value) !== normal(sheet[name]))
        .map(([name, value]) => `${file}: ${name}: ${value} (the sheet: ${sheet[name]})`),
    );
    expect(disagreeing).toEqual([]);
  });

  it('the console page declares a default for every token its rules read', () => {
    // a token set only inside one rule (the left panel's colours) or only in the elements' sheet has
    // no value on the rest of the page: every read needs the page's own default
    const console = hostDefaults(readFileSync(join(root, 'src/host-demo/console.css'), 'utf8'));
    const read = new Set(
      [...console.rest.matchAll(/var\((--casino-[a-z0-9-]+)\)/g)].map((match) => match[1]),
    );
    const undeclared = [...read].filter((name) => !(name in console.defaults));
    expect(undeclared).toEqual([]);
    expect(Object.keys(console.defaults)).toEqual(
      expect.arrayContaining(['--casino-color-text', '--casino-nav-color']),
    );
  });
});

describe('docs/elements.md lists every token and every event', () => {
  it('every token, in its own row of the design tokens table', () => {
    const missing = tokens
      .filter((token) => !doc.includes(`| \`${token.name}\` |`))
      .map((token) => token.name);
    expect(missing).toEqual([]);
  });

  it('every host event with its detail type, and the console wiring events', () => {
    const { host, wiring } = scanEventDocs(root) as {
      host: { name: string; detailType: string }[];
      wiring: { name: string }[];
    };
    for (const event of host) expect(doc).toContain(`| \`${event.name}\` | ${event.detailType} |`);
    for (const event of wiring) expect(doc).toContain(`| \`${event.name}\` |`);
  });
});
