/**
 * The contract of the terminals area: the terminals of an agent and its sub-agents (each standing in
 * one of its agent's cafes, or on its own), and the terminal transaction that moves money between a
 * terminal and its cafe (or its agent when it stands in none).
 */
import { endpoint } from '../../contract/endpoint';
import { listParams } from '../../contract/list';
import {
  Amount,
  arr,
  bool,
  Money,
  nullable,
  obj,
  oneOf,
  str,
  Uuid,
  type Static,
} from '../../contract/schema';

/** Where a terminal stands: answering, not answering, or switched off by the operator. */
export const TERMINAL_STATUSES = ['ONLINE', 'OFFLINE', 'DISABLED'] as const;
export type TerminalStatus = (typeof TERMINAL_STATUSES)[number];

/** The transaction types: money into the terminal, or out of it. */
export const TERMINAL_TRANSACTION_TYPES = ['Deposit', 'Withdrawal'] as const;
export type TerminalTransactionType = (typeof TERMINAL_TRANSACTION_TYPES)[number];

export const Terminal = obj(
  {
    id: Uuid,
    name: str(),
    agentId: Uuid,
    agentName: str(),
    /** The parent of the terminal's agent (for the permission rules of the console). */
    agentParentId: nullable(Uuid),
    posId: nullable(Uuid),
    posName: nullable(str()),
    status: oneOf(TERMINAL_STATUSES),
    currencyId: str(),
    balance: Money,
    lastTransactionAt: nullable(str({ format: 'date-time' })),
  },
  [
    'id',
    'name',
    'agentId',
    'agentName',
    'agentParentId',
    'posId',
    'posName',
    'status',
    'currencyId',
    'balance',
    'lastTransactionAt',
  ],
  { title: 'Terminal' },
);
export type Terminal = Static<typeof Terminal>;

export const TERMINAL_SORTS = [
  'name',
  'agentName',
  'posName',
  'status',
  'balance',
  'lastTransactionAt',
] as const;

/** The terminals of the agent and all its sub-agents (sub-agents are always included). */
export const TerminalListQuery = obj(
  { agentId: Uuid, includingSubAgents: bool(), ...listParams(TERMINAL_SORTS) },
  ['agentId'],
);
export type TerminalListQuery = Static<typeof TerminalListQuery>;

export const TerminalTransaction = obj({ type: oneOf(TERMINAL_TRANSACTION_TYPES), amount: Amount }, [
  'type',
  'amount',
]);
export type TerminalTransaction = Static<typeof TerminalTransaction>;

export const terminalsEndpoints = {
  list: endpoint({
    service: 'api',
    method: 'GET',
    path: '/api/terminals/agentterminals',
    summary: 'The terminals of an agent and all its sub-agents; paged with pageIndex/pageSize',
    querystring: TerminalListQuery,
    response: { 200: arr(Terminal) },
  }),
  transaction: endpoint({
    service: 'api',
    method: 'POST',
    path: '/api/terminals/transaction',
    summary: 'Moves money into (Deposit) or out of (Withdrawal) a terminal, from or to its cafe or agent',
    querystring: obj({ terminalId: Uuid }, ['terminalId']),
    body: TerminalTransaction,
    response: { 200: Terminal },
  }),
} as const;
