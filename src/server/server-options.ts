/**
 * The options of `createServer` (src/server/app.ts) and their defaults from the environment: HOST,
 * PORT, DATABASE_URL, CORS_ORIGINS, FRAME_ORIGINS, TRUST_PROXY (the limits read their own:
 * src/server/limits.ts). Read once, at start.
 */
import path from 'node:path';
import type { Db } from './db';
import { EXTERNAL_GAME_HISTORY_ORIGIN } from './games/seed';
import type { DatabaseLimits, ServerLimits } from './limits';
import type { LogOptions } from './logging';
import type { LoginThrottleConfig } from './login-throttle';

export type ServiceKey = 'identity' | 'api' | 'casinoManagement' | 'report';

export const SERVICE_PREFIXES: Record<ServiceKey, string> = {
  identity: '/identity',
  api: '/backoffice',
  casinoManagement: '/casino-management',
  report: '/reports',
};

export interface CreateServerOptions {
  /** default env PORT or 8080; 0 picks a free port */
  port?: number;
  /** default env HOST or 127.0.0.1 */
  host?: string;
  /** PGlite data directory (default ./data) or 'memory://' */
  dataDir?: string;
  /** PostgreSQL URL; default env DATABASE_URL. Wins over dataDir. */
  databaseUrl?: string;
  /**
   * An open database to use instead (wins over databaseUrl and dataDir), e.g. one that a second server
   * in the same process shares; this server migrates it but does not close it.
   */
  db?: Db;
  /** drop all data and seed again */
  reset?: boolean;
  /** seed the demo operator when the database is empty (default true) */
  seed?: boolean;
  /** generate this many extra agents (benchmarks) when they are not there yet */
  scale?: number;
  /** serve each service on its own port: true (free ports) or explicit ports */
  splitPorts?: boolean | Partial<Record<ServiceKey, number>>;
  /** origins allowed cross-origin (default env CORS_ORIGINS, comma-separated, else the console origin) */
  corsOrigins?: string[];
  /** directory of the built console, default ./dist */
  distDir?: string;
  /** access-token lifetime in seconds (default 8 hours) */
  tokenLifetimeSeconds?: number;
  /** structured logging (src/server/logging.ts); default none (npm start logs at info) */
  log?: LogOptions | false;
  /**
   * sign-in throttling rules, written to the database at start so every process on it applies them
   * (default: the database's own, DEFAULT_LOGIN_THROTTLE of src/server/login-throttle.ts on a new one)
   */
  loginThrottle?: LoginThrottleConfig;
  /**
   * origins of external game-history pages the console may frame (default env FRAME_ORIGINS,
   * comma-separated, else the demo provider's origin)
   */
  frameOrigins?: string[];
  /** request deadline, reports at once, export limits (default: env, else DEFAULT_LIMITS of src/server/limits.ts) */
  limits?: Partial<ServerLimits>;
  /** database pools and timeouts (PostgreSQL; default: env, else DEFAULT_DATABASE_LIMITS) */
  databaseLimits?: Partial<DatabaseLimits>;
  /**
   * trust X-Forwarded-For from a reverse proxy for the client address (sign-in throttling, logs):
   * true, or the addresses/CIDRs of the proxies, comma-separated (default env TRUST_PROXY, else false)
   */
  trustProxy?: boolean | string;
}

export interface ServedRoute {
  service: ServiceKey | 'console';
  method: string;
  /** the path inside the service, e.g. '/api/agent' or '/cdn/flags/:file' */
  url: string;
  /** the route's JSON schemas (querystring, params, body), when it declares them */
  schema?: { querystring?: unknown; params?: unknown; body?: unknown };
}

/** The options with the environment's defaults applied. */
export interface ResolvedOptions {
  host: string;
  port: number;
  /** PostgreSQL URL, when the server runs on PostgreSQL */
  databaseUrl: string | undefined;
  /** PGlite data directory or 'memory://' */
  dataDir: string;
  /** the origins allowed cross-origin, when configured (else the console's own origin) */
  corsOrigins: string[] | undefined;
  frameOrigins: string[];
  log: LogOptions | false;
  trustProxy: boolean | string;
}

const list = (text: string) =>
  text
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

export function resolveOptions(opts: CreateServerOptions): ResolvedOptions {
  const env = process.env;
  const trustProxyEnv =
    env.TRUST_PROXY === undefined || env.TRUST_PROXY === '' || env.TRUST_PROXY === 'false'
      ? false
      : env.TRUST_PROXY === 'true'
        ? true
        : env.TRUST_PROXY;
  return {
    host: opts.host ?? env.HOST ?? '127.0.0.1',
    port: opts.port ?? (env.PORT ? Number(env.PORT) : 8080),
    databaseUrl: opts.databaseUrl ?? env.DATABASE_URL,
    dataDir: opts.dataDir ?? path.join(process.cwd(), 'data'),
    corsOrigins:
      opts.corsOrigins ?? (env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((o) => o.trim()) : undefined),
    frameOrigins:
      opts.frameOrigins ??
      (env.FRAME_ORIGINS !== undefined ? list(env.FRAME_ORIGINS) : [EXTERNAL_GAME_HISTORY_ORIGIN]),
    log: opts.log ?? false,
    trustProxy: opts.trustProxy ?? trustProxyEnv,
  };
}
