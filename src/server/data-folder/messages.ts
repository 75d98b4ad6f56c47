/**
 * What the server and `npm run db:*` tell an operator about the data folder: plain sentences that say
 * what happened, which folder and process it concerns, and the command that gets them going again.
 */
import path from 'node:path';
import { formatBytes, formatTime, type BackupFile } from './backups';
import type { Diagnosis } from './diagnose';
import { BACKUPS, LOCK_FILE, type DataFolder } from './layout';
import type { FolderInUse, LockHolder } from './lock';

/** Exit codes of the start path. */
export const EXIT = { arguments: 2, folderInUse: 3, databaseBroken: 4 } as const;

/** A path as a shell argument. */
export const shellArg = (text: string) =>
  /^[\w./:@%+=,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;

/** `--data DIR` (and `--backups DIR` when they are not in the folder) for a command on this folder. */
export function folderArgs(folder: DataFolder): string {
  const args = `--data ${shellArg(folder.dir)}`;
  return folder.backups === path.join(folder.dir, BACKUPS)
    ? args
    : `${args} --backups ${shellArg(folder.backups)}`;
}

export const restoreCommand = (folder: DataFolder) => `npm run db:restore -- ${folderArgs(folder)}`;

function describeHolder(holder: LockHolder): string {
  const parts = [`process ${holder.pid}`];
  if (holder.command) parts.push(`(${holder.command})`);
  if (holder.startedAt) parts.push(`started ${formatTime(new Date(holder.startedAt))}`);
  if (holder.url) parts.push(`answering on ${holder.url}`);
  return parts.join(', ').replace(/, \(/, ' (');
}

export function inUseMessage(folder: DataFolder, error: FolderInUse): string {
  const who = describeHolder(error.holder);
  const lines =
    error.reason === 'elsewhere'
      ? [
          `The data folder ${folder.dir} is locked by ${who} on host "${error.holder.host}", which this machine cannot check.`,
        ]
      : error.reason === 'taking-over'
        ? [`Another server is starting on the data folder ${folder.dir}: ${who}.`]
        : [`The data folder ${folder.dir} is in use by another server: ${who}.`];
  lines.push(
    'One data folder belongs to one server process, so this one does not start. Instead:',
    `  - run a second server beside it on a folder of its own:  npm start -- --data /path/to/another-folder --port 8081`,
    '  - run several server processes on the same data with PostgreSQL:  DATABASE_URL=postgres://user:password@host/db npm start',
    '    (README, "PGlite or PostgreSQL")',
  );
  if (error.reason === 'elsewhere')
    lines.push(
      `  - if no server uses the folder any more (that host or container is gone), delete ${path.join(folder.dir, LOCK_FILE)} and start again`,
    );
  else
    lines.push(
      `  - or stop that server (Ctrl-C in its terminal, or kill ${error.holder.pid}): it finishes its open requests and closes the database`,
    );
  return lines.join('\n');
}

export function describeBackup(backup: BackupFile): string {
  const when = backup.kind === 'start' ? ' at a clean start' : backup.kind === 'manual' ? ' on demand' : '';
  return `${backup.file} (taken ${formatTime(backup.takenAt)}${when}, ${formatBytes(backup.bytes)})`;
}

export function brokenMessage(
  folder: DataFolder,
  diagnosis: Diagnosis,
  lastBackup: BackupFile | null,
): string {
  const what = diagnosis.reasons.length ? diagnosis.reasons : [diagnosis.error];
  const lines = [
    `The embedded database in ${folder.dir} could not be opened, so the server does not start.`,
    `What failed: ${what[0]}`,
    ...what.slice(1).map((line) => `             ${line}`),
  ];
  if (diagnosis.reasons.length && diagnosis.error) lines.push(`             (PGlite: ${diagnosis.error})`);
  lines.push(
    `Its files in ${folder.pgdata} are damaged or incomplete (for example after the machine stopped during a write, or after two servers wrote to the folder at once).`,
  );
  if (lastBackup) {
    lines.push(
      `The last backup: ${describeBackup(lastBackup)}.`,
      'To restore it:',
      `  ${restoreCommand(folder)}`,
      `(the damaged files are kept aside as ${folder.pgdata}.replaced-<time>; delete them once you no longer need them)`,
    );
  } else {
    lines.push(
      `There is no backup in ${folder.backups}. To start again with a new demo database (the damaged files are deleted):`,
      `  npm start -- ${folderArgs(folder)} --reset`,
    );
  }
  return lines.join('\n');
}
