/**
 * `npm run ledger:check`: the ledger check (src/server/ledger-check.ts) from the command line.
 *
 *   tsx src/server/ledger-cli.ts [--data DIR] [--json]
 *
 * Checks the database DATABASE_URL names, else the embedded one of the data folder ./data (or --data
 * DIR, its database in DIR/pgdata: src/server/data-folder/layout.ts). The embedded database has one user
 * at a time: the check takes the folder's lock, so it refuses, naming the server, while a server runs
 * on the folder (stop it first). Prints what it checked and every
 * difference (--json: the result as JSON), stores the result as the last check (the console's ledger
 * page shows it), and exits 0 when there is no difference, 1 when there is one, 2 when it could not
 * check.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDb, type Db } from './db';
import { dataFolder, prepareFolder } from './data-folder/layout';
import type { FolderLock } from './data-folder/lock';
import { lockFolder, openFolderDb } from './data-folder/open';
import { checkLedger, storeCheck, type LedgerCheckResult } from './ledger-check';

const { values } = parseArgs({
  options: { data: { type: 'string' }, json: { type: 'boolean', default: false } },
  allowPositionals: false,
});

const dataDir = path.resolve(values.data ?? 'data');
const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${dataDir}`;

function print(result: LedgerCheckResult): void {
  if (values.json) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  console.log(`Ledger check of ${where}`);
  console.log(
    `  ${result.transactions} transactions, ${result.postings} postings, ${result.accounts} accounts, in ${result.durationMs} ms`,
  );
  console.log(`  ${result.differenceCount} difference${result.differenceCount === 1 ? '' : 's'}`);
  for (const d of result.differences)
    console.log(`  - [${d.kind}] ${d.what}: the ledger says ${d.expected}, found ${d.actual}`);
  if (result.differenceCount > result.differences.length)
    console.log(`  … and ${result.differenceCount - result.differences.length} more`);
}

/** The embedded database of the folder, under its lock; never a new one where there is none. */
async function openEmbedded(held: FolderLock[]): Promise<Db> {
  const folder = dataFolder(dataDir);
  held.push(await lockFolder(folder, { command: 'npm run ledger:check' }));
  // (a folder of an earlier layout is moved into DIR/pgdata, as the server does at its start)
  if ((await prepareFolder(folder)).fresh)
    throw new Error(`no database in ${folder.dir}: start the server once`);
  return openFolderDb(folder);
}

const locks: FolderLock[] = [];
let db: Db | null = null;
let code = 2;
try {
  db = process.env.DATABASE_URL ? await openDb(process.env.DATABASE_URL) : await openEmbedded(locks);
  const { rows } = await db.query<{ ready: boolean }>(
    "SELECT to_regclass('ledger_postings') IS NOT NULL AND to_regclass('ledger_checks') IS NOT NULL AS ready",
  );
  if (!rows[0].ready)
    throw new Error(`${where} has no ledger yet: start the server once to bring it up to date`);
  const result = await checkLedger(db);
  await storeCheck(db, result, { source: 'command-line' });
  print(result);
  code = result.differenceCount === 0 ? 0 : 1;
} catch (error) {
  console.error(`ledger:check: ${(error as Error).message}`);
} finally {
  await db?.close();
  for (const lock of locks) await lock.release();
}
process.exit(code);
