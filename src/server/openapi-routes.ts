/**
 * What the OpenAPI document (src/server/openapi.ts) cannot derive from a route's contract and options,
 * by route: 'METHOD /service-prefix/path' with Fastify's ':param' segments.
 *
 * - routes registered without a contract endpoint (the versions): their summary and tag;
 * - answers beyond the derived ones: conflicts (409), limits (429), a route's own authentication
 *   (401), and the success answers that are not 200 JSON (201 and 204, CSV, event streams);
 * - derived answers a route cannot give (`never`), e.g. no 403 for what every signed-in user may read;
 * - request bodies that are not JSON.
 *
 * test/server/openapi.test.ts fails on an entry that names no route, and on a route without a summary
 * or tag: a new route gets them from its contract (`route()` of src/server/contract.ts) or here.
 */
import { DETAIL_PATHS } from '../core/games/endpoints';

/** The description of each 4xx answer by status (undefined removes a derived one). */
export type ErrorDocs = Partial<Record<number, string>>;

export interface RouteDoc {
  summary?: string;
  tag?: string;
  description?: string;
  operationId?: string;
  /** media types of the request body, when not only JSON */
  consumes?: string[];
  /** 4xx answers beyond the derived ones */
  errors?: ErrorDocs;
  /** derived 4xx answers the route never gives */
  never?: number[];
  /** the success answers, when not the contract's 200 JSON (fastify-swagger response schemas) */
  success?: Record<number, Record<string, unknown>>;
}

const created = (what: string) => ({
  201: {
    description: `Created: the new ${what}'s id, as a JSON string`,
    content: { 'text/plain': { schema: { type: 'string', format: 'uuid' } } },
  },
});
const noContent = { 204: { description: 'Done: no content', type: 'null' } };
const json = (description: string, schema: Record<string, unknown> = { type: 'object' }) => ({
  200: { description, content: { 'application/json': { schema } } },
});

const FORM = ['application/x-www-form-urlencoded', 'application/json'];
const THROTTLED = 'Too many failed attempts: try again after Retry-After seconds';
const VERSION = json('The version of the server', {
  type: 'object',
  required: ['version'],
  properties: { version: { type: 'string' } },
});

/** GET /version.json of every service. */
const versions = Object.fromEntries(
  ['/identity', '/backoffice', '/casino-management', '/reports'].map((prefix) => [
    `GET ${prefix}/version.json`,
    { summary: 'The version of the server', tag: 'service', success: VERSION } satisfies RouteDoc,
  ]),
);

/** The in-app game-round views, one route per kind (their contract: src/core/games/contract.ts). */
const detailViews = Object.fromEntries(
  Object.values(DETAIL_PATHS).map((path) => [
    `GET /reports${path}`,
    { success: json('The round as its view shows it') } satisfies RouteDoc,
  ]),
);

export const ROUTE_DOCS: Readonly<Record<string, RouteDoc>> = {
  ...versions,
  ...detailViews,

  // identity (OAuth 2, form-encoded as the RFCs say; JSON accepted too: src/core/identity/contract.ts)
  'POST /identity/connect/token': {
    consumes: FORM,
    description:
      'A wrong password and an unknown user are the same 400 `invalid_grant`; failed attempts are ' +
      'throttled per user name and per client address.',
    errors: { 429: THROTTLED },
  },
  'POST /identity/connect/revocation': {
    consumes: FORM,
    description: 'An unknown, expired or malformed token is answered 200 as well, as the RFC says.',
    errors: { 401: 'Unknown client (client_id, client_secret)' },
    success: { 200: { description: 'Revoked (or nothing to revoke)', type: 'null' } },
  },

  // navigation (agent tree: src/core/areas/agents/contract.ts)
  'GET /backoffice/api/navigation/tree': {
    success: json('The agent and its sub-agents'),
  },
  'GET /backoffice/api/navigation/search': {
    success: json('The agents found (id and name)', { type: 'array', items: { type: 'object' } }),
  },
  'GET /backoffice/api/navigation': {
    success: json('The agent'),
  },

  // game rounds
  'POST /reports/api/report/gamedetail': {
    consumes: ['application/json', 'text/plain'],
    description:
      'The body may be sent as text/plain (a request a browser sends cross-origin without a preflight).',
    success: json('The round as its view shows it'),
  },
  'POST /reports/api/report/sharedlink': {
    success: json('The link, its token and when it expires'),
  },
  'GET /casino-management/api/localization/game_strings/:file': {
    summary: 'The game strings of a language (en.json, zh-cn.json)',
    tag: 'localization',
    errors: { 404: 'No game strings for that language' },
    success: json('The texts, by key'),
  },

  // answers the contract does not say
  'POST /backoffice/api/agent': { success: created('agent') },
  'POST /backoffice/api/User': { success: created('user') },
  'PUT /backoffice/api/User': {
    errors: { 409: 'The last active user of the root agent cannot be deactivated' },
  },
  'DELETE /backoffice/api/User': {
    errors: { 409: 'Users cannot delete themselves, nor the last active user of the root agent' },
    success: noContent,
  },
  'PUT /backoffice/api/User/profile': { errors: { 429: THROTTLED }, never: [403] },
  'DELETE /backoffice/api/potBalance/:id': { success: noContent },
  'POST /backoffice/api/pos': { success: created('cafe') },
  'POST /backoffice/api/pos/pickup': {
    errors: { 401: 'No valid HTTP Basic credentials of a user of the cafe', 429: THROTTLED },
  },
  'PUT /casino-management/api/casino': { success: created('casino') },
  'PATCH /casino-management/api/casino': { errors: { 409: 'The casino is deleted: restore it first' } },
  'DELETE /casino-management/api/casino/:id': { errors: { 409: 'The casino is already deleted' } },
  'PUT /casino-management/api/player': { success: created('player') },
  'POST /casino-management/api/player/bonus': { errors: { 409: 'The player already has an active bonus' } },
  'POST /reports/api/report/pendinggames/close': { errors: { 409: 'The round is settled already' } },
  'POST /reports/api/report/pendinggames/closecasino': {
    errors: { 409: 'The casino has no pending rounds to close for this agent' },
  },
  'GET /backoffice/api/audit/export': {
    success: {
      200: {
        description: 'The entries as CSV (a file named in Content-Disposition)',
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
    },
  },
  'GET /backoffice/api/audit/stream': {
    success: {
      200: {
        description:
          'Server-sent events: each change committed in the subtree (resumable with Last-Event-ID)',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
    },
  },

  // what every signed-in user may read
  'GET /backoffice/api/claim/user': { never: [403] },
  'GET /backoffice/api/country': { never: [403] },
  'GET /backoffice/api/currency': { never: [403] },
  'GET /backoffice/api/timezone': { never: [403] },
  'GET /casino-management/api/country': { never: [403] },
  'GET /casino-management/api/timezone': { never: [403] },
  'GET /casino-management/api/language': { never: [403] },
};
