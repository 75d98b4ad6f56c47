/**
 * The translation resources built into the core: only `common` (labels every element may show:
 * loading, generic error, configuration error, OK/Cancel…). Every other area registers its own
 * files when its elements load (`src/core/i18n/areas/<area>.ts` → `registerTranslations`), so a page
 * downloads only the texts of the elements it shows (the partner embed: common + games).
 *
 * Area files live in `locales/<language>/<area>.json` and are deep-merged into i18next's default
 * namespace. A new area adds its two JSON files and an `areas/<area>.ts` module (the unit test
 * checks that every area file has one).
 */
import enCommon from './locales/en/common.json';
import zhCommon from './locales/zh-cn/common.json';

import type { Language } from '../events';

export type { Language };

/** Nested translation tree: keys are joined with '.' (e.g. `app.shared.labels.loading`). */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** The translations of one area, one tree per language. */
export type AreaTranslations = Record<Language, TranslationTree>;

/** The area built into the core (always present, whatever elements the page loads). */
export const CORE_AREA = 'common';

/** The core's own resources: the `common` area file of each language. */
export const CORE_RESOURCES: AreaTranslations = { en: enCommon, 'zh-cn': zhCommon };

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
