/**
 * Typed calls of the users area on the endpoints of its contract. No UI.
 *
 * - POST / PUT /api/User answer text: the user id, its surrounding quotes stripped.
 * - GET /api/User/checkname takes `id` empty for a user not created yet.
 */
import { call, callPage } from '../../contract/client';
import type { Page } from '../../contract/list';
import type { UserClaims } from '../../permissions';
import {
  usersEndpoints as ep,
  type NameCheck,
  type ProfileResult,
  type ProfileUpdate,
  type Role,
  type RoleInput,
  type User,
  type UserCreate,
  type UserClaimsView,
  type UserListQuery,
  type UserUpdate,
} from './contract';

export type { NameCheck, ProfileResult, ProfileUpdate, Role, RoleInput, User, UserClaimsView };

/** GET /api/User with paging, sort and filter: one page of the agent's users and the total. */
export function listUsersPage(query: UserListQuery, signal?: AbortSignal): Promise<Page<User>> {
  return callPage(ep.list, { query, signal });
}

/** GET /api/User/getuser?id. */
export function getUser(id: string): Promise<User> {
  return call(ep.get, { query: { id } });
}

/** POST /api/User {user, password}: resolves with the new id (text, quotes stripped). */
export function createUser(body: UserCreate): Promise<string> {
  return call(ep.create, { body }) as Promise<string>;
}

/** PUT /api/User?id {user, password}: an empty password keeps the user's password. */
export function updateUser(id: string, body: UserUpdate): Promise<string> {
  return call(ep.update, { query: { id }, body }) as Promise<string>;
}

/** DELETE /api/User?id. */
export function deleteUser(id: string): Promise<void> {
  return call(ep.remove, { query: { id }, responseType: 'none' }) as Promise<void>;
}

/** GET /api/User/checkname?id&name: whether the name is free (the user `id` keeps its own name). */
export function checkUserName(name: string, id?: string, signal?: AbortSignal): Promise<NameCheck> {
  return call(ep.checkName, { query: { id: id ?? '', name }, signal });
}

/** GET /api/User/getclaims?id: the user's claims and what the signed-in user may grant it. */
export function getUserClaims(id: string): Promise<UserClaimsView> {
  return call(ep.getClaims, { query: { id } });
}

/** POST /api/User/setclaims?id: replaces the user's claims; resolves with the stored claims. */
export function setUserClaims(id: string, claims: UserClaims): Promise<UserClaims> {
  return call(ep.setClaims, { query: { id }, body: claims });
}

/** PUT /api/User/profile: the signed-in user's own details. */
export function updateProfile(body: ProfileUpdate): Promise<ProfileResult> {
  return call(ep.updateProfile, { body });
}

/** GET /api/Role. */
export function getRoles(): Promise<Role[]> {
  return call(ep.roles);
}

/** PUT /api/Role: the whole list (roles left out are deleted); resolves with the stored roles. */
export function saveRoles(roles: RoleInput[]): Promise<Role[]> {
  return call(ep.saveRoles, { body: roles });
}
