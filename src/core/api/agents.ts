/**
 * Typed calls of the agents area (spec/console.md §7 "Agents", "Claims", "Reference", "Multicash",
 * "Wallet parent"; casino management IP whitelist and player logout). No UI: the widgets of
 * src/widgets/agents call these. Every request goes through `http` of src/core/http.ts.
 *
 * - GET {api}/api/agent?agentId broadcasts 'casino-credit-adjusted' with the result (header credit).
 * - POST / PUT {api}/api/agent answer text: the agent id, its surrounding quotes stripped.
 * - PUT {api}/api/agent/adjustcredit sends the amount rounded to 2 decimals.
 * - PATCH {api}/api/agent?Id sends json-patch `replace` operations.
 * - Countries are cached in localStorage ('casino.countries'), currencies in sessionStorage
 *   ('casino.currencies'), time zones ('casino.timezones') and languages ('casino.languages') in
 *   localStorage. Claims are never cached.
 */
import { serviceUrl } from '../config';
import { emit } from '../events';
import { http, HttpError } from '../http';
import type { ClaimType, UserClaims } from '../permissions';
import { round2 } from '../validation';

/** An agent as the API returns it (spec §3 Agent, plus the fields the reference server adds). */
export interface AgentDetails {
  id: string;
  name: string;
  parentId: string | null;
  hasChildren: boolean;
  creditSource: boolean;
  creditAmount: number;
  blockedAmount: number;
  currencyId: string;
  countryId: string | null;
  timezoneId: string | null;
  email?: string | null;
  phone?: string | null;
  isActive?: boolean;
  /** Depth in the whole tree (root 0). */
  level?: number;
  /** Number of direct sub-agents, when the server reports it. */
  childrenCount?: number;
  /** Only with includeClaims=true. */
  claims?: UserClaims;
}

/** What the agent form sends (create: parentId; update: id). */
export interface AgentInput {
  id?: string;
  parentId?: string;
  name: string;
  currencyId: string;
  countryId: string;
  timezoneId: string;
  creditSource?: boolean;
  claims?: UserClaims;
}

/** One claim of GET /api/claim/*: `value` is the claim name ('CanViewAgents'). */
export interface ClaimItem {
  type: ClaimType;
  value: string;
  label: string;
}

export interface Country {
  id: string;
  name: string;
}
export interface Currency {
  id: string;
  name: string;
  symbol?: string;
  decimals?: number;
}
export interface Timezone {
  id: string;
  timezoneLocation: string;
  utcOffsetMinutes?: number;
}
export interface LanguageItem {
  id: string;
  name: string;
  flag?: string;
}

/** A multicash pot balance (spec §3). */
export interface PotBalance {
  balanceIid: string;
  agentId: string;
  currency: string;
  amount: number;
  isDefault?: boolean;
}

export interface PotBalanceCheck {
  valid: boolean;
  available: number;
  currency: string;
  balanceIid: string | null;
}

/** Which balance the check is about (spec §7: childAgentId and amount, or agentId, amount [, currency]). */
export type PotBalanceCheckQuery =
  { childAgentId: string; amount: number } | { agentId: string; amount: number; currency?: string };

export interface PotBalanceTransfer {
  fromBalanceIid: string;
  toBalanceIid?: string;
  toAgentId?: string;
  amount: number;
}

export interface WalletParent {
  agentId: string;
  parentAgentId: string;
}

export const COUNTRIES_KEY = 'casino.countries';
export const CURRENCIES_KEY = 'casino.currencies';
export const TIMEZONES_KEY = 'casino.timezones';
export const LANGUAGES_KEY = 'casino.languages';

const api = (path: string) => serviceUrl('api', path);
const cms = (path: string) => serviceUrl('casinoManagement', path);

// ---------------------------------------------------------------------------------------------
// Agents
// ---------------------------------------------------------------------------------------------

/** GET /api/agents?agentId&includeSubAgents: the agent's children (or its whole subtree). */
export function listAgents(agentId: string, includeSubAgents = false): Promise<AgentDetails[]> {
  return http.get<AgentDetails[]>(api('/api/agents'), { query: { agentId, includeSubAgents } });
}

function broadcastCredit(agent: AgentDetails): AgentDetails {
  emit('casino-credit-adjusted', {
    agentId: agent.id,
    creditAmount: agent.creditAmount,
    creditSource: agent.creditSource,
  });
  return agent;
}

