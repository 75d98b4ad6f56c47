/**
 * The demo operator's activity: 90 days of players' sessions (sign-in and sign-out, channel, address,
 * device), the rounds they played in them, their deposits and withdrawals, balance adjustments by
 * back-office users, and weekly credit transfers down the agent tree. Reports compute every figure
 * from these rows, so they reconcile with each other.
 *
 * Deterministic: every choice is `activity_random('<seed>:<key>')` (migration 700) of a key made of
 * stable ids and day or round numbers, so the same players, seed and day give the same activity on
 * PGlite and on PostgreSQL. Generated inside the database with INSERT … SELECT over generate_series
 * (a few statements, no row-by-row round trips); only the played rounds that generated rounds copy
 * (src/server/seed/activity-templates.ts) are made in JavaScript.
 *
 * The showcase rounds of src/server/games/seed.ts are part of the activity: each gets a session of its
 * own player, and generated sessions never overlap them.
 *
 * A player plays in one casino: one its agent holds (src/server/seed/casinos.ts runs first), preferably
 * one that takes the player's currency; players of agents that hold no casino play outside any.
 */
import { GAME_CATALOG } from '../games/catalog';
import { unitCentsOf } from '../games/seed';
import type { Db } from '../db';
import { generateTemplates, VARIANTS } from './activity-templates';
import { seedActivityFeatures } from './activity-feat';
import { AMERICAS_AGENT_ID } from './demo';
import { stableId } from './ids';
import { seedCafesAndTechnology } from './activity-perf';
import { seedPendingRounds } from './activity-pend';
import { ensurePartitions } from '../reports/partitions';
import { deferRollups, rebuildReportRollups } from '../reports/rollups';

export const ACTIVITY_DAYS = 90;
/** Bet ids and round ids of generated rounds start above these (the showcase rounds lie below). */
export const ACTIVITY_BET_ID_BASE = 80_000_000_000;
export const ACTIVITY_ROUND_ID_BASE = 94_000_000_000;

export interface ActivityOptions {
  /** The moment the activity ends (default now): the last day is that day in each agent's time zone. */
  now?: number;
  days?: number;
  /** Only players of agents whose path starts with this (default: every player without sessions yet). */
  pathPrefix?: string;
  /** The text every random key starts with. */
  seed?: string;
  /** Users that made the transfers and adjustments: `agent` inside `agentUserAgentId`'s subtree, else `admin`. */
  users: { admin: string; agent: string };
  agentUserAgentId: string;
  /** Weekly credit transfers between the agents of `pathPrefix` (default true). */
  creditTransfers?: boolean;
}

export interface ActivitySummary {
  sessions: number;
  rounds: number;
  transactions: number;
  adjustments: number;
  transfers: number;
}

const CHANNEL_DEVICES = [
  ['Windows 11 · Chrome 131', 'macOS 15 · Safari 18', 'Windows 10 · Edge 131'],
  ['iPhone · Safari 18', 'Android 15 · Chrome 131', 'iPad · Safari 18'],
  ['Windows 11 · Aurora Casino 8.2', 'Windows 10 · Aurora Casino 8.2', 'Windows 11 · Aurora Casino 8.1'],
  ['Android 15 · Aurora Casino 5.4', 'Android 14 · Aurora Casino 5.4', 'Android 13 · Aurora Casino 5.3'],
  ['iOS 18 · Aurora Casino 5.4', 'iPadOS 18 · Aurora Casino 5.4', 'iOS 17 · Aurora Casino 5.3'],
];

const ADJUSTMENTS = {
  Bonus: ['Welcome bonus', 'Reload bonus', 'Weekend cashback'],
  Goodwill: ['Service outage goodwill', 'Loyalty gift'],
  Correction: ['Duplicate deposit reversed', 'Missing payout credited'],
  Chargeback: ['Card chargeback', 'Disputed deposit'],
} as const;

/** SQL text literal (for the fixed tables of this module only). */
const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;

