/**
 * The context every route module of the server reads: the database, the token keys and the
 * resolved service URLs. Created once by createServer (src/server/app.ts) and decorated on each
 * Fastify instance by the server-context plugin (src/server/plugins/server-context.ts) as `app.ctx`
 * (and its parts): a route module (src/server/plugins/route-module.ts) reads it as `app.ctx`, a hook
 * through `request.server.ctx`.
 */
import type { AuditFeed } from './audit-feed';
import type { Foreground } from './foreground';
import type { Db } from './db';
import type { ServerLimits } from './limits';

/** Where each of the four services of the spec is mounted. */
export interface ServiceUrls {
  /** origin of the console page (static files, config.json, cdn) */
  console: string;
  identity: string;
  api: string;
  casinoManagement: string;
  report: string;
  imageCdn: string;
}

export interface ServerConfig {
  /** absolute base URLs of the services (with prefix when they share one origin) */
  urls: ServiceUrls;
  /** route prefixes inside each service's Fastify instance ('' when the service has its own port) */
  prefixes: { identity: string; api: string; casinoManagement: string; report: string };
  /** access-token lifetime in seconds */
  tokenLifetimeSeconds: number;
  /** origins allowed to call the services cross-origin */
  corsOrigins: string[];
  /** package version, served as version.json */
  version: string;
  /** directory of the built console (dist/) */
  distDir: string;
  /** defaults for new agents, also written to config.json */
  defaultCountryId: string;
  defaultTimezoneId: string;
  /** origins the console may frame: external game-history pages of provider-reported rounds */
  frameOrigins: string[];
  /** request deadline, reports at once, export deadlines (src/server/limits.ts); read per request */
  limits: ServerLimits;
}

/** Ids the seed produced; game-round seeding (src/server/games/seed.ts) builds on them. */
export interface SeedAgent {
  id: string;
  name: string;
  parentId: string | null;
  currencyId: string;
  depth: number;
}
export interface SeedPlayer {
  id: string;
  agentId: string;
  name: string;
  currency: string;
}
export interface SeedInfo {
  rootAgentId: string;
  /** the agent of the demo login `agent` (second level) */
  secondLevelAgentId: string;
  agents: SeedAgent[];
  players: SeedPlayer[];
  users: { admin: string; agent: string; viewer: string };
}

export interface ServerContext {
  db: Db;
  /** HS256 key of the access tokens (persisted in server_settings, or JWT_SECRET) */
  jwtKey: Uint8Array;
  /** issuer written into tokens and checked on every request */
  jwtIssuer: string;
  config: ServerConfig;
  /** The live feed of the audit trail (src/server/audit-feed.ts) this process hands to its streams. */
  auditFeed: AuditFeed;
  /** The requests someone is waiting on, which this process's background work gives way to. */
  foreground: Foreground;
}
