/**
 * The one fetch wrapper of the console.
 *
 * - `Authorization: <token_type> <access_token>` when the session holds a valid token (not on a call
 *   marked `anonymous`);
 * - times out after config `apiTimeOut` ms (HttpError status 0, code `timeout`, 'Request timed out');
 * - 401: clears the stored token, navigates to '/' (inside the console shell only) and rethrows;
 * - other failures are logged, then rethrown as HttpError (message = server message | statusText |
 *   'Server error'; code: the body's machine code, else `server-error` for a 5xx; no answer at all is
 *   status 0, code `network`): a refusal the page expects and explains to the user (4xx: a wrong password, an
 *   expired bonus code, a missing link) is logged as information (console.info), never as an error; a
 *   failure of the server or the network (5xx, no answer, time-out) is an error (console.error);
 * - JSON bodies as application/json, PATCH as application/json-patch+json, `form` as x-www-form-urlencoded;
 * - text responses lose the quotes around a quoted id (`stripQuotes`); `blob` gives the body as a Blob (downloads);
 * - `pendingRequests` counts the requests in flight;
 * - the request ids (`X-Request-Id`) of this page's own changes (every method but GET and HEAD) are
 *   kept for a while, so the live stream can tell this page's changes from other people's
 *   (`isOwnRequest`);
 * - a busy server (429 or 503 with `error: 'server_busy'`: too many reports at once, no database
 *   connection free) is asked again after its `Retry-After` (1 to 30 s), as long as the request's
 *   `apiTimeOut` allows, for GET and HEAD and for the calls marked `retryWhenBusy` (reads sent as POST:
 *   the reports); `busyRetries` counts the requests waiting so (the reports say "the server is busy,
 *   retrying…"). Other answers, a sign-in's 429 included, are never retried.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { config, DEFAULT_CONFIG } from './config';
import { clearToken, validToken } from './token';

/**
 * One field the server refused, from a refusal's body `{ code, message, errors: [{ field, code, message }] }`
 * (`code`: a machine code of src/core/contract/error-codes.ts, absent from servers that send none).
 */
export interface FieldError {
  field: string;
  code?: string;
  message: string;
}

export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The server's field errors, when its body lists them (empty otherwise). */
  readonly errors: FieldError[];
  /**
   * The refusal's machine code (src/core/contract/error-codes.ts), when the body has one; else, for
   * the console's own failures, a `CoreErrorCode` (`timeout`, `network`, `server-error`).
   */
  readonly code?: string;
  /** The values the code's translation may show, when the body has them. */
  readonly params?: Record<string, string | number>;
  constructor(
    status: number,
    statusText: string,
    message: string,
    errors: FieldError[] = [],
    detail: { code?: string; params?: Record<string, string | number> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
    this.errors = errors;
    this.code = detail.code;
    this.params = detail.params;
  }
}

export const TIMEOUT_MESSAGE = 'Request timed out';
export const SERVER_ERROR_MESSAGE = 'Server error';

/**
 * The codes of the failures the console itself names (none is a code of the server's table): no
 * answer in time (`timeout`), no answer at all (`network`: offline, refused, cut), and a server
 * failure (5xx) whose body names no code (`server-error`). Pages translate these, not the messages.
 */
export const CORE_ERROR_CODES = ['timeout', 'network', 'server-error'] as const;
export type CoreErrorCode = (typeof CORE_ERROR_CODES)[number];

/** Whether an error's code is one the console itself gives (`CoreErrorCode`). */
export function isCoreErrorCode(code: unknown): code is CoreErrorCode {
  return (CORE_ERROR_CODES as readonly unknown[]).includes(code);
}

const pending = signal(0);
/** Number of requests in flight (drives the progress bar). */
export const pendingRequests: ReadonlySignal<number> = pending;

const waitingBusy = signal(0);
/** Number of requests waiting to ask a busy server again (the reports show "busy, retrying…"). */
export const busyRetries: ReadonlySignal<number> = waitingBusy;

/** The longest wait a busy answer's Retry-After may ask for. */
export const MAX_BUSY_WAIT_MS = 30_000;

