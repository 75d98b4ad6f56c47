/**
 * The set-up the unit tests of an area's calls share (vitest, happy-dom): before each test the
 * configuration names the services given (made-up origins of ./config.ts), the one fetch mock
 * (./fetch-mock.ts) takes every call, and the console's errors are kept quiet; after it the mock and
 * the spies are restored. `lastCall()` is the call the code under test made last.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { configure, resetConfigForTests, type CasinoConfig } from '../../src/core/config';
import { fetchMock, type FetchCall } from './fetch-mock';

export function mockServices(
  services: Partial<CasinoConfig>,
  options: { readonly clearStorage?: boolean } = {},
): void {
  beforeEach(() => {
    resetConfigForTests();
    configure(services);
    fetchMock.install();
    if (options.clearStorage) localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    fetchMock.restore();
    vi.restoreAllMocks();
  });
}

/** The last call the code under test made (the test fails when there was none). */
export function lastCall(): FetchCall {
  const call = fetchMock.calls.at(-1);
  if (!call) throw new Error('no call was made');
  return call;
}
