/**
 * The OpenAPI 3.1 document of the services (GET /openapi.json), derived from the routes as they are
 * registered, so a new route is described without editing anything here:
 *
 * - `operationId`: the service's prefix, the method and the path's words, in camel case
 *   (`GET /backoffice/api/agent/:agentId/ipwhitelist` → `backofficeGetAgentByAgentIdIpwhitelist`):
 *   stable (it changes only with the path) and unique (one method per path).
 * - summary and tag: the contract endpoint's summary and the area's tag (`route()` of contract.ts);
 *   routes registered without a contract take theirs from ROUTE_DOCS (src/server/openapi-routes.ts).
 * - security: bearer, except the routes that take no token (`security: []`).
 * - the answers: the success answers of the contract (201 and 204 where ROUTE_DOCS says so, text ids
 *   as text/plain), `X-Total-Count` on paged lists, and the 4xx answers the route gives, with the
 *   shared `Error` schema: 400 always (the query, path or body fails its schema, or holds a NUL
 *   character), 401 and 403 when it needs a signed-in user (403: the user may not do it for this
 *   agent), 404 when it looks something up by id, and the answers ROUTE_DOCS adds (409 conflicts, 429
 *   limits …) or removes.
 * - schemas: every schema the area contracts export by name (src/core/areas/<area>/contract.ts)
 *   is a named schema of components/schemas, referenced where a route uses it.
 *
 * test/server/openapi.test.ts checks the document with swagger-parser and the Redocly linter
 * (redocly.yaml), that every route has its summary, operationId, tags and answers, and that the
 * document and the contract agree.
 */
import type { FastifyInstance } from 'fastify';
import { needsToken as routeNeedsToken, type RouteAuth } from './plugins/authentication';
import { ERROR_CODE_LIST } from '../core/contract/error-codes';
import { ROUTE_DOCS, type ErrorDocs, type RouteDoc } from './openapi-routes';
import { CONTRACT_MODULES } from './openapi-schemas';
import type { Endpoint } from '../core/contract/endpoint';
import { TOTAL_COUNT_HEADER } from '../core/contract/list';

type JsonSchema = Record<string, unknown>;

/** The marker of a schema that becomes a named schema of components/schemas. */
const COMPONENT = 'x-component';

/** The answer of every refusal: a machine code, a message, and the fields at fault when it names them. */
export const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description:
    'A refused or failed request. A refusal (4xx) says what with `code`, a stable machine code of the ' +
    'table below (clients translate it and place it by `field`), and why in English with `message` ' +
    '(for logs and people; it may change). `field` names the field at fault when there is one; ' +
    '`errors` names each field at fault with its own code (every 400 of validation); `params` holds ' +
    'the values a translation of the code may show. A server error (5xx) has a message only. The ' +
    'identity service adds the OAuth 2 `error` code, and a throttled sign-in the seconds to wait ' +
    '(`retryAfter`, as in the Retry-After header).',
  required: ['message'],
  properties: {
    code: { type: 'string', enum: [...ERROR_CODE_LIST] },
    message: { type: 'string' },
    field: { type: 'string' },
    params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'code', 'message'],
        properties: {
          field: { type: 'string' },
          code: { type: 'string', enum: [...ERROR_CODE_LIST] },
          message: { type: 'string' },
        },
      },
    },
    error: { type: 'string', description: 'OAuth 2 error code (identity service)' },
    retryAfter: { type: 'integer', minimum: 0 },
  },
};

/** What each derived 4xx answer means. */
const ERROR_TEXT: Record<number, string> = {
  400: 'The query, path or body is invalid (each field at fault in `errors`), or holds a NUL character',
  401: 'No valid access token (absent, expired, forged or revoked)',
  403: 'The signed-in user may not do this (for this agent)',
  404: 'What the request names does not exist or is not visible to the user',
};

/** The service prefixes of the single-origin server, e.g. { api: '/backoffice', … }. */
export type ServicePrefixes = Readonly<Record<string, string>>;

export interface OpenApiScope {
  /** the prefix of each service in the paths (single origin), or of the one service of the document */
  prefixes: ServicePrefixes;
  /** split ports: the service this document describes (its paths carry no prefix) */
  service?: string;
}

/** 'backoffice', 'casinoManagement' … from '/backoffice', '/casino-management'. */
const camel = (words: string[]) =>
  words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1))).join('');
