/**
 * The pending-games report and closing pending rounds over HTTP: the report's rows and totals against a
 * small hand-made activity (an agent with a child, three players, settled and pending rounds), the other
 * reports counting settled rounds only, closing one round (its payout credited once, a second close
 * refused), closing a casino's pending rounds, the figures of game history and agent summary agreeing
 * after closing, money conserved, the audit entries, the permissions and the agent boundary refused, and
 * the demo's pending rounds.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ReportActionAnswer } from '../../src/core/areas/reports/actions';
import { P, type UserClaims } from '../../src/core/permissions';
import { casinoId } from '../../src/server/seed/casinos';
import type { Harness } from './harness';
import { addAgentFamily, agentFamily, withReportServer } from './report-fixtures';
import { limitedToken, reportPost } from './report-tokens';

let h: Harness;
// 'Pending Fixture' (London: UTC in February) below the root and its child; pend_one (EUR, balance
// 100) of FA, pend_two (EUR, balance 50) and pend_three (USD, balance 20) of FC
const FAMILY = agentFamily(
  { agent: 'Pending Fixture', child: 'Pending Child', players: 'pend' },
  { country: 'DE', timeZone: 'Europe/London' },
);
const { FA, FC, P1, P2, P3 } = FAMILY;
const PALACE = casinoId('Aurora Palace');
const DAYS = { from: '2026-02-01', to: '2026-02-02' };

/*
 * bet          player  state     bet    payout  time (UTC)          casino
 * 970000000001 P1      settled   10.00   4.00   2026-02-01 10:00    Palace
 * 970000000002 P1      pending    5.00  12.00   2026-02-01 11:00    Palace
 * 970000000003 P2      pending   20.00   0.00   2026-02-01 12:00    Palace
 * 970000000004 P3      pending    7.00   3.50   2026-02-02 09:00    none
 * 970000000005 P2      settled    8.00  10.00   2026-02-01 12:30    Palace
 */
async function seedFixture(harness: Harness): Promise<void> {
  h = harness;
  const db = h.server.ctx.db;
  const root = h.seed.rootAgentId;
  await addAgentFamily(h, FAMILY);
  // their cash, as the ledger brings it (balances change only through it)
  for (const [player, currency, amount] of [
    [P1, 'EUR', '100'],
    [P2, 'EUR', '50'],
    [P3, 'USD', '20'],
  ])
    await db.query(`SELECT ledger_transfer('opening', $1::json, false, NULL, NULL, NULL)`, [
      JSON.stringify([{ from: ['payments', root, currency], to: ['player-cash', player, currency], amount }]),
    ]);
  const round = (
    bet: number,
    player: string,
    agent: string,
    game: number,
    kind: string,
    currency: string,
    amounts: [string, string],
    at: string,
    casino: string | null,
    status: 'settled' | 'pending',
  ) =>
    db.query(
      `INSERT INTO game_rounds (bet_id, round_id, player_id, agent_id, external_game_id, game_kind, currency, bet_amount,
         payout, bet_time, detail, casino_id, status) VALUES ($1::bigint, $1::bigint::text, $2, $3, $4, $5, $6, $7, $8, $9, '{}', $10, $11)`,
      [bet, player, agent, game, kind, currency, amounts[0], amounts[1], at, casino, status],
    );
  await round(
    970000000001,
    P1,
    FA,
    101,
    'slot',
    'EUR',
    ['10.00', '4.00'],
    '2026-02-01T10:00Z',
    PALACE,
    'settled',
  );
  await round(
    970000000002,
    P1,
    FA,
    201,
    'blackjack',
    'EUR',
    ['5.00', '12.00'],
    '2026-02-01T11:00Z',
    PALACE,
    'pending',
  );
  await round(
    970000000003,
    P2,
    FC,
    101,
    'slot',
    'EUR',
    ['20.00', '0.00'],
    '2026-02-01T12:00Z',
    PALACE,
    'pending',
  );
  await round(
    970000000004,
    P3,
    FC,
    301,
    'roulette',
    'USD',
    ['7.00', '3.50'],
    '2026-02-02T09:00Z',
    null,
    'pending',
  );
  await round(
    970000000005,
    P2,
    FC,
    601,
    'crashGames',
    'EUR',
    ['8.00', '10.00'],
    '2026-02-01T12:30Z',
    PALACE,
    'settled',
  );
}

