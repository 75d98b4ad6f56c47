/**
 * The reports' texts on the server (the CSV header row and its translated cells), from the same locale
 * files as the console (src/core/areas/reports/locales), and the game names of the game strings.
 */
import en from '../../core/areas/reports/locales/en.json';
import zhCn from '../../core/areas/reports/locales/zh-cn.json';
import { REPORT_NAMES } from '../../core/areas/reports/names';
import { deepMerge, type TranslationTree } from '../../core/i18n/resources';
import type { Translate } from '../../core/areas/reports/fields';
import { gameStrings } from '../routes/localization';

export type ReportLanguage = 'en' | 'zh-cn';
export const REPORT_LANGUAGES: readonly ReportLanguage[] = ['en', 'zh-cn'];

/** The reports' locale files with the reports' names (which the console's shell carries). */
const TREES: Record<ReportLanguage, unknown> = {
  en: deepMerge(en as TranslationTree, { app: { reports: { names: REPORT_NAMES.en } } }),
  'zh-cn': deepMerge(zhCn as TranslationTree, { app: { reports: { names: REPORT_NAMES['zh-cn'] } } }),
};

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** t(key, { name }) in the language, with {{name}} filled in; the English text, else the key, when missing. */
export function translator(lng: ReportLanguage): Translate {
  return (key, options = {}) => {
    const text = lookup(TREES[lng], key) ?? lookup(TREES.en, key) ?? (options.defaultValue as string) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
  };
}

/** The name of each game in the language, by external game id. */
export function gameNames(lng: ReportLanguage): Readonly<Record<string, string>> {
  return gameStrings(lng).app.games.names;
}
