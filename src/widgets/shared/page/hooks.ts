/**
 * What every area page asks first: who the user is (the permission subject), which agent the page is
 * about, and whether the route's own permission check lets the user open it (the same function the
 * router asks, so a page never renders what the router would refuse).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { findAgent, tree } from '../../../core/agents';
import type { AccessContext } from '../../../core/areas';
import { on, type CasinoEventMap, type CasinoEventName } from '../../../core/events';
import { retainLive } from '../../../core/live';
import type { PermissionSubject, TargetAgent } from '../../../core/permissions';
import { currentAgentId } from '../../../core/router';
import { matchPattern, routeAccess } from '../../../core/routes';
import { account, claims } from '../../../core/session';

/** The signed-in account as the permission rules take it; the component re-renders when it changes. */
export function useSubject(): PermissionSubject {
  useSignals();
  return { claims: claims.value, agentId: account.value?.agentId ?? '' };
}

/** The agent the page is about: the `agent-id` attribute, else the current route's agent. */
export function usePageAgentId(agentId: string | undefined): string | null {
  useSignals();
  return agentId || currentAgentId.value;
}

/** An agent's place for permission checks: as loaded, else as the tree knows it, else with an unknown parent. */
export function targetOf(
  agentId: string,
  loaded?: { id: string; parentId: string | null } | null,
): TargetAgent {
  if (loaded && loaded.id === agentId) return { id: agentId, parentId: loaded.parentId };
  const known = findAgent(agentId);
  return { id: agentId, parentId: known?.parentId ?? null };
}

/**
 * Whether the user may open the page of `pattern` ('agents/edit/:id') for `agentId`: the route's own
 * check, the one the router asks (or the route's `pageAccess` where the page explains a refusal). The
 * page elements' `RouteGuard` asks it; a page does not. The agent's place comes from the tree (the page re-checks when the
 * tree loads). An agent the tree does not hold yet is judged as a direct child of the user's agent,
 * the most the server could allow: what no place would allow is refused at once, the rest the server
 * decides (the router does not judge such an agent at all).
 */
export function usePageAccess(
  pattern: string,
  agentId: string | null,
  params: Readonly<Record<string, string>> = {},
): boolean {
  const subject = useSubject();
  void tree.value; // re-check when the tree changes
  if (!agentId) return true;
  const known = findAgent(agentId);
  const matches = matchPattern(pattern);
  if (!matches) return false;
  const ctx: AccessContext = {
    creditSource: known?.creditSource ?? false,
    params,
    findAgent: (id) => findAgent(id),
  };
  const parentId = known ? known.parentId : agentId === subject.agentId ? null : subject.agentId;
  return routeAccess(matches, subject, { id: agentId, parentId }, ctx, true);
}

/** Calls `handler` for each of the named casino events while the component is on the page. */
export function useCasinoEvents<K extends CasinoEventName>(
  names: readonly K[],
  handler: (name: K, detail: CasinoEventMap[K]) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  const key = names.join(' ');
  useEffect(() => {
    const offs = (key ? (key.split(' ') as K[]) : []).map((name) =>
      on(name, (detail) => latest.current(name, detail)),
    );
    return () => offs.forEach((off) => off());
  }, [key]);
}

/**
 * Keeps the page's one live stream of changes open while the component is on the page (the lists and
 * forms of a host that composes area pages without the console's header follow other people's changes
 * too); src/core/live.ts counts the holders.
 */
export function useLiveUpdates(): void {
  useEffect(() => retainLive(), []);
}
