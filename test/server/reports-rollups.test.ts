/**
 * The reports read from the rollups give the answers of the raw rows: every report and the dashboard,
 * both ways, on the demo's 90 days (its root made a hub, so its whole-tree figures come from the
 * hub's rows) and on random activity (fast-check) written, changed and removed through the triggers
 * that keep the rollups; the rollups kept row by row equal the ones computed again from the rows; a
 * round added shows at once in every report.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LIST, REPORTS, type ReportDefinition } from '../../src/core/areas/reports/definitions';
import type { Db } from '../../src/server/db';
import { dashboard } from '../../src/server/reports/dashboard';
import { runReport, type ReportSource } from '../../src/server/reports/engine';
import type { ReportFilters } from '../../src/server/reports/run';
import { startHarness, type Harness } from './harness';

let h: Harness;
let db: Db;

beforeAll(async () => {
  h = await startHarness();
  db = h.server.ctx.db;
}, 180_000);

afterAll(async () => {
  await h?.close();
});

interface Agent {
  id: string;
  path: string;
  timeZone: string;
}

const NO_FILTERS: ReportFilters = { casino: null, currency: null, playerId: null, gameIds: null };
/** Fields that follow the clock (an open session's duration, how long a round has been pending). */
const CLOCK_FIELDS = new Set(['duration', 'openFor']);
const withoutClock = (answer: { rows: Record<string, unknown>[] }) =>
  answer.rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !CLOCK_FIELDS.has(k))));

async function agentOf(id: string): Promise<Agent> {
  const { rows } = await db.query<{ path: string; tz: string }>(
    "SELECT path, coalesce(timezone_id, 'UTC') AS tz FROM agents WHERE id = $1",
    [id],
  );
  return { id, path: rows[0].path, timeZone: rows[0].tz };
}

/** The instants of days of the agent's zone ('to' included). */
async function days(agent: Agent, from: string, to: string) {
  const { rows } = await db.query<{ f: Date; t: Date }>(
    `SELECT ($1::date)::timestamp AT TIME ZONE $3 AS f, ($2::date + 1)::timestamp AT TIME ZONE $3 AS t`,
    [from, to, agent.timeZone],
  );
  return { from: new Date(rows[0].f).toISOString(), to: new Date(rows[0].t).toISOString() };
}

async function answer(
  def: ReportDefinition,
  agent: Agent,
  period: { from: string | null; to: string | null },
  opts: {
    sub: boolean;
    filters?: ReportFilters;
    page?: { pageIndex: number; pageSize: number; sort?: string };
  },
  source: ReportSource,
) {
  return runReport(
    {
      db,
      def,
      scope: { agentId: agent.id, path: agent.path, includeSubAgents: opts.sub, ...period },
      filters: opts.filters ?? NO_FILTERS,
      timeZone: agent.timeZone,
      source,
    },
    opts.page ?? { pageIndex: 0, pageSize: 1000 },
  );
}

/** Every report gives the same page, total and totals from the rollups as from the rows. */
async function expectSameAnswers(
  agent: Agent,
  period: { from: string | null; to: string | null },
  opts: {
    sub: boolean;
    filters?: ReportFilters;
    page?: { pageIndex: number; pageSize: number; sort?: string };
  },
  label: string,
) {
  for (const def of REPORT_LIST) {
    const fast = await answer(def, agent, period, opts, 'rollup');
    const raw = await answer(def, agent, period, opts, 'raw');
    const what = `${def.key} ${label}`;
    expect(fast.total, what).toBe(raw.total);
    expect(fast.totals, what).toEqual(raw.totals);
    expect(withoutClock(fast), what).toEqual(withoutClock(raw));
  }
}

