/**
 * People's requests go before background work in this process. A CSV export streams for minutes: run
 * flat out, its database statement, its formatting and its client's reading take both processors of
 * a small machine, and every other request waits its turn for one. So every request that someone is
 * waiting on (everything but the report and export routes and the live stream) counts as foreground
 * while it is under way, and background work asks `quiet` before each step: it goes on at once when no
 * foreground request is under way, else once the last has been answered (or after a bounded wait, so
 * background work never starves). An export running alone keeps its full speed.
 *
 * The count is of this process only, and needs to be: it shares this process's processor time, not
 * anything that several server processes must agree on.
 */
import { performance } from 'node:perf_hooks';

export class Foreground {
  private active = 0;
  /** When a foreground request last began or ended (performance.now()). */
  private lastSeen = Number.NEGATIVE_INFINITY;
  private readonly waiting = new Set<() => void>();

  /** Counts a request under way; the function returned ends it (a second call does nothing). */
  enter(): () => void {
    this.active++;
    this.lastSeen = performance.now();
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.active--;
      this.lastSeen = performance.now();
      if (this.active > 0) return;
      const wake = [...this.waiting];
      this.waiting.clear();
      for (const resolve of wake) resolve();
    };
  }

  /** Whether a foreground request is under way or was within the last `windowMs`. */
  busyWithin(windowMs: number): boolean {
    return this.active > 0 || performance.now() - this.lastSeen < windowMs;
  }

  /** How many foreground requests are under way. */
  get underWay(): number {
    return this.active;
  }

  /**
   * Resolves at once when no foreground request is under way, else when none is any more, or after
   * `maxWaitMs` at the latest.
   */
  quiet(maxWaitMs: number): Promise<void> {
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, maxWaitMs);
      this.waiting.add(done);
    });
  }
}
