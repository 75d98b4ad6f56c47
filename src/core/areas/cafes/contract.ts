/**
 * The contract of the cafes area: cafes (points of sale), the commands queued for them, their users,
 * and the endpoints that carry them. The server validates and serialises with these schemas; the
 * client types its calls with them and pre-validates its forms with the same rules.
 *
 * Money: a cafe's `balance` is what it holds as it confirmed at its last pickup. `incomingAmount` is
 * money the agent sent that the cafe has not picked up yet (it has already left the agent's credit);
 * `reservedAmount` is money queued to go back to the agent (still in the balance, no longer
 * available). `balance − reservedAmount` is what the cafe may still hand back or pass on.
 */
import { endpoint } from '../../contract/endpoint';
import { listParams } from '../../contract/list';
import {
  arr,
  bool,
  CurrencyId,
  displayName,
  int,
  Money,
  nullable,
  obj,
  oneOf,
  SignedAmount,
  str,
  Uuid,
  type Static,
} from '../../contract/schema';

export const CAFE_NAME_MAX = 100;
export const CAFE_ADDRESS_MAX = 200;
export const CAFE_USER_NAME_MAX = 50;
export const CAFE_USER_FULL_NAME_MAX = 100;
/** The longest password a POS user may have (the pattern sets the shortest). */
export const CAFE_PASSWORD_MAX = 128;

/** The command types a cafe executes when it picks them up. */
export const CAFE_COMMAND_TYPES = [
  'ADJUST_BALANCE',
  'DISABLE_POS_OPERATIONS',
  'ENABLE_POS_OPERATIONS',
  'UPDATE_CONFIGURATION',
  'REQUEST_REPORT',
] as const;
export type CafeCommandType = (typeof CAFE_COMMAND_TYPES)[number];

/** The reports a cafe can be asked for. */
export const CAFE_REPORT_TYPES = ['BALANCE_REPORT', 'GAME_REPORT', 'TERMINAL_REPORT'] as const;
export type CafeReportType = (typeof CAFE_REPORT_TYPES)[number];

/** Where a command stands: queued, picked up by the cafe, or cancelled by a wipe. */
export const CAFE_COMMAND_STATUSES = ['PENDING', 'DONE', 'CANCELLED'] as const;
export type CafeCommandStatus = (typeof CAFE_COMMAND_STATUSES)[number];

/** The roles of a POS user (their API names). */
export const CAFE_USER_ROLES = ['Administrator', 'Cashier', 'Manager', 'Operator', 'Supervisor'] as const;
export type CafeUserRole = (typeof CAFE_USER_ROLES)[number];

const DateTime = str({ format: 'date-time' });

/** A cafe as the API answers it. */
export const Cafe = obj(
  {
    id: Uuid,
    agentId: Uuid,
    name: str(),
    address: str(),
    currencyId: str(),
    balance: Money,
    incomingAmount: Money,
    reservedAmount: Money,
    operationsEnabled: bool(),
    /** Commands the cafe has not picked up yet. */
    pendingCommands: int({ minimum: 0 }),
    /** The operations state the pending enable/disable commands will leave (null: none pending). */
    pendingOperationsEnabled: nullable(bool()),
    lastSeenAt: nullable(DateTime),
    wipedAt: nullable(DateTime),
    createdAt: DateTime,
  },
  [
    'id',
    'agentId',
    'name',
    'address',
    'currencyId',
    'balance',
    'incomingAmount',
    'reservedAmount',
    'operationsEnabled',
    'pendingCommands',
    'pendingOperationsEnabled',
    'lastSeenAt',
    'wipedAt',
    'createdAt',
  ],
  { title: 'Pos' },
);
export type Cafe = Static<typeof Cafe>;

/** The fields a user writes on create and update. */
const cafeFields = {
  name: displayName(CAFE_NAME_MAX),
  /** Null (or absent) for none. */
  address: nullable(str({ maxLength: CAFE_ADDRESS_MAX, format: 'visible-text' })),
  currencyId: CurrencyId,
};

/** PUT /api/pos: a new cafe of `agentId`. */
export const CafeCreate = obj({ ...cafeFields, agentId: Uuid, operationsEnabled: bool() }, [
  'agentId',
  'name',
  'currencyId',
]);
export type CafeCreate = Static<typeof CafeCreate>;