const gamesTable = () =>
  `(VALUES ${GAME_CATALOG.map((g, i) => `(${i}, ${g.externalGameId}, ${lit(g.kind)})`).join(', ')}) AS g(idx, ext, kind)`;

const devicesTable = () =>
  `(VALUES ${CHANNEL_DEVICES.flatMap((list, channel) => list.map((d, i) => `(${channel}, ${i}, ${lit(d)})`)).join(', ')}) AS dv(channel, variant, device)`;

/** Inserts the played rounds for the currencies that have none yet. */
async function seedTemplates(db: Db): Promise<void> {
  const { rows } = await db.query<{ currency: string }>(
    `SELECT DISTINCT p.currency FROM players p
      WHERE NOT EXISTS (SELECT 1 FROM round_templates t WHERE t.currency = p.currency)
      ORDER BY p.currency`,
  );
  if (rows.length === 0) return;
  const templates = generateTemplates(rows.map((r) => r.currency)).map((t) => ({
    external_game_id: t.externalGameId,
    currency: t.currency,
    stake: t.stake,
    variant: t.variant,
    bet_amount: (t.betCents / 100).toFixed(2),
    payout: (t.payoutCents / 100).toFixed(2),
    detail: t.detail,
  }));
  await db.query(
    `INSERT INTO round_templates (id, external_game_id, currency, stake, variant, bet_amount, payout, detail)
     SELECT (SELECT coalesce(max(id), 0) FROM round_templates) + t.ord, t.external_game_id, t.currency, t.stake,
            t.variant, t.bet_amount, t.payout, t.detail
       FROM ROWS FROM (json_to_recordset($1::json)
              AS (external_game_id integer, currency text, stake smallint, variant smallint, bet_amount numeric,
                  payout numeric, detail jsonb)) WITH ORDINALITY
            AS t(external_game_id, currency, stake, variant, bet_amount, payout, detail, ord)`,
    [JSON.stringify(templates)],
  );
}

/** The betting unit of each currency of the players, in money (USD 1.00, KRW 1000.00). */
async function unitsTable(db: Db): Promise<string> {
  const { rows } = await db.query<{ currency: string }>('SELECT DISTINCT currency FROM players ORDER BY 1');
  const values = rows
    .filter((r) => /^[A-Z]{3}$/.test(r.currency))
    .map((r) => `(${lit(r.currency)}, ${(unitCentsOf(r.currency) / 100).toFixed(2)}::numeric)`);
  return `(VALUES ${values.join(', ') || "('XXX', 1.00::numeric)"}) AS u(currency, unit)`;
}

/**
 * Runs a bulk insert of rows that are consistent by construction without the per-row foreign-key
 * triggers, where the database role may (PGlite; PostgreSQL as a superuser); otherwise with them.
 */
async function withoutForeignKeyChecks<T>(db: Db, insert: () => Promise<T>): Promise<T> {
  // a savepoint keeps a refused SET from aborting the transaction on PostgreSQL
  await db.exec('SAVEPOINT activity_fk');
  const off = await db
    .exec('SET LOCAL session_replication_role = replica')
    .then(() => true)
    .catch(async () => {
      await db.exec('ROLLBACK TO SAVEPOINT activity_fk');
      return false;
    });
  try {
    return await insert();
  } finally {
    if (off) await db.exec('SET LOCAL session_replication_role = DEFAULT');
  }
}

/**
 * Runs a bulk insert into `table` with its secondary indexes dropped and built again afterwards (once
 * over all rows, instead of row by row). Indexes that back a constraint stay.
 */
async function withIndexesRebuilt<T>(db: Db, table: string, insert: () => Promise<T>): Promise<T> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = $1
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [table],
  );
  for (const index of rows) await db.exec(`DROP INDEX "${index.name.replace(/"/g, '""')}"`);
  const result = await insert();
  // a partitioned table's index is listed 'ON ONLY <table>'; made again, it is made on every partition
  for (const index of rows) await db.exec(index.definition.replace(/ ON ONLY /, ' ON '));
  return result;
}

