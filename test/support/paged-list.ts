/**
 * A fake list endpoint that pages, sorts and filters as the server's list endpoints do
 * (pageIndex, pageSize, sort 'field' or '-field', filter; the total in X-Total-Count), for element
 * tests of server-paged lists. Without paging parameters it answers every row, as the server does.
 * The parameters come from the query string, or from the JSON body of a list that is a POST
 * (report-style parameters).
 */
import { TOTAL_COUNT_HEADER } from '../../src/core/contract/list';
import { compareCells } from '../../src/core/table-sort';
import type { AnswerInit, FetchCall } from './fetch-mock';

export interface PagedListOptions<T> {
  /** The text fields the filter looks in (default: every string field). */
  filterFields?: readonly (keyof T & string)[];
  /** Fields compared as case-insensitive text (others numerically when numeric). */
  textFields?: readonly (keyof T & string)[];
}

export function pagedList<T extends object>(
  rows: readonly T[] | ((call: FetchCall) => readonly T[]),
  options: PagedListOptions<T> = {},
): (call: FetchCall) => AnswerInit {
  return (call) => {
    const all = typeof rows === 'function' ? rows(call) : rows;
    const body = call.body;
    const params =
      body && typeof body === 'object' && !Array.isArray(body)
        ? new URLSearchParams(
            Object.entries(body as Record<string, unknown>)
              .filter(([, value]) => value !== undefined && value !== null)
              .map(([key, value]) => [key, String(value)]),
          )
        : call.url.searchParams;
    const filter = (params.get('filter') ?? '').trim().toLowerCase();
    const matches = filter
      ? all.filter((row) =>
          Object.entries(row).some(
            ([key, value]) =>
              (!options.filterFields || options.filterFields.includes(key as keyof T & string)) &&
              typeof value === 'string' &&
              value.toLowerCase().includes(filter),
          ),
        )
      : [...all];
    const sort = params.get('sort');
    if (sort) {
      const desc = sort.startsWith('-');
      const field = desc ? sort.slice(1) : sort;
      const kind =
        options.textFields?.includes(field as keyof T & string) || field === 'name' ? 'text' : 'auto';
      matches.sort((a, b) => {
        const order = compareCells(
          (a as Record<string, unknown>)[field],
          (b as Record<string, unknown>)[field],
          kind,
        );
        return desc ? -order : order;
      });
    }
    if (!params.has('pageIndex') && !params.has('pageSize')) return { body: matches };
    const size = Number(params.get('pageSize') ?? 25);
    const index = Number(params.get('pageIndex') ?? 0);
    return {
      body: matches.slice(index * size, index * size + size),
      headers: { [TOTAL_COUNT_HEADER]: String(matches.length) },
    };
  };
}