/** The wait a busy answer asks for (its Retry-After in seconds, 1 to 30 s), or null when it is not one. */
export function busyRetryDelay(status: number, retryAfter: string | null, body: string): number | null {
  if (status !== 429 && status !== 503) return null;
  try {
    if ((JSON.parse(body) as { error?: unknown } | null)?.error !== 'server_busy') return null;
  } catch {
    return null;
  }
  const seconds = Number(retryAfter);
  return Math.min(MAX_BUSY_WAIT_MS, Math.max(1000, Number.isFinite(seconds) ? seconds * 1000 : 1000));
}

/** How many of this page's latest change requests are remembered. */
const OWN_REQUESTS_KEPT = 200;
const ownRequests = new Set<string>();

function rememberOwnRequest(verb: string, response: Response): void {
  if (verb === 'GET' || verb === 'HEAD') return;
  const id = response.headers.get('X-Request-Id');
  if (!id) return;
  ownRequests.add(id);
  if (ownRequests.size > OWN_REQUESTS_KEPT) ownRequests.delete(ownRequests.values().next().value as string);
}

/** Whether a change with this request id was sent by this page (one of its latest change requests). */
export function isOwnRequest(requestId: string | null | undefined): boolean {
  return !!requestId && ownRequests.has(requestId);
}

/**
 * Where a 401 sends the browser. The console shell's router (core/router.ts `startRouter`) points it at
 * the console's root; outside the shell it changes no address of the host page (the token is cleared
 * and the elements show their signed-out state). Replaceable (tests, hosts with their own router).
 */
export const navigation = {
  navigateTo(url: string): void {
    void url;
  },
};

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  form?: Record<string, string>;
  responseType?: 'json' | 'text' | 'none' | 'blob';
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Called with the successful response before its body is read (to read headers such as X-Total-Count). */
  onResponse?: (response: Response) => void;
  /** A public call: no Authorization header, whatever the session holds. */
  anonymous?: boolean;
  /**
   * Ask again when the server answers busy (GET and HEAD always do): for reads sent as POST, which
   * change nothing, such as the reports.
   */
  retryWhenBusy?: boolean;
}

/** '"abc"' -> 'abc'; any other text unchanged. */
export function stripQuotes(text: string): string {
  const trimmed = text.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1)
    : text;
}

function buildUrl(url: string, query: RequestOptions['query']): string {
  const base = typeof document !== 'undefined' ? document.baseURI : undefined;
  const target = new URL(url, base);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) target.searchParams.append(key, String(value));
  }
  return target.href;
}

/** The `errors: [{field, code, message}]` list of a JSON error body, when there is one. */
function serverFieldErrors(body: string): FieldError[] {
  try {
    const data: unknown = JSON.parse(body);
    const list = (data as { errors?: unknown } | null)?.errors;
    if (!Array.isArray(list)) return [];
    return list
      .filter((e): e is FieldError => !!e && typeof e.field === 'string' && typeof e.message === 'string')
      .map(({ field, code, message }) =>
        typeof code === 'string' ? { field, code, message } : { field, message },
      );
  } catch {
    return [];
  }
}

/** The `code` and `params` of a JSON error body, when it has them. */
function serverCode(body: string): { code?: string; params?: Record<string, string | number> } {
  try {
    const data = JSON.parse(body) as { code?: unknown; params?: unknown } | null;
    const code = typeof data?.code === 'string' ? data.code : undefined;
    const params =
      data?.params && typeof data.params === 'object' && !Array.isArray(data.params)
        ? (data.params as Record<string, string | number>)
        : undefined;
    return { ...(code ? { code } : {}), ...(params ? { params } : {}) };
  } catch {
    return {};
  }
}

/** The server's own words: JSON `message` / `title` / `error_description` / `error`, or a text body. */
function serverMessage(body: string): string {
  const text = body.trim();
  if (!text) return '';
  try {
    const data: unknown = JSON.parse(text);
    if (data && typeof data === 'object') {
      const d = data as Record<string, unknown>;
      for (const key of ['message', 'title', 'error_description', 'error']) {
        if (typeof d[key] === 'string' && d[key]) return d[key] as string;
      }
      return '';
    }
    return typeof data === 'string' ? data : text;
  } catch {
    return text;
  }
}

