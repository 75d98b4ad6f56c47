/**
 * The reports' rollups (migrations 821_report_rollups.sql and 822_report_rollup_triggers.sql): kept by
 * triggers with every write of the activity; a bulk load defers them for its transaction and computes
 * them again from the rows once at its end.
 */
import type { Db } from '../db';

/** Inside a transaction: the rollup triggers leave the rollups alone until the transaction ends. */
export async function deferRollups(tx: Db): Promise<void> {
  await tx.exec("SET LOCAL casino.rollups = 'deferred'");
}

/** Every rollup computed again from the rows (and the triggers on again for the transaction). */
export async function rebuildReportRollups(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec("SET LOCAL casino.rollups = ''");
    await tx.query('SELECT report_rollups_rebuild()');
  });
}
