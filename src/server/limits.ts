/**
 * The limits that keep the server answering everyone (docs/decisions.md, "Server availability"):
 * how long a request may take, how many reports run at once, how long an export may last and how
 * long it may wait for a client that stopped reading, and the database pools behind them.
 *
 * Each has a default, an environment variable and a `limits` option of createServer (which wins).
 * What must agree between server processes on one PostgreSQL (the reports per user) is counted in
 * the database; what protects one process (its reports in total, its pools) is counted per process.
 */

export interface ServerLimits {
  /** A request not answered within this many ms is answered 503 (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** Reports (pages, dashboards, exports) one user may run at once, across every process (REPORTS_PER_USER). */
  reportsPerUser: number;
  /** Reports this process runs at once, all users together (REPORTS_TOTAL). */
  reportsTotal: number;
  /** A CSV export still writing after this many ms is ended (EXPORT_DEADLINE_MS). */
  exportDeadlineMs: number;
  /** A CSV export whose client has read nothing for this many ms is ended (EXPORT_IDLE_MS). */
  exportIdleMs: number;
  /** The seconds a busy answer (429, 503) tells the client to wait (Retry-After). */
  busyRetryAfterSeconds: number;
}

export interface DatabaseLimits {
  /** Connections of the console's ordinary requests, per process (DB_POOL_SIZE). */
  poolSize: number;
  /** Connections of the reports, per process: their own pool (REPORT_POOL_SIZE, default reportsTotal). */
  reportPoolSize: number;
  /** Waiting longer than this for a pooled connection answers 503 (POOL_ACQUIRE_TIMEOUT_MS). */
  acquireTimeoutMs: number;
  /** statement_timeout of the report connections (REPORT_STATEMENT_TIMEOUT_MS). */
  reportStatementTimeoutMs: number;
  /** idle_in_transaction_session_timeout of the report connections (REPORT_IDLE_IN_TRANSACTION_MS). */
  reportIdleInTransactionMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  requestTimeoutMs: 30_000,
  reportsPerUser: 2,
  reportsTotal: 4,
  exportDeadlineMs: 10 * 60_000,
  exportIdleMs: 30_000,
  busyRetryAfterSeconds: 2,
};

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  poolSize: 10,
  reportPoolSize: DEFAULT_LIMITS.reportsTotal,
  acquireTimeoutMs: 5_000,
  reportStatementTimeoutMs: 60_000,
  reportIdleInTransactionMs: 60_000,
};

/** A positive whole number from the environment, else the default (a bad value is refused at start). */
function fromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number above 0, got ${raw}`);
  return value;
}

/** The server's limits: the option's values, else the environment's, else the defaults. */
export function serverLimits(given: Partial<ServerLimits> = {}): ServerLimits {
  return {
    requestTimeoutMs:
      given.requestTimeoutMs ?? fromEnv('REQUEST_TIMEOUT_MS', DEFAULT_LIMITS.requestTimeoutMs),
    reportsPerUser: given.reportsPerUser ?? fromEnv('REPORTS_PER_USER', DEFAULT_LIMITS.reportsPerUser),
    reportsTotal: given.reportsTotal ?? fromEnv('REPORTS_TOTAL', DEFAULT_LIMITS.reportsTotal),
    exportDeadlineMs:
      given.exportDeadlineMs ?? fromEnv('EXPORT_DEADLINE_MS', DEFAULT_LIMITS.exportDeadlineMs),
    exportIdleMs: given.exportIdleMs ?? fromEnv('EXPORT_IDLE_MS', DEFAULT_LIMITS.exportIdleMs),
    busyRetryAfterSeconds: given.busyRetryAfterSeconds ?? DEFAULT_LIMITS.busyRetryAfterSeconds,
  };
}

/** The database's limits (pools of PostgreSQL); the report pool holds as many connections as reports run. */
export function databaseLimits(given: Partial<DatabaseLimits> = {}, reportsTotal?: number): DatabaseLimits {
  return {
    poolSize: given.poolSize ?? fromEnv('DB_POOL_SIZE', DEFAULT_DATABASE_LIMITS.poolSize),
    reportPoolSize:
      given.reportPoolSize ??
      fromEnv('REPORT_POOL_SIZE', reportsTotal ?? DEFAULT_DATABASE_LIMITS.reportPoolSize),
    acquireTimeoutMs:
      given.acquireTimeoutMs ?? fromEnv('POOL_ACQUIRE_TIMEOUT_MS', DEFAULT_DATABASE_LIMITS.acquireTimeoutMs),
    reportStatementTimeoutMs:
      given.reportStatementTimeoutMs ??
      fromEnv('REPORT_STATEMENT_TIMEOUT_MS', DEFAULT_DATABASE_LIMITS.reportStatementTimeoutMs),
    reportIdleInTransactionMs:
      given.reportIdleInTransactionMs ??
      fromEnv('REPORT_IDLE_IN_TRANSACTION_MS', DEFAULT_DATABASE_LIMITS.reportIdleInTransactionMs),
  };
}
