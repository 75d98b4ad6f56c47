import { describe, expect, it } from 'vitest';
import {
  compareCells,
  compareText,
  nextSortDirection,
  numericValue,
  sortRows,
} from '../../../src/core/table-sort';

describe('table sorting: designated columns sort as case-insensitive strings', () => {
  it('ignores case: "alice", "Bob", "carol" in that order whatever their capitals', () => {
    expect(sortRows(['carol', 'Bob', 'alice'], (v) => v, 'asc', 'text')).toEqual(['alice', 'Bob', 'carol']);
    expect(sortRows(['carol', 'Bob', 'alice'], (v) => v, 'desc', 'text')).toEqual(['carol', 'Bob', 'alice']);
  });

  it('treats "ABC" and "abc" as equal (the original order is kept)', () => {
    expect(compareText('ABC', 'abc')).toBe(0);
    expect(sortRows(['abc', 'ABC'], (v) => v, 'asc', 'text')).toEqual(['abc', 'ABC']);
  });

  it('compares digits in a designated column as text: "10" before "9"', () => {
    expect(sortRows(['9', '10', '1'], (v) => v, 'asc', 'text')).toEqual(['1', '10', '9']);
  });
});

describe('table sorting: other columns sort numerically when numeric', () => {
  it('orders numbers by value, not by their text: 9 before 10', () => {
    expect(sortRows([10, 9, 100, -1], (v) => v, 'asc')).toEqual([-1, 9, 10, 100]);
  });

  it('reads numeric strings as numbers: "9" before "10", "2.5" before "10"', () => {
    expect(sortRows(['10', '9', '2.5'], (v) => v, 'asc')).toEqual(['2.5', '9', '10']);
  });

  it('puts numeric values before non-numeric ones, which compare as strings', () => {
    expect(sortRows(['beta', 3, 'Alpha', '1'], (v) => v, 'asc')).toEqual(['1', 3, 'Alpha', 'beta']);
  });

  it('sorts dates and booleans by their value', () => {
    const early = new Date('2024-01-01');
    const late = new Date('2025-01-01');
    expect(compareCells(late, early)).toBe(1);
    expect(compareCells(false, true)).toBe(-1);
  });

  it('numericValue: numbers, numeric text and nothing else', () => {
    expect(numericValue(' -3.5 ')).toBe(-3.5);
    expect(numericValue('1e3')).toBe(1000);
    expect(numericValue('12abc')).toBeNull();
    expect(numericValue('')).toBeNull();
    expect(numericValue(Number.NaN)).toBeNull();
    expect(numericValue({})).toBeNull();
  });
});

describe('table sorting: empty values', () => {
  it('come first ascending and last descending', () => {
    expect(sortRows([2, null, 1, undefined], (v) => v, 'asc')).toEqual([null, undefined, 1, 2]);
    expect(sortRows([2, null, 1], (v) => v, 'desc')).toEqual([2, 1, null]);
    expect(sortRows(['b', '', 'A'], (v) => v, 'asc', 'text')).toEqual(['', 'A', 'b']);
  });
});

describe('table sorting: sort asc/desc/none', () => {
  it('a header click cycles none -> asc -> desc -> none', () => {
    expect(nextSortDirection('none')).toBe('asc');
    expect(nextSortDirection('asc')).toBe('desc');
    expect(nextSortDirection('desc')).toBe('none');
  });

  it('none keeps the original order; sorting returns a copy and is stable', () => {
    const rows = [
      { name: 'b', n: 1 },
      { name: 'a', n: 1 },
      { name: 'c', n: 0 },
    ];
    expect(sortRows(rows, (r) => r.n, 'none')).toEqual(rows);
    const sorted = sortRows(rows, (r) => r.n, 'asc');
    expect(sorted.map((r) => r.name)).toEqual(['c', 'b', 'a']);
    expect(sorted).not.toBe(rows);
    expect(rows.map((r) => r.name)).toEqual(['b', 'a', 'c']);
  });
});
