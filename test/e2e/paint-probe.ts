/**
 * What a console page paints while it starts, for the e2e specs and the console-start benchmark:
 *
 * - `installPaintProbe` (an init script: runs in the page at document start) follows every shadow root
 *   the page's elements attach. At each animation frame it keeps the texts on screen (text nodes and
 *   aria-label / title / placeholder attributes, in the document and every shadow root), and it notes
 *   when the first rows of an area list appear (`tr[part="row"]` in any shadow root).
 * - `englishOnlyLabels()` (Node) lists the English interface texts whose Chinese translation differs,
 *   so that a page that starts in Chinese can be checked for English labels.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = fileURLToPath(new URL('../../src/core/i18n/locales/', import.meta.url));

export interface PaintRecord {
  /** Every text painted at some frame (trimmed, non-empty). */
  texts: string[];
  /** performance.now() when the first area rows were in the DOM; null if none yet. */
  firstRows: number | null;
}

declare global {
  interface Window {
    __paint: { texts: Set<string>; firstRows: number | null; sampleTexts: boolean };
  }
}

/** Runs in the page (an init script). `sampleTexts` false keeps the frames free of the text walk. */
export function installPaintProbe(sampleTexts: boolean): void {
  const state = { texts: new Set<string>(), firstRows: null as number | null, sampleTexts };
  window.__paint = state;
  const roots: ParentNode[] = [];
  const hasRows = () => roots.some((root) => root.querySelector('tr[part="row"]'));
  const check = () => {
    if (state.firstRows === null && hasRows()) state.firstRows = performance.now();
  };
  const observer = new MutationObserver(check);
  const follow = (root: ParentNode & Node) => {
    roots.push(root);
    observer.observe(root, { childList: true, subtree: true });
  };
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const shadow = attach.call(this, init);
    follow(shadow);
    return shadow;
  };
  const collect = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.trim();
      if (text && node.parentElement?.closest('script, style') === null) state.texts.add(text);
      return;
    }
    if (node instanceof Element) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = node.getAttribute(name)?.trim();
        if (value) state.texts.add(value);
      }
      if (node.shadowRoot) collect(node.shadowRoot);
    }
    for (const child of node.childNodes) collect(child);
  };
  const frame = () => {
    if (state.sampleTexts && document.body) collect(document.body);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

export interface EnglishLabel {
  /** The label, or the fixed start of a label with interpolations ('Interface version:'). */
  text: string;
  /** The label continues with data (it had an interpolation after `text`). */
  prefix: boolean;
}

/** The English interface texts whose Chinese differs. */
export function englishOnlyLabels(): EnglishLabel[] {
  const labels = new Map<string, EnglishLabel>();
  for (const file of readdirSync(join(LOCALES, 'en')).filter((name) => name.endsWith('.json'))) {
    const en = flatten(JSON.parse(readFileSync(join(LOCALES, 'en', file), 'utf8')));
    const zh = flatten(JSON.parse(readFileSync(join(LOCALES, 'zh-cn', file), 'utf8')));
    for (const [key, value] of Object.entries(en)) {
      if (value === zh[key]) continue;
      const text = value.split('{{')[0].trim();
      // Too short a fixed part ('{{name}}', 'ID') would match data.
      if (text.length < 3 || !/[a-z]/i.test(text)) continue;
      labels.set(text, { text, prefix: value.includes('{{') });
    }
  }
  return [...labels.values()];
}

/** The English labels among `texts`: a text that is a label, or that starts like a templated one. */
export function englishLabelsIn(texts: readonly string[], labels: readonly EnglishLabel[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const label of labels) {
      if (text === label.text || (label.prefix && text.startsWith(label.text))) found.add(`"${text}"`);
    }
  }
  return [...found];
}

function flatten(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else if (value && typeof value === 'object')
      Object.assign(flat, flatten(value as Record<string, unknown>, path));
  }
  return flat;
}
