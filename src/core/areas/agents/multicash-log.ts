/**
 * The multicash balance history: every change of an agent's pot balances as the balance log keeps it
 * (created, updated, deleted, casino games synchronization, parent balance updated), newest first,
 * server-paged (src/core/contract/list.ts). Contract and typed call; no UI.
 *
 *   GET /api/potBalance/log?agentId[&balanceIid][&pageIndex&pageSize&sort&filter]
 *
 * The filter finds a description or a user name; `balanceIid` narrows it to one balance. A deleted
 * balance keeps its history (its currency is then unknown: null).
 */
import { callPage } from '../../contract/client';
import { endpoint } from '../../contract/endpoint';
import { listParams, type Page } from '../../contract/list';
import { arr, Money, nullable, obj, str, Uuid, type Static } from '../../contract/schema';

export const POT_LOG_SORTS = ['createdAt', 'amount', 'description'] as const;

export const PotBalanceLogQuery = obj(
  { agentId: Uuid, balanceIid: Uuid, ...listParams(POT_LOG_SORTS) },
  ['agentId'],
  { title: 'PotBalanceLogQuery' },
);
export type PotBalanceLogQuery = Static<typeof PotBalanceLogQuery>;

export const PotBalanceLogEntry = obj(
  {
    id: str(),
    createdAt: str({ format: 'date-time' }),
    balanceIid: Uuid,
    currency: nullable(str()),
    description: str(),
    amount: Money,
    userName: nullable(str()),
  },
  ['id', 'createdAt', 'balanceIid', 'currency', 'description', 'amount', 'userName'],
  { title: 'PotBalanceLogEntry' },
);
export type PotBalanceLogEntry = Static<typeof PotBalanceLogEntry>;

export const potBalanceLogEndpoint = endpoint({
  service: 'api',
  method: 'GET',
  path: '/api/potBalance/log',
  summary: "The history of an agent's multicash balances, newest first, paged (X-Total-Count)",
  querystring: PotBalanceLogQuery,
  response: { 200: arr(PotBalanceLogEntry) },
});

/** One page of the history. */
export function getPotBalanceLog(
  query: PotBalanceLogQuery,
  signal?: AbortSignal,
): Promise<Page<PotBalanceLogEntry>> {
  return callPage(potBalanceLogEndpoint, { query, signal });
}
