/**
 * Pure rules of the players area: the list's row actions by permission, the creation-date filter,
 * the player form (start values, the checks beyond the contract, what create sends and which fields
 * an edit changes), and the bonus dialogs (the bonus code's rule, the active bonus dialog's buttons,
 * the free spins played). No DOM, no signals: the widgets of src/widgets/players and the tests call them.
 */
import { localMidnight } from '../../days';

import type { TranslationKey } from '../../i18n/keys';
import { can, type PermissionSubject } from '../../permissions';
import {
  PLAYER_NAME_PATTERN,
  type Player,
  type PlayerBonus,
  type PlayerCreate,
  type PlayerPatchableField,
  type PlayerStatus,
} from './contract';

/** A translatable message of a rule ('app.players.form.name-rule'). */
export interface RuleMessage {
  key: TranslationKey;
  params?: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// List
// ---------------------------------------------------------------------------------------------

export type PlayerRowAction = 'edit' | 'logout' | 'activeBonus' | 'redeemBonus' | 'delete';

export interface AllowedAction {
  id: PlayerRowAction;
  /** Shown but not usable now (logging out an offline player, a bonus for a player who cannot play). */
  disabled: boolean;
}

/**
 * The actions the user may take on a player row, in order: edit, log out (only while online), active
 * bonus (view bonus information), redeem bonus code (only for an active player), delete. Every one
 * is a global permission (the claim alone); the server also keeps them within the user's subtree.
 */
export function playerRowActions(
  subject: PermissionSubject,
  player: Pick<Player, 'online' | 'status'>,
): AllowedAction[] {
  const actions: AllowedAction[] = [];
  if (can.editPlayer(subject)) actions.push({ id: 'edit', disabled: false });
  if (can.logoutPlayers(subject)) actions.push({ id: 'logout', disabled: !player.online });
  if (can.viewBonusInfo(subject)) actions.push({ id: 'activeBonus', disabled: false });
  if (can.redeemBonus(subject)) actions.push({ id: 'redeemBonus', disabled: player.status !== 'Active' });
  if (can.deletePlayer(subject)) actions.push({ id: 'delete', disabled: false });
  return actions;
}

/**
 * The creation-time filter of the list from the days picked (in the browser's time zone): from the
 * start of the first day to the end of the last day (the server takes `createdTo` as exclusive).
 */
export function createdRange(from: string, to: string): { createdFrom?: string; createdTo?: string } {
  const start = from ? localMidnight(from) : null;
  const end = to ? localMidnight(to, 1) : null;
  return {
    ...(start ? { createdFrom: start.toISOString() } : {}),
    ...(end ? { createdTo: end.toISOString() } : {}),
  };
}

/** The translation key of a player status. */
export const statusKey = (status: PlayerStatus): TranslationKey => `app.players.status.${status}`;

// ---------------------------------------------------------------------------------------------
// Player form
// ---------------------------------------------------------------------------------------------

export interface PlayerFormValues {
  agentId: string;
  name: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  countryId: string;
  status: PlayerStatus;
}

const NAME = new RegExp(PLAYER_NAME_PATTERN);

/** Whether a login name follows the rule (and may be checked for availability). */
export const isPlayerName = (name: string): boolean => NAME.test(name);

/** The form's start: the player edited, else an active player of `agentId` in the configured country. */
export function initialPlayerForm(
  defaults: { defaultCountryId: string },
  agentId: string,
  player?: Player | null,
): PlayerFormValues {
  return {
    agentId: player?.agentId ?? agentId,
    name: player?.name ?? '',
    password: '',
    confirmPassword: '',
    firstName: player?.firstName ?? '',
    lastName: player?.lastName ?? '',
    email: player?.email ?? '',
    phone: player?.phone ?? '',
    countryId: player?.countryId || defaults.defaultCountryId,
    status: player?.status ?? 'Active',
  };
}

/**
 * The form's rules beyond the contract: the login name's rule (with its own message), the
 * confirmation equal to the password (MatchPassword), a closed account kept closed, and a login name
 * the availability check found taken.
 */
export function playerFormChecks(
  values: PlayerFormValues,
  context: { original?: Pick<Player, 'status'> | null; nameTaken?: boolean } = {},
): Partial<Record<keyof PlayerFormValues, RuleMessage>> {
  const errors: Partial<Record<keyof PlayerFormValues, RuleMessage>> = {};
  if (values.name && !isPlayerName(values.name)) errors.name = { key: 'app.players.form.name-rule' };
  else if (context.nameTaken) errors.name = { key: 'app.players.form.name-taken' };
  if ((values.password || values.confirmPassword) && values.password !== values.confirmPassword)
    errors.confirmPassword = { key: 'validation.MatchPassword' };
  if (context.original?.status === 'Closed' && values.status !== 'Closed')
    errors.status = { key: 'app.players.form.closed-final' };
  return errors;
}

/** What create sends: names trimmed, the contact fields as typed. */
export function playerCreatePayload(values: PlayerFormValues): PlayerCreate {
  return {
    agentId: values.agentId,
    name: values.name,
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    countryId: values.countryId,
    status: values.status,
  };
}

/** The fields an edit changes (a password only when one is typed); empty when nothing changed. */
export function playerChanges(
  player: Player,
  values: PlayerFormValues,
): Partial<Record<PlayerPatchableField, string>> {
  const next: Record<Exclude<PlayerPatchableField, 'password'>, string> = {
    name: values.name,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    countryId: values.countryId,
    status: values.status,
    agentId: values.agentId,
  };
  const before: Record<keyof typeof next, string> = {
    name: player.name,
    firstName: player.firstName,
    lastName: player.lastName,
    email: player.email,
    phone: player.phone,
    countryId: player.countryId ?? '',
    status: player.status,
    agentId: player.agentId,
  };
  const changes: Partial<Record<PlayerPatchableField, string>> = {};
  for (const field of Object.keys(next) as (keyof typeof next)[])
    if (next[field] !== before[field]) changes[field] = next[field];
  if (values.password) changes.password = values.password;
  return changes;
}

// ---------------------------------------------------------------------------------------------
// Bonus dialogs
// ---------------------------------------------------------------------------------------------

/** A bonus code must not be empty (spaces alone count as empty): 'invalid bonus'. */
export function bonusCodeError(code: string): RuleMessage | null {
  return code.trim() ? null : { key: 'app.bonus.labels.invalid.bonus' };
}

export type ActiveBonusChoice = 'redeem' | 'deny';

/**
 * The buttons of the active bonus dialog besides Close: deny-and-redeem only when the user may both
 * deny and redeem, deny when the user may deny.
 */
export function activeBonusChoices(subject: PermissionSubject): ActiveBonusChoice[] {
  const mayDeny = can.denyBonus(subject);
  const mayRedeem = can.redeemBonus(subject);
  return [...(mayDeny && mayRedeem ? (['redeem'] as const) : []), ...(mayDeny ? (['deny'] as const) : [])];
}

/** Free spins played: the total minus those remaining (never below zero). */
export function spinsPlayed(bonus: Pick<PlayerBonus, 'spins_needed' | 'spins_remaining'>): number {
  return Math.max(0, bonus.spins_needed - bonus.spins_remaining);
}

// ---------------------------------------------------------------------------------------------
// The form's agents
// ---------------------------------------------------------------------------------------------

/** An agent a player can be placed under. `depth` is below the first agent of the list. */
export interface AgentChoice {
  id: string;
  name: string;
  currencyId: string;
  depth: number;
}

interface TreeNode {
  id: string;
  name: string;
  currencyId: string;
  children?: readonly TreeNode[];
}

/** An agent tree (as the navigation answers it) as the form's choices, parents before children. */
export function agentChoices(tree: TreeNode): AgentChoice[] {
  const choices: AgentChoice[] = [];
  const stack: [TreeNode, number][] = [[tree, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    choices.push({ id: node.id, name: node.name, currencyId: node.currencyId, depth });
    const children = [...(node.children ?? [])].sort((a, b) => b.name.localeCompare(a.name));
    for (const child of children) stack.push([child, depth + 1]);
  }
  return choices;
}

/**
 * The agents the form offers: on create every choice; on edit the player's own agent (added when the
 * list does not hold it) and the agents of its currency (a player moves only within its currency).
 */
export function formAgentChoices(
  choices: readonly AgentChoice[],
  player?: Pick<Player, 'agentId' | 'agentName' | 'currency'> | null,
): AgentChoice[] {
  if (!player) return [...choices];
  const same = choices.filter((c) => c.currencyId === player.currency);
  return same.some((c) => c.id === player.agentId)
    ? same
    : [{ id: player.agentId, name: player.agentName, currencyId: player.currency, depth: 0 }, ...same];
}