/** GET /api/agent?agentId: one agent; broadcasts 'casino-credit-adjusted' with it. */
export async function getAgent(agentId: string): Promise<AgentDetails> {
  return broadcastCredit(await http.get<AgentDetails>(api('/api/agent'), { query: { agentId } }));
}

/** GET /api/agent?agentId&includeClaims=true: one agent with the claims of its users. */
export async function getAgentWithClaims(agentId: string): Promise<AgentDetails> {
  return broadcastCredit(
    await http.get<AgentDetails>(api('/api/agent'), { query: { agentId, includeClaims: true } }),
  );
}

/** POST /api/agent: creates the agent; resolves with the new id (text, quotes stripped). */
export function createAgent(agent: AgentInput): Promise<string> {
  return http.post<string>(api('/api/agent'), { body: agent, responseType: 'text' });
}

/** PUT /api/agent: updates the agent (text answer). */
export function updateAgent(agent: AgentInput & { id: string }): Promise<string> {
  return http.put<string>(api('/api/agent'), { body: agent, responseType: 'text' });
}

/**
 * PUT /api/agent/adjustcredit?agentId&amount: moves credit between the account's agent and `agentId`
 * (negative removes). The amount is rounded to 2 decimals before sending (spec §5).
 */
export function adjustCredit(agentId: string, amount: number): Promise<AgentDetails> {
  return http.put<AgentDetails>(api('/api/agent/adjustcredit'), {
    query: { agentId, amount: round2(amount).toFixed(2) },
  });
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
export function patchAgent(id: string, changes: Record<string, unknown>): Promise<AgentDetails> {
  return http.patch<AgentDetails>(api('/api/agent'), { query: { Id: id }, body: replaceOperations(changes) });
}

// ---------------------------------------------------------------------------------------------
// Claims (never cached)
// ---------------------------------------------------------------------------------------------

/** GET /api/claim/user: the signed-in user's claims. */
export function getUserClaims(): Promise<ClaimItem[]> {
  return http.get<ClaimItem[]>(api('/api/claim/user'));
}

/** GET /api/claim/agent: the claims the user's agent may hold. */
export function getAgentClaims(): Promise<ClaimItem[]> {
  return http.get<ClaimItem[]>(api('/api/claim/agent'));
}

/** GET /api/claim/allowed: the claims the user may grant. */
export function getAllowedClaims(): Promise<ClaimItem[]> {
  return http.get<ClaimItem[]>(api('/api/claim/allowed'));
}

// ---------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------

function readCache<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

async function cached<T>(storage: Storage, key: string, load: () => Promise<T>): Promise<T> {
  const hit = readCache<T>(storage, key);
  if (hit) return hit;
  const value = await load();
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or unavailable: keep it uncached
  }
  return value;
}

/** GET /api/country, cached in localStorage 'casino.countries'. */
export function getCountries(): Promise<Country[]> {
  return cached(localStorage, COUNTRIES_KEY, () => http.get<Country[]>(api('/api/country')));
}

/** GET /api/currency, cached in sessionStorage 'casino.currencies'. */
export function getCurrencies(): Promise<Currency[]> {
  return cached(sessionStorage, CURRENCIES_KEY, () => http.get<Currency[]>(api('/api/currency')));
}

/** GET /api/currency?id: one currency. */
export function getCurrency(id: string): Promise<Currency> {
  return http.get<Currency>(api('/api/currency'), { query: { id } });
}

/** GET /api/timezone, cached in localStorage 'casino.timezones'. */
export function getTimezones(): Promise<Timezone[]> {
  return cached(localStorage, TIMEZONES_KEY, () => http.get<Timezone[]>(api('/api/timezone')));
}

/** Casino management GET /api/language, cached in localStorage 'casino.languages'. */
export function getLanguages(): Promise<LanguageItem[]> {
  return cached(localStorage, LANGUAGES_KEY, () => http.get<LanguageItem[]>(cms('/api/language')));
}

// ---------------------------------------------------------------------------------------------
// Casino management: IP whitelist, player logout, wallet parent
// ---------------------------------------------------------------------------------------------

