import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfigForTests } from '../../../src/core/config';
import { credit, reloadCredit, resetCreditForTests, startCredit } from '../../../src/core/credit';
import { emit, on } from '../../../src/core/events';
import { clearToken } from '../../../src/core/session';
import { API } from '../../support/config';
import { fetchMock } from '../../support/fetch-mock';
import { agentDetails, CHILD, OWN } from '../../support/fixtures';
import { signIn } from '../../support/token';

const REFRESH = 30_000;
const calls = fetchMock.calls;
let amount: number;
let creditSource: boolean;
let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  configure({ apiUrl: API, creditRefreshInterval: REFRESH });
  amount = 100;
  creditSource = false;
  fetchMock.install().route({
    'GET /api/agent': (call) => ({
      body: agentDetails({
        id: call.url.searchParams.get('agentId')!,
        name: 'Top',
        parentId: null,
        creditSource,
        creditAmount: amount,
        blockedAmount: 5,
        timezoneId: 'UTC',
      }),
    }),
  });
});

afterEach(() => {
  stop?.();
  stop = undefined;
  fetchMock.restore();
  resetCreditForTests();
  clearToken();
  resetConfigForTests();
  vi.useRealTimers();
});

async function started(): Promise<void> {
  signIn(OWN);
  stop = startCredit();
  await vi.advanceTimersByTimeAsync(0);
}

describe('credit display: loaded on start (GET {api}/api/agent?agentId), hidden until loaded', () => {
  it('is hidden (null) before the agent is loaded', () => {
    expect(credit.value).toBeNull();
  });

  it('loads the account’s own agent on start', async () => {
    await started();
    expect(calls.map((c) => c.url.href)).toEqual([`${API}/api/agent?agentId=${OWN}`]);
    expect(credit.value).toEqual({
      agentId: OWN,
      creditAmount: 100,
      blockedAmount: 5,
      currencyId: 'EUR',
      creditSource: false,
    });
  });

  it('broadcasts the loaded agent as a credit-adjusted event', async () => {
    const seen: unknown[] = [];
    const off = on('casino-credit-adjusted', (d) => seen.push(d));
    await started();
    off();
    expect(seen).toEqual([{ agentId: OWN, creditAmount: 100, creditSource: false }]);
  });

  it('loads nothing without a session and forgets the credit on sign-out', async () => {
    stop = startCredit();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([]);
    signIn(OWN);
    await vi.advanceTimersByTimeAsync(0);
    expect(credit.value?.creditAmount).toBe(100);
    clearToken();
    expect(credit.value).toBeNull();
  });
});

describe('credit display: reloaded on click', () => {
  it('reloadCredit fetches the amount again', async () => {
    await started();
    amount = 250;
    await reloadCredit();
    expect(calls).toHaveLength(2);
    expect(credit.value?.creditAmount).toBe(250);
  });
});

describe('credit display: refreshed periodically (config.creditRefreshInterval)', () => {
  it('fetches again every interval', async () => {
    await started();
    amount = 120;
    await vi.advanceTimersByTimeAsync(REFRESH - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(credit.value?.creditAmount).toBe(120);
    await vi.advanceTimersByTimeAsync(REFRESH);
    expect(calls).toHaveLength(3);
  });
});

describe('credit display: replaced at once by a credit-adjusted event for the user’s own agent, which restarts the timer', () => {
  it('replaces the amount without a request', async () => {
    await started();
    emit('casino-credit-adjusted', { agentId: OWN, creditAmount: 42.5, creditSource: false });
    expect(credit.value?.creditAmount).toBe(42.5);
    expect(calls).toHaveLength(1);
  });

  it('ignores events for other agents', async () => {
    await started();
    emit('casino-credit-adjusted', { agentId: CHILD, creditAmount: 1, creditSource: true });
    expect(credit.value).toMatchObject({ creditAmount: 100, creditSource: false });
  });

  it('restarts the refresh timer', async () => {
    await started();
    await vi.advanceTimersByTimeAsync(REFRESH - 1000);
    emit('casino-credit-adjusted', { agentId: OWN, creditAmount: 7, creditSource: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(REFRESH - 1000);
    expect(calls).toHaveLength(2);
  });
});

describe('credit source: the label replaces the amount', () => {
  it('carries the credit-source flag of the agent', async () => {
    creditSource = true;
    await started();
    expect(credit.value?.creditSource).toBe(true);
  });

  it('a credit-adjusted event updates the flag', async () => {
    await started();
    emit('casino-credit-adjusted', { agentId: OWN, creditAmount: 0, creditSource: true });
    expect(credit.value?.creditSource).toBe(true);
  });
});

describe('credit display: a change that invalidates the agents’ data reloads it', () => {
  it('invalidate([agents]) after an adjustment fetches the own agent again', async () => {
    const { invalidate } = await import('../../../src/core/query');
    await started();
    amount = 250;
    await invalidate(['agents']);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(credit.value?.creditAmount).toBe(250);
  });
});
