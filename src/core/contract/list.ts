/**
 * Server-paged lists, one rule for every area.
 *
 * A list endpoint keeps the array body and accepts four optional query parameters:
 * - `pageIndex` (0-based) and `pageSize` (1 to MAX_PAGE_SIZE): the page;
 * - `sort`: a sortable field, or '-field' for descending;
 * - `filter`: a text that the rows' text columns must contain (case-insensitive).
 * The number of rows matching the filter comes back in the `X-Total-Count` header. Without
 * `pageIndex`/`pageSize` the endpoint answers every row, as it always did.
 *
 * On the client the list state (page, size, sort, filter, and an area's own filters) lives in the
 * URL query, so a reload, the back button and a shared URL keep it: `?page=2&size=50&sort=-name&filter=eu`.
 * The page in the URL is 1-based for people; the API's `pageIndex` is 0-based.
 */
import { int, str } from './schema';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const MAX_PAGE_SIZE = 500;
export const MAX_FILTER_LENGTH = 200;
export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** '-name' and 'name' for each field. */
export type SortParam<F extends string> = F | `-${F}`;

/** The four list parameters of an endpoint whose sortable fields are `fields`. */
export function listParams<const F extends readonly string[]>(fields: F) {
  const sorts: readonly SortParam<F[number]>[] = fields.flatMap((f: F[number]) => [f, `-${f}` as const]);
  return {
    pageIndex: int({ minimum: 0, maximum: 1_000_000 }),
    pageSize: int({ minimum: 1, maximum: MAX_PAGE_SIZE }),
    // The allowed values are checked at run time (enum); the type says text.
    sort: { type: 'string', enum: sorts } as { type: 'string' },
    filter: str({ maxLength: MAX_FILTER_LENGTH }),
  };
}

/** A parsed sort: the field and its direction. */
export interface Sort {
  id: string;
  desc: boolean;
}

export function parseSort(sort: string | null | undefined): Sort | null {
  if (!sort) return null;
  return sort.startsWith('-') ? { id: sort.slice(1), desc: true } : { id: sort, desc: false };
}

export function sortParam(sort: Sort | null): string | undefined {
  return sort ? (sort.desc ? `-${sort.id}` : sort.id) : undefined;
}

/** The state of a server-paged list, as the list page keeps it. */
export interface ListState {
  pageIndex: number;
  pageSize: number;
  sort: Sort | null;
  filter: string;
  /** The area's own filters (e.g. include sub-agents), by URL key. */
  extra: Readonly<Record<string, string>>;
}

export interface ListDefaults {
  pageSize: number;
  sort: Sort | null;
  /** The sortable fields; a sort on another field in the URL is ignored. */
  sortable: readonly string[];
  /** The area's own filters with their default values, by URL key. */
  extra?: Readonly<Record<string, string>>;
  /** Page sizes a user may pick. */
  pageSizes?: readonly number[];
}

const RESERVED = ['page', 'size', 'sort', 'filter'];

/** The list state of a URL query, each value checked; anything unusable falls back to its default. */
export function listStateFromQuery(
  query: Readonly<Record<string, string>>,
  defaults: ListDefaults,
): ListState {
  const page = Number(query.page);
  const size = Number(query.size);
  const sizes = defaults.pageSizes ?? DEFAULT_PAGE_SIZES;
  const sort = parseSort(query.sort);
  const extra: Record<string, string> = { ...(defaults.extra ?? {}) };
  for (const key of Object.keys(extra)) if (typeof query[key] === 'string') extra[key] = query[key];
  return {
    pageIndex: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page - 1 : 0,
    pageSize: sizes.includes(size) ? size : defaults.pageSize,
    sort:
      query.sort === undefined
        ? defaults.sort
        : sort && defaults.sortable.includes(sort.id)
          ? sort
          : query.sort === ''
            ? null
            : defaults.sort,
    filter: (query.filter ?? '').slice(0, MAX_FILTER_LENGTH),
    extra,
  };
}

/**
 * The URL query of a list state: only what differs from the defaults, so a fresh list keeps a clean
 * URL. Keys of `others` that are not list keys are kept (the page's other query parameters).
 */
export function listStateToQuery(
  state: ListState,
  defaults: ListDefaults,
  others: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const query: Record<string, string> = {};
  const extraKeys = Object.keys(defaults.extra ?? {});
  for (const [key, value] of Object.entries(others))
    if (!RESERVED.includes(key) && !extraKeys.includes(key)) query[key] = value;
  if (state.pageIndex > 0) query.page = String(state.pageIndex + 1);
  if (state.pageSize !== defaults.pageSize) query.size = String(state.pageSize);
  const sort = sortParam(state.sort);
  if (sort !== sortParam(defaults.sort)) query.sort = sort ?? '';
  if (state.filter) query.filter = state.filter;
  for (const key of extraKeys)
    if (state.extra[key] !== undefined && state.extra[key] !== defaults.extra![key])
      query[key] = state.extra[key];
  return query;
}

/** What a change of the list does to its state: a new sort, filter, size or own filter starts at the first page. */
export type ListChange =
  | { type: 'page'; pageIndex: number }
  | { type: 'size'; pageSize: number }
  | { type: 'sort'; sort: Sort | null }
  | { type: 'filter'; filter: string }
  | { type: 'extra'; key: string; value: string };

export function changeList(state: ListState, change: ListChange): ListState {
  switch (change.type) {
    case 'page':
      return { ...state, pageIndex: Math.max(0, change.pageIndex) };
    case 'size':
      return { ...state, pageSize: change.pageSize, pageIndex: 0 };
    case 'sort':
      return { ...state, sort: change.sort, pageIndex: 0 };
    case 'filter':
      return change.filter === state.filter ? state : { ...state, filter: change.filter, pageIndex: 0 };
    case 'extra':
      return { ...state, extra: { ...state.extra, [change.key]: change.value }, pageIndex: 0 };
  }
}

/** The last page that exists for `total` rows (0 when there are none): a page past the end is clamped to it. */
export function lastPageIndex(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) - 1 : 0;
}

/** The query parameters the API takes for a list state (the area adds its own filters). */
export function listQuery(state: ListState): {
  pageIndex: number;
  pageSize: number;
  sort?: string;
  filter?: string;
} {
  return {
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    sort: sortParam(state.sort),
    filter: state.filter || undefined,
  };
}

/** One page of rows with the total the server counted. */
export interface Page<T> {
  rows: T[];
  total: number;
}
