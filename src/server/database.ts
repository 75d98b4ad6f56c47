/**
 * The database set-up of a server: open it (PGlite in a data folder or in memory, or PostgreSQL),
 * drop everything first when asked to reset, migrate, create the partitions of the months around now,
 * store the sign-in throttle rules, seed an empty database (src/server/seed/initial.ts) and bring the
 * report rollups up to date. Also the key of the access tokens, kept in the database so that every
 * process on it signs alike.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { SeedInfo } from './context';
import { openDb, type Db } from './db';
import { databaseLimits, type ServerLimits } from './limits';
import { storeLoginThrottleRules } from './login-throttle';
import { dropAll, migrate } from './migrate';
import { ensureCurrentPartitions, maintainReports } from './reports/partitions';
import { seedIfEmpty } from './seed/initial';
import type { CreateServerOptions, ResolvedOptions } from './server-options';

export interface ServerDatabase {
  db: Db;
  /** this server opened it (and closes it); false for a database passed in `opts.db` */
  ownsDb: boolean;
}

/** Opens the server's database (or takes the one passed in). */
export async function openServerDatabase(
  opts: CreateServerOptions,
  resolved: ResolvedOptions,
  limits: ServerLimits,
): Promise<ServerDatabase> {
  const { databaseUrl, dataDir } = resolved;
  if (opts.reset && !databaseUrl && dataDir !== 'memory://')
    await rm(dataDir, { recursive: true, force: true });
  const db =
    opts.db ??
    (await openDb(
      databaseUrl ?? dataDir,
      undefined,
      databaseLimits(opts.databaseLimits, limits.reportsTotal),
    ));
  return { db, ownsDb: !opts.db };
}

/** Migrates, partitions, stores the throttle rules, seeds when empty, brings the rollups up to date. */
export async function prepareDatabase(
  db: Db,
  opts: CreateServerOptions,
  resolved: ResolvedOptions,
): Promise<SeedInfo | null> {
  if (opts.reset && resolved.databaseUrl) await dropAll(db);
  await migrate(db);
  // the months around now have their partitions before anything is written into them
  await ensureCurrentPartitions(db);
  if (opts.loginThrottle) await storeLoginThrottleRules(db, opts.loginThrottle);
  const seedInfo = await seedIfEmpty(db, opts);
  // agents whose subtree grew to a thousand players get rollup rows of their own
  await maintainReports(db);
  return seedInfo;
}

/** The HS256 key of the access tokens: JWT_SECRET, else one generated once and kept in the database. */
export async function jwtKey(db: Db): Promise<Uint8Array> {
  if (process.env.JWT_SECRET) return new TextEncoder().encode(process.env.JWT_SECRET);
  const fresh = randomBytes(32).toString('base64');
  await db.query(
    "INSERT INTO server_settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING",
    [fresh],
  );
  const { rows } = await db.query<{ value: string }>(
    "SELECT value FROM server_settings WHERE key = 'jwt_secret'",
  );
  return Buffer.from(rows[0].value, 'base64');
}
