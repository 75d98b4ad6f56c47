/**
 * The contract of the agents area: the data of agents, credit, IP whitelists, player log-out, wallet
 * parents and multicash balances, and the endpoints that carry them. The server validates and
 * serialises with these schemas; the client types its calls with them and pre-validates its forms
 * with the same rules (src/core/contract).
 */
import { endpoint } from '../../contract/endpoint';
import { listParams } from '../../contract/list';
import {
  Amount,
  arr,
  bool,
  CountryId,
  CurrencyId,
  displayName,
  Email,
  int,
  Money,
  nullable,
  obj,
  oneOf,
  oneRequired,
  Phone,
  SignedAmount,
  str,
  Uuid,
  type Static,
} from '../../contract/schema';

/** What the users of an agent may hold, per claim type; null: every claim of that type. */
/** One claim type's list: names checked against the vocabulary on the server. */
const ClaimList = nullable(arr(str({ maxLength: 100 }), { maxItems: 200 }));

export const Claims = obj(
  { AgentClaims: ClaimList, RtgClaims: ClaimList, RtgGroupClaims: ClaimList },
  ['AgentClaims', 'RtgClaims', 'RtgGroupClaims'],
  { title: 'Claims' },
);

/** Claims as a request gives them: a claim type left out grants nothing of that type. */
export const ClaimsInput = obj({ AgentClaims: ClaimList, RtgClaims: ClaimList, RtgGroupClaims: ClaimList });

export const AGENT_NAME_MAX = 100;

/** An agent as the API answers it. */
export const Agent = obj(
  {
    id: Uuid,
    name: str(),
    parentId: nullable(Uuid),
    hasChildren: bool(),
    /** Number of direct sub-agents. */
    childrenCount: int({ minimum: 0 }),
    creditSource: bool(),
    creditAmount: Money,
    blockedAmount: Money,
    currencyId: str(),
    countryId: nullable(str()),
    timezoneId: nullable(str()),
    email: nullable(str()),
    phone: nullable(str()),
    isActive: bool(),
    /** Depth in the whole tree (root 0). */
    level: int({ minimum: 0 }),
    createdAt: str({ format: 'date-time' }),
    /** Only with includeClaims=true. */
    claims: Claims,
  },
  [
    'id',
    'name',
    'parentId',
    'hasChildren',
    'childrenCount',
    'creditSource',
    'creditAmount',
    'blockedAmount',
    'currencyId',
    'countryId',
    'timezoneId',
    'email',
    'phone',
    'isActive',
    'level',
    'createdAt',
  ],
  { title: 'Agent' },
);
export type Agent = Static<typeof Agent>;

/** The fields a user writes on create and update. */
const agentFields = {
  name: displayName(AGENT_NAME_MAX),
  currencyId: CurrencyId,
  countryId: CountryId,
  timezoneId: str({ minLength: 1, maxLength: 64 }),
  email: nullable(Email),
  phone: nullable(Phone),
  isActive: bool(),
  creditSource: bool(),
  claims: ClaimsInput,
};

/** POST /api/agent: a new agent under `parentId`. */
export const AgentCreate = obj({ ...agentFields, parentId: Uuid }, ['name', 'parentId', 'currencyId']);
export type AgentCreate = Static<typeof AgentCreate>;

/** PUT /api/agent: the agent `id` rewritten. */
export const AgentUpdate = obj({ ...agentFields, id: Uuid }, ['id', 'name', 'currencyId']);
export type AgentUpdate = Static<typeof AgentUpdate>;

/** The agent form's fields, as the form validates them before sending (country and time zone required). */
export const AgentForm = obj(agentFields, ['name', 'currencyId', 'countryId', 'timezoneId']);

/** The fields PATCH /api/agent may replace. */
export const PATCHABLE_FIELDS = [
  'name',
  'email',
  'phone',
  'countryId',
  'timezoneId',
  'isActive',
  'creditSource',
] as const;

/** PATCH /api/agent?Id: json-patch replace operations. */
export const AgentPatch = arr(
  obj(
    {
      op: oneOf(['replace']),
      path: oneOf(PATCHABLE_FIELDS.map((f) => `/${f}` as const)),
      value: {},
    },
    ['op', 'path', 'value'],
  ),
  { minItems: 1, maxItems: PATCHABLE_FIELDS.length },
);
export type AgentPatch = Static<typeof AgentPatch>;

/** The sortable fields of the agents list. */
export const AGENT_SORTS = [
  'name',
  'currencyId',
  'creditAmount',
  'blockedAmount',
  'creditSource',
  'childrenCount',
] as const;

