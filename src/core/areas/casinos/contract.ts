/**
 * The contract of the casinos area: the operator's casinos and their assignment down the agent tree,
 * and the endpoints of the casino management service that carry them. The server validates and
 * serialises with these schemas; the client types its calls with them and pre-validates its forms with
 * the same rules (src/core/contract).
 *
 * Assignment rule: a top-level agent (no parent) holds every casino; below it an agent may hold only
 * casinos its parent holds, and removing a casino from an agent removes it from the agent's whole
 * subtree.
 */
import { endpoint } from '../../contract/endpoint';
import { listParams } from '../../contract/list';
import {
  arr,
  bool,
  CurrencyId,
  displayName,
  int,
  nullable,
  obj,
  oneOf,
  str,
  Uuid,
  type Static,
} from '../../contract/schema';

/** What a casino may be: open to players, closed for maintenance, or closed. */
export const CASINO_STATUSES = ['Active', 'Maintenance', 'Inactive'] as const;
export type CasinoStatus = (typeof CASINO_STATUSES)[number];

export const CASINO_NAME_MAX = 100;
export const CASINO_URL_MAX = 2000;
export const MAX_CASINO_CURRENCIES = 50;
export const MAX_CASINO_LANGUAGES = 50;
export const MAX_CASINO_GAMES = 1000;
/** At most this many casinos in one assignment request. */
export const MAX_ASSIGNED_CASINOS = 1000;

/** A language id as GET /api/language lists them ('en', 'zh-cn'). */
export const LanguageId = str({ minLength: 2, maxLength: 16, pattern: '^[a-z]{2,3}(-[a-z0-9]{2,8})*$' });
/** An external game id of the configured game types. */
export const GameId = int({ minimum: 0, maximum: 2_147_483_647 });
/** A web address players are sent to (http or https). */
export const HttpUrl = str({ minLength: 1, maxLength: CASINO_URL_MAX, format: 'http-url' });

const casinoProperties = {
  id: Uuid,
  name: str(),
  status: oneOf(CASINO_STATUSES),
  /** Currency ids, in the order chosen. */
  currencies: arr(str()),
  /** Language ids, in the order chosen. */
  languages: arr(str()),
  /** One of `languages`. */
  defaultLanguage: str(),
  lobbyUrl: str(),
  gameHistoryUrl: str(),
  /** External game ids of the casino's catalogue, ascending. */
  games: arr(int()),
  /** Number of agents the casino is assigned to (top-level agents, which hold every casino, not counted). */
  agentCount: int({ minimum: 0 }),
  createdAt: str({ format: 'date-time' }),
  updatedAt: str({ format: 'date-time' }),
  /** When it was deleted softly; null while it is live. */
  deletedAt: nullable(str({ format: 'date-time' })),
};
const casinoRequired = [
  'id',
  'name',
  'status',
  'currencies',
  'languages',
  'defaultLanguage',
  'lobbyUrl',
  'gameHistoryUrl',
  'games',
  'agentCount',
  'createdAt',
  'updatedAt',
  'deletedAt',
] as const;

/** A casino as the lists answer it. */
export const Casino = obj(casinoProperties, casinoRequired, { title: 'Casino' });
export type Casino = Static<typeof Casino>;

/**
 * One casino with what decides how it may be deleted: the players of the agents it is assigned to, and
 * their game rounds on its games. Either one makes a permanent delete impossible.
 */
export const CasinoDetail = obj(
  { ...casinoProperties, playerCount: int({ minimum: 0 }), roundCount: int({ minimum: 0 }) },
  [...casinoRequired, 'playerCount', 'roundCount'],
  { title: 'CasinoDetail' },
);
export type CasinoDetail = Static<typeof CasinoDetail>;

