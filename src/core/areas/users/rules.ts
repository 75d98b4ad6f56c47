/**
 * Pure rules of the users area: the list's row actions, the user and profile forms (MatchPassword),
 * claims as the editors show them (flat names) and as the API stores them (per claim type), what a
 * granter may give, applying a role, and the changes a new list of roles makes. No DOM, no signals:
 * the widgets, the server routes and the tests call them.
 */
import { claimGrantRefusals } from '../../claim-grant';
import {
  can,
  CLAIM_TYPES,
  hasClaim,
  permissionDef,
  PERMISSIONS,
  type PermissionSubject,
  type UserClaims,
} from '../../permissions';
import type { ClaimItem } from '../../reference/contract';
import { validationError, type ValidationError } from '../../validation';
import type { Role, RoleInput, User, UserCreate, UserUpdate } from './contract';

// ---------------------------------------------------------------------------------------------
// The server's refusals, and their translations
// ---------------------------------------------------------------------------------------------

/** The messages of the users and roles endpoints' refusals (English, as the API answers them). */
export const USER_MESSAGES = {
  nameTaken: 'A user with this name already exists',
  passwordsDiffer: 'The passwords do not match',
  wrongCurrentPassword: 'The current password is not correct',
  moveRefused: 'A user stays with its agent: it cannot move to another agent',
  self: 'Change your own user on your profile page',
  selfClaims: 'You cannot change your own permissions',
  selfDelete: 'You cannot delete your own user',
  outOfReach:
    'This user holds permissions you cannot grant: only a user who holds them may change or delete it',
  lastRootUser:
    'The root agent must keep an active user: its last active user cannot be deleted or deactivated',
  roleNameTaken: 'Another role has this name',
} as const;

/** The message of a claim the user's agent does not allow its users to hold. */
export const agentBoundMessage = (agent: string, claims: readonly string[]): string =>
  `The users of ${agent} may not hold: ${claims.join(', ')}`;

// ---------------------------------------------------------------------------------------------
// The users list
// ---------------------------------------------------------------------------------------------

/** The actions of a row: edit (or view the details without the edit permission), claims, delete. */
export type UserRowAction = 'edit' | 'view' | 'claims' | 'delete';

/**
 * The actions `subject` may take on `user`, judged for the user's own agent: edit with edit-users
 * (else view with request-user-details), claims with see- or edit-user-claims, delete with
 * delete-user, never on the signed-in user itself (`selfId`).
 */
export function userRowActions(subject: PermissionSubject, user: User, selfId: string): UserRowAction[] {
  const agent = { id: user.agentId, parentId: user.agentParentId };
  const actions: UserRowAction[] = [];
  if (can.editUsers(subject, agent)) actions.push('edit');
  else if (can.requestUserDetails(subject, agent)) actions.push('view');
  if (can.seeUserClaims(subject, agent) || can.editUserClaims(subject, agent)) actions.push('claims');
  if (can.deleteUser(subject, agent) && user.id !== selfId) actions.push('delete');
  return actions;
}

// ---------------------------------------------------------------------------------------------
// The user form and the profile form
// ---------------------------------------------------------------------------------------------

export interface UserFormValues {
  userName: string;
  displayName: string;
  email: string;
  agentId: string;
  isActive: boolean;
  password: string;
  confirmPassword: string;
}

/** The form's start: the user edited, or an active user of `agentId`. Passwords always start empty. */
export function initialUserForm(user: User | null, agentId: string): UserFormValues {
  return {
    userName: user?.userName ?? '',
    displayName: user?.displayName ?? '',
    email: user?.email ?? '',
    agentId: user?.agentId ?? agentId,
    isActive: user?.isActive ?? true,
    password: '',
    confirmPassword: '',
  };
}

/**
 * MatchPassword: the confirmation must equal the password (exact; an empty confirmation of a typed
 * password is refused too). Only the confirmation field carries the message.
 */
export function matchPassword(values: {
  password: string;
  confirmPassword: string;
}): Partial<Record<'confirmPassword', ValidationError>> {
  const error = validationError(values.confirmPassword, { matches: values.password });
  return error ? { confirmPassword: error } : {};
}

/** The body of POST /api/User (create) or PUT /api/User (edit: the password only when one was typed). */
export function userPayload(values: UserFormValues, id?: string): UserCreate | UserUpdate {
  const user = {
    ...(id ? { id } : {}),
    userName: values.userName.trim(),
    displayName: values.displayName.trim(),
    email: values.email.trim(),
    agentId: values.agentId,
    isActive: values.isActive,
  };
  if (id && values.password === '') return { user };
  return { user, password: values.password, confirmPassword: values.confirmPassword };
}

