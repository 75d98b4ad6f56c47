/**
 * The database under the server: the embedded PGlite, or the PostgreSQL server DATABASE_URL names
 * (the suite runs on both; see test/server/harness.ts). On either, a first start applies every
 * migration once and records it.
 */
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryAborted } from '../../src/server/db';
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
