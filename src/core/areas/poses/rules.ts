/**
 * Pure rules of the cafes area: the row actions the permissions allow, what a cafe may still give,
 * the adjust-balance amount, the cafe and POS user forms, how a command reads. No DOM, no signals: the
 * widgets of src/widgets/poses and the tests call them.
 */
import type { TranslationKey } from '../../i18n/keys';
import { can, type PermissionSubject, type TargetAgent } from '../../permissions';
import { passwordsMatch, round2, type ValidationError } from '../../validation';
import { parseCreditAmount } from '../agents/rules';
import type {
  Pos,
  PosCommand,
  PosCreate,
  PosReportType,
  PosUpdate,
  PosUser,
  PosUserCreate,
  PosUserRole,
  PosUserUpdate,
} from './contract';

// ---------------------------------------------------------------------------------------------
// Cafes list
// ---------------------------------------------------------------------------------------------

export type PosRowAction =
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
  id: PosRowAction;
  /** Shown but not usable, with the translation key of the reason. */
  disabledReason?: TranslationKey;
}

/** Whether the cafe holds money in any form: its balance, a deposit on its way, a reserved withdrawal. */
export function holdsMoney(pos: Pick<Pos, 'balance' | 'incomingAmount' | 'reservedAmount'>): boolean {
  return pos.balance !== 0 || pos.incomingAmount !== 0 || pos.reservedAmount !== 0;
}

/** The operations state once the cafe has picked up its pending enable/disable commands. */
export function operationsAfterPickup(
  pos: Pick<Pos, 'operationsEnabled' | 'pendingOperationsEnabled'>,
): boolean {
  return pos.pendingOperationsEnabled ?? pos.operationsEnabled;
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
export function posRowActions(subject: PermissionSubject, agent: TargetAgent, pos: Pos): AllowedAction[] {
  const actions: AllowedAction[] = [];
  if (can.editPos(subject, agent)) actions.push({ id: 'edit' });
  if (can.viewPosUsers(subject, agent)) actions.push({ id: 'users' });
  if (adjustDirections(subject, agent).length > 0) actions.push({ id: 'adjustBalance' });
  if (can.editPos(subject, agent)) {
    actions.push({ id: 'requestReport' });
    actions.push({ id: operationsAfterPickup(pos) ? 'disableOperations' : 'enableOperations' });
  }
  if (can.viewPos(subject, agent)) actions.push({ id: 'commands' });
  if (can.wipePos(subject, agent)) actions.push({ id: 'wipe' });
  if (can.deletePos(subject, agent)) {
    actions.push(
      holdsMoney(pos) ? { id: 'delete', disabledReason: 'app.poses.delete.holds-money' } : { id: 'delete' },
    );
  }
  return actions;
}

// ---------------------------------------------------------------------------------------------
// Adjust balance
// ---------------------------------------------------------------------------------------------

export type AdjustDirection = 'add' | 'remove';

/** What the cafe may still hand back or pass on: its balance less what is reserved for the agent. */
export function availableBalance(pos: Pick<Pos, 'balance' | 'reservedAmount'>): number {
  return round2(pos.balance - pos.reservedAmount);
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
  pos: Pick<Pos, 'balance' | 'reservedAmount'>,
  direction: AdjustDirection,
  text: string,
): AdjustmentCheck {
  const read = parseCreditAmount(text);
  if (!read.ok) return { ok: false, error: read.error };
  if (direction === 'remove' && read.value > availableBalance(pos)) {
    return {
      ok: false,
      error: { key: 'app.poses.adjust.insufficient', params: { available: availableBalance(pos) } },
    };
  }
  return { ok: true, amount: direction === 'add' ? read.value : -read.value };
}

// ---------------------------------------------------------------------------------------------
// Cafe form
// ---------------------------------------------------------------------------------------------

export interface PosFormValues {
  name: string;
  address: string;
  currencyId: string;
  operationsEnabled: boolean;
}

/** The form's starting values: the cafe's on edit; on create empty, in the agent's currency, enabled. */
export function initialPosForm(pos: Pos | null, agentCurrency: string | null): PosFormValues {
  return {
    name: pos?.name ?? '',
    address: pos?.address ?? '',
    currencyId: pos?.currencyId ?? agentCurrency ?? '',
    operationsEnabled: pos?.operationsEnabled ?? true,
  };
}

/** The cafe sent on create (PUT, with its agent) or update (POST, with its id); an empty address is null. */
export function posPayload(values: PosFormValues, target: { agentId: string }): PosCreate;
export function posPayload(values: PosFormValues, target: { id: string }): PosUpdate;
export function posPayload(
  values: PosFormValues,
  target: { agentId: string } | { id: string },
): PosCreate | PosUpdate {
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

export interface PosUserFormValues {
  userName: string;
  fullName: string;
  role: PosUserRole | '';
  isActive: boolean;
  password: string;
  confirmPassword: string;
}

export function initialPosUserForm(user: PosUser | null): PosUserFormValues {
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

export function posUserPayload(values: PosUserFormValues, target: { posId: string }): PosUserCreate;
export function posUserPayload(values: PosUserFormValues, target: { id: string }): PosUserUpdate;
export function posUserPayload(
  values: PosUserFormValues,
  target: { posId: string } | { id: string },
): PosUserCreate | PosUserUpdate {
  const common = {
    userName: values.userName.trim(),
    fullName: values.fullName.trim() || null,
    role: values.role as PosUserRole,
    isActive: values.isActive,
  };
  return 'posId' in target
    ? { ...common, posId: target.posId, password: values.password, confirmPassword: values.confirmPassword }
    : { ...common, id: target.id };
}

/** Which view of casino-pos-users a route shows: the list, the add form or the update form. */
export type PosUsersMode = 'list' | 'add' | 'update';

export function posUsersMode(segments: readonly string[], posUserId: string | undefined): PosUsersMode {
  if (posUserId) return 'update';
  return segments[segments.length - 1] === 'add' ? 'add' : 'list';
}

// ---------------------------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------------------------

/** Translation keys of the command types, report kinds, command states and POS user roles. */
export const commandTypeKey = (type: PosCommand['type']): TranslationKey =>
  `app.poses.commands.types.${type}`;
export const reportTypeKey = (type: PosReportType): TranslationKey => `app.poses.reports.${type}`;
export const commandStatusKey = (status: PosCommand['status']): TranslationKey =>
  `app.poses.commands.status.${status}`;
export const roleKey = (role: PosUserRole): TranslationKey => `app.poses.roles.${role}`;

/**
 * What a command carries, as a translation: the amount and the POS user of an adjustment (to the
 * cafe or back to the agent), the kind of a report request; null when there is nothing more to say.
 */
export function commandDetail(
  command: Pick<PosCommand, 'type' | 'amount' | 'userName' | 'report'>,
): { key: TranslationKey; amount?: number; user?: string; report?: PosReportType } | null {
  if (command.type === 'ADJUST_BALANCE' && command.amount !== null) {
    return {
      key: command.amount >= 0 ? 'app.poses.commands.detail.to-cafe' : 'app.poses.commands.detail.to-agent',
      amount: Math.abs(command.amount),
      user: command.userName ?? '—',
    };
  }
  if (command.type === 'REQUEST_REPORT' && command.report) {
    return { key: 'app.poses.commands.detail.report', report: command.report.type };
  }
  return null;
}
