/**
 * The opening of a page about one thing of its agent (its IP ranges, its wallet parent, its casinos, a
 * user's permissions): the page's agent, the route's own permission, the thing loaded fresh (only once
 * the agent is known and the route allowed), and the gate over it (loading, forbidden, failure with
 * retry). The page renders `gate` while it is not null, then its body with `data`.
 *
 * @example
 * const page = usePageRecord(agentId, 'agents/ip-whitelist', agentKeys.ipWhitelist, getIpWhitelist, {
 *   forbiddenKey: 'app.agents.ipWhitelist.no-view',
 * });
 * if (page.gate !== null) return page.gate;
 * return <Body pageAgent={page.pageAgent} ranges={page.data} />;
 */
import type { QueryKey, QueryObserverResult } from '@tanstack/query-core';
import type { TranslationKey } from '../../../core/i18n';
import type { ReactNode } from 'react';
import { usePageAccess, usePageAgentId } from './hooks';
import { Loading, pageGate } from './states';
import { useQuery } from './use-query';

export interface PageRecordOptions {
  /** The route's parameters for the permission check ({ id }). */
  params?: Readonly<Record<string, string>>;
  /** Whether there is anything to load besides the agent and the permission (default yes). */
  enabled?: boolean;
  /** The key of the forbidden message (default the page kit's). */
  forbiddenKey?: TranslationKey;
  /** Once loaded, the thing stays on screen when a later refresh fails (default: the failure shows). */
  keepOnFailure?: boolean;
}

export type PageRecord<T> =
  | { gate: NonNullable<ReactNode>; pageAgent: string | null; query: QueryObserverResult<T, Error> }
  | { gate: null; pageAgent: string; data: T; query: QueryObserverResult<T, Error> };

/**
 * `access` is the route pattern whose permission the page asks ('agents/ip-whitelist'); `queryKey`
 * and `queryFn` give the thing's query key and load it, from the page's agent.
 */
export function usePageRecord<T>(
  agentId: string | undefined,
  access: string,
  queryKey: (pageAgent: string) => QueryKey,
  queryFn: (pageAgent: string, signal: AbortSignal) => Promise<T>,
  options: PageRecordOptions = {},
): PageRecord<T> {
  const pageAgent = usePageAgentId(agentId);
  const allowed = usePageAccess(access, pageAgent, options.params);
  const query = useQuery<T>({
    queryKey: queryKey(pageAgent ?? ''),
    queryFn: ({ signal }) => queryFn(pageAgent!, signal),
    enabled: !!pageAgent && allowed && options.enabled !== false,
    staleTime: 0,
  });
  const kept = options.keepOnFailure && query.data !== undefined;
  const gate = pageGate(pageAgent, allowed, kept ? null : query, options.forbiddenKey);
  if (gate || !pageAgent) return { gate: gate ?? <Loading />, pageAgent, query };
  return { gate: null, pageAgent, data: query.data as T, query };
}
