/**
 * Bounded work per request: every report reads a bounded period (real days from 2000 to 2099, the end
 * not before the start, at most its kind's span), a request not answered in time is answered 503, and
 * odd input (a report name of any Unicode, a path segment of any length, dates of any year) is a 4xx,
 * logged without an error-level stack. Fair sharing: reports beyond a user's or the server's share are
 * answered 429 with Retry-After at once.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../src/core/areas/reports/dates';
import { DASHBOARD_MAX_DAYS, MAX_REPORT_DAYS } from '../../src/core/areas/reports/period';
import { takeReportSlot, type ReportSlot } from '../../src/server/reports/slots';
import { AMERICAS_AGENT_ID, ROOT_AGENT_ID } from '../../src/server/seed/demo';
import { startHarness, type CallResult, type Harness } from './harness';

const logLines: string[] = [];
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ log: { level: 'info', stream: { write: (line) => void logLines.push(line) } } });
});
afterAll(async () => {
  await h?.close();
});

interface Failure {
  message: string;
  error?: string;
  errors?: { field: string; message: string }[];
}
const fields = (r: CallResult) => ((r.body as Failure).errors ?? []).map((e) => e.field).sort();
const report = (path: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  h.as<Record<string, unknown>>('admin', 'report', 'POST', `/api/report/${path}`, { body, headers });
const errorLines = () =>
  logLines
    .map((l) => JSON.parse(l) as { level: number; msg: string; err?: unknown })
    .filter((l) => l.level >= 50);

describe('every report reads a bounded period', () => {
  it('the dashboard of 31/12/9999 is refused with 400 naming both days, and the server keeps serving', async () => {
    const r = await h.as('viewer', 'report', 'POST', '/api/report/dashboard', {
      body: { agentId: ROOT_AGENT_ID, from: '9999-12-31', to: '9999-12-31' },
    });
    expect(r.status).toBe(400);
    expect(fields(r)).toEqual(['from', 'to']);
    expect((await h.call('console', 'GET', '/config.json')).status).toBe(200);
  });

  it.each(['0001-01-01', '0099-06-01', '1999-12-31', '2100-01-01', '10000-01-01', '99999-12-31'])(
    'a day of %s is refused (400), for the root and for another agent: never read as another year',
    async (day) => {
      for (const agentId of [ROOT_AGENT_ID, AMERICAS_AGENT_ID]) {
        const r = await report('gamehistory', { agentId, from: day, to: day });
        expect(r.status).toBe(400);
        expect(fields(r)).toEqual(['from', 'to']);
      }
    },
  );

  it('the end before the start is refused (400 on to)', async () => {
    const r = await report('gamehistory', { agentId: ROOT_AGENT_ID, from: '2026-03-02', to: '2026-03-01' });
    expect(r.status).toBe(400);
    expect(fields(r)).toEqual(['to']);
  });

  it('a period longer than its report’s span is refused: ten years for game history, one for game activity and the dashboard', async () => {
    const to = '2026-06-30';
    const cases: [string, number][] = [
      ['gamehistory', MAX_REPORT_DAYS],
      ['gameactivity', 366],
      ['dashboard', DASHBOARD_MAX_DAYS],
    ];
    for (const [path, days] of cases) {
      const longest = await report(path, { agentId: ROOT_AGENT_ID, from: addDays(to, 1 - days), to });
      expect(longest.status, `${path} over ${days} days`).toBe(200);
      const longer = await report(path, { agentId: ROOT_AGENT_ID, from: addDays(to, -days), to });
      expect(longer.status, `${path} over ${days + 1} days`).toBe(400);
      expect(fields(longer)).toEqual(['to']);
    }
    // instants count as days of 24 hours
    const instants = await report('gamehistory', {
      agentId: ROOT_AGENT_ID,
      from: '2016-01-01T00:00:00Z',
      to: '2026-06-30T00:00:00Z',
    });
    expect(instants.status).toBe(400);
  });

  it('without from, a report covers the longest period ending at to; without to, it ends today', async () => {
    const r = await report('gamehistory', { agentId: ROOT_AGENT_ID, to: '2026-01-31', pageSize: 1 });
    expect(r.status).toBe(200);
    const from = (r.body.from as string).slice(0, 10);
    const to = (r.body.to as string).slice(0, 10);
    expect(daysBetween(from, to)).toBeGreaterThanOrEqual(MAX_REPORT_DAYS);
    expect(daysBetween(from, to)).toBeLessThanOrEqual(MAX_REPORT_DAYS + 1);
    const open = await report('gamehistory', { agentId: ROOT_AGENT_ID, pageSize: 1 });
    expect(open.status).toBe(200);
    expect(Date.parse(open.body.to as string)).toBeGreaterThan(Date.now());
  });
});

describe('a request not answered in time', () => {
  const normal = () => ({ ...h.server.ctx.config.limits });
  let saved: ReturnType<typeof normal>;
  beforeAll(() => {
    saved = normal();
  });
  afterEach(() => {
    h.server.ctx.config.limits = saved;
  });

  it('is answered 503 with Retry-After and a clear message, and the server keeps answering', async () => {
    // a summary of ten years reads every round of the demo: never answered within 5 ms (a first page of
    // game history may be, from its index)
    h.server.ctx.config.limits = { ...saved, requestTimeoutMs: 5 };
    const r = await report('agentsummary', { agentId: ROOT_AGENT_ID, from: '2016-07-01', to: '2026-06-30' });
    expect(r.status).toBe(503);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(r.body).toMatchObject({ error: 'timeout' });
    expect((r.body as unknown as Failure).message).toMatch(/could not answer within/);
    h.server.ctx.config.limits = saved;
    const again = await report('gamehistory', {
      agentId: ROOT_AGENT_ID,
      from: '2026-06-01',
      to: '2026-06-30',
    });
    expect(again.status).toBe(200);
    expect(errorLines()).toEqual([]);
  });
});

describe('reports are shared fairly: beyond a user’s or the server’s share, 429 with Retry-After at once', () => {
  const held: ReportSlot[] = [];
  afterEach(async () => {
    await Promise.all(held.splice(0).map((slot) => slot.release()));
  });

  it('a user running as many reports as it may is answered 429 with Retry-After and error server_busy', async () => {
    const { reportsPerUser } = h.server.ctx.config.limits;
    for (let i = 0; i < reportsPerUser; i++)
      held.push(await takeReportSlot(h.server.ctx, h.seed.users.viewer));
    const r = await h.as('viewer', 'report', 'POST', '/api/report/gamehistory', {
      body: { agentId: ROOT_AGENT_ID, from: '2026-06-01', to: '2026-06-30' },
    });
    expect(r.status).toBe(429);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(r.body).toMatchObject({ error: 'server_busy' });
    // another user still runs one
    expect(
      (await report('gamehistory', { agentId: ROOT_AGENT_ID, from: '2026-06-01', to: '2026-06-30' })).status,
    ).toBe(200);
    await held.pop()!.release();
    const after = await h.as('viewer', 'report', 'POST', '/api/report/gamehistory', {
      body: { agentId: ROOT_AGENT_ID, from: '2026-06-01', to: '2026-06-30' },
    });
    expect(after.status).toBe(200);
  });

  it('a server running as many reports as it may is answered 429 for everyone, the dashboard and exports too', async () => {
    const { reportsTotal } = h.server.ctx.config.limits;
    for (let i = 0; i < reportsTotal; i++)
      held.push(await takeReportSlot(h.server.ctx, `00000000-0000-4000-8000-00000000000${i}`));
    const page = await report('gamehistory', {
      agentId: ROOT_AGENT_ID,
      from: '2026-06-01',
      to: '2026-06-30',
    });
    expect(page.status).toBe(429);
    const dashboard = await report('dashboard', {
      agentId: ROOT_AGENT_ID,
      from: '2026-06-01',
      to: '2026-06-30',
    });
    expect(dashboard.status).toBe(429);
    const csv = await report(
      'gamehistory?lng=en',
      { agentId: ROOT_AGENT_ID, from: '2026-06-01', to: '2026-06-30' },
      { accept: 'text/csv' },
    );
    expect(csv.status).toBe(429);
    // the rest of the console does not wait for reports
    expect(
      (await h.as('admin', 'api', 'GET', '/api/agents', { query: { agentId: ROOT_AGENT_ID } })).status,
    ).toBe(200);
  });
});

describe("people's requests go before exports", () => {
  it('the agents list counts as a request someone waits on while it runs; a report or an export does not', async () => {
    const foreground = h.server.ctx.foreground;
    const enter = foreground.enter.bind(foreground);
    const counted: string[] = [];
    foreground.enter = () => {
      counted.push(String(foreground.underWay));
      return enter();
    };
    try {
      await report('gamehistory', { agentId: ROOT_AGENT_ID, from: '2026-06-01', to: '2026-06-30' });
      await report(
        'gamehistory?lng=en',
        { agentId: ROOT_AGENT_ID, from: '2026-06-01', to: '2026-06-02' },
        { accept: 'text/csv' },
      );
      expect(counted).toEqual([]);
      const agents = await h.as('admin', 'api', 'GET', '/api/agents', { query: { agentId: ROOT_AGENT_ID } });
      expect(agents.status).toBe(200);
      expect(counted).toHaveLength(1);
      await expect.poll(() => foreground.underWay).toBe(0);
    } finally {
      foreground.enter = enter;
    }
  });
});

describe('no 500 from odd input', () => {
  it('a report-name of 99 characters and an emoji (a surrogate pair cut at 100) names the CSV file, whole characters only', async () => {
    const name = `${'r'.repeat(99)}😀 more`;
    const r = await report(
      'gamehistory?lng=en',
      { agentId: ROOT_AGENT_ID, from: '2026-06-01', to: '2026-06-01' },
      { accept: 'text/csv', 'report-name': encodeURIComponent(name) },
    );
    expect(r.status).toBe(200);
    const disposition = r.headers.get('content-disposition') ?? '';
    const file = decodeURIComponent(disposition.replace(/^.*filename\*=UTF-8''/, ''));
    // the hundredth character is the emoji, whole; nothing after it
    expect(file).toMatch(new RegExp(`^r{99}😀 \\d{4}-\\d{2}-\\d{2}\\.csv$`, 'u'));
  });

  it('a lone half of a surrogate pair, raw or encoded, in the report-name is no 500', async () => {
    for (const header of ['%ED%A0%80', '%F0%9F', 'caf%C3']) {
      const r = await report(
        'gamehistory?lng=en',
        { agentId: ROOT_AGENT_ID, from: '2026-06-01', to: '2026-06-01' },
        { accept: 'text/csv', 'report-name': header },
      );
      expect(r.status).toBe(200);
    }
  });

  it('a path segment longer than a file name may be (ENAMETOOLONG) is a 404, with no stack at error level', async () => {
    for (const length of [256, 300, 5000]) {
      // 404, or 414 where the router refuses a segment that long before any file is looked for
      const r = await h.call('console', 'GET', `/${'a'.repeat(length)}.js`);
      expect([404, 414]).toContain(r.status);
      const deep = await h.call('console', 'GET', `/widgets/${'b'.repeat(length)}/x.js`);
      expect([404, 414]).toContain(deep.status);
    }
    expect(errorLines()).toEqual([]);
  });
});
