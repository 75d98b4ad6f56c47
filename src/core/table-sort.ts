/**
 * Table sorting: designated columns sort as case-insensitive strings, the others numerically when
 * numeric; a column cycles through ascending, descending and unsorted.
 *
 * Pure functions, shared by every table of the console (the `DataTable` building block wires them
 * into TanStack Table). The comparators answer the ascending order; a descending sort reverses it.
 */

/** How a column sorts: 'text' = designated case-insensitive string column; 'auto' = numeric when numeric. */
export type SortKind = 'text' | 'auto';

/** The sort of one column: ascending, descending or none. */
export type SortDirection = 'asc' | 'desc' | 'none';

const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** The number a cell holds: a finite number, a numeric string ('12.5', ' -3 '), a date or a boolean; else null. */
export function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'string') {
    const text = value.trim();
    return NUMERIC_TEXT.test(text) ? Number(text) : null;
  }
  return null;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function text(value: unknown): string {
  return isEmpty(value) ? '' : String(value);
}

/** Case-insensitive string order (Unicode aware: 'b' and 'B' tie, 'a' < 'B'). */
export function compareText(a: unknown, b: unknown): number {
  const left = text(a).toLocaleLowerCase();
  const right = text(b).toLocaleLowerCase();
  if (left === right) return 0;
  return left.localeCompare(right);
}

/**
 * Ascending order of two cells.
 * - 'text' columns: case-insensitive strings (numbers in them compare as text: '10' < '9').
 * - 'auto' columns: numerically when both values are numeric ('9' < '10'); a numeric value comes
 *   before a non-numeric one; two non-numeric values compare as strings (case-sensitive, as entered).
 * Empty values (null, undefined, '') come first in ascending order, last in descending.
 */
export function compareCells(a: unknown, b: unknown, kind: SortKind = 'auto'): number {
  const emptyA = isEmpty(a);
  const emptyB = isEmpty(b);
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? -1 : 1;
  if (kind === 'text') return compareText(a, b);
  const numA = numericValue(a);
  const numB = numericValue(b);
  if (numA !== null && numB !== null) return numA === numB ? 0 : numA < numB ? -1 : 1;
  if (numA !== null) return -1;
  if (numB !== null) return 1;
  const left = text(a);
  const right = text(b);
  return left === right ? 0 : left < right ? -1 : 1;
}

/** The next sort of a column header click: none -> asc -> desc -> none. */
export function nextSortDirection(current: SortDirection): SortDirection {
  return current === 'none' ? 'asc' : current === 'asc' ? 'desc' : 'none';
}

/**
 * A sorted copy of `rows` by `value(row)` (stable: equal rows keep their order). 'none' returns the
 * rows in their original order.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => unknown,
  direction: SortDirection,
  kind: SortKind = 'auto',
): T[] {
  if (direction === 'none') return [...rows];
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: value(row) }))
    .sort((x, y) => sign * compareCells(x.value, y.value, kind) || x.index - y.index)
    .map((entry) => entry.row);
}
