/**
 * The translation resources bundled with every element: one JSON file per area and owner
 * (`locales/<language>/<area>.json`), deep-merged into i18next's default namespace.
 * A new area file is added here, for both languages (the unit test checks that every file is listed).
 */
import enAgents from './locales/en/agents.json';
import enCommon from './locales/en/common.json';
import enConsole from './locales/en/console.json';
import enGames from './locales/en/games.json';
import enNavigation from './locales/en/navigation.json';
import enShell from './locales/en/shell.json';
import enValidation from './locales/en/validation.json';
import zhAgents from './locales/zh-cn/agents.json';
import zhCommon from './locales/zh-cn/common.json';
import zhConsole from './locales/zh-cn/console.json';
import zhGames from './locales/zh-cn/games.json';
import zhNavigation from './locales/zh-cn/navigation.json';
import zhShell from './locales/zh-cn/shell.json';
import zhValidation from './locales/zh-cn/validation.json';

import type { Language } from '../events';

export type { Language };

/** Nested translation tree: keys are joined with '.' (e.g. `app.shared.labels.loading`). */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** The area files of each language, in merge order (later files win on a clash). */
export const LOCALE_FILES: Record<Language, Record<string, TranslationTree>> = {
  en: {
    common: enCommon,
    validation: enValidation,
    games: enGames,
    console: enConsole,
    shell: enShell,
    agents: enAgents,
    navigation: enNavigation,
  },
  'zh-cn': {
    common: zhCommon,
    validation: zhValidation,
    games: zhGames,
    console: zhConsole,
    shell: zhShell,
    agents: zhAgents,
    navigation: zhNavigation,
  },
};

function isTree(value: unknown): value is TranslationTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Merges `source` into a copy of `target`, recursing into nested objects; `source` wins on leaves. */
export function deepMerge(target: TranslationTree, source: TranslationTree): TranslationTree {
  const result: TranslationTree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = result[key];
    result[key] = isTree(existing) && isTree(value) ? deepMerge(existing, value) : value;
  }
  return result;
}

/** Flattens a tree to its '.'-joined leaf keys. */
export function flattenKeys(tree: TranslationTree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isTree(value)) Object.assign(flat, flattenKeys(value, path));
    else flat[path] = value;
  }
  return flat;
}

/** All area files of each language deep-merged: the resources of the default namespace. */
export const RESOURCES: Record<Language, TranslationTree> = {
  en: Object.values(LOCALE_FILES.en).reduce(deepMerge, {}),
  'zh-cn': Object.values(LOCALE_FILES['zh-cn']).reduce(deepMerge, {}),
};
