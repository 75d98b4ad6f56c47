import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../src/core/areas/audit/locales/en.json';
import zh from '../../../src/core/areas/audit/locales/zh-cn.json';

/** Every `kind: '<object>.<verb>'` of an audit entry the server's code writes. */
function writtenKinds(dir: string, found = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) writtenKinds(path, found);
    else if (path.endsWith('.ts'))
      for (const match of readFileSync(path, 'utf8').matchAll(/\bkind: '([a-z][a-z-]+\.[a-z][a-z-]+)'/g))
        found.add(match[1]);
  }
  return found;
}

function label(tree: unknown, kind: string): unknown {
  const [object, verb] = kind.split('.');
  return (tree as { app: { audit: { kinds: Record<string, Record<string, string>> } } }).app.audit.kinds[
    object
  ]?.[verb];
}

describe('the audit page names every kind of change the server records, in English and in Chinese', () => {
  const kinds = [...writtenKinds('src/server')];

  it('finds the kinds the server writes', () => {
    expect(kinds).toContain('agent.created');
    expect(kinds).toContain('casino.assigned');
  });

  it.each(kinds)('%s has a label in both languages', (kind) => {
    expect(label(en, kind), `en ${kind}`).toEqual(expect.any(String));
    expect(label(zh, kind), `zh-cn ${kind}`).toMatch(/[\u4e00-\u9fff]/);
  });
});
