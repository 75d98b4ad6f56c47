/**
 * `dataText(t, branch, value)`: the text of a value that comes with data at run time and is not known
 * to the compiler (an enumeration value in a report row, an audit entry's kind, a claim's name, a
 * terminal status a cafe reports, a bet description the game strings translate). It reads the key
 * `<branch>.<value>` and, when the texts have none, shows `fallback` (default: the value as it came),
 * never the bare key. This is the one place a key is put together from data; every other key is typed
 * (src/core/i18n/keys.ts), so `grep dataText` lists every text the compiler cannot check.
 */
import type { TextBranch, Translate, TranslationKey } from './keys';

export function dataText(
  translate: Translate,
  branch: TextBranch | null,
  value: string,
  fallback: string = value,
): string {
  const key = branch === null ? value : `${branch}.${value}`;
  // the key is data: it may name no text, which the defaultValue shows instead
  return translate(key as TranslationKey, { defaultValue: fallback });
}
