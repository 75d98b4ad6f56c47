/**
 * The contract of the players area: players, their login-name check, and their bonuses, with the
 * endpoints of the casino management service that carry them. The server validates and serialises
 * with these schemas; the client types its calls with them and pre-validates its forms with the same
 * rules (src/core/contract).
 */
import { endpoint } from '../../contract/endpoint';
import { listParams } from '../../contract/list';
import {
  arr,
  bool,
  CountryId,
  displayName,
  Email,
  int,
  Money,
  nullable,
  obj,
  oneOf,
  Phone,
  str,
  Uuid,
  type Static,
} from '../../contract/schema';

/** A player's status: active players play; blocked ones cannot log in; closed accounts are final. */
export const PLAYER_STATUSES = ['Active', 'Blocked', 'Closed'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/**
 * A login name: 3 to 50 characters, letters, digits and . _ - @, starting with a letter or digit.
 * Unique per operator (the root agent of the player's tree), whatever the case.
 */
export const PLAYER_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.@-]{2,49}$';
export const PLAYER_NAME_MAX = 50;
export const PERSON_NAME_MAX = 100;
export const BONUS_CODE_MAX = 40;

export const PlayerName = str({ minLength: 3, maxLength: PLAYER_NAME_MAX, pattern: PLAYER_NAME_PATTERN });
/** The player's password: the console's password rule (pos-user-password). */
export const PlayerPassword = str({ maxLength: 100, format: 'pos-user-password' });
const PersonName = displayName(PERSON_NAME_MAX);

/** A player as the API answers it. Amounts are in the player's currency. */
export const Player = obj(
  {
    id: Uuid,
    agentId: Uuid,
    agentName: str(),
    /** The login name. */
    name: str(),
    firstName: str(),
    lastName: str(),
    email: str(),
    phone: str(),
    countryId: nullable(str()),
    /** Its agent's currency. */
    currency: str(),
    balance: Money,
    bonusBalance: Money,
    status: oneOf(PLAYER_STATUSES),
    /** Logged in now (an open session). */
    online: bool(),
    lastLoginAt: nullable(str({ format: 'date-time' })),
    createdAt: str({ format: 'date-time' }),
    updatedAt: str({ format: 'date-time' }),
  },
  [
    'id',
    'agentId',
    'agentName',
    'name',
    'firstName',
    'lastName',
    'email',
    'phone',
    'countryId',
    'currency',
    'balance',
    'bonusBalance',
    'status',
    'online',
    'lastLoginAt',
    'createdAt',
    'updatedAt',
  ],
  { title: 'Player' },
);
export type Player = Static<typeof Player>;

/** The fields a user writes. */
const playerFields = {
  agentId: Uuid,
  name: PlayerName,
  password: PlayerPassword,
  firstName: PersonName,
  lastName: PersonName,
  email: Email,
  phone: Phone,
  countryId: CountryId,
  status: oneOf(PLAYER_STATUSES),
};

/** PUT /api/player: a new player of `agentId` (country: the configured default when left out). */
export const PlayerCreate = obj(playerFields, ['agentId', 'name', 'password', 'firstName', 'lastName']);
export type PlayerCreate = Static<typeof PlayerCreate>;

/** The player form on create, as it validates before sending (confirmPassword: the same password). */
export const PlayerCreateForm = obj({ ...playerFields, confirmPassword: str() }, [
  'agentId',
  'name',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'countryId',
  'status',
]);

/** The player form on edit: a password only when it changes. */
export const PlayerEditForm = obj({ ...playerFields, confirmPassword: str() }, [
  'agentId',
  'name',
  'firstName',
  'lastName',
  'countryId',
  'status',
]);

/** The fields PATCH /api/player may replace. */
export const PLAYER_PATCHABLE_FIELDS = [
  'name',
  'password',
  'firstName',
  'lastName',
  'email',
  'phone',
  'countryId',
  'status',
  'agentId',
] as const;
export type PlayerPatchableField = (typeof PLAYER_PATCHABLE_FIELDS)[number];

/** The schema of each patchable field (the server checks the patched player with it). */
export const PlayerPatchDocument = obj(
  {
    name: PlayerName,
    password: PlayerPassword,
    firstName: PersonName,
    lastName: PersonName,
    email: Email,
    phone: Phone,
    countryId: CountryId,
    status: oneOf(PLAYER_STATUSES),
    agentId: Uuid,
  },
  ['name', 'firstName', 'lastName', 'countryId', 'status', 'agentId'],
);

/** PATCH /api/player?id: json-patch replace operations. */
export const PlayerPatch = arr(
  obj(
    {
      op: oneOf(['replace']),
      path: oneOf(PLAYER_PATCHABLE_FIELDS.map((f) => `/${f}` as const)),
      value: {},
    },
    ['op', 'path', 'value'],
  ),
  { minItems: 1, maxItems: PLAYER_PATCHABLE_FIELDS.length },
);
export type PlayerPatch = Static<typeof PlayerPatch>;

/** The sortable fields of the players list. */
export const PLAYER_SORTS = [
  'name',
  'firstName',
  'lastName',
  'agentName',
  'currency',
  'balance',
  'bonusBalance',
  'status',
  'online',
  'lastLoginAt',
  'createdAt',
] as const;

