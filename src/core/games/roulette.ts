/** Roulette colours. */

export type RouletteColour = 'green' | 'red' | 'black';

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
export const BLACK_NUMBERS: ReadonlySet<number> = new Set([
  2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35,
]);

/** Red and black numbers per the spec; anything else (zero) is green. */
export function rouletteColour(spinResult: number | string | null | undefined): RouletteColour {
  const n = Number(spinResult);
  if (RED_NUMBERS.has(n)) return 'red';
  if (BLACK_NUMBERS.has(n)) return 'black';
  return 'green';
}

/** A spin result the wheel can show: a whole number 0 to 36 (00 is not on a European wheel). */
export function isSpinResult(value: unknown): value is number {
  if (value === null || value === undefined || value === '') return false;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 36;
}
