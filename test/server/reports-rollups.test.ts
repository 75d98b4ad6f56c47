/**
 * The reports read from the rollups give the answers of the raw rows: every report and the dashboard,
 * both ways, on the demo's 90 days (its root made a hub, so its whole-tree figures come from the
 * hub's rows), for whole days of the agent's zone and for instants inside an hour, with filters and
 * deep pages, and on random rounds (random players, games, amounts, times, sessions, states and side
 * bets, from fixed seeds) for random agents, periods and filters; a round added shows at once in every
 * report, and in the day rows kept beside the hour rows; the plans (EXPLAIN) read the indexes and day
 * rows made for them.
 */
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

/** With or without the agents below, the filters (default none), the page (default the first 1 000). */
interface AnswerOptions {
  sub: boolean;
  filters?: ReportFilters;
  page?: { pageIndex: number; pageSize: number; sort?: string };
}

async function answer(
  def: ReportDefinition,
  agent: Agent,
  period: { from: string | null; to: string | null },
  opts: AnswerOptions,
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
  opts: AnswerOptions,
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

describe('game activity in a zone whose hours are not UTC hours', () => {
  it('an hour is the instant the zone’s clock last showed a full hour, its active players those who played in it, from the rollups as from the rows', async () => {
    const root = await agentOf(h.seed.rootAgentId);
    await db.query('SELECT report_make_hub($1::uuid)', [root.id]);
    // half an hour off UTC all year; and half an hour off UTC in winter, whose clock moves by half an hour
    await db.query(
      `INSERT INTO timezones (id, timezone_location, utc_offset_minutes) VALUES
         ('Asia/Kolkata', '(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi', 330),
         ('Australia/Lord_Howe', '(UTC+10:30) Lord Howe Island', 630) ON CONFLICT DO NOTHING`,
    );
    const today = new Date().toISOString().slice(0, 10);
    const quarter = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
    const def = REPORTS['game-activity'];
    try {
      for (const timeZone of ['Asia/Kolkata', 'Australia/Lord_Howe']) {
        await db.query('UPDATE agents SET timezone_id = $2 WHERE id = $1', [root.id, timeZone]);
        const agent = { ...root, timeZone };
        const period = await days(agent, quarter, today);
        const opts = { sub: true, page: { pageIndex: 0, pageSize: 500, sort: '-hour' } };
        const fast = await answer(def, agent, period, opts, 'rollup');
        const raw = await answer(def, agent, period, opts, 'raw');
        expect(fast.rows.length, timeZone).toBeGreaterThan(0);
        expect(fast.totals, timeZone).toEqual(raw.totals);
        expect(fast.rows, timeZone).toEqual(raw.rows);
        const clock = new Intl.DateTimeFormat('en-GB', { timeZone, minute: '2-digit', second: '2-digit' });
        for (const row of fast.rows) {
          expect(clock.format(new Date(String(row.hour))), `${timeZone} ${row.hour}`).toBe('00:00');
          expect(row.players, `${timeZone} ${row.hour}`).toBeGreaterThan(0);
        }
        expect(new Set(fast.rows.map((r) => r.rowKey)).size, timeZone).toBe(fast.rows.length);
        // the players of the newest hour, counted from its rounds
        const top = fast.rows[0];
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(DISTINCT r.player_id)::int AS n FROM game_rounds r LEFT JOIN player_sessions s ON s.id = r.session_id
            WHERE r.status = 'settled' AND r.bet_time >= $1::timestamptz AND r.bet_time < $1::timestamptz + interval '1 hour'
              AND r.external_game_id = $2 AND r.currency = $3 AND s.channel IS NOT DISTINCT FROM $4::int
              AND s.technology IS NOT DISTINCT FROM $5::int`,
          [top.hour, top.externalGameId, top.currency, top.channel, top.technology],
        );
        expect(top.players, timeZone).toBe(rows[0].n);
      }
    } finally {
      await db.query('UPDATE agents SET timezone_id = $2 WHERE id = $1', [
        root.id,
        root.timeZone === 'UTC' ? null : root.timeZone,
      ]);
    }
  }, 300_000);
});

describe('the plans use the indexes and day rows made for them (EXPLAIN)', () => {
  /** The statements a report runs (a database that records them) and every node of their plans. */
  async function planNodes(def: ReportDefinition, agent: Agent, period: { from: string; to: string }) {
    const statements: { sql: string; params: unknown[] }[] = [];
    const recording = Object.create(db) as Db;
    recording.query = ((sql: string, params?: unknown[], options?: unknown) => {
      statements.push({ sql, params: params ?? [] });
      return (db.query as (...args: unknown[]) => unknown)(sql, params, options);
    }) as Db['query'];
    await runReport(
      {
        db: recording,
        def,
        scope: { agentId: agent.id, path: agent.path, includeSubAgents: true, ...period },
        filters: NO_FILTERS,
        timeZone: agent.timeZone,
      },
      { pageIndex: 0, pageSize: 50 },
    );
    const nodes: Record<string, unknown>[] = [];
    const walk = (node: Record<string, unknown>) => {
      nodes.push(node);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    for (const { sql, params } of statements) {
      const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      const plan = rows[0]['QUERY PLAN'];
      const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
        Plan: Record<string, unknown>;
      }[];
      walk(parsed[0].Plan);
    }
    return nodes;
  }

  it('pending games read the pending rounds in their order from their own index, never every round; the cafe summary and game activity count their rows from the day rows', async () => {
    const root = await agentOf(h.seed.rootAgentId);
    await db.query('SELECT report_make_hub($1::uuid)', [root.id]);
    for (const table of ['game_rounds', 'rollup_cafe_days', 'rollup_activity_days'])
      await db.query(`ANALYZE ${table}`);
    const today = new Date().toISOString().slice(0, 10);
    const quarter = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
    const period = await days(root, quarter, today);
    const { rows: pendingIndexes } = await db.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes
        WHERE tablename LIKE 'game_rounds%' AND indexdef LIKE '%(bet_time, bet_id) WHERE (status = %pending%'`,
    );
    const pendingIndex = new Set(pendingIndexes.map((r) => r.indexname));
    const pending = await planNodes(REPORTS['pending-games'], root, period);
    expect(pending.some((n) => pendingIndex.has(n['Index Name'] as string))).toBe(true);
    // Never every round: the month partitions read whole hold at most a tenth of the rounds (one whole
    // month of the seeded quarter is a third). The planner rightly reads a partition holding a few days'
    // rows whole, as the first month of the quarter is on some days: its index would cost more.
    const { rows: sizes } = await db.query<{ relname: string; rows: number }>(
      `SELECT c.relname, greatest(c.reltuples, 0)::float8 AS rows FROM pg_inherits i
         JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'game_rounds'::regclass`,
    );
    const rowsOf = new Map(sizes.map((r) => [r.relname, Number(r.rows)]));
    const allRounds = [...rowsOf.values()].reduce((sum, n) => sum + n, 0);
    expect(allRounds).toBeGreaterThan(0);
    const readWhole = new Set(
      pending
        .filter((n) => n['Node Type'] === 'Seq Scan' && rowsOf.has(n['Relation Name'] as string))
        .map((n) => n['Relation Name'] as string),
    );
    const roundsReadWhole = [...readWhole].reduce((sum, name) => sum + (rowsOf.get(name) ?? 0), 0);
    expect(roundsReadWhole, [...readWhole].join(', ')).toBeLessThanOrEqual(allRounds / 10);
    const reads = (nodes: Record<string, unknown>[]) => new Set(nodes.map((n) => n['Relation Name']));
    expect(reads(await planNodes(REPORTS['cafe-summary'], root, period)).has('rollup_cafe_days')).toBe(true);
    expect(reads(await planNodes(REPORTS['game-activity'], root, period)).has('rollup_activity_days')).toBe(
      true,
    );
  }, 300_000);
});

const HOUR = 3_600_000;

/** How many day rows differ from those computed again from the hour rows (cafes, game activity). */
async function dayRowsApartFromHours(): Promise<{ cafes: number; activity: number }> {
  const cafes = `SELECT pos_id, (bucket AT TIME ZONE 'UTC')::date, currency,
                        bit_or(CASE WHEN moves > 0 OR rounds > 0 THEN report_hour_bit(bucket) ELSE 0 END),
                        sum(moves), sum(deposits), sum(withdrawals), sum(rounds), sum(bets), sum(wins)
                   FROM rollup_cafes GROUP BY 1, 2, 3`;
  const cafeDays = `SELECT pos_id, day, currency, hours, moves, deposits, withdrawals, rounds, bets, wins
                      FROM rollup_cafe_days`;
  const activity = `SELECT agent_id, subtree, (bucket AT TIME ZONE 'UTC')::date, currency, external_game_id, channel,
                           technology, count(*), sum(rounds), sum(bets), sum(wins)
                      FROM rollup_activity GROUP BY 1, 2, 3, 4, 5, 6, 7`;
  const activityDays = `SELECT agent_id, subtree, day, currency, external_game_id, channel, technology, rows, rounds,
                               bets, wins FROM rollup_activity_days`;
  const apart = (a: string, b: string) =>
    `(SELECT count(*) FROM ((${a}) EXCEPT ALL (${b})) x) + (SELECT count(*) FROM ((${b}) EXCEPT ALL (${a})) y)`;
  const { rows } = await db.query<{ cafes: number; activity: number }>(
    `SELECT (${apart(cafes, cafeDays)})::int AS cafes, (${apart(activity, activityDays)})::int AS activity`,
  );
  return rows[0];
}

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
    // the day rows beside the hour rows follow them in the same transaction
    expect(await dayRowsApartFromHours()).toEqual({ cafes: 0, activity: 0 });
    // game history counts its rows
    const history = await answer(REPORTS['game-history'], root, period, { sub: true }, 'rollup');
    const raw = await answer(REPORTS['game-history'], root, period, { sub: true }, 'raw');
    expect(history.totals).toEqual(raw.totals);
    expect(history.rows.some((r) => r.betId === '996000000001')).toBe(true);
  }, 300_000);
});

