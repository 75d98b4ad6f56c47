/**
 * An exclusive lock on a data folder: a lock file naming the process that holds it (its id, start
 * time, host, and what it serves), so that one server process, and only one, opens the embedded
 * database of a folder, as PostgreSQL's postmaster.pid does for its data directory.
 *
 * - Taking it: the record is written to a file of its own, then hard-linked to the lock file's name;
 *   linking fails when the name exists, so two starters cannot both create it, and a reader never sees
 *   a half-written lock.
 * - A lock whose holder still runs (same pid and start time: src/server/data-folder/process-identity.ts;
 *   or whose holder answers on its control channel) refuses with `FolderInUse`.
 * - A lock whose holder has ended (killed, crashed) is taken over. Only one starter may replace a given
 *   stale lock: it first takes a lock on the right to replace that very content (the file
 *   `<lock>.takeover-<content hash>`, taken by the same rules, so a starter that dies during the
 *   takeover is itself taken over), checks that the lock file still holds that content, and renames its
 *   own record over it. Two starters that find the same stale lock never both get it.
 * - A lock held by a process of another machine (another host name) cannot be checked from here and
 *   refuses too; the message tells how to remove it once that server is known to be stopped.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { currentProcess, processState, type ProcessIdentity } from './process-identity';

export interface LockHolder extends ProcessIdentity {
  /** when the holder took the lock (ISO 8601) */
  startedAt: string;
  /** the holder's command line */
  command?: string;
  /** the control channel of the holding server (online backups: src/server/data-folder/control.ts) */
  control?: string;
  /** the console origin of the holding server, once it listens */
  url?: string;
  /** a random value of this holder, so it recognises its own lock */
  token: string;
}

/** Why a lock could not be taken. */
export type InUseReason =
  /** its holder runs on this machine */
  | 'running'
  /** its holder ran on another machine or container, which cannot be checked from here */
  | 'elsewhere'
  /** another starter is taking over the stale lock right now */
  | 'taking-over';

export class FolderInUse extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
    readonly reason: InUseReason,
  ) {
    super(`${lockFile} is held by process ${holder.pid} on ${holder.host}`);
    this.name = 'FolderInUse';
  }
}

export interface FolderLock {
  readonly file: string;
  /** this process's record, as written in the lock file */
  readonly holder: LockHolder;
  /** the record of the earlier holder whose stale lock was taken over, else null */
  readonly tookOver: LockHolder | null;
  /** Adds to the record (e.g. the URL once the server listens). */
  update(extra: Partial<Omit<LockHolder, 'token'>>): Promise<void>;
  /** Removes the lock file, when it is still this process's. */
  release(): Promise<void>;
  /** The same, synchronously (a forced exit). */
  releaseSync(): void;
}

export interface AcquireOptions {
  /** what the lock file records beside the process identity */
  describe?: Partial<Pick<LockHolder, 'command' | 'control' | 'url'>>;
  /**
   * Asked when the holder's process looks ended: true when it answers all the same (a server in
   * another pid namespace, e.g. another container sharing the folder and the host name).
   */
  stillAnswers?: (holder: LockHolder) => Promise<boolean>;
  /** how long to wait for another starter's takeover to finish (default 5 s) */
  waitMs?: number;
}

const MAX_TAKEOVER_DEPTH = 4;
/** leftovers of starters that died while taking the lock are removed after this long */
const LEFTOVER_AGE_MS = 60_000;

function parse(raw: string): LockHolder | null {
  try {
    const r = JSON.parse(raw) as Partial<LockHolder>;
    if (typeof r.pid === 'number' && typeof r.host === 'string' && typeof r.token === 'string')
      return r as LockHolder;
  } catch {
    // not a lock record
  }
  return null;
}

