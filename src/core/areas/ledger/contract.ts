/**
 * The contract of the ledger area: the result of the ledger check (src/server/ledger-check.ts), the
 * proof that every balance is the sum of the double-entry ledger under it. Auditors (the global claim
 * CanAuditLedger) read the last check and run a new one.
 */
import { endpoint } from '../../contract/endpoint';
import { arr, int, nullable, obj, oneOf, str, type Static } from '../../contract/schema';

/** The kinds of difference the check reports. */
export const DIFFERENCE_KINDS = [
  'unbalanced',
  'account',
  'column',
  'hidden',
  'reservation',
  'issuer',
] as const;

/** One difference: what, what the ledger says, what was found. */
export const LedgerDifference = obj(
  { kind: oneOf(DIFFERENCE_KINDS), what: str(), expected: str(), actual: str() },
  ['kind', 'what', 'expected', 'actual'],
  { title: 'LedgerDifference' },
);
export type LedgerDifference = Static<typeof LedgerDifference>;

/** A check as stored: when, who (null: the command line), what it went through, what differs. */
export const LedgerCheck = obj(
  {
    id: int({ minimum: 1 }),
    checkedAt: str({ format: 'date-time' }),
    source: oneOf(['console', 'command-line'] as const),
    userName: nullable(str()),
    transactions: int({ minimum: 0 }),
    postings: int({ minimum: 0 }),
    accounts: int({ minimum: 0 }),
    /** Every difference counted; `differences` lists the first ones (at most 200). */
    differenceCount: int({ minimum: 0 }),
    differences: arr(LedgerDifference),
    durationMs: int({ minimum: 0 }),
  },
  [
    'id',
    'checkedAt',
    'source',
    'userName',
    'transactions',
    'postings',
    'accounts',
    'differenceCount',
    'differences',
    'durationMs',
  ],
  { title: 'LedgerCheck' },
);
export type LedgerCheck = Static<typeof LedgerCheck>;

const api = { service: 'api' } as const;

export const ledgerEndpoints = {
  lastCheck: endpoint({
    ...api,
    method: 'GET',
    path: '/api/ledger/check',
    summary: 'The last ledger check (null: never checked)',
    response: { 200: { anyOf: [LedgerCheck, { type: 'null' }] } },
  }),
  runCheck: endpoint({
    ...api,
    method: 'POST',
    path: '/api/ledger/check',
    summary: 'Checks the ledger now: every balance recomputed from its postings',
    response: { 200: LedgerCheck },
  }),
} as const;
