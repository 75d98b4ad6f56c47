/**
 * The reports on the features around the games over HTTP against the running server: side bets,
 * opt-in actions, jackpot history and tournament winners, each against figures worked out by hand on
 * a small fixed activity (an agent in Seoul time with one sub-agent, three players), their money
 * inside the rounds on the demo activity, and their permissions and the agent boundary refused.
 */
import { describe, expect, it } from 'vitest';
import { P, type UserClaims } from '../../src/core/permissions';
import type { Harness } from './harness';
import { addAgentFamily, agentFamily, withReportServer } from './report-fixtures';
import { demoPeriod, limitedToken, pick, reportPost } from './report-tokens';

let h: Harness;
// 'Feature Agent' (Asia/Seoul) below the root and its child; f_one (EUR) of FA, f_two (EUR) and f_three (USD) of FC
const FAMILY = agentFamily(
  { agent: 'Feature Agent', child: 'Feature Child', players: 'f' },
  { country: 'KR', timeZone: 'Asia/Seoul' },
);
const { FA, FC, P1, P2, P3 } = FAMILY;

async function seedFixture(harness: Harness): Promise<void> {
  h = harness;
  const db = h.server.ctx.db;
  await addAgentFamily(h, FAMILY);
  // Seoul is UTC+9: the local day 2026-01-10 runs from 2026-01-09T15:00Z to 2026-01-10T15:00Z.
  // Each round's bet holds its side bet's stake, its payout the side bet's win and the jackpot.
  const rounds: [number, string, string, number, string, string, string, string, string][] = [
    [990100000001, P1, FA, 101, 'slot', 'EUR', '12.00', '4.00', '2026-01-10T01:10Z'],
    [990100000002, P1, FA, 101, 'slot', 'EUR', '11.00', '10.00', '2026-01-10T01:20Z'],
    [990100000003, P2, FC, 105, 'slot', 'EUR', '3.00', '0.00', '2026-01-10T14:45Z'],
    [990100000004, P3, FC, 301, 'roulette', 'USD', '7.00', '257.00', '2026-01-11T03:10Z'],
    [990100000005, P2, FC, 101, 'slot', 'EUR', '5.00', '25.00', '2026-01-10T15:15Z'],
  ];
  for (const [bet, player, agent, game, kind, currency, amount, payout, at] of rounds)
    await db.query(
      `INSERT INTO game_rounds (bet_id, round_id, player_id, agent_id, external_game_id, game_kind, currency,
         bet_amount, payout, bet_time, detail) VALUES ($1, $10, $2, $3, $4, $5, $6, $7, $8, $9, '{}')`,
      [bet, player, agent, game, kind, currency, amount, payout, at, String(bet)],
    );
  await db.exec(`INSERT INTO side_bets (bet_id, feature_type, stake, win) VALUES
    (990100000001, 'LuckyWheelOfAnni', 2, 0), (990100000002, 'LuckyWheelOfAnni', 1, 10),
    (990100000003, 'FunnyFatty', 1, 0), (990100000004, 'SideBetJackpot', 2, 0)`);
  await db.exec(`INSERT INTO jackpot_hits (bet_id, jackpot_type, amount) VALUES
    (990100000004, 'Major', 250), (990100000005, 'Mini', 20)`);
  // A round still pending (payout not credited) with a side bet and a jackpot: neither counts yet.
  await db.query(
    `INSERT INTO game_rounds (bet_id, round_id, player_id, agent_id, external_game_id, game_kind, currency,
       bet_amount, payout, bet_time, detail, status)
     VALUES (990100000006, '990100000006', $1, $2, 101, 'slot', 'EUR', '8.00', '5.00', '2026-01-10T02:00Z', '{}', 'pending')`,
    [P1, FA],
  );
  await db.exec(`INSERT INTO side_bets (bet_id, feature_type, stake, win) VALUES (990100000006, 'FunnyFatty', 3, 0);
    INSERT INTO jackpot_hits (bet_id, jackpot_type, amount) VALUES (990100000006, 'Mini', 5)`);
  await db.query(
    `INSERT INTO opt_in_actions (player_id, agent_id, external_game_id, action, created_at) VALUES
       ($1, $4, 101, 'OptIn', '2026-01-10T01:01Z'), ($1, $4, 101, 'ManualOptOut', '2026-01-10T01:30Z'),
       ($2, $5, 105, 'OptIn', '2026-01-10T14:31Z'), ($2, $5, 105, 'AutomaticOptOut', '2026-01-10T15:31Z'),
       ($3, $5, 301, 'OptOut', '2026-01-11T03:01Z')`,
    [P1, P2, P3, FA, FC],
  );
  const { rows: cups } = await db.query<{ id: string }>(
    `INSERT INTO tournaments (agent_id, name, currency, starts_at, ends_at) VALUES
       ($1, 'Fixture Cup', 'EUR', '2026-01-05T00:00Z', '2026-01-12T00:00Z'),
       ($1, 'Fixture Dollar Cup', 'USD', '2026-01-12T00:00Z', '2026-01-19T00:00Z')
     RETURNING id::text`,
    [FA],
  );
  await db.query(
    `INSERT INTO tournament_winners (tournament_id, rank, player_id, prize) VALUES
       ($1, 1, $3, 50), ($1, 2, $4, 20), ($2, 1, $5, 30)`,
    [cups[0].id, cups[1].id, P2, P1, P3],
  );
}

