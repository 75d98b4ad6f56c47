/**
 * People's requests go before background work: a CSV export waits, before each step, while a request
 * someone waits on is under way in its process, and goes on at full speed when none is.
 */
import { describe, expect, it } from 'vitest';
import { REPORTS } from '../../src/core/areas/reports/definitions';
import type { Queryable } from '../../src/server/db';
import { Foreground } from '../../src/server/foreground';
import { CSV_BATCH_ROWS_EMBEDDED as BATCH, csvStream } from '../../src/server/reports/csv-export';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('Foreground counts the requests people wait on', () => {
  it('is quiet at once when no request is under way', async () => {
    const foreground = new Foreground();
    let quiet = false;
    void foreground.quiet(60_000).then(() => (quiet = true));
    await tick();
    expect(quiet).toBe(true);
  });

  it('is quiet once the last request under way has been answered, not before', async () => {
    const foreground = new Foreground();
    const first = foreground.enter();
    const second = foreground.enter();
    let quiet = false;
    void foreground.quiet(60_000).then(() => (quiet = true));
    first();
    first(); // a request ends once, however often its end is reported
    await tick();
    expect([quiet, foreground.underWay]).toEqual([false, 1]);
    second();
    await tick();
    expect([quiet, foreground.underWay]).toEqual([true, 0]);
  });

  it('was busy within a window while a request is under way and for that window after its answer, not before', async () => {
    const foreground = new Foreground();
    expect(foreground.busyWithin(1000)).toBe(false);
    const answered = foreground.enter();
    expect(foreground.busyWithin(1)).toBe(true);
    answered();
    expect([foreground.busyWithin(60_000), foreground.busyWithin(0)]).toEqual([true, false]);
  });

  it('lets background work go on after its longest wait, however busy the process stays', async () => {
    const foreground = new Foreground();
    foreground.enter();
    const started = Date.now();
    await foreground.quiet(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});

/**
 * An embedded-database connection holding `total` rows of the game-history report, which it reads a
 * batch per statement (in its time order).
 */
function cursorOf(total: number): Queryable & { fetches: number } {
  let left = total;
  const db = {
    kind: 'pglite',
    fetches: 0,
    async query(sql: string) {
      if (!/ LIMIT \d+$/.test(sql)) return { rows: [] };
      db.fetches++;
      const n = Math.min(left, BATCH);
      left -= n;
      const first = total - left - n;
      return {
        rows: Array.from({ length: n }, (_, i) => ({
          line: `round ${first + i}`,
          _seekKey: '2026-09-01 10:00:00+00',
          _seekSeq: String(first + i),
        })),
      };
    },
    transaction: <T>(fn: (tx: unknown) => Promise<T>) => fn(db),
  };
  return db as unknown as Queryable & { fetches: number };
}

function exportOf(db: Queryable, foreground: Foreground) {
  const lines: string[] = [];
  let ended = false;
  const out = csvStream(
    db,
    REPORTS['game-history'],
    { sql: 'SELECT 1', params: [] },
    {
      lng: 'en',
      timeZone: 'UTC',
      deadlineMs: 60_000,
      idleMs: 60_000,
      foreground,
      onEnd: () => (ended = true),
    },
  );
  out.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\r\n').filter(Boolean)));
  return { rows: () => lines.length - 1, ended: () => ended };
}

/** A process whose requests under way hold background work for as long as they run (no longest wait). */
class Patient extends Foreground {
  override quiet(): Promise<void> {
    return super.quiet(600_000);
  }
}

describe('a CSV export gives way to the requests people wait on', () => {
  it('writes no row and fetches no further batch while a request is under way, and finishes once it is answered', async () => {
    const foreground = new Patient();
    // two batches and a half
    const total = BATCH * 2.5;
    const db = cursorOf(total);
    const answered = foreground.enter();
    const csv = exportOf(db, foreground);
    await tick();
    await tick();
    // its first batch was fetched before it asked; nothing of it is formatted while the request runs
    expect([csv.rows(), db.fetches]).toEqual([0, 1]);
    answered();
    for (let i = 0; i < 100 && !csv.ended(); i++) await tick();
    expect([csv.rows(), db.fetches, csv.ended()]).toEqual([total, 3, true]);
  });
});
