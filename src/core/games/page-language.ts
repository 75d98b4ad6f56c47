/**
 * The language a host page sets for a round's view, read from the page (no React, no i18next: the
 * partner embed's first script reads it before the renderer arrives).
 *
 * 1. the element's own `lang` attribute;
 * 2. else the nearest `lang` around it: the closest ancestor with one (across shadow roots, so an
 *    element inside another element's shadow root follows the page around that element), up to
 *    `<html lang>`;
 * 3. else none: the view shows each round in the round's own language.
 *
 * An empty `lang=""` (HTML: "the language is unknown") sets none: a partner page that declares its own
 * language but wants each round in the round's language puts `lang=""` on the element. A language the
 * views do not have ('fr') is English; any Chinese tag ('zh', 'zh-CN', 'zh-Hans') is 'zh-cn'.
 *
 * Storage: the views write nothing to the page's storage, unless the element carries
 * `remember-language`. Then the language a round was shown in when the page set none is saved under
 * `casino.language`, and a saved language counts as the page's (after the `lang` attributes) on the
 * next visit.
 */
import type { Language } from '../events';
import { LANGUAGE_STORAGE_KEY, isLanguage } from '../i18n/language';
import { normalizeLanguage } from './detail-state';

/** The attribute by which a host lets the views remember a round's language in its storage. */
export const REMEMBER_LANGUAGE_ATTRIBUTE = 'remember-language';

/** The `lang` tag that applies to `element`: its own, else its nearest ancestor's; null when none has one. */
export function nearestLangTag(element: Element): string | null {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang');
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return null;
}

/** A `lang` tag as the views' language; null for no tag or the empty "unknown" one. */
export function languageOfTag(tag: string | null | undefined): Language | null {
  if (tag === null || tag === undefined || tag.trim() === '') return null;
  return normalizeLanguage(tag);
}

/** Whether the host lets the views remember a round's language (`remember-language` on the element). */
export function remembersLanguage(element: Element): boolean {
  return element.hasAttribute(REMEMBER_LANGUAGE_ATTRIBUTE);
}

function savedLanguage(): Language | null {
  try {
    const saved = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY)?.replace(/^"(.*)"$/, '$1');
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** The language the page sets for the view of `element`, or null when it sets none. */
export function hostLanguageOf(element: Element | null | undefined): Language | null {
  if (!element) return null;
  const fromPage = languageOfTag(nearestLangTag(element));
  if (fromPage) return fromPage;
  return remembersLanguage(element) ? savedLanguage() : null;
}

/** Saves the language a round was shown in, when the host of `element` asked for it. */
export function rememberRoundLanguage(element: Element | null | undefined, lng: Language): void {
  if (!element || !remembersLanguage(element)) return;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // storage blocked: nothing remembered
  }
}

/** The BCP 47 tag of a views' language, for the `lang` attribute of what the view shows. */
export function langTagOf(lng: Language): string {
  return lng === 'zh-cn' ? 'zh-CN' : 'en';
}
