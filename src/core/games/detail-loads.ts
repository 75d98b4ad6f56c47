/**
 * Round-detail loads started ahead of their view (render as you fetch).
 *
 * A detail element knows its round as soon as it is connected (attributes, page query) and the
 * configuration is set: it starts the round's request then, while its view's chunk is still on the
 * way, instead of from the view's first effect. The view takes the running load over when it renders
 * (`takeDetailLoad`); a load nobody takes within `AHEAD_LIFETIME_MS` is dropped, so a later element
 * asks the service again rather than showing an old answer.
 */
import { LANGUAGE_STORAGE_KEY, isLanguage, language } from '../i18n/language';
import { whenSignal } from '../when-signal';
import { fetchDetail, type DetailSource } from './api';
import { createDetailLoader, type DetailLoader, type LanguagePort } from './detail-state';
import type { DetailByKind, DetailKind } from './types';

/** How long a load started ahead waits for its view. */
export const AHEAD_LIFETIME_MS = 30_000;

/**
 * The interface language is "set" once the user (or an earlier round) chose one and it was saved.
 * Setting it resolves once its texts are in; setting the language already shown resolves at once.
 * (The translations module is imported when a round sets it: the partner embed's first script starts
 * rounds before i18next has arrived.)
 */
export const interfaceLanguage: LanguagePort = {
  current() {
    try {
      return localStorage.getItem(LANGUAGE_STORAGE_KEY) ? language.peek() : null;
    } catch {
      return language.peek();
    }
  },
  set(lng) {
    if (!isLanguage(lng)) return undefined;
    const switched = import('../i18n').then(({ setLanguage }) => setLanguage(lng));
    if (lng !== language.peek()) return switched;
    // The language shown already has its texts: the round need not wait (it is saved and announced
    // once the translations module is in).
    switched.catch((error: unknown) => console.error('The language could not be saved', error));
    return undefined;
  },
};

interface AheadLoad {
  loader: DetailLoader<unknown>;
  timer: ReturnType<typeof setTimeout>;
}

const ahead = new Map<string, AheadLoad>();

function keyOf(kind: DetailKind, source: DetailSource): string {
  return `${kind} ${JSON.stringify(source)}`;
}

/** Starts loading the round of `source` for the `kind` view, unless a load of it is already waiting. */
export function startDetailLoad(kind: DetailKind, source: DetailSource): void {
  const key = keyOf(kind, source);
  if (ahead.has(key)) return;
  const loader = createDetailLoader<DetailByKind[DetailKind]>(interfaceLanguage);
  const timer = setTimeout(() => {
    ahead.delete(key);
    loader.dispose();
  }, AHEAD_LIFETIME_MS);
  ahead.set(key, { loader: loader as DetailLoader<unknown>, timer });
  void loader.load((signal) => fetchDetail(kind, source, language.peek(), signal));
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
}
