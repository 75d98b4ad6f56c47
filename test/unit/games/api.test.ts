import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfigForTests } from '../../../src/core/config';
import { DETAIL_PATHS, SIMPLE_CONTENT_TYPE, fetchDetail } from '../../../src/core/games/api';
import { clearToken, storeToken } from '../../../src/core/token';
import { fetchMock } from '../../support/fetch-mock';

const calls = fetchMock.calls;

beforeEach(() => {
  configure({ reportServiceUrl: 'https://report.example' });
  fetchMock.install().answer({ body: { gamesHistoryReportProviderId: 0 } });
});
afterEach(() => {
  fetchMock.restore();
  resetConfigForTests();
  clearToken();
  vi.restoreAllMocks();
});

describe('by row (in-app), all GET with query betId (slot also language) to the report service', () => {
  it.each([
    ['slot', '/api/report/gamedetail'],
    ['blackjack', '/api/report/blackjackdetail'],
    ['roulette', '/api/report/roulettedetail'],
    ['keno', '/api/report/kenodetail'],
    ['videoPoker', '/api/report/videopokerdetail'],
    ['triCardPoker', '/api/report/tricardpokerdetail'],
    ['cardGames', '/api/report/cardgamesdetail'],
    ['crashGames', '/api/report/crashgamesdetail'],
  ] as const)('%s: GET %s', async (kind, path) => {
    expect(DETAIL_PATHS[kind]).toBe(path);
    await fetchDetail(kind, { betId: 'B-1' }, 'zh-cn');
    const url = calls[0].url;
    expect(calls[0].method).toBe('GET');
    expect(url.origin + url.pathname).toBe('https://report.example' + path);
    expect(url.searchParams.get('betId')).toBe('B-1');
    expect(url.searchParams.get('language')).toBe(kind === 'slot' ? 'zh-cn' : null);
  });
});

describe('by encoded link (public): POST with JSON body {encryptedLink, token} to the slot gamedetail path, for all kinds', () => {
  it.each(['slot', 'blackjack', 'cardGames'] as const)('%s posts to /api/report/gamedetail', async (kind) => {
    await fetchDetail(kind, { encryptedLink: 'enc==', token: 'tok' }, 'en');
    const { input: url, method, body } = calls[0];
    expect({ url, method, body }).toEqual({
      url: 'https://report.example/api/report/gamedetail',
      method: 'POST',
      body: { encryptedLink: 'enc==', token: 'tok' },
    });
  });
});

describe('the public POST is a request a browser sends to another origin without a CORS preflight', () => {
  it('sends its JSON as text/plain, with no other header than Accept', async () => {
    await fetchDetail('blackjack', { encryptedLink: 'enc==', token: 'tok' }, 'en');
    expect(calls[0].headers).toEqual({ Accept: 'application/json', 'Content-Type': SIMPLE_CONTENT_TYPE });
    expect(SIMPLE_CONTENT_TYPE).toBe('text/plain;charset=UTF-8');
  });

  it('sends no Authorization header even when a console session is signed in (the link carries its token)', async () => {
    storeToken({ token_type: 'Bearer', access_token: 'console-token', expires_in: 3600 });
    await fetchDetail('blackjack', { encryptedLink: 'enc==', token: 'tok' }, 'en');
    expect(calls[0].headers).not.toHaveProperty('Authorization');
    await fetchDetail('blackjack', { betId: 'B-1' }, 'en');
    expect(calls[1].headers).toHaveProperty('Authorization', 'Bearer console-token');
  });

  it('asks again with application/json when the service refuses text/plain (415)', async () => {
    fetchMock.answer((call) =>
      call.headers['Content-Type'] === SIMPLE_CONTENT_TYPE
        ? { status: 415, statusText: 'Unsupported Media Type' }
        : { body: { gamesHistoryReportProviderId: 0, tag: 'json' } },
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const detail = await fetchDetail('blackjack', { encryptedLink: 'enc==', token: 'tok' }, 'en');
    expect(detail).toMatchObject({ tag: 'json' });
    expect(calls.map((call) => call.headers['Content-Type'])).toEqual([
      SIMPLE_CONTENT_TYPE,
      'application/json',
    ]);
    expect(calls[1].body).toEqual({ encryptedLink: 'enc==', token: 'tok' });
  });
});
