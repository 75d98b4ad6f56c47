/**
 * The features around the generated rounds (migration 720): side bets, opt-in actions, jackpot hits
 * and weekly tournaments with their winners. Called by src/server/seed/activity.ts while its temporary
 * table `act_sessions` holds the sessions just made, so it covers the demo and the `--scale` players.
 *
 * The money stays in the rounds: a side bet's stake and win are added to its round's bet and payout,
 * a jackpot hit's amount to the payout of the round that hit it, and a tournament prize is credited
 * as a bonus adjustment. Every report reading rounds and adjustments therefore counts them.
 *
 * Deterministic like the rest of the activity: every choice is a number read from the md5 of the seed
 * and a stable id (a bet id, a session id), so the same seed gives the same features on PGlite and
 * PostgreSQL. Bulk INSERT … SELECT inside the database.
 */
import { GAME_CATALOG } from '../games/catalog';
import type { Db } from '../db';

export interface FeatureOptions {
  /** The text every random key starts with (the activity's seed). */
  seed: string;
  /** The moment the activity ends (ISO). */
  now: string;
  /** The betting unit of each currency as an SQL table u(currency, unit). */
  units: string;
}

/** Share of the rounds with a side bet, and of the rounds that hit a jackpot. */
const SIDE_BET_SHARE = 0.05;
const JACKPOT_SHARE = 0.001;
/** Share of the sessions in which the player opts in or out of a game's features. */
const OPT_IN_SHARE = 0.05;
/** Prizes of a weekly tournament's first three, in betting units (the house spends a part of its GGR). */
const PRIZE_UNITS = [25, 10, 5];
export const TOURNAMENT_NAME = 'Weekly Wager Race';

