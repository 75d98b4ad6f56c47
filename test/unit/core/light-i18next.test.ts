import { createInstance as createI18next } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flattenKeys, type TranslationTree } from '../../../src/core/i18n/resources';
import { createInstance as createLight } from '../../../src/core/i18n/light-i18next';
import type { RuntimeKey } from '../../../src/core/i18n/keys';
import { localeFiles } from '../../support/locales';

const SHARED_INSTANCE = Symbol.for('casino-widgets.i18n');
const NS = 'translation';
const LANGUAGES = ['en', 'zh-cn'] as const;
// The texts the partner embed shows: the core's common texts and the game views'.
const EMBED_FILES = ['common.json', 'games.json'];

type Resources = Record<string, Record<string, TranslationTree>>;

/** Every text of every file, merged per language, as the page's instance holds them. */
function allTexts(files?: string[]): Resources {
  const resources: Resources = {};
  for (const lng of LANGUAGES) {
    const chosen = Object.entries(localeFiles(lng)).filter(([file]) => !files || files.includes(file));
    resources[lng] = { [NS]: {} };
    for (const [, tree] of chosen) mergeInto(resources[lng][NS], tree);
  }
  return resources;
}

function mergeInto(target: TranslationTree, source: TranslationTree): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof existing === 'object' && typeof value === 'object') mergeInto(existing, value);
    else target[key] = value;
  }
}

// The options src/core/i18n/index.ts gives the page's instance.
const OPTIONS = {
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  lowerCaseLng: true,
  load: 'currentOnly' as const,
  defaultNS: NS,
  ns: [NS],
  keySeparator: '.',
  nsSeparator: false as const,
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false },
};

function both(resources: Resources, lng = 'en') {
  const full = createI18next();
  void full.init({ ...OPTIONS, resources: structuredClone(resources), lng });
  const light = createLight();
  void light.init({ ...OPTIONS, resources: structuredClone(resources), lng });
  return { full, light };
}

/** Values for every `{{name}}` of a text (a name, a number, and a name with a slash). */
function valuesFor(text: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [, name] of text.matchAll(/\{\{-?\s*([^{},\s]+)\s*\}\}/g)) values[name] = `<${name}/1>`;
  return values;
}

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[SHARED_INSTANCE];
  vi.resetModules();
});

