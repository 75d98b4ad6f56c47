/**
 * `npm run db:backup` and `npm run db:restore` (compiled to build/server/db-tool.js):
 *
 *   node build/server/db-tool.js backup  [--data DIR] [--backups DIR] [--out FILE] [--list]
 *   node build/server/db-tool.js restore [--data DIR] [--backups DIR] [--from FILE] [--list]
 *
 * Embedded database (the default, the folder of --data, default ./data):
 * - backup: a gzipped tarball of the data directory in the backups folder (DIR/backups unless
 *   --backups or BACKUPS_DIR), named pgdata-<UTC time>-manual.tar.gz, or copied to --out. While a
 *   server runs on the folder, that server writes it (asked through its control channel: no second
 *   process opens the database); otherwise this command opens the folder itself.
 * - restore: the server must be stopped. Loads the newest backup (or --from FILE) into a new data
 *   directory, opens it to check it, then puts it in place of DIR/pgdata, which is kept as
 *   DIR/pgdata.replaced-<time>.
 *
 * With DATABASE_URL: pg_dump / pg_restore (src/server/data-folder/postgres-backups.ts); backups go to
 * ./backups (or --backups, --out) as postgres-<database>-<UTC time>.dump, and a restore first saves the
 * database as it is.
 *
 * --list prints the backups, newest first. Exit codes: 0 done, 1 failed, 2 bad arguments, 3 the folder is
 * in use (restore while a server runs), 4 the database does not open.
 */
import { copyFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  formatBytes,
  listBackups,
  messageOf,
  restoreBackup,
  writeBackup,
  type BackupFile,
} from './data-folder/backups';
import { requestBackup } from './data-folder/control';
import { dataFolder, type DataFolder } from './data-folder/layout';
import { describeBackup, EXIT, folderArgs } from './data-folder/messages';
import { lockFolder, openFolderDb, StartRefused } from './data-folder/open';
import { pgBackupName, pgDumpStep, pgRestoreStep, pgTarget } from './data-folder/postgres-backups';

const USAGE = `usage: npm run db:backup  -- [--data DIR] [--backups DIR] [--out FILE] [--list]
       npm run db:restore -- [--data DIR] [--backups DIR] [--from FILE] [--list]`;

class Failure extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function printList(backups: BackupFile[], where: string): void {
  if (!backups.length) console.log(`No backup in ${where}.`);
  for (const b of backups) console.log(describeBackup(b));
}

async function embeddedBackup(folder: DataFolder, out: string | undefined): Promise<void> {
  const t = Date.now();
  let backup: BackupFile;
  try {
    const lock = await lockFolder(folder, { command: 'npm run db:backup' });
    try {
      const db = await openFolderDb(folder);
      try {
        backup = await writeBackup(db, folder.backups, 'manual');
      } finally {
        await db.close();
      }
    } finally {
      await lock.release();
    }
  } catch (error) {
    if (!(error instanceof StartRefused) || error.inUse?.reason !== 'running' || !error.inUse.holder.control)
      throw error;
    const holder = error.inUse.holder;
    console.log(`The server (process ${holder.pid}) runs on ${folder.dir}: it writes the backup.`);
    try {
      backup = await requestBackup(holder.control!);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ECONNREFUSED')
        throw new Failure(
          `The server (process ${holder.pid}) is still starting: try again once it is ready.`,
        );
      throw e;
    }
  }
  console.log(`Backup written in ${seconds(t)}: ${describeBackup(backup)}`);
  if (out) {
    await copyFile(backup.file, out);
    console.log(`Copied to ${path.resolve(out)}`);
  }
}