withReportServer(seedFixture);

const post = reportPost(() => h);

const DAY_10 = { from: '2026-01-10', to: '2026-01-10' };
const BOTH_DAYS = { from: '2026-01-10', to: '2026-01-11' };
const LATER_WEEK = { from: '2026-01-13', to: '2026-01-20' };

describe('side bets: per feature type, result and currency', () => {
  it('the local day 10 January: a lost and a won lucky wheel of the agent, a lost funny fatty below it', async () => {
    const r = await post('/api/report/sidebets', { agentId: FA, ...DAY_10, includeSubAgents: true });
    expect(r.status).toBe(200);
    expect(r.body.rows).toEqual([
      {
        featureType: 'FunnyFatty',
        result: 'Lost',
        currency: 'EUR',
        sideBets: 1,
        players: 1,
        stakes: 1,
        wins: 0,
        ggr: 1,
        hold: 1,
        rowKey: 'FunnyFatty:Lost:EUR',
      },
      {
        featureType: 'LuckyWheelOfAnni',
        result: 'Lost',
        currency: 'EUR',
        sideBets: 1,
        players: 1,
        stakes: 2,
        wins: 0,
        ggr: 2,
        hold: 1,
        rowKey: 'LuckyWheelOfAnni:Lost:EUR',
      },
      {
        featureType: 'LuckyWheelOfAnni',
        result: 'Won',
        currency: 'EUR',
        sideBets: 1,
        players: 1,
        stakes: 1,
        wins: 10,
        ggr: -9,
        hold: -9,
        rowKey: 'LuckyWheelOfAnni:Won:EUR',
      },
    ]);
    expect(r.body.totals).toEqual([
      { currency: 'EUR', rows: 3, sideBets: 3, stakes: 4, wins: 10, ggr: -6, hold: -1.5 },
    ]);
  });

  it('totals stay per currency: the dollar side bet of the next day has its own', async () => {
    const r = await post('/api/report/sidebets', { agentId: FA, ...BOTH_DAYS, includeSubAgents: true });
    expect(r.body.totals).toEqual([
      { currency: 'EUR', rows: 3, sideBets: 3, stakes: 4, wins: 10, ggr: -6, hold: -1.5 },
      { currency: 'USD', rows: 1, sideBets: 1, stakes: 2, wins: 0, ggr: 2, hold: 1 },
    ]);
  });

  it('without sub-agents only the agent’s own players’ side bets count', async () => {
    const r = await post('/api/report/sidebets', { agentId: FA, ...BOTH_DAYS, includeSubAgents: false });
    expect(r.body.rows.map((x) => [x.rowKey, x.stakes, x.wins])).toEqual([
      ['LuckyWheelOfAnni:Lost:EUR', 2, 0],
      ['LuckyWheelOfAnni:Won:EUR', 1, 10],
    ]);
  });
});

describe('opt-in: each action with the player, the game and the time', () => {
  it('the local day 10 January holds the three actions before midnight in Seoul, newest first', async () => {
    const r = await post('/api/report/optin', { agentId: FA, ...DAY_10, includeSubAgents: true });
    expect(r.status).toBe(200);
    expect(r.body.rows.map((x) => [x.createdAt, x.playerName, x.agentName, x.gameName, x.action])).toEqual([
      ['2026-01-10T14:31:00.000Z', 'f_two', 'Feature Child', 'Neon Nights', 'OptIn'],
      ['2026-01-10T01:30:00.000Z', 'f_one', 'Feature Agent', 'Golden Lotus', 'ManualOptOut'],
      ['2026-01-10T01:01:00.000Z', 'f_one', 'Feature Agent', 'Golden Lotus', 'OptIn'],
    ]);
    expect(r.body.totals).toEqual([{ currency: null, rows: 3, createdAt: 3 }]);
  });

  it('filters by player and by game', async () => {
    const player = await post('/api/report/optin', { agentId: FA, ...BOTH_DAYS, playerId: P2 });
    expect(player.body.rows.map((x) => x.action)).toEqual(['AutomaticOptOut', 'OptIn']);
    const game = await post('/api/report/optin', { agentId: FA, ...BOTH_DAYS, externalGameId: 301 });
    expect(game.body.rows.map((x) => [x.playerName, x.action])).toEqual([['f_three', 'OptOut']]);
  });
});