/** The fields a user writes. */
export const casinoFields = {
  name: displayName(CASINO_NAME_MAX),
  status: oneOf(CASINO_STATUSES),
  currencies: arr(CurrencyId, { minItems: 1, maxItems: MAX_CASINO_CURRENCIES, uniqueItems: true }),
  languages: arr(LanguageId, { minItems: 1, maxItems: MAX_CASINO_LANGUAGES, uniqueItems: true }),
  defaultLanguage: LanguageId,
  lobbyUrl: HttpUrl,
  gameHistoryUrl: HttpUrl,
  games: arr(GameId, { maxItems: MAX_CASINO_GAMES, uniqueItems: true }),
};

/** PUT /api/casino: a new casino (status Active and no games unless given). */
export const CasinoCreate = obj(casinoFields, [
  'name',
  'currencies',
  'languages',
  'defaultLanguage',
  'lobbyUrl',
  'gameHistoryUrl',
]);
export type CasinoCreate = Static<typeof CasinoCreate>;

/** Every field a user writes, all present (what the form edits and what the server stores). */
export type CasinoFields = Required<CasinoCreate>;

/** The casino form's fields, as the form validates them before sending. */
export const CasinoForm = obj(casinoFields, [
  'name',
  'status',
  'currencies',
  'languages',
  'defaultLanguage',
  'lobbyUrl',
  'gameHistoryUrl',
]);

/**
 * The fields PATCH /api/casino may replace. `deleted` only takes false: it restores a casino deleted
 * softly (deleting is DELETE /api/casino/{id}).
 */
export const PATCHABLE_CASINO_FIELDS = [
  'name',
  'status',
  'currencies',
  'languages',
  'defaultLanguage',
  'lobbyUrl',
  'gameHistoryUrl',
  'games',
  'deleted',
] as const;
export type PatchableCasinoField = (typeof PATCHABLE_CASINO_FIELDS)[number];

/** PATCH /api/casino?id: json-patch replace operations. */
export const CasinoPatch = arr(
  obj(
    {
      op: oneOf(['replace']),
      path: oneOf(PATCHABLE_CASINO_FIELDS.map((f) => `/${f}` as const)),
      value: {},
    },
    ['op', 'path', 'value'],
  ),
  { minItems: 1, maxItems: PATCHABLE_CASINO_FIELDS.length },
);
export type CasinoPatch = Static<typeof CasinoPatch>;

/** The sortable fields of the casinos list. */
export const CASINO_SORTS = ['name', 'status', 'agentCount', 'createdAt', 'updatedAt'] as const;

/**
 * GET /api/casino: the live casinos (with `deleted=true` the soft-deleted ones instead), optionally of
 * one status; the filter looks in the name and the currency ids.
 */
export const CasinoListQuery = obj({
  status: oneOf(CASINO_STATUSES),
  deleted: bool(),
  ...listParams(CASINO_SORTS),
});
export type CasinoListQuery = Static<typeof CasinoListQuery>;

/** GET /api/casino/assigned/{agentId}: the casinos an agent holds, optionally paged. */
export const AssignedCasinosQuery = obj({ ...listParams(CASINO_SORTS) });

/** One casino an agent may be given (its parent holds it), as the assignment page lists it. */
export const CasinoChoice = obj(
  {
    id: Uuid,
    name: str(),
    status: oneOf(CASINO_STATUSES),
    /** The agent holds it. */
    assigned: bool(),
    /** Agents below the agent that hold it: the ones that lose it too when it is removed from the agent. */
    subAgents: int({ minimum: 0 }),
  },
  ['id', 'name', 'status', 'assigned', 'subAgents'],
  { title: 'CasinoChoice' },
);
export type CasinoChoice = Static<typeof CasinoChoice>;

/**
 * GET /api/casinoagent/{agentId}: an agent's casinos. When the user may change them (`editable`), the
 * choices are the casinos of the agent's parent, the ones the agent holds marked `assigned`; otherwise
 * they are only the casinos the agent holds. A top-level agent holds every casino and is never editable;
 * nor is the user's own agent (its casinos are given from its parent's side).
 */
export const CasinoAssignment = obj(
  {
    agentId: Uuid,
    parentId: nullable(Uuid),
    topLevel: bool(),
    editable: bool(),
    choices: arr(CasinoChoice),
  },
  ['agentId', 'parentId', 'topLevel', 'editable', 'choices'],
  { title: 'CasinoAssignment' },
);
export type CasinoAssignment = Static<typeof CasinoAssignment>;

