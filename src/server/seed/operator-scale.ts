/**
 * `npm run seed:scale -- --rounds N`: grows the demo operator to an operator's size on PostgreSQL with
 * the shapes of its 90-day activity. The demo's players play about 80 rounds each in those 90 days;
 * so that N rounds come out, N / 80 new players are made (the measured rounds per player of the demo's
 * activity), a hundred per new agent, and played by the same generator as the demo
 * (src/server/seed/activity.ts): sessions per day with the players' own rates, evening hours, their
 * channels, favourite games and stakes, deposits and withdrawals, adjustments, side bets, jackpots,
 * opt-ins and pending rounds.
 *
 * The new agents sit below the demo's third-level agents (round robin, "<parent> Partner 0001", in
 * the parent's currency, country and time zone, holding the parent's casinos), each with a cafe where
 * about two in three of its players signed up, as the demo's agents with a cafe. Players start with a
 * zero balance and agents with zero credit: the scale adds activity, not money.
 *
 * Ids are derived from the running numbers, so growing the same database again adds the next agents
 * and players. Generated inside the database (INSERT … SELECT), in one transaction.
 */
import type { Db } from '../db';
import { DEMO_ACTIVITY_USERS, seedActivity, type ActivitySummary } from './activity';

/** Players per new agent. */
export const SCALE_PLAYERS_PER_AGENT = 100;
/** Rounds per player of the demo's generated activity when it cannot be measured (no demo yet). */
const DEFAULT_ROUNDS_PER_PLAYER = 80;

export interface ScaleOptions {
  /** Rounds to add (about: the generator draws them per player and day). */
  rounds: number;
  /** The moment the activity ends (default now). */
  now?: number;
  log?: (line: string) => void;
}

export interface ScaleSummary extends ActivitySummary {
  agents: number;
  players: number;
  roundsPerPlayer: number;
}

/** The rounds per player of the activity generated so far (the demo's 90 days). */
async function roundsPerPlayer(db: Db): Promise<number> {
  const { rows } = await db.query<{ rounds: string; players: string }>(
    `SELECT count(*)::text AS rounds, count(DISTINCT player_id)::text AS players
       FROM game_rounds WHERE template_id IS NOT NULL`,
  );
  const players = Number(rows[0].players);
  return players > 0 ? Number(rows[0].rounds) / players : DEFAULT_ROUNDS_PER_PLAYER;
}

/**
 * Adds `agents` agents below the demo's third-level agents, their casinos and one cafe each, then
 * `players` players spread over them.
 */
async function addAgentsAndPlayers(db: Db, agents: number, players: number): Promise<void> {
  const { rows: done } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM agents WHERE name ~ ' Partner \\d{4,}$'",
  );
  const first = done[0].n + 1;
  await db.query(
    `CREATE TEMP TABLE scale_agents ON COMMIT DROP AS
     WITH parents AS (
       SELECT a.id, a.name, a.path, a.depth, a.currency_id, a.country_id, a.timezone_id,
              row_number() OVER (ORDER BY a.path) - 1 AS i, count(*) OVER () AS n
         FROM agents a WHERE a.depth = 3 AND a.name NOT LIKE '% Cafe' AND a.name !~ ' Partner \\d{4,}$'
     )
     SELECT md5('scale-agent:' || k)::uuid AS id, k, p.id AS parent_id,
            p.name || ' Partner ' || lpad(k::text, 4, '0') AS name,
            p.path || md5('scale-agent:' || k)::uuid || '/' AS path, p.depth + 1 AS depth,
            p.currency_id, p.country_id, p.timezone_id
       FROM generate_series($1::int, $1::int + $2::int - 1) AS k
       JOIN parents p ON p.i = (k - 1) % p.n`,
    [first, agents],
  );
  await db.exec(`
    INSERT INTO agents (id, name, parent_id, path, depth, currency_id, country_id, timezone_id, credit_amount)
    SELECT id, name, parent_id, path, depth, currency_id, country_id, timezone_id, 0 FROM scale_agents ORDER BY k;
    INSERT INTO casino_agents (casino_id, agent_id)
    SELECT ca.casino_id, s.id FROM scale_agents s JOIN casino_agents ca ON ca.agent_id = s.parent_id;
    INSERT INTO poses (id, agent_id, name, address, currency_id)
    SELECT md5('scale-cafe:' || s.k)::uuid, s.id, s.name || ' Cafe', 'Partner street ' || s.k, s.currency_id
      FROM scale_agents s;`);
  const { rows: base } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM players WHERE name ~ '^partner_player_\\d+$'",
  );
  await db.query(
    `INSERT INTO players (id, agent_id, name, currency, balance, status, first_name, last_name, email, country_id,
                          created_at, updated_at)
     SELECT md5('scale-player:' || i)::uuid, s.id, 'partner_player_' || lpad(i::text, 7, '0'), s.currency_id, 0,
            'Active', 'Partner', 'Player ' || lpad(i::text, 7, '0'), '', s.country_id,
            $3::timestamptz - interval '120 days', $3::timestamptz - interval '120 days'
       FROM generate_series($1::int + 1, $1::int + $2::int) AS i
       JOIN scale_agents s ON s.k = $4::int + (i - $1::int - 1) % $5::int`,
    [base[0].n, players, new Date().toISOString(), first, agents],
  );
}

/** Grows the database (already seeded with the demo operator) by about `opts.rounds` rounds. */
export async function growToScale(db: Db, opts: ScaleOptions): Promise<ScaleSummary> {
  const log = opts.log ?? (() => undefined);
  if (!Number.isInteger(opts.rounds) || opts.rounds <= 0)
    throw new Error('--rounds must be a whole number > 0');
  const perPlayer = await roundsPerPlayer(db);
  const players = Math.max(1, Math.round(opts.rounds / perPlayer));
  const agents = Math.max(1, Math.ceil(players / SCALE_PLAYERS_PER_AGENT));
  log(
    `scale: ${perPlayer.toFixed(1)} rounds per player in the demo: ${players} players below ${agents} agents`,
  );
  return db.transaction(async (tx) => {
    await addAgentsAndPlayers(tx, agents, players);
    log('scale: agents, cafes and players added; playing 90 days…');
    const activity = await seedActivity(tx, {
      ...DEMO_ACTIVITY_USERS,
      now: opts.now,
      // the demo's seed: its choices are keyed by the new players' and sessions' own ids, and the steps
      // that revisit earlier rows (cafes, technologies) then leave the demo's as they were; the demo's
      // players have their activity already, so only the new players are played
      pathPrefix: '/',
      creditTransfers: false,
    });
    return { ...activity, agents, players, roundsPerPlayer: perPlayer };
  });
}
