/**
 * The reports over HTTP against the running server: each report's rows and totals against figures
 * worked out by hand on a small fixed activity (an agent in Seoul time with one sub-agent, three players,
 * a session across midnight), the reports agreeing with each other on the demo's 90 days, the agent
 * boundary and the report permissions refused on the server, the dashboard, and the CSV export (header
 * in the chosen language, quoting, formula neutralisation, a 100 000-row export streamed with bounded
 * memory).
 */
import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { columnsOf, REPORT_LIST } from '../../src/core/areas/reports/definitions';
import { P, type UserClaims } from '../../src/core/permissions';
import { casinoId } from '../../src/server/seed/casinos';
import type { Harness, Login } from './harness';
import { addAgentWithChild, addPlayers, withReportServer } from './report-fixtures';
import { demoPeriod, limitedToken, reportContext, reportPost, totalsOf } from './report-tokens';

let h: Harness;
const FA = randomUUID(); // 'Fixture, Agent "One"' (Asia/Seoul), below the root
const FC = randomUUID(); // its child
const P1 = randomUUID(); // EUR player of FA, named like a formula
const P2 = randomUUID(); // EUR player of FC
const P3 = randomUUID(); // USD player of FC
const FA_NAME = 'Fixture, Agent "One"';
const P1_NAME = '=HYPERLINK("http://evil.example")';
const PALACE = casinoId('Aurora Palace'); // where sessions 1 and 2 were played; session 3 in none
const LIBERTY = casinoId('Liberty Strip Casino'); // assigned to FA, never played in
const FA_CAFE = randomUUID(); // FA's cafe, where P1 signed up

const DAY_10 = { from: '2026-01-10', to: '2026-01-10' };
const BOTH_DAYS = { from: '2026-01-10', to: '2026-01-11' };

