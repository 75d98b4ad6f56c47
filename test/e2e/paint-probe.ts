/**
 * What a console page paints while it starts, for the e2e specs and the console-start benchmark:
 *
 * - `installPaintProbe` (an init script: runs in the page at document start) follows every shadow root
 *   the page's elements attach. At each animation frame it keeps the texts on screen (text nodes and
 *   aria-label / title / placeholder attributes, in the document and every shadow root), and it notes
 *   when the first rows of an area list appear (`tr[part="row"]` in any shadow root).
 * - `englishOnlyLabels()` (Node) lists the English interface texts whose Chinese translation differs,
 *   of every translation file of the project, so that a page shown in Chinese can be checked for
 *   English labels (`englishLabelsIn`, test/support/english-labels.ts);
 * - `englishReferenceNames()` (Node) lists the English names of the reference data the server serves.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { AREA_MANIFESTS } from '../../src/core/areas';
import { timezoneName } from '../../src/core/reference/names';
import { englishOnlyLabels as labelsOf, type EnglishLabel } from '../support/english-labels';
import type { AccessToken } from './session';

export { englishLabelsIn, type EnglishLabel } from '../support/english-labels';

const SHELL_LOCALES = fileURLToPath(new URL('../../src/core/i18n/locales/', import.meta.url));
const AREAS = fileURLToPath(new URL('../../src/core/areas/', import.meta.url));

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
    // user data the page marks as not to be translated (a role's name, …) is no interface text
    if (node instanceof Element && node.getAttribute('translate') === 'no') return;
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

/**
 * The English interface texts whose Chinese differs: of every translation file of the project (the
 * shell's, each area's and the page titles and menu labels of the area manifests).
 */
export function englishOnlyLabels(): EnglishLabel[] {
  return labelsOf(translationPairs());
}

type Tree = Record<string, unknown>;

/** Each translation file of the project as [English, Chinese]. */
function translationPairs(): [Tree, Tree][] {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;
  const pairs: [Tree, Tree][] = readdirSync(join(SHELL_LOCALES, 'en'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => [read(join(SHELL_LOCALES, 'en', name)), read(join(SHELL_LOCALES, 'zh-cn', name))]);
  for (const area of readdirSync(AREAS)) {
    const dir = join(AREAS, area, 'locales');
    if (existsSync(join(dir, 'en.json')))
      pairs.push([read(join(dir, 'en.json')), read(join(dir, 'zh-cn.json'))]);
  }
  for (const manifest of AREA_MANIFESTS) pairs.push([manifest.labels.en, manifest.labels['zh-cn']]);
  return pairs;
}

const REFERENCE_LISTS = [
  ['backoffice/api/currency', 'currency'],
  ['backoffice/api/country', 'region'],
  ['casino-management/api/language', 'language'],
  ['backoffice/api/timezone', null],
  ['backoffice/api/claim/user', null],
] as const;

/**
 * The English names of the reference data the server serves, as an interface would show them
 * untranslated: the server's own names and labels, the browser's English names of each id
 * (Intl.DisplayNames) and the English time zone names of the console. Left out: a language's name in
 * that language ('English' in a language picker is that language's own name), and the names the
 * browser has no Chinese for (an id it does not know keeps the server's name; MBT, which has no ISO
 * code, is named by the console itself).
 */
export async function englishReferenceNames(
  request: APIRequestContext,
  origin: string,
  token: AccessToken,
): Promise<EnglishLabel[]> {
  const headers = { Authorization: `${token.token_type} ${token.access_token}` };
  const names = new Set<string>();
  for (const [path, type] of REFERENCE_LISTS) {
    const response = await request.get(`${origin}/${path}`, { headers });
    if (!response.ok()) throw new Error(`GET /${path}: ${response.status()}`);
    const items = (await response.json()) as {
      id?: string;
      name?: string;
      label?: string;
      timezoneLocation?: string;
      utcOffsetMinutes?: number;
    }[];
    for (const item of items) {
      const id = item.id ?? '';
      if (type && !new Intl.DisplayNames(['zh-CN'], { type, fallback: 'none' }).of(id)) continue;
      const english = type ? new Intl.DisplayNames(['en'], { type }).of(id) : undefined;
      const autonym = type === 'language' ? new Intl.DisplayNames([id], { type }).of(id) : undefined;
      for (const name of [item.name, item.label, item.timezoneLocation, english])
        if (name && name !== autonym) names.add(name);
      if (item.timezoneLocation)
        names.add(timezoneName(id, item.timezoneLocation, 'en', item.utcOffsetMinutes));
    }
  }
  return [...names]
    .filter((name) => name.length >= 3 && /[a-z]/i.test(name))
    .map((text) => ({ text, prefix: false, named: true }));
}
