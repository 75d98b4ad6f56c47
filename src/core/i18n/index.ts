/**
 * Translations for every element on the page.
 *
 * - One i18next instance per page, even when two bundles are loaded: the first bundle stores it
 *   under `Symbol.for('casino-widgets.i18n')` on `globalThis` and every later bundle reuses it.
 * - `language` ('en' by default, or 'zh-cn') is persisted under localStorage 'casino.language' and
 *   restored on the next visit. `setLanguage` changes it for every element and emits `casino-language-change`.
 * - Resources: the core builds in only the `common` area (resources.ts). Each other area registers its
 *   own files when its elements load: `src/core/i18n/areas/<area>.ts` calls
 *   `registerTranslations(area, { en, 'zh-cn' })`, and a widget bundle imports the area modules it
 *   shows, so a page downloads only the texts of its elements. The game strings of the casino
 *   management service (`loadGameStrings`) come on demand. Everything is deep-merged into the default
 *   namespace; keys are nested and joined with '.', e.g. `app.shared.labels.generic-error-message`.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { createInstance, type i18n as I18n, type TOptions } from 'i18next';
import { emit } from '../events';
import { fetchGameStrings } from './game-strings';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  language,
  setShownLanguage,
  storedLanguage,
} from './language';
import { CORE_AREA, CORE_RESOURCES, type Language, type TranslationTree } from './resources';
import type { TranslationKey } from './keys';

export type { AreaTranslations, Language, TranslationTree } from './resources';
export { dataText } from './data-text';
export type {
  GameStringKey,
  KeyPrefix,
  KeyTail,
  RuntimeKey,
  TextArea,
  TextBranch,
  Translate,
  TranslationKey,
} from './keys';
export { CORE_AREA, CORE_RESOURCES, deepMerge, flattenKeys } from './resources';
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  language,
  storedLanguage,
} from './language';

export const NAMESPACE = 'translation';

const SHARED_INSTANCE = Symbol.for('casino-widgets.i18n');

function persistLanguage(lng: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Not persisted when storage is blocked; the language still changes for this page.
  }
}

/** The embed's small instance (light-i18next.ts), which a full i18next instance can take over. */
interface Adoptable {
  adoptBy(full: I18n): void;
}

function isAdoptable(instance: unknown): instance is Adoptable {
  return typeof (instance as Partial<Adoptable> | null)?.adoptBy === 'function';
}