describe('every report answers from the rollups as from the rows, on the demo’s 90 days', () => {
  it('for the whole tree (its root a hub) and for a small agent, with and without sub-agents, in days of their zone', async () => {
    const root = await agentOf(h.seed.rootAgentId);
    await db.query('SELECT report_make_hub($1::uuid)', [root.id]);
    const small = await agentOf(h.seed.secondLevelAgentId);
    const today = new Date().toISOString().slice(0, 10);
    const quarter = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
    for (const agent of [root, small]) {
      const period = await days(agent, quarter, today);
      for (const sub of [true, false])
        await expectSameAnswers(agent, period, { sub }, `${agent.id} sub ${sub}`);
    }
  }, 600_000);

  it('for a period of instants that starts and ends inside an hour, with filters, and pages deep in it', async () => {
    const root = await agentOf(h.seed.rootAgentId);
    const from = new Date(Date.now() - 40 * 86_400_000 - 5_432_100).toISOString();
    const to = new Date(Date.now() - 3 * 86_400_000 + 1_234_567).toISOString();
    const filters: ReportFilters = { ...NO_FILTERS, currency: 'EUR', gameIds: [101, 201, 301, 401, 501] };
    await expectSameAnswers(root, { from, to }, { sub: true, filters }, 'filtered');
    for (const pageIndex of [0, 7, 400])
      await expectSameAnswers(
        root,
        { from, to },
        { sub: true, page: { pageIndex, pageSize: 25 } },
        `page ${pageIndex}`,
      );
  }, 600_000);

  it('the dashboard, for the current period and the one before it, in every currency of the tree', async () => {
    const root = await agentOf(h.seed.rootAgentId);
    const inst = (from: string, to: string) => days(root, from, to);
    const today = new Date().toISOString().slice(0, 10);
    const month = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    for (const currency of ['EUR', 'USD', 'CNY', 'KRW', 'SEK']) {
      const fast = await dashboard(db, root, { from: month, to: today }, currency, inst);
      const raw = await dashboard(db, root, { from: month, to: today }, currency, inst, 'raw');
      expect(fast, currency).toEqual(raw);
    }
  }, 300_000);
});

// ---------------------------------------------------------------------------------------------------
// Random activity

const WINDOW_START = Date.parse('2026-03-20T00:00:00Z'); // daylight saving starts in Europe on 29 March
const WINDOW_DAYS = 14;
const HOUR = 3_600_000;

interface World {
  root: Agent;
  agents: Agent[];
  players: { id: string; agent: Agent; currency: string }[];
}

/** A new operator: a root, two children (one in a zone half an hour off UTC), a grandchild. */
async function newWorld(): Promise<World> {
  await db.query(
    `INSERT INTO timezones (id, timezone_location, utc_offset_minutes)
     VALUES ('Asia/Kolkata', '(UTC+05:30) Chennai, Kolkata, Mumbai', 330) ON CONFLICT DO NOTHING`,
  );
  const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [r, c1, c2, g] = ids;
  const paths = [`/${r}/`, `/${r}/${c1}/`, `/${r}/${c2}/`, `/${r}/${c1}/${g}/`];
  const zones = ['Europe/Malta', 'Asia/Kolkata', 'America/New_York', 'Asia/Kolkata'];
  const parents = [null, r, r, c1];
  for (let i = 0; i < 4; i++)
    await db.query(
      `INSERT INTO agents (id, name, parent_id, path, depth, currency_id, country_id, timezone_id)
       VALUES ($1, $2, $3, $4, $5, 'EUR', 'MT', $6)`,
      [
        ids[i],
        `Random ${ids[i].slice(0, 8)}`,
        parents[i],
        paths[i],
        paths[i].split('/').length - 3,
        zones[i],
      ],
    );
  const agents = ids.map((id, i) => ({ id, path: paths[i], timeZone: zones[i] }));
  const players: World['players'] = [];
  for (const agent of agents)
    for (const currency of ['EUR', 'USD']) {
      const id = randomUUID();
      await db.query(`INSERT INTO players (id, agent_id, name, currency) VALUES ($1, $2, $3, $4)`, [
        id,
        agent.id,
        `rnd_${id.slice(0, 8)}`,
        currency,
      ]);
      players.push({ id, agent, currency });
    }
  return { root: agents[0], agents, players };
}

