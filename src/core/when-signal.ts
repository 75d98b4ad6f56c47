/**
 * Waiting for a signal to reach a state, as a promise.
 */
import type { ReadonlySignal } from '@preact/signals-core';

/**
 * Resolves with the first value of `source`, the current one included, that passes `test`, and stops
 * watching the signal then. (A signal calls a new subscriber at once, before `subscribe` has returned
 * its unsubscribe: a value that passes straight away is let go of a microtask later.)
 *
 * @example
 * const cfg = await whenSignal(config, (value): value is CasinoConfig => value !== null);
 */
export function whenSignal<T, S extends T>(
  source: ReadonlySignal<T>,
  test: (value: T) => value is S,
): Promise<S>;
export function whenSignal<T>(source: ReadonlySignal<T>, test: (value: T) => boolean): Promise<T>;
export function whenSignal<T>(source: ReadonlySignal<T>, test: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    let met = false;
    let stop: (() => void) | undefined = undefined;
    stop = source.subscribe((value) => {
      if (met || !test(value)) return;
      met = true;
      resolve(value);
      if (stop) stop();
      else queueMicrotask(() => stop?.());
    });
  });
}
