/**
 * An area's global search through its own server-paged list: the signed-in user's subtree (sub-agents
 * included) filtered by the searched text with the list's own text filter, one page of it, each row a
 * hit. The server applies the list's permission and agent checks, as it does for the list page.
 */
import type { AreaSearchFn, SearchHit } from './types';

/** The list query a search sends. */
export interface SearchListQuery<S extends string> {
  agentId: string;
  includeSubAgents: true;
  filter: string;
  pageIndex: number;
  pageSize: number;
  sort: S;
}

export function searchThroughList<S extends string, Row>(
  list: (query: SearchListQuery<S>, signal?: AbortSignal) => Promise<{ total: number; rows: readonly Row[] }>,
  sort: S,
  toHit: (row: Row) => SearchHit,
): AreaSearchFn {
  return async ({ text, agentId, pageIndex, pageSize }, signal) => {
    const page = await list(
      { agentId, includeSubAgents: true, filter: text, pageIndex, pageSize, sort },
      signal,
    );
    return { total: page.total, hits: page.rows.map(toHit) };
  };
}
