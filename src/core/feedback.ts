/**
 * How long the console's messages stay: a success notice 5 s, an error 10 s (the failure of a change;
 * a page that could not load keeps its message, with Retry, until it loads). While the pointer rests on
 * a message or the focus is inside it the time stands still, and it goes on with what was left when
 * they leave; the user may dismiss a message at once.
 *
 * `dismissTimer` is the clock of one message, free of the DOM (tested with fake timers).
 */

/** A success notice's time on screen. */
export const MESSAGE_DISPLAY_MS = 5000;
/** An error's time on screen. */
export const ERROR_DISPLAY_MS = 10000;

export interface DismissTimer {
  /** Stops the clock (the pointer or the focus is on the message); calls nest (hover and focus). */
  pause(): void;
  /** Goes on with the time left, once every pause has ended. */
  resume(): void;
  /** Forgets the message's clock (it left the page). */
  cancel(): void;
  /** The time left in ms. */
  remaining(): number;
}

export interface TimerClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Calls `onDone` once `ms` of unpaused time have passed. */
export function dismissTimer(ms: number, onDone: () => void, clock: TimerClock = realClock): DismissTimer {
  let left = ms;
  let startedAt = clock.now();
  let handle: unknown = null;
  let pauses = 0;
  let finished = false;

  const start = () => {
    startedAt = clock.now();
    handle = clock.setTimeout(() => {
      handle = null;
      finished = true;
      onDone();
    }, left);
  };
  start();

  return {
    pause() {
      if (finished) return;
      pauses++;
      if (pauses > 1 || handle === null) return;
      clock.clearTimeout(handle);
      handle = null;
      left = Math.max(0, left - (clock.now() - startedAt));
    },
    resume() {
      if (finished || pauses === 0) return;
      pauses--;
      if (pauses === 0) start();
    },
    cancel() {
      finished = true;
      if (handle !== null) clock.clearTimeout(handle);
      handle = null;
    },
    remaining() {
      if (finished) return 0;
      return handle === null ? left : Math.max(0, left - (clock.now() - startedAt));
    },
  };
}
