/**
 * The live feed of the audit trail, one per server process: it hands the committed entries of the
 * audit log to the consoles that watch a subtree (the event stream of src/server/routes/audit.ts).
 *
 * How an entry travels (migration 221_audit_stream.sql):
 * - at commit, the entry takes the next position `seq` of audit_stream, in commit order, and the
 *   database NOTIFYs the channel 'audit_log' with the position and the entry's agent path;
 * - every process LISTENs on that channel (src/server/db.ts; PGlite within its one process,
 *   PostgreSQL on a dedicated connection), so an entry written through any process reaches the
 *   watchers of all of them; nothing is shared through process memory;
 * - a notification only wakes the feed up: it then reads every position after the last one it read,
 *   so a notification lost while the LISTEN connection was down is made good by the next one, by the
 *   reconnection, or by the poll every POLL_MS;
 * - a watcher resuming from a position (Last-Event-ID) first gets what it missed, read from the
 *   tables, then the live entries, each position once and in order. When it missed more than
 *   CATCH_UP_LIMIT entries (or names a position the database never gave out), it is told to reset:
 *   start again from the data, not from the entries.
 */
import type { Db, Unlisten } from './db';

/** What a watcher receives of an entry: who did what to which object, never its values. */
export interface FeedEntry {
  seq: number;
  id: number;
  at: string;
  kind: string;
  agentId: string | null;
  agentPath: string | null;
  objectType: string;
  objectId: string | null;
  userId: string | null;
  userName: string | null;
  userAgentId: string | null;
  requestId: string | null;
}

export interface Watcher {
  /** The materialised path of the watched agent ('/root/…/agent/'): entries of its subtree reach it. */
  path: string;
  /** Entries that concern no agent reach it too (a watcher of the root agent). */
  unscoped: boolean;
  /** New entries, in position order. */
  send(entries: readonly FeedEntry[]): void;
  /** The watcher missed too much to catch up: it should reload its data. */
  reset(): void;
}

export interface Watch {
  /** The last position the watcher was given (or started from). */
  readonly position: number;
  stop(): void;
}

export const CHANNEL = 'audit_log';
/** Entries read in one query. */
const BATCH = 500;
/** A resuming watcher that missed more than this is told to reset. */
export const CATCH_UP_LIMIT = 1000;
/** How often the feed reads new positions even without a notification, while someone watches. */
export const POLL_MS = 15_000;

const COLUMNS = `s.seq, l.id, l.at, l.kind, l.agent_id, l.agent_path, l.object_type, l.object_id, l.user_id,
  l.user_name, l.user_agent_id, l.request_id`;

interface EntryRow {
  seq: string | number;
  id: string | number;
  at: Date | string;
  kind: string;
  agent_id: string | null;
  agent_path: string | null;
  object_type: string;
  object_id: string | null;
  user_id: string | null;
  user_name: string | null;
  user_agent_id: string | null;
  request_id: string | null;
}

const toEntry = (r: EntryRow): FeedEntry => ({
  seq: Number(r.seq),
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  kind: r.kind,
  agentId: r.agent_id,
  agentPath: r.agent_path,
  objectType: r.object_type,
  objectId: r.object_id,
  userId: r.user_id,
  userName: r.user_name,
  userAgentId: r.user_agent_id,
  requestId: r.request_id,
});

/** Whether an entry of `agentPath` (null: no agent) concerns the watcher. */
export function concerns(watcher: Pick<Watcher, 'path' | 'unscoped'>, agentPath: string | null): boolean {
  return agentPath === null ? watcher.unscoped : agentPath.startsWith(watcher.path);
}

interface Subscription extends Watcher {
  delivered: number;
  ready: boolean;
  buffer: FeedEntry[];
  stopped: boolean;
}

export interface AuditFeed {
  /**
   * Starts watching: from position `since` (the entries after it first), or from now when null.
   * Resolves once the watcher is caught up.
   */
  watch(watcher: Watcher, since: number | null): Promise<Watch>;
  /** The latest position given out (0 when none). */
  latestPosition(): Promise<number>;
  /** Ends every watch and stops listening. */
  close(): Promise<void>;
}

