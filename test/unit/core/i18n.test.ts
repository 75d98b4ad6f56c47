import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TranslationTree } from '../../../src/core/i18n/resources';
import type { RuntimeKey } from '../../../src/core/i18n/keys';
import { fetchMock } from '../../support/fetch-mock';
import { AREAS, areaLocaleDirs, localeFiles } from '../../support/locales';

type I18nModule = typeof import('../../../src/core/i18n');
type ConfigModule = typeof import('../../../src/core/config');

const AREAS_DIR = join(__dirname, '../../../src/core/i18n/areas');
const SHARED_INSTANCE = Symbol.for('casino-widgets.i18n');

/** A fresh page: no i18next instance on the page yet, fresh module state. */
async function loadFreshPage(): Promise<{ i18n: I18nModule; config: ConfigModule }> {
  delete (globalThis as Record<symbol, unknown>)[SHARED_INSTANCE];
  vi.resetModules();
  const i18n = await import('../../../src/core/i18n');
  const config = await import('../../../src/core/config');
  return { i18n, config };
}

/** A second bundle loaded on the same page: fresh module state, same globalThis. */
async function loadSecondBundle(): Promise<I18nModule> {
  vi.resetModules();
  return import('../../../src/core/i18n');
}

function readLocale(lng: 'en' | 'zh-cn'): Record<string, Record<string, string>> {
  return Object.fromEntries(Object.entries(localeFiles(lng)).map(([file, tree]) => [file, flatten(tree)]));
}

function flatten(tree: TranslationTree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flatten(value, path));
  }
  return flat;
}

afterEach(() => {
  fetchMock.restore();
  vi.restoreAllMocks();
});

describe('language: English by default, or Simplified Chinese', () => {
  it('is en on a first visit', async () => {
    const { i18n } = await loadFreshPage();
    expect(i18n.language.value).toBe('en');
    expect(i18n.i18n.language).toBe('en');
    expect(i18n.t('app.shared.labels.loading')).toBe('Loading…');
  });

  it('is restored from localStorage casino.language on the next visit', async () => {
    localStorage.setItem('casino.language', 'zh-cn');
    const { i18n } = await loadFreshPage();
    expect(i18n.language.value).toBe('zh-cn');
    expect(i18n.t('app.shared.labels.loading')).toBe('加载中…');
  });

  it('ignores an unknown stored language and uses en', async () => {
    localStorage.setItem('casino.language', 'fr');
    const { i18n } = await loadFreshPage();
    expect(i18n.language.value).toBe('en');
  });
});

describe('setLanguage changes the language of every element', () => {
  it('changes the i18next language, persists it, updates the signal and emits casino-language-change', async () => {
    const { i18n } = await loadFreshPage();
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('casino-language-change', listener);
    const revisionBefore = i18n.i18nRevision.value;

    await i18n.setLanguage('zh-cn');
    window.removeEventListener('casino-language-change', listener);

    expect(i18n.i18n.language).toBe('zh-cn');
    expect(localStorage.getItem('casino.language')).toBe('zh-cn');
    expect(i18n.language.value).toBe('zh-cn');
    expect(i18n.i18nRevision.value).toBeGreaterThan(revisionBefore);
    expect(events).toEqual([{ language: 'zh-cn' }]);
    expect(i18n.t('app.shared.labels.generic-error-message')).toBe('出错了，请稍后再试。');
  });

  it('the language it already has is saved, without re-translating every element', async () => {
    const { i18n } = await loadFreshPage();
    const revisionBefore = i18n.i18nRevision.value;
    await i18n.setLanguage('en');
    expect(localStorage.getItem('casino.language')).toBe('en');
    expect(i18n.i18nRevision.value).toBe(revisionBefore);
  });

  it('rejects a language the console does not have', async () => {
    const { i18n } = await loadFreshPage();
    await expect(i18n.setLanguage('de' as 'en')).rejects.toThrow(/Unsupported language 'de'/);
    expect(i18n.language.value).toBe('en');
  });
});

describe('one i18next instance for every element on the page', () => {
  it('is stored on a global symbol, so a second bundle reuses it instead of initialising again', async () => {
    const first = await loadFreshPage();
    const second = await loadSecondBundle();
    expect(second.i18n).toBe(first.i18n.i18n);
    expect((globalThis as Record<symbol, unknown>)[SHARED_INSTANCE]).toBe(first.i18n.i18n);
  });

  it("keeps each bundle's language signal in step with the shared instance", async () => {
    const first = await loadFreshPage();
    const second = await loadSecondBundle();
    await first.i18n.setLanguage('zh-cn');
    expect(second.language.value).toBe('zh-cn');
  });
});