/** POST /api/pos: the cafe `id` rewritten. */
export const CafeUpdate = obj({ ...cafeFields, id: Uuid }, ['id', 'name', 'currencyId']);
export type CafeUpdate = Static<typeof CafeUpdate>;

/** The cafe form's fields, as the form validates them before sending. */
export const CafeForm = obj(cafeFields, ['name', 'currencyId']);

/**
 * POST /api/pos/wipe: the cafe to wipe, named as the confirmation named it (a cafe renamed meanwhile
 * is refused, so a wipe never hits another cafe than the one confirmed). Other fields of the cafe
 * may come along and are ignored.
 */
export const CafeWipe = obj({ id: Uuid, name: str({ minLength: 1, maxLength: CAFE_NAME_MAX }) }, [
  'id',
  'name',
]);
export type CafeWipe = Static<typeof CafeWipe>;

/** What a wipe did: the commands it cancelled and the money it returned to the agent. */
export const CafeWipeResult = obj(
  {
    pos: Cafe,
    cancelledCommands: int({ minimum: 0 }),
    returnedAmount: Money,
  },
  ['pos', 'cancelledCommands', 'returnedAmount'],
);
export type CafeWipeResult = Static<typeof CafeWipeResult>;

/** A command of a cafe. */
/**
 * What a cafe reported when it picked up a report request, as it stood after that pickup: its balance
 * and whether its operations are enabled (balance report), its terminals with their balances (terminal
 * report), and the money its terminals took in and paid out since its previous game report (`from`, null:
 * since it opened) up to the report (game report: per terminal and in total). Amounts in its currency.
 */
export const CafeReportResult = obj(
  {
    at: DateTime,
    currency: str(),
    balance: Money,
    operationsEnabled: bool(),
    terminals: arr(
      obj(
        {
          id: Uuid,
          name: str(),
          status: str(),
          balance: Money,
          deposits: Money,
          withdrawals: Money,
        },
        ['id', 'name', 'status', 'balance', 'deposits', 'withdrawals'],
      ),
    ),
    from: nullable(DateTime),
    deposits: Money,
    withdrawals: Money,
  },
  ['at', 'currency', 'balance', 'operationsEnabled', 'terminals', 'from', 'deposits', 'withdrawals'],
  { title: 'PosReportResult' },
);
export type CafeReportResult = Static<typeof CafeReportResult>;

export const CafeCommand = obj(
  {
    id: Uuid,
    posId: Uuid,
    type: oneOf(CAFE_COMMAND_TYPES),
    status: oneOf(CAFE_COMMAND_STATUSES),
    /** Adjust balance: positive to the cafe, negative back to the agent. */
    amount: nullable(Money),
    /** Adjust balance: the POS user the money is handed to or taken from. */
    userId: nullable(Uuid),
    userName: nullable(str()),
    /** Request report: the kind of report, and what the cafe reported once it picked it up. */
    report: nullable(
      // `result` is null until the cafe picked the request up (the server always sends it)
      obj({ type: oneOf(CAFE_REPORT_TYPES), result: nullable(CafeReportResult) }, ['type']),
    ),
    createdBy: nullable(str()),
    createdAt: DateTime,
    pickedUpAt: nullable(DateTime),
  },
  [
    'id',
    'posId',
    'type',
    'status',
    'amount',
    'userId',
    'userName',
    'report',
    'createdBy',
    'createdAt',
    'pickedUpAt',
  ],
  { title: 'PosCommand' },
);
export type CafeCommand = Static<typeof CafeCommand>;

/** PUT /api/pos/commands/adjust_balance: a signed amount and the POS user it is handed to or taken from. */
export const AdjustBalance = obj({ amount: SignedAmount, userId: Uuid }, ['amount', 'userId']);
export type AdjustBalance = Static<typeof AdjustBalance>;

/** PUT /api/pos/commands/request_report. */
export const RequestReport = obj({ report: obj({ type: oneOf(CAFE_REPORT_TYPES) }, ['type']) }, ['report']);
export type RequestReport = Static<typeof RequestReport>;

/** What a cafe receives at a pickup: its commands, in order, and its state after executing them. */
export const CafePickup = obj(
  {
    posId: Uuid,
    balance: Money,
    operationsEnabled: bool(),
    commands: arr(CafeCommand),
  },
  ['posId', 'balance', 'operationsEnabled', 'commands'],
  { title: 'PosPickup' },
);
export type CafePickup = Static<typeof CafePickup>;