/** GET /api/agents: the agent's children (or its whole subtree), optionally paged, sorted and filtered. */
export const AgentListQuery = obj({ agentId: Uuid, includeSubAgents: bool(), ...listParams(AGENT_SORTS) }, [
  'agentId',
]);
export type AgentListQuery = Static<typeof AgentListQuery>;

const AgentIdQuery = obj({ agentId: Uuid }, ['agentId']);
const AgentIdParams = obj({ agentId: Uuid }, ['agentId']);

export const MAX_WHITELIST_RANGES = 200;

/**
 * An agent's IP ranges: IPv4 with a mandatory CIDR suffix ('ip-cidr'). The server checks each range
 * itself, so that a refusal names every bad range ('ranges[2]'); the form checks the one it adds.
 */
export const IpRanges = arr(str(), { maxItems: MAX_WHITELIST_RANGES });

export const WalletParent = obj({ agentId: Uuid, parentAgentId: Uuid }, ['agentId', 'parentAgentId']);
export type WalletParent = Static<typeof WalletParent>;

/** A multicash pot balance. */
export const PotBalance = obj(
  { balanceIid: Uuid, agentId: Uuid, currency: str(), amount: Money, isDefault: bool() },
  ['balanceIid', 'agentId', 'currency', 'amount', 'isDefault'],
  { title: 'PotBalance' },
);
export type PotBalance = Static<typeof PotBalance>;

/** The balance checked: the caller's balance for a child (childAgentId), or an agent's own (agentId). */
export const PotBalanceCheckQuery = oneRequired(
  obj({ childAgentId: Uuid, agentId: Uuid, amount: Amount, currency: CurrencyId }, ['amount']),
  ['childAgentId', 'agentId'],
);
export const PotBalanceCheck = obj(
  { valid: bool(), available: Money, currency: str(), balanceIid: nullable(Uuid) },
  ['valid', 'available', 'currency', 'balanceIid'],
);
export type PotBalanceCheck = Static<typeof PotBalanceCheck>;

export const PotBalanceCreate = obj(
  { agentId: Uuid, currency: CurrencyId, amount: Amount, isDefault: bool() },
  ['agentId', 'currency'],
);
export const PotBalanceEdit = obj({ balanceIid: Uuid, currency: CurrencyId, isDefault: bool() }, [
  'balanceIid',
]);
export const PotBalanceAssign = obj({ agentId: Uuid, balanceIid: Uuid }, ['agentId']);
/** A transfer to another balance (toBalanceIid) or to an agent's balance of the same currency (toAgentId). */
export const PotBalanceTransfer = oneRequired(
  obj({ fromBalanceIid: Uuid, toBalanceIid: Uuid, toAgentId: Uuid, amount: Amount }, [
    'fromBalanceIid',
    'amount',
  ]),
  ['toBalanceIid', 'toAgentId'],
);
export type PotBalanceTransfer = Static<typeof PotBalanceTransfer>;

const api = { service: 'api' } as const;
const cms = { service: 'casinoManagement' } as const;