async function seedFixture(harness: Harness): Promise<void> {
  h = harness;
  const db = h.server.ctx.db;
  await addAgentWithChild(
    h,
    { id: FA, name: FA_NAME },
    { id: FC, name: 'Fixture Child' },
    { country: 'KR', timeZone: 'Asia/Seoul' },
  );
  await db.query(
    `INSERT INTO poses (id, agent_id, name, currency_id) VALUES ($1, $2, 'Fixture Cafe', 'EUR')`,
    [FA_CAFE, FA],
  );
  await addPlayers(h, [
    [P1, FA, P1_NAME, 'EUR', FA_CAFE],
    [P2, FC, 'p_two', 'EUR'],
    [P3, FC, 'p_three', 'USD'],
  ]);
  // Seoul is UTC+9: the local day 2026-01-10 runs from 2026-01-09T15:00Z to 2026-01-10T15:00Z.
  await db.query(
    `INSERT INTO player_sessions (id, player_id, agent_id, started_at, ended_at, channel, ip_address, device, casino_id)
     VALUES
       (900000001, $1, $4, '2026-01-10T01:00Z', '2026-01-10T02:00Z', 0, '203.0.113.1', 'Windows 11 · Chrome 131', $6),
       (900000002, $2, $5, '2026-01-10T14:30Z', '2026-01-10T15:30Z', 1, '198.51.100.2', 'iPhone · Safari 18', $6),
       (900000003, $3, $5, '2026-01-11T03:00Z', '2026-01-11T03:30Z', 4, '198.51.100.3', 'iOS 18 · Aurora Casino 5.4', NULL)`,
    [P1, P2, P3, FA, FC, PALACE],
  );
  await db.query('INSERT INTO casino_agents (casino_id, agent_id) VALUES ($1, $2)', [LIBERTY, FA]);
  const round = (
    bet: number,
    session: number,
    player: string,
    agent: string,
    game: number,
    kind: string,
    currency: string,
    betAmount: string,
    payout: string,
    at: string,
  ) =>
    db.query(
      `INSERT INTO game_rounds (bet_id, round_id, player_id, agent_id, external_game_id, game_kind, currency, bet_amount,
         payout, bet_time, detail, session_id) VALUES ($1, $11, $2, $3, $4, $5, $6, $7, $8, $9, '{}', $10)`,
      [bet, player, agent, game, kind, currency, betAmount, payout, at, session, String(bet)],
    );
  await round(990000000001, 900000001, P1, FA, 101, 'slot', 'EUR', '10.00', '4.00', '2026-01-10T01:10Z');
  await round(990000000002, 900000001, P1, FA, 201, 'blackjack', 'EUR', '5.00', '0.00', '2026-01-10T01:20Z');
  await round(
    990000000003,
    900000002,
    P2,
    FC,
    601,
    'crashGames',
    'EUR',
    '20.00',
    '30.00',
    '2026-01-10T14:45Z',
  );
  await round(990000000004, 900000002, P2, FC, 101, 'slot', 'EUR', '10.00', '0.00', '2026-01-10T15:15Z');
  await round(990000000005, 900000003, P3, FC, 301, 'roulette', 'USD', '7.00', '7.00', '2026-01-11T03:10Z');
  // a round left pending (bet taken, payout not credited): only the pending-games report shows it
  await round(990000000006, 900000001, P1, FA, 101, 'slot', 'EUR', '2.00', '1.00', '2026-01-10T01:50Z');
  await db.query("UPDATE game_rounds SET status = 'pending' WHERE bet_id = 990000000006");
  await db.query(
    `UPDATE game_rounds r SET casino_id = s.casino_id FROM player_sessions s
      WHERE s.id = r.session_id AND r.bet_id BETWEEN 990000000001 AND 990000000006`,
  );
  await db.query(
    `INSERT INTO wallet_transactions (player_id, agent_id, session_id, type, amount, currency, created_at) VALUES
       ($1, $4, 900000001, 'Deposit', 100, 'EUR', '2026-01-10T00:58Z'),
       ($2, $5, 900000002, 'Withdrawal', 8, 'EUR', '2026-01-10T15:33Z'),
       ($3, $5, 900000003, 'Deposit', 50, 'USD', '2026-01-11T02:58Z')`,
    [P1, P2, P3, FA, FC],
  );
  await db.query(
    `INSERT INTO balance_adjustments (player_id, agent_id, kind, amount, currency, reason, user_id, created_at) VALUES
       ($2, $4, 'Bonus', 5, 'EUR', 'Welcome bonus', $5, '2026-01-11T00:00Z'),
       ($1, $3, 'Chargeback', -3, 'EUR', '+cmd', $5, '2026-01-10T03:00Z')`,
    [P1, P2, FA, FC, h.seed.users.admin],
  );
  await db.query(
    `INSERT INTO credit_transfers (from_agent_id, to_agent_id, amount, user_id, created_at) VALUES
       ($1, $2, 1000, $4, '2026-01-10T00:00Z'), ($2, $3, 200, $4, '2026-01-10T00:30Z'),
       ($3, $2, 50, $4, '2026-01-11T00:00Z')`,
    [h.seed.rootAgentId, FA, FC, h.seed.users.admin],
  );
  // Features of the rounds above (their money already inside the rounds' bets and payouts), for the
  // reports that read them (their own figures: test/server/reports-feat.test.ts).
  await db.exec(`INSERT INTO side_bets (bet_id, feature_type, stake, win) VALUES (990000000001, 'FunnyFatty', 2, 0);
    INSERT INTO jackpot_hits (bet_id, jackpot_type, amount) VALUES (990000000003, 'Mini', 20)`);
  await db.query(
    `INSERT INTO opt_in_actions (player_id, agent_id, external_game_id, action, created_at)
     VALUES ($1, $2, 101, 'OptIn', '2026-01-10T01:05Z')`,
    [P1, FA],
  );
  await db.query(
    `WITH t AS (INSERT INTO tournaments (agent_id, name, currency, starts_at, ends_at)
                VALUES ($1, 'Fixture Cup', 'EUR', '2026-01-05T00:00Z', '2026-01-12T00:00Z') RETURNING id)
     INSERT INTO tournament_winners (tournament_id, rank, player_id, prize) SELECT id, 1, $2, 10 FROM t`,
    [FA, P1],
  );
}

