/**
 * Game-round routes of the report service, a route module (src/server/plugins/route-module.ts) the
 * report service registers as `app.register(gameRoutes)`; paths are relative to its prefix.
 *
 * In-app, authenticated and scoped to the user's agent subtree (401 / 404 / 400). A round outside
 * the caller's subtree answers exactly as an unknown round (404 'Game round not found'), so the
 * sequential bet ids of other agents cannot be probed. Publishing a round as a public shared link
 * needs `can.shareGameRound` for the round's agent (403 otherwise).
 *   GET  /api/report/gamedetail?betId&language      slot
 *   GET  /api/report/{blackjack,roulette,keno,videopoker,tricardpoker,cardgames,crashgames}detail?betId
 *   POST /api/report/sharedlink {betId, expiresInMinutes?} -> {encryptedLink, token, url, expiresAt}
 * The in-app round list is the game-history report (src/server/reports, POST /api/report/gamehistory).
 * Public (no login; any origin may call it, without credentials):
 *   POST /api/report/gamedetail {encryptedLink, token} -> the detail of whatever kind the round is;
 *        expired, tampered or malformed link -> 400 {message: 'token expired'}; unknown round -> 404.
 */
import { DETAIL_PATHS } from '../../core/games/endpoints';
import type { FastifyInstance } from 'fastify';
import { gameDetailEndpoints, gameEndpoints } from '../../core/games/contract';
import { route } from '../contract';
import { can } from '../../core/permissions';
import { agentDistance, assertAgentScope, subjectOf } from '../auth';
import type { ServerContext } from '../context';
import { ApiError, forbidden, notFound } from '../errors';
import { publicCors } from '../security-headers';
import type { DetailKind } from './catalog';
import { detailOf } from './details';
import { findRound } from './repository';
import { createSharedLink, DEFAULT_LINK_MINUTES, openSharedLink, sharedLinkKeys } from './shared-link';
import { routeModule } from '../plugins/route-module';

export { DETAIL_PATHS };
export const SHARED_LINK_DETAIL_PATH = gameEndpoints.openSharedLink.path;
export const CREATE_SHARED_LINK_PATH = gameEndpoints.createSharedLink.path;

/** The message of every refused shared link. */
export const TOKEN_EXPIRED = 'token expired';

/** The public page a shared link opens: the partner demo with the casino-game-history element. */
export function sharedLinkUrl(
  ctx: ServerContext,
  link: { encryptedLink: string; token: string },
  egi: number,
): string {
  const query = new URLSearchParams({ id: link.encryptedLink, token: link.token, egi: String(egi) });
  return `${ctx.config.urls.console}/partner.html?${query.toString()}`;
}

export const gameRoutes = routeModule(async function gameRoutes(app) {
  const ctx = app.ctx;
  const keys = sharedLinkKeys(ctx.jwtKey);

  const scopedRound = async (
    user: Parameters<typeof assertAgentScope>[1],
    betId: string,
    kind?: DetailKind,
  ) => {
    const row = await findRound(ctx.db, betId);
    const distance = row ? await agentDistance(ctx.db, user.agentId, row.agent_id) : 'unknown';
    if (!row || (kind && row.game_kind !== kind) || distance === 'unknown' || distance.depthBelow === null)
      throw notFound('Game round not found');
    return { row, agent: { id: row.agent_id, parentId: distance.parentId } };
  };

  route(app, gameDetailEndpoints.slot, { auth: 'token', tag: 'game rounds' }, async (request) => {
    const { row } = await scopedRound(request.user, request.query.betId, 'slot');
    return detailOf(row, request.query.language);
  });
  for (const kind of Object.keys(DETAIL_PATHS) as DetailKind[])
    if (kind !== 'slot')
      route(app, gameDetailEndpoints[kind], { auth: 'token', tag: 'game rounds' }, async (request) => {
        const { row } = await scopedRound(request.user, request.query.betId, kind);
        return detailOf(row);
      });

  // The public page sends its JSON as text/plain: a content type a browser sends to another origin
  // without a CORS preflight (one round trip less for every partner visitor). Only this route reads
  // text/plain as JSON (its own plugin scope).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string' },
      scope.getDefaultJsonParser('error', 'ignore'),
    );
    publicDetailRoute(scope, keys, ctx);
  });

  route(app, gameEndpoints.createSharedLink, { auth: 'token', tag: 'game rounds' }, async (request) => {
    const { row, agent } = await scopedRound(request.user, request.body.betId);
    if (!can.shareGameRound(subjectOf(request.user), agent))
      throw forbidden('You do not have the permission to publish a game round as a public link');
    const link = createSharedLink(keys, row.bet_id, request.body.expiresInMinutes ?? DEFAULT_LINK_MINUTES);
    return {
      encryptedLink: link.encryptedLink,
      token: link.token,
      url: sharedLinkUrl(ctx, link, row.external_game_id),
      externalGameId: row.external_game_id,
      expiresAt: new Date(link.expiresAt).toISOString(),
    };
  });
});

/** POST /api/report/gamedetail {encryptedLink, token}: the public page's call (no login). */
function publicDetailRoute(
  scope: FastifyInstance,
  keys: ReturnType<typeof sharedLinkKeys>,
  ctx: ServerContext,
): void {
  route(
    scope,
    gameEndpoints.openSharedLink,
    // a partner page on any origin calls it (no cookie, no session: the link's token is the authority)
    { auth: 'public', tag: 'game rounds', config: publicCors },
    async (request) => {
      const opened = openSharedLink(keys, request.body);
      if (!opened.ok) throw new ApiError(400, 'token-expired', TOKEN_EXPIRED);
      const row = await findRound(ctx.db, opened.betId);
      if (!row) throw notFound('Game round not found');
      return detailOf(row);
    },
  );
}