describe('loadGameStrings merges the game strings of the casino management service', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('GETs {casinoManagementServiceUrl}/api/localization/game_strings/{lng}.json and deep-merges it', async () => {
    const { i18n, config } = await loadFreshPage();
    config.configure({ casinoManagementServiceUrl: 'https://cms.example.com' });
    fetchMock.install().answer({ body: { app: { games: { names: { '1001': 'Lucky Sevens' } } } } });

    await i18n.loadGameStrings('en');

    expect(fetchMock.calls[0].input).toBe('https://cms.example.com/api/localization/game_strings/en.json');
    expect(i18n.t('app.games.names.1001')).toBe('Lucky Sevens');
    // bundled keys under the same root survive (deep merge, not replace)
    expect(i18n.t('app.shared.labels.loading')).toBe('Loading…');
  });

  it('asks the server once per language', async () => {
    const { i18n, config } = await loadFreshPage();
    config.configure({ casinoManagementServiceUrl: 'https://cms.example.com' });
    fetchMock.install().answer({ body: {} });
    await Promise.all([i18n.loadGameStrings('zh-cn'), i18n.loadGameStrings('zh-cn')]);
    await i18n.loadGameStrings('zh-cn');
    expect(fetchMock.calls).toHaveLength(1);
  });

  it('rejects on a failed request and asks again on the next call', async () => {
    const { i18n, config } = await loadFreshPage();
    config.configure({ casinoManagementServiceUrl: 'https://cms.example.com' });
    fetchMock.install().answer({ status: 500 });
    await expect(i18n.loadGameStrings('zh-cn')).rejects.toThrow();
    fetchMock.answer({ body: { app: { games: { names: { '7': '七' } } } } });
    await i18n.loadGameStrings('zh-cn');
    await i18n.setLanguage('zh-cn');
    expect(i18n.t('app.games.names.7')).toBe('七');
  });
});