withReportServer(seedFixture);

const post = reportPost(() => h);

describe('game history: the rounds of the agent and below, in days of its time zone', () => {
  it('the local day 10 January holds the three rounds played before midnight in Seoul', async () => {
    const r = await post('/api/report/gamehistory', { agentId: FA, ...DAY_10 });
    expect(r.status).toBe(200);
    expect(r.body.rows.map((x) => x.betId)).toEqual(['990000000003', '990000000002', '990000000001']);
    expect(r.body.total).toBe(3);
    expect(r.body.totals).toEqual([
      { currency: 'EUR', rows: 3, betTime: 3, betAmount: 35, payout: 34, ggr: 1 },
    ]);
    expect(r.body.timeZone).toBe('Asia/Seoul');
    expect(r.body.from).toBe('2026-01-09T15:00:00.000Z');
    expect(r.body.to).toBe('2026-01-10T15:00:00.000Z');
  });

  it('each row is the shared report row with the game, its family, the player and the agent', async () => {
    const r = await post('/api/report/gamehistory', { agentId: FA, ...DAY_10, sort: 'betTime' });
    expect(r.body.rows[0]).toEqual({
      betTime: '2026-01-10T01:10:00.000Z',
      gameName: 'Golden Lotus',
      family: 'slot',
      account: P1_NAME,
      agentName: FA_NAME,
      casinoName: 'Aurora Palace',
      betId: '990000000001',
      roundId: '990000000001',
      currency: 'EUR',
      betAmount: 10,
      payout: 4,
      ggr: 6,
      idStr: '990000000001',
      externalGameId: 101,
      playerId: P1,
      agentId: FA,
      casinoId: PALACE,
    });
  });

  it('totals are per currency over every page, not the page shown', async () => {
    const r = await post('/api/report/gamehistory', { agentId: FA, ...BOTH_DAYS, pageSize: 1, pageIndex: 1 });
    expect(r.body.rows).toHaveLength(1);
    expect(r.body.total).toBe(5);
    expect(totalsOf(r.body, 'EUR')).toMatchObject({ rows: 4, betAmount: 45, payout: 34, ggr: 11 });
    expect(totalsOf(r.body, 'USD')).toMatchObject({ rows: 1, betAmount: 7, payout: 7, ggr: 0 });
  });

  it('select all (-999) filters nothing; the null marker picks the games of no family; a family its games', async () => {
    const all = await post('/api/report/gamehistory', {
      agentId: FA,
      ...BOTH_DAYS,
      gameFamily: '-999',
      externalGameId: -999,
      currency: '-999',
      playerId: '-999',
    });
    expect(all.body.total).toBe(5);
    const none = await post('/api/report/gamehistory', {
      agentId: FA,
      ...BOTH_DAYS,
      gameFamily: '__NULL__NULL__',
    });
    expect(none.body.rows.map((x) => x.externalGameId)).toEqual([601]);
    const slots = await post('/api/report/gamehistory', { agentId: FA, ...BOTH_DAYS, gameFamily: 'slot' });
    expect(slots.body.rows.map((x) => x.betId).sort()).toEqual(['990000000001', '990000000004']);
    const game = await post('/api/report/gamehistory', {
      agentId: FA,
      ...BOTH_DAYS,
      externalGameId: 301,
      currency: 'USD',
    });
    expect(game.body.rows.map((x) => x.betId)).toEqual(['990000000005']);
    const player = await post('/api/report/gamehistory', { agentId: FA, ...BOTH_DAYS, playerId: P2 });
    expect(player.body.total).toBe(2);
  });

  it('a casino picks the rounds played in it; the null marker those played outside any casino', async () => {
    const palace = await post('/api/report/gamehistory', { agentId: FA, ...BOTH_DAYS, casinoId: PALACE });
    expect(palace.body.rows.map((x) => x.betId).sort()).toEqual([
      '990000000001',
      '990000000002',
      '990000000003',
      '990000000004',
    ]);
    const none = await post('/api/report/gamehistory', {
      agentId: FA,
      ...BOTH_DAYS,
      casinoId: '__NULL__NULL__',
    });
    expect(none.body.rows.map((x) => [x.betId, x.casinoName])).toEqual([['990000000005', null]]);
    const sessions = await post('/api/report/playersessions', {
      agentId: FA,
      ...BOTH_DAYS,
      casinoId: LIBERTY,
    });
    expect(sessions.body.total).toBe(0);
  });

  it('the form offers the casinos the agent holds and those its activity was played in', async () => {
    const r = await reportContext<{ casinos: { id: string; name: string }[] }>(h, FA);
    expect(r.body.casinos).toEqual([
      { id: PALACE, name: 'Aurora Palace' },
      { id: LIBERTY, name: 'Liberty Strip Casino' },
    ]);
  });

  it('another agent is found by name among those of the user’s own subtree the report may run for', async () => {
    const search = (who: Login, filter: string) =>
      h.as<{ id: string; name: string; parentName: string | null }[]>(
        who,
        'report',
        'GET',
        '/api/report/agents',
        {
          query: { report: 'game-history', filter },
        },
      );
    expect((await search('admin', 'fixture')).body).toEqual([
      { id: FA, name: FA_NAME, parentName: 'Aurora Gaming Group' },
      { id: FC, name: 'Fixture Child', parentName: FA_NAME },
    ]);
    const names = (await search('agent', 'aurora')).body.map((a) => a.name);
    expect(names[0]).toBe('Aurora Americas');
    expect(names).not.toContain('Aurora Gaming Group');
    expect(names).not.toContain('Aurora Europe');
  });

  it('without sub-agents only the agent’s own players’ rounds', async () => {
    const r = await post('/api/report/gamehistory', { agentId: FA, ...BOTH_DAYS, includeSubAgents: false });
    expect(r.body.rows.map((x) => x.account)).toEqual([P1_NAME, P1_NAME]);
  });

  it('sorts on the server by any column, with the row id breaking ties', async () => {
    const r = await post('/api/report/gamehistory', { agentId: FA, ...BOTH_DAYS, sort: '-betAmount' });
    expect(r.body.rows.map((x) => x.betAmount)).toEqual([20, 10, 10, 7, 5]);
    expect(r.body.rows.slice(1, 3).map((x) => x.betId)).toEqual(['990000000001', '990000000004']);
  });
});