/** Sends one request; resolves with parsed JSON (default), stripped text, or undefined ('none' / empty body). */
export async function request<T>(method: string, url: string, opts: RequestOptions = {}): Promise<T> {
  const verb = method.toUpperCase();
  const target = buildUrl(url, opts.query);
  const headers: Record<string, string> = {};
  if ((opts.responseType ?? 'json') === 'json') headers.Accept = 'application/json';
  let body: BodyInit | undefined;
  if (opts.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = verb === 'PATCH' ? 'application/json-patch+json' : 'application/json';
    body = JSON.stringify(opts.body);
  }
  const token = opts.anonymous ? null : validToken();
  if (token) headers.Authorization = `${token.content.token_type} ${token.content.access_token}`;
  Object.assign(headers, opts.headers);

  const controller = new AbortController();
  let timedOut = false;
  const timeout = config.value?.apiTimeOut ?? DEFAULT_CONFIG.apiTimeOut;
  const deadline = Date.now() + timeout;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const onCallerAbort = () => controller.abort(opts.signal?.reason);
  if (opts.signal?.aborted) onCallerAbort();
  opts.signal?.addEventListener('abort', onCallerAbort);
  const retries = opts.retryWhenBusy ?? (verb === 'GET' || verb === 'HEAD');

  pending.value++;
  try {
    let response: Response;
    for (;;) {
      response = await fetch(target, { method: verb, headers, body, signal: controller.signal });
      rememberOwnRequest(verb, response);
      if (response.ok || !retries || (response.status !== 429 && response.status !== 503)) break;
      const text = await response.text().catch(() => '');
      const wait = busyRetryDelay(response.status, response.headers.get('Retry-After'), text);
      if (wait === null || Date.now() + wait >= deadline) {
        response = new Response(text, { status: response.status, statusText: response.statusText });
        break;
      }
      waitingBusy.value++;
      try {
        await new Promise<void>((resolve, reject) => {
          const done = setTimeout(resolve, wait);
          controller.signal.addEventListener(
            'abort',
            () => {
              clearTimeout(done);
              reject(controller.signal.reason ?? new DOMException('Aborted', 'AbortError'));
            },
            { once: true },
          );
        });
      } finally {
        waitingBusy.value--;
      }
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      const message = serverMessage(text);
      const detail = serverCode(text);
      const error = new HttpError(
        response.status,
        response.statusText,
        message || response.statusText || SERVER_ERROR_MESSAGE,
        serverFieldErrors(text),
        response.status >= 500 && !detail.code ? { ...detail, code: 'server-error' } : detail,
      );
      if (response.status === 401) {
        clearToken();
        navigation.navigateTo('/');
      } else if (response.status < 500) {
        // refused: the page shows why; nothing went wrong with the console or the server
        console.info(`${verb} ${target} refused: ${response.status} ${response.statusText}`, error.message);
      } else {
        console.error(`${verb} ${target} failed: ${response.status} ${response.statusText}`, error.message);
      }
      throw error;
    }
    opts.onResponse?.(response);
    const type = opts.responseType ?? 'json';
    if (type === 'none') return undefined as T;
    if (type === 'blob') return (await response.blob()) as T;
    const text = await response.text();
    if (type === 'text') return stripQuotes(text) as T;
    return (text.trim() ? JSON.parse(text) : undefined) as T;
  } catch (e) {
    if (e instanceof HttpError) throw e;
    if (timedOut) {
      console.error(`${verb} ${target} timed out`);
      throw new HttpError(0, 'Timeout', TIMEOUT_MESSAGE, [], { code: 'timeout' });
    }
    if (opts.signal?.aborted) throw e; // the caller cancelled: not an error worth logging
    const message = e instanceof Error && e.message ? e.message : SERVER_ERROR_MESSAGE;
    console.error(`${verb} ${target} failed:`, message);
    throw new HttpError(0, '', message, [], { code: 'network' });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
    pending.value--;
  }
}

type Verb = <T>(url: string, opts?: RequestOptions) => Promise<T>;

export const http: { get: Verb; post: Verb; put: Verb; patch: Verb; delete: Verb } = {
  get: (url, opts) => request('GET', url, opts),
  post: (url, opts) => request('POST', url, opts),
  put: (url, opts) => request('PUT', url, opts),
  patch: (url, opts) => request('PATCH', url, opts),
  delete: (url, opts) => request('DELETE', url, opts),
};
