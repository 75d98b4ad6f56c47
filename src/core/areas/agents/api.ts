/**
 * Typed calls of the agents area, on the endpoints of its contract. No UI: the widgets of
 * src/widgets/agents call these through the query and mutation helpers.
 *
 * - GET /api/agent?agentId broadcasts 'casino-credit-adjusted' with the result (header credit).
 * - POST / PUT /api/agent answer text: the agent id, its surrounding quotes stripped.
 * - PUT /api/agent/adjustcredit sends the amount rounded to 2 decimals.
 * - PATCH /api/agent?Id sends json-patch `replace` operations.
 */
import { call, callPage } from '../../contract/client';
import type { Page } from '../../contract/list';
import { emit } from '../../events';
import { HttpError } from '../../http';
import { round2 } from '../../validation';
import {
  agentsEndpoints as ep,
  type Agent,
  type AgentCreate,
  type AgentListQuery,
  type AgentUpdate,
  type PotBalance,
  type PotBalanceCheck,
  type PotBalanceTransfer,
  type WalletParent,
} from './contract';

export type {
  Agent,
  AgentCreate,
  AgentUpdate,
  PotBalance,
  PotBalanceCheck,
  PotBalanceTransfer,
  WalletParent,
};

/** What the agent form sends (create: parentId; update: id). */
export type AgentInput = Omit<AgentCreate, 'parentId'> & { parentId?: string; id?: string };

/** Which balance the check is about: childAgentId and amount, or agentId, amount [, currency]. */
export type PotBalanceCheckQuery =
  { childAgentId: string; amount: number } | { agentId: string; amount: number; currency?: string };

// ---------------------------------------------------------------------------------------------
// Agents
// ---------------------------------------------------------------------------------------------

/** GET /api/agents?agentId&includeSubAgents: the agent's children (or its whole subtree), unpaged. */
export function listAgents(agentId: string, includeSubAgents = false): Promise<Agent[]> {
  return call(ep.list, { query: { agentId, includeSubAgents } });
}

/** GET /api/agents with paging, sort and filter: one page and the total. */
export function listAgentsPage(query: AgentListQuery, signal?: AbortSignal): Promise<Page<Agent>> {
  return callPage(ep.list, { query, signal });
}

function broadcastCredit(agent: Agent): Agent {
  emit('casino-credit-adjusted', {
    agentId: agent.id,
    creditAmount: agent.creditAmount,
    creditSource: agent.creditSource,
  });
  return agent;
}

/** GET /api/agent?agentId: one agent; broadcasts 'casino-credit-adjusted' with it. */
export async function getAgent(agentId: string): Promise<Agent> {
  return broadcastCredit(await call(ep.get, { query: { agentId } }));
}

/** GET /api/agent?agentId&includeClaims=true: one agent with the claims of its users. */
export async function getAgentWithClaims(agentId: string): Promise<Agent> {
  return broadcastCredit(await call(ep.get, { query: { agentId, includeClaims: true } }));
}

/** POST /api/agent: creates the agent; resolves with the new id (text, quotes stripped). */
export function createAgent(agent: AgentInput): Promise<string> {
  return call(ep.create, { body: agent as AgentCreate }) as Promise<string>;
}

/** PUT /api/agent: updates the agent (text answer). */
export function updateAgent(agent: AgentInput & { id: string }): Promise<string> {
  return call(ep.update, { body: agent as AgentUpdate }) as Promise<string>;
}

/**
 * PUT /api/agent/adjustcredit?agentId&amount: moves credit between the account's agent and `agentId`
 * (negative removes). The amount is rounded to 2 decimals before sending.
 */
export function adjustCredit(agentId: string, amount: number): Promise<Agent> {
  return call(ep.adjustCredit, { query: { agentId, amount: round2(amount).toFixed(2) } });
}

export interface ReplaceOperation {
  op: 'replace';
  path: string;
  value: unknown;
}

/** The json-patch list of `replace` operations for the changed fields ({name: 'x'} -> path '/name'). */
export function replaceOperations(changes: Record<string, unknown>): ReplaceOperation[] {
  return Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => ({ op: 'replace', path: `/${field}`, value }));
}

/** PATCH /api/agent?Id with replace operations (application/json-patch+json). */
export function patchAgent(id: string, changes: Record<string, unknown>): Promise<Agent> {
  return call(ep.patch, { query: { Id: id }, body: replaceOperations(changes) as never });
}

