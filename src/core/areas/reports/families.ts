/**
 * Game families from the games' numeric type codes: slot 6, 18, 27; video poker 7, 16, 17, 22;
 * specialty 4, 10, 13, 14, 15, 20, 23, 25, 33, 34; table game every other code from 0 to 31. A code
 * outside these (32, 35 and above: the live card games and the crash games of the catalogue) has no
 * family; reports show it as "no family" and filter it with the null marker.
 */
export const GAME_FAMILIES = ['table', 'slot', 'specialty', 'videoPoker'] as const;
export type GameFamily = (typeof GAME_FAMILIES)[number];

const SLOT = [6, 18, 27];
const VIDEO_POKER = [7, 16, 17, 22];
const SPECIALTY = [4, 10, 13, 14, 15, 20, 23, 25, 33, 34];

/** The family of a game type code, or null when the code belongs to none. */
export function gameFamilyOf(code: number | null | undefined): GameFamily | null {
  if (code == null || !Number.isInteger(code)) return null;
  if (SLOT.includes(code)) return 'slot';
  if (VIDEO_POKER.includes(code)) return 'videoPoker';
  if (SPECIALTY.includes(code)) return 'specialty';
  if (code >= 0 && code <= 31) return 'table';
  return null;
}

export function isGameFamily(value: unknown): value is GameFamily {
  return typeof value === 'string' && (GAME_FAMILIES as readonly string[]).includes(value);
}