describe('player sessions', () => {
  it('a session that crosses midnight counts the rounds inside the range', async () => {
    const r = await post('/api/report/playersessions', { agentId: FA, ...DAY_10, sort: 'startedAt' });
    expect(
      r.body.rows.map((x) => [x.sessionId, x.rounds, x.bets, x.wins, x.ggr, x.duration, x.channel]),
    ).toEqual([
      ['900000001', 2, 15, 4, 11, 3600, 0],
      ['900000002', 1, 20, 30, -10, 3600, 1],
    ]);
    expect(r.body.totals).toEqual([
      { currency: 'EUR', rows: 2, startedAt: 2, rounds: 3, bets: 35, wins: 34, ggr: 1 },
    ]);
  });

  it('the device, address and player of a session', async () => {
    const r = await post('/api/report/playersessions', { agentId: FC, ...BOTH_DAYS, currency: 'USD' });
    expect(r.body.rows).toHaveLength(1);
    expect(r.body.rows[0]).toMatchObject({
      playerName: 'p_three',
      device: 'iOS 18 · Aurora Casino 5.4',
      ipAddress: '198.51.100.3',
      channel: 4,
    });
  });
});

describe('agent summary', () => {
  it('the agent’s own players and each sub-agent with everything below it, per currency', async () => {
    const r = await post('/api/report/agentsummary', { agentId: FA, ...BOTH_DAYS, includeSubAgents: false });
    const rows = r.body.rows.map((x) => ({ ...x, agentId: undefined, rowKey: undefined }));
    expect(rows).toEqual([
      {
        agentName: 'Fixture Child',
        currency: 'EUR',
        players: 1,
        rounds: 2,
        bets: 30,
        wins: 30,
        ggr: 0,
        hold: 0,
        deposits: 0,
        withdrawals: 8,
        adjustments: 5,
        agentId: undefined,
        rowKey: undefined,
      },
      {
        agentName: 'Fixture Child',
        currency: 'USD',
        players: 1,
        rounds: 1,
        bets: 7,
        wins: 7,
        ggr: 0,
        hold: 0,
        deposits: 50,
        withdrawals: 0,
        adjustments: 0,
        agentId: undefined,
        rowKey: undefined,
      },
      {
        agentName: FA_NAME,
        currency: 'EUR',
        players: 1,
        rounds: 2,
        bets: 15,
        wins: 4,
        ggr: 11,
        hold: 11 / 15,
        deposits: 100,
        withdrawals: 0,
        adjustments: -3,
        agentId: undefined,
        rowKey: undefined,
      },
    ]);
    expect(totalsOf(r.body, 'EUR')).toEqual({
      currency: 'EUR',
      rows: 2,
      players: 2,
      rounds: 4,
      bets: 45,
      wins: 34,
      ggr: 11,
      hold: 11 / 45,
      deposits: 100,
      withdrawals: 8,
      adjustments: 2,
    });
  });

  it('an agent without activity in the range shows zeros in its own currency', async () => {
    const r = await post('/api/report/agentsummary', {
      agentId: FA,
      from: '2025-01-01',
      to: '2025-01-02',
      includeSubAgents: true,
    });
    expect(r.body.rows.map((x) => [x.agentName, x.currency, x.rounds, x.bets, x.hold])).toEqual([
      ['Fixture Child', 'EUR', 0, 0, null],
      [FA_NAME, 'EUR', 0, 0, null],
    ]);
  });
});