// ---------------------------------------------------------------------------------------------
// Casino management: IP whitelist, player logout, wallet parent
// ---------------------------------------------------------------------------------------------

/** GET /api/agent/{agentId}/ipwhitelist: the agent's IP ranges. */
export function getIpWhitelist(agentId: string): Promise<string[]> {
  return call(ep.ipWhitelist, { params: { agentId } });
}

/** PUT /api/agent/{agentId}/ipwhitelist: replaces the agent's ranges; resolves with the stored list. */
export async function saveIpWhitelist(agentId: string, ranges: string[]): Promise<string[]> {
  const stored = (await call(ep.saveIpWhitelist, { params: { agentId }, body: ranges })) as unknown;
  return Array.isArray(stored) ? (stored as string[]) : ranges;
}

/** PUT /api/agent/{agentId}/player/logout?includeSubAgents: logs the agent's players out. */
export async function logoutPlayers(agentId: string, includeSubAgents: boolean): Promise<number | null> {
  const result = (await call(ep.logoutPlayers, { params: { agentId }, query: { includeSubAgents } })) as
    { loggedOut?: number } | undefined;
  return typeof result?.loggedOut === 'number' ? result.loggedOut : null;
}

/** GET /api/wallet/agent/parent?agentId: the wallet parent link, or null when the agent has none (404). */
export async function getWalletParent(agentId: string): Promise<WalletParent | null> {
  try {
    return await call(ep.walletParent, { query: { agentId } });
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) return null;
    throw e;
  }
}

/** POST /api/wallet/agent/parent?agentId&parentAgentId (no body): links the agent's wallet. */
export async function setWalletParent(agentId: string, parentAgentId: string): Promise<WalletParent> {
  const result = (await call(ep.setWalletParent, { query: { agentId, parentAgentId } })) as
    WalletParent | undefined;
  return result ?? { agentId, parentAgentId };
}

// ---------------------------------------------------------------------------------------------
// Multicash (pot balances)
// ---------------------------------------------------------------------------------------------

/** GET /api/potBalance?agentId. */
export function getPotBalances(agentId: string): Promise<PotBalance[]> {
  return call(ep.potBalances, { query: { agentId } });
}

/** GET /api/potBalance/check: does the balance cover the amount (rounded to 2 decimals). */
export function checkPotBalance(check: PotBalanceCheckQuery): Promise<PotBalanceCheck> {
  const amount = round2(check.amount).toFixed(2);
  const query =
    'childAgentId' in check
      ? { childAgentId: check.childAgentId, amount }
      : { agentId: check.agentId, amount, currency: check.currency };
  return call(ep.checkPotBalance, { query });
}

/** POST /api/potBalance: creates a balance. */
export function createPotBalance(balance: {
  agentId: string;
  currency: string;
  amount?: number;
  isDefault?: boolean;
}): Promise<PotBalance> {
  return call(ep.createPotBalance, {
    body: { ...balance, amount: balance.amount === undefined ? undefined : round2(balance.amount) },
  });
}

/** PUT /api/potBalance: edits a balance (currency while empty, default flag). */
export function editPotBalance(balance: {
  balanceIid: string;
  currency?: string;
  isDefault?: boolean;
}): Promise<PotBalance> {
  return call(ep.editPotBalance, { body: balance });
}

/** PUT /api/potBalance/assign: makes `balanceIid` the agent's default; without it, the default balance. */
export function assignPotBalance(agentId: string, balanceIid?: string): Promise<PotBalance> {
  return call(ep.assignPotBalance, { body: balanceIid ? { balanceIid, agentId } : { agentId } });
}

/** DELETE /api/potBalance/{id}. */
export function deletePotBalance(balanceIid: string): Promise<void> {
  return call(ep.deletePotBalance, { params: { id: balanceIid }, responseType: 'none' }) as Promise<void>;
}

/** PATCH /api/potBalance: transfers `amount` (2 decimals) between balances. */
export function transferPotBalance(
  transfer: Omit<PotBalanceTransfer, 'amount'> & { amount: number },
): Promise<{ from: PotBalance; to: PotBalance } | undefined> {
  return call(ep.transferPotBalance, { body: { ...transfer, amount: round2(transfer.amount) } });
}
