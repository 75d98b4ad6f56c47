/**
 * The server side of the area contracts (src/core/areas/<area>/contract.ts, src/core/contract):
 *
 * - `route(app, endpoint, { auth, tag }, handler)` registers an endpoint's route with its schemas, so Fastify
 *   validates the query, path parameters and body with them, serialises the answer with the response
 *   schema (fields outside the contract never leave), and the OpenAPI document lists it. The request's
 *   query, params and body are typed by the contract.
 * - the `openApiDocument` plugin collects every route into an OpenAPI 3.1 document served at /openapi.json
 *   (operationIds, answers, named schemas: src/server/openapi.ts).
 * - `sendPage(reply, page)` answers a paged list: the rows as the body, the total in X-Total-Count.
 */
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
} from 'fastify';
import type { BodyOf, Endpoint, ParamsOf, QueryOf } from '../core/contract/endpoint';
import { TOTAL_COUNT_HEADER, type Page } from '../core/contract/list';
import type { RouteAuth } from './plugins/authentication';
import { documentFor, transformDocument, transformRoute, type OpenApiScope } from './openapi';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route serves (set by `route()`). */
    endpoint?: Endpoint;
  }
}

export type ContractRequest<E> = FastifyRequest<{
  Querystring: QueryOf<E>;
  Params: ParamsOf<E>;
  Body: BodyOf<E>;
}>;

export interface RouteOptions {
  /**
   * How the route is authenticated: 'token' (a signed-in user) or 'public'. Written on every route, so a
   * reader sees it; applied by src/server/plugins/authentication.ts.
   */
  auth: RouteAuth;
  /** The OpenAPI tag (the area). */
  tag: string;
  /** More of the route's config (e.g. `publicCors` of src/server/security-headers.ts). */
  config?: Omit<FastifyContextConfig, 'auth' | 'endpoint'>;
}

/** Registers the route of an endpoint, validated and serialised with its contract. */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  options: RouteOptions,
  handler: (request: ContractRequest<E>, reply: FastifyReply) => Promise<unknown>,
): void {
  app.route({
    method: ep.method,
    url: ep.path,
    // the OpenAPI document reads the endpoint (text answers) from here
    config: {
      ...options.config,
      endpoint: ep,
      auth: options.auth,
    },
    schema: {
      summary: ep.summary,
      tags: [options.tag],
      ...(ep.querystring ? { querystring: ep.querystring } : {}),
      ...(ep.params ? { params: ep.params } : {}),
      ...(ep.body ? { body: ep.body } : {}),
      ...(ep.response ? { response: ep.response } : {}),
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}

/** An id as the text answer of an endpoint marked `text` (a created or changed row): the id, quoted. */
export const quoted = (id: string): string => JSON.stringify(id);

/** Answers one page of a list: the rows, and their total in the X-Total-Count header. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  void reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.rows;
}

export interface OpenApiOptions {
  /** The document's title. */
  title: string;
  /** The package version. */
  version: string;
  /** Which service prefixes the paths carry (or which one service the document describes). */
  scope: OpenApiScope;
}

/**
 * Collects the routes registered after it into an OpenAPI document (GET /openapi.json). Register it
 * before the services: routes registered earlier are not in the document. Not encapsulated
 * (fastify-plugin): it reads the routes of the whole instance it is registered on.
 */
export const openApiDocument = fp<OpenApiOptions>(
  async function openApiDocument(app, { title, version, scope }) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title,
          version,
          description:
            'The reference back-office API of casino-widgets. Every route except sign-in, versions and the ' +
            'public game-history page needs `Authorization: Bearer <access_token>` from POST /connect/token. ' +
            `Paged lists take pageIndex, pageSize, sort ('field' or '-field') and filter, and answer the total in ${TOTAL_COUNT_HEADER}. ` +
            'A refused request answers a 4xx status with `{ message, errors?: [{ field, message }] }`.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearer: [] }],
      },
      convertConstToEnum: false,
      transform: transformRoute(scope),
      transformObject: transformDocument as never,
    });
    app.get('/openapi.json', { schema: { hide: true } }, async (request) =>
      documentFor(app, `${request.protocol}://${request.host}`),
    );
  },
  { name: 'openapi-document', fastify: '5.x' },
);
