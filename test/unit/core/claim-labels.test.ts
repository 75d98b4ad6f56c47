import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../src/core/permissions';
import enPage from '../../../src/core/i18n/locales/en/page.json';
import zhPage from '../../../src/core/i18n/locales/zh-cn/page.json';

describe('every claim of the vocabulary is named in English and Chinese', () => {
  const en: Record<string, string> = enPage.app.page.claims.names;
  const zh: Record<string, string> = zhPage.app.page.claims.names;

  it('the English name is the vocabulary label', () => {
    expect(en).toEqual(Object.fromEntries(PERMISSIONS.map((p) => [p.name, p.label])));
  });

  it('the Chinese name is Chinese', () => {
    const notChinese = PERMISSIONS.filter((p) => !/\p{Script=Han}/u.test(zh[p.name] ?? '')).map(
      (p) => p.name,
    );
    expect(notChinese).toEqual([]);
  });
});
