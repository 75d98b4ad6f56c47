/**
 * Upkeep of the reports' data: the monthly partitions of game_rounds and player_sessions (migration
 * 820_time_partitions.sql; the months a period needs are created before rows of it are written, a row
 * of a month without its partition lands in the default partition and moves into the month's when that
 * is created) and the hubs of the rollups (821_report_rollups.sql: an agent whose subtree grew to a
 * thousand players gets rows of its own).
 */
import type { Db } from '../db';

/** The partitioned tables of the activity. */
export const PARTITIONED_TABLES = ['game_rounds', 'player_sessions'] as const;
const DAY_MS = 86_400_000;
/** How often a running server makes sure the coming months have their partitions and hubs are made. */
export const PARTITION_CHECK_MS = 6 * 60 * 60 * 1000;

/** Creates the monthly partitions from `since` to `until` that are missing; returns how many. */
export async function ensurePartitions(db: Db, since: Date | number, until: Date | number): Promise<number> {
  let made = 0;
  for (const table of PARTITIONED_TABLES) {
    const { rows } = await db.query<{ n: number }>(
      'SELECT report_ensure_partitions($1, $2::timestamptz, $3::timestamptz) AS n',
      [table, new Date(since).toISOString(), new Date(until).toISOString()],
    );
    made += Number(rows[0].n);
  }
  return made;
}

/** The months around `now` a server keeps ready: from a quarter back to two months ahead. */
export function ensureCurrentPartitions(db: Db, now = Date.now()): Promise<number> {
  return ensurePartitions(db, now - 100 * DAY_MS, now + 62 * DAY_MS);
}

/** The coming months' partitions, and the hubs of agents that grew; returns the hubs made. */
export async function maintainReports(db: Db, now = Date.now()): Promise<number> {
  await ensureCurrentPartitions(db, now);
  const { rows } = await db.query<{ n: number }>('SELECT report_rollup_promote() AS n');
  return Number(rows[0].n);
}
