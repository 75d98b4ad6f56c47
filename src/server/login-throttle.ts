/**
 * Sign-in throttling that a third party cannot turn into a lock-out (following OWASP's authentication
 * guidance). Counts and rules live in the database (tables login_throttle and login_throttle_rules,
 * migrations 201 and 810), so every server process behind a load balancer applies the same ones.
 *
 * Three counts per attempt:
 * - 'pair': the user name from this client address. Past its free allowance each further failure
 *   blocks the pair for base × 2^(n − 1) (1 s, 2 s, 4 s …, at most 15 min): a guesser is slowed, then
 *   refused for longer and longer.
 * - 'address': this client address, whatever the names (20 free, then the same progression): one
 *   address trying many names is refused too.
 * - 'user': the user name from anywhere. It never refuses on its own: past its allowance it only slows
 *   the addresses that have already failed on that name (each must wait base × 2^(its failures − 1),
 *   at most 30 s, after its last failure). Someone else's wrong passwords therefore never keep the
 *   owner out: a correct password from an address with no recent failures always gets in.
 *
 * An attempt is counted before its password is checked (a reservation), in one short transaction that
 * locks its 'pair' and 'address' rows: a burst of concurrent attempts from one address is counted one by
 * one, and those beyond the allowance are refused while the first ones are still being checked. A
 * refused attempt is answered at once (429 with Retry-After), neither checked nor counted; nothing ever
 * waits in a queue, so wrong passwords cannot delay a right one. A success takes its reservation back,
 * clears the pair and keeps the address's earlier failures (signing in to one's own account must not
 * buy guesses at others) and the name's (others may still be guessing it).
 */
import type { Db } from './db';

export interface ThrottleRule {
  /** failures allowed before the key is blocked (the 'user' rule: before it slows) */
  freeFailures: number;
  /** seconds of the first block; each further failure doubles it (fractions allowed) */
  baseSeconds: number;
  /** the longest block */
  maxSeconds: number;
}

export interface LoginThrottleConfig {
  /** one user name from one client address */
  pair: ThrottleRule;
  /** one client address, any user names */
  address: ThrottleRule;
  /** one user name from anywhere: only slows addresses that failed on it */
  userName: ThrottleRule;
  forgetAfterSeconds: number;
}

/** The rules migration 810 writes (what a database holds unless an operator changed them). */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleConfig = {
  pair: { freeFailures: 5, baseSeconds: 1, maxSeconds: 15 * 60 },
  address: { freeFailures: 20, baseSeconds: 1, maxSeconds: 15 * 60 },
  userName: { freeFailures: 10, baseSeconds: 1, maxSeconds: 30 },
  forgetAfterSeconds: 15 * 60,
};

export interface LoginKeys {
  userName: string;
  address: string;
}

type RuleName = 'pair' | 'address' | 'user';

const keysOf = (k: LoginKeys) => {
  const name = k.userName.trim().toLowerCase();
  // the address first: it holds no space, so the key reads back unambiguously
  return { pair: `pair:${k.address} ${name}`, address: `ip:${k.address}`, user: `user:${name}` };
};

/** Seconds a key is blocked after its `failures`-th failure (0 within the free allowance). */
export function blockSeconds(rule: ThrottleRule, failures: number): number {
  const over = failures - rule.freeFailures;
  if (over <= 0) return 0;
  return Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** Math.min(over - 1, 30));
}

/** Writes `config` as the database's rules (every process on the database then applies them). */
export async function storeLoginThrottleRules(db: Db, config: LoginThrottleConfig): Promise<void> {
  const rows: [RuleName, ThrottleRule][] = [
    ['pair', config.pair],
    ['address', config.address],
    ['user', config.userName],
  ];
  for (const [rule, r] of rows) {
    await db.query(
      `INSERT INTO login_throttle_rules (rule, free_failures, base_ms, max_ms, forget_after_seconds)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (rule) DO UPDATE SET free_failures = $2, base_ms = $3, max_ms = $4, forget_after_seconds = $5`,
      [
        rule,
        r.freeFailures,
        Math.max(1, Math.round(r.baseSeconds * 1000)),
        Math.max(1, Math.round(r.maxSeconds * 1000)),
        config.forgetAfterSeconds,
      ],
    );
  }
}

interface RuleRow {
  rule: RuleName;
  free_failures: number;
  base_ms: number;
  max_ms: number;
  forget_after_seconds: number;
}

interface CountRow {
  key: string;
  failures: number;
  /** ms since the last failure (or reservation) */
  since_ms: number;
  /** ms until the block ends (≤ 0: not blocked) */
  blocked_ms: number | null;
}

/** ms a key is blocked after its `failures`-th failure, by a rule as the database holds it. */
const blockMs = (rule: RuleRow, failures: number) => {
  const over = failures - rule.free_failures;
  return over <= 0 ? 0 : Math.min(rule.max_ms, rule.base_ms * 2 ** Math.min(over - 1, 30));
};

export type LoginAttempt =
  | {
      allowed: true;
      /** The password was wrong: the attempt stays counted, and the name's count grows. */
      failed(): Promise<void>;
      /** The password was right: the reservation is taken back and the pair cleared. */
      succeeded(): Promise<void>;
    }
  | {
      allowed: false;
      /** Whole seconds to wait (at least 1). */
      seconds: number;
      /** Which count refused it. */
      by: 'pair' | 'address' | 'userName';
    };

