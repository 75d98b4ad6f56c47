/**
 * Cancelled and slow reports never wedge the database: a storm of report requests aborted by their
 * clients, and CSV downloads whose clients stop reading, leave sign-in and the agents list answering
 * and every report connection free again; the reports a user runs at once are counted across server
 * processes.
 *
 * Runs on the embedded database (npm test) and on PostgreSQL (.ci/run, PG_FILES). This server runs
 * twelve reports at once (as many as the storm of the report that found the defect), ends a download
 * whose client read nothing for 2 s, and any download after 10 s.
 *
 * "At once" is 1 s on a quiet machine (the fairness benchmark measures it: bench/fairness.bench.mjs);
 * here it is 5 s, so a busy machine never fails the test while a wedged pool (which never answers, or
 * after its 20 s timeout) always does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, SERVICE_PREFIXES } from '../../src/server/app';
import { takeReportSlot, type ReportSlot } from '../../src/server/reports/slots';
import { ROOT_AGENT_ID } from '../../src/server/seed/demo';
import { startServer } from '../e2e/server';
import { startHarness, PASSWORDS, type Harness } from './harness';

const AT_ONCE_MS = 5000;
const IDLE_MS = 2000;
const DEADLINE_MS = 10_000;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    limits: { reportsPerUser: 12, reportsTotal: 12, exportIdleMs: IDLE_MS, exportDeadlineMs: DEADLINE_MS },
  });
});
afterAll(async () => {
  await h?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The last ten years up to today: the longest period game history takes. */
function tenYears() {
  const today = new Date();
  const from = new Date(Date.UTC(today.getUTCFullYear() - 10, today.getUTCMonth(), today.getUTCDate() + 1));
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

function gameHistory(token: string, opts: { csv?: boolean; signal?: AbortSignal } = {}) {
  return fetch(`${h.server.urls.report}/api/report/gamehistory${opts.csv ? '?lng=en' : ''}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(opts.csv ? { accept: 'text/csv' } : {}),
    },
    body: JSON.stringify({ agentId: ROOT_AGENT_ID, ...tenYears(), pageSize: 50 }),
    signal: opts.signal,
  });
}

/** How long `work` takes, in ms. */
async function timed(work: () => Promise<{ status: number }>): Promise<{ ms: number; status: number }> {
  const started = Date.now();
  const { status } = await work();
  return { ms: Date.now() - started, status };
}

const agentsList = () =>
  h.as('admin', 'api', 'GET', '/api/agents', {
    query: { agentId: ROOT_AGENT_ID, pageIndex: 0, pageSize: 25 },
  });

/** Waits until every report connection is back and nothing waits for one (at most `ms`). */
async function reportPoolSettled(ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    const { reports } = h.server.ctx.db.poolStats();
    if (reports.idle === reports.total && reports.waiting === 0) {
      if (h.server.ctx.db.kind === 'pglite') return true;
      // PostgreSQL: no statement of a report connection still runs on the server
      const { rows } = await h.server.ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'casino-widgets reports' AND state <> 'idle'`,
      );
      if (rows[0].n === 0) return true;
    }
    if (Date.now() > until) return false;
    await sleep(100);
  }
}

describe('fifty report requests aborted by their clients at random moments', () => {
  it('leave sign-in and the agents list answering at once, and no report connection stuck', async () => {
    const tokens = [h.tokens.admin, h.tokens.viewer];
    const storm = Array.from({ length: 50 }, (_, i) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), Math.random() * 1000);
      return gameHistory(tokens[i % tokens.length], { signal: controller.signal })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
    });
    await Promise.all(storm);
    const signIn = await timed(() => h.login('agent', PASSWORDS.agent));
    expect(signIn.status).toBe(200);
    expect(signIn.ms).toBeLessThan(AT_ONCE_MS);
    const agents = await timed(agentsList);
    expect(agents.status).toBe(200);
    expect(agents.ms).toBeLessThan(AT_ONCE_MS);
    expect(await reportPoolSettled(10_000)).toBe(true);
    // and a report runs again
    const again = await gameHistory(h.tokens.admin);
    expect(again.status).toBe(200);
  });
});

describe('ten CSV downloads whose clients stop reading', () => {
  it('do not delay the agents list, and are ended by their idle limit, their connections released', async () => {
    const downloads = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const response = await gameHistory(h.tokens.admin, { csv: true });
        const reader = response.body!.getReader();
        const first = await reader.read();
        return { status: response.status, reader, received: first.value?.byteLength ?? 0 };
      }),
    );
    expect(downloads.map((d) => d.status)).toEqual(Array(10).fill(200));
    // they hang: the rest of the console does not wait for them
    for (let i = 0; i < 5; i++) {
      const agents = await timed(agentsList);
      expect(agents.status).toBe(200);
      expect(agents.ms).toBeLessThan(AT_ONCE_MS);
      await sleep(200);
    }
    // after their idle limit the server has ended them: reading on ends in an error, not a whole file
    await sleep(IDLE_MS + 1500);
    const outcomes = await Promise.all(
      downloads.map(async (d) => {
        try {
          for (;;) {
            const { done } = await d.reader.read();
            if (done) return 'complete';
          }
        } catch {
          return 'ended';
        }
      }),
    );
    expect(outcomes).toEqual(Array(10).fill('ended'));
    expect(await reportPoolSettled(10_000)).toBe(true);
  });
});

describe('the reports a user runs at once are counted across server processes', () => {
  it('a user holding its reports on one server is answered 429 by another server of the same database', async () => {
    const second = h.databaseUrl
      ? await startServer([], { databaseUrl: h.databaseUrl }).then((s) => ({
          report: `${s.url}${SERVICE_PREFIXES.report}`,
          stop: s.stop,
        }))
      : await createServer({ db: h.server.ctx.db, port: 0, host: '127.0.0.1' }).then((s) => ({
          report: s.urls.report,
          stop: () => s.close(),
        }));
    const held: ReportSlot[] = [];
    try {
      // the other server lets a user run two reports at once (its default)
      for (let i = 0; i < 2; i++) held.push(await takeReportSlot(h.server.ctx, h.seed.users.viewer));
      const r = await fetch(`${second.report}/api/report/gamehistory`, {
        method: 'POST',
        headers: { authorization: `Bearer ${h.tokens.viewer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ agentId: ROOT_AGENT_ID, from: '2026-06-01', to: '2026-06-30' }),
      });
      expect(r.status).toBe(429);
      expect(await r.json()).toMatchObject({ error: 'server_busy' });
    } finally {
      await Promise.all(held.map((slot) => slot.release()));
      await second.stop();
    }
  });
});