describe('credit transfer and balance adjustments', () => {
  it('the transfers to and from the agent, in the receiving side’s currency, with the user', async () => {
    const r = await post('/api/report/credittransfer', { agentId: FA, ...BOTH_DAYS, sort: 'createdAt' });
    expect(
      r.body.rows.map((x) => [x.fromAgentName, x.toAgentName, x.amount, x.currency, x.userName]),
    ).toEqual([
      ['Aurora Gaming Group', FA_NAME, 1000, 'EUR', 'admin'],
      [FA_NAME, 'Fixture Child', 200, 'EUR', 'admin'],
      ['Fixture Child', FA_NAME, 50, 'EUR', 'admin'],
    ]);
    const child = await post('/api/report/credittransfer', { agentId: FC, ...BOTH_DAYS });
    expect(child.body.totals).toEqual([{ currency: 'EUR', rows: 2, createdAt: 2, amount: 250 }]);
  });

  it('adjustments keep their sign; the total is the net change', async () => {
    const r = await post('/api/report/balanceadjustments', { agentId: FA, ...BOTH_DAYS, sort: 'createdAt' });
    expect(r.body.rows.map((x) => [x.kind, x.amount, x.reason, x.playerName])).toEqual([
      ['Chargeback', -3, '+cmd', P1_NAME],
      ['Bonus', 5, 'Welcome bonus', 'p_two'],
    ]);
    expect(r.body.totals).toEqual([{ currency: 'EUR', rows: 2, createdAt: 2, amount: 2 }]);
  });
});