/** The sortable fields of the cafes list. */
export const CAFE_SORTS = [
  'name',
  'address',
  'currencyId',
  'balance',
  'operationsEnabled',
  'pendingCommands',
  'lastSeenAt',
] as const;

export const CafeListQuery = obj({ agentId: Uuid, includeSubAgents: bool(), ...listParams(CAFE_SORTS) }, [
  'agentId',
]);
export type CafeListQuery = Static<typeof CafeListQuery>;

const CafeIdQuery = obj({ posId: Uuid }, ['posId']);

// ---------------------------------------------------------------------------------------------
// POS users
// ---------------------------------------------------------------------------------------------

/** A POS user as the API answers it (never its password). */
export const CafeUser = obj(
  {
    id: Uuid,
    posId: Uuid,
    agentId: Uuid,
    userName: str(),
    fullName: str(),
    role: oneOf(CAFE_USER_ROLES),
    isActive: bool(),
    passwordChangedAt: DateTime,
    createdAt: DateTime,
  },
  ['id', 'posId', 'agentId', 'userName', 'fullName', 'role', 'isActive', 'passwordChangedAt', 'createdAt'],
  { title: 'PosUser' },
);
export type CafeUser = Static<typeof CafeUser>;

/** A POS user's sign-in name: letters, digits, '.', '_' and '-'. */
const CafeUserName = str({ minLength: 1, maxLength: CAFE_USER_NAME_MAX, pattern: '^[A-Za-z0-9._-]+$' });
const CafePassword = str({ maxLength: CAFE_PASSWORD_MAX, format: 'pos-user-password' });

const cafeUserFields = {
  userName: CafeUserName,
  /** Null (or absent) for none. */
  fullName: nullable(str({ maxLength: CAFE_USER_FULL_NAME_MAX, format: 'visible-text' })),
  role: oneOf(CAFE_USER_ROLES),
  isActive: bool(),
};

/** POST /api/cafeUser/create: a new user of cafe `posId`, with its password and the confirmation. */
export const CafeUserCreate = obj(
  {
    ...cafeUserFields,
    posId: Uuid,
    password: CafePassword,
    confirmPassword: str({ maxLength: CAFE_PASSWORD_MAX }),
  },
  ['posId', 'userName', 'role', 'password', 'confirmPassword'],
);
export type CafeUserCreate = Static<typeof CafeUserCreate>;

/** PUT /api/cafeUser/update: the user `id` rewritten (not its password). */
export const CafeUserUpdate = obj({ ...cafeUserFields, id: Uuid }, ['id', 'userName', 'role']);
export type CafeUserUpdate = Static<typeof CafeUserUpdate>;

/** The POS user form on create (password and confirmation). */
export const CafeUserCreateForm = obj(
  { ...cafeUserFields, password: CafePassword, confirmPassword: str({ maxLength: CAFE_PASSWORD_MAX }) },
  ['userName', 'role', 'password', 'confirmPassword'],
);
/** The POS user form on update. */
export const CafeUserUpdateForm = obj(cafeUserFields, ['userName', 'role']);

/** PUT /api/cafeUser/change-password: the new password and its confirmation. */
export const PasswordChange = obj(
  { password: CafePassword, confirmPassword: str({ maxLength: CAFE_PASSWORD_MAX }) },
  ['password', 'confirmPassword'],
);
export type PasswordChange = Static<typeof PasswordChange>;

export const CAFE_USER_SORTS = ['userName', 'fullName', 'role', 'isActive'] as const;

export const CafeUserListQuery = obj({ agentId: Uuid, posId: Uuid, ...listParams(CAFE_USER_SORTS) }, [
  'agentId',
  'posId',
]);
export type CafeUserListQuery = Static<typeof CafeUserListQuery>;

const api = { service: 'api' } as const;

