/**
 * Taking a data folder and opening its database, for the server (src/server/main.ts) and the backup
 * commands (src/server/db-tool.ts): each step that fails throws a `StartRefused` with the operator's
 * message (src/server/data-folder/messages.ts) and the exit code, never a WebAssembly stack.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { openDb, type Db } from '../db';
import { listBackups, messageOf } from './backups';
import { controlAnswers } from './control';
import { diagnose } from './diagnose';
import { controlInsideFolder, type DataFolder } from './layout';
import { acquireLock, FolderInUse, type FolderLock, type LockHolder } from './lock';
import { brokenMessage, EXIT, inUseMessage } from './messages';

export class StartRefused extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
    /** the lock that refused, when another process holds the folder */
    readonly inUse?: FolderInUse,
  ) {
    super(message);
    this.name = 'StartRefused';
  }
}

/** Takes the folder's lock, or refuses with the message naming the process that holds it. */
export async function lockFolder(
  folder: DataFolder,
  describe: Partial<Pick<LockHolder, 'command' | 'url'>> = {},
): Promise<FolderLock> {
  try {
    mkdirSync(folder.dir, { recursive: true });
    return await acquireLock(folder.lockFile, {
      describe: { ...describe, control: folder.control },
      // a holder in another pid namespace (a container sharing folder and host name) still answers there
      stillAnswers: (holder) =>
        holder.control && controlInsideFolder(folder) && holder.control === folder.control
          ? controlAnswers(holder.control)
          : Promise.resolve(false),
    });
  } catch (error) {
    if (error instanceof FolderInUse)
      throw new StartRefused(inUseMessage(folder, error), EXIT.folderInUse, error);
    // e.g. a folder this user may not write to
    throw new StartRefused(`The data folder ${folder.dir} cannot be locked: ${messageOf(error)}`, 1);
  }
}

/**
 * Opens the folder's database (the caller holds the lock). A data directory that does not open is
 * reported with PostgreSQL's reason, the last backup and the command that restores it.
 */
export async function openFolderDb(folder: DataFolder): Promise<Db> {
  const incomplete =
    existsSync(folder.pgdata) &&
    readdirSync(folder.pgdata).length > 0 &&
    !existsSync(path.join(folder.pgdata, 'PG_VERSION'));
  if (incomplete) {
    // PGlite would run initdb over what is there
    throw await refusal(folder, {
      reasons: [
        `${path.join(folder.pgdata, 'PG_VERSION')} is missing: this is not a whole PostgreSQL data directory`,
      ],
      error: '',
    });
  }
  try {
    return await openDb(folder.pgdata);
  } catch (error) {
    throw await refusal(folder, await diagnose(folder.pgdata, error));
  }
}

async function refusal(folder: DataFolder, diagnosis: Awaited<ReturnType<typeof diagnose>>) {
  const [last] = await listBackups(folder.backups);
  return new StartRefused(brokenMessage(folder, diagnosis, last ?? null), EXIT.databaseBroken);
}
