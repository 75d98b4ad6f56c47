/**
 * The server's context (src/server/context.ts: the database, the token keys, the configuration, the
 * audit feed, the foreground requests) as typed decorators of the Fastify instance: `app.ctx` for the
 * whole, and `app.db`, `app.config`, `app.auditFeed`, `app.foreground` for its parts. Every other
 * plugin of the server depends on it.
 */
import fp from 'fastify-plugin';
import type { AuditFeed } from '../audit-feed';
import type { ServerConfig, ServerContext } from '../context';
import type { Db } from '../db';
import type { Foreground } from '../foreground';

export interface ServerContextOptions {
  ctx: ServerContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The whole context (route modules read it here: src/server/plugins/route-module.ts). */
    ctx: ServerContext;
    /** The database (PGlite or PostgreSQL: src/server/db.ts). */
    db: Db;
    /** The resolved configuration; its URLs are filled in once the services listen. */
    config: ServerConfig;
    /** The live feed of the audit trail this process hands to its streams. */
    auditFeed: AuditFeed;
    /** The requests someone is waiting on, which background work gives way to. */
    foreground: Foreground;
  }
}

export const serverContext = fp<ServerContextOptions>(
  async (app, { ctx }) => {
    app.decorate('ctx', ctx);
    app.decorate('db', ctx.db);
    app.decorate('config', ctx.config);
    app.decorate('auditFeed', ctx.auditFeed);
    app.decorate('foreground', ctx.foreground);
  },
  { name: 'server-context', fastify: '5.x' },
);
