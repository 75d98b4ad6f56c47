/**
 * The database under the server: the embedded PGlite, or the PostgreSQL server DATABASE_URL names
 * (the suite runs on both; see test/server/harness.ts). On either, a first start applies every
 * migration once and records it.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, QueryAborted } from '../../src/server/db';
import { ServerBusy } from '../../src/server/errors';
import { MIGRATIONS_DIR } from '../../src/server/migrate';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('the database the server runs on', () => {
  it('is PostgreSQL when DATABASE_URL names a server, else the embedded PGlite', () => {
    expect(h.server.ctx.db.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('has every migration file applied once and recorded in schema_migrations', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort();
    const { rows } = await h.server.ctx.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(files.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.name)).toEqual(files);
  });
});

describe('a query nobody waits for any more', () => {
  it('is not sent when its signal is aborted before it starts', async () => {
    await expect(
      h.server.ctx.db.query('SELECT 1', [], { signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(QueryAborted);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'is cancelled on the PostgreSQL server when its signal aborts, and the pool serves the next query',
    async () => {
      const db = h.server.ctx.db;
      const controller = new AbortController();
      const started = Date.now();
      const sleeping = db.query("SELECT pg_sleep(20), 'cancel-me' AS tag", [], { signal: controller.signal });
      setTimeout(() => controller.abort(), 300);
      await expect(sleeping).rejects.toBeInstanceOf(QueryAborted);
      expect(Date.now() - started).toBeLessThan(10_000);
      const { rows } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%cancel-me%' AND query NOT LIKE '%pg_stat_activity%'",
      );
      expect(rows[0].n).toBe(0);
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows[0].one).toBe(1);
    },
  );
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL pools that cannot wedge', () => {
  /** A Db of its own on the harness's database: one console connection, one report connection. */
  async function tinyDb() {
    return openDb(h.databaseUrl!, undefined, {
      poolSize: 1,
      reportPoolSize: 1,
      acquireTimeoutMs: 300,
      reportStatementTimeoutMs: 60_000,
      reportIdleInTransactionMs: 60_000,
    });
  }

  it('a cancel never waits for a pool connection: with every connection held, a report statement is still cancelled', async () => {
    const db = await tinyDb();
    let letGo: () => void = () => undefined;
    const holding = db.transaction(() => new Promise<void>((resolve) => (letGo = resolve)));
    try {
      const session = await db.reportSession();
      const controller = new AbortController();
      const started = Date.now();
      const sleeping = session.query('SELECT pg_sleep(20)', [], { signal: controller.signal });
      setTimeout(() => controller.abort(), 300);
      await expect(sleeping).rejects.toBeInstanceOf(QueryAborted);
      expect(Date.now() - started).toBeLessThan(10_000);
      await session.release();
      // the connection came back, usable
      const again = await db.reportSession();
      expect((await again.query<{ one: number }>('SELECT 1 AS one')).rows[0].one).toBe(1);
      await again.release();
    } finally {
      letGo();
      await holding;
      await db.close();
    }
  });

  it('waiting longer than the acquisition timeout for a connection is a 503 with Retry-After, not a hang', async () => {
    const db = await tinyDb();
    let letGo: () => void = () => undefined;
    const holding = db.transaction(() => new Promise<void>((resolve) => (letGo = resolve)));
    try {
      const error = await db.query('SELECT 1').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServerBusy);
      expect((error as ServerBusy).statusCode).toBe(503);
      expect((error as ServerBusy).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    } finally {
      letGo();
      await holding;
      await db.close();
    }
  });
});

