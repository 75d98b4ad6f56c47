import { describe, expect, it } from 'vitest';
import { outcomeKey } from '../../../src/core/games/outcome';

describe('outcome codes W, L, T', () => {
  it('W win, L lose, T tie', () => {
    expect(outcomeKey('W')).toBe('app.games.outcome.win');
    expect(outcomeKey('L')).toBe('app.games.outcome.lose');
    expect(outcomeKey('T')).toBe('app.games.outcome.tie');
  });
  it('an unknown code has no key (shown as sent)', () => {
    expect(outcomeKey('X')).toBeNull();
    expect(outcomeKey(undefined)).toBeNull();
  });
});
