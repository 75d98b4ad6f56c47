/**
 * Pending rounds of the demo activity: rounds whose bet was taken but whose payout was never credited
 * (the game was interrupted), as the pending-games report lists and the back office closes them.
 *
 * Runs inside the activity seeding (src/server/seed/activity.ts), over its players in scope (the
 * `act_players` table), so `--scale` players get theirs too. Deterministic: for each agent, of its
 * players whose last round is a generated one, the one with the smallest
 * `activity_random('<seed>:<player>:pending')` and every other under 0.2 leave their last round pending (their last two when a second number is under 0.3). Only the last rounds of
 * a player, and only generated ones: nothing was played after a round that never settled, and the
 * showcase rounds (with their own detail) stay settled.
 */
import type { Db } from '../db';

/** Marks the pending rounds of the players in scope; returns how many there are. */
export async function seedPendingRounds(db: Db, seed: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH chosen AS (
       SELECT ap.id, ap.agent_id, activity_random($1 || ':' || ap.id || ':pending') AS pick,
              CASE WHEN activity_random($1 || ':' || ap.id || ':pending-count') < 0.3 THEN 2 ELSE 1 END AS rounds,
              row_number() OVER (PARTITION BY ap.agent_id
                                 ORDER BY activity_random($1 || ':' || ap.id || ':pending'), ap.id) AS rank
         FROM act_players ap
         -- players whose last round is a generated one
        WHERE (SELECT r.template_id FROM game_rounds r WHERE r.player_id = ap.id
                ORDER BY r.bet_time DESC, r.bet_id DESC LIMIT 1) IS NOT NULL
     ),
     last_rounds AS (
       SELECT r.bet_id, c.rounds,
              row_number() OVER latest AS nth,
              bool_and(r.template_id IS NOT NULL) OVER latest AS generated
         FROM chosen c
         JOIN game_rounds r ON r.player_id = c.id
        WHERE c.rank = 1 OR c.pick < 0.2
       WINDOW latest AS (PARTITION BY r.player_id ORDER BY r.bet_time DESC, r.bet_id DESC
                         ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
     ),
     marked AS (
       UPDATE game_rounds r SET status = 'pending'
         FROM last_rounds l WHERE l.bet_id = r.bet_id AND l.nth <= l.rounds AND l.generated
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM marked`,
    [seed],
  );
  return rows[0].n;
}
