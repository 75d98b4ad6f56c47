import { describe, expect, it } from 'vitest';
import { rouletteColour } from '../../../src/core/games/roulette';

const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
const BLACK = [2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35];

describe('roulette colour', () => {
  it.each(RED)('red numbers are 1, 3, 5, … 36: %i is red', (n) => {
    expect(rouletteColour(n)).toBe('red');
  });
  it.each(BLACK)('black numbers are 2, 4, 6, … 35: %i is black', (n) => {
    expect(rouletteColour(n)).toBe('black');
  });
  it('anything else (zero) is green', () => {
    expect(rouletteColour(0)).toBe('green');
    expect(rouletteColour(37)).toBe('green');
    expect(rouletteColour(null)).toBe('green');
  });
  it('every number 0-36 has exactly one colour: 18 red, 18 black, 1 green', () => {
    const colours = Array.from({ length: 37 }, (_, n) => rouletteColour(n));
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect(colours.filter((c) => c === 'green')).toHaveLength(1);
  });
  it('a numeric string from the server reads as its number', () => {
    expect(rouletteColour('32')).toBe('red');
  });
});
