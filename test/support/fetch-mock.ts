/**
 * The one fetch mock of the tests, for vitest (happy-dom) and web-test-runner (Chromium) alike: it
 * replaces `globalThis.fetch`, records every call and answers it from a table of routes.
 *
 * A route key is `METHOD target` (`GET /api/agents`) or a target alone for any method. The target is
 * a path, matched against the URL's path whatever the service base, or an absolute URL
 * (`https://api.test/version.json`), matched against origin and path; the query never takes part.
 * `:name` stands for one path segment and `*` for the rest (`GET /api/localization/game_strings/*`).
 *
 * An answer is a Response (sent as it is) or `{ status, statusText, body, text, headers }`: `body`
 * is sent as JSON, `text` as it is, the status text is the usual reason phrase. A handler
 * `(call) => answer` may compute it, answer later (a promise) or throw (a network failure); a
 * handler that gives `undefined` answers 404, as does a call no route and no `answer()` takes.
 * `hold()` keeps matching calls waiting until the test releases them (races, loading states).
 */

/** One recorded call. */
export interface FetchCall {
  method: string;
  url: URL;
  /** The URL exactly as the caller gave it. */
  input: string;
  /** The request headers with the names the caller gave them. */
  headers: Record<string, string>;
  /** The body as JSON when it parses, else as text; undefined without a body. */
  body: unknown;
  /** The body as sent (text); undefined without a body. */
  text: string | undefined;
  signal: AbortSignal | undefined;
}

export interface AnswerInit {
  status?: number;
  statusText?: string;
  /** Sent as JSON (Content-Type application/json). */
  body?: unknown;
  /** Sent as it is (Content-Type text/plain). */
  text?: string;
  headers?: Record<string, string>;
}

export type Answer = Response | AnswerInit;
export type Handler = (call: FetchCall) => Answer | undefined | Promise<Answer | undefined>;
export type CallMatch = string | ((call: FetchCall) => boolean);

/** Calls held back until the test releases them. */
export interface Gate {
  /** How many calls wait now. */
  readonly waiting: number;
  /** Answers the waiting calls (with `answer`, else as the routes would) and holds no more. */
  release(answer?: Answer): void;
}

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** `[METHOD ]target` as a test of a call. */
function matcher(key: string): (call: FetchCall) => boolean {
  const space = key.indexOf(' ');
  const method = space > 0 ? key.slice(0, space).toUpperCase() : undefined;
  const target = space > 0 ? key.slice(space + 1) : key;
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(target);
  const pattern = new RegExp(
    '^' +
      escapeRegExp(target)
        .replace(/\*/g, '.*')
        .replace(/\/:[A-Za-z_]\w*/g, '/[^/]+') +
      '$',
  );
  return (call) =>
    (method === undefined || call.method === method) &&
    pattern.test(absolute ? call.url.origin + call.url.pathname : call.url.pathname);
}

function headersOf(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return { ...(headers as Record<string, string>) };
}

function parsed(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toResponse(answer: Answer): Response {
  if (answer instanceof Response) return answer;
  const status = answer.status ?? 200;
  const json = answer.text === undefined && answer.body !== undefined;
  const content = answer.text ?? (json ? JSON.stringify(answer.body) : '');
  const headers: Record<string, string> = {
    'Content-Type': json ? 'application/json' : 'text/plain',
    ...answer.headers,
  };
  return new Response(NULL_BODY_STATUSES.has(status) ? null : content, {
    status,
    statusText: answer.statusText ?? REASONS[status] ?? '',
    headers,
  });
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

const NOT_FOUND: AnswerInit = { status: 404, body: { message: 'Not Found' } };

export class FetchMock {
  /** Every call since `install()`, in order. */
  readonly calls: FetchCall[] = [];
  private routes: Array<{ key: string; test: (call: FetchCall) => boolean; handler: Handler }> = [];
  private fallback: Handler = () => undefined;
  private gates: Array<{ test: (call: FetchCall) => boolean; waiters: Array<(answer?: Answer) => void> }> =
    [];
  private original: typeof fetch | undefined;

  /** Replaces global fetch; starts with no calls, no routes and nothing held. */
  install(): this {
    this.calls.length = 0;
    this.routes = [];
    this.fallback = () => undefined;
    this.gates = [];
    if (!this.original) this.original = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      this.fetch(input, init)) as typeof fetch;
    return this;
  }

  /** Gives global fetch back. Calls still held stay unanswered. */
  restore(): void {
    if (this.original) globalThis.fetch = this.original;
    this.original = undefined;
  }

  /** Replaces the routes with `table` (key `METHOD target`, value an answer or a handler). */
  route(table: Record<string, Answer | Handler>): this {
    this.routes = [];
    for (const [key, value] of Object.entries(table)) this.addRoute(key, value);
    return this;
  }

  /** Adds one route; it replaces a route of the same key. */
  addRoute(key: string, value: Answer | Handler): this {
    const handler: Handler = typeof value === 'function' ? value : () => value;
    this.routes = this.routes.filter((r) => r.key !== key);
    this.routes.push({ key, test: matcher(key), handler });
    return this;
  }

  /** Answers every call that no route takes (an answer, or a handler; undefined answers 404). */
  answer(value: Answer | Handler): this {
    this.fallback = typeof value === 'function' ? value : () => value;
    return this;
  }

  /** Holds the calls that `match` (a route key or a test; every call without it) until released. */
  hold(match?: CallMatch): Gate {
    const test = match === undefined ? () => true : typeof match === 'string' ? matcher(match) : match;
    const gate = { test, waiters: [] as Array<(answer?: Answer) => void> };
    this.gates.push(gate);
    return {
      get waiting() {
        return gate.waiters.length;
      },
      release: (answer?: Answer) => {
        this.gates = this.gates.filter((g) => g !== gate);
        gate.waiters.splice(0).forEach((go) => go(answer));
      },
    };
  }

  /** The calls that match a route key (`GET /api/agents`, `/api/navigation/tree`, an absolute URL). */
  callsTo(key: string): FetchCall[] {
    const test = matcher(key);
    return this.calls.filter(test);
  }

  private async fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const request = input instanceof Request ? input : undefined;
    const given = request ? request.url : input instanceof URL ? input.href : String(input);
    const text =
      init.body !== undefined && init.body !== null
        ? String(init.body)
        : request && request.body
          ? await request.clone().text()
          : undefined;
    const call: FetchCall = {
      method: (init.method ?? request?.method ?? 'GET').toUpperCase(),
      url: new URL(given, globalThis.location?.href),
      input: given,
      headers: headersOf(init.headers ?? request?.headers),
      body: parsed(text),
      text,
      signal: init.signal ?? request?.signal,
    };
    this.calls.push(call);
    const signal = call.signal;
    if (signal?.aborted) throw abortError(signal);

    let released: Answer | undefined;
    const gate = this.gates.find((g) => g.test(call));
    if (gate) {
      released = await new Promise<Answer | undefined>((resolve, reject) => {
        gate.waiters.push(resolve);
        signal?.addEventListener('abort', () => {
          gate.waiters.splice(gate.waiters.indexOf(resolve), 1);
          reject(abortError(signal));
        });
      });
    }
    const route = this.routes.find((r) => r.test(call));
    const answer = released ?? (await (route ? route.handler : this.fallback)(call)) ?? NOT_FOUND;
    return toResponse(answer);
  }
}

/** The fetch mock every test shares: `fetchMock.install()` before a test, `restore()` after it. */
export const fetchMock = new FetchMock();
