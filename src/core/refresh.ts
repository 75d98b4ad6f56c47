/**
 * The refresh button's timing rule: the button
 * spins 450 ms, a 'casino-refresh' event is broadcast, and the page reloads after 500 ms unless a
 * 'casino-refresh-done' event arrives first (an element that refreshed its data itself answers with it).
 *
 * `startRefresh` is pure timing over injectable effects (reload, timers, events), so the rule is
 * testable without reloading anything.
 */
import { emit, on } from './events';

export const REFRESH_SPIN_MS = 450;
export const REFRESH_RELOAD_MS = 500;

/** How the page reloads; replaceable (tests, hosts that refresh without a reload). */
export const pageReload = {
  reload(): void {
    location.reload();
  },
};

export interface RefreshEffects {
  /** Reloads the page (default `pageReload.reload()`). */
  reload?: () => void;
  /** Called when the 450 ms spin ends. */
  onSpinEnd?: () => void;
  /** Broadcasts 'casino-refresh' (default `emit` on window). */
  broadcast?: () => void;
  /** Subscribes to 'casino-refresh-done'; returns the unsubscribe (default `on` on window). */
  onDone?: (handler: () => void) => () => void;
  /** Timers (default the global ones). */
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface RefreshRun {
  /** Stops both timers and the listener (no reload, no spin end). */
  cancel(): void;
  /** Resolves with true when the page was reloaded, false when refresh-done came first or it was cancelled. */
  readonly settled: Promise<boolean>;
}

/** Starts one refresh: spin, broadcast, reload after 500 ms unless refresh-done arrives first. */
export function startRefresh(effects: RefreshEffects = {}): RefreshRun {
  const reload = effects.reload ?? (() => pageReload.reload());
  const broadcast = effects.broadcast ?? (() => emit('casino-refresh', {}));
  const onDone = effects.onDone ?? ((handler: () => void) => on('casino-refresh-done', handler));
  const setTimer = effects.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer =
    effects.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));

  let finish: (reloaded: boolean) => void = () => undefined;
  const settled = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  let finished = false;
  const spin = setTimer(() => effects.onSpinEnd?.(), REFRESH_SPIN_MS);
  let stopListening: () => void = () => undefined;
  const end = (reloaded: boolean) => {
    if (finished) return;
    finished = true;
    clearTimer(reloadTimer);
    stopListening();
    finish(reloaded);
  };
  const reloadTimer = setTimer(() => {
    end(true);
    reload();
  }, REFRESH_RELOAD_MS);
  stopListening = onDone(() => end(false));
  broadcast();

  return {
    settled,
    cancel() {
      clearTimer(spin);
      end(false);
    },
  };
}