describe('the reports agree with each other on the demo activity', () => {
  it('agent summary, player sessions and game history give the same rounds, bets, wins and GGR per currency', async () => {
    const root = h.seed.rootAgentId;
    const range = { ...demoPeriod(), includeSubAgents: true };
    const summary = await post('/api/report/agentsummary', { agentId: root, ...range, pageSize: 500 });
    const sessions = await post('/api/report/playersessions', { agentId: root, ...range, pageSize: 1 });
    const rounds = await post('/api/report/gamehistory', { agentId: root, ...range, pageSize: 1 });
    expect(rounds.body.total).toBeGreaterThan(10_000);
    for (const t of rounds.body.totals) {
      const s = totalsOf(summary.body, t.currency!)!;
      const p = totalsOf(sessions.body, t.currency!)!;
      expect([s.rounds, s.bets, s.wins, s.ggr], t.currency!).toEqual([t.rows, t.betAmount, t.payout, t.ggr]);
      expect([p.rounds, p.bets, p.wins, p.ggr], t.currency!).toEqual([t.rows, t.betAmount, t.payout, t.ggr]);
    }
  });

  it('the agent login sees the rounds of its own subtree only', async () => {
    const own = h.seed.secondLevelAgentId;
    const r = await post('/api/report/gamehistory', { agentId: own, pageSize: 500 }, 'agent');
    expect(r.status).toBe(200);
    const { rows } = await h.server.ctx.db.query<{ id: string }>(
      "SELECT id::text FROM agents WHERE path LIKE (SELECT path FROM agents WHERE id = $1) || '%'",
      [own],
    );
    const subtree = new Set(rows.map((x) => x.id));
    expect(r.body.rows.length).toBeGreaterThan(100);
    expect(r.body.rows.every((x) => subtree.has(String(x.agentId)))).toBe(true);
  });
});

describe('permissions and the agent boundary are the server’s', () => {
  /** A user of the root agent holding only `claims`. */
  const token = (claims: Partial<UserClaims>) => limitedToken(h, claims);

  it('401 without a token, 404 for an unknown agent, 403 outside the subtree', async () => {
    expect((await post('/api/report/gamehistory', { agentId: FA }, null)).status).toBe(401);
    expect((await post('/api/report/gamehistory', { agentId: randomUUID() })).status).toBe(404);
    expect((await post('/api/report/agentsummary', { agentId: h.seed.rootAgentId }, 'agent')).status).toBe(
      403,
    );
    expect((await post('/api/report/agentsummary', { agentId: FA }, 'agent')).status).toBe(403);
  });

  it('each report needs its own permission; below the direct children the view-children permission too', async () => {
    const only = await token({ RtgGroupClaims: [P.ViewGameHistoryReport] });
    const root = h.seed.rootAgentId;
    expect((await post('/api/report/gamehistory', { agentId: root }, null, only)).status).toBe(200);
    expect((await post('/api/report/agentsummary', { agentId: root }, null, only)).status).toBe(403);
    expect(
      (
        await post(
          '/api/report/dashboard',
          { agentId: root, from: '2026-01-01', to: '2026-01-02' },
          null,
          only,
        )
      ).status,
    ).toBe(403);
    expect((await post('/api/report/gamehistory', { agentId: FA }, null, only)).status).toBe(200);
    expect((await post('/api/report/gamehistory', { agentId: FC }, null, only)).status).toBe(403);
    const deep = await token({
      RtgGroupClaims: [P.ViewGameHistoryReport],
      AgentClaims: [P.View2ndPlusLevelChildren],
    });
    expect((await post('/api/report/gamehistory', { agentId: FC }, null, deep)).status).toBe(200);
  });

  it('400 with field errors: a family that is none, a sort the report does not offer, an end before the start', async () => {
    const bad = await post<{ errors: { field: string }[] }>('/api/report/gamehistory', {
      agentId: FA,
      gameFamily: 'poker',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.field)).toEqual(['gameFamily']);
    const sort = await post<{ errors: { field: string }[] }>('/api/report/gamehistory', {
      agentId: FA,
      sort: 'password',
    });
    expect(sort.body.errors.map((e) => e.field)).toEqual(['sort']);
    const order = await post<{ errors: { field: string }[] }>('/api/report/gamehistory', {
      agentId: FA,
      from: '2026-01-11',
      to: '2026-01-10',
    });
    expect(order.status).toBe(400);
    expect(order.body.errors.map((e) => e.field)).toEqual(['to']);
  });
});

