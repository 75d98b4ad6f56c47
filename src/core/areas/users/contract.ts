/**
 * The contract of the users area: console users (who signs in to the back office), their claims, the
 * signed-in user's own profile, and the roles (named claim sets of the operator). The server validates
 * and serialises with these schemas; the client types its calls and pre-validates its forms with them.
 */
import { endpoint } from '../../contract/endpoint';
import { listParams } from '../../contract/list';
import { arr, bool, displayName, Email, nullable, obj, str, Uuid, type Static } from '../../contract/schema';
import { ClaimItem } from '../../reference/contract';
import { Claims, ClaimsInput } from '../agents/contract';

export { Claims, ClaimsInput };

export const DISPLAY_NAME_MAX = 100;
export const ROLE_NAME_MAX = 60;
export const MAX_ROLES = 100;
export const PASSWORD_MAX = 128;

/** A sign-in name: unique across the operator whatever its case ('user-name' format). */
export const UserName = str({ minLength: 3, maxLength: 64, format: 'user-name' });
/** A new password ('user-password' format: 8-128 characters, lower case, upper case, digit). */
export const UserPassword = str({ minLength: 8, maxLength: PASSWORD_MAX, format: 'user-password' });
/** A password as typed, not judged here (confirmation, an optional new password, the current one). */
const PasswordText = str({ maxLength: PASSWORD_MAX });

/** A console user as the API answers it (never its password or claims). */
export const User = obj(
  {
    id: Uuid,
    userName: str(),
    displayName: str(),
    email: str(),
    agentId: Uuid,
    agentName: str(),
    /** The parent of the user's agent (null for the root agent): where the agent sits for permission checks. */
    agentParentId: nullable(Uuid),
    isActive: bool(),
    lastLoginAt: nullable(str({ format: 'date-time' })),
    createdAt: str({ format: 'date-time' }),
  },
  [
    'id',
    'userName',
    'displayName',
    'email',
    'agentId',
    'agentName',
    'agentParentId',
    'isActive',
    'lastLoginAt',
    'createdAt',
  ],
  { title: 'User' },
);
export type User = Static<typeof User>;

const userFields = {
  userName: UserName,
  displayName: displayName(DISPLAY_NAME_MAX),
  email: Email,
  agentId: Uuid,
  isActive: bool(),
};

/** The user object of POST and PUT /api/User (`id` on PUT is optional and must be the query's). */
export const UserInput = obj({ id: Uuid, ...userFields }, ['userName', 'displayName', 'agentId']);
export type UserInput = Static<typeof UserInput>;

/** POST /api/User: the user and its password (confirmPassword, when sent, must equal it). */
export const UserCreate = obj({ user: UserInput, password: UserPassword, confirmPassword: PasswordText }, [
  'user',
  'password',
]);
export type UserCreate = Static<typeof UserCreate>;

/** PUT /api/User?id: the user, and a new password or none (empty keeps the password). */
export const UserUpdate = obj({ user: UserInput, password: PasswordText, confirmPassword: PasswordText }, [
  'user',
]);
export type UserUpdate = Static<typeof UserUpdate>;

/** The user form's fields on create (password required), as the form validates them before sending. */
export const UserCreateForm = obj({ ...userFields, password: UserPassword, confirmPassword: PasswordText }, [
  'userName',
  'displayName',
  'agentId',
  'password',
]);
/** The user form's fields on edit (a password only to change it). */
export const UserEditForm = obj({ ...userFields, password: UserPassword, confirmPassword: PasswordText }, [
  'userName',
  'displayName',
  'agentId',
]);

/** The sortable fields of the users list. */
export const USER_SORTS = [
  'userName',
  'displayName',
  'email',
  'agentName',
  'isActive',
  'lastLoginAt',
] as const;

/** GET /api/User: the agent's users (with includeSubAgents: also those of the agents below it it may list). */
export const UserListQuery = obj({ agentId: Uuid, includeSubAgents: bool(), ...listParams(USER_SORTS) }, [
  'agentId',
]);
export type UserListQuery = Static<typeof UserListQuery>;

const IdQuery = obj({ id: Uuid }, ['id']);

/** GET /api/User/checkname: `id` the user being edited (empty or the all-zero GUID for a new one). */
export const CheckNameQuery = obj(
  {
    id: str({ pattern: '^$|^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$' }),
    name: str({ maxLength: 200 }),
  },
  ['name'],
);
export const NameCheck = obj(
  { name: str(), valid: bool(), available: bool() },
  ['name', 'valid', 'available'],
  {
    title: 'NameCheck',
  },
);
export type NameCheck = Static<typeof NameCheck>;

/**
 * GET /api/User/getclaims: the user's claims, the claims the caller may grant this user (its own,
 * within what the user's agent allows), and whether the caller may change them at all (not when the
 * user holds claims the caller cannot grant, nor for the caller itself).
 */
