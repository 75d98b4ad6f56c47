/**
 * The console's live stream: one per page, read with fetch and the session's Authorization header,
 * each change mapped onto the console's cache and events, resumed after a drop with Last-Event-ID and
 * backoff, closed on sign-out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfigForTests } from '../../../src/core/config';
import { on } from '../../../src/core/events';
import { http } from '../../../src/core/http';
import { liveStatus, onLiveChange, resetLiveForTests, retainLive, SILENCE_MS } from '../../../src/core/live';
import { onInvalidate, queryClient } from '../../../src/core/query';
import { clearToken } from '../../../src/core/session';
import { API } from '../../support/config';
import { fetchMock } from '../../support/fetch-mock';
import { agentDetails, CHILD, OWN } from '../../support/fixtures';
import { liveStream, type LiveStream } from '../../support/live-stream';
import { signIn } from '../../support/token';

let streams: LiveStream[];
let release: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  configure({ apiUrl: API, creditRefreshInterval: 0 });
  streams = [];
  fetchMock.install().route({
    'GET /api/audit/stream': () => {
      const s = liveStream();
      streams.push(s);
      return s.response;
    },
    'GET /api/agent': (call) => ({
      body: agentDetails({ id: call.url.searchParams.get('agentId')!, name: 'Renamed', creditAmount: 42 }),
    }),
    'PUT /api/thing': { body: {}, headers: { 'X-Request-Id': 'mine-1' } },
  });
});

afterEach(() => {
  release?.();
  release = undefined;
  resetLiveForTests();
  fetchMock.restore();
  clearToken();
  resetConfigForTests();
  queryClient.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const flush = () => vi.advanceTimersByTimeAsync(0);

async function opened(): Promise<LiveStream> {
  signIn(OWN);
  release = retainLive();
  await flush();
  const s = streams.at(-1)!;
  s.ready();
  await flush();
  return s;
}

describe('one stream per console page, authenticated with the session’s header', () => {
  it('opens GET {api}/api/audit/stream with Authorization and Accept text/event-stream', async () => {
    await opened();
    const [call] = fetchMock.callsTo('GET /api/audit/stream');
    expect(call.url.href).toBe(`${API}/api/audit/stream`);
    expect(call.headers.Authorization).toMatch(/^Bearer /);
    expect(call.headers.Accept).toBe('text/event-stream');
    expect(liveStatus.value).toBe('open');
  });
  it('several holders share one stream; the last release closes it', async () => {
    await opened();
    const second = retainLive();
    await flush();
    expect(fetchMock.callsTo('GET /api/audit/stream')).toHaveLength(1);
    second();
    expect(liveStatus.value).toBe('open');
    release!();
    release = undefined;
    expect(liveStatus.value).toBe('off');
    expect(fetchMock.callsTo('GET /api/audit/stream')[0].signal?.aborted).toBe(true);
  });
  it('nobody signed in: no stream; signing out closes it', async () => {
    release = retainLive();
    await flush();
    expect(fetchMock.callsTo('GET /api/audit/stream')).toHaveLength(0);
    expect(liveStatus.value).toBe('off');
    signIn(OWN);
    await flush();
    expect(fetchMock.callsTo('GET /api/audit/stream')).toHaveLength(1);
    clearToken();
    await flush();
    expect(liveStatus.value).toBe('off');
  });
  it('a refused stream (401) stays closed: no retry', async () => {
    fetchMock.addRoute('GET /api/audit/stream', { status: 401, body: { message: 'expired' } });
    signIn(OWN);
    release = retainLive();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock.callsTo('GET /api/audit/stream')).toHaveLength(1);
    expect(liveStatus.value).toBe('off');
  });
});

describe('changes map onto the cache and the console’s events', () => {
  it('another page’s change makes its area stale and reaches the handlers (not own)', async () => {
    const s = await opened();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const seen: [string, boolean][] = [];
    onLiveChange((change, own) => seen.push([change.kind, own]));
    s.change({ seq: 1, kind: 'pot-balance.created', objectType: 'pot-balance' });
    await flush();
    expect(invalidate.mock.calls.map((c) => c[0]?.queryKey)).toEqual([['audit'], ['agents']]);
    expect(seen).toEqual([['pot-balance.created', false]]);
  });
  it('this page’s own change (its request id) refreshes only the audit log', async () => {
    const s = await opened();
    await http.put(`${API}/api/thing`, { body: {} });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const seen: boolean[] = [];
    onLiveChange((_change, own) => seen.push(own));
    s.change({ seq: 1, requestId: 'mine-1' });
    await flush();
    expect(invalidate.mock.calls.map((c) => c[0]?.queryKey)).toEqual([['audit']]);
    expect(seen).toEqual([true]);
    expect(fetchMock.callsTo('GET /api/agent')).toHaveLength(0);
  });
  it('a credit adjustment reads both agents again, which broadcasts their credit', async () => {
    const s = await opened();
    const credits: [string, number][] = [];
    const off = on('casino-credit-adjusted', (d) => credits.push([d.agentId, d.creditAmount]));
    s.change({ seq: 1, kind: 'credit.adjusted' });
    await flush();
    off();
    expect(credits).toEqual([
      [CHILD, 42],
      [OWN, 42],
    ]);
  });
  it('a created agent joins the tree; a renamed one is renamed', async () => {
    const s = await opened();
    const added: unknown[] = [];
    const renamed: unknown[] = [];
    const offs = [
      on('casino-agent-added', (d) => added.push(d)),
      on('casino-agent-updated', (d) => renamed.push(d)),
    ];
    s.change({ seq: 1, kind: 'agent.created' });
    s.change({ seq: 2, kind: 'agent.updated' });
    await flush();
    offs.forEach((off) => off());
    expect(added).toEqual([{ agentId: CHILD, parentId: OWN }]);
    expect(renamed).toEqual([{ agentId: CHILD, name: 'Renamed' }]);
  });
  it('a kind of object this console does not know (a newer server’s) makes every query stale and reaches every invalidation listener', async () => {
    const s = await opened();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const credit = vi.fn(); // the header credit listens so
    const off = onInvalidate(['agents'], credit);
    s.change({ seq: 1, kind: 'bingo-hall.opened', objectType: 'bingo-hall' });
    await flush();
    off();
    expect(invalidate.mock.calls.map((c) => c[0]?.queryKey)).toEqual([[]]);
    expect(credit).toHaveBeenCalledTimes(1);
  });
  it('a reset (too much missed) makes every query stale and reloads the credit', async () => {
    const s = await opened();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    s.send('event: reset\ndata: {}\n\n');
    await flush();
    expect(invalidate).toHaveBeenCalledWith();
    expect(fetchMock.callsTo('GET /api/agent').map((c) => c.url.searchParams.get('agentId'))).toEqual([OWN]);
  });
});

describe('a stream that drops reconnects with backoff and catches up', () => {
  it('reconnects after about a second, sending the last change’s id as Last-Event-ID', async () => {
    const s = await opened();
    s.change({ seq: 7 });
    await flush();
    s.end();
    await flush();
    expect(liveStatus.value).toBe('retrying');
    await vi.advanceTimersByTimeAsync(700);
    expect(fetchMock.callsTo('GET /api/audit/stream')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(600);
    const calls = fetchMock.callsTo('GET /api/audit/stream');
    expect(calls).toHaveLength(2);
    expect(calls[1].headers['Last-Event-ID']).toBe('7');
  });
  it('failures back off: 1 s, 2 s, 4 s …', async () => {
    signIn(OWN);
    fetchMock.addRoute('GET /api/audit/stream', { status: 503, body: {} });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    release = retainLive();
    await flush();
    const count = () => fetchMock.callsTo('GET /api/audit/stream').length;
    expect(count()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(count()).toBe(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(count()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(count()).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(count()).toBe(4);
  });
  it(`a stream silent for ${SILENCE_MS / 1000} s is taken for dead and reconnected`, async () => {
    const s = await opened();
    await vi.advanceTimersByTimeAsync(SILENCE_MS - 1000);
    s.send(': ping\n\n');
    await vi.advanceTimersByTimeAsync(SILENCE_MS - 1000);
    expect(fetchMock.callsTo('GET /api/audit/stream')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000 + 1300);
    expect(fetchMock.callsTo('GET /api/audit/stream')).toHaveLength(2);
  });
});
