/**
 * The server's one database interface. PGlite (PostgreSQL compiled to WASM) is the embedded
 * default; an operator points DATABASE_URL at a PostgreSQL server to scale out. Both speak the
 * same SQL dialect, so every query in src/server is written once.
 *
 * Numeric columns come back as strings (exact); use `money()` from ./money.ts to turn them into
 * JSON numbers with two decimals.
 */
import { PGlite } from '@electric-sql/pglite';

export interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs `fn` inside BEGIN/COMMIT (ROLLBACK on throw). Nested calls reuse the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/** Opens `memory://`, a data directory path, or a `postgres://` URL. */
export async function openDb(target: string): Promise<Db> {
  if (/^postgres(ql)?:\/\//.test(target)) return openPostgres(target);
  return openPglite(target);
}

async function openPglite(dataDir: string): Promise<Db> {
  // pg_trgm: the trigram indexes of the lists' text filters (PostgreSQL ships it as a trusted extension)
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pg = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, { extensions: { pg_trgm } });
  type Queryable = { query: PGlite['query']; exec: PGlite['exec'] };
  const wrap = (q: Queryable, inTransaction: boolean): Db => {
    const self: Db = {
      kind: 'pglite',
      async query<T>(sql: string, params?: unknown[]) {
        const r = await q.query<T>(sql, params);
        return { rows: r.rows };
      },
      async exec(sql: string) {
        await q.exec(sql);
      },
      transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
        // PGlite has one connection: transactions run one after another, never interleaved
        return inTransaction ? fn(self) : pg.transaction((tx) => fn(wrap(tx, true)));
      },
      close: () => pg.close(),
    };
    return self;
  };
  return wrap(pg, false);
}

interface PgClientLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  release?(): void;
}
interface PgPoolLike extends PgClientLike {
  connect(): Promise<PgClientLike & { release(): void }>;
  end(): Promise<void>;
}

async function openPostgres(url: string): Promise<Db> {
  // loaded only when DATABASE_URL is set: the embedded default needs no native driver
  const mod = (await import('pg')) as unknown as {
    default: { Pool: new (o: { connectionString: string; max?: number }) => PgPoolLike };
  };
  const pool = new mod.default.Pool({ connectionString: url, max: 10 });
  const fromClient = (client: PgClientLike): Db => {
    const self: Db = {
      kind: 'postgres',
      async query<T>(sql: string, params?: unknown[]) {
        const r = await client.query(sql, params);
        return { rows: r.rows as T[] };
      },
      async exec(sql: string) {
        await client.query(sql);
      },
      transaction: (f) => f(self),
      close: async () => undefined,
    };
    return self;
  };
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const r = await pool.query(sql, params);
      return { rows: r.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(fromClient(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
