/**
 * The row actions of reports (definitions.ts `actions`): their endpoints on the report service, the
 * body an action sends for a row, and whether a row offers it. Pure: no DOM, no React.
 *
 * - `close-round`: settles one pending round (its payout credited to the player, once);
 * - `close-casino`: settles every pending round of a casino played by players of the agent and below.
 * Both answer how many rounds they closed and the payouts credited per currency; a round already
 * settled is refused with 409.
 */
import { endpoint, type Endpoint } from '../../contract/endpoint';
import { arr, int, Money, obj, str, Uuid, type Static } from '../../contract/schema';
import { hasClaim, type UserClaims } from '../../permissions';
import {
  ACTION_AGENT,
  REPORTS,
  type ReportActionDef,
  type ReportActionId,
  type ReportDefinition,
} from './definitions';

export const ReportActionAnswer = obj(
  {
    closed: int({ minimum: 0 }),
    payouts: arr(obj({ currency: str(), amount: Money }, ['currency', 'amount'])),
  },
  ['closed', 'payouts'],
  { title: 'ReportActionAnswer' },
);
export type ReportActionAnswer = Static<typeof ReportActionAnswer>;

const pathOf = (id: ReportActionId) => {
  for (const def of Object.values(REPORTS))
    for (const action of def.actions ?? []) if (action.id === id) return action.path;
  throw new Error(`No report offers the action ${id}`);
};

export const reportActionEndpoints = {
  'close-round': endpoint({
    service: 'report',
    method: 'POST',
    path: pathOf('close-round'),
    summary:
      'Closes a pending game round: credits its payout to the player and settles it (once; 409 when it is settled already)',
    body: obj({ betId: str({ pattern: '^\\d{1,18}$' }) }, ['betId'], { title: 'CloseRoundRequest' }),
    response: { 200: ReportActionAnswer },
  }),
  'close-casino': endpoint({
    service: 'report',
    method: 'POST',
    path: pathOf('close-casino'),
    summary:
      'Closes every pending game round of a casino played by players of the agent and below, crediting their payouts',
    body: obj({ agentId: Uuid, casinoId: Uuid }, ['agentId', 'casinoId'], {
      title: 'CloseCasinoRoundsRequest',
    }),
    response: { 200: ReportActionAnswer },
  }),
} satisfies Record<ReportActionId, Endpoint>;

/** Whether the row offers the action: the user holds its permission and the row has what it needs. */
export function actionApplies(
  action: ReportActionDef,
  claims: UserClaims | null | undefined,
  row: Readonly<Record<string, unknown>>,
): boolean {
  if (!hasClaim(claims, action.permission)) return false;
  return !action.requires || (row[action.requires] !== null && row[action.requires] !== undefined);
}

/** The actions a row offers, in the definition's order. */
export function rowActionsOf(
  def: ReportDefinition,
  claims: UserClaims | null | undefined,
  row: Readonly<Record<string, unknown>>,
): ReportActionDef[] {
  return (def.actions ?? []).filter((a) => actionApplies(a, claims, row));
}

/** The body an action sends for a row: each key from the row's field, or the report's agent. */
export function actionBody(
  action: ReportActionDef,
  row: Readonly<Record<string, unknown>>,
  agentId: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(action.body).map(([key, source]) => [
      key,
      source === ACTION_AGENT ? agentId : String(row[source] ?? ''),
    ]),
  );
}
