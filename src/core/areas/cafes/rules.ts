/**
 * Pure rules of the cafes area: the row actions the permissions allow, what a cafe may still give,
 * the adjust-balance amount, the cafe and POS user forms, how a command reads. No DOM, no signals: the
 * widgets of src/widgets/cafes and the tests call them.
 */
import type { TranslationKey } from '../../i18n/keys';
import { can, type PermissionSubject, type TargetAgent } from '../../permissions';
import { passwordsMatch, round2, type ValidationError } from '../../validation';
import { parseCreditAmount } from '../agents/rules';
import type {
  Cafe,
  CafeCommand,
  CafeCreate,
  CafeReportType,
  CafeUpdate,
  CafeUser,
  CafeUserCreate,
  CafeUserRole,
  CafeUserUpdate,
} from './contract';

// ---------------------------------------------------------------------------------------------
// Cafes list
// ---------------------------------------------------------------------------------------------

export type CafeRowAction =
  | 'edit'
  | 'users'
  | 'adjustBalance'
  | 'requestReport'
  | 'disableOperations'
  | 'enableOperations'
  | 'commands'
  | 'wipe'
  | 'delete';

export interface AllowedAction {
  id: CafeRowAction;
  /** Shown but not usable, with the translation key of the reason. */
  disabledReason?: TranslationKey;
}

/** Whether the cafe holds money in any form: its balance, a deposit on its way, a reserved withdrawal. */
export function holdsMoney(cafe: Pick<Cafe, 'balance' | 'incomingAmount' | 'reservedAmount'>): boolean {
  return cafe.balance !== 0 || cafe.incomingAmount !== 0 || cafe.reservedAmount !== 0;
}

/** The operations state once the cafe has picked up its pending enable/disable commands. */
export function operationsAfterPickup(
  cafe: Pick<Cafe, 'operationsEnabled' | 'pendingOperationsEnabled'>,
): boolean {
  return cafe.pendingOperationsEnabled ?? cafe.operationsEnabled;
}

/** May the account add money to the cafe, take money from it, or both. */
export function adjustDirections(subject: PermissionSubject, agent: TargetAgent): AdjustDirection[] {
  const directions: AdjustDirection[] = [];
  if (can.creditPos(subject, agent)) directions.push('add');
  if (can.removePosCredits(subject, agent)) directions.push('remove');
  return directions;
}

/**
 * The actions of a cafe row, in order, as the account's permissions for the cafe's agent allow:
 * edit, users, adjust balance (add or remove), request a report, disable or enable operations (the
 * opposite of the state the pending commands leave), the command list, wipe (its own global
 * permission), delete (disabled while the cafe holds money).
 */
export function cafeRowActions(subject: PermissionSubject, agent: TargetAgent, cafe: Cafe): AllowedAction[] {
  const actions: AllowedAction[] = [];
  if (can.editPos(subject, agent)) actions.push({ id: 'edit' });
  if (can.viewPosUsers(subject, agent)) actions.push({ id: 'users' });
  if (adjustDirections(subject, agent).length > 0) actions.push({ id: 'adjustBalance' });
  if (can.editPos(subject, agent)) {
    actions.push({ id: 'requestReport' });
    actions.push({ id: operationsAfterPickup(cafe) ? 'disableOperations' : 'enableOperations' });
  }
  if (can.viewPos(subject, agent)) actions.push({ id: 'commands' });
  if (can.wipePos(subject, agent)) actions.push({ id: 'wipe' });
  if (can.deletePos(subject, agent)) {
    actions.push(
      holdsMoney(cafe) ? { id: 'delete', disabledReason: 'app.cafes.delete.holds-money' } : { id: 'delete' },
    );
  }
  return actions;
}

// ---------------------------------------------------------------------------------------------
// Adjust balance
// ---------------------------------------------------------------------------------------------

export type AdjustDirection = 'add' | 'remove';

/** What the cafe may still hand back or pass on: its balance less what is reserved for the agent. */
export function availableBalance(cafe: Pick<Cafe, 'balance' | 'reservedAmount'>): number {
  return round2(cafe.balance - cafe.reservedAmount);
}

/** A refusal to translate: a validation error, or a key of this area with its values. */
export type Refusal = ValidationError | { key: string; params?: Record<string, unknown> };

export type AdjustmentCheck = { ok: true; amount: number } | { ok: false; error: Refusal };

/**
 * A typed adjustment: the amount rule of credit adjustments (a positive amount with up to two
 * decimals, rounded, within the maximum), and for a removal no more than the cafe's available balance.
 * The signed amount comes back (negative removes).
 */
export function checkAdjustment(
  cafe: Pick<Cafe, 'balance' | 'reservedAmount'>,
  direction: AdjustDirection,
  text: string,
): AdjustmentCheck {
  const read = parseCreditAmount(text);
  if (!read.ok) return { ok: false, error: read.error };
  if (direction === 'remove' && read.value > availableBalance(cafe)) {
    return {
      ok: false,
      error: { key: 'app.cafes.adjust.insufficient', params: { available: availableBalance(cafe) } },
    };
  }
  return { ok: true, amount: direction === 'add' ? read.value : -read.value };
}

