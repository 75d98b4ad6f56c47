/**
 * The CSV export lists its rows in the report's order by the values, not by their formatted text: dates
 * as instants, amounts and counts as numbers, in English and in Chinese alike (the cells are formatted
 * on the way out, after the order is taken).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS } from '../../src/core/areas/reports/definitions';
import type { Queryable } from '../../src/server/db';
import { reportRowsQuery } from '../../src/server/reports/engine';
import { csvQuery, forEachBatch, forEachCsvBatch } from '../../src/server/reports/run';
import { startHarness, type Harness } from './harness';

let h: Harness;
const AGENT = randomUUID(); // an agent in UTC, below the root
const PLAYERS = [randomUUID(), randomUUID(), randomUUID()];
/** Adjustments whose dates and amounts sort otherwise as text ('01/10/26' < '02/11/26' < '31/08/26'). */
const ADJUSTMENTS = [
  { at: '2026-10-01T09:00Z', amount: '9.00' },
  { at: '2026-11-02T09:00Z', amount: '100.00' },
  { at: '2026-08-31T09:00Z', amount: '-5.00' },
  { at: '2026-10-31T09:00Z', amount: '2.50' },
  { at: '2026-10-02T09:00Z', amount: '10.00' },
];
/** Rounds played at one same instant (their order is their bet id's). */
const SAME_INSTANT = { at: '2026-09-03T12:00:00.123456Z', rounds: 6 };
/** Sessions per player: 2, 10 and 1 (as text: '1' < '10' < '2'). */
const SESSIONS = [2, 10, 1];
const PERIOD = { from: '2026-08-01', to: '2026-11-30' };

beforeAll(async () => {
  h = await startHarness();
  const db = h.server.ctx.db;
  const root = h.seed.rootAgentId;
  const { rows } = await db.query<{ path: string }>('SELECT path FROM agents WHERE id = $1', [root]);
  await db.query(
    `INSERT INTO agents (id, name, parent_id, path, depth, currency_id, country_id, timezone_id)
     VALUES ($1, 'Order Agent', $2, $3, 1, 'EUR', 'MT', 'Etc/UTC')`,
    [AGENT, root, `${rows[0].path}${AGENT}/`],
  );
  for (const [i, id] of PLAYERS.entries())
    await db.query(`INSERT INTO players (id, agent_id, name, currency) VALUES ($1, $2, $3, 'EUR')`, [
      id,
      AGENT,
      `order_player_${i}`,
    ]);
  for (const a of ADJUSTMENTS)
    await db.query(
      `INSERT INTO balance_adjustments (player_id, agent_id, kind, amount, currency, reason, created_at)
       VALUES ($1, $2, 'Correction', $3, 'EUR', 'order', $4)`,
      [PLAYERS[0], AGENT, a.amount, a.at],
    );
  let session = 970_000_000;
  let bet = 997_000_000_000;
  for (const [i, n] of SESSIONS.entries())
    for (let s = 0; s < n; s++) {
      session++;
      bet++;
      const start = new Date(Date.parse('2026-09-01T10:00Z') + s * 86_400_000);
      await db.query(
        `INSERT INTO player_sessions (id, player_id, agent_id, started_at, ended_at, channel, ip_address, device)
         VALUES ($1, $2, $3, $4, $5, 0, '203.0.113.5', 'test')`,
        [
          session,
          PLAYERS[i],
          AGENT,
          start.toISOString(),
          new Date(start.getTime() + 3_600_000).toISOString(),
        ],
      );
      await db.query(
        `INSERT INTO game_rounds (bet_id, round_id, player_id, agent_id, external_game_id, game_kind, currency,
           bet_amount, payout, bet_time, detail, session_id)
         VALUES ($1, $2, $3, $4, 101, 'slot', 'EUR', 1, 0, $5, '{}', $6)`,
        [bet, String(bet), PLAYERS[i], AGENT, new Date(start.getTime() + 60_000).toISOString(), session],
      );
    }
  for (let i = 0; i < SAME_INSTANT.rounds; i++)
    await db.query(
      `INSERT INTO game_rounds (bet_id, round_id, player_id, agent_id, external_game_id, game_kind, currency,
         bet_amount, payout, bet_time, detail)
       VALUES ($1, $2, $3, $4, 101, 'slot', 'EUR', $5, 0, $6, '{}')`,
      [bet + 100 - i, `same-${i}`, PLAYERS[0], AGENT, i + 1, SAME_INSTANT.at],
    );
}, 180_000);

afterAll(async () => {
  await h?.close();
});

/** One column of the CSV's rows (found by its position in the header of the language). */
async function column(
  path: string,
  lng: 'en' | 'zh-cn',
  sort: string | undefined,
  index: (header: string[]) => number,
) {
  const r = await h.as('admin', 'report', 'POST', path, {
    body: { agentId: AGENT, ...PERIOD, ...(sort ? { sort } : {}) },
    query: { lng },
    headers: { accept: 'text/csv' },
  });
  expect(r.status).toBe(200);
  const [header, ...rows] = r.text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
  const at = index(header);
  return rows.map((cells) => cells[at]);
}