describe('jackpot history: each hit with its round, paid as part of the round’s payout', () => {
  it('both days: the dollar major and the euro mini, newest first, totals per currency', async () => {
    const r = await post('/api/report/jackpothistory', { agentId: FA, ...BOTH_DAYS, includeSubAgents: true });
    expect(r.status).toBe(200);
    expect(pick(r.body.rows, 'hitAt jackpotType playerName gameName betId currency amount')).toEqual([
      ['2026-01-11T03:10:00.000Z', 'Major', 'f_three', 'European Roulette', '990100000004', 'USD', 250],
      ['2026-01-10T15:15:00.000Z', 'Mini', 'f_two', 'Golden Lotus', '990100000005', 'EUR', 20],
    ]);
    expect(r.body.totals).toEqual([
      { currency: 'EUR', rows: 1, hitAt: 1, amount: 20 },
      { currency: 'USD', rows: 1, hitAt: 1, amount: 250 },
    ]);
  });

  it('the hit’s amount is inside the payout game history shows for its round', async () => {
    const hits = await post('/api/report/jackpothistory', { agentId: FA, ...BOTH_DAYS, currency: 'USD' });
    const rounds = await post('/api/report/gamehistory', { agentId: FA, ...BOTH_DAYS, currency: 'USD' });
    expect(hits.body.rows).toHaveLength(1);
    const round = rounds.body.rows.find((x) => x.betId === hits.body.rows[0].betId)!;
    expect(round.payout).toBe(257);
    expect(Number(round.payout)).toBeGreaterThanOrEqual(Number(hits.body.rows[0].amount));
  });
});

describe('a pending round’s side bet and jackpot count once the round is closed, as in game history', () => {
  it('excluded while pending, included when settled', async () => {
    const body = { agentId: FA, ...DAY_10, includeSubAgents: false };
    const funnyFatty = async () =>
      (await post('/api/report/sidebets', body)).body.rows.filter((x) => x.featureType === 'FunnyFatty');
    const minis = async () =>
      (await post('/api/report/jackpothistory', body)).body.rows.map((x) => [x.betId, x.amount]);
    expect(await funnyFatty()).toEqual([]);
    expect(await minis()).toEqual([]);
    await h.server.ctx.db.exec("UPDATE game_rounds SET status = 'settled' WHERE bet_id = 990100000006");
    try {
      expect((await funnyFatty()).map((x) => [x.sideBets, x.stakes])).toEqual([[1, 3]]);
      expect(await minis()).toEqual([['990100000006', 5]]);
    } finally {
      await h.server.ctx.db.exec("UPDATE game_rounds SET status = 'pending' WHERE bet_id = 990100000006");
    }
  });
});

describe('tournament winners: the tournaments that overlap the period', () => {
  it('both days: the euro cup’s winners by rank; the dollar cup of the next week is outside', async () => {
    const r = await post('/api/report/tournamentwinners', {
      agentId: FA,
      ...BOTH_DAYS,
      includeSubAgents: true,
    });
    expect(r.status).toBe(200);
    expect(pick(r.body.rows, 'tournamentName startsAt endsAt rank playerName currency prize')).toEqual([
      ['Fixture Cup', '2026-01-05T00:00:00.000Z', '2026-01-12T00:00:00.000Z', 1, 'f_two', 'EUR', 50],
      ['Fixture Cup', '2026-01-05T00:00:00.000Z', '2026-01-12T00:00:00.000Z', 2, 'f_one', 'EUR', 20],
    ]);
    expect(r.body.totals).toEqual([{ currency: 'EUR', rows: 2, playerName: 2, prize: 70 }]);
  });

  it('a later week holds the dollar cup; without sub-agents only the agent’s own players win', async () => {
    const later = await post('/api/report/tournamentwinners', {
      agentId: FA,
      ...LATER_WEEK,
      includeSubAgents: true,
    });
    expect(later.body.rows.map((x) => [x.tournamentName, x.playerName, x.prize])).toEqual([
      ['Fixture Dollar Cup', 'f_three', 30],
    ]);
    const own = await post('/api/report/tournamentwinners', {
      agentId: FA,
      ...BOTH_DAYS,
      includeSubAgents: false,
    });
    expect(own.body.rows.map((x) => [x.playerName, x.rank])).toEqual([['f_one', 2]]);
  });
});

