/**
 * The seeding order of a new database: the demo operator (reference data, agents, game rounds,
 * players, users, cafes, casinos, activity, multicash log) in one transaction whose money enters the
 * ledger at its end, then, when asked, the scale network of the benchmarks.
 */
import type { SeedInfo } from '../context';
import type { Db } from '../db';
import { deferRollups } from '../reports/rollups';
import { fillMissingReportResults } from '../cafe-reports';
import { seedGameRounds } from '../games/seed';
import { DEMO_ACTIVITY_USERS, seedDemoActivity, seedScaleActivity } from './activity';
import { seedCasinos } from './casinos';
import { seedDemo, ROOT_AGENT_ID } from './demo';
import { beginSeedMoney, recordSeedMoney } from './ledger';
import { seedPlayers, seedScalePlayers } from './players';
import { seedCafes, seedScaleCafes } from './cafes';
import { seedPotBalanceLog } from './pot-balance-log';
import { seedReferenceData } from './reference';
import { seedScale } from './scale';
import { seedUsers } from './users';

export interface SeedOptions {
  /** seed the demo operator when the database is empty (default true) */
  seed?: boolean;
  /** generate this many extra agents (benchmarks) when they are not there yet */
  scale?: number;
}

/** Seeds the demo operator into an empty database (and the scale network when asked). */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<SeedInfo | null> {
  let info: SeedInfo | null = null;
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM agents');
  if (rows[0].n === 0 && opts.seed !== false) {
    info = await db.transaction(async (tx) => {
      // the rollups are computed once from every row at the end of the activity's seed
      await deferRollups(tx);
      await beginSeedMoney(tx);
      await seedReferenceData(tx);
      const seeded = await seedDemo(tx);
      await seedGameRounds(tx, seeded);
      // the players' support login is a console user: it gets its display name with the others
      await seedPlayers(tx, seeded);
      await seedUsers(tx, seeded);
      await seedCafes(tx, seeded);
      await fillMissingReportResults(tx);
      await seedCasinos(tx, seeded);
      await seedDemoActivity(tx, seeded);
      await seedPotBalanceLog(tx, seeded.users.admin);
      // the money of everything above enters the ledger; only the ledger writes balances from here on
      await recordSeedMoney(tx);
      return seeded;
    });
  }
  if (opts.scale && opts.scale > 0) {
    const existing = await db.query("SELECT 1 FROM agents WHERE name = 'Load Test Network' LIMIT 1");
    if (existing.rows.length === 0)
      await db.transaction(async (tx) => {
        await beginSeedMoney(tx);
        await seedScale(tx, opts.scale!, ROOT_AGENT_ID);
        await seedScalePlayers(tx);
        await seedScaleCafes(tx);
        await seedScaleActivity(tx, DEMO_ACTIVITY_USERS);
        await recordSeedMoney(tx);
      });
  }
  return info;
}
