// Reports at an operator's size, on the PostgreSQL database of DATABASE_URL grown by
// `npm run seed:scale -- --rounds N` (README, "Reports at an operator's size").
//
// For the root agent with all its sub-agents and the last 90 days of its time zone, as the console asks:
//   - every report's first page (page, total and totals: src/server/reports/engine.ts), median of RUNS
//     runs after one warm-up, read from the rollups (what the server does);
//   - the dashboard (this period and the one before it), median of RUNS;
//   - with SCALE_RAW=1 also each report once from the raw rows (source 'raw': what the server did before
//     the rollups), which takes minutes at this size;
//   - the CSV export of every round of the period (game history; SCALE_CSV_DAYS the last days only) through the server's own stream
//     (csvStream: a cursor, the formula guard, the language's formatting) against `COPY (the same
//     select) TO STDOUT` in psql: rows per second of each, the export's first row, its peak RSS.
// The reports run in this process on the server's code, without the HTTP layer (which adds a few
// milliseconds at most: the answers are small). The row counts and the machine are in the result.
//
// Run: DATABASE_URL=postgres://… node bench/run.mjs --no-build scale
import { spawn } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { median, round1, row } from './lib.mjs';

export const name = 'reports at an operator’s size on PostgreSQL (DATABASE_URL grown by npm run seed:scale)';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.SCALE_RUNS ?? 5);
const PAGE_SIZE = 50;
const REPORT_TARGET_MS = 500;
const HISTORY_TARGET_MS = 300;
const CSV_SHARE_OF_COPY = 0.7;
const CSV_FIRST_ROW_MS = 1000;
/** The days of rounds the CSV exports (SCALE_CSV_DAYS: 90 at ten million rounds is some 20 minutes). */
const CSV_DAYS = Number(process.env.SCALE_CSV_DAYS ?? 90);

const load = (path) => tsImport(pathToFileURL(join(ROOT, path)).href, import.meta.url);

