/**
 * Typed calls of the cafes area, on the endpoints of its contract. No UI.
 *
 * - PUT / POST /api/pos and DELETE /api/pos answer text: the cafe's id, its quotes stripped; the
 *   command endpoints answer the queued command's id the same way.
 * - Amounts are sent as amount text with two decimals (a negative adjustment removes).
 * - GET /api/cafeUser/roles is cached in localStorage under CAFE_ROLES_KEY.
 */
import { call, callPage } from '../../contract/client';
import type { Page } from '../../contract/list';
import { cached } from '../../reference/api';
import { round2 } from '../../validation';
import {
  cafesEndpoints as ep,
  type PasswordChange,
  type Cafe,
  type CafeCommand,
  type CafeCreate,
  type CafeListQuery,
  type CafeReportType,
  type CafeUpdate,
  type CafeUser,
  type CafeUserCreate,
  type CafeUserListQuery,
  type CafeUserRole,
  type CafeUserUpdate,
  type CafeWipeResult,
} from './contract';

export type { Cafe, CafeCommand, CafeUser, CafeUserRole, CafeWipeResult };

/** Where the POS user roles are kept between visits. */
export const CAFE_ROLES_KEY = 'casino.pos-roles';

/** GET /api/poses: one page of the agent's cafes and the total. */
export function listCafesPage(query: CafeListQuery, signal?: AbortSignal): Promise<Page<Cafe>> {
  return callPage(ep.list, { query, signal });
}

/** GET /api/pos?posId. */
export function getCafe(posId: string, signal?: AbortSignal): Promise<Cafe> {
  return call(ep.get, { query: { posId }, signal });
}

/** PUT /api/pos: creates the cafe; resolves with its id. */
export function createCafe(cafe: CafeCreate): Promise<string> {
  return call(ep.create, { body: cafe }) as Promise<string>;
}

/** POST /api/pos: updates the cafe (the server queues UPDATE_CONFIGURATION when something changed). */
export function updateCafe(cafe: CafeUpdate): Promise<string> {
  return call(ep.update, { body: cafe }) as Promise<string>;
}

/** POST /api/pos/wipe with the cafe as the confirmation named it. */
export function wipeCafe(cafe: Pick<Cafe, 'id' | 'name'>): Promise<CafeWipeResult> {
  return call(ep.wipe, { body: { id: cafe.id, name: cafe.name } });
}

/** DELETE /api/pos?posId. */
export function deleteCafe(posId: string): Promise<string> {
  return call(ep.remove, { query: { posId } }) as Promise<string>;
}

/**
 * PUT /api/pos/commands/adjust_balance?posId: queues `amount` (rounded to 2 decimals; negative moves
 * money back to the agent) for the POS user `userId`. Resolves with the command id.
 */
export function adjustCafeBalance(posId: string, amount: number, userId: string): Promise<string> {
  return call(ep.adjustBalance, {
    query: { posId },
    body: { amount: round2(amount).toFixed(2), userId },
  }) as Promise<string>;
}

/** PUT /api/pos/commands/request_report?posId. */
export function requestCafeReport(posId: string, type: CafeReportType): Promise<string> {
  return call(ep.requestReport, { query: { posId }, body: { report: { type } } }) as Promise<string>;
}

/** PUT /api/pos/commands/disable_operations or enable_operations. */
export function setCafeOperations(posId: string, enabled: boolean): Promise<string> {
  return call(enabled ? ep.enableOperations : ep.disableOperations, { query: { posId } }) as Promise<string>;
}

/** GET /api/pos/commands?posId: the pending commands; with `includeDone` also the latest done or cancelled. */
export function getCafeCommands(
  posId: string,
  includeDone = false,
  signal?: AbortSignal,
): Promise<CafeCommand[]> {
  return call(ep.commands, { query: { posId, includeDone }, signal });
}

// ---------------------------------------------------------------------------------------------
// POS users
// ---------------------------------------------------------------------------------------------

/** GET /api/cafeUsers: one page of a cafe's users and the total. */
export function listCafeUsersPage(query: CafeUserListQuery, signal?: AbortSignal): Promise<Page<CafeUser>> {
  return callPage(ep.users, { query, signal });
}

/** GET /api/cafeUsers without paging: every user of the cafe. */
export function listCafeUsers(agentId: string, posId: string, signal?: AbortSignal): Promise<CafeUser[]> {
  return call(ep.users, { query: { agentId, posId }, signal });
}

/** GET /api/cafeUser?agentId&posUserId. */
export function getCafeUser(agentId: string, posUserId: string, signal?: AbortSignal): Promise<CafeUser> {
  return call(ep.user, { query: { agentId, posUserId }, signal });
}

/** POST /api/cafeUser/create?agentId. */
export function createCafeUser(agentId: string, user: CafeUserCreate): Promise<CafeUser> {
  return call(ep.createUser, { query: { agentId }, body: user });
}

/** PUT /api/cafeUser/update?agentId. */
export function updateCafeUser(agentId: string, user: CafeUserUpdate): Promise<CafeUser> {
  return call(ep.updateUser, { query: { agentId }, body: user });
}

/** PUT /api/cafeUser/change-password?agentId&posUserId. */
export function changeCafeUserPassword(
  agentId: string,
  posUserId: string,
  change: PasswordChange,
): Promise<CafeUser> {
  return call(ep.changePassword, { query: { agentId, posUserId }, body: change });
}

/** GET /api/cafeUser/roles, cached in localStorage under CAFE_ROLES_KEY. */
export function getCafeUserRoles(): Promise<CafeUserRole[]> {
  return cached(localStorage, CAFE_ROLES_KEY, () => call(ep.roles) as Promise<CafeUserRole[]>);
}
