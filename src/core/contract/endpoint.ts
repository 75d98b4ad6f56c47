/**
 * An endpoint of the contract: method, path, the service it lives on and the schemas of its query,
 * path parameters, body and answer. The server registers its route from it (validation, serialisation,
 * OpenAPI); the client builds its URL from it and takes its types. Pure data.
 */
import type { Schema, Static } from './schema';

/** The service an endpoint belongs to (the configuration key of its base URL). */
export type Service = 'api' | 'identity' | 'casinoManagement' | 'report';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  readonly method: Method;
  /** Path on its service; ':name' segments are path parameters ('/api/agent/:agentId/ipwhitelist'). */
  readonly path: string;
  readonly service: Service;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly querystring?: Schema;
  readonly params?: Schema;
  readonly body?: Schema;
  /** The answer of success (200 or 201), by status code; absent for text or empty answers. */
  readonly response?: Readonly<Record<number, Schema>>;
  /** The answer is text (a quoted id), not JSON. */
  readonly text?: boolean;
}

/** Declares an endpoint (keeps its literal types). */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Part<E, K extends keyof Endpoint> = E extends { [P in K]: infer S } ? Static<S> : undefined;

/** The query of an endpoint. */
export type QueryOf<E> = Part<E, 'querystring'>;
/** The path parameters of an endpoint. */
export type ParamsOf<E> = Part<E, 'params'>;
/** The body of an endpoint. */
export type BodyOf<E> = Part<E, 'body'>;
/** The success answer of an endpoint (200, else 201). */
export type ResponseOf<E> = E extends { response: infer R }
  ? R extends { 200: infer S }
    ? Static<S>
    : R extends { 201: infer S }
      ? Static<S>
      : unknown
  : unknown;

/** The path with its ':name' parameters filled in (URL-encoded). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