describe('only common is built in; each area registers its own files when its elements load', () => {
  const en = readLocale('en');
  const zh = readLocale('zh-cn');
  const bundle = (lng: string) =>
    flatten(i18nModule.i18n.getResourceBundle(lng, 'translation') as TranslationTree);
  let i18nModule: I18nModule;

  beforeEach(async () => {
    i18nModule = (await loadFreshPage()).i18n;
  });

  it('a fresh page holds exactly the keys of common.json, in en and zh-cn', () => {
    expect(bundle('en')).toEqual(en['common.json']);
    expect(bundle('zh-cn')).toEqual(zh['common.json']);
    expect(i18nModule.registeredAreas()).toEqual(['common']);
    expect(i18nModule.t('app.games.labels.game-history')).toBe('app.games.labels.game-history');
  });

  it('registerTranslations deep-merges an area into the one instance and bumps the revision', () => {
    const revisionBefore = i18nModule.i18nRevision.value;
    i18nModule.registerTranslations('test-area', {
      en: { app: { shared: { labels: { tokenExpired: 'token expired' } } } },
      'zh-cn': { app: { shared: { labels: { tokenExpired: '链接已过期' } } } },
    });
    expect(i18nModule.i18nRevision.value).toBeGreaterThan(revisionBefore);
    expect(i18nModule.t('app.shared.labels.tokenExpired')).toBe('token expired');
    // the common branch it was merged into survives (deep merge, not replace)
    expect(i18nModule.t('app.shared.labels.loading')).toBe('Loading…');
    expect(i18nModule.registeredAreas()).toContain('test-area');
  });

  it('registers an area once per bundle (a second call changes nothing)', () => {
    i18nModule.registerTranslations('once', { en: { once: 'first' }, 'zh-cn': { once: '第一' } });
    const revision = i18nModule.i18nRevision.value;
    i18nModule.registerTranslations('once', { en: { once: 'second' }, 'zh-cn': { once: '第二' } });
    expect(i18nModule.t('once' as RuntimeKey)).toBe('first');
    expect(i18nModule.i18nRevision.value).toBe(revision);
  });

  it('the games area module (all the partner embed loads) adds games.json and nothing else', async () => {
    await import('../../../src/core/i18n/areas/games');
    expect(bundle('en')).toEqual({ ...en['common.json'], ...en['games.json'] });
    expect(i18nModule.t('app.games.labels.game-history')).toBe('Game History');
    await i18nModule.setLanguage('zh-cn');
    expect(bundle('zh-cn')).toEqual({ ...zh['common.json'], ...zh['games.json'] });
    expect(i18nModule.t('app.games.labels.game-history')).toBe('游戏历史');
  });

  it('an English page never loads the Chinese texts of an area; setLanguage waits for them', async () => {
    const loader = vi.fn(async () => ({ default: { lazy: '懒加载' } }));
    i18nModule.registerTranslations('lazy-area', { en: { lazy: 'lazy' }, 'zh-cn': loader });
    await Promise.resolve();
    expect(loader).not.toHaveBeenCalled();
    expect(i18nModule.t('lazy' as RuntimeKey)).toBe('lazy');
    const revision = i18nModule.i18nRevision.value;
    await i18nModule.setLanguage('zh-cn');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(i18nModule.t('lazy' as RuntimeKey)).toBe('懒加载');
    expect(i18nModule.i18nRevision.value).toBeGreaterThan(revision);
  });

  it('loads the Chinese texts at once when an area registers on a Chinese page', async () => {
    localStorage.setItem('casino.language', 'zh-cn');
    i18nModule = (await loadFreshPage()).i18n;
    await import('../../../src/core/i18n/areas/games');
    await i18nModule.loadTranslations('zh-cn');
    expect(i18nModule.t('app.games.labels.game-history')).toBe('游戏历史');
  });

  it('the texts are not ready while the Chinese texts of a Chinese page are on their way (elements wait)', async () => {
    localStorage.setItem('casino.language', 'zh-cn');
    i18nModule = (await loadFreshPage()).i18n;
    let release!: (tree: { default: TranslationTree }) => void;
    i18nModule.registerTranslations('held', {
      en: { held: 'held' },
      'zh-cn': () => new Promise((resolve) => (release = resolve)),
    });
    expect(i18nModule.translationsReady.value).toBe(false);
    release({ default: { held: '保留' } });
    await i18nModule.loadTranslations('zh-cn');
    expect(i18nModule.translationsReady.value).toBe(true);
    expect(i18nModule.t('held' as RuntimeKey)).toBe('保留');
  });

  it('the texts stay ready on an English page while the Chinese ones load for a switch', async () => {
    let release!: (tree: { default: TranslationTree }) => void;
    i18nModule.registerTranslations('switch', {
      en: { switch: 'switch' },
      'zh-cn': () => new Promise((resolve) => (release = resolve)),
    });
    const switching = i18nModule.setLanguage('zh-cn');
    await Promise.resolve();
    expect(i18nModule.translationsReady.value).toBe(true);
    release({ default: { switch: '切换' } });
    await switching;
    expect(i18nModule.translationsReady.value).toBe(true);
  });

  it('a failed load counts as done: the page shows English rather than waiting for ever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('casino.language', 'zh-cn');
    i18nModule = (await loadFreshPage()).i18n;
    i18nModule.registerTranslations('offline', {
      en: { offline: 'offline' },
      'zh-cn': () => Promise.reject(new Error('offline')),
    });
    await i18nModule.loadTranslations('zh-cn').catch(() => undefined);
    await vi.waitFor(() => expect(i18nModule.translationsReady.value).toBe(true));
  });

  it('a Chinese file that fails to load does not block the switch and is fetched again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = vi
      .fn<() => Promise<{ default: TranslationTree }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: { retry: '重试' } });
    i18nModule.registerTranslations('flaky', { en: { retry: 'retry' }, 'zh-cn': loader });
    await i18nModule.setLanguage('zh-cn');
    expect(i18nModule.language.value).toBe('zh-cn');
    expect(logged).toHaveBeenCalled();
    await i18nModule.loadTranslations('zh-cn');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(i18nModule.t('retry' as RuntimeKey)).toBe('重试');
  });

  it('an area module brings the areas its pages also show (agents: the page kit, navigation, console, validation)', async () => {
    await import('../../../src/core/areas/agents/translations');
    expect([...i18nModule.registeredAreas()].sort()).toEqual(
      ['agents', 'area-labels', 'common', 'console', 'navigation', 'page', 'validation'].sort(),
    );
  });

  it('all area modules together give every key of every area file, in en and zh-cn', async () => {
    for (const file of readdirSync(AREAS_DIR).filter((name) => name.endsWith('.ts'))) {
      await import(`../../../src/core/i18n/areas/${file.replace(/\.ts$/, '')}.ts`);
    }
    for (const area of areaLocaleDirs()) await import(`../../../src/core/areas/${area}/translations.ts`);
    await i18nModule.loadTranslations('zh-cn');
    expect(bundle('en')).toEqual(Object.assign({}, ...Object.values(en)));
    expect(bundle('zh-cn')).toEqual(Object.assign({}, ...Object.values(zh)));
  });

  it("a second bundle registers its areas into the first bundle's instance", async () => {
    const second = await loadSecondBundle();
    await import('../../../src/core/i18n/areas/games');
    expect(second.i18n).toBe(i18nModule.i18n);
    expect(i18nModule.t('app.games.labels.game-history')).toBe('Game History');
  });
});

