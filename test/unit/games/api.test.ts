import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, resetConfigForTests } from '../../../src/core/config';
import { DETAIL_PATHS, fetchDetail } from '../../../src/core/games/api';
import { fetchMock } from '../../support/fetch-mock';

const calls = fetchMock.calls;

beforeEach(() => {
  configure({ reportServiceUrl: 'https://report.example' });
  fetchMock.install().answer({ body: { gamesHistoryReportProviderId: 0 } });
});
afterEach(() => {
  fetchMock.restore();
  resetConfigForTests();
});

describe('by row (in-app), all GET with query betId (slot also language) to the report service', () => {
  it.each([
    ['slot', '/api/report/gamedetail'],
    ['blackjack', '/api/report/blackjackdetail'],
    ['roulette', '/api/report/roulettedetail'],
    ['keno', '/api/report/kenodetail'],
    ['videoPoker', '/api/report/videopokerdetail'],
    ['triCardPoker', '/api/report/tricardpokerdetail'],
    ['cardGame', '/api/report/cardgamesdetail'],
    ['crashGame', '/api/report/crashgamesdetail'],
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
  it.each(['slot', 'blackjack', 'cardGame'] as const)('%s posts to /api/report/gamedetail', async (kind) => {
    await fetchDetail(kind, { encryptedLink: 'enc==', token: 'tok' }, 'en');
    const { input: url, method, body } = calls[0];
    expect({ url, method, body }).toEqual({
      url: 'https://report.example/api/report/gamedetail',
      method: 'POST',
      body: { encryptedLink: 'enc==', token: 'tok' },
    });
  });
});
