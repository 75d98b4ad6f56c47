/**
 * The seeded database of a server test run, built once (vitest's global setup of the server project)
 * and copied for every harness (./harness.ts) instead of each one seeding its own: seeding the demo
 * operator is most of what starting a server costs (measured in docs/testing.md).
 *
 * - Embedded database: a server starts on a data directory of its own, seeds it as on a first start
 *   and stops; the directory's tarball (`dumpDataDir`) is written to a temporary file. A harness opens
 *   its in-memory database from that tarball (PGlite's `loadDataDir`, the `tarball` of `openDb`).
 * - PostgreSQL (DATABASE_URL): the server seeds a database of its own on that server, which then
 *   serves as the template of each harness's database (`CREATE DATABASE … TEMPLATE …`: a file copy
 *   inside PostgreSQL). The role needs CREATEDB, as for the harness's own databases.
 *
 * The run's template is named in the environment (TEMPLATE_ENV) for the test files' workers; a harness
 * started outside a vitest run (a script) finds none and seeds its own database as before.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createServer } from '../../src/server/app';
import type { SeedInfo } from '../../src/server/context';
import { openDb } from '../../src/server/db';

/** The environment variable naming the run's template (a JSON file: SeededTemplate). */
export const TEMPLATE_ENV = 'CASINO_TEST_SEEDED_TEMPLATE';

export interface SeededTemplate {
  /** what the demo seed produced (ids of its agents, players and users) */
  seedInfo: SeedInfo;
  /** embedded: the tarball of the seeded data directory */
  tarballFile?: string;
  /** PostgreSQL: the seeded database that serves as template */
  templateDatabase?: string;
}

/** The run's template, or null outside a vitest run of the server project. */
export async function seededTemplate(): Promise<SeededTemplate | null> {
  const file = process.env[TEMPLATE_ENV];
  if (!file) return null;
  return JSON.parse(await readFile(file, 'utf8')) as SeededTemplate;
}

/** The tarball of the embedded template. */
export async function templateTarball(template: SeededTemplate): Promise<Uint8Array<ArrayBuffer>> {
  if (!template.tarballFile) throw new Error('harness: the seeded template has no tarball');
  const bytes = await readFile(template.tarballFile);
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
}

/** Runs one statement on the PostgreSQL server of `serverUrl` (on a connection of its own). */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** vitest global setup: builds the template, names it in the environment, removes it at the end. */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'casino-seeded-'));
  const serverUrl = process.env.DATABASE_URL;
  const templateName = `casino_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const cleanup = async () => {
    if (serverUrl) await onServer(serverUrl, `DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    let template: SeededTemplate;
    if (serverUrl) {
      await onServer(serverUrl, `CREATE DATABASE "${templateName}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${templateName}`;
      const server = await createServer({ port: 0, host: '127.0.0.1', databaseUrl: url.toString() });
      await server.close();
      if (!server.seedInfo) throw new Error('seeded template: the new database was not seeded');
      template = { seedInfo: server.seedInfo, templateDatabase: templateName };
    } else {
      const db = await openDb(path.join(folder, 'pgdata'));
      try {
        const server = await createServer({ port: 0, host: '127.0.0.1', db });
        await server.close();
        if (!server.seedInfo) throw new Error('seeded template: the new database was not seeded');
        const tarballFile = path.join(folder, 'seeded.tar');
        await writeFile(tarballFile, await db.dumpDataDir!());
        template = { seedInfo: server.seedInfo, tarballFile };
      } finally {
        await db.close();
        await rm(path.join(folder, 'pgdata'), { recursive: true, force: true });
      }
    }
    const file = path.join(folder, 'template.json');
    await writeFile(file, JSON.stringify(template));
    process.env[TEMPLATE_ENV] = file;
  } catch (error) {
    await cleanup();
    throw error;
  }
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await cleanup();
  };
}
