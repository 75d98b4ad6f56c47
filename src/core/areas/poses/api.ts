/**
 * Typed calls of the cafes area, on the endpoints of its contract. No UI.
 *
 * - PUT / POST /api/pos and DELETE /api/pos answer text: the cafe's id, its quotes stripped; the
 *   command endpoints answer the queued command's id the same way.
 * - Amounts are sent as amount text with two decimals (a negative adjustment removes).
 * - GET /api/posUser/roles is cached in localStorage under POS_ROLES_KEY.
 */
import { call, callPage } from '../../contract/client';
import type { Page } from '../../contract/list';
import { cached } from '../../reference/api';
import { round2 } from '../../validation';
import {
  posesEndpoints as ep,
  type PasswordChange,
  type Pos,
  type PosCommand,
  type PosCreate,
  type PosListQuery,
  type PosReportType,
  type PosUpdate,
  type PosUser,
  type PosUserCreate,
  type PosUserListQuery,
  type PosUserRole,
  type PosUserUpdate,
  type PosWipeResult,
} from './contract';

export type { Pos, PosCommand, PosUser, PosUserRole, PosWipeResult };

/** Where the POS user roles are kept between visits. */
export const POS_ROLES_KEY = 'casino.pos-roles';

/** GET /api/poses: one page of the agent's cafes and the total. */
export function listPosesPage(query: PosListQuery, signal?: AbortSignal): Promise<Page<Pos>> {
  return callPage(ep.list, { query, signal });
}

/** GET /api/pos?posId. */
export function getPos(posId: string, signal?: AbortSignal): Promise<Pos> {
  return call(ep.get, { query: { posId }, signal });
}

/** PUT /api/pos: creates the cafe; resolves with its id. */
export function createPos(pos: PosCreate): Promise<string> {
  return call(ep.create, { body: pos }) as Promise<string>;
}

/** POST /api/pos: updates the cafe (the server queues UPDATE_CONFIGURATION when something changed). */
export function updatePos(pos: PosUpdate): Promise<string> {
  return call(ep.update, { body: pos }) as Promise<string>;
}

/** POST /api/pos/wipe with the cafe as the confirmation named it. */
export function wipePos(pos: Pick<Pos, 'id' | 'name'>): Promise<PosWipeResult> {
  return call(ep.wipe, { body: { id: pos.id, name: pos.name } });
}

/** DELETE /api/pos?posId. */
export function deletePos(posId: string): Promise<string> {
  return call(ep.remove, { query: { posId } }) as Promise<string>;
}

/**
 * PUT /api/pos/commands/adjust_balance?posId: queues `amount` (rounded to 2 decimals; negative moves
 * money back to the agent) for the POS user `userId`. Resolves with the command id.
 */
export function adjustPosBalance(posId: string, amount: number, userId: string): Promise<string> {
  return call(ep.adjustBalance, {
    query: { posId },
    body: { amount: round2(amount).toFixed(2), userId },
  }) as Promise<string>;
}

/** PUT /api/pos/commands/request_report?posId. */
export function requestPosReport(posId: string, type: PosReportType): Promise<string> {
  return call(ep.requestReport, { query: { posId }, body: { report: { type } } }) as Promise<string>;
}

/** PUT /api/pos/commands/disable_operations or enable_operations. */
export function setPosOperations(posId: string, enabled: boolean): Promise<string> {
  return call(enabled ? ep.enableOperations : ep.disableOperations, { query: { posId } }) as Promise<string>;
}

/** GET /api/pos/commands?posId: the pending commands; with `includeDone` also the latest done or cancelled. */
export function getPosCommands(
  posId: string,
  includeDone = false,
  signal?: AbortSignal,
): Promise<PosCommand[]> {
  return call(ep.commands, { query: { posId, includeDone }, signal });
}

// ---------------------------------------------------------------------------------------------
// POS users
// ---------------------------------------------------------------------------------------------

/** GET /api/posUsers: one page of a cafe's users and the total. */
export function listPosUsersPage(query: PosUserListQuery, signal?: AbortSignal): Promise<Page<PosUser>> {
  return callPage(ep.users, { query, signal });
}

/** GET /api/posUsers without paging: every user of the cafe. */
export function listPosUsers(agentId: string, posId: string, signal?: AbortSignal): Promise<PosUser[]> {
  return call(ep.users, { query: { agentId, posId }, signal });
}

/** GET /api/posUser?agentId&posUserId. */
export function getPosUser(agentId: string, posUserId: string, signal?: AbortSignal): Promise<PosUser> {
  return call(ep.user, { query: { agentId, posUserId }, signal });
}

/** POST /api/posUser/create?agentId. */
export function createPosUser(agentId: string, user: PosUserCreate): Promise<PosUser> {
  return call(ep.createUser, { query: { agentId }, body: user });
}

/** PUT /api/posUser/update?agentId. */
export function updatePosUser(agentId: string, user: PosUserUpdate): Promise<PosUser> {
  return call(ep.updateUser, { query: { agentId }, body: user });
}

/** PUT /api/posUser/change-password?agentId&posUserId. */
export function changePosUserPassword(
  agentId: string,
  posUserId: string,
  change: PasswordChange,
): Promise<PosUser> {
  return call(ep.changePassword, { query: { agentId, posUserId }, body: change });
}

/** GET /api/posUser/roles, cached in localStorage under POS_ROLES_KEY. */
export function getPosUserRoles(): Promise<PosUserRole[]> {
  return cached(localStorage, POS_ROLES_KEY, () => call(ep.roles) as Promise<PosUserRole[]>);
}