describe('every report answers from the rollups as from the rows, on random rounds', () => {
  /** A small seeded generator (mulberry32): the same seed makes the same rounds. */
  function generator(seed: number) {
    let a = seed >>> 0;
    const next = () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    return {
      next,
      pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
      amount: () => {
        const kind = next();
        if (kind < 0.15) return '0.00';
        if (kind < 0.3) return (Math.floor(next() * 100) / 100 + 0.01).toFixed(2);
        return (Math.floor(next() * 1_000_000) / 100).toFixed(2);
      },
    };
  }

  /**
   * Writes `count` rounds of random players, games, amounts, times, sessions (a round is played during
   * its session), states and side bets, in one statement each (as a batch of rounds arrives).
   */
  async function writeRandomRounds(seed: number, count: number) {
    const random = generator(seed);
    const { rows: players } = await db.query<{ id: string; agent_id: string; currency: string }>(
      'SELECT id, agent_id, currency FROM players ORDER BY id',
    );
    const { rows: games } = await db.query<{ external_game_id: number; game_kind: string }>(
      'SELECT DISTINCT external_game_id, game_kind FROM game_rounds ORDER BY 1',
    );
    const { rows: sessions } = await db.query<{
      id: string;
      player_id: string;
      started_at: Date;
      ended_at: Date | null;
      casino_id: string | null;
    }>('SELECT id, player_id, started_at, ended_at, casino_id FROM player_sessions ORDER BY id');
    const now = Date.now();
    const rounds: unknown[][] = [];
    const sideBets: unknown[][] = [];
    for (let i = 0; i < count; i++) {
      const player = random.pick(players);
      const game = random.pick(games);
      const betTime = now - 2 * HOUR - Math.floor(random.next() * 88 * 86_400_000);
      const during = sessions.filter(
        (s) =>
          s.player_id === player.id &&
          new Date(s.started_at).getTime() <= betTime &&
          (s.ended_at === null || new Date(s.ended_at).getTime() >= betTime),
      );
      const session = during.length && random.next() < 0.85 ? random.pick(during) : null;
      const state = random.next();
      const status = state < 0.1 ? 'pending' : 'settled';
      const settledAt =
        status === 'settled' && state > 0.7
          ? new Date(betTime + Math.floor(random.next() * 3 * HOUR)).toISOString()
          : null;
      const betId = 997_000_000_000 + seed * 10_000 + i;
      rounds.push([
        betId,
        player.id,
        player.agent_id,
        game.external_game_id,
        game.game_kind,
        player.currency,
        random.amount(),
        status === 'pending' ? '0.00' : random.amount(),
        new Date(betTime).toISOString(),
        session?.id ?? null,
        session?.casino_id ?? null,
        status,
        settledAt,
      ]);
      if (random.next() < 0.2)
        sideBets.push([
          betId,
          random.pick(['LuckyWheelOfAnni', 'FunnyFatty', 'SideBetJackpot']),
          (Math.floor(random.next() * 10_000) / 100 + 0.01).toFixed(2),
          random.amount(),
        ]);
    }
    const column = (rows: unknown[][], i: number) => rows.map((row) => row[i]);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO game_rounds (bet_id, round_id, player_id, agent_id, external_game_id, game_kind, currency,
           bet_amount, payout, bet_time, detail, session_id, casino_id, status, settled_at)
         SELECT b, b::text, p, a, g, k, c, ba, po, t, '{}', s, ca, st, sa
           FROM unnest($1::bigint[], $2::uuid[], $3::uuid[], $4::int[], $5::text[], $6::text[], $7::numeric[],
                       $8::numeric[], $9::timestamptz[], $10::bigint[], $11::uuid[], $12::text[], $13::timestamptz[])
             AS x(b, p, a, g, k, c, ba, po, t, s, ca, st, sa)`,
        Array.from({ length: 13 }, (_, i) => column(rounds, i)),
      );
      await tx.query(
        `INSERT INTO side_bets (bet_id, feature_type, stake, win)
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::numeric[], $4::numeric[])`,
        Array.from({ length: 4 }, (_, i) => column(sideBets, i)),
      );
    });
    return random;
  }

  for (const seed of [1, 2])
    it(`random rounds (seed ${seed}) for random agents, periods of instants, filters and pages`, async () => {
      const random = await writeRandomRounds(seed, 300);
      const root = await agentOf(h.seed.rootAgentId);
      await db.query('SELECT report_make_hub($1::uuid)', [root.id]);
      const { rows: ids } = await db.query<{ id: string }>('SELECT id FROM agents ORDER BY id');
      const agents = [root, await agentOf(random.pick(ids).id), await agentOf(random.pick(ids).id)];
      for (const agent of agents) {
        const end = Date.now() - Math.floor(random.next() * 30 * 86_400_000);
        const from = new Date(end - Math.floor(random.next() * 60 * 86_400_000)).toISOString();
        const to = new Date(end).toISOString();
        const sub = random.next() < 0.7;
        const filters: ReportFilters = {
          ...NO_FILTERS,
          currency: random.next() < 0.3 ? random.pick(['EUR', 'USD', 'CNY', 'KRW']) : null,
        };
        const page = { pageIndex: Math.floor(random.next() * 3), pageSize: 25 };
        await expectSameAnswers(
          agent,
          { from, to },
          { sub, filters, page },
          `seed ${seed} ${agent.id} ${from}..${to}`,
        );
      }
    }, 300_000);
});
