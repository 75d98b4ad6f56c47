/**
 * Pure rules of the agents area: the Adjust Credits disabled rule, the agent form, credit amounts and
 * previews, the list's row actions and children counts, IP ranges, multicash descriptions. No DOM, no
 * signals: the widgets of src/widgets/agents and the tests call them.
 */
import type { TranslationKey } from '../../i18n/keys';
import type { ClaimItem } from '../../reference/contract';
import { amountWithinMax, MAX_AMOUNT } from '../../money';
import {
  can,
  CLAIM_TYPES,
  type PermissionSubject,
  type TargetAgent,
  type UserClaims,
} from '../../permissions';
import { PATTERNS, round2, validationError, type ValidationError } from '../../validation';
import type { AgentInput } from './api';
import type { Agent } from './contract';

/**
 * Adjust Credits is disabled when the current agent is the account's own root agent (an account
 * cannot move credit into its own agent: credit comes from the parent's side) or when the current
 * agent is a credit source (it has no finite balance to adjust: the header shows 'credit source'
 * instead of an amount). Either condition alone disables it.
 */
export function adjustCreditsDisabled(
  subject: PermissionSubject,
  agent: TargetAgent,
  ctx: { creditSource: boolean },
): boolean {
  return agent.id === subject.agentId || ctx.creditSource;
}

// ---------------------------------------------------------------------------------------------
// Agent form
// ---------------------------------------------------------------------------------------------

export const AGENT_NAME_MAX = 100;

/** The fields of the agent form as typed. */
export interface AgentFormValues {
  name: string;
  currencyId: string;
  countryId: string;
  timezoneId: string;
  creditSource: boolean;
  /** Claim names granted to the agent. */
  claims: string[];
}

export type AgentFormField = 'name' | 'currencyId' | 'countryId' | 'timezoneId';
export type AgentFormErrors = Partial<Record<AgentFormField, ValidationError>>;

/** Currency ids are three capital letters ('EUR'). */
const CURRENCY_ID = /^[A-Z]{3}$/;

/**
 * Validation before sending: name required, visible text (src/core/text.ts), at most 100 characters;
 * currency required (a currency
 * id); country and time zone required (they default from the configuration, so they are only empty
 * when neither the user nor the configuration gave one).
 */
export function validateAgentForm(values: AgentFormValues): AgentFormErrors {
  const errors: AgentFormErrors = {};
  const name = validationError(values.name, { required: true, visibleText: true, maxLength: AGENT_NAME_MAX });
  if (name) errors.name = name;
  if (!CURRENCY_ID.test(values.currencyId)) errors.currencyId = { key: 'validation.required' };
  if (!values.countryId.trim()) errors.countryId = { key: 'validation.required' };
  if (!values.timezoneId.trim()) errors.timezoneId = { key: 'validation.required' };
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((e) => e != null);
}

/** Configured defaults of country and time zone (config defaultCountryId / defaultTimezoneId). */
export interface AgentDefaults {
  defaultCountryId: string;
  defaultTimezoneId: string;
}

/** The form's starting values: on create the configured defaults; on edit the agent's, else the defaults. */
export function initialAgentForm(defaults: AgentDefaults, agent?: Agent | null): AgentFormValues {
  return {
    name: agent?.name ?? '',
    currencyId: agent?.currencyId ?? '',
    countryId: agent?.countryId || defaults.defaultCountryId,
    timezoneId: agent?.timezoneId || defaults.defaultTimezoneId,
    creditSource: agent?.creditSource ?? false,
    claims: agent?.claims ? claimNames(agent.claims) : [],
  };
}

/** Every claim name listed in a claims object (a null list lists nothing by name). */
export function claimNames(claims: UserClaims): string[] {
  return CLAIM_TYPES.flatMap((type) => claims[type] ?? []);
}

/** Groups the selected claim names by claim type, keeping only claims the user may grant. */
export function claimsFromSelection(selected: readonly string[], allowed: readonly ClaimItem[]): UserClaims {
  const wanted = new Set(selected);
  const result: UserClaims = { AgentClaims: [], RtgClaims: [], RtgGroupClaims: [] };
  for (const claim of allowed) if (wanted.has(claim.value)) result[claim.type]!.push(claim.value);
  return result;
}

/**
 * The agent data sent on create (with parentId) or update (with id). Country and time zone fall back
 * to the configured defaults on create and on update. The credit source flag and the claims
 * are sent only when the user may set them.
 */