/** A new instance: with the core's texts, or with the texts and language of the instance it replaces. */
function createSharedInstance(replaced?: I18n): I18n {
  const instance = createInstance();
  const resources = replaced
    ? (structuredClone(replaced.store.data) as Record<string, Record<string, TranslationTree>>)
    : {
        en: { [NAMESPACE]: CORE_RESOURCES.en },
        'zh-cn': { [NAMESPACE]: CORE_RESOURCES['zh-cn'] },
      };
  void instance.init({
    resources,
    lng: replaced && isLanguage(replaced.language) ? replaced.language : storedLanguage(),
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
 * The page's i18next instance, created and initialised on first call (synchronously: the core's
 * resources are inline). A second bundle on the same page gets the first bundle's instance, and
 * merges in any core keys the first one lacked (a newer release of `common`).
 */
export function initI18n(): I18n {
  const holder = globalThis as typeof globalThis & { [SHARED_INSTANCE]?: I18n };
  const existing = holder[SHARED_INSTANCE];
  if (existing && isAdoptable(existing)) {
    // The partner embed's small instance came first: a bundle with i18next itself takes it over (its
    // texts, its language and its listeners), so both bundles keep translating with one instance.
    const full = createSharedInstance(existing);
    if (!isAdoptable(full)) {
      for (const lng of LANGUAGES) full.addResourceBundle(lng, NAMESPACE, CORE_RESOURCES[lng], true, false);
      existing.adoptBy(full);
      holder[SHARED_INSTANCE] = full;
      return full;
    }
  }
  if (existing) {
    for (const lng of LANGUAGES) existing.addResourceBundle(lng, NAMESPACE, CORE_RESOURCES[lng], true, false);
    return existing;
  }
  const created = createSharedInstance();
  holder[SHARED_INSTANCE] = created;
  return created;
}

/** The one i18next instance of the page. */
export const i18n: I18n = initI18n();

// The instance may be another bundle's, already switched: the shown language is the instance's.
setShownLanguage(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
const revision = signal(0);

/**
 * Increases whenever translations change (language switched, resources merged): read it in a
 * computed or component to re-translate.
 */
export const i18nRevision: ReadonlySignal<number> = revision;

// The instance may be shared with another bundle that changes the language: follow its events,
// so this bundle's signals stay in step whoever made the change.
i18n.on('languageChanged', (lng: string) => {
  if (isLanguage(lng)) setShownLanguage(lng);
  revision.value++;
});
i18n.store.on('added', () => {
  revision.value++;
});

/** A language's tree of an area: inline, or a loader (a dynamic import of the JSON file). */
export type TranslationSource = TranslationTree | (() => Promise<{ default: TranslationTree }>);

/** What an area registers: one source per language. */
export type AreaSources = Record<Language, TranslationSource>;

const registered = new Set<string>([CORE_AREA]);
const waiting = new Map<Language, Array<() => Promise<{ default: TranslationTree }>>>();
const loading = new Map<Language, Promise<void>>();
/** How many loads of each language are in flight. */
const inFlight = signal<Readonly<Partial<Record<Language, number>>>>({});

function countLoad(lng: Language, change: 1 | -1): void {
  const count = (inFlight.peek()[lng] ?? 0) + change;
  inFlight.value = { ...inFlight.peek(), [lng]: count };
}

/**
 * False while translations of the shown language are still being fetched (a page that starts in
 * Chinese, an area registered while Chinese is shown): an element waits for it before its first
 * render, so it never paints English labels that turn Chinese a moment later. A failed load counts
 * as done (English is shown instead, and the failure is logged).
 */
export const translationsReady: ReadonlySignal<boolean> = computed(() => !inFlight.value[language.value]);

/**
 * Loads the translations of `lng` that areas registered as loaders and merges them in (bumping
 * `i18nRevision` once they are in). Resolves at once when nothing of `lng` is waiting. A loader that
 * fails is kept for the next call, and the promise rejects.
 */
export function loadTranslations(lng: Language): Promise<void> {
  const loaders = waiting.get(lng) ?? [];
  waiting.delete(lng);
  const before = loading.get(lng) ?? Promise.resolve();
  if (loaders.length === 0) return before;
  countLoad(lng, 1);
  const done = Promise.all([
    before,
    ...loaders.map(async (load) => {
      try {
        const tree = (await load()).default;
        i18n.addResourceBundle(lng, NAMESPACE, tree, true, true);
      } catch (error) {
        waiting.set(lng, [...(waiting.get(lng) ?? []), load]);
        throw error;
      }
    }),
  ])
    .then(() => {
      revision.value++;
    })
    .finally(() => countLoad(lng, -1));
  loading.set(
    lng,
    done.catch(() => undefined),
  );
  return done;
}

function loadShownLanguage(lng: string): void {
  if (!isLanguage(lng)) return;
  loadTranslations(lng).catch((error: unknown) =>
    console.error(`Translations of '${lng}' could not be loaded; English is shown instead`, error),
  );
}

// Another bundle may switch the shared instance's language: load what this bundle registered for it.
i18n.on('languageChanged', loadShownLanguage);

/**
 * Adds the translations of an area to the page's one i18next instance, deep-merged into the default
 * namespace (an area never replaces another's branch), and bumps `i18nRevision` so that elements
 * already on screen re-translate. A language given as a loader (`() => import('…/zh-cn/area.json')`)
 * is fetched only when that language is shown: at once if it is the current one, else on
 * `setLanguage` (which waits for it), so an English page never downloads the Chinese texts.
 * Called once per area by `src/core/i18n/areas/<area>.ts`; a second call for the same area in this
 * bundle does nothing. A second bundle registering the same area merges the same keys again (harmless).
 */
export function registerTranslations(area: string, sources: AreaSources): void {
  if (registered.has(area)) return;
  registered.add(area);
  for (const lng of LANGUAGES) {
    const source = sources[lng];
    if (typeof source === 'function') waiting.set(lng, [...(waiting.get(lng) ?? []), source]);
    else i18n.addResourceBundle(lng, NAMESPACE, source, true, true);
  }
  revision.value++;
  loadShownLanguage(i18n.language);
}

/** The areas whose translations this bundle has registered ('common' is built in). */
export function registeredAreas(): readonly string[] {
  return [...registered];
}

/** Translates a '.'-separated key in the current language (falls back to English, then to the key). */
export function t(key: TranslationKey, options?: TOptions): string {
  return i18n.t(key, options ?? {}) as string;
}

/**
 * Switches every element to `lng`: changes the i18next language, saves it under 'casino.language',
 * updates the `language` signal and emits `casino-language-change` on window.
 */
export async function setLanguage(lng: Language): Promise<void> {
  if (!isLanguage(lng))
    throw new Error(`Unsupported language '${String(lng)}' (expected ${LANGUAGES.join(', ')})`);
  await loadTranslations(lng).catch((error: unknown) =>
    console.error(`Translations of '${lng}' could not be loaded; English is shown instead`, error),
  );
  // The same language again (a round confirming it, a second click) changes nothing on screen: no
  // i18next switch, so the elements are not all rendered again.
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
  persistLanguage(lng);
  setShownLanguage(lng);
  emit('casino-language-change', { language: lng });
}

const gameStringRequests = new Map<Language, Promise<void>>();
const gameStringsTried = signal<ReadonlySet<Language>>(new Set());

/**
 * The languages whose game strings have arrived, or failed to: a view that shows them (roulette's bet
 * descriptions) waits for its language to be here, so it never paints the untranslated names first.
 */
export const gameStringsSettled: ReadonlySignal<ReadonlySet<Language>> = gameStringsTried;

/**
 * Fetches the game strings of `lng` from the casino management service
 * (`{casinoManagementServiceUrl}/api/localization/game_strings/{lng}.json`) and deep-merges them into
 * the resources of that language. One request per language; a failed request may be retried.
 */
export function loadGameStrings(lng: Language = language.value): Promise<void> {
  const pending = gameStringRequests.get(lng);
  if (pending) return pending;
  const request = fetchGameStrings(lng).then((strings) => {
    if (strings) i18n.addResourceBundle(lng, NAMESPACE, strings, true, true);
  });
  gameStringRequests.set(lng, request);
  request.catch(() => gameStringRequests.delete(lng));
  const settle = () => {
    if (!gameStringsTried.peek().has(lng))
      gameStringsTried.value = new Set([...gameStringsTried.peek(), lng]);
  };
  request.then(settle, settle);
  return request;
}
