/**
 * The shown language, without the translation machinery: what a module needs to know which language
 * is shown (and which one a previous visit saved) without loading i18next. The partner embed's first
 * script reads it to ask for a round in the visitor's language before the renderer has arrived.
 *
 * `setShownLanguage` is for the translations module (src/core/i18n/index.ts), which keeps this signal
 * in step with the page's i18next instance; everyone else changes the language with `setLanguage`.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Language } from '../events';

export const LANGUAGES: readonly Language[] = ['en', 'zh-cn'];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'casino.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language saved by a previous visit, or the default. Accepts a plain or JSON-quoted value. */
export function storedLanguage(): Language {
  let saved: string | null = null;
  try {
    saved = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    // Storage may be blocked (privacy mode, sandboxed iframe): fall back to the default.
  }
  const value = saved?.replace(/^"(.*)"$/, '$1').toLowerCase();
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

const shown = signal<Language>(storedLanguage());

/** The language of every element: 'en' (default) or 'zh-cn'. Change it with `setLanguage`. */
export const language: ReadonlySignal<Language> = shown;

/** Sets the `language` signal (the translations module only, once i18next has switched). */
export function setShownLanguage(lng: Language): void {
  shown.value = lng;
}