describe.each(['en', 'zh-cn'] as const)('the CSV in %s lists its rows by value', (lng) => {
  const adjustments = '/api/report/balanceadjustments';

  it('dates as instants: oldest first when sorted by date, newest first by default', async () => {
    const oldestFirst = [
      '31/08/26 09:00:00',
      '01/10/26 09:00:00',
      '02/10/26 09:00:00',
      '31/10/26 09:00:00',
      '02/11/26 09:00:00',
    ];
    expect(await column(adjustments, lng, 'createdAt', () => 0)).toEqual(oldestFirst);
    expect(await column(adjustments, lng, undefined, () => 0)).toEqual([...oldestFirst].reverse());
  });

  it('amounts as numbers, negative ones first', async () => {
    const amountAt = (header: string[]) => header.length - 3; // …, currency, amount, reason, user
    expect(await column(adjustments, lng, 'amount', amountAt)).toEqual([
      '-5.00',
      '2.50',
      '9.00',
      '10.00',
      '100.00',
    ]);
    expect(await column(adjustments, lng, '-amount', amountAt)).toEqual([
      '100.00',
      '10.00',
      '9.00',
      '2.50',
      '-5.00',
    ]);
  });

  it('counts as numbers', async () => {
    const sessionsAt = () => 3; // player, agent, currency, sessions
    expect(await column('/api/report/playerperformance', lng, 'sessions', sessionsAt)).toEqual([
      '1',
      '2',
      '10',
    ]);
    expect(await column('/api/report/playerperformance', lng, '-sessions', sessionsAt)).toEqual([
      '10',
      '2',
      '1',
    ]);
  });
});

describe('the embedded database reads an export in a time order a batch per statement', () => {
  const def = REPORTS['game-history'];
  const rowsOf = async () => {
    const db = h.server.ctx.db;
    const { rows } = await db.query<{ path: string }>('SELECT path FROM agents WHERE id = $1', [AGENT]);
    const scope = {
      agentId: AGENT,
      path: rows[0].path,
      includeSubAgents: false,
      from: `${PERIOD.from}T00:00:00Z`,
      to: `${PERIOD.to}T00:00:00Z`,
    };
    const filters = { casino: null, currency: null, playerId: null, gameIds: null };
    return reportRowsQuery({ db, def, scope, filters, timeZone: 'Etc/UTC' });
  };
  const columns = (row: Record<string, string | null>) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => !k.startsWith('_seek')));
  /** The CSV rows of game history in `sort` as one cursor reads them (4 at a time). */
  const cursorRows = async (sort: string | undefined) => {
    const rows: Record<string, string | null>[] = [];
    const query = await rowsOf();
    await forEachBatch(h.server.ctx.db, csvQuery(def, query, sort, 'en', 'Etc/UTC'), 4, async (batch) => {
      rows.push(...batch);
    });
    return rows;
  };
  /**
   * The same rows read by forEachCsvBatch as the database of `kind` reads them (on whichever database
   * this suite runs), in batches of 4 at most, with the statements it ran (no SET LOCAL).
   */
  const exportRows = async (kind: Queryable['kind'], sort: string | undefined, options = {}) => {
    const statements: string[] = [];
    const recording = (conn: Queryable): Queryable => ({
      kind,
      query: (sql, params, opts) => {
        if (!sql.startsWith('SET LOCAL')) statements.push(sql);
        return conn.query(sql, params, opts);
      },
      transaction: (fn) => conn.transaction((tx) => fn({ ...tx, ...recording(tx) })),
      // on PostgreSQL each window's rows come as the database sends them
      ...(conn.stream && {
        stream: (sql, params, size, onRows, opts) => {
          statements.push(sql);
          return conn.stream!(sql, params, size, onRows, opts);
        },
      }),
    });
    const rows: Record<string, string | null>[] = [];
    const query = await rowsOf();
    const onBatch = async (batch: Record<string, string | null>[]) => {
      expect(batch.length).toBeLessThanOrEqual(4);
      rows.push(...batch.map(columns));
    };
    await forEachCsvBatch(recording(h.server.ctx.db), def, query, sort, 'en', 'Etc/UTC', 4, onBatch, options);
    return { rows, statements };
  };

  it.each([undefined, 'betTime'])(
    'game history (sort %s): the same rows as a cursor gives, each statement a batch of its own',
    async (sort) => {
      const cursor = await cursorRows(sort);
      const { rows, statements } = await exportRows('pglite', sort);
      expect(cursor.length).toBe(SESSIONS.reduce((a, b) => a + b) + SAME_INSTANT.rounds);
      expect(rows).toEqual(cursor);
      expect(statements.length).toBe(Math.floor(cursor.length / 4) + 1);
      expect(statements.every((sql) => / LIMIT 4$/.test(sql) && !/DECLARE/.test(sql))).toBe(true);
    },
  );

  it.each([undefined, 'betTime'])(
    'PostgreSQL reads a dated game history (sort %s) in windows of time: the same rows as a cursor gives',
    async (sort) => {
      const cursor = await cursorRows(sort);
      // windows of some 2 rows, batches of 4 at most: the six rounds of one instant are cut by a limit
      const { rows, statements } = await exportRows('postgres', sort, { windowRows: 2, firstRows: 2 });
      expect(rows).toEqual(cursor);
      expect(statements.every((sql) => !/DECLARE/.test(sql))).toBe(true);
      const batches = statements.filter((sql) => / AS line/.test(sql));
      expect(batches[0]).toMatch(/ LIMIT 2$/);
      expect(batches.length).toBeGreaterThan(5);
      // every batch after the first but the last stops at an instant
      expect(batches.slice(1, -1).every((sql) => /(>=|<) \$\d+::timestamptz ORDER BY/.test(sql))).toBe(true);
      // a window cut by its limit goes on from its last row, whose point is asked for
      expect(statements.some((sql) => / OFFSET 3 LIMIT 1$/.test(sql))).toBe(true);
    },
  );
});
