/**
 * The navigation elements' link to the core stores.
 *
 * - `useAgentTreeStore()`: starts the agent tree store of src/core/agents.ts (cache, top-agent load,
 *   route-change rule via its effect, contract events) while at least one element needs it, and
 *   stops it when the last one leaves the page. Several elements (or a host calling
 *   `retainAgentTree()` itself) share one running store.
 * - `subjectOf()`: the permission subject of the signed-in account (claims and own agent).
 * - `menuAgentOf(id)`: the agent as the menu rules need it (parentId, credit source from the tree).
 */
import { useEffect } from 'react';
import { findAgent, startAgentTree } from '../../core/agents';
import type { MenuAgent } from '../../core/menu';
import type { PermissionSubject, UserClaims } from '../../core/permissions';
import type { Account } from '../../core/session';

let users = 0;
let stop: (() => void) | null = null;

/** Starts the shared agent tree store (once for all callers); returns the function that releases it. */
export function retainAgentTree(): () => void {
  users++;
  if (!stop) stop = startAgentTree();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users--;
    if (users === 0 && stop) {
      stop();
      stop = null;
    }
  };
}

/** Keeps the agent tree store running while the calling component is mounted. */
export function useAgentTreeStore(): void {
  useEffect(() => retainAgentTree(), []);
}

/** The permission subject of `account` with `claims`; null when nobody is signed in. */
export function subjectOf(account: Account | null, claims: UserClaims): PermissionSubject | null {
  return account ? { claims, agentId: account.agentId } : null;
}

/** The agent as the menu rules see it: its place in the tree when known, else a parent-less agent. */
export function menuAgentOf(agentId: string): MenuAgent & { creditSource: boolean } {
  const known = findAgent(agentId);
  return { id: agentId, parentId: known?.parentId ?? null, creditSource: known?.creditSource ?? false };
}
