/**
 * Fair sharing of the reports (pages, dashboards, CSV exports): a report runs only in a free slot.
 *
 * - Per user: at most `reportsPerUser` at once, counted across every server process. Each slot is a
 *   lock named after the user and the slot's number, taken on the report's own database session
 *   (ReportSession.tryLock): on PostgreSQL a session advisory lock, which every process sees and which
 *   goes with the connection if a process dies; on PGlite, a lock of the one process that serves it.
 * - Per process: at most `reportsTotal` at once, all users together, counted in process memory: it
 *   protects this process's report pool and thread, which only this process uses.
 *
 * Beyond either, the request is answered at once with 429, `Retry-After` and `error: 'server_busy'`
 * (the console says "the server is busy, retrying…" and asks again after the wait); nothing queues.
 */
import type { ServerContext } from '../context';
import type { ReportSession } from '../db';
import { ServerBusy } from '../errors';

export interface ReportSlot {
  /** The session to run the report's statements on. */
  readonly db: ReportSession;
  /** Frees the slot and the session (once; later calls do nothing). */
  release(): Promise<void>;
}

const running = new WeakMap<ServerContext, { count: number }>();

function counter(ctx: ServerContext): { count: number } {
  let entry = running.get(ctx);
  if (!entry) running.set(ctx, (entry = { count: 0 }));
  return entry;
}

/** Reports this process runs now. */
export function runningReports(ctx: ServerContext): number {
  return counter(ctx).count;
}

/**
 * Takes a report slot for `userId`: ServerBusy 429 when the user or the process already runs as many
 * as it may, 503 when no report connection came free in time. `signal` gives up waiting.
 */
export async function takeReportSlot(
  ctx: ServerContext,
  userId: string,
  signal?: AbortSignal,
): Promise<ReportSlot> {
  const { reportsPerUser, reportsTotal, busyRetryAfterSeconds } = ctx.config.limits;
  const total = counter(ctx);
  if (total.count >= reportsTotal) {
    throw new ServerBusy(
      429,
      `The server is running as many reports as it may (${reportsTotal}); yours starts when one ends`,
      busyRetryAfterSeconds,
    );
  }
  total.count++;
  let session: ReportSession;
  try {
    session = await ctx.db.reportSession(signal);
  } catch (error) {
    total.count--;
    throw error;
  }
  let held = false;
  try {
    for (let slot = 0; slot < reportsPerUser && !held; slot++)
      held = await session.tryLock(`report:${userId}:${slot}`);
  } catch (error) {
    await session.release();
    total.count--;
    throw error;
  }
  if (!held) {
    await session.release();
    total.count--;
    throw new ServerBusy(
      429,
      `You are already running ${reportsPerUser} reports at once; this one starts when one of them ends`,
      busyRetryAfterSeconds,
    );
  }
  let released = false;
  return {
    db: session,
    async release() {
      if (released) return;
      released = true;
      try {
        await session.release();
      } finally {
        total.count--;
      }
    },
  };
}
