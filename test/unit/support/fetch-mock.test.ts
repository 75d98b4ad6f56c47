/** The test kit's fetch mock: routing, answers, recorded calls, held answers. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchMock } from '../../support/fetch-mock';

const original = globalThis.fetch;
beforeEach(() => {
  fetchMock.install();
});
afterEach(() => {
  fetchMock.restore();
});

describe('routes: `METHOD /path` whatever the service base and query, or an absolute URL', () => {
  it('answers the route of the method and path', async () => {
    fetchMock.route({ 'GET /api/agents': { body: [1] }, 'POST /api/agents': { body: [2] } });
    expect(await (await fetch('https://api.test/api/agents?agentId=a')).json()).toEqual([1]);
    expect(await (await fetch('https://other.test/api/agents', { method: 'POST' })).json()).toEqual([2]);
  });

  it('a key without a method takes every method; an absolute key takes only its origin', async () => {
    fetchMock.route({ '/api/x': { text: 'any' }, 'GET https://cms.test/version.json': { text: 'cms' } });
    expect(await (await fetch('https://a.test/api/x', { method: 'DELETE' })).text()).toBe('any');
    expect(await (await fetch('https://cms.test/version.json')).text()).toBe('cms');
    expect((await fetch('https://api.test/version.json')).status).toBe(404);
  });

  it(':name stands for one path segment, * for the rest', async () => {
    fetchMock.route({ 'DELETE /api/balance/:id': { status: 204 }, 'GET /api/strings/*': { body: {} } });
    expect((await fetch('https://a.test/api/balance/b-1', { method: 'DELETE' })).status).toBe(204);
    expect((await fetch('https://a.test/api/balance/b-1/x', { method: 'DELETE' })).status).toBe(404);
    expect((await fetch('https://a.test/api/strings/en/game.json')).status).toBe(200);
  });

  it('an unrouted call answers 404 Not Found', async () => {
    const response = await fetch('https://api.test/nowhere');
    expect([response.status, response.statusText]).toEqual([404, 'Not Found']);
  });

  it('answer() takes every call no route takes; a handler giving undefined answers 404', async () => {
    fetchMock.route({ 'GET /a': () => undefined }).answer({ text: 'rest' });
    expect((await fetch('https://x.test/a')).status).toBe(404);
    expect(await (await fetch('https://x.test/b')).text()).toBe('rest');
  });
});

describe('answers: JSON, text, a status with its reason phrase, a Response, a network failure', () => {
  it('a body is sent as JSON, text as it is', async () => {
    fetchMock.route({ 'GET /json': { body: { a: 1 } }, 'GET /text': { status: 201, text: '"id"' } });
    const json = await fetch('https://x.test/json');
    expect(json.headers.get('Content-Type')).toBe('application/json');
    expect(await json.json()).toEqual({ a: 1 });
    const text = await fetch('https://x.test/text');
    expect([text.status, text.statusText, await text.text()]).toEqual([201, 'Created', '"id"']);
  });

  it('a Response is sent as it is', async () => {
    fetchMock.answer(new Response('', { status: 500, statusText: '' }));
    const response = await fetch('https://x.test/');
    expect([response.status, response.statusText]).toEqual([500, '']);
  });

  it('a handler that throws makes fetch reject', async () => {
    fetchMock.answer(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetch('https://x.test/')).rejects.toThrow('Failed to fetch');
  });
});

describe('calls: method, URL, headers and body of each call, in order', () => {
  it('records what the caller sent, the body parsed when it is JSON', async () => {
    await fetch('https://api.test/api/agent?Id=1', {
      method: 'patch',
      headers: { 'Content-Type': 'application/json' },
      body: '[{"op":"replace"}]',
    });
    await fetch('https://id.test/connect/token', { method: 'POST', body: 'username=a+b' });
    const [patch, form] = fetchMock.calls;
    expect(patch.method).toBe('PATCH');
    expect(patch.input).toBe('https://api.test/api/agent?Id=1');
    expect(patch.url.searchParams.get('Id')).toBe('1');
    expect(patch.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(patch.body).toEqual([{ op: 'replace' }]);
    expect([form.body, form.text]).toEqual(['username=a+b', 'username=a+b']);
  });

  it('callsTo picks the calls of a route key', async () => {
    await fetch('https://api.test/api/agents?x=1');
    await fetch('https://api.test/api/agents', { method: 'POST', body: '{}' });
    await fetch('https://api.test/api/agent');
    expect(fetchMock.callsTo('GET /api/agents').map((c) => c.input)).toEqual([
      'https://api.test/api/agents?x=1',
    ]);
    expect(fetchMock.callsTo('/api/agents')).toHaveLength(2);
    expect(fetchMock.callsTo('https://api.test/*')).toHaveLength(3);
  });

  it('install() starts again with no calls and no routes', async () => {
    fetchMock.route({ 'GET /a': { text: 'a' } });
    await fetch('https://x.test/a');
    fetchMock.install();
    expect(fetchMock.calls).toEqual([]);
    expect((await fetch('https://x.test/a')).status).toBe(404);
  });
});

describe('hold: matching calls wait until released', () => {
  it('a held call is recorded at once and answered on release, by the routes or by the given answer', async () => {
    fetchMock.route({ 'GET /a': { text: 'routed' } });
    const gate = fetchMock.hold('GET /a');
    const first = fetch('https://x.test/a');
    const other = await fetch('https://x.test/b');
    expect(other.status).toBe(404);
    await Promise.resolve();
    expect(fetchMock.calls).toHaveLength(2);
    expect(gate.waiting).toBe(1);
    gate.release();
    expect(await (await first).text()).toBe('routed');
    expect(await (await fetch('https://x.test/a')).text()).toBe('routed');

    const next = fetchMock.hold((call) => call.url.pathname === '/a');
    const second = fetch('https://x.test/a');
    await Promise.resolve();
    next.release({ status: 400, body: { message: 'no' } });
    expect((await second).status).toBe(400);
  });

  it('a held call rejects like the real fetch when its signal aborts', async () => {
    fetchMock.hold();
    const controller = new AbortController();
    const pending = fetch('https://x.test/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('restore gives global fetch back', () => {
  it('the fetch of before install() is global fetch again', () => {
    expect(globalThis.fetch).not.toBe(original);
    fetchMock.restore();
    expect(globalThis.fetch).toBe(original);
  });
});
