/**
 * Sign-in throttling, stored in the database (table login_throttle, migration 201) so every server
 * process behind a load balancer counts the same failures.
 *
 * Failures are counted per user name ('user:<lower-case name>') and per client address
 * ('ip:<address>'). Once a key has more failures than its free allowance, each further failure
 * blocks it for base × 2^(failures − free − 1) seconds, capped. An attempt while any of its keys is
 * blocked is answered at once (429 with Retry-After): it is neither checked nor counted, and it never
 * waits behind other attempts, so wrong passwords cannot delay a right one that arrives in time.
 * A success clears the user name's count (not the address's: signing in to one's own account must not
 * buy more guesses at others). A count is forgotten when its last failure is older than
 * `forgetAfterSeconds`.
 */
import type { Db } from './db';

export interface ThrottleRule {
  /** failures allowed before the key is blocked */
  freeFailures: number;
  /** seconds of the first block; each further failure doubles it */
  baseSeconds: number;
  /** the longest block */
  maxSeconds: number;
}

export interface LoginThrottleConfig {
  userName: ThrottleRule;
  address: ThrottleRule;
  forgetAfterSeconds: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleConfig = {
  userName: { freeFailures: 5, baseSeconds: 1, maxSeconds: 30 },
  address: { freeFailures: 20, baseSeconds: 1, maxSeconds: 15 * 60 },
  forgetAfterSeconds: 15 * 60,
};

export interface LoginKeys {
  userName: string;
  address: string;
}

const keysOf = (k: LoginKeys) => ({
  userName: `user:${k.userName.trim().toLowerCase()}`,
  address: `ip:${k.address}`,
});

/** Seconds a key is blocked after its `failures`-th failure (0 within the free allowance). */
export function blockSeconds(rule: ThrottleRule, failures: number): number {
  const over = failures - rule.freeFailures;
  if (over <= 0) return 0;
  return Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** Math.min(over - 1, 30));
}

/** Whole seconds until the attempt may be made (0: go ahead), and which key blocks it. */
export async function throttledFor(
  db: Db,
  keys: LoginKeys,
): Promise<{ seconds: number; by: 'userName' | 'address' | null }> {
  const k = keysOf(keys);
  const { rows } = await db.query<{ key: string; wait_ms: number }>(
    `SELECT key, ceil(extract(epoch FROM blocked_until - now()) * 1000)::float8 AS wait_ms
       FROM login_throttle WHERE key = ANY($1::text[]) AND blocked_until > now()`,
    [[k.userName, k.address]],
  );
  let seconds = 0;
  let by: 'userName' | 'address' | null = null;
  for (const row of rows) {
    const s = Math.max(1, Math.ceil(Number(row.wait_ms) / 1000));
    if (s > seconds) {
      seconds = s;
      by = row.key === k.userName ? 'userName' : 'address';
    }
  }
  return { seconds, by };
}

/** Counts one failure for both keys and blocks those over their allowance. */
export async function recordLoginFailure(
  db: Db,
  keys: LoginKeys,
  config: LoginThrottleConfig = DEFAULT_LOGIN_THROTTLE,
): Promise<void> {
  const k = keysOf(keys);
  for (const [key, rule] of [
    [k.userName, config.userName],
    [k.address, config.address],
  ] as const) {
    const { rows } = await db.query<{ failures: number }>(
      `INSERT INTO login_throttle AS t (key, failures, last_failure_at) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.last_failure_at < now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END,
         last_failure_at = now()
       RETURNING failures`,
      [key, config.forgetAfterSeconds],
    );
    const seconds = blockSeconds(rule, rows[0].failures);
    if (seconds > 0) {
      await db.query(
        `UPDATE login_throttle SET blocked_until = greatest(coalesce(blocked_until, now()), now() + make_interval(secs => $2))
         WHERE key = $1`,
        [key, seconds],
      );
    }
  }
  // old entries of anyone go too, so the table stays small
  await db.query('DELETE FROM login_throttle WHERE last_failure_at < now() - make_interval(secs => $1)', [
    config.forgetAfterSeconds * 2,
  ]);
}

/** A successful sign-in clears the user name's count. */
export async function recordLoginSuccess(db: Db, keys: LoginKeys): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE key = $1', [keysOf(keys).userName]);
}
