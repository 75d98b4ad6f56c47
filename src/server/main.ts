/**
 * `npm start` entry (run through tsx by scripts/start.mjs).
 *
 *   tsx src/server/main.ts [--reset] [--scale N] [--port N] [--host H] [--split-ports] [--data DIR]
 *                          [--log-level LEVEL]
 *
 * Env: PORT, HOST, DATABASE_URL (PostgreSQL instead of the embedded PGlite under ./data),
 * CORS_ORIGINS (comma-separated), JWT_SECRET, LOG_LEVEL (default info; 'silent' for none),
 * FRAME_ORIGINS (comma-separated external game-history origins the console may frame),
 * TRUST_PROXY ('true' or the proxies' addresses, to take client addresses from X-Forwarded-For),
 * and the limits of src/server/limits.ts (REQUEST_TIMEOUT_MS, REPORTS_PER_USER, REPORTS_TOTAL,
 * EXPORT_DEADLINE_MS, EXPORT_IDLE_MS; with PostgreSQL DB_POOL_SIZE, REPORT_POOL_SIZE,
 * POOL_ACQUIRE_TIMEOUT_MS, REPORT_STATEMENT_TIMEOUT_MS, REPORT_IDLE_IN_TRANSACTION_MS).
 *
 * Logs are JSON lines on stdout (src/server/logging.ts).
 */
import { parseArgs } from 'node:util';
import { createServer } from './app';
import { defaultLogLevel } from './logging';
import { DEMO_LOGINS } from './seed/demo';

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    scale: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    'split-ports': { type: 'boolean', default: false },
    data: { type: 'string' },
    'log-level': { type: 'string' },
  },
  allowPositionals: false,
});

const int = (name: string, v: string | undefined): number | undefined => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, got ${v}`);
    process.exit(2);
  }
  return n;
};

const started = Date.now();
const server = await createServer({
  reset: values.reset,
  scale: int('scale', values.scale),
  port: int('port', values.port),
  host: values.host,
  splitPorts: values['split-ports'],
  dataDir: values.data,
  log: { level: values['log-level'] ?? defaultLogLevel() },
});

console.log(`casino-widgets back-office ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`  console            ${server.url}/`);
console.log(`  identity           ${server.urls.identity}`);
console.log(`  API                ${server.urls.api}`);
console.log(`  casino management  ${server.urls.casinoManagement}`);
console.log(`  report service     ${server.urls.report}`);
console.log(
  `  database           ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${values.data ?? './data'}`}`,
);
console.log('  demo logins:');
for (const login of DEMO_LOGINS)
  console.log(`    ${login.username.padEnd(8)} ${login.password.padEnd(12)} ${login.role}`);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await server.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
