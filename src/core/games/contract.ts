/**
 * The contract of the game-round routes of the report service: the in-app view of a round by its bet
 * id (one route per kind of view; the slot view in a language), a public link to a round, and the
 * public page's call that opens such a link. The paths come from src/core/games/endpoints.ts, which
 * the browser code reads on its own (this module is the server's and the OpenAPI document's).
 */
import { endpoint } from '../contract/endpoint';
import { int, obj, str } from '../contract/schema';
import { DETAIL_PATHS, SHARED_LINK_PATH } from './endpoints';
import type { DetailKind } from './types';

/** A round's bet id: digits (a 64-bit integer). */
export const BetId = str({ pattern: '^[0-9]{1,18}$' });
/** A language tag: 'en', 'zh-cn'. */
export const LanguageTag = str({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$' });

/** How long a public link lasts by default, and at most (minutes). */
export const DEFAULT_LINK_MINUTES = 7 * 24 * 60;
export const MAX_LINK_MINUTES = 90 * 24 * 60;

const report = { service: 'report' } as const;

/** The in-app view of a round of one kind by its bet id; the slot view also takes a language. */
const detail = (kind: Exclude<DetailKind, 'slot'>) =>
  endpoint({
    ...report,
    method: 'GET',
    path: DETAIL_PATHS[kind],
    summary: `A game round's ${kind} view by its bet id`,
    querystring: obj({ betId: BetId }, ['betId']),
  });

/** The in-app views of a round, by kind. */
export const gameDetailEndpoints = {
  slot: endpoint({
    ...report,
    method: 'GET',
    path: DETAIL_PATHS.slot,
    summary: "A game round's slot view by its bet id, in a language",
    querystring: obj({ betId: BetId, language: LanguageTag }, ['betId']),
  }),
  ...(Object.fromEntries(
    (Object.keys(DETAIL_PATHS) as DetailKind[])
      .filter((kind) => kind !== 'slot')
      .map((kind) => [kind, detail(kind)]),
  ) as Record<Exclude<DetailKind, 'slot'>, ReturnType<typeof detail>>),
};

export const gameEndpoints = {
  createSharedLink: endpoint({
    ...report,
    method: 'POST',
    path: '/api/report/sharedlink',
    summary: 'A public link to a game round, valid for some minutes',
    body: obj({ betId: BetId, expiresInMinutes: int({ minimum: 1, maximum: MAX_LINK_MINUTES }) }, ['betId']),
  }),
  openSharedLink: endpoint({
    ...report,
    method: 'POST',
    path: SHARED_LINK_PATH,
    summary: 'A shared game round, opened with its link and token (public page, no sign-in)',
    body: obj(
      {
        encryptedLink: str({ minLength: 1, maxLength: 1024 }),
        token: str({ minLength: 1, maxLength: 256 }),
      },
      ['encryptedLink', 'token'],
    ),
  }),
} as const;