/** Generates the activity of the players in scope; returns how many rows of each kind it made. */
export async function seedActivity(db: Db, opts: ActivityOptions): Promise<ActivitySummary> {
  const now = new Date(opts.now ?? Date.now()).toISOString();
  const days = opts.days ?? ACTIVITY_DAYS;
  const seed = opts.seed ?? 'aurora';
  const prefix = opts.pathPrefix ?? '/';
  const R = (key: string) => `activity_random(${lit(seed + ':')} || ${key})`;
  // one md5 per key, read as four numbers (OFFSET 0 keeps the planner from computing it per use)
  const H = (key: string) => `md5(${lit(seed + ':')} || ${key})`;
  const P = (hash: string, part: number) => `activity_part(${hash}, ${part})`;
  const units = await unitsTable(db);
  await seedTemplates(db);
  // the rollups of the reports are computed once from all rows at the end, not row by row
  await deferRollups(db);
  // the months of the activity have their partitions before its rounds and sessions are written
  await ensurePartitions(db, Date.parse(now) - (days + 1) * 86_400_000, Date.parse(now));

  // Players in scope, with what stays the same for a player: how often they play, their channel,
  // address, device, favourite games and stake.
  const transfers = await withoutForeignKeyChecks(db, async () => {
    await db.exec('DROP TABLE IF EXISTS act_players; DROP TABLE IF EXISTS act_sessions;');
    await db.query(
      `CREATE TEMP TABLE act_players AS
       SELECT p.id, p.agent_id, p.currency, coalesce(a.timezone_id, 'UTC') AS tz, a.path,
              0.06 + 0.5 * power(${R("p.id || ':rate'")}, 2) AS rate,
              CASE WHEN c < 0.3 THEN 0 WHEN c < 0.6 THEN 1 WHEN c < 0.65 THEN 2 WHEN c < 0.85 THEN 3 ELSE 4 END AS channel,
              floor(${R("p.id || ':device'")} * 3)::int AS device,
              '203.0.113.' || (1 + floor(${R("p.id || ':ip'")} * 253))::int AS ip,
              floor(${R("p.id || ':g1'")} * ${GAME_CATALOG.length})::int AS g1,
              floor(${R("p.id || ':g2'")} * ${GAME_CATALOG.length})::int AS g2,
              CASE WHEN s < 0.85 THEN 0 ELSE 1 END AS stake,
            CASE WHEN j < 0.45 THEN 0 ELSE floor(${R("p.id || ':joined-day'")} * ($2::int - 5))::int END AS joined,
              hc.id AS casino_id
         FROM players p
         JOIN agents a ON a.id = p.agent_id
         CROSS JOIN LATERAL (
         SELECT ${R("p.id || ':channel'")} AS c, ${R("p.id || ':stake'")} AS s, ${R("p.id || ':joined'")} AS j
       ) v
         LEFT JOIN LATERAL (
           SELECT c.id FROM casinos c
            WHERE c.deleted_at IS NULL
              AND (a.parent_id IS NULL
                   OR EXISTS (SELECT 1 FROM casino_agents ca WHERE ca.casino_id = c.id AND ca.agent_id = a.id))
            ORDER BY NOT EXISTS (SELECT 1 FROM casino_currencies cc
                                  WHERE cc.casino_id = c.id AND cc.currency_id = p.currency),
                     ${R("p.id || ':casino:' || c.id")}, c.id
            LIMIT 1
         ) hc ON true
        WHERE a.path LIKE $1 || '%'
          AND NOT EXISTS (SELECT 1 FROM game_rounds r WHERE r.player_id = p.id AND r.template_id IS NOT NULL)`,
      [prefix, days],
    );

    // The showcase rounds (played rounds with their own detail) belong to the session of their player
    // that was open when they were played; the others get a session each.
    await db.query(
      `UPDATE game_rounds g SET session_id = s.id
         FROM player_sessions s
        WHERE g.session_id IS NULL AND g.template_id IS NULL AND s.player_id = g.player_id
          AND g.bet_time >= s.started_at AND g.bet_time < coalesce(s.ended_at, 'infinity')`,
    );
    const { rows: base } = await db.query<{ n: string }>(
      'SELECT coalesce(max(id), 0)::text AS n FROM player_sessions',
    );
    const showcase = `SELECT r.bet_id, r.player_id, r.agent_id, r.bet_time, ap.casino_id,
                             row_number() OVER (ORDER BY r.bet_time, r.bet_id) AS n
                        FROM game_rounds r JOIN act_players ap ON ap.id = r.player_id
                       WHERE r.session_id IS NULL AND r.template_id IS NULL`;
    await db.query(
      `INSERT INTO player_sessions (id, player_id, agent_id, started_at, ended_at, channel, ip_address, device,
                                    casino_id)
       SELECT $1::bigint + r.n, r.player_id, r.agent_id, r.bet_time - interval '12 minutes',
              r.bet_time + interval '9 minutes', ap.channel, ap.ip, dv.device, ap.casino_id
         FROM (${showcase}) r
         JOIN act_players ap ON ap.id = r.player_id
         JOIN ${devicesTable()} ON dv.channel = ap.channel AND dv.variant = ap.device`,
      [base[0].n],
    );
    await db.query(
      `UPDATE game_rounds g SET session_id = $1::bigint + r.n, casino_id = r.casino_id
         FROM (${showcase}) r WHERE r.bet_id = g.bet_id`,
      [base[0].n],
    );

    // Sessions: on each day a player plays with their own probability, mostly in the evening of their
    // agent's time zone, on their usual channel; none in the future, none overlapping another session.
    await db.query(
      `CREATE TEMP TABLE act_sessions AS
       WITH candidates AS MATERIALIZED (
         SELECT ap.id AS player_id, ap.agent_id, ap.currency, ap.path, ap.g1, ap.g2, ap.stake, ap.casino_id, d,
                ((($1::timestamptz AT TIME ZONE ap.tz)::date - ($2::int - 1 - d))::timestamp
                   + make_interval(mins => 480 + floor(930 * sqrt(v.h))::int)) AT TIME ZONE ap.tz AS started_at,
                5 + floor(115 * power(v.len, 2))::int AS minutes,
                CASE WHEN v.ch < 0.8 THEN ap.channel ELSE least(4, floor((v.ch - 0.8) * 25))::int END AS channel,
                ap.device, ap.ip, v.ipr,
                3 + floor(14 * v.nr)::int AS rounds
           FROM act_players ap
           CROSS JOIN generate_series(0, $2::int - 1) AS d
           CROSS JOIN LATERAL (SELECT ${H("ap.id || ':day:' || d")} AS a, ${H("ap.id || ':visit:' || d")} AS b OFFSET 0) hh
           CROSS JOIN LATERAL (
             SELECT ${P('hh.a', 0)} AS u, ${P('hh.a', 1)} AS h, ${P('hh.a', 2)} AS len, ${P('hh.a', 3)} AS ch,
                    ${P('hh.b', 0)} AS ipr, ${P('hh.b', 1)} AS nr OFFSET 0
           ) v
          WHERE v.u < ap.rate AND d >= ap.joined
       )
       SELECT c.*, c.started_at + make_interval(mins => c.minutes) AS ended_at,
              CASE WHEN c.channel IN (1, 3, 4) AND c.ipr < 0.5
                   THEN '198.51.100.' || (1 + floor(c.ipr * 506))::int ELSE c.ip END AS ip_address,
              dv.device AS device_name
         FROM candidates c
         JOIN ${devicesTable()} ON dv.channel = c.channel AND dv.variant = c.device
        WHERE c.started_at + make_interval(mins => c.minutes) <= $1::timestamptz
          AND NOT EXISTS (SELECT 1 FROM player_sessions x
                           WHERE x.player_id = c.player_id
                             AND x.started_at < c.started_at + make_interval(mins => c.minutes)
                             AND coalesce(x.ended_at, 'infinity') > c.started_at)`,
      [now, days],
    );
    const { rows: idBase } = await db.query<{ n: string }>(
      'SELECT coalesce(max(id), 0)::text AS n FROM player_sessions',
    );
    await db.exec('ALTER TABLE act_sessions ADD COLUMN id bigint');
    await db.query(
      `UPDATE act_sessions s SET id = $1::bigint + o.n
         FROM (SELECT player_id, d, row_number() OVER (ORDER BY started_at, player_id) AS n FROM act_sessions) o
        WHERE o.player_id = s.player_id AND o.d = s.d`,
      [idBase[0].n],
    );
    await db.query(
      `INSERT INTO player_sessions (id, player_id, agent_id, started_at, ended_at, channel, ip_address, device,
                                    casino_id)
       SELECT id, player_id, agent_id, started_at, ended_at, channel, ip_address, device_name, casino_id
         FROM act_sessions`,
    );

    // Rounds: mostly the player's two favourite games, at their stake, spread over the session.
    const { rows: betBase } = await db.query<{ bet: string; round: string }>(
      `SELECT greatest(coalesce(max(bet_id), 0), $1::bigint)::text AS bet,
              (greatest(coalesce(max(bet_id), 0), $1::bigint) - $1::bigint + $2::bigint)::text AS round
         FROM game_rounds WHERE bet_id >= $1::bigint`,
      [ACTIVITY_BET_ID_BASE, ACTIVITY_ROUND_ID_BASE],
    );
    const roundsSql = `INSERT INTO game_rounds (bet_id, round_id, player_id, agent_id, external_game_id, game_kind, currency,
                                bet_amount, payout, bet_time, language_code, detail, session_id, template_id, casino_id)
       SELECT $1::bigint + o.n, ($2::bigint + o.n)::text, o.player_id, o.agent_id, o.ext, o.kind, o.currency,
              t.bet_amount, t.payout, o.bet_time, CASE WHEN o.currency = 'CNY' THEN 'zh-cn' ELSE 'en' END,
              NULL, o.session_id, t.id, o.casino_id
         FROM (
           SELECT s.id AS session_id, s.player_id, s.agent_id, s.currency, s.stake, s.casino_id, g.ext, g.kind,
                  s.started_at + (s.ended_at - s.started_at) * ((k - 1 + v.at) / s.rounds) AS bet_time,
                  floor(v.variant * ${VARIANTS})::int AS variant,
                  row_number() OVER (ORDER BY s.id, k) AS n
             FROM act_sessions s
             CROSS JOIN LATERAL generate_series(1, s.rounds) AS k
             CROSS JOIN LATERAL (SELECT ${H("s.id || ':round:' || k")} AS a OFFSET 0) hh
             CROSS JOIN LATERAL (
               SELECT ${P('hh.a', 0)} AS pick, ${P('hh.a', 1)} AS anyg, ${P('hh.a', 2)} AS variant, ${P('hh.a', 3)} AS at
               OFFSET 0
             ) v
             JOIN ${gamesTable()}
               ON g.idx = CASE WHEN v.pick < 0.45 THEN s.g1 WHEN v.pick < 0.7 THEN s.g2
                               ELSE floor(v.anyg * ${GAME_CATALOG.length})::int END
         ) o
         JOIN round_templates t
           ON t.external_game_id = o.ext AND t.currency = o.currency AND t.stake = o.stake AND t.variant = o.variant`;
    await withIndexesRebuilt(db, 'game_rounds', () =>
      db.query(roundsSql, [betBase[0].bet, betBase[0].round]),
    );
    await seedActivityFeatures(db, { seed, now, units });

    await db.exec(`ALTER TABLE act_sessions ADD COLUMN bets numeric, ADD COLUMN wins numeric;
      UPDATE act_sessions s SET bets = t.bets, wins = t.wins
        FROM (SELECT session_id, sum(bet_amount) AS bets, sum(payout) AS wins FROM game_rounds
               WHERE session_id IN (SELECT id FROM act_sessions) GROUP BY session_id) t
       WHERE t.session_id = s.id`);

    // Deposits before a session (always before the player's first, else now and then, always when the
    // session loses more than a small float), withdrawals of most of a winning session's gain after it.
    await db.query(
      `INSERT INTO wallet_transactions (player_id, agent_id, session_id, type, amount, currency, created_at)
       SELECT player_id, agent_id, session_id, type, amount, currency, created_at FROM (
         SELECT s.player_id, s.agent_id, s.id AS session_id, 'Deposit' AS type, s.currency,
                s.started_at - interval '2 minutes' AS created_at,
                ceil((greatest(s.bets - s.wins, 0) + u.unit * (20 + 20 * floor(${P('hh.a', 0)} * 5))) / (u.unit * 10))
                  * u.unit * 10 AS amount,
                row_number() OVER (PARTITION BY s.player_id ORDER BY s.started_at) AS nth,
                s.bets - s.wins AS loss, ${P('hh.a', 1)} AS chance
           FROM act_sessions s
           JOIN ${units} ON u.currency = s.currency
           CROSS JOIN LATERAL (SELECT ${H("s.id || ':wallet'")} AS a OFFSET 0) hh
         UNION ALL
         SELECT s.player_id, s.agent_id, s.id, 'Withdrawal', s.currency, s.ended_at + interval '3 minutes',
                floor((s.wins - s.bets) * 0.8 / u.unit) * u.unit, 0, 0, ${P('hh.a', 2)}
           FROM act_sessions s
           JOIN ${units} ON u.currency = s.currency
           CROSS JOIN LATERAL (SELECT ${H("s.id || ':wallet'")} AS a OFFSET 0) hh
          WHERE s.wins > s.bets
       ) m
       WHERE amount > 0 AND (type = 'Withdrawal' AND chance < 0.7 OR type = 'Deposit' AND (nth = 1 OR loss > 0 OR chance < 0.4))
       ORDER BY created_at, player_id, type`,
    );

    // Balance adjustments by back-office users, about one session in forty.
    const kinds = Object.entries(ADJUSTMENTS);
    const reasons = `(VALUES ${kinds.flatMap(([kind, list]) => list.map((reason, i) => `(${lit(kind)}, ${i}, ${lit(reason)})`)).join(', ')}) AS rs(kind, i, reason)`;
    await db.query(
      `INSERT INTO balance_adjustments (player_id, agent_id, kind, amount, currency, reason, user_id, created_at)
       SELECT a.player_id, a.agent_id, a.kind, a.amount, a.currency, rs.reason,
              CASE WHEN a.path LIKE (SELECT path FROM agents WHERE id = $1) || '%' THEN $2::uuid ELSE $3::uuid END,
              a.created_at
         FROM (
           SELECT s.player_id, s.agent_id, s.currency, s.path, s.ended_at + interval '1 hour' AS created_at,
                  k.kind, floor(v.reason * k.reasons)::int AS reason_index,
                  u.unit * (5 + floor(v.size * 95)) * CASE WHEN k.kind = 'Chargeback' OR (k.kind = 'Correction' AND v.sign < 0.5) THEN -1 ELSE 1 END AS amount
             FROM act_sessions s
             JOIN ${units} ON u.currency = s.currency
             CROSS JOIN LATERAL (SELECT ${H("s.id || ':adjust'")} AS a OFFSET 0) hh
             CROSS JOIN LATERAL (
               SELECT ${P('hh.a', 0)} AS chance, ${P('hh.a', 1)} AS kind, ${P('hh.a', 2)} AS size,
                      ${P('hh.a', 3)} AS sign, ${R("s.id || ':adjust-reason'")} AS reason OFFSET 0
             ) v
             CROSS JOIN LATERAL (
               SELECT CASE WHEN v.kind < 0.45 THEN 'Bonus' WHEN v.kind < 0.65 THEN 'Goodwill'
                           WHEN v.kind < 0.9 THEN 'Correction' ELSE 'Chargeback' END AS kind
             ) kk
             JOIN (SELECT kind, count(*) AS reasons FROM ${reasons} GROUP BY kind) k ON k.kind = kk.kind
            WHERE v.chance < 0.025 AND s.ended_at + interval '1 hour' <= $4::timestamptz
         ) a
         JOIN ${reasons} ON rs.kind = a.kind AND rs.i = a.reason_index
        ORDER BY a.created_at, a.player_id`,
      [opts.agentUserAgentId, opts.users.agent, opts.users.admin, now],
    );

    // Weekly credit from each agent to its children (and now and then some back), sized by level.
    let made = 0;
    if (opts.creditTransfers !== false) {
      const { rows } = await db.query<{ n: number }>(
        `WITH made AS (
           INSERT INTO credit_transfers (from_agent_id, to_agent_id, amount, user_id, created_at)
           SELECT CASE WHEN x.back THEN x.child ELSE x.parent END, CASE WHEN x.back THEN x.parent ELSE x.child END,
                  x.amount, CASE WHEN x.parent_path LIKE (SELECT path FROM agents WHERE id = $3) || '%' THEN $4::uuid ELSE $5::uuid END,
                  x.at
             FROM (
               SELECT c.id AS child, c.parent_id AS parent, pa.path AS parent_path, b.back,
                      ((($1::timestamptz AT TIME ZONE coalesce(c.timezone_id, 'UTC'))::date - ($2::int - 1 - w * 7))::timestamp
                         + make_interval(mins => 540 + floor(${R("c.id || ':transfer-at:' || w || b.back")} * 240)::int))
                        AT TIME ZONE coalesce(c.timezone_id, 'UTC') AS at,
                      u.unit * CASE c.depth WHEN 1 THEN 20000 WHEN 2 THEN 5000 WHEN 3 THEN 1000 ELSE 250 END
                        * (1 + floor(${R("c.id || ':transfer:' || w || b.back")} * 4)) * CASE WHEN b.back THEN 0.3 ELSE 1 END AS amount,
                      ${R("c.id || ':transfer-back:' || w")} AS chance
                 FROM agents c
                 JOIN agents pa ON pa.id = c.parent_id
                 JOIN ${units} ON u.currency = c.currency_id
                 CROSS JOIN generate_series(0, ($2::int - 1) / 7) AS w
                 CROSS JOIN (VALUES (false), (true)) AS b(back)
                WHERE c.path LIKE $6 || '%' AND c.depth >= 1
             ) x
            WHERE x.at <= $1::timestamptz AND (NOT x.back OR x.chance < 0.15)
            ORDER BY x.at, x.child, x.back
           RETURNING 1)
         SELECT count(*)::int AS n FROM made`,
        [now, days, opts.agentUserAgentId, opts.users.agent, opts.users.admin, prefix],
      );
      made = rows[0].n;
    }

    // Players signed up before their first session, and last signed in at their last one.
    await db.query(
      `UPDATE players p SET created_at = least(p.created_at, f.first_start - make_interval(mins => 30 + floor(${R("p.id || ':signup'")} * 4320)::int)),
                            last_login_at = f.last_start
         FROM (SELECT s.player_id, min(s.started_at) AS first_start, max(s.started_at) AS last_start
                 FROM player_sessions s JOIN act_players ap ON ap.id = s.player_id GROUP BY s.player_id) f
        WHERE f.player_id = p.id`,
    );
    return made;
  });

  await seedCafesAndTechnology(db, { seed, pathPrefix: prefix });
  const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0].n;
  const summary: ActivitySummary = {
    sessions: await count('SELECT count(*)::int AS n FROM act_sessions'),
    rounds: await count(
      'SELECT count(*)::int AS n FROM game_rounds r JOIN act_sessions s ON s.id = r.session_id',
    ),
    transactions: await count(
      'SELECT count(*)::int AS n FROM wallet_transactions t JOIN act_sessions s ON s.id = t.session_id',
    ),
    adjustments: await count(
      'SELECT count(*)::int AS n FROM balance_adjustments b JOIN act_players ap ON ap.id = b.player_id',
    ),
    transfers,
  };
  await seedPendingRounds(db, seed);
  await db.exec('DROP TABLE act_players; DROP TABLE act_sessions;');
  await rebuildReportRollups(db);
  // the sessions above carry ids of their own: a session numbered by the table comes after them
  await db.query(
    "SELECT setval(pg_get_serial_sequence('player_sessions', 'id'), greatest((SELECT max(id) FROM player_sessions), 1))",
  );
  // fresh statistics, so the reports' plans use the indexes (PGlite has no autovacuum to do it)
  await db.exec(
    `ANALYZE game_rounds; ANALYZE player_sessions; ANALYZE wallet_transactions; ANALYZE balance_adjustments;
     ANALYZE credit_transfers; ANALYZE players; ANALYZE rollup_agent; ANALYZE rollup_games; ANALYZE rollup_activity;
     ANALYZE rollup_sessions; ANALYZE rollup_side_bets; ANALYZE rollup_cafes; ANALYZE rollup_cafe_days; ANALYZE rollup_activity_days;
     ANALYZE rollup_player_days; ANALYZE rollup_player_gaps;`,
  );
  return summary;
}

