import { describe, expect, it } from 'vitest';
import { parseNumbers } from '../../../src/core/games/keno';

describe('keno: table of drawn results and table of the picked numbers', () => {
  it('reads numbers from space- or comma-separated text, dropping empty items', () => {
    expect(parseNumbers('1 2,  3,,40')).toEqual([1, 2, 3, 40]);
  });
  it('keeps a list of numbers as is', () => {
    expect(parseNumbers([5, 6])).toEqual([5, 6]);
  });
  it('nothing for absent or blank values', () => {
    expect(parseNumbers(null)).toEqual([]);
    expect(parseNumbers(' ')).toEqual([]);
  });
});
