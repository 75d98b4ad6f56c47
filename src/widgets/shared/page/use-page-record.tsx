/**
 * The opening of a page about one thing of its agent (its IP ranges, its wallet parent, its casinos, a
 * user's permissions): the page's agent, the route's own permission, the thing loaded fresh (only once
 * the agent is known and the route allowed), and the gate over it (loading, forbidden, failure with
 * retry). The page renders `gate` while it is not null, then its body with `data`.
 *
 * @example
 * const page = usePageRecord(agentId, {
 *   access: 'agents/ip-whitelist',
 *   queryKey: (agent) => agentKeys.ipWhitelist(agent),
 *   queryFn: (agent) => getIpWhitelist(agent),
 *   forbiddenKey: 'app.agents.ipWhitelist.no-view',
 * });
 * if (page.gate !== null) return page.gate;
 * return <Body pageAgent={page.pageAgent} ranges={page.data} />;
 */
import type { QueryKey, QueryObserverResult } from '@tanstack/query-core';
import type { ReactNode } from 'react';
import { usePageAccess, usePageAgentId } from './hooks';
import { Loading, pageGate } from './states';
import { useQuery } from './use-query';

export interface PageRecordOptions<T> {
  /** The route pattern whose permission the page asks ('agents/ip-whitelist'). */
  access: string;
  /** The route's parameters for that check ({ id }). */
  params?: Readonly<Record<string, string>>;
  /** The thing's query key, from the page's agent. */
  queryKey: (pageAgent: string) => QueryKey;
  /** Loads the thing for the page's agent. */
  queryFn: (pageAgent: string, signal: AbortSignal) => Promise<T>;
  /** Whether there is anything to load besides the agent and the permission (default yes). */
  enabled?: boolean;
  /** The key of the forbidden message (default the page kit's). */
  forbiddenKey?: string;
  /** Once loaded, the thing stays on screen when a later refresh fails (default: the failure shows). */
  keepOnFailure?: boolean;
}

export type PageRecord<T> =
  | { gate: NonNullable<ReactNode>; pageAgent: string | null; query: QueryObserverResult<T, Error> }
  | { gate: null; pageAgent: string; data: T; query: QueryObserverResult<T, Error> };

export function usePageRecord<T>(agentId: string | undefined, options: PageRecordOptions<T>): PageRecord<T> {
  const pageAgent = usePageAgentId(agentId);
  const allowed = usePageAccess(options.access, pageAgent, options.params);
  const query = useQuery<T>({
    queryKey: options.queryKey(pageAgent ?? ''),
    queryFn: ({ signal }) => options.queryFn(pageAgent!, signal),
    enabled: !!pageAgent && allowed && options.enabled !== false,
    staleTime: 0,
  });
  const kept = options.keepOnFailure && query.data !== undefined;
  const gate = pageGate(pageAgent, allowed, kept ? null : query, options.forbiddenKey);
  if (gate || !pageAgent) return { gate: gate ?? <Loading />, pageAgent, query };
  return { gate: null, pageAgent, data: query.data as T, query };
}