async function timed(fn) {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

/** The instants of the days `from`..`to` (included) of the zone, as the server reads a period. */
async function daysOf(db, timeZone, from, to) {
  const { rows } = await db.query(
    `SELECT ($1::date)::timestamp AT TIME ZONE $3 AS f, ($2::date + 1)::timestamp AT TIME ZONE $3 AS t`,
    [from, to, timeZone],
  );
  return { from: new Date(rows[0].f).toISOString(), to: new Date(rows[0].t).toISOString() };
}

/** An SQL literal of a parameter (COPY takes none). */
function literal(value) {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value))
    return literal(`{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  if (value instanceof Date) return literal(value.toISOString());
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** `COPY (sql) TO STDOUT (FORMAT csv)` in psql, its output counted and thrown away. */
function copyThroughput(url, sql) {
  return new Promise((resolve, reject) => {
    const psqlBin = process.env.PSQL ?? '/usr/lib/postgresql/15/bin/psql';
    const child = spawn(psqlBin, [url, '-X', '-q', '-c', `COPY (${sql}) TO STDOUT (FORMAT csv)`]);
    let bytes = 0;
    let lines = 0;
    let errors = '';
    const started = performance.now();
    child.stdout.on('data', (chunk) => {
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
    });
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve({ ms: performance.now() - started, bytes, rows: lines })
        : reject(new Error(errors)),
    );
  });
}

/** The server's CSV stream read to its end: time, first data row, rows, bytes, peak RSS. */
function exportThroughput(stream) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let first = null;
    let bytes = 0;
    let lines = 0;
    const startRss = process.memoryUsage().rss;
    let peakRss = startRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
    stream.on('data', (chunk) => {
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
      if (first === null && lines >= 2) first = performance.now() - started;
    });
    stream.on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
    stream.on('end', () => {
      clearInterval(sampler);
      resolve({ ms: performance.now() - started, first, bytes, rows: lines - 1, peakRss, startRss });
    });
  });
}

export default async function run({ log }) {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url))
    throw new Error(
      'the scale benchmark reads a PostgreSQL database grown by `npm run seed:scale -- --rounds N`: set DATABASE_URL',
    );
  const { openDb } = await load('src/server/db.ts');
  const { REPORT_LIST, REPORTS } = await load('src/core/areas/reports/definitions.ts');
  const { runReport, reportRowsQuery } = await load('src/server/reports/engine.ts');
  const { dashboard } = await load('src/server/reports/dashboard.ts');
  const { csvStream } = await load('src/server/reports/csv-export.ts');
  const { orderBy } = await load('src/server/reports/run.ts');
  const { DEFAULT_LIMITS } = await load('src/server/limits.ts');

  const db = await openDb(url);
  try {
    const { rows: roots } = await db.query(
      `SELECT id, path, currency_id AS currency, coalesce(timezone_id, 'UTC') AS "timeZone"
         FROM agents WHERE parent_id IS NULL ORDER BY created_at, id LIMIT 1`,
    );
    const root = roots[0];
    const { rows: sizes } = await db.query(
      `SELECT (SELECT count(*) FROM game_rounds)::int AS rounds, (SELECT count(*) FROM player_sessions)::int AS sessions,
              (SELECT count(*) FROM players)::int AS players, (SELECT count(*) FROM agents)::int AS agents,
              current_setting('server_version') AS version`,
    );
    const size = sizes[0];
    log(
      `scale: ${size.rounds} rounds, ${size.sessions} sessions, ${size.players} players, ${size.agents} agents`,
    );
    const today = new Date().toISOString().slice(0, 10);
    const first = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
    const period = await daysOf(db, root.timeZone, first, today);
    const scope = { agentId: root.id, path: root.path, includeSubAgents: true, ...period };
    const filters = { casino: null, currency: null, playerId: null, gameIds: null };
    const reportRun = (def, source) => ({ db, def, scope, filters, timeZone: root.timeZone, source });

    const rows = [
      row('rounds in the database', size.rounds, 'rounds'),
      row('sessions in the database', size.sessions, 'sessions'),
      row('players in the database', size.players, 'players'),
    ];
    for (const def of REPORT_LIST) {
      const page = { pageIndex: 0, pageSize: PAGE_SIZE };
      await runReport(reportRun(def, 'rollup'), page); // warm-up
      const times = [];
      for (let i = 0; i < RUNS; i++)
        times.push((await timed(() => runReport(reportRun(def, 'rollup'), page))).ms);
      const target = def.key === 'game-history' ? HISTORY_TARGET_MS : REPORT_TARGET_MS;
      rows.push(
        row(`${def.key}: first page, total and totals, median of ${RUNS}`, round1(median(times)), 'ms', {
          max: target,
        }),
      );
      log(`  ${def.key}: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
      if (process.env.SCALE_RAW === '1') {
        const raw = await timed(() => runReport(reportRun(def, 'raw'), page));
        rows.push(
          row(`${def.key}: the same from the raw rows (before the rollups), one run`, round1(raw.ms), 'ms'),
        );
        log(`  ${def.key} from the raw rows: ${raw.ms.toFixed(0)} ms`);
      }
    }
    const instants = (from, to) => daysOf(db, root.timeZone, from, to);
    const agent = { id: root.id, path: root.path, timeZone: root.timeZone };
    const dashPeriod = { from: first, to: today };
    await dashboard(db, agent, dashPeriod, root.currency, instants);
    const dashTimes = [];
    for (let i = 0; i < RUNS; i++)
      dashTimes.push((await timed(() => dashboard(db, agent, dashPeriod, root.currency, instants))).ms);
    rows.push(
      row(`dashboard (90 days and the 90 before), median of ${RUNS}`, round1(median(dashTimes)), 'ms', {
        max: REPORT_TARGET_MS,
      }),
    );
    if (process.env.SCALE_RAW === '1') {
      const raw = await timed(() => dashboard(db, agent, dashPeriod, root.currency, instants, 'raw'));
      rows.push(row('dashboard from the raw rows (before the rollups), one run', round1(raw.ms), 'ms'));
    }

    // the CSV of every round of the period against COPY of the same select
    const history = REPORTS['game-history'];
    const csvFirst = new Date(Date.now() - (CSV_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const csvScope = { ...scope, ...(await daysOf(db, root.timeZone, csvFirst, today)) };
    const query = await reportRowsQuery({ ...reportRun(history, 'rollup'), scope: csvScope });
    let exportFailure = null;
    const stream = csvStream(db, history, query, {
      lng: 'en',
      timeZone: root.timeZone,
      // the server's own limits of an export (src/server/limits.ts)
      deadlineMs: DEFAULT_LIMITS.exportDeadlineMs,
      idleMs: DEFAULT_LIMITS.exportIdleMs,
      onEnd: ({ ended, error }) => (exportFailure = error ?? ended),
    });
    const exported = await exportThroughput(stream);
    if (exportFailure) throw exportFailure;
    // COPY writes the report's rows in the same order as its own CSV (every column, as the database
    // writes it): what the database can give at best
    const copyQuery = {
      sql: `SELECT * FROM (${query.sql}) q ${orderBy(history, undefined)}`,
      params: query.params,
    };
    const copySql = copyQuery.sql.replace(/\$(\d+)\b/g, (_, n) => literal(copyQuery.params[Number(n) - 1]));
    const copied = await copyThroughput(url, copySql);
    const perSecond = (r) => r.rows / (r.ms / 1000);
    log(
      `  CSV: ${exported.rows} rows in ${exported.ms.toFixed(0)} ms; COPY: ${copied.rows} rows in ${copied.ms.toFixed(0)} ms`,
    );
    rows.push(
      row(`CSV of every round of ${CSV_DAYS} days: rows`, exported.rows, 'rows'),
      row('CSV export: rows per second', Math.round(perSecond(exported)), 'rows/s'),
      row('COPY of the same select: rows per second', Math.round(perSecond(copied)), 'rows/s'),
      row('CSV export against COPY', Math.round((perSecond(exported) / perSecond(copied)) * 100) / 100, 'x', {
        min: CSV_SHARE_OF_COPY,
      }),
      row('CSV export: first row', round1(exported.first), 'ms', { max: CSV_FIRST_ROW_MS }),
      row('CSV export: RSS of the process when it began', Math.round(exported.startRss / 1_048_576), 'MB'),
      row('CSV export: peak RSS of the process', Math.round(exported.peakRss / 1_048_576), 'MB'),
    );
    return {
      rows,
      dataset: size,
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model,
        memoryGb: Math.round(totalmem() / 2 ** 30),
        loadAverage: loadavg(),
      },
    };
  } finally {
    await db.close();
  }
}
