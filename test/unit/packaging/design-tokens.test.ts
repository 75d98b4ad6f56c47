/**
 * Theming is a contract: every `--casino-*` token the elements read has one default (a colour one for
 * each colour scheme) and a description, and docs/elements.md lists every token and every event.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript modules without typings
import { scanTokens, schemes } from '../../../scripts/lib/design-tokens.mjs';
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