describe('resources: one JSON file per area, deep-merged, en and zh-cn with the same keys', () => {
  const en = readLocale('en');
  const zh = readLocale('zh-cn');

  it('has the same area files in en and zh-cn', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))('%s has exactly the same keys in en and zh-cn', (file) => {
    expect(Object.keys(zh[file] ?? {}).sort()).toEqual(Object.keys(en[file]).sort());
  });

  it('has no key defined in two area files (areas do not overwrite each other)', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const [file, keys] of Object.entries(en)) {
      for (const key of Object.keys(keys)) {
        if (owners.has(key)) clashes.push(`${key} in ${owners.get(key)} and ${file}`);
        owners.set(key, file);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('registers every shell-level area file through its own module src/core/i18n/areas/<area>.ts', () => {
    const areaModules = readdirSync(AREAS_DIR)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    const areaFiles = Object.keys(en)
      .filter((file) => !file.includes('/') && file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .filter((area) => area !== 'common')
      .sort();
    expect(areaModules).toEqual(areaFiles);
    for (const area of areaModules) {
      const source = readFileSync(join(AREAS_DIR, `${area}.ts`), 'utf8');
      expect(source, area).toContain(`import en from '../locales/en/${area}.json'`);
      expect(source, area).toContain(
        `registerTranslations('${area}', { en, 'zh-cn': () => import('../locales/zh-cn/${area}.json') })`,
      );
    }
  });

  it("registers every console area's locale files beside its manifest (src/core/areas/<area>/translations.ts)", () => {
    for (const area of areaLocaleDirs()) {
      const source = readFileSync(join(AREAS, area, 'translations.ts'), 'utf8');
      expect(source, area).toContain("import en from './locales/en.json'");
      expect(source, area).toContain(
        `registerTranslations('${area}', { en, 'zh-cn': () => import('./locales/zh-cn.json') })`,
      );
    }
  });

  it('types the translation keys from every English file (src/core/i18n/keys.ts imports each one)', () => {
    const source = readFileSync(join(AREAS_DIR, '../keys.ts'), 'utf8');
    const files = Object.keys(en).filter((file) => file.endsWith('.json'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const path = file.startsWith('areas/')
        ? `'../areas/${file.slice('areas/'.length, -'.json'.length)}/locales/en.json'`
        : `'./locales/en/${file}'`;
      expect(source, file).toContain(` from ${path};`);
    }
  });

  // Proper nouns, codes and placeholders read the same in both languages.
  const SAME_IN_BOTH = [/^app\.shared\.languages\./];
  const isLanguageNeutral = (value: string) => !/[A-Za-z]/.test(value.replace(/\{\{[^}]*\}\}/g, ''));

  it('translates every zh-cn value into real Chinese, not a copy of en', () => {
    const copied: string[] = [];
    const notChinese: string[] = [];
    for (const [file, keys] of Object.entries(en)) {
      for (const [key, english] of Object.entries(keys)) {
        const chinese = zh[file]?.[key] ?? '';
        if (SAME_IN_BOTH.some((pattern) => pattern.test(key)) || isLanguageNeutral(english)) continue;
        if (chinese === english) copied.push(`${file}: ${key}`);
        else if (!/[\u4e00-\u9fff]/.test(chinese)) notChinese.push(`${file}: ${key} = ${chinese}`);
      }
    }
    expect(copied).toEqual([]);
    expect(notChinese).toEqual([]);
  });

  it('keeps every {{placeholder}} of the en text in the zh-cn text', () => {
    const missing: string[] = [];
    for (const [file, keys] of Object.entries(en)) {
      for (const [key, english] of Object.entries(keys)) {
        const placeholders = english.match(/\{\{[^}]*\}\}/g) ?? [];
        for (const placeholder of placeholders) {
          if (!(zh[file]?.[key] ?? '').includes(placeholder)) missing.push(`${file}: ${key} ${placeholder}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
