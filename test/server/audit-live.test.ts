/**
 * Live updates across server processes: a change made through one server reaches a stream opened on
 * another server of the same database, through the database (LISTEN/NOTIFY), never process memory.
 *
 * With DATABASE_URL (PostgreSQL; CI runs it) the second server is a real second process
 * (`src/server/main.ts`) on the harness's database. Without it, PGlite's data cannot be opened by two
 * processes: the second server is a second instance in this process on the same PGlite database, its
 * feed listening through the database as a second process would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, SERVICE_PREFIXES } from '../../src/server/app';
import { AMERICAS_AGENT_ID, demoAgentId } from '../../src/server/seed/demo';
import { startServer } from '../e2e/server';
import { startHarness, type Harness } from './harness';
import { openStream, type Stream } from './sse';

const LIBERTY = demoAgentId('Liberty Gaming Partners');

interface Second {
  api: string;
  stop(): Promise<void>;
}

/** A second server process on the PostgreSQL database `databaseUrl`. */
async function secondProcess(databaseUrl: string): Promise<Second> {
  const server = await startServer([], { databaseUrl });
  return { api: `${server.url}${SERVICE_PREFIXES.api}`, stop: server.stop };
}

/** A second server instance in this process on the harness's PGlite database. */
async function secondInstance(h: Harness): Promise<Second> {
  const server = await createServer({ db: h.server.ctx.db, port: 0, host: '127.0.0.1' });
  return { api: server.urls.api, stop: () => server.close() };
}

let h: Harness;
let second: Second;
const streams: Stream[] = [];
beforeAll(async () => {
  h = await startHarness();
  second = h.databaseUrl ? await secondProcess(h.databaseUrl) : await secondInstance(h);
});
afterAll(async () => {
  streams.forEach((s) => s.close());
  await second?.stop();
  await h?.close();
});

async function stream(api: string, who: 'admin' | 'agent'): Promise<Stream> {
  const s = await openStream(`${api}/api/audit/stream`, h.tokens[who]);
  streams.push(s);
  await s.ready;
  return s;
}

describe(`two servers on one database (${process.env.DATABASE_URL ? 'PostgreSQL, two processes' : 'PGlite, two instances'})`, () => {
  it('an adjustment made through one server arrives on a stream opened on the other', async () => {
    const onSecond = await stream(second.api, 'agent');
    const r = await h.as('admin', 'api', 'PUT', '/api/agent/adjustcredit', {
      query: { agentId: LIBERTY, amount: '7.25' },
    });
    expect(r.status).toBe(200);
    const change = await onSecond.next((e) => e.event === 'change', 10_000);
    expect(JSON.parse(change.data)).toMatchObject({
      kind: 'credit.adjusted',
      agentId: LIBERTY,
      parentId: AMERICAS_AGENT_ID,
      userName: 'admin',
      requestId: r.headers.get('x-request-id'),
    });
  });
  it('and the other way round, each change once', async () => {
    const onFirst = await stream(h.server.urls.api, 'admin');
    const r = await fetch(`${second.api}/api/agent/adjustcredit?agentId=${LIBERTY}&amount=-1.25`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${h.tokens.admin}` },
    });
    expect(r.status).toBe(200);
    const change = await onFirst.next((e) => e.event === 'change', 10_000);
    expect(JSON.parse(change.data)).toMatchObject({ requestId: r.headers.get('x-request-id') });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onFirst.events.filter((e) => e.event === 'change')).toHaveLength(1);
  });
});