describe('the dashboard', () => {
  it('totals of a period in one currency beside the period before, GGR per day, top games, players per channel', async () => {
    const r = await post<{
      currency: string;
      current: Record<string, number | string>;
      previous: Record<string, number | string>;
      ggrPerDay: { day: string; ggr: number }[];
      topGames: { externalGameId: number; ggr: number }[];
      channels: { channel: number; players: number; sessions: number }[];
    }>('/api/report/dashboard', { agentId: FA, from: '2026-01-11', to: '2026-01-11' });
    expect(r.status).toBe(200);
    expect(r.body.currency).toBe('EUR');
    expect(r.body.current).toMatchObject({
      from: '2026-01-11',
      bets: 10,
      wins: 0,
      ggr: 10,
      rounds: 1,
      activePlayers: 1,
      deposits: 0,
    });
    expect(r.body.previous).toMatchObject({
      from: '2026-01-10',
      to: '2026-01-10',
      bets: 35,
      wins: 34,
      ggr: 1,
      rounds: 3,
      activePlayers: 2,
      deposits: 100,
    });
    expect(r.body.ggrPerDay).toEqual([{ day: '2026-01-11', bets: 10, wins: 0, ggr: 10 }]);
    expect(r.body.topGames.map((g) => [g.externalGameId, g.ggr])).toEqual([[101, 10]]);
    expect(r.body.channels.map((c) => c.players)).toEqual([0, 0, 0, 0, 0]);
    const usd = await post<{ current: { bets: number } }>('/api/report/dashboard', {
      agentId: FA,
      ...BOTH_DAYS,
      currency: 'USD',
    });
    expect(usd.body.current.bets).toBe(7);
  });
});