// ---------------------------------------------------------------------------------------------
// Claims
// ---------------------------------------------------------------------------------------------

/** Every claim name held, flat, in the vocabulary's order (a `null` list holds every claim of its type). */
export function claimNames(claims: UserClaims | null | undefined): string[] {
  if (!claims) return [];
  const known = PERMISSIONS.filter((p) => hasClaim(claims, p.name, p.type)).map((p) => p.name);
  const unknown = CLAIM_TYPES.flatMap((type) => claims[type] ?? []).filter((name) => !permissionDef(name));
  return [...known, ...unknown];
}

/** Flat claim names as the API stores them, each under its own claim type; names outside the vocabulary are left out. */
export function claimsFromNames(names: readonly string[]): UserClaims {
  const claims: UserClaims = { AgentClaims: [], RtgClaims: [], RtgGroupClaims: [] };
  for (const name of new Set(names)) {
    const def = permissionDef(name);
    if (def) claims[def.type]!.push(name);
  }
  return claims;
}

/** The claims every one of `bounds` holds, as claim items (what a granter bounded by them may give). */
export function grantableItems(bounds: readonly UserClaims[]): ClaimItem[] {
  return PERMISSIONS.filter((p) => bounds.every((held) => hasClaim(held, p.name, p.type))).map((p) => ({
    type: p.type,
    value: p.name,
    label: p.label,
  }));
}

/** Whether a granter bounded by `bounds` could have given all of `claims` (so it may change them). */
export function withinGrant(claims: UserClaims, bounds: readonly UserClaims[]): boolean {
  return claimGrantRefusals(claims, bounds).length === 0;
}

/** The names of `held` that are not among the grantable items. */
export function heldOutside(held: readonly string[], grantable: readonly ClaimItem[]): string[] {
  const names = new Set(grantable.map((c) => c.value));
  return held.filter((name) => !names.has(name));
}

/**
 * A role applied in a claims editor: its claims the user may grant become the selection; the
 * others are left out (and reported).
 */
export function applyRole(
  role: UserClaims,
  grantable: readonly ClaimItem[],
): { names: string[]; leftOut: string[] } {
  const wanted = claimNames(role);
  const names = new Set(grantable.map((c) => c.value));
  return { names: wanted.filter((n) => names.has(n)), leftOut: wanted.filter((n) => !names.has(n)) };
}

/** Whether two claim sets hold the same claims (a `null` list equals a list of every claim of its type). */
export function sameClaims(a: UserClaims, b: UserClaims): boolean {
  return CLAIM_TYPES.every((type) => {
    if ((a[type] === null) !== (b[type] === null)) return false;
    const left = new Set(a[type] ?? []);
    const right = new Set(b[type] ?? []);
    return left.size === right.size && [...left].every((n) => right.has(n));
  });
}

// ---------------------------------------------------------------------------------------------
// Roles
// ---------------------------------------------------------------------------------------------

export interface RoleChanges {
  created: RoleInput[];
  updated: { before: Role; after: RoleInput & { id: string } }[];
  deleted: Role[];
  /** Ids the new list names that no stored role has. */
  unknownIds: string[];
}

/**
 * What replacing the stored roles with `wanted` does: roles without an id are created, roles whose
 * name or claims differ are updated, stored roles left out are deleted; a role sent unchanged is none
 * of these.
 */
export function roleChanges(stored: readonly Role[], wanted: readonly RoleInput[]): RoleChanges {
  const byId = new Map(stored.map((r) => [r.id, r]));
  const kept = new Set<string>();
  const changes: RoleChanges = { created: [], updated: [], deleted: [], unknownIds: [] };
  for (const role of wanted) {
    if (!role.id) {
      changes.created.push(role);
      continue;
    }
    const before = byId.get(role.id);
    if (!before) {
      changes.unknownIds.push(role.id);
      continue;
    }
    kept.add(role.id);
    const claims = { AgentClaims: [], RtgClaims: [], RtgGroupClaims: [], ...role.claims } as UserClaims;
    if (before.name !== role.name.trim() || !sameClaims(before.claims as UserClaims, claims))
      changes.updated.push({ before, after: role as RoleInput & { id: string } });
  }
  changes.deleted = stored.filter((r) => !kept.has(r.id));
  return changes;
}