export function agentPayload(
  values: AgentFormValues,
  defaults: AgentDefaults,
  target: { parentId: string } | { id: string },
  opts: { mayChangeCreditSource: boolean; allowedClaims: readonly ClaimItem[] | null },
): AgentInput {
  const payload: AgentInput = {
    ...target,
    name: values.name.trim(),
    currencyId: values.currencyId,
    countryId: values.countryId || defaults.defaultCountryId,
    timezoneId: values.timezoneId || defaults.defaultTimezoneId,
  };
  if (opts.mayChangeCreditSource) payload.creditSource = values.creditSource;
  if (opts.allowedClaims) payload.claims = claimsFromSelection(values.claims, opts.allowedClaims);
  return payload;
}

// ---------------------------------------------------------------------------------------------
// Credit
// ---------------------------------------------------------------------------------------------

export type CreditDirection = 'add' | 'remove';

export type AmountResult = { ok: true; value: number } | { ok: false; error: ValidationError };

/**
 * Reads a typed credit amount: a non-negative decimal ('125.555', '+3', '.5'), rounded to 2 decimals
 * (125.555 -> 125.56), which must then be a currency amount (digits with up to 2 decimals) greater
 * than zero and at most MAX_AMOUNT (src/core/money.ts, the largest amount the server stores).
 * Empty -> validation.required; not a number -> validation.currencyAmount;
 * rounds to 0 -> validation.min {min: 0.01}; above the maximum -> validation.max {max}.
 */
export function parseCreditAmount(text: string): AmountResult {
  const value = text.trim();
  if (!value) return { ok: false, error: { key: 'validation.required' } };
  if (!PATTERNS.nonNegativeDecimal.test(value))
    return { ok: false, error: { key: 'validation.currencyAmount' } };
  const rounded = round2(Number(value));
  if (!Number.isFinite(rounded) || !PATTERNS.currencyAmount.test(rounded.toFixed(2))) {
    return { ok: false, error: { key: 'validation.currencyAmount' } };
  }
  if (rounded <= 0) return { ok: false, error: { key: 'validation.min', params: { min: 0.01 } } };
  if (!amountWithinMax(rounded))
    return { ok: false, error: { key: 'validation.max', params: { max: MAX_AMOUNT } } };
  return { ok: true, value: rounded };
}

/** The signed amount sent to adjustcredit: positive adds, negative removes. */
export function signedAmount(direction: CreditDirection, amount: number): number {
  return direction === 'add' ? round2(amount) : -round2(amount);
}

/** Credit an agent may give away or have removed: credit minus blocked amount. */
export function availableCredit(agent: Pick<Agent, 'creditAmount' | 'blockedAmount'>): number {
  return round2((agent.creditAmount ?? 0) - (agent.blockedAmount ?? 0));
}

export interface CreditPreview {
  /** The picked agent's credit before and after. */
  before: number;
  after: number;
  /** The account's own agent before and after (null when it is a credit source: it issues credit). */
  ownBefore: number | null;
  ownAfter: number | null;
  /** Whose credit does not cover the amount: the own agent (adding) or the picked agent (removing). */
  insufficient: 'own' | 'agent' | null;
}

/**
 * Before and after of an adjustment: adding moves the amount from the account's agent to the picked
 * agent, removing moves it back. Adding more than the own agent has available (unless it is a credit
 * source), or removing more than the picked agent has available, is insufficient credit.
 */
export function creditPreview(
  agent: Pick<Agent, 'creditAmount' | 'blockedAmount'>,
  own: Pick<Agent, 'creditAmount' | 'blockedAmount' | 'creditSource'> | null,
  direction: CreditDirection,
  amount: number,
): CreditPreview {
  const delta = signedAmount(direction, amount);
  const before = round2(agent.creditAmount);
  const after = round2(before + delta);
  const ownIssues = !own || own.creditSource;
  const ownBefore = ownIssues ? null : round2(own.creditAmount);
  const ownAfter = ownBefore === null ? null : round2(ownBefore - delta);
  let insufficient: CreditPreview['insufficient'] = null;
  if (direction === 'add' && own && !own.creditSource && availableCredit(own) < round2(amount))
    insufficient = 'own';
  if (direction === 'remove' && availableCredit(agent) < round2(amount)) insufficient = 'agent';
  return { before, after, ownBefore, ownAfter, insufficient };
}

