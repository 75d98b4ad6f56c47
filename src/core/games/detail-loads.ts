/**
 * Round-detail loads started ahead of their view (render as you fetch).
 *
 * A detail element knows its round as soon as it is connected (attributes, page query) and the
 * configuration is set: it starts the round's request then, while its view's chunk is still on the
 * way, instead of from the view's first effect. The view takes the running load over when it renders
 * (`takeDetailLoad`); a load nobody takes within `AHEAD_LIFETIME_MS` is dropped, so a later element
 * asks the service again rather than showing an old answer. A shared link's load is the round's,
 * whichever view was expected of it: a link whose game id names another kind hands its load to the
 * view the answer names.
 */
import type { Language } from '../events';
import { loadChineseGameTexts } from '../i18n/chinese-game-texts';
import { DEFAULT_LANGUAGE, language } from '../i18n/language';
import { whenSignal } from '../when-signal';
import { fetchDetail, isSharedLink, type DetailSource } from './api';
import { createDetailLoader, normalizeLanguage, type DetailLoader, type LanguagePort } from './detail-state';
import { hostLanguageOf, rememberRoundLanguage } from './page-language';
import type { CommonDetailFields, DetailByKind, DetailKind } from './types';

/** How long a load started ahead waits for its view. */
export const AHEAD_LIFETIME_MS = 30_000;

const prepared = new Set<Language>();

/**
 * The languages whose texts a load has made ready so far (besides English, which is built in): the
 * partner embed's renderer merges them in before it first renders, so a Chinese round is painted in
 * Chinese from the first frame.
 */
export function preparedLanguages(): readonly Language[] {
  return [...prepared];
}

/**
 * Makes the texts of `lng` ready: nothing to do for English (built into every bundle); for Chinese the
 * views' texts (asked for directly, as the partner embed's first script runs before the translations
 * module) and whatever else the page registered. A failure is logged: the view then shows English.
 */
export function prepareLanguage(lng: Language): void | Promise<void> {
  if (lng === DEFAULT_LANGUAGE) return undefined;
  prepared.add(lng);
  return Promise.all([
    loadChineseGameTexts(),
    import('../i18n').then((i18n) => i18n.loadTranslations(lng)),
  ]).then(
    () => undefined,
    (error: unknown) =>
      console.error(`The texts of '${lng}' could not be loaded; English is shown instead`, error),
  );
}

/**
 * The language port of a view inside `element`: the language its page sets (page-language.ts), the
 * texts made ready, and the round's language remembered only when the element asks for it. Nothing of
 * the page's or the console's language is ever changed or saved.
 */
export function pageLanguagePort(element: Element | null | undefined): LanguagePort {
  return {
    host: () => hostLanguageOf(element),
    prepare: (lng, detail) => {
      const texts = prepareLanguage(lng);
      // the game's name comes with the round in the round's language: another language names it
      // through the casino's game strings
      const round = (detail as CommonDetailFields | undefined)?.round;
      const otherLanguage = !!round && normalizeLanguage((detail as CommonDetailFields).languagecode) !== lng;
      if (!otherLanguage) return texts;
      const names = import('../i18n').then((i18n) => i18n.loadGameStrings(lng)).catch(() => undefined);
      return Promise.all([texts, names]).then(() => undefined);
    },
    tookRoundLanguage: (lng) => rememberRoundLanguage(element, lng),
  };
}

interface AheadLoad {
  loader: DetailLoader<unknown>;
  timer: ReturnType<typeof setTimeout>;
}

const ahead = new Map<string, AheadLoad>();

/** A shared link's round is the same whatever view is expected of it (the answer says its kind). */
function keyOf(kind: DetailKind, source: DetailSource): string {
  return isSharedLink(source) ? `link ${JSON.stringify(source)}` : `${kind} ${JSON.stringify(source)}`;
}

/**
 * Starts loading the round of `source` for the `kind` view inside `element` (whose page sets the
 * language), unless a load of it is already waiting.
 */
export function startDetailLoad(kind: DetailKind, source: DetailSource, element?: Element | null): void {
  const key = keyOf(kind, source);
  if (ahead.has(key)) return;
  const port = pageLanguagePort(element);
  const loader = createDetailLoader<DetailByKind[DetailKind]>(port);
  const timer = setTimeout(() => {
    ahead.delete(key);
    loader.dispose();
  }, AHEAD_LIFETIME_MS);
  ahead.set(key, { loader: loader as DetailLoader<unknown>, timer });
  void loader.load((signal) => fetchDetail(kind, source, port.host() ?? language.peek(), signal));
}

/** The load started ahead for this view and round, handed over to the caller (who disposes it). */
export function takeDetailLoad<K extends DetailKind>(
  kind: K,
  source: DetailSource,
): DetailLoader<DetailByKind[K]> | undefined {
  const key = keyOf(kind, source);
  const found = ahead.get(key);
  if (!found) return undefined;
  ahead.delete(key);
  clearTimeout(found.timer);
  return found.loader as DetailLoader<DetailByKind[K]>;
}

/**
 * Resolves once every load started ahead so far has its answer (ready, external or an error); at
 * once when none is waiting.
 */
export function aheadLoadsSettled(): Promise<void> {
  const waiting = [...ahead.values()].map(({ loader }) =>
    whenSignal(loader.state, (state) => state.status !== 'loading'),
  );
  return Promise.all(waiting).then(() => undefined);
}

/** Drops every load started ahead (tests only). */
export function resetDetailLoadsForTests(): void {
  for (const { loader, timer } of ahead.values()) {
    clearTimeout(timer);
    loader.dispose();
  }
  ahead.clear();
  prepared.clear();
}
