/**
 * The database under the server: the embedded PGlite, or the PostgreSQL server DATABASE_URL names
 * (the suite runs on both; see test/server/harness.ts). On either, a first start applies every
 * migration once and records it.
 */
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
