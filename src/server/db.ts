/**
 * The server's one database interface. PGlite (PostgreSQL compiled to WASM) is the embedded
 * default; an operator points DATABASE_URL at a PostgreSQL server to scale out. Both speak the
 * same SQL dialect, so every query in src/server is written once.
 *
 * - PGlite (src/server/db-pglite.ts) runs in a worker thread of its own, so a long statement never
 *   holds the HTTP thread; its one connection serves the console's requests before the reports'.
 * - PostgreSQL (src/server/db-postgres.ts) has two pools per process: one for the console's ordinary
 *   requests and one for reports, whose connections carry statement and idle-in-transaction
 *   timeouts; a report can never take the last connection a sign-in needs. Waiting longer than the
 *   acquisition timeout for a connection is a ServerBusy (503, Retry-After). A statement is cancelled
 *   with PostgreSQL's cancel request on a short connection of its own (never through a pool), and a
 *   connection goes back to its pool only once its statement is known to have ended.
 *
 * Numeric columns come back as strings (exact); use `money()` from ./money.ts to turn them into
 * JSON numbers with two decimals.
 */
import { DEFAULT_DATABASE_LIMITS, type DatabaseLimits } from './limits';
import type { Db } from './db-api';

export * from './db-api';

/**
 * Opens `memory://`, a data directory path, or a `postgres://` URL. `tarball` (a `dumpDataDir` of an
 * earlier one, plain or gzipped) fills a new, empty data directory before it opens (PGlite only).
 */
export async function openDb(
  target: string,
  tarball?: Uint8Array<ArrayBuffer>,
  limits: DatabaseLimits = DEFAULT_DATABASE_LIMITS,
): Promise<Db> {
  if (/^postgres(ql)?:\/\//.test(target)) {
    const { openPostgres } = await import('./db-postgres');
    return openPostgres(target, limits);
  }
  const { openPglite } = await import('./db-pglite');
  return openPglite(target, tarball);
}