export const UserClaimsView = obj(
  {
    userId: Uuid,
    userName: str(),
    agentId: Uuid,
    agentName: str(),
    claims: Claims,
    grantable: arr(ClaimItem),
    manageable: bool(),
    /** Why the caller may not change them: its own user, no edit permission, or claims it cannot grant. */
    readOnlyReason: { enum: ['self', 'permission', 'out-of-reach', null] } as const,
  },
  ['userId', 'userName', 'agentId', 'agentName', 'claims', 'grantable', 'manageable', 'readOnlyReason'],
  { title: 'UserClaims' },
);
export type UserClaimsView = Static<typeof UserClaimsView>;

/** A claims editor's selection: claim names, flat (each goes under its own type when sent). */
export const ClaimNamesForm = obj({ claims: arr(str({ maxLength: 100 })) });

/** A role: a named claim set of the operator. */
export const Role = obj({ id: Uuid, name: str(), claims: Claims }, ['id', 'name', 'claims'], {
  title: 'Role',
});
export type Role = Static<typeof Role>;

/** A role as PUT /api/Role sends it: with the id of a stored role, without for a new one. */
export const RoleInput = obj({ id: Uuid, name: displayName(ROLE_NAME_MAX), claims: ClaimsInput }, [
  'name',
  'claims',
]);
export type RoleInput = Static<typeof RoleInput>;

/** The role form's fields. */
export const RoleForm = obj({ name: displayName(ROLE_NAME_MAX), claims: arr(str({ maxLength: 100 })) }, [
  'name',
]);

/** PUT /api/User/profile: the signed-in user's own details; the current password confirms the change. */
export const ProfileUpdate = obj(
  {
    displayName: displayName(DISPLAY_NAME_MAX),
    email: Email,
    currentPassword: str({ minLength: 1, maxLength: 200 }),
    password: PasswordText,
    confirmPassword: PasswordText,
  },
  ['displayName', 'currentPassword'],
);
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/** The profile form's fields (a new password only to change it). */
export const ProfileForm = obj(
  {
    displayName: displayName(DISPLAY_NAME_MAX),
    email: Email,
    currentPassword: str({ minLength: 1, maxLength: 200 }),
    password: UserPassword,
    confirmPassword: PasswordText,
  },
  ['displayName', 'currentPassword'],
);

export const ProfileResult = obj({ user: User, signedOut: bool() }, ['user', 'signedOut'], {
  title: 'ProfileResult',
});
export type ProfileResult = Static<typeof ProfileResult>;

const api = { service: 'api' } as const;

export const usersEndpoints = {
  list: endpoint({
    ...api,
    method: 'GET',
    path: '/api/User',
    summary: "An agent's users (with includeSubAgents, also the users of the agents below); paged",
    querystring: UserListQuery,
    response: { 200: arr(User) },
  }),
  create: endpoint({
    ...api,
    method: 'POST',
    path: '/api/User',
    summary: 'Creates a user of body.user.agentId; answers its id as quoted text',
    body: UserCreate,
    text: true,
  }),
  update: endpoint({
    ...api,
    method: 'PUT',
    path: '/api/User',
    summary: 'Updates a user (and its password when one is sent); answers its id as quoted text',
    querystring: IdQuery,
    body: UserUpdate,
    text: true,
  }),
  remove: endpoint({
    ...api,
    method: 'DELETE',
    path: '/api/User',
    summary: 'Deletes a user (never the caller, never the last user of the root agent)',
    querystring: IdQuery,
  }),
  get: endpoint({
    ...api,
    method: 'GET',
    path: '/api/User/getuser',
    summary: "One user's details",
    querystring: IdQuery,
    response: { 200: User },
  }),
  checkName: endpoint({
    ...api,
    method: 'GET',
    path: '/api/User/checkname',
    summary: 'Whether a user name is free across the operator (the user `id` may keep its own)',
    querystring: CheckNameQuery,
    response: { 200: NameCheck },
  }),
  getClaims: endpoint({
    ...api,
    method: 'GET',
    path: '/api/User/getclaims',
    summary: "A user's claims and what the caller may grant it",
    querystring: IdQuery,
    response: { 200: UserClaimsView },
  }),
  setClaims: endpoint({
    ...api,
    method: 'POST',
    path: '/api/User/setclaims',
    summary: "Replaces a user's claims (within what the caller may grant); ends the user's sessions",
    querystring: IdQuery,
    body: ClaimsInput,
    response: { 200: Claims },
  }),
  updateProfile: endpoint({
    ...api,
    method: 'PUT',
    path: '/api/User/profile',
    summary: "The signed-in user's own display name, e-mail and password (current password required)",
    body: ProfileUpdate,
    response: { 200: ProfileResult },
  }),
  roles: endpoint({
    ...api,
    method: 'GET',
    path: '/api/Role',
    summary: "The operator's roles (named claim sets)",
    response: { 200: arr(Role) },
  }),
  saveRoles: endpoint({
    ...api,
    method: 'PUT',
    path: '/api/Role',
    summary: 'Replaces the roles: listed ones are created or updated, the others deleted',
    body: arr(RoleInput, { maxItems: MAX_ROLES }),
    response: { 200: arr(Role) },
  }),
} as const;