export function createAuditFeed(db: Db): AuditFeed {
  const subscriptions = new Set<Subscription>();
  let unlisten: Unlisten | null = null;
  let starting: Promise<void> | null = null;
  let closed = false;
  /** The last position read by the feed (every position up to it was handed on). */
  let read = 0;
  let queue: Promise<void> = Promise.resolve();
  let pumpQueued = false;
  let poll: ReturnType<typeof setInterval> | undefined;

  const latestPosition = async (): Promise<number> => {
    const { rows } = await db.query<{ n: string | number | null }>('SELECT max(seq) AS n FROM audit_stream');
    return Number(rows[0]?.n ?? 0);
  };

  const deliver = (subscription: Subscription, entries: readonly FeedEntry[]) => {
    const fresh = entries.filter(
      (e) => e.seq > subscription.delivered && concerns(subscription, e.agentPath),
    );
    if (!fresh.length) return;
    if (!subscription.ready) {
      subscription.buffer.push(...fresh);
      return;
    }
    subscription.delivered = fresh[fresh.length - 1].seq;
    subscription.send(fresh);
  };

  /** Reads every position after `read` and hands the entries on (queued: one pump at a time). */
  const pump = (): void => {
    if (pumpQueued) return;
    pumpQueued = true;
    queue = queue
      .then(async () => {
        pumpQueued = false;
        if (closed) return;
        if (!subscriptions.size) {
          // nobody to hand entries to: move on to where the log stands
          read = Math.max(read, await latestPosition());
          return;
        }
        for (;;) {
          const { rows } = await db.query<EntryRow>(
            `SELECT ${COLUMNS} FROM audit_stream s JOIN audit_log l ON l.id = s.entry_id
              WHERE s.seq > $1 ORDER BY s.seq LIMIT ${BATCH}`,
            [read],
          );
          const entries = rows.map(toEntry);
          if (entries.length) read = entries[entries.length - 1].seq;
          for (const subscription of subscriptions) deliver(subscription, entries);
          if (entries.length < BATCH) break;
        }
      })
      .catch(() => {
        // the database is unreachable right now: the next notification or poll reads again
        pumpQueued = false;
      });
  };

  const onNotification = (payload: string) => {
    let note: { seq?: unknown; path?: unknown } = {};
    try {
      note = JSON.parse(payload) as typeof note;
    } catch {
      // not ours to judge: read the table
    }
    const seq = Number(note.seq);
    const path = typeof note.path === 'string' ? note.path : null;
    // Nobody here watches that subtree: the position right after the last one read is skipped without
    // a query. Anything else (a gap: a notification lost, or a position of a rolled-back commit) is read.
    const known = Number.isSafeInteger(seq) && 'path' in note;
    const wanted = !known || [...subscriptions].some((s) => concerns(s, path));
    if (!wanted) {
      queue = queue.then(() => {
        if (pumpQueued || seq !== read + 1) pump();
        else read = seq;
      });
      return;
    }
    pump();
  };

  const start = (): Promise<void> => {
    starting ??= (async () => {
      // listen first, then read where the log stands: nothing committed in between is missed
      unlisten = await db.listen(CHANNEL, onNotification, pump);
      read = await latestPosition();
      poll = setInterval(pump, POLL_MS);
      poll.unref?.();
    })().catch((error: unknown) => {
      starting = null;
      throw error;
    });
    return starting;
  };

  return {
    latestPosition,
    async watch(watcher, since) {
      if (closed) throw new Error('The audit feed is closed');
      await start();
      const subscription: Subscription = {
        ...watcher,
        delivered: 0,
        ready: false,
        buffer: [],
        stopped: false,
      };
      subscriptions.add(subscription);
      const stop = () => {
        subscription.stopped = true;
        subscriptions.delete(subscription);
      };
      try {
        const latest = await latestPosition();
        const from = latest;
        if (since !== null && since <= latest) {
          const { rows } = await db.query<EntryRow>(
            `SELECT ${COLUMNS} FROM audit_stream s JOIN audit_log l ON l.id = s.entry_id
              WHERE s.seq > $1 AND s.seq <= $2
                AND (l.agent_path LIKE $3 OR ($4 AND l.agent_path IS NULL))
              ORDER BY s.seq LIMIT ${CATCH_UP_LIMIT + 1}`,
            [since, latest, `${watcher.path}%`, watcher.unscoped],
          );
          if (rows.length > CATCH_UP_LIMIT) watcher.reset();
          else if (rows.length) watcher.send(rows.map(toEntry));
          // either way the watcher now stands at `latest` (what did not concern it included)
        } else if (since !== null) {
          // a position this database never gave out (another database, or one started anew)
          watcher.reset();
        }
        subscription.delivered = from;
        subscription.ready = true;
        const buffered = subscription.buffer.filter((e) => e.seq > from);
        subscription.buffer = [];
        if (buffered.length && !subscription.stopped) {
          subscription.delivered = buffered[buffered.length - 1].seq;
          watcher.send(buffered);
        }
      } catch (error) {
        stop();
        throw error;
      }
      // entries committed while the watcher was being caught up
      pump();
      return {
        get position() {
          return subscription.delivered;
        },
        stop,
      };
    },
    async close() {
      closed = true;
      clearInterval(poll);
      subscriptions.clear();
      await starting?.catch(() => undefined);
      await queue;
      await unlisten?.();
    },
  };
}