describe('CSV export', () => {
  const csv = (body: unknown, lng?: string, who: Login = 'admin', name?: string) =>
    h.as(who, 'report', 'POST', '/api/report/gamehistory', {
      body,
      query: lng ? { lng } : {},
      headers: { accept: 'text/csv', ...(name ? { 'report-name': encodeURIComponent(name) } : {}) },
    });
  const lines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n');

  it('a header row in the chosen language, then the rows, amounts as plain decimals', async () => {
    const r = await csv({ agentId: FA, ...DAY_10, sort: 'betTime', includeSubAgents: false }, 'en');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(lines(r.text)).toEqual([
      'Bet time,Game,Game family,Player,Agent,Casino,Bet ID,Round ID,Currency,Bet,Payout,GGR',
      `10/01/26 10:10:00,Golden Lotus,Slot,"'=HYPERLINK(""http://evil.example"")","Fixture, Agent ""One""",Aurora Palace,990000000001,990000000001,EUR,10.00,4.00,6.00`,
      `10/01/26 10:20:00,European Blackjack,Table Game,"'=HYPERLINK(""http://evil.example"")","Fixture, Agent ""One""",Aurora Palace,990000000002,990000000002,EUR,5.00,0.00,5.00`,
      '',
    ]);
    const zh = await csv({ agentId: FA, ...DAY_10, sort: 'betTime', includeSubAgents: false }, 'zh-cn');
    expect(lines(zh.text)[0]).toBe(
      '投注时间,游戏,游戏类别,玩家,代理,娱乐场,投注编号,局编号,货币,投注,派彩,毛博彩收入',
    );
    expect(lines(zh.text)[1]).toContain(',金莲花,老虎机,');
  });

  it.each(REPORT_LIST.map((def) => [def.key, def] as const))(
    'the %s report exports its columns',
    async (_key, def) => {
      const r = await h.as('admin', 'report', 'POST', def.path, {
        body: { agentId: FA, ...BOTH_DAYS },
        query: { lng: 'en' },
        headers: { accept: 'text/csv' },
      });
      expect(r.status).toBe(200);
      const rows = lines(r.text).filter(Boolean);
      expect(rows[0].split(',')).toHaveLength(columnsOf(def).length);
      expect(rows.length).toBeGreaterThan(1);
    },
  );

  it('names the file after the report-name header', async () => {
    const r = await csv({ agentId: FA }, 'zh-cn', 'admin', '游戏历史');
    expect(decodeURIComponent(r.headers.get('content-disposition')!)).toMatch(
      /^attachment; filename\*=UTF-8''游戏历史 \d{4}-\d{2}-\d{2}\.csv$/,
    );
  });

  it('negative amounts stay numbers while a reason starting with + is neutralised', async () => {
    const r = await h.as('admin', 'report', 'POST', '/api/report/balanceadjustments', {
      body: { agentId: FA, ...BOTH_DAYS, sort: 'createdAt' },
      query: { lng: 'en' },
      headers: { accept: 'text/csv' },
    });
    expect(lines(r.text)[1].split(',').slice(-4)).toEqual(['EUR', '-3.00', "'+cmd", 'admin']);
  });

  it('needs the export permission for the agent; an unknown language is a 400', async () => {
    expect((await csv({ agentId: FA }, 'en', 'viewer')).status).toBe(403);
    expect(
      (await h.as('viewer', 'report', 'POST', '/api/report/gamehistory', { body: { agentId: FA } })).status,
    ).toBe(200);
    expect((await csv({ agentId: FA }, 'fr')).status).toBe(400);
  });

  it('a 100 000-row export streams with bounded memory', async () => {
    const db = h.server.ctx.db;
    await db.query(
      `INSERT INTO game_rounds (bet_id, round_id, player_id, agent_id, external_game_id, game_kind, currency, bet_amount,
         payout, bet_time, detail)
       SELECT 991000000000 + i, (991000000000 + i)::text, $1, $2, 101, 'slot', 'EUR', 1 + (i % 50), i % 7,
              '2026-02-01T00:00Z'::timestamptz + i * interval '1 second', '{}'
         FROM generate_series(1, 100000) AS i`,
      [P1, FA],
    );
    // what the process keeps, measured after a collection (garbage of finished batches does not count)
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const base = process.memoryUsage().heapUsed;
    let peak = 0;
    const sample = setInterval(() => {
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed - base);
    }, 250);
    const url = new URL(`${h.server.urls.report}/api/report/gamehistory`);
    url.searchParams.set('lng', 'en');
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${h.tokens.admin}`,
        'content-type': 'application/json',
        accept: 'text/csv',
      },
      body: JSON.stringify({ agentId: FA, from: '2026-02-01', to: '2026-02-28', includeSubAgents: false }),
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let bytes = 0;
    let newlines = 0;
    let first: Uint8Array | null = null;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      first ??= value.slice(0, 3);
      bytes += value.length;
      for (const b of value) if (b === 10) newlines++;
    }
    clearInterval(sample);
    expect([...first!]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 byte-order mark
    expect(newlines).toBe(100_001);
    expect(bytes).toBeGreaterThan(8_000_000);
    // the rows of a batch and the text of a few batches, never the file: far below its size
    expect(peak).toBeLessThan(bytes / 2);
  }, 120_000);
});
