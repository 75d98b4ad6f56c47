/**
 * What a user chose for the columns of a list or report: which columns show, in which order, and the
 * table's density (comfortable or compact). Remembered per user and per list (a list page's area,
 * a report's key) in localStorage 'casino.tables', beside the page panels (src/core/panels.ts);
 * 'Reset page panels' in the layout options forgets both.
 *
 * Rules:
 * - Until the user chooses, a list shows its columns in their own order, less those its definition
 *   hides by default; once the user shows or hides a column, their choice is the whole list of hidden
 *   columns (a later default does not undo it).
 * - At least one column always shows: hiding the last shown one is refused.
 * - The saved order keeps its columns' places; a column the saved order does not know (added to the
 *   list later) keeps its place after the column it follows in the list's own order.
 * - Unknown column ids in storage are ignored; unreadable storage is treated as empty; no storage at
 *   all (a sandboxed frame) keeps the choices for the page's lifetime only.
 * - A choice that brings a list back to how it starts leaves nothing stored for it.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { account } from './session';

export const TABLES_STORAGE_KEY = 'casino.tables';
export const TABLE_DENSITIES = ['comfortable', 'compact'] as const;
export type TableDensity = (typeof TABLE_DENSITIES)[number];
/** More column ids than any list has: a cap on what storage may hold. */
const MAX_COLUMNS = 100;

/** What is remembered of one list. */
export interface TableSettings {
  /** The hidden columns (absent: the list's own default). */
  hidden?: string[];
  /** The columns in the user's order (absent: the list's own order). */
  order?: string[];
  /** Absent: 'comfortable'. */
  density?: 'compact';
}

/** Every user's lists: user id → list key → settings. */
export type TableStore = Record<string, Record<string, TableSettings>>;

/** A column as these rules see it: its id, whether the list hides it by default, whether it may be hidden. */
export interface ColumnChoice {
  id: string;
  /** Hidden until the user shows it. */
  hiddenByDefault?: boolean;
  /** false: always shown (default true). */
  hideable?: boolean;
}

function idList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100);
  return [...new Set(ids)].slice(0, MAX_COLUMNS);
}

/** One stored entry, keeping only well-formed values. */
export function cleanTableSettings(value: unknown): TableSettings {
  const settings: TableSettings = {};
  if (!value || typeof value !== 'object') return settings;
  const v = value as Record<string, unknown>;
  const hidden = idList(v.hidden);
  if (hidden) settings.hidden = hidden;
  const order = idList(v.order);
  if (order && order.length > 0) settings.order = order;
  if (v.density === 'compact') settings.density = 'compact';
  return settings;
}

/** The store as read from storage text (anything malformed dropped). */
export function parseTables(text: string | null): TableStore {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
  const store: TableStore = {};
  if (!raw || typeof raw !== 'object') return store;
  for (const [user, lists] of Object.entries(raw as Record<string, unknown>)) {
    if (!lists || typeof lists !== 'object') continue;
    for (const [list, value] of Object.entries(lists as Record<string, unknown>)) {
      const settings = cleanTableSettings(value);
      if (Object.keys(settings).length > 0) (store[user] ??= {})[list] = settings;
    }
  }
  return store;
}

/**
 * `store` with one user's list set to `settings` (null, or settings equal to how the list starts:
 * nothing kept for it).
 */
export function updateTable(
  store: TableStore,
  user: string,
  list: string,
  settings: TableSettings | null,
): TableStore {
  const lists = { ...store[user] };
  const clean = cleanTableSettings(settings);
  if (Object.keys(clean).length > 0) lists[list] = clean;
  else delete lists[list];
  const next = { ...store };
  if (Object.keys(lists).length > 0) next[user] = lists;
  else delete next[user];
  return next;
}

/** `store` without any choice of `user`. */
export function resetTables(store: TableStore, user: string): TableStore {
  const next = { ...store };
  delete next[user];
  return next;
}

