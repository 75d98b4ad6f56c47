/**
 * `npm run ledger:check`: the ledger check (src/server/ledger-check.ts) from the command line.
 *
 *   tsx src/server/ledger-cli.ts [--data DIR] [--json]
 *
 * Checks the database DATABASE_URL names, else the embedded one in ./data (or --data DIR; stop the
 * server first: the embedded database has one user at a time). Prints what it checked and every
 * difference (--json: the result as JSON), stores the result as the last check (the console's ledger
 * page shows it), and exits 0 when there is no difference, 1 when there is one, 2 when it could not
 * check.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDb, type Db } from './db';
import { checkLedger, storeCheck, type LedgerCheckResult } from './ledger-check';

const { values } = parseArgs({
  options: { data: { type: 'string' }, json: { type: 'boolean', default: false } },
  allowPositionals: false,
});

const dataDir = path.resolve(values.data ?? 'data');
const target = process.env.DATABASE_URL ?? dataDir;
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

let db: Db | null = null;
let code = 2;
try {
  if (!process.env.DATABASE_URL && !existsSync(dataDir))
    throw new Error(`no database at ${dataDir}: start the server once`);
  db = await openDb(target);
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
}
process.exit(code);