/**
 * Starts a sign-in attempt: refused at once (with the wait) while one of its counts says so, else
 * counted and allowed; the caller checks the password and reports the outcome.
 */
export async function beginLoginAttempt(db: Db, login: LoginKeys): Promise<LoginAttempt> {
  const keys = keysOf(login);
  const decision = await db.transaction(async (tx) => {
    const rules = new Map(
      (await tx.query<RuleRow>('SELECT * FROM login_throttle_rules')).rows.map((r) => [r.rule, r]),
    );
    const rule = (name: RuleName) => rules.get(name) ?? toRow(name);
    await tx.query(
      `INSERT INTO login_throttle (key, failures, last_failure_at) VALUES ($1, 0, now()), ($2, 0, now())
       ON CONFLICT (key) DO NOTHING`,
      [keys.address, keys.pair],
    );
    const counts = async (sql: string, list: string[]) =>
      new Map(
        (
          await tx.query<CountRow>(
            `SELECT key, failures,
                    (extract(epoch FROM now() - last_failure_at) * 1000)::float8 AS since_ms,
                    (extract(epoch FROM blocked_until - now()) * 1000)::float8 AS blocked_ms
               FROM login_throttle WHERE key = ANY($1::text[]) ${sql}`,
            [list],
          )
        ).rows.map((r) => [r.key, r]),
      );
    // the pair and the address are locked (in key order: no deadlock between two attempts); the name
    // is only read, so attempts on one name from many addresses never wait for each other
    const locked = await counts('ORDER BY key FOR UPDATE', [keys.address, keys.pair]);
    const named = await counts('', [keys.user]);
    const fresh = (row: CountRow | undefined, r: RuleRow) =>
      row && row.since_ms < r.forget_after_seconds * 1000 ? row : undefined;
    const pair = fresh(locked.get(keys.pair), rule('pair'));
    const address = fresh(locked.get(keys.address), rule('address'));
    const user = fresh(named.get(keys.user), rule('user'));

    const waits: { ms: number; by: 'pair' | 'address' | 'userName' }[] = [];
    if (pair && (pair.blocked_ms ?? 0) > 0) waits.push({ ms: pair.blocked_ms!, by: 'pair' });
    if (address && (address.blocked_ms ?? 0) > 0) waits.push({ ms: address.blocked_ms!, by: 'address' });
    const slowing = rule('user');
    if (user && user.failures > slowing.free_failures && pair && pair.failures > 0) {
      const slow = Math.min(slowing.max_ms, slowing.base_ms * 2 ** Math.min(pair.failures - 1, 30));
      if (slow > pair.since_ms) waits.push({ ms: slow - pair.since_ms, by: 'userName' });
    }
    if (waits.length) {
      const longest = waits.reduce((a, b) => (b.ms > a.ms ? b : a));
      return { allowed: false as const, seconds: Math.max(1, Math.ceil(longest.ms / 1000)), by: longest.by };
    }
    // counted before the password is checked: concurrent attempts see each other
    for (const [key, row, r] of [
      [keys.pair, pair, rule('pair')],
      [keys.address, address, rule('address')],
    ] as const) {
      const failures = (row?.failures ?? 0) + 1;
      const block = blockMs(r, failures);
      await tx.query(
        `UPDATE login_throttle SET failures = $2, last_failure_at = now(),
           blocked_until = CASE WHEN $3::float8 > 0 THEN now() + make_interval(secs => $3::float8 / 1000) END
         WHERE key = $1`,
        [key, failures, block],
      );
    }
    return {
      allowed: true as const,
      forget: rule('user').forget_after_seconds,
      addressRule: rule('address'),
    };
  });
  if (!decision.allowed) return decision;
  let reported = false;
  return {
    allowed: true,
    async failed() {
      if (reported) return;
      reported = true;
      await db.query(
        `INSERT INTO login_throttle AS t (key, failures, last_failure_at) VALUES ($1, 1, now())
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN t.last_failure_at < now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END,
           last_failure_at = now()`,
        [keys.user, decision.forget],
      );
      // old entries of anyone go too, so the table stays small
      await db.query('DELETE FROM login_throttle WHERE last_failure_at < now() - make_interval(secs => $1)', [
        decision.forget * 2,
      ]);
    },
    async succeeded() {
      if (reported) return;
      reported = true;
      await db.query('DELETE FROM login_throttle WHERE key = $1', [keys.pair]);
      // this attempt's reservation goes; the address's earlier failures stay
      await db.query(
        `UPDATE login_throttle SET failures = greatest(failures - 1, 0),
           blocked_until = CASE WHEN failures - 1 > $2 THEN blocked_until END
         WHERE key = $1`,
        [keys.address, decision.addressRule.free_failures],
      );
      await db.query('DELETE FROM login_throttle WHERE key = $1 AND failures = 0', [keys.address]);
    },
  };
}

/** A rule as the defaults hold it (a database whose rule row was deleted still throttles). */
function toRow(name: RuleName): RuleRow {
  const r = name === 'user' ? DEFAULT_LOGIN_THROTTLE.userName : DEFAULT_LOGIN_THROTTLE[name];
  return {
    rule: name,
    free_failures: r.freeFailures,
    base_ms: r.baseSeconds * 1000,
    max_ms: r.maxSeconds * 1000,
    forget_after_seconds: DEFAULT_LOGIN_THROTTLE.forgetAfterSeconds,
  };
}