describe("the embed's small instance translates every text as i18next does", () => {
  it('gives the same text as i18next for every key of every file, in both languages, with its values', () => {
    const resources = allTexts();
    const keys = Object.keys(flattenKeys(resources.en[NS]));
    expect(keys.length).toBeGreaterThan(500);
    for (const lng of LANGUAGES) {
      const { full, light } = both(resources, lng);
      const differences = keys.flatMap((key) => {
        const values = valuesFor(full.t(key) as string);
        const expected = full.t(key, values);
        const got = light.t(key, values);
        return expected === got ? [] : [`${lng} ${key}: i18next '${String(expected)}', small '${got}'`];
      });
      expect(differences).toEqual([]);
    }
  });

  it('uses no plural, context, nesting or formatter in the texts the embed shows', () => {
    for (const lng of LANGUAGES) {
      const texts = flattenKeys(allTexts(EMBED_FILES)[lng][NS]);
      const unsupported = Object.entries(texts).filter(
        ([key, text]) =>
          /_(zero|one|two|few|many|other)$|_(male|female)$/.test(key) ||
          text.includes('$t(') ||
          /\{\{[^}]*,[^}]*\}\}/.test(text),
      );
      expect(unsupported).toEqual([]);
    }
  });

  it('falls back to English for a text missing in Chinese, and to the key for a text missing in both', () => {
    const { full, light } = both(
      { en: { [NS]: { a: { only: 'English only' } } }, 'zh-cn': { [NS]: { a: {} } } },
      'zh-cn',
    );
    expect(light.t('a.only')).toBe(full.t('a.only'));
    expect(light.t('a.only')).toBe('English only');
    expect(light.t('a.nowhere')).toBe(full.t('a.nowhere'));
    expect(light.t('a.nowhere')).toBe('a.nowhere');
  });

  it('translates into the language an option asks for, whatever the shown one', () => {
    const { full, light } = both({ en: { [NS]: { x: 'Next' } }, 'zh-cn': { [NS]: { x: '下一个' } } }, 'en');
    expect(light.t('x', { lng: 'zh-cn' })).toBe(full.t('x', { lng: 'zh-cn' }));
    expect(light.t('x', { lng: 'zh-cn' })).toBe('下一个');
  });

  it('gives the default value, with its values, for a key found nowhere', () => {
    const { full, light } = both({ en: { [NS]: {} }, 'zh-cn': { [NS]: {} } });
    const options = { defaultValue: 'Straight Up {{n}}', n: 17 };
    expect(light.t('Straight Up 17', options)).toBe(full.t('Straight Up 17', options));
    expect(light.t('Straight Up 17', options)).toBe('Straight Up 17');
  });

  it('leaves a {{value}} that is not given as written, and an undefined one empty', () => {
    const { full, light } = both({
      en: { [NS]: { m: 'Round {{id}} of {{total}} ({{- raw}})' } },
      'zh-cn': { [NS]: {} },
    });
    for (const options of [{}, { id: 7 }, { id: 'a/b', total: undefined }, { id: 1, total: 2, raw: '<b>' }])
      expect(light.t('m', options)).toBe(full.t('m', options));
  });

  it('finds a flat key whose own name holds dots, as i18next does', () => {
    const resources = {
      en: { [NS]: { 'Split 1.5': 'split', app: { 'x.y': 'nested flat' } } },
      'zh-cn': { [NS]: {} },
    };
    const { full, light } = both(resources);
    for (const key of ['Split 1.5', 'app.x.y', 'app.x'])
      expect([key, light.t(key)]).toEqual([key, full.t(key)]);
  });

  it('says a key exists only in the languages asked for', () => {
    const { full, light } = both({ en: { [NS]: { g: 'Game' } }, 'zh-cn': { [NS]: {} } }, 'zh-cn');
    for (const lngs of [['zh-cn'], ['en'], ['zh-cn', 'en']])
      expect(light.exists('g', { lngs })).toBe(full.exists('g', { lngs }));
    expect(light.exists('g', { lngs: ['zh-cn'] })).toBe(false);
    expect(light.exists('g')).toBe(full.exists('g'));
  });

  it('merges a bundle deeply, keeping existing texts unless asked to overwrite, and says so', () => {
    const { full, light } = both({ en: { [NS]: { a: { b: 'old', c: 'kept' } } }, 'zh-cn': { [NS]: {} } });
    const heard: unknown[] = [];
    light.store.on('added', (lng: string, ns: string) => heard.push([lng, ns]));
    for (const instance of [full, light]) {
      instance.addResourceBundle('en', NS, { a: { b: 'new', d: 'added' } }, true, false);
      instance.addResourceBundle('en', NS, { a: { c: 'replaced' } }, true, true);
    }
    for (const key of ['a.b', 'a.c', 'a.d']) expect(light.t(key)).toBe(full.t(key));
    expect([light.t('a.b'), light.t('a.c'), light.t('a.d')]).toEqual(['old', 'replaced', 'added']);
    expect(heard).toEqual([
      ['en', NS],
      ['en', NS],
    ]);
  });

  it('switches its language and tells its listeners', async () => {
    const { light } = both({ en: { [NS]: { x: 'Next' } }, 'zh-cn': { [NS]: { x: '下一个' } } });
    const heard: string[] = [];
    light.on('languageChanged', (lng: string) => heard.push(lng));
    await light.changeLanguage('zh-cn');
    expect([light.language, light.t('x'), heard]).toEqual(['zh-cn', '下一个', ['zh-cn']]);
  });
});

describe('a console bundle loaded after the embed takes its small instance over', () => {
  it("keeps the embed's texts and language, and answers the embed through i18next", async () => {
    const light = createLight();
    void light.init({
      ...OPTIONS,
      resources: { en: { [NS]: { embed: 'From the embed' } }, 'zh-cn': { [NS]: { embed: '来自嵌入' } } },
      lng: 'zh-cn',
    });
    (globalThis as Record<symbol, unknown>)[SHARED_INSTANCE] = light;
    const heard: string[] = [];
    light.on('languageChanged', (lng: string) => heard.push(lng));

    const consoleBundle = await import('../../../src/core/i18n');
    expect(consoleBundle.i18n).not.toBe(light);
    expect((globalThis as Record<symbol, unknown>)[SHARED_INSTANCE]).toBe(consoleBundle.i18n);
    expect(consoleBundle.i18n.language).toBe('zh-cn');
    expect(consoleBundle.t('embed' as RuntimeKey)).toBe('来自嵌入');
    // the core's common texts are in, and the embed's instance now answers with them
    expect(light.t('app.shared.labels.loading')).toBe(consoleBundle.t('app.shared.labels.loading'));

    await consoleBundle.setLanguage('en');
    expect(heard).toEqual(['en']);
    expect(light.language).toBe('en');
    expect(light.t('embed')).toBe('From the embed');
  });
});