/**
 * Adjusting credit of `agent` is disabled (the menu's rule): the agent is the account's
 * own root agent, or a credit source.
 */
export function adjustCreditDisabled(
  subject: PermissionSubject,
  agent: Pick<Agent, 'id' | 'parentId' | 'creditSource'>,
): boolean {
  return adjustCreditsDisabled(
    subject,
    { id: agent.id, parentId: agent.parentId },
    { creditSource: agent.creditSource },
  );
}

/** May the account add credit, remove credit, or both, for the agent (either one shows the page). */
export function creditDirections(
  subject: PermissionSubject,
  agent: Pick<Agent, 'id' | 'parentId'>,
): CreditDirection[] {
  const target = { id: agent.id, parentId: agent.parentId };
  const directions: CreditDirection[] = [];
  if (can.creditAgent(subject, target)) directions.push('add');
  if (can.removeAgentCredits(subject, target)) directions.push('remove');
  return directions;
}

// ---------------------------------------------------------------------------------------------
// Agents list
// ---------------------------------------------------------------------------------------------

export type AgentRowAction =
  'edit' | 'adjustCredit' | 'logoutPlayers' | 'ipWhitelist' | 'multicash' | 'walletParent';

/** The per-row actions the account's permissions allow for a listed agent. */
export function agentRowActions(subject: PermissionSubject, agent: Agent): AgentRowAction[] {
  const target = { id: agent.id, parentId: agent.parentId };
  const actions: AgentRowAction[] = [];
  if (can.editAgent(subject, target)) actions.push('edit');
  if (creditDirections(subject, agent).length > 0 && !adjustCreditDisabled(subject, agent)) {
    actions.push('adjustCredit');
  }
  if (can.logoutPlayers(subject, target)) actions.push('logoutPlayers');
  if (can.viewIpWhitelist(subject, target)) actions.push('ipWhitelist');
  if (can.viewAgents(subject, target) || can.creditAgent(subject, target)) actions.push('multicash');
  if (can.viewWalletAgent(subject, target)) actions.push('walletParent');
  return actions;
}

/**
 * Number of direct sub-agents of each listed agent: the server's childrenCount when given, else
 * counted in the list (complete when the list includes all sub-agents), else null when the agent
 * has children that are not listed.
 */
export function childrenCounts(
  list: readonly Agent[],
  includesSubAgents: boolean,
): Map<string, number | null> {
  const counted = new Map<string, number>();
  for (const agent of list)
    if (agent.parentId) counted.set(agent.parentId, (counted.get(agent.parentId) ?? 0) + 1);
  const result = new Map<string, number | null>();
  for (const agent of list) {
    if (typeof agent.childrenCount === 'number') result.set(agent.id, agent.childrenCount);
    else if (!agent.hasChildren) result.set(agent.id, 0);
    else result.set(agent.id, includesSubAgents ? (counted.get(agent.id) ?? 0) : null);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// IP whitelist
// ---------------------------------------------------------------------------------------------

/** A new range: required, an IPv4 address with a mandatory /0-32 suffix, not listed yet. */
export function validateIpRange(
  text: string,
  existing: readonly string[],
): ValidationError | { key: 'app.agents.ipWhitelist.duplicate' } | null {
  const error = validationError(text.trim(), { required: true, pattern: 'ipCidr' });
  if (error) return error;
  if (existing.includes(text.trim())) return { key: 'app.agents.ipWhitelist.duplicate' };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Multicash
// ---------------------------------------------------------------------------------------------

/** The multicash balance report descriptions, with their translation keys. */
export const POT_BALANCE_DESCRIPTIONS = {
  created: 'app.agents.multicash.descriptions.created',
  updated: 'app.agents.multicash.descriptions.updated',
  deleted: 'app.agents.multicash.descriptions.deleted',
  'casino games synchronization': 'app.agents.multicash.descriptions.casino-games-synchronization',
  'parent balance updated': 'app.agents.multicash.descriptions.parent-balance-updated',
} as const;

/** Translation key of a balance report description; null for a description the spec does not name. */
export function potBalanceDescriptionKey(description: string): TranslationKey | null {
  const normalised = description.trim().toLowerCase().replace(/[_-]+/g, ' ');
  return (POT_BALANCE_DESCRIPTIONS as Record<string, TranslationKey>)[normalised] ?? null;
}
