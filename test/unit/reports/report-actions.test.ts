import { describe, expect, it } from 'vitest';
import {
  actionApplies,
  actionBody,
  reportActionEndpoints,
  rowActionsOf,
} from '../../../src/core/areas/reports/actions';
import { ACTION_AGENT, REPORT_ACTION_IDS, REPORTS } from '../../../src/core/areas/reports/definitions';
import { defaultParams, paramsToQuery, requestBody } from '../../../src/core/areas/reports/params';
import { P, type UserClaims } from '../../../src/core/permissions';

const claims = (rtg: string[]): UserClaims => ({ AgentClaims: [], RtgClaims: rtg, RtgGroupClaims: [] });
const def = REPORTS['pending-games'];
const [closeRound, closeCasino] = def.actions!;
const row = { idStr: '970000000002', casinoId: 'c0ffee00-0000-4000-8000-000000000001', account: 'pend_one' };

describe('the row actions of a report', () => {
  it('an action is offered only with its own permission', () => {
    expect(actionApplies(closeRound, claims([P.ClosePendingGames]), row)).toBe(true);
    expect(actionApplies(closeRound, claims([P.CloseCasinoPendingGames]), row)).toBe(false);
    expect(actionApplies(closeRound, null, row)).toBe(false);
  });

  it('closing a casino’s pending games needs the row’s casino', () => {
    const all = claims([P.ClosePendingGames, P.CloseCasinoPendingGames]);
    expect(rowActionsOf(def, all, row).map((a) => a.id)).toEqual(['close-round', 'close-casino']);
    expect(rowActionsOf(def, all, { ...row, casinoId: null }).map((a) => a.id)).toEqual(['close-round']);
  });

  it('the body is taken from the row, and the report’s agent where the action says so', () => {
    expect(actionBody(closeRound, row, 'agent-1')).toEqual({ betId: '970000000002' });
    expect(closeCasino.body.agentId).toBe(ACTION_AGENT);
    expect(actionBody(closeCasino, row, 'agent-1')).toEqual({ agentId: 'agent-1', casinoId: row.casinoId });
  });

  it('every action has its endpoint on the report service at the definition’s path', () => {
    for (const id of REPORT_ACTION_IDS) {
      const action = Object.values(REPORTS)
        .flatMap((d) => d.actions ?? [])
        .find((a) => a.id === id)!;
      expect(reportActionEndpoints[id]).toMatchObject({
        service: 'report',
        method: 'POST',
        path: action.path,
      });
    }
  });
});

describe('a report without a period', () => {
  it('sends no dates and writes none into its link', () => {
    const params = defaultParams(def);
    expect(requestBody(def, 'agent-1', params, '2026-03-01')).not.toHaveProperty('from');
    expect(requestBody(def, 'agent-1', params, '2026-03-01')).not.toHaveProperty('to');
    expect(paramsToQuery(def, params)).not.toHaveProperty('range');
    expect(paramsToQuery(REPORTS['game-history'], params)).toHaveProperty('range');
  });
});
