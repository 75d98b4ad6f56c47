/**
 * The machine codes of the server's refusals (src/core/contract/error-codes.ts): every code is
 * translated in every language the console speaks, and the console tells a refusal by its code.
 */
import { describe, expect, it } from 'vitest';
import { codeOfStatus, ERROR_CODE_LIST, isErrorCode } from '../../../src/core/contract/error-codes';
import { errorCodeKey, errorCodeText } from '../../../src/core/contract/server-errors';
import en from '../../../src/core/i18n/locales/en/page.json';
import zh from '../../../src/core/i18n/locales/zh-cn/page.json';

type Tree = { [key: string]: string | Tree };
function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
const placeholders = (text = '') => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('every error code has a translation in English and in Chinese', () => {
  for (const code of ERROR_CODE_LIST) {
    it(code, () => {
      const english = lookup(en as Tree, errorCodeKey(code));
      const chinese = lookup(zh as Tree, errorCodeKey(code));
      expect(english, `en ${code}`).toBeTruthy();
      expect(chinese, `zh-cn ${code}`).toMatch(/[\u4e00-\u9fff]/);
      expect(placeholders(chinese)).toEqual(placeholders(english));
    });
  }
  it('no translation is left for a code the table no longer has', () => {
    const codes = (en as unknown as { app: { page: { errors: { codes: Tree } } } }).app.page.errors.codes;
    expect(Object.keys(codes).sort()).toEqual([...ERROR_CODE_LIST].sort());
  });
});

describe('the console reads a refusal by its code, never by its message', () => {
  const t = (key: string, options?: Record<string, unknown>) =>
    `${key}${options ? JSON.stringify(options) : ''}`;
  it('a known code is translated, with the refusal’s values', () => {
    expect(
      errorCodeText({ code: 'claims-agent-bound', message: 'x', params: { agent: 'A', claims: 'B' } }, t),
    ).toBe('app.page.errors.codes.claims-agent-bound{"agent":"A","claims":"B"}');
  });
  it('a code this console does not know (a newer server’s) shows the server’s message', () => {
    expect(isErrorCode('brand-new')).toBe(false);
    expect(errorCodeText({ code: 'brand-new', message: 'The server’s words' }, t)).toBe('The server’s words');
  });
  it('a refusal that says no more than its status has its status’s code', () => {
    expect([400, 401, 403, 404, 409, 429].map(codeOfStatus)).toEqual([
      'invalid-request',
      'unauthorized',
      'forbidden',
      'not-found',
      'conflict',
      'too-many-requests',
    ]);
  });
});
