/**
 * What the console does when another console's change arrives on the live stream (src/core/live.ts):
 * pure rules, from the change to a plan.
 *
 * - The audit page's data is stale after every change (['audit']).
 * - The data of the object's area is stale: each object type names the query root of the area that
 *   shows it (agents, their credit, multicash balances, IP whitelists and wallet parents are the agents
 *   area's; players, users, casinos, roles, cafes and terminals their areas'): the shared change
 *   vocabulary of src/core/contract/changes.ts.
 * - A new agent joins the tree ('casino-agent-added', the tree fetches it under its parent).
 * - An agent whose values changed is read again: the read broadcasts 'casino-credit-adjusted' (the
 *   header credit and the lists follow), and a changed name is told with 'casino-agent-updated' (the
 *   tree renames it). A credit adjustment changes two agents: the one adjusted and the agent of the
 *   user who made it (when the watching console can see it). Money between a cafe or a terminal and
 *   its agent (adjust-balance commands queued or picked up, a wipe, terminal transactions) reads that
 *   agent again too; a cafe's users are shown in the cafes area, and a terminal's money comes from its
 *   cafe.
 * - A kind of object this console does not know (an older console facing a newer server) makes every
 *   query shown stale and reads the header credit again: correct, at the cost of a few more requests.
 * - The page's own changes (their request ids) already did all this where they were made: only the
 *   audit page refreshes.
 */
import type { LiveChange } from './areas/audit/contract';
import { CHANGE_ROOTS, isChangeObjectType, type ChangeObjectType, type QueryRoot } from './contract/changes';

export type { LiveChange };

/** The query roots each kind of object's changes make stale (the shared change vocabulary). */
export const STALE_ROOTS: Readonly<Record<ChangeObjectType, readonly QueryRoot[]>> = CHANGE_ROOTS;

/** Kinds whose change reaches beyond their object's area. */
const EXTRA_ROOTS: Readonly<Record<`${ChangeObjectType}.${string}`, readonly QueryRoot[]>> = {
  'agent.players-logged-out': ['players'],
  // A wiped or deleted cafe's terminals show it; a terminal's money comes from its cafe.
  'pos.wiped': ['terminals'],
  'pos.deleted': ['terminals'],
  'terminal.deposited': ['cafes'],
  'terminal.withdrawn': ['cafes'],
};

/** Kinds that move money between a cafe or terminal and its agent's credit: the agent is read again. */
const AGENT_CREDIT_KINDS: ReadonlySet<string> = new Set([
  'pos.balance-adjusted',
  'pos.commands-picked-up',
  'pos.wiped',
  'terminal.deposited',
  'terminal.withdrawn',
]);

export interface ChangePlan {
  /** Query roots to invalidate (['agents'], …). */
  invalidate: string[][];
  /**
   * Every query shown is stale: the change is about a kind of object this console does not know (a
   * newer server's). Carried out like a missed stretch of the stream: every query (and every
   * invalidation listener, the header credit's included) is refreshed.
   */
  invalidateAll: boolean;
  /** An agent created: emit 'casino-agent-added'. */
  agentAdded: { agentId: string; parentId: string } | null;
  /** Agents to read again (their read broadcasts their credit). */
  reloadAgents: string[];
  /** Of those, the agents whose name may have changed (emit 'casino-agent-updated' with it). */
  renamedAgents: string[];
}

/** The plan for one change; `own`: this page made it. */
export function planFor(change: LiveChange, own: boolean): ChangePlan {
  const plan: ChangePlan = {
    invalidate: [['audit']],
    invalidateAll: false,
    agentAdded: null,
    reloadAgents: [],
    renamedAgents: [],
  };
  if (own) return plan;
  const known = isChangeObjectType(change.objectType);
  if (!known) plan.invalidateAll = true;
  const roots = known ? STALE_ROOTS[change.objectType as ChangeObjectType] : [];
  const extra = (EXTRA_ROOTS as Readonly<Record<string, readonly QueryRoot[]>>)[change.kind] ?? [];
  for (const root of [...roots, ...extra]) {
    if (!plan.invalidate.some((key) => key[0] === root)) plan.invalidate.push([root]);
  }
  const agentId = change.agentId;
  if (change.kind === 'agent.created' && agentId && change.parentId) {
    plan.agentAdded = { agentId, parentId: change.parentId };
  } else if (change.kind === 'agent.updated' && agentId) {
    plan.reloadAgents.push(agentId);
    plan.renamedAgents.push(agentId);
  } else if (change.kind === 'credit.adjusted' && agentId) {
    plan.reloadAgents.push(agentId);
    if (change.userAgentId && change.userAgentId !== agentId) plan.reloadAgents.push(change.userAgentId);
  } else if (AGENT_CREDIT_KINDS.has(change.kind) && agentId) {
    plan.reloadAgents.push(agentId);
  }
  return plan;
}

/** Whether a change concerns one object (of the kind `objectType` and `objectId`, of one of `kinds` when given). */
export function changeConcerns(
  change: LiveChange,
  watched: { objectType: ChangeObjectType; objectId: string; kinds?: readonly string[] },
): boolean {
  return (
    change.objectType === watched.objectType &&
    change.objectId === watched.objectId &&
    (!watched.kinds || watched.kinds.includes(change.kind))
  );
}

/** The reconnection delay after `failures` failed attempts: 1 s doubling to 30 s, ±20 % (`random` in [0, 1)). */
export function reconnectDelay(failures: number, random: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, failures));
  return Math.round(base * (0.8 + 0.4 * random));
}
