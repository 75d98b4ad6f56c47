/**
 * What the console does with a change another console made (the live stream's rules).
 */
import { describe, expect, it } from 'vitest';
import { agentKeys } from '../../../src/core/areas/agents/keys';
import { casinoKeys } from '../../../src/core/areas/casinos/keys';
import { playerKeys } from '../../../src/core/areas/players/keys';
import { cafeKeys } from '../../../src/core/areas/cafes/keys';
import { reportKeys } from '../../../src/core/areas/reports/keys';
import { terminalKeys } from '../../../src/core/areas/terminals/keys';
import { userKeys } from '../../../src/core/areas/users/keys';
import {
  changeConcerns,
  planFor,
  reconnectDelay,
  STALE_ROOTS,
  type LiveChange,
} from '../../../src/core/live-changes';

const change = (over: Partial<LiveChange>): LiveChange => ({
  seq: 1,
  id: 1,
  at: '2026-01-01T00:00:00.000Z',
  kind: 'agent.updated',
  agentId: 'a1',
  parentId: 'p1',
  objectType: 'agent',
  objectId: 'a1',
  userName: 'admin',
  userAgentId: 'root',
  requestId: 'r1',
  ...over,
});

describe('the audit page refreshes after every change; the object’s area after another page’s', () => {
  it('an agent change makes the audit log and the agents area stale', () => {
    expect(planFor(change({}), false).invalidate).toEqual([['audit'], ['agents']]);
  });
  it('multicash, IP whitelist and wallet parent changes are the agents area’s', () => {
    for (const objectType of ['pot-balance', 'ip-whitelist', 'wallet-parent'])
      expect(planFor(change({ objectType, kind: `${objectType}.x` }), false).invalidate).toEqual([
        ['audit'],
        ['agents'],
      ]);
  });
  it('logging out an agent’s players makes the players area stale too', () => {
    expect(planFor(change({ kind: 'agent.players-logged-out' }), false).invalidate).toEqual([
      ['audit'],
      ['agents'],
      ['players'],
    ]);
  });
  it('cafe and cafe user changes are the cafes area’s; a terminal transaction the cafes’ too', () => {
    for (const objectType of ['pos', 'pos-user'])
      expect(planFor(change({ objectType, kind: `${objectType}.updated` }), false).invalidate).toEqual([
        ['audit'],
        ['cafes'],
      ]);
    expect(planFor(change({ objectType: 'terminal', kind: 'terminal.deposited' }), false).invalidate).toEqual(
      [['audit'], ['terminals'], ['cafes']],
    );
  });
  it('a wiped or deleted cafe makes the terminals stale too', () => {
    for (const kind of ['pos.wiped', 'pos.deleted'])
      expect(planFor(change({ objectType: 'pos', kind }), false).invalidate).toEqual([
        ['audit'],
        ['cafes'],
        ['terminals'],
      ]);
  });
  it('every kind of object names roots the console’s query keys have', () => {
    const roots = [agentKeys, playerKeys, userKeys, casinoKeys, cafeKeys, terminalKeys, reportKeys]
      .map((keys) => keys.all[0] as string)
      .concat(userKeys.roles[0]);
    for (const [kind, kindRoots] of Object.entries(STALE_ROOTS))
      for (const root of kindRoots) expect(roots, `${kind} → ${root}`).toContain(root);
  });
  it('an object type the table does not know (a newer server’s) makes every query shown stale', () => {
    const plan = planFor(change({ objectType: 'bingo-hall', kind: 'bingo-hall.opened' }), false);
    expect(plan.invalidateAll).toBe(true);
  });
  it('this page’s own change refreshes only the audit log (the page did the rest)', () => {
    expect(planFor(change({ kind: 'credit.adjusted' }), true)).toEqual({
      invalidate: [['audit']],
      invalidateAll: false,
      agentAdded: null,
      reloadAgents: [],
      renamedAgents: [],
    });
  });
});

describe('changes map onto the console’s events', () => {
  it('a created agent joins the tree under its parent', () => {
    expect(planFor(change({ kind: 'agent.created' }), false).agentAdded).toEqual({
      agentId: 'a1',
      parentId: 'p1',
    });
  });
  it('a changed agent is read again and renamed in the tree', () => {
    const plan = planFor(change({}), false);
    expect(plan.reloadAgents).toEqual(['a1']);
    expect(plan.renamedAgents).toEqual(['a1']);
  });
  it('a credit adjustment reads both agents again: the one adjusted and the acting user’s', () => {
    const plan = planFor(change({ kind: 'credit.adjusted' }), false);
    expect(plan.reloadAgents).toEqual(['a1', 'root']);
    expect(plan.renamedAgents).toEqual([]);
    expect(planFor(change({ kind: 'credit.adjusted', userAgentId: null }), false).reloadAgents).toEqual([
      'a1',
    ]);
  });
  it('money between a cafe and its agent reads the agent again', () => {
    for (const kind of ['pos.balance-adjusted', 'pos.commands-picked-up', 'pos.wiped'])
      expect(planFor(change({ objectType: 'pos', kind }), false).reloadAgents).toEqual(['a1']);
    expect(planFor(change({ objectType: 'pos', kind: 'pos.updated' }), false).reloadAgents).toEqual([]);
  });
});

describe('a form watches one object (and some kinds of its changes)', () => {
  it('matches type, id and kind', () => {
    const watched = { objectType: 'agent' as const, objectId: 'a1', kinds: ['agent.updated'] };
    expect(changeConcerns(change({}), watched)).toBe(true);
    expect(changeConcerns(change({ kind: 'credit.adjusted' }), watched)).toBe(false);
    expect(changeConcerns(change({ objectId: 'a2' }), watched)).toBe(false);
    expect(changeConcerns(change({ kind: 'x' }), { objectType: 'agent', objectId: 'a1' })).toBe(true);
  });
});

describe('a dropped stream reconnects after 1 s, doubling to 30 s, ±20 %', () => {
  it('backs off', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map((n) => reconnectDelay(n, 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, 0)).toBe(800);
    expect(reconnectDelay(0, 0.9999)).toBe(1200);
  });
});
