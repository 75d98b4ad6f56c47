/** The public events: DOM CustomEvents dispatched on window. */
import { describe, expect, it, vi } from 'vitest';
import { CASINO_EVENTS, emit, on } from '../../../src/core/events';

describe('events are DOM CustomEvents dispatched on window', () => {
  it('emit() dispatches a CustomEvent with the detail on window', () => {
    const seen: Event[] = [];
    const listener = (e: Event) => seen.push(e);
    window.addEventListener('casino-agent-change', listener);
    emit('casino-agent-change', { agentId: 'a1' });
    window.removeEventListener('casino-agent-change', listener);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(CustomEvent);
    expect((seen[0] as CustomEvent).detail).toEqual({ agentId: 'a1' });
  });

  it('events bubble and are composed (they leave shadow roots)', () => {
    let event: Event | undefined;
    const listener = (e: Event) => (event = e);
    window.addEventListener('casino-refresh', listener);
    emit('casino-refresh', {});
    window.removeEventListener('casino-refresh', listener);
    expect(event?.bubbles).toBe(true);
    expect(event?.composed).toBe(true);
  });

  it('the names are the nine of the contract', () => {
    expect([...CASINO_EVENTS].sort()).toEqual(
      [
        'casino-agent-change',
        'casino-agent-added',
        'casino-agent-updated',
        'casino-agent-tree-loaded',
        'casino-credit-adjusted',
        'casino-refresh',
        'casino-refresh-done',
        'casino-language-change',
        'casino-logout',
      ].sort(),
    );
  });
});

describe('on() listens and returns the unsubscribe function', () => {
  it('calls the handler with the detail', () => {
    const handler = vi.fn();
    const off = on('casino-credit-adjusted', handler);
    emit('casino-credit-adjusted', { agentId: 'a1', creditAmount: 12.5, creditSource: true });
    off();
    expect(handler).toHaveBeenCalledWith({ agentId: 'a1', creditAmount: 12.5, creditSource: true });
  });

  it('hears events dispatched on window by anyone (host pages)', () => {
    const handler = vi.fn();
    const off = on('casino-language-change', handler);
    window.dispatchEvent(new CustomEvent('casino-language-change', { detail: { language: 'zh-cn' } }));
    off();
    expect(handler).toHaveBeenCalledWith({ language: 'zh-cn' });
  });

  it('after unsubscribing the handler is no longer called', () => {
    const handler = vi.fn();
    const off = on('casino-logout', handler);
    emit('casino-logout', {});
    off();
    emit('casino-logout', {});
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('only the named event reaches the handler', () => {
    const handler = vi.fn();
    const off = on('casino-refresh-done', handler);
    emit('casino-refresh', {});
    off();
    expect(handler).not.toHaveBeenCalled();
  });
});