withReportServer(seedFixture);

const post = reportPost(() => h);
const pending = (body: Record<string, unknown> = {}) =>
  post('/api/report/pendinggames', { agentId: FA, ...body });
const closeRound = (betId: string, token?: string) =>
  post<ReportActionAnswer & { message?: string }>(
    '/api/report/pendinggames/close',
    { betId },
    'admin',
    token,
  );
const closeCasino = (casino: string, agentId = FA, token?: string) =>
  post<ReportActionAnswer & { message?: string }>(
    '/api/report/pendinggames/closecasino',
    { agentId, casinoId: casino },
    'admin',
    token,
  );
const balances = async () => {
  const { rows } = await h.server.ctx.db.query<{ id: string; balance: string }>(
    'SELECT id::text, balance::text FROM players WHERE id = ANY($1::uuid[])',
    [[P1, P2, P3]],
  );
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.balance)]));
};
const totalBalance = async () =>
  Number(
    (await h.server.ctx.db.query<{ s: string }>('SELECT sum(balance)::text AS s FROM players')).rows[0].s,
  );

/** A user of `agentId` (default the root) holding only `claims`. */
const token = (claims: Partial<UserClaims>, agentId?: string) => limitedToken(h, claims, agentId);

describe('the pending-games report: rounds whose bet was taken and whose payout is not credited yet', () => {
  it('lists the pending rounds of the agent and below, oldest first, whenever they were played', async () => {
    const r = await pending();
    expect(r.status).toBe(200);
    expect(r.body.rows.map((x) => x.betId)).toEqual(['970000000002', '970000000003', '970000000004']);
    expect(r.body.totals).toEqual([
      { currency: 'EUR', rows: 2, betTime: 2, betAmount: 25, payoutDue: 12 },
      { currency: 'USD', rows: 1, betTime: 1, betAmount: 7, payoutDue: 3.5 },
    ]);
  });

  it('each row is the round with its player, agent, casino, stake and the payout closing credits', async () => {
    const r = await pending();
    const { openFor, ...row } = r.body.rows[0];
    expect(row).toEqual({
      betTime: '2026-02-01T11:00:00.000Z',
      gameName: 'European Blackjack',
      family: 'table',
      account: 'pend_one',
      agentName: 'Pending Fixture',
      casinoName: 'Aurora Palace',
      betId: '970000000002',
      roundId: '970000000002',
      currency: 'EUR',
      betAmount: 5,
      payoutDue: 12,
      idStr: '970000000002',
      externalGameId: 201,
      playerId: P1,
      agentId: FA,
      casinoId: PALACE,
    });
    expect(openFor).toBeGreaterThan(0);
  });

  it('without sub-agents only the agent’s own players; the casino and currency filters apply', async () => {
    expect((await pending({ includeSubAgents: false })).body.rows.map((x) => x.betId)).toEqual([
      '970000000002',
    ]);
    expect((await pending({ casinoId: PALACE })).body.rows.map((x) => x.betId)).toEqual([
      '970000000002',
      '970000000003',
    ]);
    expect((await pending({ currency: 'USD' })).body.rows.map((x) => x.betId)).toEqual(['970000000004']);
  });

  it('the report has no period: a date range is refused as an unknown parameter or ignored', async () => {
    const r = await pending({ from: '2030-01-01', to: '2030-01-02' });
    expect(r.status === 400 || r.body.total === 3).toBe(true);
  });
});

describe('the other reports count settled rounds only', () => {
  it('game history, player performance and agent summary leave the pending rounds out and agree', async () => {
    const history = await post('/api/report/gamehistory', { agentId: FA, ...DAYS });
    expect(history.body.rows.map((x) => x.betId)).toEqual(['970000000005', '970000000001']);
    expect(history.body.totals).toEqual([
      { currency: 'EUR', rows: 2, betTime: 2, betAmount: 18, payout: 14, ggr: 4 },
    ]);
    const summary = await post('/api/report/agentsummary', { agentId: FA, ...DAYS, includeSubAgents: true });
    const eur = summary.body.totals.find((t) => t.currency === 'EUR');
    expect(eur).toMatchObject({ rounds: 2, bets: 18, wins: 14, ggr: 4 });
    const players = await post('/api/report/playerperformance', {
      agentId: FA,
      ...DAYS,
      includeSubAgents: true,
    });
    expect(players.body.totals.find((t) => t.currency === 'EUR')).toMatchObject({
      rounds: 2,
      bets: 18,
      wins: 14,
    });
    expect(summary.body.totals.find((t) => t.currency === 'USD')).toBeUndefined();
  });
});

