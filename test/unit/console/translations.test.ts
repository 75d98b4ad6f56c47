import { describe, expect, it } from 'vitest';
import en from '../../../src/core/i18n/locales/en/console.json';
import zh from '../../../src/core/i18n/locales/zh-cn/console.json';
import { deepMerge } from '../../../src/core/i18n/resources';
import { SKINS } from '../../../src/core/layout';
import { localeFiles } from '../../support/locales';
import { MENU_ITEMS } from '../../../src/core/menu';
import {
  AREA_ROUTES,
  USER_PAGE_ROUTES,
  ERROR_404_TITLE,
  ERROR_500_TITLE,
  GAME_HISTORY_TITLE,
  LOGIN_TITLE,
  ROOT_TITLE,
  type RouteNode,
} from '../../../src/core/routes';

type Tree = { [key: string]: string | Tree };

/** All translation files of a language, deep-merged (as i18n merges them into one namespace). */
function merged(language: 'en' | 'zh-cn'): Tree {
  return Object.values(localeFiles(language)).reduce<Tree>((out, tree) => deepMerge(out, tree) as Tree, {});
}
const allEn = merged('en');
const allZh = merged('zh-cn');

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`),
  );
}

function titles(nodes: readonly RouteNode[]): string[] {
  return nodes.flatMap((n) => [...(n.title ? [n.title] : []), ...titles(n.children ?? [])]);
}

const used = [
  ...MENU_ITEMS.map((o) => o.nameKey),
  ...titles(AREA_ROUTES),
  ...titles(USER_PAGE_ROUTES),
  ROOT_TITLE,
  GAME_HISTORY_TITLE,
  LOGIN_TITLE,
  ERROR_404_TITLE,
  ERROR_500_TITLE,
  ...SKINS.map((s) => s.label),
];

/** Keys the shell defines in console.json (page titles and menu labels come with the area manifests). */
const owned = [ROOT_TITLE, LOGIN_TITLE, ERROR_404_TITLE, ERROR_500_TITLE];

/** Keys the area manifests declare with their labels, in both languages. */
const declared = [
  ...titles(AREA_ROUTES),
  ...titles(USER_PAGE_ROUTES),
  ...MENU_ITEMS.map((o) => o.nameKey),
  GAME_HISTORY_TITLE,
];

describe('every translation key of the core (menu labels, page titles, breadcrumbs, skins) exists in en and zh-cn', () => {
  for (const key of used) {
    it(`translates ${key} in English and Chinese`, () => {
      expect(lookup(allEn, key), `en ${key}`).toBeTruthy();
      expect(lookup(allZh, key), `zh-cn ${key}`).toBeTruthy();
    });
  }

  it("console.json holds the shell's own page titles and the root crumb", () => {
    for (const key of owned) expect(lookup(en as Tree, key), key).toBeTruthy();
  });

  it('the area manifests declare every page title and menu label of their areas, in en and zh-cn', () => {
    const labels = {
      en: localeFiles('en')['area-labels'] as Tree,
      zh: localeFiles('zh-cn')['area-labels'] as Tree,
    };
    for (const key of declared) {
      expect(lookup(labels.en, key), `en area-labels ${key}`).toBeTruthy();
      expect(lookup(labels.zh, key), `zh-cn area-labels ${key}`).toBeTruthy();
    }
  });

  it('zh-cn has exactly the keys of en', () => {
    expect(keys(zh as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it('zh-cn is real Chinese: every menu label and page title holds Chinese characters', () => {
    const cjk = /[\u4e00-\u9fff]/;
    for (const key of [
      ...MENU_ITEMS.map((o) => o.nameKey),
      ...titles(AREA_ROUTES),
      ...titles(USER_PAGE_ROUTES),
    ]) {
      expect(lookup(allZh, key), key).toMatch(cjk);
    }
  });
});
