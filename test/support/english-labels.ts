/**
 * English interface texts in a page that should be Chinese, for the e2e specs (Node) and the element
 * tests (Chromium) alike: pure functions, no file access.
 *
 * - `englishOnlyLabels(pairs)`: of translation trees given as [English, Chinese] pairs, the English
 *   texts whose Chinese differs (a text equal in both, such as 'OK', is no sign of English).
 * - `englishLabelsIn(texts, labels)`: the texts among those painted that are such a label, start like a
 *   label with values ('Interface version: 1.2'), or end in a reference name after a code
 *   ('EUR — Euro').
 */

export interface EnglishLabel {
  /** The label, or the fixed start of a label with interpolations ('Interface version:'). */
  text: string;
  /** The label continues with data (it had an interpolation after `text`). */
  prefix: boolean;
  /** A name of reference data: also found after a code ('EUR — Euro'). */
  named?: boolean;
}

export type TranslationTree = { [key: string]: unknown };

/** The English texts of the [English, Chinese] trees whose Chinese differs. */
export function englishOnlyLabels(
  pairs: readonly (readonly [TranslationTree, TranslationTree])[],
): EnglishLabel[] {
  const labels = new Map<string, EnglishLabel>();
  for (const [en, zh] of pairs) {
    const chinese = flatten(zh);
    for (const [key, value] of Object.entries(flatten(en))) {
      if (value === chinese[key]) continue;
      const text = value.split('{{')[0].trim();
      // Too short a fixed part ('{{name}}', 'ID') would match data.
      if (text.length < 3 || !/[a-z]/i.test(text)) continue;
      labels.set(text, { text, prefix: value.includes('{{') });
    }
  }
  return [...labels.values()];
}

/** The English labels among `texts`, each quoted: '"Name"'. */
export function englishLabelsIn(texts: Iterable<string>, labels: readonly EnglishLabel[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const label of labels) {
      if (
        text === label.text ||
        (label.prefix && text.startsWith(label.text)) ||
        (label.named && text.endsWith(` — ${label.text}`))
      )
        found.add(`"${text}"`);
    }
  }
  return [...found];
}

function flatten(tree: TranslationTree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else if (value && typeof value === 'object') Object.assign(flat, flatten(value as TranslationTree, path));
  }
  return flat;
}