describe('closing a pending game settles it once', () => {
  it('credits the round’s payout to the player, takes it off the pending list and into game history', async () => {
    const before = await balances();
    const total = await totalBalance();
    const r = await closeRound('970000000002');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ closed: 1, payouts: [{ currency: 'EUR', amount: 12 }] });
    const after = await balances();
    expect(after[P1]).toBe(before[P1] + 12);
    expect(after[P2]).toBe(before[P2]);
    expect(after[P3]).toBe(before[P3]);
    expect(await totalBalance()).toBeCloseTo(total + 12, 2);
    expect((await pending()).body.rows.map((x) => x.betId)).toEqual(['970000000003', '970000000004']);
    const history = await post('/api/report/gamehistory', { agentId: FA, ...DAYS });
    expect(history.body.rows.map((x) => x.betId)).toContain('970000000002');
    expect(history.body.totals).toEqual([
      { currency: 'EUR', rows: 3, betTime: 3, betAmount: 23, payout: 26, ggr: -3 },
    ]);
    const summary = await post('/api/report/agentsummary', { agentId: FA, ...DAYS, includeSubAgents: true });
    expect(summary.body.totals.find((t) => t.currency === 'EUR')).toMatchObject({
      rounds: 3,
      bets: 23,
      wins: 26,
      ggr: -3,
    });
  });

  it('a second close is refused with 409 and credits nothing', async () => {
    const before = await balances();
    const r = await closeRound('970000000002');
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/settled already/);
    expect(await balances()).toEqual(before);
  });

  it('two closes of the same round at once: one settles it, the other is refused', async () => {
    const before = await balances();
    const answers = await Promise.all([closeRound('970000000004'), closeRound('970000000004')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await balances())[P3]).toBe(before[P3] + 3.5);
  });

  it('writes the audit entry and the player’s balance log', async () => {
    const db = h.server.ctx.db;
    type Entry = { kind: string; agent_id: string; object_type: string; after: { payout: number } };
    const { rows } = await db.query<Entry>(
      "SELECT kind, agent_id::text, object_type, after FROM audit_log WHERE object_id = '970000000002'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'round.closed', agent_id: FA, object_type: 'round' });
    expect(rows[0].after.payout).toBe(12);
    const log = await db.query<{ kind: string; amount: string; balance_after: string }>(
      'SELECT kind, amount::text, balance_after::text FROM player_balance_log WHERE player_id = $1',
      [P1],
    );
    expect(log.rows).toEqual([{ kind: 'round-closed', amount: '12.00', balance_after: '112.00' }]);
  });

  it('an unknown round is 404', async () => {
    expect((await closeRound('970000000999')).status).toBe(404);
  });
});

describe('closing a casino’s pending games', () => {
  it('settles every pending round of the casino below the agent, once', async () => {
    const total = await totalBalance();
    const r = await closeCasino(PALACE);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ closed: 1, payouts: [{ currency: 'EUR', amount: 0 }] });
    expect(await totalBalance()).toBeCloseTo(total, 2);
    expect((await pending()).body.total).toBe(0);
    const again = await closeCasino(PALACE);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/no pending rounds/);
  });

  it('game history, player performance and agent summary agree once every round is closed', async () => {
    const history = await post('/api/report/gamehistory', { agentId: FA, ...DAYS });
    const summary = await post('/api/report/agentsummary', { agentId: FA, ...DAYS, includeSubAgents: true });
    const players = await post('/api/report/playerperformance', {
      agentId: FA,
      ...DAYS,
      includeSubAgents: true,
    });
    for (const currency of ['EUR', 'USD']) {
      const g = history.body.totals.find((t) => t.currency === currency)!;
      const s = summary.body.totals.find((t) => t.currency === currency)!;
      const p = players.body.totals.find((t) => t.currency === currency)!;
      expect([s.rounds, s.bets, s.wins, s.ggr]).toEqual([g.rows, g.betAmount, g.payout, g.ggr]);
      expect([p.rounds, p.bets, p.wins]).toEqual([g.rows, g.betAmount, g.payout]);
    }
    expect(history.body.total).toBe(5);
  });

  it('an unknown casino is 404', async () => {
    expect((await closeCasino(randomUUID())).status).toBe(404);
  });
});

