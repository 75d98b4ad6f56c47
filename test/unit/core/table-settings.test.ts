import { beforeEach, describe, expect, it } from 'vitest';
import {
  requestRowFocus,
  ROW_FOCUS_TTL_MS,
  rowFocusPending,
  takeRowFocus,
} from '../../../src/core/focus-request';
import {
  hiddenColumns,
  moveColumn,
  orderedColumns,
  parseTables,
  reloadTables,
  resetUserTables,
  setColumnShown,
  setDensity,
  setTableSettings,
  TABLES_STORAGE_KEY,
  updateTable,
  userTables,
  visibleColumns,
  type ColumnChoice,
} from '../../../src/core/table-settings';

const COLUMNS: ColumnChoice[] = [
  { id: 'name', hideable: false },
  { id: 'agent' },
  { id: 'currency' },
  { id: 'balance' },
  { id: 'betId', hiddenByDefault: true },
];

describe('a list shows its own columns until the user chooses', () => {
  it('in its own order, less the columns it hides by default', () => {
    expect(visibleColumns(COLUMNS, {})).toEqual(['name', 'agent', 'currency', 'balance']);
  });

  it('once the user shows or hides a column, the whole choice is theirs', () => {
    const shown = setColumnShown(COLUMNS, {}, 'betId', true);
    expect(shown.hidden).toEqual([]);
    expect(visibleColumns(COLUMNS, shown)).toEqual(['name', 'agent', 'currency', 'balance', 'betId']);
    const hidden = setColumnShown(COLUMNS, shown, 'agent', false);
    expect(visibleColumns(COLUMNS, hidden)).toEqual(['name', 'currency', 'balance', 'betId']);
  });

  it('a choice that brings the list back to how it starts keeps nothing', () => {
    const shown = setColumnShown(COLUMNS, {}, 'betId', true);
    expect(setColumnShown(COLUMNS, shown, 'betId', false)).toEqual({});
    expect(moveColumn(COLUMNS, moveColumn(COLUMNS, {}, 'agent', 1), 'agent', -1)).toEqual({});
    expect(setDensity(setDensity({}, 'compact'), 'comfortable')).toEqual({});
  });
});

describe('at least one column always shows', () => {
  it('a column that may not hide stays shown, whatever storage says', () => {
    expect(setColumnShown(COLUMNS, {}, 'name', false)).toEqual({});
    expect(hiddenColumns(COLUMNS, { hidden: ['name', 'agent'] })).toEqual(new Set(['agent']));
  });

  it('hiding the last shown column is refused', () => {
    const two: ColumnChoice[] = [{ id: 'a' }, { id: 'b' }];
    const one = setColumnShown(two, {}, 'a', false);
    expect(visibleColumns(two, one)).toEqual(['b']);
    expect(setColumnShown(two, one, 'b', false)).toBe(one);
    expect(visibleColumns(two, { hidden: ['a', 'b'] })).toEqual(['a']);
  });
});

describe('the saved order keeps its columns’ places', () => {
  it('moves a column one place earlier or later; nothing at an end', () => {
    const later = moveColumn(COLUMNS, {}, 'agent', 1);
    expect(orderedColumns(COLUMNS, later)).toEqual(['name', 'currency', 'agent', 'balance', 'betId']);
    expect(moveColumn(COLUMNS, {}, 'name', -1)).toEqual({});
    expect(moveColumn(COLUMNS, {}, 'betId', 1)).toEqual({});
  });

  it('a column the saved order does not know takes its place after the column it follows in the list', () => {
    const saved = { order: ['balance', 'name', 'agent'] };
    // currency follows agent in the list, the id follows balance
    expect(orderedColumns(COLUMNS, saved)).toEqual(['balance', 'betId', 'name', 'agent', 'currency']);
    // a column first in the list stays first
    expect(orderedColumns([{ id: 'first' }, ...COLUMNS], saved)).toEqual([
      'first',
      'balance',
      'betId',
      'name',
      'agent',
      'currency',
    ]);
  });

  it('ids that are no column any more are ignored', () => {
    expect(orderedColumns(COLUMNS, { order: ['gone', 'balance', 'agent'] })).toEqual([
      'name',
      'balance',
      'betId',
      'agent',
      'currency',
    ]);
  });
});

describe('remembered per user and per list; unreadable storage is empty', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadTables();
  });

  it('keeps only well-formed values', () => {
    expect(parseTables('not json')).toEqual({});
    expect(
      parseTables(
        JSON.stringify({
          u1: { players: { hidden: ['a', 3, 'a'], order: 'x', density: 'compact', other: 1 }, empty: {} },
          u2: 'nonsense',
        }),
      ),
    ).toEqual({ u1: { players: { hidden: ['a'], density: 'compact' } } });
  });

  it('one user’s lists are not another’s; a list back to how it starts leaves nothing stored', () => {
    const store = updateTable({}, 'u1', 'players', { density: 'compact' });
    expect(updateTable(store, 'u2', 'players', { hidden: ['agent'] })).toEqual({
      u1: { players: { density: 'compact' } },
      u2: { players: { hidden: ['agent'] } },
    });
    expect(updateTable(store, 'u1', 'players', {})).toEqual({});
  });

  it('writes the choice to localStorage and forgets it with the reset', () => {
    setTableSettings('players', { density: 'compact' });
    expect(JSON.parse(localStorage.getItem(TABLES_STORAGE_KEY)!)).toEqual({
      '': { players: { density: 'compact' } },
    });
    expect(userTables.value.players).toEqual({ density: 'compact' });
    resetUserTables();
    expect(localStorage.getItem(TABLES_STORAGE_KEY)).toBeNull();
    expect(userTables.value).toEqual({});
  });
});

describe('after a form saved a row, its list focuses that row', () => {
  it('the request is taken once, by a list that shows the row', () => {
    requestRowFocus('p2', 1000);
    expect(takeRowFocus(['p1', 'p3'], 1001)).toBeNull();
    expect(takeRowFocus(['p1', 'p2'], 1002)).toBe('p2');
    expect(takeRowFocus(['p1', 'p2'], 1003)).toBeNull();
  });

  it('a request nobody takes in time is forgotten', () => {
    requestRowFocus('p2', 1000);
    expect(rowFocusPending(1000 + ROW_FOCUS_TTL_MS + 1)).toBe(false);
    expect(takeRowFocus(['p2'], 1000 + ROW_FOCUS_TTL_MS + 2)).toBeNull();
  });
});
