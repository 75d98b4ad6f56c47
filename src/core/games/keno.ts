/** Keno numbers: drawn results and the player's picks. */

/** Numbers of a list or of a space-/comma-separated text; empty and non-numeric items are dropped. */
export function parseNumbers(value: string | readonly number[] | null | undefined): number[] {
  if (value === null || value === undefined) return [];
  const items = typeof value === 'string' ? value.split(/[\s,;]+/) : value;
  return items
    .map((item) => (typeof item === 'number' ? item : item.trim() === '' ? Number.NaN : Number(item)))
    .filter((n) => Number.isFinite(n));
}