const sessionArb = fc.record({
  player: fc.nat(7),
  start: fc.integer({ min: 0, max: WINDOW_DAYS * 24 * 60 - 1 }),
  minutes: fc.integer({ min: 1, max: 36 * 60 }),
  open: fc.nat(9).map((n) => n === 0),
  channel: fc.nat(4),
  casino: fc.nat(2),
  rounds: fc.array(
    fc.record({
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      game: fc.constantFrom(101, 201, 301, 401, 601),
      bet: fc.integer({ min: 1, max: 5000 }),
      payout: fc.integer({ min: 0, max: 9000 }),
      pending: fc.nat(6).map((n) => n === 0),
      side: fc.option(fc.record({ type: fc.constantFrom('LuckyWheelOfAnni', 'FunnyFatty'), win: fc.nat(2) })),
    }),
    { minLength: 0, maxLength: 6 },
  ),
  deposit: fc.option(fc.integer({ min: 1, max: 500 })),
  adjustment: fc.option(fc.integer({ min: -300, max: 300 }).filter((n) => n !== 0)),
});

type SessionPlan = typeof sessionArb extends fc.Arbitrary<infer T> ? T : never;

const changeArb = fc.constantFrom(
  'settle',
  'casino',
  'delete-round',
  'end-session',
  'delete-deposit',
  'none',
);

let betSeq = 995_000_000_000;
let sessionSeq = 950_000_000;

async function play(world: World, sessions: SessionPlan[]) {
  const casinos = await db.query<{ id: string }>('SELECT id FROM casinos ORDER BY name LIMIT 2');
  const casinoOf = (n: number) => (n < casinos.rows.length ? casinos.rows[n].id : null);
  // a player has one open session at most
  const online = new Set<string>();
  for (const s of sessions) {
    const player = world.players[s.player % world.players.length];
    const open = s.open && !online.has(player.id);
    if (open) online.add(player.id);
    const start = WINDOW_START + s.start * 60_000;
    const end = start + s.minutes * 60_000;
    const sessionId = ++sessionSeq;
    await db.query(
      `INSERT INTO player_sessions (id, player_id, agent_id, started_at, ended_at, channel, ip_address, device, casino_id)
       VALUES ($1, $2, $3, $4, $5, $6, '203.0.113.9', 'test', $7)`,
      [
        sessionId,
        player.id,
        player.agent.id,
        new Date(start).toISOString(),
        open ? null : new Date(end).toISOString(),
        s.channel,
        casinoOf(s.casino),
      ],
    );
    for (const r of s.rounds) {
      const bet = ++betSeq;
      await db.query(
        `INSERT INTO game_rounds (bet_id, round_id, player_id, agent_id, external_game_id, game_kind, currency,
           bet_amount, payout, bet_time, detail, session_id, casino_id, status)
         VALUES ($1, $2, $3, $4, $5, 'slot', $6, $7, $8, $9, '{}', $10, $11, $12)`,
        [
          bet,
          String(bet),
          player.id,
          player.agent.id,
          r.game,
          player.currency,
          (r.bet / 100).toFixed(2),
          (r.payout / 100).toFixed(2),
          new Date(start + Math.floor(r.at * (end - start))).toISOString(),
          sessionId,
          casinoOf(s.casino),
          r.pending ? 'pending' : 'settled',
        ],
      );
      if (r.side)
        await db.query('INSERT INTO side_bets (bet_id, feature_type, stake, win) VALUES ($1, $2, 1, $3)', [
          bet,
          r.side.type,
          r.side.win,
        ]);
    }
    if (s.deposit)
      await db.query(
        `INSERT INTO wallet_transactions (player_id, agent_id, session_id, type, amount, currency, created_at)
         VALUES ($1, $2, $3, 'Deposit', $4, $5, $6)`,
        [
          player.id,
          player.agent.id,
          sessionId,
          s.deposit,
          player.currency,
          new Date(start - 60_000).toISOString(),
        ],
      );
    if (s.adjustment)
      await db.query(
        `INSERT INTO balance_adjustments (player_id, agent_id, kind, amount, currency, reason, created_at)
         VALUES ($1, $2, 'Correction', $3, $4, 'test', $5)`,
        [player.id, player.agent.id, s.adjustment, player.currency, new Date(end + 60_000).toISOString()],
      );
  }
}