describe('the features’ money is part of the rounds on the demo activity', () => {
  it('a generated round’s bet is its play plus its side bet; its payout adds the side bet’s win and the jackpot', async () => {
    const { rows } = await h.server.ctx.db.query<Record<'rounds' | 'side' | 'hits' | 'wrong', number>>(
      `SELECT count(*)::int AS rounds, count(b.bet_id)::int AS side, count(j.bet_id)::int AS hits,
              count(*) FILTER (WHERE r.bet_amount <> t.bet_amount + coalesce(b.stake, 0)
                                  OR r.payout <> t.payout + coalesce(b.win, 0) + coalesce(j.amount, 0))::int AS wrong
         FROM game_rounds r
         JOIN round_templates t ON t.id = r.template_id
         LEFT JOIN side_bets b ON b.bet_id = r.bet_id
         LEFT JOIN jackpot_hits j ON j.bet_id = r.bet_id`,
    );
    expect(rows[0].side).toBeGreaterThan(500);
    expect(rows[0].hits).toBeGreaterThan(10);
    expect(rows[0].wrong).toBe(0);
  });

  it('the four reports have rows on the demo, and every tournament prize is credited as a bonus', async () => {
    const root = h.seed.rootAgentId;
    const range = {
      agentId: root,
      ...demoPeriod(),
      includeSubAgents: true,
      pageSize: 1,
    };
    for (const path of ['sidebets', 'optin', 'jackpothistory', 'tournamentwinners']) {
      const r = await post(`/api/report/${path}`, range);
      expect(r.status, path).toBe(200);
      expect(r.body.total, path).toBeGreaterThan(10);
    }
    const { rows } = await h.server.ctx.db.query<{ missing: number }>(
      `SELECT count(*)::int AS missing FROM tournament_winners w JOIN tournaments t ON t.id = w.tournament_id
        WHERE t.ends_at + interval '1 hour' <= now() AND w.player_id <> ALL(ARRAY[$1, $2, $3]::uuid[])
          AND NOT EXISTS (SELECT 1 FROM balance_adjustments b WHERE b.player_id = w.player_id AND b.kind = 'Bonus'
                            AND b.amount = w.prize AND b.currency = t.currency
                            AND b.created_at = t.ends_at + interval '1 hour')`,
      [P1, P2, P3],
    );
    expect(rows[0].missing).toBe(0);
  });
});

describe('permissions and the agent boundary are the server’s', () => {
  const token = (claims: Partial<UserClaims>) => limitedToken(h, claims);
  const REPORTS = [
    ['sidebets', P.ViewSideBetsReport],
    ['optin', P.ViewOptInReport],
    ['jackpothistory', P.ViewJackpotHistoryReport],
    ['tournamentwinners', P.ViewTournamentWinnersReport],
  ] as const;

  it('each report needs its own permission', async () => {
    for (const [path, claim] of REPORTS) {
      const own = await token({ RtgGroupClaims: [claim] });
      const other = await token({ RtgGroupClaims: [P.ViewGameHistoryReport] });
      expect((await post(`/api/report/${path}`, { agentId: FA }, null, own)).status, path).toBe(200);
      expect((await post(`/api/report/${path}`, { agentId: FA }, null, other)).status, path).toBe(403);
    }
  });

  it('below the direct children the agent-scoped reports need the view-children permission; jackpot history is its claim alone', async () => {
    for (const [path, claim] of REPORTS) {
      const only = await token({ RtgGroupClaims: [claim] });
      const status = (await post(`/api/report/${path}`, { agentId: FC }, null, only)).status;
      expect(status, path).toBe(claim === P.ViewJackpotHistoryReport ? 200 : 403);
    }
  });

  it('an agent outside the caller’s subtree is refused, and a login without the jackpot claim is refused its own agent', async () => {
    for (const [path] of REPORTS)
      expect((await post(`/api/report/${path}`, { agentId: FA }, 'agent')).status, path).toBe(403);
    const own = h.seed.secondLevelAgentId;
    expect((await post('/api/report/sidebets', { agentId: own }, 'agent')).status).toBe(200);
    expect((await post('/api/report/jackpothistory', { agentId: own }, 'agent')).status).toBe(403);
  });
});
