/**
 * Server-side paging of list endpoints (the rule of src/core/contract/list.ts): the ORDER BY of a
 * sort parameter over a fixed set of sortable columns (anything else never reaches SQL), the filter
 * as an escaped case-insensitive LIKE pattern, and LIMIT/OFFSET when a page is asked for.
 */
import { parseSort } from '../core/contract/list';
import type { Db } from './db';

export interface ListParams {
  pageIndex?: number;
  pageSize?: number;
  sort?: string;
  filter?: string;
}

export const DEFAULT_PAGE_SIZE = 25;

/** '%text%' for LIKE, with %, _ and \ of the text escaped; null for an empty filter. */
export function likePattern(filter: string | undefined): string | null {
  const text = (filter ?? '').trim().toLowerCase();
  if (!text) return null;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The filter as an object id, when it is one (a GUID, any case, spaces around ignored), so a list's
 * text filter also finds the row whose id was pasted into it; null otherwise.
 */
export function exactId(filter: string | undefined): string | null {
  const text = (filter ?? '').trim().toLowerCase();
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(text) ? text : null;
}

export interface PageSql {
  /** `ORDER BY …` (the sort, then `tieBreak` so pages never overlap). */
  orderBy: string;
  /** `LIMIT n OFFSET m`, or '' when the whole list is asked for. */
  limit: string;
  /** The caller asked for a page (answer X-Total-Count). */
  paged: boolean;
}

/**
 * The SQL tail of a list query. `columns` maps each sortable field to its SQL expression (of a NOT NULL
 * column: nulls are not ordered); `fallback` is the order without a sort parameter; `tieBreak` the
 * unique column that orders equal rows (in the sort's direction, or as written after the fallback).
 */
export function pageSql(
  params: ListParams,
  columns: Readonly<Record<string, string>>,
  fallback: string,
  tieBreak: string,
): PageSql {
  const sort = parseSort(params.sort);
  const column = sort ? columns[sort.id] : undefined;
  // The tie-break runs in the sort's direction, so a page is one walk of a (column, id) index, forwards
  // or backwards.
  const direction = sort?.desc ? 'DESC' : 'ASC';
  const order = column ? `${column} ${direction}` : fallback;
  const paged = params.pageIndex !== undefined || params.pageSize !== undefined;
  const size = params.pageSize ?? DEFAULT_PAGE_SIZE;
  const offset = (params.pageIndex ?? 0) * size;
  return {
    orderBy: column
      ? `ORDER BY ${order}, ${tieBreak.replace(/\s+(ASC|DESC)$/i, '')} ${direction}`
      : `ORDER BY ${order}, ${tieBreak}`,
    limit: paged ? `LIMIT ${Math.trunc(size)} OFFSET ${Math.trunc(offset)}` : '',
    paged,
  };
}

export interface ListQuery {
  /** The selected columns (`u.id, u.username, …`). */
  columns: string;
  /** The tables (`users u JOIN agents a ON a.id = u.agent_id`). */
  from: string;
  /** The condition of the list (filter and scope), with `params` as its $1, $2, … */
  where: string;
  params: readonly unknown[];
}

/**
 * The rows of a list query in `page`'s order and, when a page is asked for, how many rows the condition
 * matches (X-Total-Count): counted over the page's rows in the same query, or by a count of its own when
 * the page lies past the end and has no row to carry it.
 */
export async function queryPage<R extends object>(
  db: Db,
  page: PageSql,
  query: ListQuery,
): Promise<{ rows: R[]; total: number }> {
  const { rows } = await db.query<R & { total?: number }>(
    `SELECT ${query.columns}${page.paged ? ', count(*) OVER ()::int AS total' : ''}
       FROM ${query.from} WHERE ${query.where} ${page.orderBy} ${page.limit}`,
    [...query.params],
  );
  let total = rows[0]?.total ?? rows.length;
  if (page.paged && rows.length === 0) {
    const { rows: counted } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${query.from} WHERE ${query.where}`,
      [...query.params],
    );
    total = counted[0].n;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row as R), total };
}