export const cafesEndpoints = {
  list: endpoint({
    ...api,
    method: 'GET',
    path: '/api/poses',
    summary: "An agent's cafes; paged with pageIndex/pageSize",
    querystring: CafeListQuery,
    response: { 200: arr(Cafe) },
  }),
  get: endpoint({
    ...api,
    method: 'GET',
    path: '/api/pos',
    summary: 'One cafe',
    querystring: CafeIdQuery,
    response: { 200: Cafe },
  }),
  create: endpoint({
    ...api,
    method: 'PUT',
    path: '/api/pos',
    summary: 'Creates a cafe; answers its id as quoted text',
    body: CafeCreate,
    text: true,
  }),
  update: endpoint({
    ...api,
    method: 'POST',
    path: '/api/pos',
    summary: 'Updates a cafe and queues UPDATE_CONFIGURATION for it; answers its id as quoted text',
    body: CafeUpdate,
    text: true,
  }),
  wipe: endpoint({
    ...api,
    method: 'POST',
    path: '/api/pos/wipe',
    summary:
      "Wipes a cafe's operational data: cancels its pending commands and returns its money to the agent",
    body: CafeWipe,
    response: { 200: CafeWipeResult },
  }),
  remove: endpoint({
    ...api,
    method: 'DELETE',
    path: '/api/pos',
    summary: 'Deletes a cafe that holds no money; answers its id as quoted text',
    querystring: CafeIdQuery,
    text: true,
  }),
  adjustBalance: endpoint({
    ...api,
    method: 'PUT',
    path: '/api/pos/commands/adjust_balance',
    summary:
      'Queues ADJUST_BALANCE: money between the agent and the cafe (negative to the agent); answers the command id',
    querystring: CafeIdQuery,
    body: AdjustBalance,
    text: true,
  }),
  requestReport: endpoint({
    ...api,
    method: 'PUT',
    path: '/api/pos/commands/request_report',
    summary: 'Queues REQUEST_REPORT; answers the command id as quoted text',
    querystring: CafeIdQuery,
    body: RequestReport,
    text: true,
  }),
  disableOperations: endpoint({
    ...api,
    method: 'PUT',
    path: '/api/pos/commands/disable_operations',
    summary: 'Queues DISABLE_POS_OPERATIONS; answers the command id as quoted text',
    querystring: CafeIdQuery,
    text: true,
  }),
  enableOperations: endpoint({
    ...api,
    method: 'PUT',
    path: '/api/pos/commands/enable_operations',
    summary: 'Queues ENABLE_POS_OPERATIONS; answers the command id as quoted text',
    querystring: CafeIdQuery,
    text: true,
  }),
  commands: endpoint({
    ...api,
    method: 'GET',
    path: '/api/pos/commands',
    summary: "A cafe's pending commands (with includeDone=true also the latest 50 done or cancelled)",
    querystring: obj({ posId: Uuid, includeDone: bool() }, ['posId']),
    response: { 200: arr(CafeCommand) },
  }),
  pickup: endpoint({
    ...api,
    method: 'POST',
    path: '/api/pos/pickup',
    summary:
      'Called by the cafe itself (HTTP Basic: a user of the cafe): executes and answers its pending commands',
    querystring: CafeIdQuery,
    response: { 200: CafePickup },
  }),
  users: endpoint({
    ...api,
    method: 'GET',
    path: '/api/posUsers',
    summary: "A cafe's users; paged with pageIndex/pageSize",
    querystring: CafeUserListQuery,
    response: { 200: arr(CafeUser) },
  }),
  user: endpoint({
    ...api,
    method: 'GET',
    path: '/api/posUser',
    summary: 'One POS user of a cafe of the agent',
    querystring: obj({ agentId: Uuid, posUserId: Uuid }, ['agentId', 'posUserId']),
    response: { 200: CafeUser },
  }),
  createUser: endpoint({
    ...api,
    method: 'POST',
    path: '/api/posUser/create',
    summary: 'Creates a user of a cafe of the agent',
    querystring: obj({ agentId: Uuid }, ['agentId']),
    body: CafeUserCreate,
    response: { 201: CafeUser },
  }),
  updateUser: endpoint({
    ...api,
    method: 'PUT',
    path: '/api/posUser/update',
    summary: 'Updates a user of a cafe of the agent',
    querystring: obj({ agentId: Uuid }, ['agentId']),
    body: CafeUserUpdate,
    response: { 200: CafeUser },
  }),
  changePassword: endpoint({
    ...api,
    method: 'PUT',
    path: '/api/posUser/change-password',
    summary: "Changes a POS user's password",
    querystring: obj({ agentId: Uuid, posUserId: Uuid }, ['agentId', 'posUserId']),
    body: PasswordChange,
    response: { 200: CafeUser },
  }),
  roles: endpoint({
    ...api,
    method: 'GET',
    path: '/api/posUser/roles',
    summary: 'The roles of POS users (their API names)',
    response: { 200: arr(oneOf(CAFE_USER_ROLES)) },
  }),
} as const;
