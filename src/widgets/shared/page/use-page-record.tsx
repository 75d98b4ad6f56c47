/**
 * The opening of a page about one thing of its agent (its IP ranges, its wallet parent, its casinos, a
 * user's permissions): the page's agent, the thing loaded fresh (only once the agent is known), and the
 * gate over it (loading, failure with retry). The element's `RouteGuard` has applied the route's access
 * check before. The page renders `gate` while it is not null, then its body with `data`.
 *
 * @example
 * const page = usePageRecord(agentId, agentKeys.ipWhitelist, getIpWhitelist);
 * if (page.gate !== null) return page.gate;
 * return <Body pageAgent={page.pageAgent} ranges={page.data} />;
 */
import type { QueryKey, QueryObserverResult } from '@tanstack/query-core';
import type { ReactNode } from 'react';
import { usePageAgentId } from './hooks';
import { Loading, pageGate } from './states';
import { useQuery } from './use-query';

export interface PageRecordOptions {
  /** Whether there is anything to load besides the agent and the permission (default yes). */
  enabled?: boolean;
  /** Once loaded, the thing stays on screen when a later refresh fails (default: the failure shows). */
  keepOnFailure?: boolean;
}

export type PageRecord<T> =
  | { gate: NonNullable<ReactNode>; pageAgent: string | null; query: QueryObserverResult<T, Error> }
  | { gate: null; pageAgent: string; data: T; query: QueryObserverResult<T, Error> };

/**
 * `queryKey` and `queryFn` give the thing's query key and load it, from the page's agent.
 */
export function usePageRecord<T>(
  agentId: string | undefined,
  queryKey: (pageAgent: string) => QueryKey,
  queryFn: (pageAgent: string, signal: AbortSignal) => Promise<T>,
  options: PageRecordOptions = {},
): PageRecord<T> {
  const pageAgent = usePageAgentId(agentId);
  const query = useQuery<T>({
    queryKey: queryKey(pageAgent ?? ''),
    queryFn: ({ signal }) => queryFn(pageAgent!, signal),
    enabled: !!pageAgent && options.enabled !== false,
    staleTime: 0,
  });
  const kept = options.keepOnFailure && query.data !== undefined;
  const gate = pageGate(pageAgent, true, kept ? null : query);
  if (gate || !pageAgent) return { gate: gate ?? <Loading />, pageAgent, query };
  return { gate: null, pageAgent, data: query.data as T, query };
}