/** A change of what was played: a pending round settled, a casino changed, a round removed… */
async function change(world: World, what: string) {
  const agents = world.agents.map((a) => a.id);
  const one = async (sql: string) =>
    db.query(sql.replace('$agents', `ARRAY[${agents.map((id) => `'${id}'::uuid`).join(', ')}]`));
  switch (what) {
    case 'settle':
      return one(`UPDATE game_rounds SET status = 'settled' WHERE bet_id = (SELECT bet_id FROM game_rounds
                   WHERE status = 'pending' AND agent_id = ANY($agents) ORDER BY bet_id LIMIT 1)`);
    case 'casino':
      return one(`UPDATE game_rounds SET casino_id = NULL WHERE bet_id IN (SELECT bet_id FROM game_rounds
                   WHERE casino_id IS NOT NULL AND agent_id = ANY($agents) ORDER BY bet_id LIMIT 3)`);
    case 'delete-round':
      return one(
        `DELETE FROM game_rounds WHERE bet_id = (SELECT max(bet_id) FROM game_rounds WHERE agent_id = ANY($agents))`,
      );
    case 'end-session':
      return one(`UPDATE player_sessions SET ended_at = started_at + interval '7 hours'
                   WHERE id = (SELECT min(id) FROM player_sessions WHERE ended_at IS NULL AND agent_id = ANY($agents))`);
    case 'delete-deposit':
      return one(`DELETE FROM wallet_transactions WHERE id = (SELECT max(id) FROM wallet_transactions
                   WHERE agent_id = ANY($agents))`);
  }
}

/** The rollups' rows of the world, in an order (to compare them with the ones computed again). */
async function rollupRows(world: World): Promise<string> {
  const agents = world.agents.map((a) => a.id);
  const tables = [
    ['rollup_agent', 'agent_id'],
    ['rollup_games', 'agent_id'],
    ['rollup_activity', 'agent_id'],
    ['rollup_sessions', 'agent_id'],
    ['rollup_side_bets', 'agent_id'],
    ['rollup_player_days', 'agent_id'],
    ['rollup_player_gaps', 'agent_id'],
  ];
  const out: string[] = [];
  for (const [table, column] of tables) {
    const { rows } = await db.query<{ r: string }>(
      `SELECT t::text AS r FROM ${table} t WHERE ${column} = ANY($1::uuid[]) ORDER BY 1`,
      [agents],
    );
    out.push(`${table}: ${rows.map((r) => r.r).join('\n')}`);
  }
  return out.join('\n\n');
}

describe('every report answers from the rollups as from the rows, on random activity', () => {
  it('rounds, sessions, side bets and money written, changed and removed through the triggers; hubs made before and after', async () => {
    const worlds: World[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(sessionArb, { minLength: 3, maxLength: 14 }),
        fc.array(changeArb, { maxLength: 4 }),
        fc.boolean(),
        fc.integer({ min: 0, max: WINDOW_DAYS * 24 * 4 }),
        fc.integer({ min: 1, max: WINDOW_DAYS * 24 * 4 }),
        async (sessions, changes, hubsFirst, startQuarter, quarters) => {
          const world = await newWorld();
          worlds.push(world);
          const hubs = async () => {
            await db.query('SELECT report_make_hub($1::uuid)', [world.root.id]);
            await db.query('SELECT report_make_hub($1::uuid)', [world.agents[1].id]);
          };
          if (hubsFirst) await hubs();
          await play(world, sessions);
          for (const what of changes) await change(world, what);
          if (!hubsFirst) await hubs();
          // a period of quarter hours: whole days, whole hours and parts of an hour at its ends
          const from = new Date(WINDOW_START + startQuarter * 15 * 60_000 + 7 * 60_000).toISOString();
          const to = new Date(Date.parse(from) + quarters * 15 * 60_000 + 11 * 60_000).toISOString();
          for (const agent of [world.root, world.agents[1], world.agents[2]])
            for (const sub of [true, false])
              await expectSameAnswers(agent, { from, to }, { sub }, `${from} ${to}`);
          const inDays = await days(world.root, '2026-03-21', '2026-03-30');
          await expectSameAnswers(world.root, inDays, { sub: true }, 'days');
        },
      ),
      { numRuns: Number(process.env.ROLLUP_RUNS ?? 1), seed: Number(process.env.ROLLUP_SEED ?? 3107) },
    );
    // what the triggers kept for every world is what the rows give when computed again (once: it
    // computes the demo's rollups too)
    const kept = await Promise.all(worlds.map(rollupRows));
    await db.query('SELECT report_rollups_rebuild()');
    expect(await Promise.all(worlds.map(rollupRows))).toEqual(kept);
  }, 900_000);
});