/** GET /api/agent/{agentId}/ipwhitelist: the agent's IP ranges. */
export function getIpWhitelist(agentId: string): Promise<string[]> {
  return http.get<string[]>(cms(`/api/agent/${encodeURIComponent(agentId)}/ipwhitelist`));
}

/** PUT /api/agent/{agentId}/ipwhitelist: replaces the agent's ranges; resolves with the stored list. */
export async function saveIpWhitelist(agentId: string, ranges: string[]): Promise<string[]> {
  const stored = await http.put<string[] | undefined>(
    cms(`/api/agent/${encodeURIComponent(agentId)}/ipwhitelist`),
    {
      body: ranges,
    },
  );
  return Array.isArray(stored) ? stored : ranges;
}

/** PUT /api/agent/{agentId}/player/logout?includeSubAgents: logs the agent's players out. */
export async function logoutPlayers(agentId: string, includeSubAgents: boolean): Promise<number | null> {
  const result = await http.put<{ loggedOut?: number } | undefined>(
    cms(`/api/agent/${encodeURIComponent(agentId)}/player/logout`),
    { query: { includeSubAgents } },
  );
  return typeof result?.loggedOut === 'number' ? result.loggedOut : null;
}

/** GET /api/wallet/agent/parent?agentId: the wallet parent link, or null when the agent has none (404). */
export async function getWalletParent(agentId: string): Promise<WalletParent | null> {
  try {
    return await http.get<WalletParent>(cms('/api/wallet/agent/parent'), { query: { agentId } });
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) return null;
    throw e;
  }
}

/** POST /api/wallet/agent/parent?agentId&parentAgentId (no body): links the agent's wallet. */
export async function setWalletParent(agentId: string, parentAgentId: string): Promise<WalletParent> {
  const result = await http.post<WalletParent | undefined>(cms('/api/wallet/agent/parent'), {
    query: { agentId, parentAgentId },
  });
  return result ?? { agentId, parentAgentId };
}

// ---------------------------------------------------------------------------------------------
// Multicash (pot balances)
// ---------------------------------------------------------------------------------------------

/** GET /api/potBalance?agentId. */
export function getPotBalances(agentId: string): Promise<PotBalance[]> {
  return http.get<PotBalance[]>(api('/api/potBalance'), { query: { agentId } });
}

/** GET /api/potBalance/check: does the balance cover the amount (rounded to 2 decimals). */
export function checkPotBalance(check: PotBalanceCheckQuery): Promise<PotBalanceCheck> {
  const amount = round2(check.amount).toFixed(2);
  const query =
    'childAgentId' in check
      ? { childAgentId: check.childAgentId, amount }
      : { agentId: check.agentId, amount, currency: check.currency };
  return http.get<PotBalanceCheck>(api('/api/potBalance/check'), { query });
}

/** POST /api/potBalance: creates a balance. */
export function createPotBalance(balance: {
  agentId: string;
  currency: string;
  amount?: number;
  isDefault?: boolean;
}): Promise<PotBalance> {
  return http.post<PotBalance>(api('/api/potBalance'), {
    body: { ...balance, amount: balance.amount === undefined ? undefined : round2(balance.amount) },
  });
}

/** PUT /api/potBalance: edits a balance (currency while empty, default flag). */
export function editPotBalance(balance: {
  balanceIid: string;
  currency?: string;
  isDefault?: boolean;
}): Promise<PotBalance> {
  return http.put<PotBalance>(api('/api/potBalance'), { body: balance });
}

/** PUT /api/potBalance/assign: makes `balanceIid` the agent's default; without it, the default balance. */
export function assignPotBalance(agentId: string, balanceIid?: string): Promise<PotBalance> {
  return http.put<PotBalance>(api('/api/potBalance/assign'), {
    body: balanceIid ? { balanceIid, agentId } : { agentId },
  });
}

/** DELETE /api/potBalance/{id}. */
export function deletePotBalance(balanceIid: string): Promise<void> {
  return http.delete<void>(api(`/api/potBalance/${encodeURIComponent(balanceIid)}`), {
    responseType: 'none',
  });
}

/** PATCH /api/potBalance: transfers `amount` (2 decimals) between balances. */
export function transferPotBalance(
  transfer: PotBalanceTransfer,
): Promise<{ from: PotBalance; to: PotBalance } | undefined> {
  return http.patch(api('/api/potBalance'), { body: { ...transfer, amount: round2(transfer.amount) } });
}
