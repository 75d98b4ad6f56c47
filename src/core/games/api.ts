/**
 * Report-service calls of the game-round details (spec §7).
 *
 * In-app: GET /api/report/<kind>detail?betId=… (slot also `language`).
 * Public shared link: POST /api/report/gamedetail with {encryptedLink, token}, for every kind.
 */
import { serviceUrl } from '../config';
import { http } from '../http';
import type { DetailByKind, DetailKind, SharedLinkPayload } from './types';

/** Path of the by-bet detail call of each view. */
export const DETAIL_PATHS: Record<DetailKind, string> = {
  slot: '/api/report/gamedetail',
  blackjack: '/api/report/blackjackdetail',
  roulette: '/api/report/roulettedetail',
  keno: '/api/report/kenodetail',
  videoPoker: '/api/report/videopokerdetail',
  triCardPoker: '/api/report/tricardpokerdetail',
  cardGame: '/api/report/cardgamesdetail',
  crashGame: '/api/report/crashgamesdetail',
};

/** The public shared-link call (the slot gamedetail path, for all kinds). */
export const SHARED_LINK_PATH = '/api/report/gamedetail';

/** Where a detail comes from: a bet of the in-app list, or an encrypted shared link. */
export type DetailSource = { betId: string } | SharedLinkPayload;

export function isSharedLink(source: DetailSource): source is SharedLinkPayload {
  return 'encryptedLink' in source;
}

/** GET the detail of a bet (in-app). The slot call also sends the interface language. */
export function fetchDetailByBet<K extends DetailKind>(
  kind: K,
  betId: string,
  language: string,
  signal?: AbortSignal,
): Promise<DetailByKind[K]> {
  const query: Record<string, string> = { betId };
  if (kind === 'slot') query.language = language;
  return http.get<DetailByKind[K]>(serviceUrl('report', DETAIL_PATHS[kind]), { query, signal });
}

/** POST an encrypted shared link (public page). */
export function fetchDetailByLink<K extends DetailKind>(
  payload: SharedLinkPayload,
  signal?: AbortSignal,
): Promise<DetailByKind[K]> {
  const body: SharedLinkPayload = { encryptedLink: payload.encryptedLink, token: payload.token };
  return http.post<DetailByKind[K]>(serviceUrl('report', SHARED_LINK_PATH), { body, signal });
}

/** Loads a detail from either source. */
export function fetchDetail<K extends DetailKind>(
  kind: K,
  source: DetailSource,
  language: string,
  signal?: AbortSignal,
): Promise<DetailByKind[K]> {
  return isSharedLink(source)
    ? fetchDetailByLink<K>(source, signal)
    : fetchDetailByBet(kind, source.betId, language, signal);
}
