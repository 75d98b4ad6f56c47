import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfigForTests } from '../../../src/core/config';
import {
  AHEAD_LIFETIME_MS,
  aheadLoadsSettled,
  resetDetailLoadsForTests,
  startDetailLoad,
  takeDetailLoad,
} from '../../../src/core/games/detail-loads';
import { fetchMock } from '../../support/fetch-mock';

const LINK = { encryptedLink: 'enc==', token: 'tok' };
const requestCount = () => fetchMock.calls.length;

beforeEach(() => {
  configure({ reportServiceUrl: 'https://report.example' });
  fetchMock.install().answer({ body: { gamesHistoryReportProviderId: 0, dealerCards: 'AS' } });
});
afterEach(() => {
  resetDetailLoadsForTests();
  vi.useRealTimers();
  fetchMock.restore();
  resetConfigForTests();
});

describe("a round's load started ahead of its view (render as you fetch)", () => {
  it('sends the request at once, and the view takes the running load over instead of asking again', async () => {
    startDetailLoad('blackjack', LINK);
    expect(requestCount()).toBe(1);
    const loader = takeDetailLoad('blackjack', LINK);
    expect(loader).toBeDefined();
    await vi.waitFor(() => expect(loader!.state.value.status).toBe('ready'));
    expect(requestCount()).toBe(1);
  });

  it('starting the same round again while it waits for its view sends nothing more', () => {
    startDetailLoad('blackjack', LINK);
    startDetailLoad('blackjack', LINK);
    expect(requestCount()).toBe(1);
  });

  it('is handed over once: a second view of the round loads it itself', () => {
    startDetailLoad('blackjack', LINK);
    expect(takeDetailLoad('blackjack', LINK)).toBeDefined();
    expect(takeDetailLoad('blackjack', LINK)).toBeUndefined();
  });

  it("a bet's load belongs to its view and its bet: another kind or another bet finds nothing", () => {
    startDetailLoad('blackjack', { betId: '7' });
    expect(takeDetailLoad('slot', { betId: '7' })).toBeUndefined();
    expect(takeDetailLoad('blackjack', { betId: '8' })).toBeUndefined();
    expect(takeDetailLoad('blackjack', { betId: '7' })).toBeDefined();
  });

  it("a shared link's load is the round's whatever view was expected (its answer names the kind): another link finds nothing", () => {
    startDetailLoad('roulette', LINK);
    expect(takeDetailLoad('blackjack', { ...LINK, token: 'other' })).toBeUndefined();
    expect(takeDetailLoad('blackjack', LINK)).toBeDefined();
  });

  it('a load no view takes within its lifetime is dropped (a later view asks the service again)', () => {
    vi.useFakeTimers();
    startDetailLoad('blackjack', LINK);
    vi.advanceTimersByTime(AHEAD_LIFETIME_MS);
    expect(takeDetailLoad('blackjack', LINK)).toBeUndefined();
  });
});

describe('the loads started ahead have settled once each has its answer', () => {
  const settledYet = (promise: Promise<void>) => {
    let settled = false;
    void promise.then(() => (settled = true));
    return () => settled;
  };

  it('waits while a round is on its way, and resolves once it has arrived', async () => {
    const gate = fetchMock.hold();
    startDetailLoad('blackjack', LINK);
    const settled = settledYet(aheadLoadsSettled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled()).toBe(false);
    gate.release();
    await vi.waitFor(() => expect(settled()).toBe(true));
  });

  it('resolves on a failed round too (the element shows the error)', async () => {
    fetchMock.answer({ status: 404, body: { message: 'Not Found' } });
    startDetailLoad('blackjack', LINK);
    const settled = settledYet(aheadLoadsSettled());
    await vi.waitFor(() => expect(settled()).toBe(true));
  });

  it('resolves at once when no load waits', async () => {
    const settled = settledYet(aheadLoadsSettled());
    await vi.waitFor(() => expect(settled()).toBe(true));
  });
});