/** POST /api/casinoagent/{agentId}: every casino the agent is to hold (ids). */
export const AssignedCasinoIds = arr(Uuid, { maxItems: MAX_ASSIGNED_CASINOS });

/** A casino removed from an agent, and the agents below it that lost it with it. */
export const CasinoCascade = obj({ casinoId: Uuid, name: str(), subAgents: int({ minimum: 0 }) }, [
  'casinoId',
  'name',
  'subAgents',
]);

/**
 * The change an assignment makes (or, with `dryRun`, would make): the casinos added and removed, per
 * removed casino the agents below that lose it too, and how many agents below lose at least one.
 */
export const AssignmentChange = obj(
  {
    agentId: Uuid,
    dryRun: bool(),
    casinoIds: arr(Uuid),
    added: arr(Uuid),
    removed: arr(Uuid),
    cascade: arr(CasinoCascade),
    subAgentsAffected: int({ minimum: 0 }),
  },
  ['agentId', 'dryRun', 'casinoIds', 'added', 'removed', 'cascade', 'subAgentsAffected'],
  { title: 'AssignmentChange' },
);
export type AssignmentChange = Static<typeof AssignmentChange>;

const IdParams = obj({ id: Uuid }, ['id']);
const AgentIdParams = obj({ agentId: Uuid }, ['agentId']);
const cms = { service: 'casinoManagement' } as const;

export const casinosEndpoints = {
  list: endpoint({
    ...cms,
    method: 'GET',
    path: '/api/casino',
    summary:
      "The operator's casinos (the soft-deleted ones with deleted=true); paged with pageIndex/pageSize",
    querystring: CasinoListQuery,
    response: { 200: arr(Casino) },
  }),
  get: endpoint({
    ...cms,
    method: 'GET',
    path: '/api/casino/:id',
    summary: 'One casino, with the players and game rounds that keep it from a permanent delete',
    params: IdParams,
    response: { 200: CasinoDetail },
  }),
  assigned: endpoint({
    ...cms,
    method: 'GET',
    path: '/api/casino/assigned/:agentId',
    summary: 'The casinos an agent holds (a top-level agent: every casino)',
    params: AgentIdParams,
    querystring: AssignedCasinosQuery,
    response: { 200: arr(Casino) },
  }),
  create: endpoint({
    ...cms,
    method: 'PUT',
    path: '/api/casino',
    summary: 'Creates a casino; answers its id as quoted text',
    body: CasinoCreate,
    text: true,
  }),
  patch: endpoint({
    ...cms,
    method: 'PATCH',
    path: '/api/casino',
    summary:
      'Replaces fields of a casino (json-patch); /deleted false restores a deleted one; answers its id',
    querystring: obj({ id: Uuid, Id: Uuid }),
    body: CasinoPatch,
    text: true,
  }),
  remove: endpoint({
    ...cms,
    method: 'DELETE',
    path: '/api/casino/:id',
    summary:
      'Deletes a casino softly; permanently=true removes it for good (delete-permanently permission, no players or rounds)',
    params: IdParams,
    querystring: obj({ permanently: bool() }),
    text: true,
  }),
  assignment: endpoint({
    ...cms,
    method: 'GET',
    path: '/api/casinoagent/:agentId',
    summary: "An agent's casinos and the ones it may be given, with the sub-agents each removal reaches",
    params: AgentIdParams,
    response: { 200: CasinoAssignment },
  }),
  assign: endpoint({
    ...cms,
    method: 'POST',
    path: '/api/casinoagent/:agentId',
    summary:
      "Sets the casinos an agent holds (only its parent's); a removed casino leaves its whole subtree; dryRun=true only reports",
    params: AgentIdParams,
    querystring: obj({ dryRun: bool() }),
    body: AssignedCasinoIds,
    response: { 200: AssignmentChange },
  }),
} as const;
