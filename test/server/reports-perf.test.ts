/**
 * The performance reports over HTTP (cafe summary, player game, game, casino and player performance,
 * game activity): rows and totals against figures worked out by hand on a small fixed activity (an
 * agent in India time, UTC+5:30, with a sub-agent, two cafes, three players, a session across local
 * midnight), the permission and the agent boundary refused on the server, and the reports' totals
 * equal to game history's on the demo's 90 days.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ReportAnswer, ReportTotals } from '../../src/core/areas/reports/contract';
import { PERFORMANCE_REPORT_KEYS, REPORTS } from '../../src/core/areas/reports/definitions';
import { P, type UserClaims } from '../../src/core/permissions';
import { casinoId } from '../../src/server/seed/casinos';
import type { Harness } from './harness';
import { addAgentWithChild, addPlayers, withReportServer } from './report-fixtures';
import { demoPeriod, limitedToken, pick, reportContext, reportPost, totalsOf } from './report-tokens';

let h: Harness;
const PA = randomUUID(); // 'Perf Agent' (Asia/Kolkata), below the root
const PC = randomUUID(); // its child
const CAFE_A = randomUUID(); // PA's cafe
const CAFE_B = randomUUID(); // PC's cafe
const Q1 = randomUUID(); // EUR player of PA, signed up at cafe A
const Q2 = randomUUID(); // EUR player of PC, signed up at cafe B
const Q3 = randomUUID(); // USD player of PC, signed up online
const PALACE = casinoId('Aurora Palace');
const BOTH_DAYS = { from: '2026-03-05', to: '2026-03-06' };
const DAY_6 = { from: '2026-03-06', to: '2026-03-06' };

async function seedFixture(harness: Harness): Promise<void> {
  h = harness;
  const db = h.server.ctx.db;
  // a zone half an hour off the hour, so local hours are not UTC hours
  await db.query(
    `INSERT INTO timezones (id, timezone_location, utc_offset_minutes)
     VALUES ('Asia/Kolkata', '(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi', 330) ON CONFLICT DO NOTHING`,
  );
  await addAgentWithChild(
    h,
    { id: PA, name: 'Perf Agent' },
    { id: PC, name: 'Perf Child' },
    { country: 'KR', timeZone: 'Asia/Kolkata' },
  );
  await db.query(
    `INSERT INTO poses (id, agent_id, name, currency_id) VALUES ($1, $3, 'Perf Cafe Central', 'EUR'),
       ($2, $4, 'Perf Cafe Harbour', 'EUR')`,
    [CAFE_A, CAFE_B, PA, PC],
  );
  await addPlayers(h, [
    [Q1, PA, 'perf_one', 'EUR', CAFE_A],
    [Q2, PC, 'perf_two', 'EUR', CAFE_B],
    [Q3, PC, 'perf_three', 'USD'],
  ]);
  // Kolkata is UTC+5:30: the local 5 March runs from 2026-03-04T18:30Z to 2026-03-05T18:30Z.
  await db.query(
    `INSERT INTO player_sessions (id, player_id, agent_id, started_at, ended_at, channel, technology, casino_id) VALUES
       (910000001, $1, $4, '2026-03-05T04:00Z', '2026-03-05T05:00Z', 0, 2, $6),
       (910000002, $2, $5, '2026-03-05T18:00Z', '2026-03-05T19:00Z', 2, 1, $6),
       (910000003, $3, $5, '2026-03-06T06:00Z', '2026-03-06T06:30Z', 1, 3, NULL),
       (910000004, $1, $4, '2026-03-06T10:00Z', '2026-03-06T10:20Z', 0, 3, $6)`,
    [Q1, Q2, Q3, PA, PC, PALACE],
  );
  const rounds: [number, number, string, string, number, string, string, string, string][] = [
    [1, 910000001, Q1, PA, 101, 'EUR', '10.00', '4.00', '2026-03-05T04:10Z'],
    [2, 910000001, Q1, PA, 201, 'EUR', '5.00', '0.00', '2026-03-05T04:40Z'],
    [3, 910000002, Q2, PC, 101, 'EUR', '20.00', '30.00', '2026-03-05T18:20Z'],
    [4, 910000002, Q2, PC, 101, 'EUR', '10.00', '0.00', '2026-03-05T18:40Z'],
    [5, 910000003, Q3, PC, 301, 'USD', '7.00', '7.00', '2026-03-06T06:10Z'],
    [6, 910000004, Q1, PA, 101, 'EUR', '4.00', '12.00', '2026-03-06T10:05Z'],
    [7, 910000004, Q1, PA, 101, 'EUR', '2.00', '0.00', '2026-03-06T10:15Z'],
  ];
  for (const [n, session, player, agent, game, currency, bet, payout, at] of rounds)
    await db.query(
      `INSERT INTO game_rounds (bet_id, round_id, player_id, agent_id, external_game_id, game_kind, currency, bet_amount,
         payout, bet_time, detail, session_id, casino_id)
       SELECT $1::bigint, $1::bigint::text, $2::uuid, $3::uuid, $4::int, CASE $4::int WHEN 101 THEN 'slot' WHEN 201 THEN 'blackjack' ELSE 'roulette' END,
              $5, $6::numeric, $7::numeric, $8::timestamptz, '{}', $9::bigint, s.casino_id
         FROM player_sessions s WHERE s.id = $9::bigint`,
      [992000000000 + n, player, agent, game, currency, bet, payout, at, session],
    );
  await db.query(
    `INSERT INTO wallet_transactions (player_id, agent_id, type, amount, currency, created_at) VALUES
       ($1, $4, 'Deposit', 100, 'EUR', '2026-03-05T03:58Z'),
       ($2, $5, 'Deposit', 50, 'EUR', '2026-03-05T17:58Z'),
       ($2, $5, 'Withdrawal', 8, 'EUR', '2026-03-05T19:03Z'),
       ($3, $5, 'Deposit', 20, 'USD', '2026-03-06T05:58Z'),
       ($1, $4, 'Withdrawal', 6, 'EUR', '2026-03-06T10:25Z')`,
    [Q1, Q2, Q3, PA, PC],
  );
}

withReportServer(seedFixture);

const post = reportPost(() => h);

describe('cafe summary: per cafe and day of the agent’s time zone', () => {
  it('deposits, withdrawals, net cash and the rounds of each cafe’s players, per local day', async () => {
    const r = await post(REPORTS['cafe-summary'].path, { agentId: PA, ...BOTH_DAYS, sort: 'posName' });
    expect(r.status).toBe(200);
    expect(
      pick(r.body.rows, 'posName day agentName deposits withdrawals netCash rounds bets wins ggr').sort(
        (a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`),
      ),
    ).toEqual([
      ['Perf Cafe Central', '2026-03-05', 'Perf Agent', 100, 0, 100, 2, 15, 4, 11],
      ['Perf Cafe Central', '2026-03-06', 'Perf Agent', 0, 6, -6, 2, 6, 12, -6],
      ['Perf Cafe Harbour', '2026-03-05', 'Perf Child', 50, 0, 50, 1, 20, 30, -10],
      ['Perf Cafe Harbour', '2026-03-06', 'Perf Child', 0, 8, -8, 1, 10, 0, 10],
    ]);
    expect(r.body.totals).toEqual([
      {
        currency: 'EUR',
        rows: 4,
        day: 4,
        deposits: 150,
        withdrawals: 14,
        netCash: 136,
        rounds: 6,
        bets: 51,
        wins: 46,
        ggr: 5,
      },
    ]);
  });

  it('players who signed up online belong to no cafe; without sub-agents only the agent’s own cafes', async () => {
    const own = await post(REPORTS['cafe-summary'].path, {
      agentId: PA,
      ...BOTH_DAYS,
      includeSubAgents: false,
    });
    expect(new Set(own.body.rows.map((x) => x.posName))).toEqual(new Set(['Perf Cafe Central']));
    const child = await post(REPORTS['cafe-summary'].path, { agentId: PC, ...BOTH_DAYS });
    expect(child.body.rows.every((x) => x.currency === 'EUR')).toBe(true);
    expect(totalsOf(child.body, 'EUR')).toMatchObject({ deposits: 50, withdrawals: 8, rounds: 2 });
  });
});

describe('the cafe parameter', () => {
  it('the form offers the cafes of the agent and below by name; one cafe picks its rows', async () => {
    const context = await reportContext<{ poses: { id: string; name: string; agentName: string }[] }>(h, PA);
    expect(context.body.poses).toEqual([
      { id: CAFE_A, name: 'Perf Cafe Central', agentName: 'Perf Agent' },
      { id: CAFE_B, name: 'Perf Cafe Harbour', agentName: 'Perf Child' },
    ]);
    const r = await post(REPORTS['cafe-summary'].path, { agentId: PA, ...BOTH_DAYS, posId: CAFE_B });
    expect(new Set(r.body.rows.map((x) => x.posName))).toEqual(new Set(['Perf Cafe Harbour']));
    expect(totalsOf(r.body, 'EUR')).toMatchObject({ deposits: 50, withdrawals: 8, rounds: 2 });
    const all = await post(REPORTS['cafe-summary'].path, { agentId: PA, ...BOTH_DAYS, posId: '-999' });
    expect(all.body.total).toBe(4);
    const bad = await post(REPORTS['cafe-summary'].path, { agentId: PA, ...BOTH_DAYS, posId: 'cafe' });
    expect(bad.status).toBe(400);
  });
});

describe('player game: per player and game', () => {
  it('rounds, bets, wins, GGR and hold of each player’s games, totals per currency', async () => {
    const r = await post(REPORTS['player-game'].path, { agentId: PA, ...BOTH_DAYS });
    expect(pick(r.body.rows, 'playerName gameName family currency rounds bets wins ggr hold')).toEqual([
      ['perf_one', 'Golden Lotus', 'slot', 'EUR', 3, 16, 16, 0, 0],
      ['perf_one', 'European Blackjack', 'table', 'EUR', 1, 5, 0, 5, 1],
      ['perf_three', 'European Roulette', 'table', 'USD', 1, 7, 7, 0, 0],
      ['perf_two', 'Golden Lotus', 'slot', 'EUR', 2, 30, 30, 0, 0],
    ]);
    expect(totalsOf(r.body, 'EUR')).toEqual({
      currency: 'EUR',
      rows: 3,
      playerName: 3,
      rounds: 6,
      bets: 51,
      wins: 46,
      ggr: 5,
      hold: 5 / 51,
    });
    expect(totalsOf(r.body, 'USD')).toMatchObject({ rows: 1, rounds: 1, bets: 7, wins: 7, ggr: 0, hold: 0 });
  });

  it('filters by player and by game', async () => {
    const r = await post(REPORTS['player-game'].path, {
      agentId: PA,
      ...BOTH_DAYS,
      playerId: Q1,
      externalGameId: 201,
    });
    expect(pick(r.body.rows, 'playerName externalGameId bets')).toEqual([['perf_one', 201, 5]]);
  });
});

describe('game performance: per game', () => {
  it('rounds, bets, wins, GGR, hold and distinct players, the best GGR first', async () => {
    const r = await post(REPORTS['game-performance'].path, { agentId: PA, ...BOTH_DAYS });
    expect(pick(r.body.rows, 'externalGameId currency rounds bets wins ggr hold players')).toEqual([
      [201, 'EUR', 1, 5, 0, 5, 1, 1],
      [101, 'EUR', 5, 46, 46, 0, 0, 2],
      [301, 'USD', 1, 7, 7, 0, 0, 1],
    ]);
    expect(totalsOf(r.body, 'EUR')).toEqual({
      currency: 'EUR',
      rows: 2,
      gameName: 2,
      rounds: 6,
      bets: 51,
      wins: 46,
      ggr: 5,
      hold: 5 / 51,
    });
  });

  it('a family picks its games', async () => {
    const r = await post(REPORTS['game-performance'].path, {
      agentId: PA,
      ...BOTH_DAYS,
      gameFamily: 'table',
    });
    expect(r.body.rows.map((x) => x.externalGameId).sort()).toEqual([201, 301]);
  });
});

describe('casino performance: per casino', () => {
  it('the casino’s rounds, and the play outside any casino in a row of its own', async () => {
    const r = await post(REPORTS['casino-performance'].path, { agentId: PA, ...BOTH_DAYS });
    expect(pick(r.body.rows, 'casinoName casinoId currency rounds bets wins ggr hold players')).toEqual([
      ['Aurora Palace', PALACE, 'EUR', 6, 51, 46, 5, 5 / 51, 2],
      [null, null, 'USD', 1, 7, 7, 0, 0, 1],
    ]);
    const none = await post(REPORTS['casino-performance'].path, {
      agentId: PA,
      ...BOTH_DAYS,
      casinoId: '__NULL__NULL__',
    });
    expect(none.body.rows.map((x) => x.currency)).toEqual(['USD']);
    const csv = await h.as('admin', 'report', 'POST', REPORTS['casino-performance'].path, {
      body: { agentId: PA, ...BOTH_DAYS, casinoId: '__NULL__NULL__' },
      query: { lng: 'en' },
      headers: { accept: 'text/csv' },
    });
    expect(csv.text.split('\r\n')[1]).toBe('No casino,USD,1,7.00,7.00,0.00,0.0,1');
  });
});

describe('player performance: per player', () => {
  it('sessions, rounds, bets, wins, net (the player’s result) and the largest win of one round', async () => {
    const r = await post(REPORTS['player-performance'].path, { agentId: PA, ...BOTH_DAYS });
    expect(
      pick(r.body.rows, 'playerName agentName currency sessions rounds bets wins net largestWin'),
    ).toEqual([
      ['perf_one', 'Perf Agent', 'EUR', 2, 4, 21, 16, -5, 12],
      ['perf_three', 'Perf Child', 'USD', 1, 1, 7, 7, 0, 7],
      ['perf_two', 'Perf Child', 'EUR', 1, 2, 30, 30, 0, 30],
    ]);
    expect(totalsOf(r.body, 'EUR')).toEqual({
      currency: 'EUR',
      rows: 2,
      playerName: 2,
      sessions: 3,
      rounds: 6,
      bets: 51,
      wins: 46,
      net: -5,
    });
  });

  it('a session that crosses local midnight counts on both days, its rounds on the day they were played', async () => {
    const r = await post(REPORTS['player-performance'].path, { agentId: PA, ...DAY_6 });
    expect(pick(r.body.rows, 'playerName sessions rounds bets')).toEqual([
      ['perf_one', 1, 2, 6],
      ['perf_three', 1, 1, 7],
      ['perf_two', 1, 1, 10],
    ]);
  });
});

describe('game activity: rounds per hour of the agent’s time zone and game, by channel and technology', () => {
  it('each local hour, game, channel and technology in a row, the rounds of one hour together', async () => {
    const r = await post(REPORTS['game-activity'].path, { agentId: PA, ...BOTH_DAYS, sort: 'hour' });
    expect(
      pick(r.body.rows, 'hour externalGameId channel technology currency rounds bets wins players'),
    ).toEqual([
      ['2026-03-05T03:30:00.000Z', 101, 0, 2, 'EUR', 1, 10, 4, 1],
      ['2026-03-05T04:30:00.000Z', 201, 0, 2, 'EUR', 1, 5, 0, 1],
      ['2026-03-05T17:30:00.000Z', 101, 2, 1, 'EUR', 1, 20, 30, 1],
      ['2026-03-05T18:30:00.000Z', 101, 2, 1, 'EUR', 1, 10, 0, 1],
      ['2026-03-06T05:30:00.000Z', 301, 1, 3, 'USD', 1, 7, 7, 1],
      ['2026-03-06T09:30:00.000Z', 101, 0, 3, 'EUR', 2, 6, 12, 1],
    ]);
    expect(totalsOf(r.body, 'EUR')).toMatchObject({
      rows: 5,
      hour: 5,
      rounds: 6,
      bets: 51,
      wins: 46,
      ggr: 5,
    });
  });

  it('a channel and a technology pick their rows; technology 0 is every technology', async () => {
    const path = REPORTS['game-activity'].path;
    const instant = await post(path, { agentId: PA, ...BOTH_DAYS, channel: 0, technology: 3 });
    expect(pick(instant.body.rows, 'hour rounds')).toEqual([['2026-03-06T09:30:00.000Z', 2]]);
    const all = await post(path, { agentId: PA, ...BOTH_DAYS, channel: -999, technology: 0 });
    expect(all.body.total).toBe(6);
    const download = await post(path, { agentId: PA, ...BOTH_DAYS, channel: 2 });
    expect(totalsOf(download.body, 'EUR')).toMatchObject({ rounds: 2, bets: 30 });
    const none = await post(path, { agentId: PA, ...BOTH_DAYS, technology: 4 });
    expect(none.status).toBe(400);
  });

  it('the CSV names the hour in the agent’s time zone, the channel and the technology', async () => {
    const r = await h.as('admin', 'report', 'POST', REPORTS['game-activity'].path, {
      body: { agentId: PA, ...BOTH_DAYS, sort: 'hour', currency: 'USD' },
      query: { lng: 'en' },
      headers: { accept: 'text/csv' },
    });
    expect(r.text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Hour,Game,Channel,Technology,Currency,Rounds,Bets,Wins,GGR,Active players',
      '06/03/26 11:00:00,European Roulette,Mobile,HTML5,USD,1,7.00,7.00,0.00,1',
      '',
    ]);
    const zh = await h.as('admin', 'report', 'POST', REPORTS['cafe-summary'].path, {
      body: { agentId: PC, ...BOTH_DAYS, sort: 'day' },
      query: { lng: 'zh-cn' },
      headers: { accept: 'text/csv' },
    });
    expect(zh.text.replace(/^\uFEFF/, '').split('\r\n')[1]).toBe(
      '05/03/26,Perf Cafe Harbour,Perf Child,EUR,50.00,0.00,50.00,1,20.00,30.00,-10.00',
    );
  });
});

describe('permissions and the agent boundary are the server’s', () => {
  const token = (claims: Partial<UserClaims>) => limitedToken(h, claims);

  it.each(PERFORMANCE_REPORT_KEYS)('%s needs its own report permission', async (key) => {
    const def = REPORTS[key];
    const own = await token({ RtgGroupClaims: [def.permission] });
    const other = await token({ RtgGroupClaims: [P.ViewGameHistoryReport] });
    expect((await post(def.path, { agentId: PA, ...BOTH_DAYS }, null, own)).status).toBe(200);
    expect((await post(def.path, { agentId: PA, ...BOTH_DAYS }, null, other)).status).toBe(403);
  });

  it.each(PERFORMANCE_REPORT_KEYS)('%s refuses an agent outside the caller’s subtree', async (key) => {
    expect((await post(REPORTS[key].path, { agentId: PA, ...BOTH_DAYS }, 'agent')).status).toBe(403);
    expect((await post(REPORTS[key].path, { agentId: PA }, null)).status).toBe(401);
  });
});

describe('the performance reports agree with game history on the demo activity', () => {
  const range = { ...demoPeriod(), includeSubAgents: true, pageSize: 1 };
  const figures = (t: ReportTotals | undefined) => [t?.rounds, t?.bets, t?.wins];

  it('game, casino, player performance, player game and game activity total the rounds, bets and wins of game history', async () => {
    const root = h.seed.rootAgentId;
    const history = await post('/api/report/gamehistory', { agentId: root, ...range });
    expect(history.body.total).toBeGreaterThan(10_000);
    // one after another: a user runs at most two reports at once
    const answers: (readonly [string, ReportAnswer])[] = [];
    for (const key of [
      'game-performance',
      'casino-performance',
      'player-performance',
      'player-game',
      'game-activity',
    ] as const)
      answers.push([key, (await post(REPORTS[key].path, { agentId: root, ...range })).body] as const);
    for (const t of history.body.totals) {
      const expected = [t.rows, t.betAmount, t.payout];
      for (const [key, answer] of answers)
        expect(figures(totalsOf(answer, t.currency!)), `${key} ${t.currency}`).toEqual(expected);
    }
  });

  it('the demo cafes have players: the cafe summary equals the rounds and wallet of those players', async () => {
    const root = h.seed.rootAgentId;
    const cafes = await post(REPORTS['cafe-summary'].path, { agentId: root, ...range });
    expect(cafes.body.total).toBeGreaterThan(50);
    const { rows } = await h.server.ctx.db.query<{ currency: string; rounds: number; deposits: string }>(
      `SELECT p.currency, (SELECT count(*)::int FROM game_rounds r JOIN players q ON q.id = r.player_id
                            WHERE q.pos_id IS NOT NULL AND q.currency = p.currency
                              AND r.status = 'settled') AS rounds,
              (SELECT sum(w.amount)::text FROM wallet_transactions w JOIN players q ON q.id = w.player_id
                WHERE q.pos_id IS NOT NULL AND q.currency = p.currency AND w.type = 'Deposit') AS deposits
         FROM players p WHERE p.pos_id IS NOT NULL GROUP BY p.currency`,
    );
    for (const row of rows)
      expect([
        totalsOf(cafes.body, row.currency)?.rounds,
        totalsOf(cafes.body, row.currency)?.deposits,
      ]).toEqual([row.rounds, Number(row.deposits)]);
  });
});
