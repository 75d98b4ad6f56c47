/**
 * Calls an endpoint of the contract through the one fetch wrapper (src/core/http.ts): the URL from
 * its service and path, the verb, JSON or text answer. Typed by the endpoint's schemas.
 */
import { serviceUrl } from '../config';
import { request } from '../http';
import {
  fillPath,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from './endpoint';
import { TOTAL_COUNT_HEADER, type Page } from './list';

type Query = Record<string, string | number | boolean | undefined | null>;

export interface CallOptions<E> {
  params?: ParamsOf<E> & Record<string, string | number>;
  query?: QueryOf<E> & Query;
  body?: BodyOf<E>;
  signal?: AbortSignal;
  /** Overrides the answer type: 'none' ignores the body. */
  responseType?: 'json' | 'text' | 'none';
}

/** The URL of an endpoint (without its query). */
export function endpointUrl(ep: Endpoint, params?: Record<string, string | number>): string {
  return serviceUrl(ep.service, fillPath(ep.path, params));
}

/** Sends the endpoint's request; resolves with its answer (JSON, or the text of a text endpoint). */
export function call<E extends Endpoint>(ep: E, opts: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  return request<ResponseOf<E>>(ep.method, endpointUrl(ep, opts.params), {
    query: opts.query as Query | undefined,
    body: opts.body,
    signal: opts.signal,
    responseType: opts.responseType ?? (ep.text ? 'text' : 'json'),
  });
}

/**
 * Sends a list request with paging parameters and resolves with its rows and the total of the
 * X-Total-Count header. A server that does not send the header is a configuration error (the usual
 * cause is a proxy or CORS setup that does not expose it), reported as such.
 */
export async function callPage<E extends Endpoint>(
  ep: E,
  opts: CallOptions<E>,
): Promise<Page<ResponseOf<E> extends readonly (infer R)[] ? R : never>> {
  let total: number | null = null;
  const rows = await request<unknown[]>(ep.method, endpointUrl(ep, opts.params), {
    query: opts.query as Query | undefined,
    body: opts.body,
    signal: opts.signal,
    onResponse: (response) => {
      const header = response.headers.get(TOTAL_COUNT_HEADER);
      total = header === null ? null : Number(header);
    },
  });
  if (total === null || !Number.isFinite(total)) {
    throw new Error(
      `The ${TOTAL_COUNT_HEADER} header is missing from ${ep.method} ${ep.path}: a paged list needs it ` +
        '(behind a proxy or on another origin, it must be exposed with Access-Control-Expose-Headers).',
    );
  }
  return { rows: rows as never[], total };
}