const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Adds the features of the sessions in `act_sessions` (and their rounds). */
export async function seedActivityFeatures(db: Db, opts: FeatureOptions): Promise<void> {
  const H = (key: string) => `md5(${lit(opts.seed + ':')} || ${key})`;
  const P = (hash: string, part: number) => `activity_part(${hash}, ${part})`;

  // Side bets: a feature type, a stake of 1 to 3 units, and a win now and then (each type pays back
  // less than it takes, as the house's features do).
  await db.exec(`CREATE TEMP TABLE act_side AS
    SELECT x.bet_id, x.feature_type, x.stake,
           CASE WHEN x.feature_type = 'LuckyWheelOfAnni' AND x.won < 0.15 THEN x.stake * (2 + floor(x.won / 0.15 * 9))::numeric
                WHEN x.feature_type = 'FunnyFatty' AND x.won < 0.16 THEN x.stake * (3 + floor(x.won / 0.16 * 6))::numeric
                WHEN x.feature_type = 'SideBetJackpot' AND x.won < 0.008 THEN x.stake * 100
                ELSE 0 END AS win
      FROM (
        SELECT r.bet_id, u.unit * (1 + floor(${P('hh.a', 2)} * 3))::numeric AS stake, ${P('hh.a', 3)} AS won,
               CASE WHEN ${P('hh.a', 1)} < 0.45 THEN 'LuckyWheelOfAnni' WHEN ${P('hh.a', 1)} < 0.85 THEN 'FunnyFatty'
                    ELSE 'SideBetJackpot' END AS feature_type, ${P('hh.a', 0)} AS chance
          FROM game_rounds r
          JOIN act_sessions s ON s.id = r.session_id
          JOIN ${opts.units} ON u.currency = r.currency
          CROSS JOIN LATERAL (SELECT ${H("r.bet_id || ':side-bet'")} AS a OFFSET 0) hh
      ) x
     WHERE x.chance < ${SIDE_BET_SHARE}`);
  await db.exec(`INSERT INTO side_bets (bet_id, feature_type, stake, win)
      SELECT bet_id, feature_type, stake, win FROM act_side ORDER BY bet_id;
    UPDATE game_rounds r SET bet_amount = r.bet_amount + x.stake, payout = r.payout + x.win
      FROM act_side x WHERE x.bet_id = r.bet_id;
    DROP TABLE act_side;`);

  // Jackpot hits: rarer the larger (5 to 500 betting units, up to half as much again); the amount is
  // paid with the round.
  await db.exec(`CREATE TEMP TABLE act_jackpot AS
    SELECT x.bet_id, j.jackpot_type, round(u.unit * j.base * (1 + floor(x.size * 100)::numeric / 100), 2) AS amount
      FROM (
        SELECT r.bet_id, r.currency, ${P('hh.a', 0)} AS chance, ${P('hh.a', 1)} AS kind, ${P('hh.a', 2)} AS size
          FROM game_rounds r
          JOIN act_sessions s ON s.id = r.session_id
          CROSS JOIN LATERAL (SELECT ${H("r.bet_id || ':jackpot'")} AS a OFFSET 0) hh
      ) x
      JOIN ${opts.units} ON u.currency = x.currency
      JOIN (VALUES ('Mini', 0.0, 0.35, 5), ('Minor', 0.35, 0.6, 15), ('Random', 0.6, 0.75, 10),
                   ('Major', 0.75, 0.85, 50), ('SSD', 0.85, 0.92, 30), ('Maxi', 0.92, 0.97, 150),
                   ('Grand', 0.97, 1.01, 500)) AS j(jackpot_type, low, high, base)
        ON x.kind >= j.low AND x.kind < j.high
     WHERE x.chance < ${JACKPOT_SHARE}`);
  await db.exec(`INSERT INTO jackpot_hits (bet_id, jackpot_type, amount)
      SELECT bet_id, jackpot_type, amount FROM act_jackpot ORDER BY bet_id;
    UPDATE game_rounds r SET payout = r.payout + x.amount FROM act_jackpot x WHERE x.bet_id = r.bet_id;
    DROP TABLE act_jackpot;`);

  // Opt-in actions on the player's favourite game, a minute into a session now and then: a player's
  // first action on a game is an opt-in, after it they alternate between opting out (by themselves,
  // by the back office, or automatically) and opting in again.
  const games = `(VALUES ${GAME_CATALOG.map((g, i) => `(${i}, ${g.externalGameId})`).join(', ')}) AS g(idx, ext)`;
  await db.exec(`INSERT INTO opt_in_actions (player_id, agent_id, external_game_id, action, created_at)
    SELECT o.player_id, o.agent_id, o.ext,
           CASE WHEN o.nth % 2 = 1 THEN 'OptIn' WHEN o.kind < 0.5 THEN 'OptOut'
                WHEN o.kind < 0.75 THEN 'ManualOptOut' ELSE 'AutomaticOptOut' END,
           o.at
      FROM (
        SELECT s.player_id, s.agent_id, g.ext, s.started_at + interval '1 minute' AS at, v.kind,
               row_number() OVER (PARTITION BY s.player_id, g.ext ORDER BY s.started_at) AS nth
          FROM act_sessions s
          JOIN ${games} ON g.idx = s.g1
          CROSS JOIN LATERAL (SELECT ${H("s.id || ':opt-in'")} AS a OFFSET 0) hh
          CROSS JOIN LATERAL (SELECT ${P('hh.a', 0)} AS chance, ${P('hh.a', 1)} AS kind OFFSET 0) v
         WHERE v.chance < ${OPT_IN_SHARE}
      ) o
     ORDER BY o.at, o.player_id`);

  // Weekly tournaments (Monday to Monday, UTC) of each first-level agent (the brand, or the top agent
  // for its own players) per currency, over the players below it, when at least three played that week
  // and the week has ended: the three who bet most win, their prize credited as a bonus.
  await db.query(
    `CREATE TEMP TABLE act_tournament AS
     SELECT brand, currency, week, player_id, agent_id, rank FROM (
       SELECT w.*, row_number() OVER (PARTITION BY brand, currency, week ORDER BY bets DESC, player_id) AS rank,
              count(*) OVER (PARTITION BY brand, currency, week) AS players
         FROM (SELECT coalesce(nullif(split_part(s.path, '/', 3), ''), split_part(s.path, '/', 2))::uuid AS brand,
                      s.currency, date_trunc('week', r.bet_time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS week,
                      s.player_id, s.agent_id, sum(r.bet_amount) AS bets
                 FROM game_rounds r JOIN act_sessions s ON s.id = r.session_id
                GROUP BY 1, 2, 3, 4, 5) w
     ) t
     WHERE players >= 3 AND rank <= ${PRIZE_UNITS.length} AND week + interval '7 days' <= $1::timestamptz`,
    [opts.now],
  );
  await db.exec(`INSERT INTO tournaments (agent_id, name, currency, starts_at, ends_at)
      SELECT DISTINCT brand, ${lit(TOURNAMENT_NAME)}, currency, week, week + interval '7 days' FROM act_tournament
       ORDER BY 4, 1, 3
    ON CONFLICT DO NOTHING`);
  const prizes = `(VALUES ${PRIZE_UNITS.map((n, i) => `(${i + 1}, ${n})`).join(', ')}) AS pz(rank, units)`;
  await db.exec(`CREATE TEMP TABLE act_prize AS
      SELECT t.id AS tournament_id, x.rank, x.player_id, x.agent_id, x.currency, u.unit * pz.units AS prize,
             t.ends_at + interval '1 hour' AS paid_at
        FROM act_tournament x
        JOIN tournaments t ON t.agent_id = x.brand AND t.currency = x.currency AND t.starts_at = x.week
        JOIN ${prizes} ON pz.rank = x.rank
        JOIN ${opts.units} ON u.currency = x.currency
       WHERE NOT EXISTS (SELECT 1 FROM tournament_winners w WHERE w.tournament_id = t.id);
    INSERT INTO tournament_winners (tournament_id, rank, player_id, prize)
      SELECT tournament_id, rank, player_id, prize FROM act_prize ORDER BY 1, 2;
    INSERT INTO balance_adjustments (player_id, agent_id, kind, amount, currency, reason, user_id, created_at)
      SELECT player_id, agent_id, 'Bonus', prize, currency,
             ${lit(TOURNAMENT_NAME + ', rank ')} || rank, NULL, paid_at
        FROM act_prize WHERE paid_at <= ${lit(opts.now)}::timestamptz ORDER BY paid_at, tournament_id, rank;
    DROP TABLE act_prize; DROP TABLE act_tournament;
    ANALYZE side_bets; ANALYZE jackpot_hits; ANALYZE opt_in_actions; ANALYZE tournaments; ANALYZE tournament_winners;`);
}