/** The column ids in the order shown: the saved order, with the columns it does not know in their place. */
export function orderedColumns(columns: readonly ColumnChoice[], settings: TableSettings): string[] {
  const ids = columns.map((c) => c.id);
  const saved = (settings.order ?? []).filter((id) => ids.includes(id));
  if (saved.length === 0) return ids;
  const result = [...saved];
  ids.forEach((id, index) => {
    if (result.includes(id)) return;
    // after the nearest column before it (in the list's own order) that is placed, else first
    let at = 0;
    for (let i = index - 1; i >= 0; i--) {
      const placed = result.indexOf(ids[i]);
      if (placed >= 0) {
        at = placed + 1;
        break;
      }
    }
    result.splice(at, 0, id);
  });
  return result;
}

/** The hidden column ids: the user's choice, else the list's defaults; never a column that may not hide. */
export function hiddenColumns(columns: readonly ColumnChoice[], settings: TableSettings): Set<string> {
  const hideable = new Set(columns.filter((c) => c.hideable !== false).map((c) => c.id));
  const chosen = settings.hidden ?? columns.filter((c) => c.hiddenByDefault).map((c) => c.id);
  const hidden = new Set(chosen.filter((id) => hideable.has(id)));
  // at least one column shows
  if (columns.length > 0 && columns.every((c) => hidden.has(c.id))) hidden.delete(columns[0].id);
  return hidden;
}

/** The visible column ids in the order shown. */
export function visibleColumns(columns: readonly ColumnChoice[], settings: TableSettings): string[] {
  const hidden = hiddenColumns(columns, settings);
  return orderedColumns(columns, settings).filter((id) => !hidden.has(id));
}

/** The settings with `id` shown or hidden; unchanged when that would hide the last shown column. */
export function setColumnShown(
  columns: readonly ColumnChoice[],
  settings: TableSettings,
  id: string,
  shown: boolean,
): TableSettings {
  const hidden = hiddenColumns(columns, settings);
  if (shown) hidden.delete(id);
  else {
    if (columns.find((c) => c.id === id)?.hideable === false) return settings;
    hidden.add(id);
    if (columns.every((c) => hidden.has(c.id))) return settings;
  }
  const defaults = hiddenColumns(columns, {});
  const same = defaults.size === hidden.size && [...hidden].every((h) => defaults.has(h));
  const next: TableSettings = { ...settings, hidden: [...hidden] };
  if (same) delete next.hidden;
  return next;
}

/** The settings with `id` moved `by` places (−1 earlier, +1 later) in the order shown; unchanged at an end. */
export function moveColumn(
  columns: readonly ColumnChoice[],
  settings: TableSettings,
  id: string,
  by: number,
): TableSettings {
  const order = orderedColumns(columns, settings);
  const from = order.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return settings;
  order.splice(from, 1);
  order.splice(to, 0, id);
  const next: TableSettings = { ...settings, order };
  if (order.every((c, i) => c === columns[i]?.id)) delete next.order;
  return next;
}

/** The settings with `density`. */
export function setDensity(settings: TableSettings, density: TableDensity): TableSettings {
  const next: TableSettings = { ...settings };
  if (density === 'compact') next.density = 'compact';
  else delete next.density;
  return next;
}

function read(): TableStore {
  try {
    return parseTables(localStorage.getItem(TABLES_STORAGE_KEY));
  } catch {
    return {};
  }
}

const store = signal<TableStore>(read());

function commit(next: TableStore): void {
  store.value = next;
  try {
    if (Object.keys(next).length > 0) localStorage.setItem(TABLES_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(TABLES_STORAGE_KEY);
  } catch {
    // no storage: the choice lasts as long as the page
  }
}

/** The signed-in user's lists, by list key. */
export const userTables: ReadonlySignal<Readonly<Record<string, TableSettings>>> = computed(
  () => store.value[account.value?.id ?? ''] ?? {},
);

/** Sets the signed-in user's settings of `list` (signed out: kept for the page's lifetime only). */
export function setTableSettings(list: string, settings: TableSettings | null): void {
  const user = account.value?.id ?? '';
  commit(updateTable(store.value, user, list, settings));
}

/** Forgets every list choice of the signed-in user. */
export function resetUserTables(): void {
  const user = account.value?.id ?? '';
  commit(resetTables(store.value, user));
}

/** Re-reads the stored settings (another tab, tests). */
export function reloadTables(): void {
  store.value = read();
}
