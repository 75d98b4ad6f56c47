/** The calls and the error catalogue for the one fetch wrapper, rule by rule. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfigForTests } from '../../../src/core/config';
import {
  busyRetries,
  busyRetryDelay,
  http,
  HttpError,
  navigation,
  pendingRequests,
  request,
  stripQuotes,
} from '../../../src/core/http';
import { clearToken, storeToken, token } from '../../../src/core/session';
import { fetchMock } from '../../support/fetch-mock';
import { fakeJwt } from '../../support/token';

const ACCESS_TOKEN = fakeJwt({ sub: 'u1', unique_name: 'a', AgentId: 'g1' });

let navigateTo: ReturnType<typeof vi.spyOn>;
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  clearToken();
  resetConfigForTests();
  configure({ apiUrl: 'https://api.example.com', apiTimeOut: 5000 });
  fetchMock.install();
  navigateTo = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  fetchMock.restore();
  vi.restoreAllMocks();
});

const lastCall = () => fetchMock.calls.at(-1)!;

describe('all requests carry an Authorization header (token type plus access token) when a valid token exists', () => {
  it('sends `<token_type> <access_token>`', async () => {
    storeToken({ token_type: 'Bearer', access_token: ACCESS_TOKEN, expires_in: 3600 });
    fetchMock.answer({ body: [] });
    await http.get('https://api.example.com/api/Role');
    expect(lastCall().headers.Authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('sends no Authorization without a token', async () => {
    fetchMock.answer({ body: [] });
    await http.get('https://api.example.com/api/Role');
    expect(lastCall().headers.Authorization).toBeUndefined();
  });

  it('sends no Authorization on a call marked anonymous (a public call)', async () => {
    storeToken({ token_type: 'Bearer', access_token: ACCESS_TOKEN, expires_in: 3600 });
    fetchMock.answer({ body: [] });
    await http.post('https://report.example.com/api/report/gamedetail', { body: {}, anonymous: true });
    expect(lastCall().headers.Authorization).toBeUndefined();
  });

  it('sends no Authorization once the token expired', async () => {
    vi.useFakeTimers();
    storeToken({ token_type: 'Bearer', access_token: ACCESS_TOKEN, expires_in: 1 });
    vi.setSystemTime(Date.now() + 2000);
    fetchMock.answer({ body: [] });
    await http.get('https://api.example.com/api/Role');
    expect(lastCall().headers.Authorization).toBeUndefined();
  });
});

describe('request bodies and content types', () => {
  it('a JSON body is sent as application/json', async () => {
    fetchMock.answer(new Response('"new-id"'));
    await http.post('https://api.example.com/api/agent', { body: { name: 'A' }, responseType: 'text' });
    expect(lastCall().method).toBe('POST');
    expect(lastCall().headers['Content-Type']).toBe('application/json');
    expect(lastCall().text).toBe('{"name":"A"}');
  });

  it('PATCH sends content type json-patch', async () => {
    fetchMock.answer(new Response(''));
    const ops = [{ op: 'replace', path: '/name', value: 'B' }];
    await http.patch('https://api.example.com/api/agent', {
      query: { Id: 'a1' },
      body: ops,
      responseType: 'none',
    });
    expect(lastCall().method).toBe('PATCH');
    expect(lastCall().headers['Content-Type']).toBe('application/json-patch+json');
    expect(lastCall().body).toEqual(ops);
  });

  it('form sends application/x-www-form-urlencoded', async () => {
    fetchMock.answer({ body: {} });
    await http.post('https://id.example.com/connect/token', {
      form: { username: 'a b', grant_type: 'password' },
    });
    expect(lastCall().headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(lastCall().text).toBe('username=a+b&grant_type=password');
  });

  it('caller headers are sent (e.g. accept text/csv for a report export)', async () => {
    fetchMock.answer(new Response('a,b'));
    const csv = await http.post<string>('https://r.example/report', {
      body: {},
      responseType: 'text',
      headers: { Accept: 'text/csv', 'report-name': 'Sales' },
    });
    expect(lastCall().headers).toMatchObject({ Accept: 'text/csv', 'report-name': 'Sales' });
    expect(csv).toBe('a,b');
  });
});

describe('query parameters skip undefined and null', () => {
  it('appends the others, encoded', async () => {
    fetchMock.answer({ body: [] });
    await http.get('https://api.example.com/api/agents', {
      query: { agentId: 'a 1', includeSubAgents: false, page: 0, skip: undefined, none: null },
    });
    expect(fetchMock.calls[0].input).toBe(
      'https://api.example.com/api/agents?agentId=a+1&includeSubAgents=false&page=0',
    );
  });

  it('keeps a query already in the URL', async () => {
    fetchMock.answer({ body: [] });
    await http.get('https://api.example.com/api/x?a=1', { query: { b: 2 } });
    expect(fetchMock.calls[0].input).toBe('https://api.example.com/api/x?a=1&b=2');
  });
});

describe('responses: JSON parsed, text responses are plain text with a quoted id unquoted', () => {
  it('parses JSON by default', async () => {
    fetchMock.answer({ body: { id: 1 } });
    await expect(request('GET', 'https://api.example.com/api/x')).resolves.toEqual({ id: 1 });
  });

  it('text responses lose the surrounding quotes of an id', async () => {
    fetchMock.answer(new Response('"3f2a-id"'));
    await expect(
      http.post('https://api.example.com/api/User', { body: {}, responseType: 'text' }),
    ).resolves.toBe('3f2a-id');
  });

  it("responseType 'none' and empty JSON bodies resolve undefined", async () => {
    fetchMock.answer(new Response('ignored'));
    await expect(
      http.delete('https://api.example.com/api/x', { responseType: 'none' }),
    ).resolves.toBeUndefined();
    fetchMock.answer(new Response(null, { status: 204 }));
    await expect(http.put('https://api.example.com/api/x', { body: {} })).resolves.toBeUndefined();
  });

  it("stripQuotes: '\"abc\"' -> 'abc', other text unchanged", () => {
    expect(stripQuotes('"abc"')).toBe('abc');
    expect(stripQuotes('abc')).toBe('abc');
    expect(stripQuotes('"')).toBe('"');
    expect(stripQuotes('say "hi"')).toBe('say "hi"');
  });
});

describe('HTTP 401: remove stored token, go to /, rethrow', () => {
  it('clears the token, navigates to / and rejects with the 401', async () => {
    storeToken({ token_type: 'Bearer', access_token: ACCESS_TOKEN, expires_in: 3600 });
    fetchMock.answer(new Response('', { status: 401, statusText: 'Unauthorized' }));
    const failure = http.get('https://api.example.com/api/x');
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(localStorage.getItem('Token')).toBeNull();
    expect(token.value).toBeNull();
    expect(navigateTo).toHaveBeenCalledWith('/');
  });
});

describe('other HTTP errors are logged and rethrown (message, or status text, or Server error)', () => {
  it("uses the server's JSON message", async () => {
    fetchMock.answer({ status: 409, statusText: 'Conflict', body: { message: 'Agent name taken' } });
    await expect(http.put('https://api.example.com/api/agent', { body: {} })).rejects.toMatchObject({
      status: 409,
      statusText: 'Conflict',
      message: 'Agent name taken',
    });
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('an expected refusal (4xx) is logged as information, never as an error; a server failure (5xx) is an error', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    fetchMock.answer({ status: 400, body: { message: 'This bonus code has expired.' } });
    await expect(http.post('https://api.example.com/api/player/bonus')).rejects.toThrow(
      'This bonus code has expired.',
    );
    expect(consoleError).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(
      'POST https://api.example.com/api/player/bonus refused: 400 Bad Request',
      'This bonus code has expired.',
    );
    fetchMock.answer(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(http.get('https://api.example.com/x')).rejects.toThrow('Service Unavailable');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's field errors, so a form can show each on its field", async () => {
    fetchMock.answer({
      status: 400,
      body: { message: 'Invalid request', errors: [{ field: 'name', message: 'name must not be empty' }] },
    });
    await expect(http.post('https://api.example.com/api/agent', { body: {} })).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'name', message: 'name must not be empty' }],
    });
  });

  it('uses a problem-details title', async () => {
    fetchMock.answer({ status: 400, body: { title: 'One or more validation errors occurred.' } });
    await expect(http.get('https://api.example.com/x')).rejects.toThrow(
      'One or more validation errors occurred.',
    );
  });

  it('uses a text body', async () => {
    fetchMock.answer(new Response('Insufficient credit', { status: 400, statusText: 'Bad Request' }));
    await expect(http.get('https://api.example.com/x')).rejects.toThrow('Insufficient credit');
  });

  it('falls back to the status text', async () => {
    fetchMock.answer(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(http.get('https://api.example.com/x')).rejects.toThrow('Service Unavailable');
  });

  it("falls back to 'Server error'", async () => {
    fetchMock.answer(new Response('', { status: 500, statusText: '' }));
    await expect(http.get('https://api.example.com/x')).rejects.toThrow(
      new HttpError(500, '', 'Server error', [], { code: 'server-error' }),
    );
  });

  it("a server failure (5xx) whose body names no code has the code 'server-error'", async () => {
    fetchMock.answer(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(http.get('https://api.example.com/x')).rejects.toMatchObject({
      status: 502,
      code: 'server-error',
    });
  });

  it("a server failure keeps the code its body names; a refusal (4xx) gets no code of the console's", async () => {
    fetchMock.answer({ status: 503, body: { code: 'server-busy', message: 'Busy' } });
    await expect(http.post('https://api.example.com/x')).rejects.toMatchObject({ code: 'server-busy' });
    fetchMock.answer({ status: 400, body: { message: 'Bad input' } });
    const refusal = await http.post('https://api.example.com/x').catch((e: HttpError) => e);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).code).toBeUndefined();
  });

  it("a network failure is logged and becomes an HttpError with status 0 and the code 'network'", async () => {
    fetchMock.answer(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(http.get('https://api.example.com/x')).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: 'Failed to fetch',
    });
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('requests time out at apiTimeOut', () => {
  it("aborts after config apiTimeOut ms with status 0, the code 'timeout' and a time-out message", async () => {
    vi.useFakeTimers();
    fetchMock.hold();
    const failure = http.get('https://api.example.com/slow');
    const settled = vi.fn();
    failure.catch(settled);
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(failure).rejects.toMatchObject({ status: 0, code: 'timeout', message: 'Request timed out' });
    expect(lastCall().signal!.aborted).toBe(true);
  });

  it('a caller abort rejects without being reported as a time-out', async () => {
    fetchMock.hold();
    const controller = new AbortController();
    const failure = http.get('https://api.example.com/slow', { signal: controller.signal });
    controller.abort();
    await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('pendingRequests counts the requests in flight', () => {
  it('goes up while requests run and down on success, error and time-out', async () => {
    vi.useFakeTimers();
    const first = fetchMock.hold('GET /a');
    fetchMock.route({ 'GET /b': new Response('', { status: 500 }) });
    fetchMock.hold('GET /c');
    expect(pendingRequests.value).toBe(0);
    const ok = http.get('https://api.example.com/a');
    const failing = http.get('https://api.example.com/b').catch((e: unknown) => e);
    const slow = http.get('https://api.example.com/c').catch((e: unknown) => e);
    expect(pendingRequests.value).toBe(3);
    await failing;
    expect(pendingRequests.value).toBe(2);
    first.release({ body: {} });
    await ok;
    expect(pendingRequests.value).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    await slow;
    expect(pendingRequests.value).toBe(0);
  });
});

describe('a busy server (429 or 503 with error server_busy) is asked again after its Retry-After', () => {
  const busy = (status: number, retryAfter = '1') =>
    new Response(JSON.stringify({ error: 'server_busy', message: 'busy', retryAfter: 1 }), {
      status,
      headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
    });

  it('the wait is Retry-After in seconds, between 1 and 30 s; other answers are no busy answers', () => {
    const body = JSON.stringify({ error: 'server_busy' });
    expect(busyRetryDelay(429, '2', body)).toBe(2000);
    expect(busyRetryDelay(503, '0', body)).toBe(1000);
    expect(busyRetryDelay(429, '600', body)).toBe(30_000);
    expect(busyRetryDelay(429, null, body)).toBe(1000);
    expect(busyRetryDelay(429, '2', JSON.stringify({ error: 'too_many_attempts' }))).toBeNull();
    expect(busyRetryDelay(500, '2', body)).toBeNull();
    expect(busyRetryDelay(429, '2', 'not json')).toBeNull();
  });

  it('a GET is sent again after the wait, counted in busyRetries meanwhile, and resolves with the answer', async () => {
    vi.useFakeTimers();
    let calls = 0;
    fetchMock.route({ 'GET /api/Role': () => (++calls === 1 ? busy(429) : { body: ['ok'] }) });
    const answer = http.get('https://api.example.com/api/Role');
    await vi.advanceTimersByTimeAsync(10);
    expect(busyRetries.value).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await answer).toEqual(['ok']);
    expect(calls).toBe(2);
    expect(busyRetries.value).toBe(0);
  });

  it('a POST is not sent again unless the call says it is a read (retryWhenBusy)', async () => {
    fetchMock.route({ 'POST /api/agent': busy(429) });
    await expect(http.post('https://api.example.com/api/agent', { body: {} })).rejects.toMatchObject({
      status: 429,
    });
    expect(fetchMock.calls).toHaveLength(1);
  });

  it('no wait beyond the request’s apiTimeOut: the busy answer is then the error', async () => {
    fetchMock.route({ 'GET /api/Role': busy(503, '10') });
    await expect(http.get('https://api.example.com/api/Role')).rejects.toMatchObject({ status: 503 });
    expect(fetchMock.calls).toHaveLength(1);
  });
});