const pascalWords = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1));

/** The operationId of a route: service prefix, method and path words in camel case. */
export function operationIdOf(prefix: string, method: string, path: string): string {
  const words = path
    .split('/')
    .filter((s) => s && s !== 'api')
    .flatMap((s) => (s.startsWith(':') ? ['By', ...pascalWords(s.slice(1))] : pascalWords(s)));
  return camel([...prefix.split(/[^A-Za-z0-9]+/).filter(Boolean), method.toLowerCase(), ...words]);
}

/** The route's URL split into its service's prefix and its path inside the service. */
export function servicePath(url: string, scope: OpenApiScope): { prefix: string; path: string } | null {
  if (scope.service) return { prefix: scope.prefixes[scope.service] ?? `/${scope.service}`, path: url };
  for (const prefix of Object.values(scope.prefixes))
    if (url === prefix || url.startsWith(prefix + '/'))
      return { prefix, path: url.slice(prefix.length) || '/' };
  return null;
}

/** The key of a route in ROUTE_DOCS: 'POST /identity/connect/token'. */
export const routeKey = (method: string, prefix: string, path: string) => `${method} ${prefix}${path}`;

interface RouteInfo {
  method: string | string[];
  url: string;
  schema?: JsonSchema;
  config?: { endpoint?: Endpoint; auth?: RouteAuth };
}

const needsToken = (route: RouteInfo) => routeNeedsToken(route.config);

/** True when a schema (query, path or body) has a property that names something by id. */
function looksUp(...schemas: unknown[]): boolean {
  return schemas.some((schema) => {
    const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
    return Object.keys(properties ?? {}).some((name) => name === 'id' || /[a-z](Id|Iid|Ids)$/.test(name));
  });
}

/** The named schemas of the contracts: schema object → export name. */
export function contractSchemaNames(modules: Record<string, Record<string, unknown>>): Map<object, string> {
  const names = new Map<object, string>();
  for (const module of Object.values(modules))
    for (const [name, value] of Object.entries(module)) {
      if (!value || typeof value !== 'object' || Array.isArray(value) || names.has(value)) continue;
      const s = value as JsonSchema;
      if (s.type === 'object' || s.type === 'array' || Array.isArray(s.anyOf) || Array.isArray(s.oneOf))
        names.set(value, name);
    }
  return names;
}

const NAMED = contractSchemaNames(CONTRACT_MODULES as unknown as Record<string, Record<string, unknown>>);

/** Keywords whose values are data, not schemas. */
const DATA_KEYWORDS = new Set(['enum', 'required', 'const', 'examples', 'default']);

/** A copy of `schema` whose named parts carry their name (COMPONENT), for transformDocument. */
function markNamed(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map(markNamed);
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema))
    copy[key] =
      key === 'properties' && value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, markNamed(v)]))
        : DATA_KEYWORDS.has(key)
          ? value
          : markNamed(value);
  const name = NAMED.get(schema);
  if (name) copy[COMPONENT] = name;
  return copy;
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { ...ERROR_SCHEMA, [COMPONENT]: 'Error' } } },
});

/** The 4xx answers of a route: derived, then corrected by its ROUTE_DOCS entry. */
function errorAnswers(route: RouteInfo, doc: RouteDoc | undefined): ErrorDocs {
  const schema = route.schema ?? {};
  const answers: ErrorDocs = { 400: ERROR_TEXT[400] };
  if (needsToken(route)) {
    answers[401] = ERROR_TEXT[401];
    answers[403] = ERROR_TEXT[403];
  }
  if (looksUp(schema.querystring, schema.params, schema.body)) answers[404] = ERROR_TEXT[404];
  for (const status of doc?.never ?? []) delete answers[status];
  return { ...answers, ...doc?.errors };
}

