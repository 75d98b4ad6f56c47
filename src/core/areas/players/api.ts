/**
 * Typed calls of the players area, on the endpoints of its contract (casino management service). No
 * UI: the widgets of src/widgets/players call these through the query and mutation helpers.
 *
 * - POST /api/player/list takes the list's parameters in its body and answers X-Total-Count.
 * - PUT, PATCH, DELETE /api/player and POST /api/player/logout answer text: the player's id, quoted
 *   (the quotes are stripped).
 * - The name check sends the all-zero GUID as the id of a player not created yet.
 */
import { call, callPage } from '../../contract/client';
import type { Page } from '../../contract/list';
import { HttpError } from '../../http';
import { EMPTY_GUID } from '../../validation';
import { replaceOperations } from '../agents/api';
import {
  playersEndpoints as ep,
  type Player,
  type PlayerBonus,
  type PlayerCreate,
  type PlayerListQuery,
  type PlayerPatchableField,
} from './contract';

export type { Player, PlayerBonus, PlayerCreate, PlayerListQuery };

/** POST /api/player/list: one page of an agent's players and the total. */
export function listPlayersPage(query: PlayerListQuery, signal?: AbortSignal): Promise<Page<Player>> {
  return callPage(ep.list, { body: query, signal });
}

/** GET /api/player/{id}. */
export function getPlayer(id: string, signal?: AbortSignal): Promise<Player> {
  return call(ep.get, { params: { id }, signal });
}

/** PUT /api/player: creates the player; resolves with its id. */
export function createPlayer(player: PlayerCreate): Promise<string> {
  return call(ep.create, { body: player }) as Promise<string>;
}

/** PATCH /api/player?id with `replace` operations of the changed fields; resolves with the id. */
export function patchPlayer(
  id: string,
  changes: Partial<Record<PlayerPatchableField, string>>,
): Promise<string> {
  return call(ep.patch, { query: { id }, body: replaceOperations(changes) as never }) as Promise<string>;
}

/** DELETE /api/player/{id}. */
export function deletePlayer(id: string): Promise<string> {
  return call(ep.remove, { params: { id } }) as Promise<string>;
}

/** POST /api/player/logout/{id}: ends the player's session. */
export function logoutPlayer(id: string): Promise<string> {
  return call(ep.logout, { params: { id } }) as Promise<string>;
}

/**
 * GET /api/player/check/{agentId}/{name}/{id}: whether `name` is free in the agent's operator for the
 * player `id` (by default a player not created yet: the all-zero GUID).
 */
export async function checkPlayerName(
  agentId: string,
  name: string,
  id: string = EMPTY_GUID,
  signal?: AbortSignal,
): Promise<boolean> {
  const result = await call(ep.checkName, { params: { agentId, name, id }, signal });
  return result.available;
}

/** POST /api/player/bonus?playerId&bonusCode: redeems the code; resolves with the new active bonus. */
export function redeemBonus(playerId: string, bonusCode: string): Promise<PlayerBonus> {
  return call(ep.redeemBonus, { query: { playerId, bonusCode: bonusCode.trim() } });
}

/** GET /api/player/bonus?playerId: the player's active bonus, or null. */
export async function getActiveBonus(playerId: string, signal?: AbortSignal): Promise<PlayerBonus | null> {
  return (await call(ep.activeBonus, { query: { playerId }, signal })) ?? null;
}

/** DELETE /api/player/bonus?playerId&bonusCode: denies the active bonus; resolves with it, denied. */
export function denyBonus(playerId: string, bonusCode: string): Promise<PlayerBonus> {
  return call(ep.denyBonus, { query: { playerId, bonusCode } });
}

/** Whether a refused redemption was refused because the player holds an active bonus (409). */
export function isActiveBonusConflict(error: unknown): boolean {
  return error instanceof HttpError && error.status === 409;
}

/**
 * Deny and redeem: redeems `bonusCode` in place of the active bonus `activeCode`. The code is tried
 * first, so a code the server refuses for another reason (unknown, expired, already redeemed) denies
 * nothing; only when the active bonus is what stands in the way is it denied and the code redeemed.
 */
export async function redeemReplacing(
  playerId: string,
  activeCode: string,
  bonusCode: string,
): Promise<PlayerBonus> {
  try {
    return await redeemBonus(playerId, bonusCode);
  } catch (error) {
    if (!isActiveBonusConflict(error)) throw error;
  }
  await denyBonus(playerId, activeCode);
  return redeemBonus(playerId, bonusCode);
}