// ---------------------------------------------------------------------------------------------
// Cafe form
// ---------------------------------------------------------------------------------------------

export interface CafeFormValues {
  name: string;
  address: string;
  currencyId: string;
  operationsEnabled: boolean;
}

/** The form's starting values: the cafe's on edit; on create empty, in the agent's currency, enabled. */
export function initialCafeForm(cafe: Cafe | null, agentCurrency: string | null): CafeFormValues {
  return {
    name: cafe?.name ?? '',
    address: cafe?.address ?? '',
    currencyId: cafe?.currencyId ?? agentCurrency ?? '',
    operationsEnabled: cafe?.operationsEnabled ?? true,
  };
}

/** The cafe sent on create (PUT, with its agent) or update (POST, with its id); an empty address is null. */
export function cafePayload(values: CafeFormValues, target: { agentId: string }): CafeCreate;
export function cafePayload(values: CafeFormValues, target: { id: string }): CafeUpdate;
export function cafePayload(
  values: CafeFormValues,
  target: { agentId: string } | { id: string },
): CafeCreate | CafeUpdate {
  const common = {
    name: values.name.trim(),
    address: values.address.trim() || null,
    currencyId: values.currencyId,
  };
  return 'agentId' in target
    ? { ...common, agentId: target.agentId, operationsEnabled: values.operationsEnabled }
    : { ...common, id: target.id };
}

// ---------------------------------------------------------------------------------------------
// POS user form
// ---------------------------------------------------------------------------------------------

export interface CafeUserFormValues {
  userName: string;
  fullName: string;
  role: CafeUserRole | '';
  isActive: boolean;
  password: string;
  confirmPassword: string;
}

export function initialCafeUserForm(user: CafeUser | null): CafeUserFormValues {
  return {
    userName: user?.userName ?? '',
    fullName: user?.fullName ?? '',
    role: user?.role ?? '',
    isActive: user?.isActive ?? true,
    password: '',
    confirmPassword: '',
  };
}

/** The confirmation must equal the password: else MatchPassword on the confirmation field. */
export function passwordConfirmation(values: { password: string; confirmPassword: string }): {
  confirmPassword?: ValidationError;
} {
  if (values.confirmPassword === '' && values.password === '') return {};
  return passwordsMatch(values.password, values.confirmPassword)
    ? {}
    : { confirmPassword: { key: 'validation.MatchPassword' } };
}

export function cafeUserPayload(values: CafeUserFormValues, target: { posId: string }): CafeUserCreate;
export function cafeUserPayload(values: CafeUserFormValues, target: { id: string }): CafeUserUpdate;
export function cafeUserPayload(
  values: CafeUserFormValues,
  target: { posId: string } | { id: string },
): CafeUserCreate | CafeUserUpdate {
  const common = {
    userName: values.userName.trim(),
    fullName: values.fullName.trim() || null,
    role: values.role as CafeUserRole,
    isActive: values.isActive,
  };
  return 'posId' in target
    ? { ...common, posId: target.posId, password: values.password, confirmPassword: values.confirmPassword }
    : { ...common, id: target.id };
}

/** Which view of casino-pos-users a route shows: the list, the add form or the update form. */
export type CafeUsersMode = 'list' | 'add' | 'update';

export function cafeUsersMode(segments: readonly string[], posUserId: string | undefined): CafeUsersMode {
  if (posUserId) return 'update';
  return segments[segments.length - 1] === 'add' ? 'add' : 'list';
}

// ---------------------------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------------------------

/** Translation keys of the command types, report kinds, command states and POS user roles. */
export const commandTypeKey = (type: CafeCommand['type']): TranslationKey =>
  `app.cafes.commands.types.${type}`;
export const reportTypeKey = (type: CafeReportType): TranslationKey => `app.cafes.reports.${type}`;
export const commandStatusKey = (status: CafeCommand['status']): TranslationKey =>
  `app.cafes.commands.status.${status}`;
export const roleKey = (role: CafeUserRole): TranslationKey => `app.cafes.roles.${role}`;

/**
 * What a command carries, as a translation: the amount and the POS user of an adjustment (to the
 * cafe or back to the agent), the kind of a report request; null when there is nothing more to say.
 */
export function commandDetail(
  command: Pick<CafeCommand, 'type' | 'amount' | 'userName' | 'report'>,
): { key: TranslationKey; amount?: number; user?: string; report?: CafeReportType } | null {
  if (command.type === 'ADJUST_BALANCE' && command.amount !== null) {
    return {
      key: command.amount >= 0 ? 'app.cafes.commands.detail.to-cafe' : 'app.cafes.commands.detail.to-agent',
      amount: Math.abs(command.amount),
      user: command.userName ?? '—',
    };
  }
  if (command.type === 'REQUEST_REPORT' && command.report) {
    return { key: 'app.cafes.commands.detail.report', report: command.report.type };
  }
  return null;
}
