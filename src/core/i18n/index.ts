/**
 * Translations for every element on the page.
 *
 * - One i18next instance per page, even when two bundles are loaded: the first bundle stores it
 *   under `Symbol.for('casino-widgets.i18n')` on `globalThis` and every later bundle reuses it.
 * - `language` ('en' by default, or 'zh-cn') is persisted under localStorage 'casino.language' and
 *   restored on the next visit. `setLanguage` changes it for every element and emits `casino-language-change`.
 * - Resources: the area files of `locales/<language>/` (see resources.ts) plus the game strings of the
 *   casino management service (`loadGameStrings`), deep-merged into the default namespace.
 *   Keys are nested and joined with '.', e.g. `app.shared.labels.generic-error-message`.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { createInstance, type i18n as I18n, type TOptions } from 'i18next';
import { serviceUrl } from '../config';
import { emit } from '../events';
import { http } from '../http';
import { RESOURCES, type Language, type TranslationTree } from './resources';

export type { Language, TranslationTree } from './resources';
export { RESOURCES, LOCALE_FILES, deepMerge, flattenKeys } from './resources';

export const LANGUAGES: readonly Language[] = ['en', 'zh-cn'];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'casino.language';
export const NAMESPACE = 'translation';

const SHARED_INSTANCE = Symbol.for('casino-widgets.i18n');

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

function persistLanguage(lng: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Not persisted when storage is blocked; the language still changes for this page.
  }
}

function createSharedInstance(): I18n {
  const instance = createInstance();
  void instance.init({
    resources: {
      en: { [NAMESPACE]: RESOURCES.en },
      'zh-cn': { [NAMESPACE]: RESOURCES['zh-cn'] },
    },
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true,
    load: 'currentOnly',
    defaultNS: NAMESPACE,
    ns: [NAMESPACE],
    keySeparator: '.',
    nsSeparator: false,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false }, // React escapes
  });
  return instance;
}

/**
 * The page's i18next instance, created and initialised on first call (synchronously: all bundled
 * resources are inline). A second bundle on the same page gets the first bundle's instance, and
 * merges in any bundled keys the first one lacked.
 */
export function initI18n(): I18n {
  const holder = globalThis as typeof globalThis & { [SHARED_INSTANCE]?: I18n };
  const existing = holder[SHARED_INSTANCE];
  if (existing) {
    for (const lng of LANGUAGES) existing.addResourceBundle(lng, NAMESPACE, RESOURCES[lng], true, false);
    return existing;
  }
  const created = createSharedInstance();
  holder[SHARED_INSTANCE] = created;
  return created;
}

/** The one i18next instance of the page. */
export const i18n: I18n = initI18n();

const currentLanguage = signal<Language>(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
const revision = signal(0);

/** The language of every element: 'en' (default) or 'zh-cn'. Change it with `setLanguage`. */
export const language: ReadonlySignal<Language> = currentLanguage;

/**
 * Increases whenever translations change (language switched, resources merged): read it in a
 * computed or component to re-translate.
 */
export const i18nRevision: ReadonlySignal<number> = revision;

// The instance may be shared with another bundle that changes the language: follow its events,
// so this bundle's signals stay in step whoever made the change.
i18n.on('languageChanged', (lng: string) => {
  if (isLanguage(lng)) currentLanguage.value = lng;
  revision.value++;
});
i18n.store.on('added', () => {
  revision.value++;
});

/** Translates a '.'-separated key in the current language (falls back to English, then to the key). */
export function t(key: string, options?: TOptions): string {
  return i18n.t(key, options ?? {}) as string;
}

/**
 * Switches every element to `lng`: changes the i18next language, saves it under 'casino.language',
 * updates the `language` signal and emits `casino-language-change` on window.
 */
export async function setLanguage(lng: Language): Promise<void> {
  if (!isLanguage(lng))
    throw new Error(`Unsupported language '${String(lng)}' (expected ${LANGUAGES.join(', ')})`);
  await i18n.changeLanguage(lng);
  persistLanguage(lng);
  currentLanguage.value = lng;
  emit('casino-language-change', { language: lng });
}

const gameStringRequests = new Map<Language, Promise<void>>();

/**
 * Fetches the game strings of `lng` from the casino management service
 * (`{casinoManagementServiceUrl}/api/localization/game_strings/{lng}.json`) and deep-merges them into
 * the resources of that language. One request per language; a failed request may be retried.
 */
export function loadGameStrings(lng: Language = currentLanguage.value): Promise<void> {
  const pending = gameStringRequests.get(lng);
  if (pending) return pending;
  const request = (async () => {
    const url = serviceUrl('casinoManagement', `/api/localization/game_strings/${lng}.json`);
    const strings = await http.get<TranslationTree>(url);
    if (strings && typeof strings === 'object') i18n.addResourceBundle(lng, NAMESPACE, strings, true, true);
  })();
  gameStringRequests.set(lng, request);
  request.catch(() => gameStringRequests.delete(lng));
  return request;
}
