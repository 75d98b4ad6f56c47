/**
 * `npm run seed:scale -- --rounds N [--now ISO]` (run through tsx): grows the PostgreSQL database of
 * DATABASE_URL to an operator's size (src/server/seed/operator-scale.ts). The database is migrated
 * and seeded with the demo operator first when it is new, as `npm start` does; the reports' rollups
 * are computed again from every row at the end.
 */
import { parseArgs } from 'node:util';
import { createServer } from './app';
import { openDb } from './db';
import { rebuildReportRollups } from './reports/rollups';
import { growToScale } from './seed/operator-scale';

const { values } = parseArgs({
  options: { rounds: { type: 'string' }, now: { type: 'string' } },
  allowPositionals: false,
});

const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    'seed:scale grows a PostgreSQL database: set DATABASE_URL=postgres://user:pass@host/db (the embedded database stays the demo).',
  );
  process.exit(2);
}
const rounds = Number(values.rounds ?? '');
if (!Number.isInteger(rounds) || rounds <= 0) {
  console.error(`--rounds must be a whole number above 0, got ${values.rounds ?? 'nothing'}`);
  process.exit(2);
}
const now = values.now ? Date.parse(values.now) : undefined;
if (now !== undefined && Number.isNaN(now)) {
  console.error(`--now must be an instant such as 2026-06-30T22:00:00Z, got ${values.now}`);
  process.exit(2);
}

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
// migrates, and seeds the demo operator when the database has no agent yet
const server = await createServer({ databaseUrl: url, port: 0, host: '127.0.0.1', log: { level: 'silent' } });
await server.close();
const db = await openDb(url);
try {
  const summary = await growToScale(db, {
    rounds,
    now,
    log: (line) => console.log(`${line} (${seconds()})`),
  });
  console.log(
    `seed:scale: ${summary.agents} agents, ${summary.players} players, ${summary.sessions} sessions, ${summary.rounds} rounds, ` +
      `${summary.transactions} deposits and withdrawals, ${summary.adjustments} adjustments (${seconds()})`,
  );
  console.log('seed:scale: computing the reports’ rollups from every row…');
  await rebuildReportRollups(db);
  await db.exec('ANALYZE');
  console.log(`seed:scale: done in ${seconds()}`);
} finally {
  await db.close();
}