describe('permissions and the agent boundary are the server’s', () => {
  it('the report needs its permission and the agent in the caller’s subtree', async () => {
    const none = await token({ RtgGroupClaims: [P.ViewGameHistoryReport] });
    expect((await post('/api/report/pendinggames', { agentId: FA }, null, none)).status).toBe(403);
    const view = await token({ RtgGroupClaims: [P.ViewPendingGamesReport] });
    expect((await post('/api/report/pendinggames', { agentId: FA }, null, view)).status).toBe(200);
    expect((await post('/api/report/pendinggames', { agentId: FA }, 'agent')).status).toBe(403);
    expect((await post('/api/report/pendinggames', { agentId: randomUUID() })).status).toBe(404);
    expect((await post('/api/report/pendinggames', { agentId: FA }, null)).status).toBe(401);
  });

  it('closing needs its own permission, and the round or agent within the caller’s subtree', async () => {
    const db = h.server.ctx.db;
    await db.query(
      "UPDATE game_rounds SET status = 'pending', settled_at = NULL WHERE bet_id IN (970000000001, 970000000005)",
    );
    const before = await balances();
    const viewOnly = await token({ RtgGroupClaims: [P.ViewPendingGamesReport] });
    expect((await closeRound('970000000001', viewOnly)).status).toBe(403);
    expect((await closeCasino(PALACE, FA, viewOnly)).status).toBe(403);
    const closeNoView = await token({ RtgClaims: [P.ClosePendingGames, P.CloseCasinoPendingGames] });
    expect((await closeRound('970000000001', closeNoView)).status).toBe(403);
    // a user of the child agent may not close the parent's round nor the parent's casino rounds
    const child = await token(
      {
        RtgClaims: [P.ClosePendingGames, P.CloseCasinoPendingGames],
        RtgGroupClaims: [P.ViewPendingGamesReport],
      },
      FC,
    );
    expect((await closeRound('970000000001', child)).status).toBe(403);
    expect((await closeCasino(PALACE, FA, child)).status).toBe(403);
    expect(await balances()).toEqual(before);
    // within its own subtree it closes its players' rounds only
    const own = await closeCasino(PALACE, FC, child);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ closed: 1, payouts: [{ currency: 'EUR', amount: 10 }] });
    expect((await pending()).body.rows.map((x) => x.betId)).toEqual(['970000000001']);
  });
});

describe('the demo activity has pending rounds', () => {
  it('every agent whose players played has a few pending rounds, each the last rounds of its player', async () => {
    const db = h.server.ctx.db;
    const { rows } = await db.query<Record<'agents' | 'pending_agents' | 'pending' | 'later', number>>(
      `SELECT (SELECT count(DISTINCT agent_id)::int FROM game_rounds WHERE template_id IS NOT NULL) AS agents,
              (SELECT count(DISTINCT agent_id)::int FROM game_rounds
                WHERE template_id IS NOT NULL AND status = 'pending') AS pending_agents,
              (SELECT count(*)::int FROM game_rounds WHERE template_id IS NOT NULL AND status = 'pending') AS pending,
              (SELECT count(*)::int FROM game_rounds p JOIN game_rounds s
                 ON s.player_id = p.player_id AND s.bet_time > p.bet_time AND s.status = 'settled'
                WHERE p.status = 'pending' AND p.template_id IS NOT NULL) AS later`,
    );
    expect(rows[0].agents).toBeGreaterThan(0);
    expect(rows[0].pending_agents).toBe(rows[0].agents);
    expect(rows[0].pending).toBeLessThan(rows[0].agents * 10);
    expect(rows[0].later).toBe(0);
  });
});