describe('a round written shows at once in every report', () => {
  it('the reports of the agent, read from the rollups, count it the moment it is committed', async () => {
    const root = await agentOf(h.seed.rootAgentId);
    await db.query('SELECT report_make_hub($1::uuid)', [root.id]);
    const { rows } = await db.query<{ id: string; agent_id: string; casino: string | null }>(
      `SELECT p.id, p.agent_id, (SELECT casino_id FROM player_sessions s WHERE s.player_id = p.id LIMIT 1) AS casino
         FROM players p WHERE p.currency = 'EUR' AND p.pos_id IS NOT NULL ORDER BY p.name LIMIT 1`,
    );
    const player = rows[0];
    const period = {
      from: new Date(Date.now() - 3 * HOUR).toISOString(),
      to: new Date(Date.now() - HOUR).toISOString(),
    };
    /** The EUR rounds (or side bets) each report counts in the period. */
    const counted = async () => {
      const out: Record<string, number> = {};
      for (const def of REPORT_LIST) {
        const field = ['rounds', 'sideBets'].find((id) => def.fields.some((f) => f.id === id && f.total));
        if (!field) continue;
        const { totals } = await answer(def, root, period, { sub: true }, 'rollup');
        out[def.key] = Number(totals.find((t) => t.currency === 'EUR')?.[field] ?? 0);
      }
      return out;
    };
    const before = await counted();
    await db.transaction(async (tx) => {
      const started = new Date(Date.now() - 2.5 * HOUR).toISOString();
      await tx.query(
        `INSERT INTO player_sessions (id, player_id, agent_id, started_at, ended_at, channel, ip_address, device, casino_id)
         VALUES (990000001, $1, $2, $3, $4, 0, '203.0.113.7', 'test', $5)`,
        [player.id, player.agent_id, started, new Date(Date.now() - 1.5 * HOUR).toISOString(), player.casino],
      );
      await tx.query(
        `INSERT INTO game_rounds (bet_id, round_id, player_id, agent_id, external_game_id, game_kind, currency,
           bet_amount, payout, bet_time, detail, session_id, casino_id)
         VALUES (996000000001, '996000000001', $1, $2, 101, 'slot', 'EUR', 3, 0, $3, '{}', 990000001, $4)`,
        [player.id, player.agent_id, new Date(Date.now() - 2 * HOUR).toISOString(), player.casino],
      );
      await tx.query(
        `INSERT INTO side_bets (bet_id, feature_type, stake, win) VALUES (996000000001, 'FunnyFatty', 1, 0)`,
      );
    });
    const after = await counted();
    expect(Object.keys(after).sort()).toEqual(
      [
        'agent-summary',
        'cafe-summary',
        'casino-performance',
        'game-activity',
        'game-performance',
        'player-game',
        'player-performance',
        'player-sessions',
        'side-bets',
      ].sort(),
    );
    expect(after).toEqual(Object.fromEntries(Object.entries(before).map(([key, n]) => [key, n + 1])));
    // game history counts its rows
    const history = await answer(REPORTS['game-history'], root, period, { sub: true }, 'rollup');
    const raw = await answer(REPORTS['game-history'], root, period, { sub: true }, 'raw');
    expect(history.totals).toEqual(raw.totals);
    expect(history.rows.some((r) => r.betId === '996000000001')).toBe(true);
  }, 300_000);
});