const generation = (raw: string) => createHash('sha256').update(raw).digest('hex').slice(0, 16);
const serialise = (holder: LockHolder) => JSON.stringify(holder, null, 2) + '\n';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readRaw(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Creates `file` with `content` unless it exists; false when it exists. */
async function createExclusive(file: string, content: string): Promise<boolean> {
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, content, { flag: 'wx' });
  try {
    await link(tmp, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // a file system without hard links: exclusive create, then write (readers wait for the content)
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP' || code === 'ENOSYS') {
      try {
        await writeFile(file, content, { flag: 'wx' });
        return true;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw e;
      }
    }
    throw error;
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
}

/** Puts `content` in place of `file` in one step. */
async function replace(file: string, content: string): Promise<void> {
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, content, { flag: 'wx' });
  try {
    await rename(tmp, file);
  } catch (error) {
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
}

/** A holder whose record cannot be read stands for nobody: it is taken over. */
const UNREADABLE: LockHolder = { pid: 0, host: '', token: '', startedAt: '' };

/**
 * The content of the lock file: waits a moment when it is empty or partial (a writer on a file system
 * without hard links is between creating and writing it).
 */
async function readHolder(file: string): Promise<{ raw: string; holder: LockHolder } | null> {
  for (let attempt = 0; ; attempt++) {
    const raw = await readRaw(file);
    if (raw === null) return null;
    const holder = parse(raw);
    if (holder || attempt >= 3) return { raw, holder: holder ?? UNREADABLE };
    await sleep(100);
  }
}

async function holderState(
  holder: LockHolder,
  stillAnswers: AcquireOptions['stillAnswers'],
): Promise<'running' | 'elsewhere' | 'gone'> {
  if (holder === UNREADABLE) return 'gone';
  const state = processState(holder);
  if (state === 'running') return 'running';
  if (stillAnswers && (await stillAnswers(holder).catch(() => false))) return 'running';
  return state;
}

export function acquireLock(file: string, opts: AcquireOptions = {}): Promise<FolderLock> {
  return acquire(path.resolve(file), opts, 0);
}

async function acquire(file: string, opts: AcquireOptions, depth: number): Promise<FolderLock> {
  const deadline = Date.now() + (opts.waitMs ?? 5000);
  const record: LockHolder = {
    ...currentProcess(),
    startedAt: new Date().toISOString(),
    ...(depth === 0 ? opts.describe : {}),
    token: randomBytes(12).toString('hex'),
  };
  for (;;) {
    if (await createExclusive(file, serialise(record))) return held(file, record, null);
    const found = await readHolder(file);
    if (!found) continue; // released meanwhile: try again
    const state = await holderState(found.holder, depth === 0 ? opts.stillAnswers : undefined);
    if (state !== 'gone') throw new FolderInUse(file, found.holder, state);
    if (depth >= MAX_TAKEOVER_DEPTH) throw new FolderInUse(file, found.holder, 'taking-over');

    // stale: take the right to replace exactly this content, then replace it if it is still there
    let claim: FolderLock;
    try {
      claim = await acquire(`${file}.takeover-${generation(found.raw)}`, {}, depth + 1);
    } catch (error) {
      if (!(error instanceof FolderInUse)) throw error;
      // another starter is replacing it: once it has, its lock is live (or gone again)
      if (Date.now() > deadline) throw new FolderInUse(file, error.holder, 'taking-over');
      await sleep(100);
      continue;
    }
    try {
      const now = await readRaw(file);
      if (now !== null && generation(now) === generation(found.raw)) {
        await replace(file, serialise(record));
        removeLeftovers(file);
        return held(file, record, found.holder === UNREADABLE ? null : found.holder);
      }
    } finally {
      await claim.release();
    }
  }
}

/** Temporary and takeover files of starters that died while taking the lock. */
function removeLeftovers(file: string): void {
  const dir = path.dirname(file);
  const base = path.basename(file);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(`${base}.`) || !(name.endsWith('.tmp') || name.includes('.takeover-'))) continue;
    try {
      const full = path.join(dir, name);
      if (Date.now() - statSync(full).mtimeMs > LEFTOVER_AGE_MS) unlinkSync(full);
    } catch {
      // gone already
    }
  }
}

function held(file: string, initial: LockHolder, tookOver: LockHolder | null): FolderLock {
  let record = initial;
  let released = false;
  const mine = (raw: string | null) => raw !== null && parse(raw)?.token === record.token;
  return {
    file,
    get holder() {
      return record;
    },
    tookOver,
    async update(extra) {
      if (released) return;
      record = { ...record, ...extra, token: record.token };
      await replace(file, serialise(record));
    },
    async release() {
      if (released) return;
      released = true;
      if (mine(await readRaw(file).catch(() => null))) await unlink(file).catch(() => undefined);
    },
    releaseSync() {
      if (released) return;
      released = true;
      try {
        if (mine(readFileSync(file, 'utf8'))) unlinkSync(file);
      } catch {
        // nothing to release
      }
    },
  };
}