/** A date ('2026-11-23') or a date and time with its offset; a date alone is a UTC day. */
const DateOrTime = str({ maxLength: 40, format: 'calendar-date-time' });

/**
 * POST /api/player/list: the players of an agent (with includeSubAgents, of its whole subtree),
 * filtered by text (login, names, e-mail, phone), status and creation time (createdFrom inclusive;
 * createdTo exclusive, a date alone counting to the end of that day), paged and sorted on the server.
 */
export const PlayerListQuery = obj(
  {
    agentId: Uuid,
    includeSubAgents: bool(),
    status: oneOf(PLAYER_STATUSES),
    createdFrom: DateOrTime,
    createdTo: DateOrTime,
    ...listParams(PLAYER_SORTS),
  },
  ['agentId'],
);
export type PlayerListQuery = Static<typeof PlayerListQuery>;

export const PlayerNameCheck = obj({ name: str(), available: bool() }, ['name', 'available'], {
  title: 'PlayerNameCheck',
});
export type PlayerNameCheck = Static<typeof PlayerNameCheck>;

export const BONUS_STATUSES = ['Active', 'Completed', 'Denied'] as const;

/**
 * A player's bonus, with the field names of the bonus dialog: the code, the amount credited to the
 * bonus balance, the free spins (spins_needed in all, spins_remaining still to play) on `game`, the
 * currency, and the amount still to wager before the bonus turns into cash.
 */
export const PlayerBonus = obj(
  {
    bonus_code: str(),
    bonus_amount: Money,
    spins_needed: int({ minimum: 0 }),
    spins_remaining: int({ minimum: 0 }),
    game: nullable(str()),
    /** The external game id of `game` (its name in the page's language comes from the game strings). */
    game_id: nullable(int()),
    currency: str(),
    wagering_required: Money,
    status: oneOf(BONUS_STATUSES),
    redeemed_at: str({ format: 'date-time' }),
    expires_at: str({ format: 'date-time' }),
  },
  [
    'bonus_code',
    'bonus_amount',
    'spins_needed',
    'spins_remaining',
    'game',
    'currency',
    'wagering_required',
    'status',
    'redeemed_at',
    'expires_at',
  ],
  { title: 'PlayerBonus' },
);
export type PlayerBonus = Static<typeof PlayerBonus>;

const PlayerIdParams = obj({ id: Uuid }, ['id']);
const BonusQuery = obj({ playerId: Uuid, bonusCode: str({ maxLength: BONUS_CODE_MAX }) }, [
  'playerId',
  'bonusCode',
]);

const cms = { service: 'casinoManagement' } as const;

export const playersEndpoints = {
  list: endpoint({
    ...cms,
    method: 'POST',
    path: '/api/player/list',
    summary: "An agent's players (all levels with includeSubAgents); paged with pageIndex/pageSize",
    body: PlayerListQuery,
    response: { 200: arr(Player) },
  }),
  get: endpoint({
    ...cms,
    method: 'GET',
    path: '/api/player/:id',
    summary: 'One player',
    params: PlayerIdParams,
    response: { 200: Player },
  }),
  create: endpoint({
    ...cms,
    method: 'PUT',
    path: '/api/player',
    summary: 'Creates a player; answers its id as quoted text',
    body: PlayerCreate,
    text: true,
  }),
  patch: endpoint({
    ...cms,
    method: 'PATCH',
    path: '/api/player',
    summary: 'Replaces fields of a player (json-patch); answers its id as quoted text',
    querystring: obj({ id: Uuid, Id: Uuid }),
    body: PlayerPatch,
    text: true,
  }),
  remove: endpoint({
    ...cms,
    method: 'DELETE',
    path: '/api/player/:id',
    summary: 'Deletes a player that never moved money; answers its id as quoted text',
    params: PlayerIdParams,
    text: true,
  }),
  logout: endpoint({
    ...cms,
    method: 'POST',
    path: '/api/player/logout/:id',
    summary: 'Logs a player out (ends its session); answers its id as quoted text',
    params: PlayerIdParams,
    text: true,
  }),
  checkName: endpoint({
    ...cms,
    method: 'GET',
    path: '/api/player/check/:agentId/:name/:id',
    summary:
      "Whether a login name is free in the agent's operator (id: the player renamed, or the all-zero GUID)",
    params: obj({ agentId: Uuid, name: PlayerName, id: Uuid }, ['agentId', 'name', 'id']),
    response: { 200: PlayerNameCheck },
  }),
  redeemBonus: endpoint({
    ...cms,
    method: 'POST',
    path: '/api/player/bonus',
    summary: "Redeems a bonus code for a player: credits the player's bonus balance",
    querystring: BonusQuery,
    response: { 200: PlayerBonus },
  }),
  activeBonus: endpoint({
    ...cms,
    method: 'GET',
    path: '/api/player/bonus',
    summary: "A player's active bonus (null when it has none)",
    querystring: obj({ playerId: Uuid }, ['playerId']),
    response: { 200: nullable(PlayerBonus) },
  }),
  denyBonus: endpoint({
    ...cms,
    method: 'DELETE',
    path: '/api/player/bonus',
    summary: "Denies a player's active bonus: what is left of it leaves the bonus balance",
    querystring: BonusQuery,
    response: { 200: PlayerBonus },
  }),
} as const;