/** The success answers of a route, as fastify-swagger reads response schemas. */
function successAnswers(route: RouteInfo, doc: RouteDoc | undefined): Record<string, JsonSchema> {
  const ep = route.config?.endpoint;
  const response = (route.schema?.response ?? {}) as Record<string, JsonSchema>;
  const paged = Object.hasOwn(
    ((route.schema?.querystring ?? {}) as { properties?: object }).properties ?? {},
    'pageIndex',
  );
  const headers = paged
    ? {
        [TOTAL_COUNT_HEADER]: {
          type: 'integer',
          description: 'The number of rows matching the filter (when the request names a page)',
        },
      }
    : undefined;
  if (doc?.success) return doc.success as Record<string, JsonSchema>;
  const answers: Record<string, JsonSchema> = {};
  for (const [status, schema] of Object.entries(response))
    answers[status] = {
      description: status === '201' ? 'Created' : 'Success',
      ...(headers ? { headers } : {}),
      content: { 'application/json': { schema: markNamed(schema) } },
    };
  if (Object.keys(answers).length > 0) return answers;
  if (ep?.text)
    return {
      200: {
        description: 'Success: the id of what changed, as a JSON string',
        content: { 'text/plain': { schema: { type: 'string' } } },
      },
    };
  return { 200: { description: 'Success', type: 'null' } };
}

/**
 * The fastify-swagger `transform`: a route's documentation from its contract and options (and
 * ROUTE_DOCS); routes outside the services (the console's pages, files and images) are hidden.
 */
export function transformRoute(scope: OpenApiScope) {
  return ({ schema, url, route }: { schema: unknown; url: string; route: unknown }) => {
    const info = route as RouteInfo;
    const original = (schema ?? {}) as JsonSchema;
    const where = servicePath(url, scope);
    if (!where || original.hide) return { schema: { ...original, hide: true }, url };
    const method = [info.method].flat()[0].toUpperCase();
    const doc = ROUTE_DOCS[routeKey(method, where.prefix, where.path)];
    const responses: Record<string, JsonSchema> = { ...successAnswers(info, doc) };
    for (const [status, description] of Object.entries(errorAnswers(info, doc)))
      if (description) responses[status] = errorAnswer(description);
    const tags = (original.tags as string[] | undefined) ?? (doc?.tag ? [doc.tag] : undefined);
    const summary = (original.summary as string | undefined) ?? doc?.summary;
    return {
      url,
      schema: {
        ...original,
        operationId: doc?.operationId ?? operationIdOf(where.prefix, method, where.path),
        ...(summary ? { summary } : {}),
        ...(tags ? { tags } : {}),
        ...(doc?.description ? { description: doc.description } : {}),
        ...(doc?.consumes ? { consumes: doc.consumes } : {}),
        ...(original.body ? { body: markNamed(original.body) } : {}),
        ...(needsToken(info) ? {} : { security: [] }),
        response: responses,
      },
    };
  };
}

/** The shared 4xx answers, referenced from components/responses. */
const SHARED_ANSWERS: Record<string, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
};

/**
 * The fastify-swagger `transformObject`: each marked schema becomes a named schema of
 * components/schemas (and a $ref where it was), the derived 4xx answers shared ones of
 * components/responses, and the tags of the operations are listed.
 */
export function transformDocument({ openapiObject }: { openapiObject: Record<string, unknown> }) {
  const schemas: Record<string, unknown> = {};
  const visit = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map(visit);
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) if (key !== COMPONENT) out[key] = visit(value);
    const name = (node as Record<string, unknown>)[COMPONENT];
    if (typeof name !== 'string') return out;
    schemas[name] ??= out;
    return { $ref: `#/components/schemas/${name}` };
  };
  const doc = visit(openapiObject) as {
    paths?: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>>;
    components?: Record<string, unknown>;
    tags?: { name: string }[];
  };
  const responses: Record<string, unknown> = {};
  const tags = new Set<string>();
  for (const item of Object.values(doc.paths ?? {}))
    for (const operation of Object.values(item)) {
      for (const tag of operation.tags ?? []) tags.add(tag);
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const name = SHARED_ANSWERS[status];
        if (!name || (answer as { description?: string }).description !== ERROR_TEXT[Number(status)])
          continue;
        responses[name] = answer;
        operation.responses![status] = { $ref: `#/components/responses/${name}` };
      }
    }
  const own = (doc.components ?? {}) as { schemas?: Record<string, unknown> };
  doc.components = {
    ...own,
    schemas: sortKeys({ ...own.schemas, ...schemas }),
    responses: sortKeys(responses),
  };
  doc.tags = [...tags].sort().map((name) => ({ name }));
  return doc;
}

const sortKeys = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

/** The document of `app` with its server (the origin the client asked). */
export function documentFor(app: FastifyInstance, origin: string): Record<string, unknown> {
  return { ...(app.swagger() as unknown as Record<string, unknown>), servers: [{ url: origin }] };
}
