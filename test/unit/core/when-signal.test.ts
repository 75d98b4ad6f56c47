import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';

import { whenSignal } from '../../../src/core/when-signal';

describe('whenSignal: the first value of a signal that passes a test', () => {
  it('a current value that passes resolves at once', async () => {
    const count = signal(3);
    await expect(whenSignal(count, (value) => value > 2)).resolves.toBe(3);
  });
  it('otherwise it waits for a later value that passes, skipping those that do not', async () => {
    const count = signal(0);
    const met = whenSignal(count, (value) => value >= 2);
    count.value = 1;
    count.value = 2;
    count.value = 5;
    await expect(met).resolves.toBe(2);
  });
  it('the signal is no longer watched once a value has passed', async () => {
    const count = signal(0);
    let tested = 0;
    const met = whenSignal(count, (value) => {
      tested++;
      return value === 1;
    });
    count.value = 1;
    await met;
    const after = tested;
    count.value = 7;
    count.value = 1;
    expect(tested).toBe(after);
  });
  it('also when the current value passed straight away (let go a microtask later)', async () => {
    const count = signal(1);
    let tested = 0;
    await whenSignal(count, (value) => {
      tested++;
      return value === 1;
    });
    await Promise.resolve();
    count.value = 2;
    expect(tested).toBe(1);
  });
});