async function embeddedRestore(folder: DataFolder, from: string | undefined): Promise<void> {
  let lock;
  try {
    lock = await lockFolder(folder, { command: 'npm run db:restore' });
  } catch (error) {
    if (error instanceof StartRefused && error.inUse?.reason === 'running') {
      const h = error.inUse.holder;
      throw new Failure(
        `A server (process ${h.pid}${h.url ? `, answering on ${h.url}` : ''}) is using ${folder.dir}: stop it first (Ctrl-C in its terminal, or kill ${h.pid}), then restore.`,
        EXIT.folderInUse,
      );
    }
    throw error;
  }
  try {
    const file = from ? path.resolve(from) : (await listBackups(folder.backups))[0]?.file;
    if (!file)
      throw new Failure(
        `No backup in ${folder.backups} to restore (give one with --from FILE; npm run db:restore -- --list shows them).`,
      );
    const t = Date.now();
    console.log(`Restoring ${file} into ${folder.pgdata} …`);
    const restored = await restoreBackup(folder, file);
    console.log(`Restored in ${seconds(t)}: the database opens and holds ${restored.agents} agents.`);
    if (restored.replaced)
      console.log(
        `The data directory it replaced is kept as ${restored.replaced} (delete it once not needed).`,
      );
    console.log(`Start the server:  npm start -- ${folderArgs(folder)}`);
  } finally {
    await lock.release();
  }
}

async function postgresBackup(databaseUrl: string, dir: string, out: string | undefined): Promise<void> {
  const target = pgTarget(databaseUrl);
  const file = path.resolve(out ?? path.join(dir, pgBackupName(target.database, new Date())));
  const step = pgDumpStep(target, file);
  console.log(`PostgreSQL (DATABASE_URL): ${step.command}`);
  const t = Date.now();
  await step.run();
  const [written] = (await listBackups(path.dirname(file))).filter((b) => b.file === file);
  console.log(`Backup written in ${seconds(t)}: ${file}${written ? ` (${formatBytes(written.bytes)})` : ''}`);
}

async function postgresRestore(databaseUrl: string, dir: string, from: string | undefined): Promise<void> {
  const target = pgTarget(databaseUrl);
  const dumps = await listDumps(dir);
  const file = from ? path.resolve(from) : dumps[0];
  if (!file) throw new Failure(`No .dump file in ${dir} to restore (give one with --from FILE).`);
  console.log('PostgreSQL (DATABASE_URL): stop every server process using this database before restoring.');
  const before = path.join(dir, pgBackupName(target.database, new Date(), '-before-restore'));
  const save = pgDumpStep(target, before);
  console.log(`The database as it is now, first: ${save.command}`);
  await save.run();
  const step = pgRestoreStep(target, file);
  console.log(`Restoring: ${step.command}`);
  const t = Date.now();
  await step.run();
  console.log(`Restored ${file} in ${seconds(t)}; the database as it was is in ${before}.`);
}

async function listDumps(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.dump') && !n.includes('-before-restore'));
  } catch {
    return [];
  }
  const withTimes = await Promise.all(
    names.map(async (n) => ({ file: path.join(dir, n), t: (await stat(path.join(dir, n))).mtimeMs })),
  );
  return withTimes.sort((a, b) => b.t - a.t).map((x) => x.file);
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore') throw new Failure(USAGE, EXIT.arguments);
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        data: { type: 'string' },
        backups: { type: 'string' },
        out: { type: 'string' },
        from: { type: 'string' },
        list: { type: 'boolean', default: false },
      },
      allowPositionals: false,
    }));
  } catch (error) {
    throw new Failure(`${messageOf(error)}\n${USAGE}`, EXIT.arguments);
  }
  if ((command === 'backup' && values.from) || (command === 'restore' && values.out))
    throw new Failure(USAGE, EXIT.arguments);
  const backupsDir = values.backups ?? (process.env.BACKUPS_DIR || undefined);
  const databaseUrl = process.env.DATABASE_URL;

  if (databaseUrl) {
    const dir = path.resolve(backupsDir ?? 'backups');
    if (values.list) {
      const dumps = await listDumps(dir);
      if (!dumps.length) console.log(`No .dump file in ${dir}.`);
      for (const d of dumps) console.log(d);
    } else if (command === 'backup') await postgresBackup(databaseUrl, dir, values.out);
    else await postgresRestore(databaseUrl, dir, values.from);
    return;
  }
  const folder = dataFolder(values.data ?? 'data', backupsDir);
  if (values.list) printList(await listBackups(folder.backups), folder.backups);
  else if (command === 'backup') await embeddedBackup(folder, values.out);
  else await embeddedRestore(folder, values.from);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof StartRefused || error instanceof Failure) console.error(error.message);
    else console.error(`The ${process.argv[2] ?? 'command'} failed: ${messageOf(error)}`);
    process.exit(error instanceof StartRefused || error instanceof Failure ? error.exitCode : 1);
  },
);