describe.skipIf(!!process.env.DATABASE_URL)('the embedded database in its own thread', () => {
  it('keeps what was written in its data folder once closed, and opens it again', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'casino-pglite-'));
    try {
      const db = await openDb(dir);
      await db.exec('CREATE TABLE kept (n int)');
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO kept VALUES ($1)', [7]);
      });
      await db.close();
      const again = await openDb(dir);
      expect((await again.query<{ n: number }>('SELECT n FROM kept')).rows).toEqual([{ n: 7 }]);
      await again.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('gives its data folder as a tarball while it runs, and a new folder opens from it (backups)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'casino-pglite-'));
    try {
      const db = await openDb(path.join(dir, 'a'));
      await db.exec('CREATE TABLE kept (n int)');
      await db.query('INSERT INTO kept VALUES (8)');
      const dump = await db.dumpDataDir!();
      // a tar archive: 'ustar' at byte 257 of its first header
      expect(new TextDecoder().decode(dump.subarray(257, 262))).toBe('ustar');
      expect((await db.query<{ n: number }>('SELECT n FROM kept')).rows).toEqual([{ n: 8 }]);
      await db.close();
      const copy = await openDb(path.join(dir, 'b'), dump);
      expect((await copy.query<{ n: number }>('SELECT n FROM kept')).rows).toEqual([{ n: 8 }]);
      await copy.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a data directory that does not open fails when it is opened, not at its first query (the data folder reports it)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'casino-pglite-'));
    try {
      const db = await openDb(dir);
      await db.exec('CREATE TABLE kept (n int)');
      await db.close();
      // the write-ahead log is gone: PostgreSQL finds no checkpoint to start from
      const wal = path.join(dir, 'pg_wal');
      for (const name of await readdir(wal)) if (/^[0-9A-F]{24}$/.test(name)) await rm(path.join(wal, name));
      await expect(openDb(dir)).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a failed transaction leaves nothing behind and the next one runs', async () => {
    const db = h.server.ctx.db;
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO server_settings (key, value) VALUES ('rolled-back', 'x')");
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    const { rows } = await db.query("SELECT 1 FROM server_settings WHERE key = 'rolled-back'");
    expect(rows).toEqual([]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a statement streamed from PostgreSQL', () => {
  const SERIES =
    'SELECT g::text AS n, repeat($1::text, 10) AS pad FROM generate_series(1, 5000) g ORDER BY g';

  it('hands its rows on in groups, in order, and reads no further while a group is written', async () => {
    const session = await h.server.ctx.db.reportSession();
    try {
      const sizes: number[] = [];
      const seen: string[] = [];
      let writing = false;
      const count = await session.stream!(SERIES, ['x'], 500, async (rows) => {
        expect(writing).toBe(false);
        writing = true;
        sizes.push(rows.length);
        seen.push(...rows.map((row) => String(row[0])));
        await new Promise((resolve) => setTimeout(resolve, 5));
        writing = false;
      });
      expect(count).toBe(5000);
      expect(sizes).toEqual(Array(10).fill(500));
      expect(seen).toEqual(Array.from({ length: 5000 }, (_, i) => String(i + 1)));
    } finally {
      await session.release();
    }
  });

  it('a group that fails cancels the statement, the call rejects with its error, and the connection serves on', async () => {
    const session = await h.server.ctx.db.reportSession();
    try {
      const failure = new Error('the client went away');
      let groups = 0;
      const streamed = session.stream!(
        "SELECT g, pg_sleep(CASE WHEN g = 1000 THEN 20 ELSE 0 END), 'stream-me' AS tag FROM generate_series(1, 2000) g",
        [],
        100,
        async () => {
          groups++;
          throw failure;
        },
      );
      const started = Date.now();
      await expect(streamed).rejects.toBe(failure);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(groups).toBe(1);
      expect((await session.query<{ one: number }>('SELECT 1 AS one')).rows[0].one).toBe(1);
    } finally {
      await session.release();
    }
  });

  it('is cancelled when its signal aborts', async () => {
    const session = await h.server.ctx.db.reportSession();
    try {
      const controller = new AbortController();
      const streamed = session.stream!('SELECT pg_sleep(20)', [], 10, async () => undefined, {
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(), 300);
      await expect(streamed).rejects.toBeInstanceOf(QueryAborted);
      expect((await session.query<{ one: number }>('SELECT 1 AS one')).rows[0].one).toBe(1);
    } finally {
      await session.release();
    }
  });
});