/** Who made the demo's transfers and adjustments: the `agent` login below its agent, `admin` elsewhere. */
export const DEMO_ACTIVITY_USERS = {
  users: { admin: stableId('user:admin'), agent: stableId('user:agent') },
  agentUserAgentId: AMERICAS_AGENT_ID,
};

/** The demo operator's 90 days (called once by the first seed, after the showcase rounds). */
export function seedDemoActivity(
  db: Db,
  info: { users: { admin: string; agent: string }; secondLevelAgentId: string },
  now = Date.now(),
): Promise<ActivitySummary> {
  return seedActivity(db, { now, users: info.users, agentUserAgentId: info.secondLevelAgentId });
}

/** Players of the generated load-test network: one for every this many generated agents. */
export const SCALE_AGENTS_PER_PLAYER = 100;

/**
 * `--scale N`: the load-test network's activity grows with it: a player (in euros) at every
 * SCALE_AGENTS_PER_PLAYER-th generated agent, with the same 90 days of sessions, rounds, deposits and
 * adjustments as the demo players (about 200 rounds each: 100 000 agents bring some 200 000 rounds).
 */
export async function seedScaleActivity(
  db: Db,
  info: { users: { admin: string; agent: string }; agentUserAgentId: string },
  now = Date.now(),
): Promise<ActivitySummary | null> {
  const { rows } = await db.query<{ path: string }>(
    "SELECT path FROM agents WHERE name = 'Load Test Network' ORDER BY depth LIMIT 1",
  );
  if (!rows[0]) return null;
  await db.query(
    `INSERT INTO players (id, agent_id, name, currency, balance)
     SELECT md5('load-player:' || a.id)::uuid, a.id, 'load_player_' || lpad(n::text, 6, '0'), 'EUR', 0
       FROM (SELECT a.id, row_number() OVER (ORDER BY a.path) AS n FROM agents a WHERE a.path LIKE $1 || '%') a
      WHERE (a.n - 1) % ${SCALE_AGENTS_PER_PLAYER} = 0
     ON CONFLICT DO NOTHING`,
    [rows[0].path],
  );
  return seedActivity(db, { ...info, now, pathPrefix: rows[0].path, creditTransfers: false, seed: 'load' });
}
