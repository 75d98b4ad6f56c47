/**
 * What the cafe summary and game activity reports read beside the generated activity (migration 710):
 * the cafe a player signed up at, and the game client technology of each session. Deterministic, from
 * the same stable keys as the activity (src/server/seed/activity.ts), inside the database.
 */
import type { Db } from '../db';

/** The share of players of an agent with a cafe in their currency who signed up at one of its cafes. */
export const CAFE_PLAYER_SHARE = 0.65;
/** The share of Instant Play sessions played in the Flash client (the others in HTML5). */
export const FLASH_SHARE = 0.25;

/**
 * For the players of agents whose path starts with `pathPrefix` and their sessions: about two in three
 * players of an agent that runs a cafe in their currency belong to one of those cafes; a session on
 * the Download channel runs the C++ client, one in four Instant Play sessions Flash, every other HTML5.
 */
export async function seedCafesAndTechnology(
  db: Db,
  opts: { seed: string; pathPrefix: string },
): Promise<void> {
  const key = (text: string) => `activity_random($1 || ':' || ${text})`;
  await db.query(
    `UPDATE players p
        SET pos_id = (SELECT x.id FROM poses x
                       WHERE x.agent_id = p.agent_id AND x.currency_id = p.currency
                       ORDER BY ${key("p.id || ':cafe:' || x.id")}, x.id LIMIT 1)
      WHERE p.pos_id IS NULL
        AND p.agent_id IN (SELECT a.id FROM agents a WHERE a.path LIKE $2 || '%')
        AND EXISTS (SELECT 1 FROM poses x WHERE x.agent_id = p.agent_id AND x.currency_id = p.currency)
        AND ${key("p.id || ':at-cafe'")} < ${CAFE_PLAYER_SHARE}`,
    [opts.seed, opts.pathPrefix],
  );
  await db.query(
    `UPDATE player_sessions s
        SET technology = CASE WHEN s.channel = 2 THEN 1 WHEN ${key("s.id || ':technology'")} < ${FLASH_SHARE} THEN 2 ELSE 3 END
      WHERE s.channel IN (0, 2)
        AND s.agent_id IN (SELECT a.id FROM agents a WHERE a.path LIKE $2 || '%')`,
    [opts.seed, opts.pathPrefix],
  );
}
