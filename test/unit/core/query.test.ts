/**
 * The one async-state primitive (TanStack Query's core bridged into signals): load and cache,
 * de-duplicate, latest answer wins, invalidate after a change.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/core/http';
import {
  clearQueryCacheForTests,
  invalidate,
  isTransient,
  mutationSignal,
  querySignal,
  updateCached,
} from '../../../src/core/query';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await settle();
  expect(check()).toBe(true);
}

beforeEach(clearQueryCacheForTests);
afterEach(clearQueryCacheForTests);

describe('querySignal: a signal of one query’s state', () => {
  it('loads, then holds the data', async () => {
    const q = querySignal({ queryKey: ['t', 1], queryFn: async () => 'one' });
    expect(q.state.value.status).toBe('pending');
    await until(() => q.state.value.status === 'success');
    expect(q.state.value.data).toBe('one');
    q.dispose();
  });
  it('two owners of one key make one request', async () => {
    let calls = 0;
    const load = async () => ++calls;
    const a = querySignal({ queryKey: ['t', 'shared'], queryFn: load });
    const b = querySignal({ queryKey: ['t', 'shared'], queryFn: load });
    await until(() => a.state.value.isSuccess && b.state.value.isSuccess);
    expect(calls).toBe(1);
    a.dispose();
    b.dispose();
  });
  it('the latest key wins: an older request answering late never shows', async () => {
    let releaseOld!: (v: string) => void;
    const q = querySignal<string>({
      queryKey: ['t', 'old'],
      queryFn: () => new Promise((resolve) => (releaseOld = resolve)),
    });
    q.setOptions({ queryKey: ['t', 'new'], queryFn: async () => 'new' });
    await until(() => q.state.value.data === 'new');
    releaseOld('old');
    await settle();
    expect(q.state.value.data).toBe('new');
    q.dispose();
  });
  it('invalidating a key prefix refetches the active queries under it', async () => {
    let version = 0;
    const q = querySignal({ queryKey: ['agents', 'list', 'x'], queryFn: async () => ++version });
    await until(() => q.state.value.data === 1);
    await invalidate(['agents']);
    await until(() => q.state.value.data === 2);
    q.dispose();
  });
  it('updateCached replaces the shown data of every query under a key', async () => {
    const q = querySignal({ queryKey: ['agents', 'detail', 'a'], queryFn: async () => ({ name: 'A' }) });
    await until(() => q.state.value.isSuccess);
    updateCached<{ name: string }>(['agents'], (d) => (d ? { name: `${d.name}!` } : d));
    await until(() => q.state.value.data?.name === 'A!');
    q.dispose();
  });
});

describe('mutationSignal: a change with busy state; what it declares stale refetches when it settles', () => {
  it('runs the change and invalidates its keys, on success', async () => {
    let version = 0;
    const list = querySignal({ queryKey: ['agents', 'list'], queryFn: async () => ++version });
    await until(() => list.state.value.data === 1);
    const m = mutationSignal({ mutationFn: async (n: number) => n * 2, invalidates: () => [['agents']] });
    await expect(m.mutate(21)).resolves.toBe(42);
    expect(list.state.value.data).toBe(2);
    m.dispose();
    list.dispose();
  });
  it('a failed change keeps its error and still invalidates (the server may have changed something)', async () => {
    let version = 0;
    const list = querySignal({ queryKey: ['agents', 'x'], queryFn: async () => ++version });
    await until(() => list.state.value.data === 1);
    const m = mutationSignal({
      mutationFn: async () => {
        throw new HttpError(400, 'Bad Request', 'refused');
      },
      invalidates: () => [['agents']],
    });
    await expect(m.mutate(undefined)).rejects.toThrow('refused');
    expect(m.state.value.error?.message).toBe('refused');
    expect(list.state.value.data).toBe(2);
    m.dispose();
    list.dispose();
  });
});

describe('retries: only failures worth trying again', () => {
  it('network failures and gateways that did not answer are transient; refusals, 500 and time-outs are not', () => {
    expect(isTransient(new HttpError(0, '', 'Failed to fetch'))).toBe(true);
    expect(isTransient(new HttpError(503, 'Service Unavailable', 'x'))).toBe(true);
    expect(isTransient(new HttpError(0, 'Timeout', 'Request timed out'))).toBe(false);
    expect(isTransient(new HttpError(400, 'Bad Request', 'x'))).toBe(false);
    expect(isTransient(new HttpError(500, 'Server Error', 'x'))).toBe(false);
  });
});
