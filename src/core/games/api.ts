/**
 * Report-service calls of the game-round details.
 *
 * In-app: GET /api/report/<kind>detail?betId=… (slot also `language`).
 * Public shared link: POST /api/report/gamedetail with {encryptedLink, token}, for every kind (sent
 * as a CORS-simple request, see fetchDetailByLink).
 */
import { serviceUrl } from '../config';
import { http, HttpError } from '../http';
import type { DetailByKind, DetailKind, SharedLinkPayload } from './types';

import { DETAIL_PATHS, SHARED_LINK_PATH } from './endpoints';

export { DETAIL_PATHS, SHARED_LINK_PATH };

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

/** The content type of the shared-link POST: one a browser sends cross-origin without a preflight. */
export const SIMPLE_CONTENT_TYPE = 'text/plain;charset=UTF-8';

/**
 * POST an encrypted shared link (public page). The partner page calls the report service on another
 * origin; a JSON content type or an Authorization header would make the browser ask first (a CORS
 * preflight, one more round trip on every cold visit). So the call is anonymous (the link carries its
 * own token) and its JSON body goes as text/plain. A service that refuses that content type (415)
 * is asked again with application/json.
 */
export async function fetchDetailByLink<K extends DetailKind>(
  payload: SharedLinkPayload,
  signal?: AbortSignal,
): Promise<DetailByKind[K]> {
  const body: SharedLinkPayload = { encryptedLink: payload.encryptedLink, token: payload.token };
  const url = serviceUrl('report', SHARED_LINK_PATH);
  try {
    return await http.post<DetailByKind[K]>(url, {
      body,
      signal,
      anonymous: true,
      headers: { 'Content-Type': SIMPLE_CONTENT_TYPE },
    });
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 415) throw error;
    return http.post<DetailByKind[K]>(url, { body, signal, anonymous: true });
  }
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
