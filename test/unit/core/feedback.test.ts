import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissTimer, ERROR_DISPLAY_MS, MESSAGE_DISPLAY_MS } from '../../../src/core/feedback';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('messages stay 5 s, errors 10 s', () => {
  it('the durations are the spec’s', () => {
    expect(MESSAGE_DISPLAY_MS).toBe(5000);
    expect(ERROR_DISPLAY_MS).toBe(10000);
  });

  it('a message leaves once its time has passed, not before', () => {
    const done = vi.fn();
    dismissTimer(MESSAGE_DISPLAY_MS, done);
    vi.advanceTimersByTime(4999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });
});

describe('the pointer or the focus on a message holds its time; it goes on with what was left', () => {
  it('pauses and resumes with the time left', () => {
    const done = vi.fn();
    const timer = dismissTimer(ERROR_DISPLAY_MS, done);
    vi.advanceTimersByTime(4000);
    timer.pause();
    vi.advanceTimersByTime(60_000);
    expect(done).not.toHaveBeenCalled();
    expect(timer.remaining()).toBe(6000);
    timer.resume();
    vi.advanceTimersByTime(5999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('hover and focus together: the time goes on only when both have left', () => {
    const done = vi.fn();
    const timer = dismissTimer(MESSAGE_DISPLAY_MS, done);
    timer.pause(); // pointer
    timer.pause(); // focus
    timer.resume(); // pointer left
    vi.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
    timer.resume(); // focus left
    vi.advanceTimersByTime(MESSAGE_DISPLAY_MS);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('a dismissed (cancelled) message never fires', () => {
    const done = vi.fn();
    const timer = dismissTimer(MESSAGE_DISPLAY_MS, done);
    timer.cancel();
    timer.resume();
    vi.advanceTimersByTime(60_000);
    expect(done).not.toHaveBeenCalled();
    expect(timer.remaining()).toBe(0);
  });
});
