/**
 * The request for the casino's game strings of one language (the casino management service's
 * `/api/localization/game_strings/{lng}.json`), without the translation machinery: the partner
 * embed's first script starts it together with a roulette round, before i18next has arrived, and
 * `loadGameStrings` (src/core/i18n/index.ts) merges the answer into the translations.
 * One request per language; a failed one is forgotten, so the next call asks again.
 */
import { serviceUrl } from '../config';
import type { Language } from '../events';
import { http } from '../http';
import type { TranslationTree } from './resources';

const requests = new Map<Language, Promise<TranslationTree | null>>();

/** The game strings of `lng` (null when the service sends something that is not an object). */
export function fetchGameStrings(lng: Language): Promise<TranslationTree | null> {
  const pending = requests.get(lng);
  if (pending) return pending;
  let request: Promise<TranslationTree | null>;
  try {
    const url = serviceUrl('casinoManagement', `/api/localization/game_strings/${lng}.json`);
    request = http
      .get<TranslationTree>(url)
      .then((strings) => (strings && typeof strings === 'object' ? strings : null));
  } catch (error) {
    // no configuration yet: a rejection, like a failed request
    request = Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  requests.set(lng, request);
  request.catch(() => requests.delete(lng));
  return request;
}