export const agentsEndpoints = {
  list: endpoint({
    ...api,
    method: 'GET',
    path: '/api/agents',
    summary: "An agent's sub-agents (all levels with includeSubAgents); paged with pageIndex/pageSize",
    querystring: AgentListQuery,
    response: { 200: arr(Agent) },
  }),
  get: endpoint({
    ...api,
    method: 'GET',
    path: '/api/agent',
    summary: 'One agent (with the claims of its users when includeClaims=true)',
    querystring: obj({ agentId: Uuid, includeClaims: bool() }, ['agentId']),
    response: { 200: Agent },
  }),
  create: endpoint({
    ...api,
    method: 'POST',
    path: '/api/agent',
    summary: 'Creates an agent; answers its id as quoted text',
    body: AgentCreate,
    text: true,
  }),
  update: endpoint({
    ...api,
    method: 'PUT',
    path: '/api/agent',
    summary: 'Updates an agent; answers its id as quoted text',
    body: AgentUpdate,
    text: true,
  }),
  patch: endpoint({
    ...api,
    method: 'PATCH',
    path: '/api/agent',
    summary: 'Replaces fields of an agent (json-patch)',
    querystring: obj({ Id: Uuid, id: Uuid }),
    body: AgentPatch,
    response: { 200: Agent },
  }),
  adjustCredit: endpoint({
    ...api,
    method: 'PUT',
    path: '/api/agent/adjustcredit',
    summary: "Moves credit between the user's agent and the agent (negative removes)",
    querystring: obj({ agentId: Uuid, amount: SignedAmount }, ['agentId', 'amount']),
    response: { 200: Agent },
  }),
  ipWhitelist: endpoint({
    ...cms,
    method: 'GET',
    path: '/api/agent/:agentId/ipwhitelist',
    summary: "An agent's IP ranges",
    params: AgentIdParams,
    response: { 200: arr(str()) },
  }),
  saveIpWhitelist: endpoint({
    ...cms,
    method: 'PUT',
    path: '/api/agent/:agentId/ipwhitelist',
    summary: "Replaces an agent's IP ranges (a list, or { ranges })",
    params: AgentIdParams,
    body: { anyOf: [IpRanges, obj({ ranges: IpRanges }, ['ranges'])] },
    response: { 200: arr(str()) },
  }),
  logoutPlayers: endpoint({
    ...cms,
    method: 'PUT',
    path: '/api/agent/:agentId/player/logout',
    summary: "Logs out an agent's players (and its sub-agents' with includeSubAgents)",
    params: AgentIdParams,
    querystring: obj({ includeSubAgents: bool() }),
    response: { 200: obj({ loggedOut: int({ minimum: 0 }) }, ['loggedOut']) },
  }),
  walletParent: endpoint({
    ...cms,
    method: 'GET',
    path: '/api/wallet/agent/parent',
    summary: "An agent's wallet parent (404 when it has none)",
    querystring: AgentIdQuery,
    response: { 200: WalletParent },
  }),
  setWalletParent: endpoint({
    ...cms,
    method: 'POST',
    path: '/api/wallet/agent/parent',
    summary: "Links an agent's wallet to a parent agent",
    querystring: obj({ agentId: Uuid, parentAgentId: Uuid }, ['agentId', 'parentAgentId']),
    response: { 200: WalletParent },
  }),
  potBalances: endpoint({
    ...api,
    method: 'GET',
    path: '/api/potBalance',
    summary: "An agent's multicash balances",
    querystring: AgentIdQuery,
    response: { 200: arr(PotBalance) },
  }),
  checkPotBalance: endpoint({
    ...api,
    method: 'GET',
    path: '/api/potBalance/check',
    summary: 'Whether a balance covers an amount',
    querystring: PotBalanceCheckQuery,
    response: { 200: PotBalanceCheck },
  }),
  createPotBalance: endpoint({
    ...api,
    method: 'POST',
    path: '/api/potBalance',
    summary: 'Creates a multicash balance',
    body: PotBalanceCreate,
    response: { 201: PotBalance },
  }),
  editPotBalance: endpoint({
    ...api,
    method: 'PUT',
    path: '/api/potBalance',
    summary: 'Edits a multicash balance (its currency while empty, the default flag)',
    body: PotBalanceEdit,
    response: { 200: PotBalance },
  }),
  assignPotBalance: endpoint({
    ...api,
    method: 'PUT',
    path: '/api/potBalance/assign',
    summary: "Makes a balance the agent's default (without balanceIid: the default of its currency)",
    body: PotBalanceAssign,
    response: { 200: PotBalance },
  }),
  deletePotBalance: endpoint({
    ...api,
    method: 'DELETE',
    path: '/api/potBalance/:id',
    summary: 'Deletes an empty multicash balance',
    params: obj({ id: Uuid }, ['id']),
  }),
  transferPotBalance: endpoint({
    ...api,
    method: 'PATCH',
    path: '/api/potBalance',
    summary: 'Transfers an amount between two balances of one currency',
    body: PotBalanceTransfer,
    response: { 200: obj({ from: PotBalance, to: PotBalance }, ['from', 'to']) },
  }),
} as const;

/**
 * The agent navigation: the tree below an agent (whole up to a thousand agents, else one level deep,
 * with the ancestors from the caller's own agent), a name search within a subtree, one agent as a node.
 */
export const navigationEndpoints = {
  tree: endpoint({
    ...api,
    method: 'GET',
    path: '/api/navigation/tree',
    summary: 'The agent tree below an agent (whole, or its children when large), with its ancestors',
    querystring: obj({ agentId: Uuid }, ['agentId']),
  }),
  search: endpoint({
    ...api,
    method: 'GET',
    path: '/api/navigation/search',
    summary: "Agents of an agent's subtree whose name contains a text",
    querystring: obj({ agentId: Uuid, filter: str({ minLength: 1, maxLength: 100 }) }, ['agentId', 'filter']),
  }),
  node: endpoint({
    ...api,
    method: 'GET',
    path: '/api/navigation',
    summary: 'One agent as a node of the tree',
    querystring: obj({ id: Uuid }, ['id']),
  }),
} as const;
