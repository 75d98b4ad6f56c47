/**
 * The audit trail through HTTP: every change of the agents area writes exactly one entry, in the
 * change's transaction, with its values before and after; a refused or failed change writes none; a
 * change that changes nothing writes none. The audit list shows an agent's subtree only (checked on
 * the server), paged and filtered; the export is formula-safe CSV; the live stream hands committed
 * changes to the consoles that watch the subtree and resumes after Last-Event-ID.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgentId, ROOT_AGENT_ID, AMERICAS_AGENT_ID } from '../../src/server/seed/demo';
import type { AuditEntry } from '../../src/core/areas/audit/contract';
import { startHarness, type Harness, type Login } from './harness';
import { openStream, type Stream } from './sse';

const EUROPE = demoAgentId('Aurora Europe');
const LIBERTY = demoAgentId('Liberty Gaming Partners'); // child of Americas
const GULF = demoAgentId('Gulf Coast Entertainment'); // child of Americas
const ATLANTIC = demoAgentId('Atlantic City Lounge'); // under Liberty

interface Entry {
  id: string;
  kind: string;
  agent_id: string | null;
  object_type: string;
  object_id: string | null;
  user_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string | null;
  client_address: string | null;
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const db = () => h.server.ctx.db;

async function lastId(): Promise<number> {
  const { rows } = await db().query<{ n: string | null }>('SELECT max(id) AS n FROM audit_log');
  return Number(rows[0].n ?? 0);
}

/** Runs `change` and answers the response and the entries it wrote. */
async function entriesOf<T>(change: () => Promise<T>): Promise<{ result: T; entries: Entry[] }> {
  const from = await lastId();
  const result = await change();
  const { rows } = await db().query<Entry>('SELECT * FROM audit_log WHERE id > $1 ORDER BY id', [from]);
  return { result, entries: rows };
}

async function one<T>(change: () => Promise<T>): Promise<{ result: T; entry: Entry }> {
  const { result, entries } = await entriesOf(change);
  expect(entries, JSON.stringify(entries)).toHaveLength(1);
  return { result, entry: entries[0] };
}

const as = (who: Login, method: string, path: string, opts: Parameters<Harness['as']>[4] = {}) =>
  h.as(who, 'api', method, path, opts);
const cm = (who: Login, method: string, path: string, opts: Parameters<Harness['as']>[4] = {}) =>
  h.as(who, 'casinoManagement', method, path, opts);

describe('agents: one entry per change with the values before and after', () => {
  let created = '';
  it('creating an agent writes agent.created with its values after (no before)', async () => {
    const { result, entry } = await one(() =>
      as('admin', 'POST', '/api/agent', {
        body: { parentId: AMERICAS_AGENT_ID, name: 'Audit Harbour', currencyId: 'USD' },
      }),
    );
    expect(result.status).toBe(201);
    created = JSON.parse(result.text) as string;
    expect(entry).toMatchObject({
      kind: 'agent.created',
      agent_id: created,
      object_type: 'agent',
      object_id: created,
      user_name: 'admin',
      before: null,
      after: { name: 'Audit Harbour', parentId: AMERICAS_AGENT_ID, currencyId: 'USD', isActive: true },
    });
    expect(entry.request_id).toBe(result.headers.get('x-request-id'));
    expect(entry.client_address).toBe('127.0.0.1');
  });
  it('updating it (PUT) writes agent.updated with the old and the new values', async () => {
    const { result, entry } = await one(() =>
      as('admin', 'PUT', '/api/agent', {
        body: { id: created, name: 'Audit Harbour II', currencyId: 'USD', email: 'a@b.example' },
      }),
    );
    expect(result.status).toBe(200);
    expect(entry).toMatchObject({
      kind: 'agent.updated',
      object_id: created,
      before: { name: 'Audit Harbour', email: null },
      after: { name: 'Audit Harbour II', email: 'a@b.example' },
    });
  });
  it('patching it writes agent.updated', async () => {
    const { result, entry } = await one(() =>
      as('admin', 'PATCH', '/api/agent', {
        query: { Id: created },
        contentType: 'application/json-patch+json',
        body: [{ op: 'replace', path: '/isActive', value: false }],
      }),
    );
    expect(result.status).toBe(200);
    expect(entry).toMatchObject({
      kind: 'agent.updated',
      before: { isActive: true },
      after: { isActive: false },
    });
  });
  it('a save that changes nothing writes no entry', async () => {
    const { result, entries } = await entriesOf(() =>
      as('admin', 'PATCH', '/api/agent', {
        query: { Id: created },
        contentType: 'application/json-patch+json',
        body: [{ op: 'replace', path: '/isActive', value: false }],
      }),
    );
    expect(result.status).toBe(200);
    expect(entries).toEqual([]);
  });
  it('a refused change (a name already taken, no permission) writes no entry', async () => {
    const taken = await entriesOf(() =>
      as('admin', 'PUT', '/api/agent', {
        body: { id: created, name: 'Liberty Gaming Partners', currencyId: 'USD' },
      }),
    );
    expect(taken.result.status).toBe(400);
    expect(taken.entries).toEqual([]);
    const viewer = await entriesOf(() =>
      as('viewer', 'POST', '/api/agent', {
        body: { parentId: AMERICAS_AGENT_ID, name: 'Never', currencyId: 'USD' },
      }),
    );
    expect(viewer.result.status).toBe(403);
    expect(viewer.entries).toEqual([]);
  });
});

describe('credit: credit.adjusted with both balances before and after, as exact decimal text', () => {
  it('adding credit from the acting agent', async () => {
    const { result, entry } = await one(() =>
      as('agent', 'PUT', '/api/agent/adjustcredit', { query: { agentId: LIBERTY, amount: '125.50' } }),
    );
    expect(result.status).toBe(200);
    const before = entry.before as { creditAmount: string; source: { creditAmount: string } };
    const after = entry.after as { creditAmount: string; source: { creditAmount: string } };
    expect(entry).toMatchObject({ kind: 'credit.adjusted', agent_id: LIBERTY, object_id: LIBERTY });
    expect(before.source).toMatchObject({ agentId: AMERICAS_AGENT_ID, creditSource: false });
    expect(Number(after.creditAmount) - Number(before.creditAmount)).toBeCloseTo(125.5, 2);
    expect(Number(before.source.creditAmount) - Number(after.source.creditAmount)).toBeCloseTo(125.5, 2);
    expect(after.creditAmount).toMatch(/^\d+\.\d{2}$/);
  });
  it('removing credit', async () => {
    const { entry } = await one(() =>
      as('agent', 'PUT', '/api/agent/adjustcredit', { query: { agentId: LIBERTY, amount: '-0.50' } }),
    );
    const before = entry.before as { creditAmount: string };
    const after = entry.after as { creditAmount: string };
    expect(Number(before.creditAmount) - Number(after.creditAmount)).toBeCloseTo(0.5, 2);
  });
  it('a refused adjustment (more than the agent holds) writes no entry', async () => {
    const { result, entries } = await entriesOf(() =>
      as('agent', 'PUT', '/api/agent/adjustcredit', {
        query: { agentId: LIBERTY, amount: '9999999999999.00' },
      }),
    );
    expect(result.status).toBe(400);
    expect(entries).toEqual([]);
  });
});

describe('multicash: one entry per balance change', () => {
  let balance = '';
  it('creating a balance: pot-balance.created', async () => {
    const { result, entry } = await one(() =>
      as('admin', 'POST', '/api/potBalance', {
        body: { agentId: GULF, currency: 'USD', amount: '300' },
      }),
    );
    expect(result.status).toBe(201);
    balance = (result.body as { balanceIid: string }).balanceIid;
    expect(entry).toMatchObject({
      kind: 'pot-balance.created',
      agent_id: GULF,
      object_id: balance,
      before: null,
      after: { currency: 'USD', amount: '300.00' },
    });
  });
  it('a transfer: pot-balance.transferred with both balances, on the agent below the other', async () => {
    const { result, entry } = await one(() =>
      as('admin', 'PATCH', '/api/potBalance', {
        body: { fromBalanceIid: balance, toAgentId: ATLANTIC, amount: '100.25' },
      }),
    );
    expect(result.status).toBe(200);
    expect(entry).toMatchObject({
      kind: 'pot-balance.transferred',
      agent_id: ATLANTIC,
      before: { amount: '100.25', from: { amount: '300.00' }, to: { amount: '0.00', agentId: ATLANTIC } },
      after: { from: { amount: '199.75' }, to: { amount: '100.25' } },
    });
  });
  it('a refused transfer (more than the balance) writes no entry', async () => {
    const { result, entries } = await entriesOf(() =>
      as('admin', 'PATCH', '/api/potBalance', {
        body: { fromBalanceIid: balance, toAgentId: ATLANTIC, amount: '100000' },
      }),
    );
    expect(result.status).toBe(400);
    expect(entries).toEqual([]);
  });
  it('assigning the default: pot-balance.default-assigned', async () => {
    const { entry } = await one(() =>
      as('admin', 'PUT', '/api/potBalance/assign', { body: { agentId: GULF, balanceIid: balance } }),
    );
    expect(entry).toMatchObject({
      kind: 'pot-balance.default-assigned',
      object_id: balance,
      after: { defaultBalance: { balanceIid: balance, currency: 'USD' } },
    });
  });
  it('editing and deleting: pot-balance.updated, pot-balance.deleted', async () => {
    const { result: made } = await one(() =>
      as('admin', 'POST', '/api/potBalance', {
        body: { agentId: GULF, currency: 'EUR', isDefault: false },
      }),
    );
    const id = (made.body as { balanceIid: string }).balanceIid;
    const { entry: edited } = await one(() =>
      as('admin', 'PUT', '/api/potBalance', { body: { balanceIid: id, currency: 'SEK' } }),
    );
    expect(edited).toMatchObject({
      kind: 'pot-balance.updated',
      before: { currency: 'EUR' },
      after: { currency: 'SEK' },
    });
    const { entry: deleted } = await one(() => as('admin', 'DELETE', `/api/potBalance/${id}`));
    expect(deleted).toMatchObject({ kind: 'pot-balance.deleted', before: { currency: 'SEK' }, after: null });
  });
});

describe('casino management: IP whitelist, wallet parent, player log-out', () => {
  it('saving the IP whitelist: ip-whitelist.changed with the ranges before and after', async () => {
    const { entry } = await one(() =>
      cm('admin', 'PUT', `/api/agent/${EUROPE}/ipwhitelist`, { body: ['10.9.0.0/16'] }),
    );
    expect(entry).toMatchObject({
      kind: 'ip-whitelist.changed',
      agent_id: EUROPE,
      before: { ranges: ['10.1.0.0/16', '192.168.10.0/24'] },
      after: { ranges: ['10.9.0.0/16'] },
    });
  });
  it('refused ranges and an unchanged list write no entry', async () => {
    const bad = await entriesOf(() =>
      cm('admin', 'PUT', `/api/agent/${EUROPE}/ipwhitelist`, { body: ['10.0.0.0'] }),
    );
    expect(bad.result.status).toBe(400);
    expect(bad.entries).toEqual([]);
    const same = await entriesOf(() =>
      cm('admin', 'PUT', `/api/agent/${EUROPE}/ipwhitelist`, { body: ['10.9.0.0/16'] }),
    );
    expect(same.result.status).toBe(200);
    expect(same.entries).toEqual([]);
  });
  it('linking a wallet parent: wallet-parent.set', async () => {
    const { entry } = await one(() =>
      cm('admin', 'POST', '/api/wallet/agent/parent', {
        query: { agentId: LIBERTY, parentAgentId: GULF },
      }),
    );
    expect(entry).toMatchObject({
      kind: 'wallet-parent.set',
      agent_id: LIBERTY,
      before: null,
      after: { parentAgentId: GULF },
    });
  });
  it('logging out an agent’s players: agent.players-logged-out with how many', async () => {
    await db().query('UPDATE players SET logged_in = true WHERE agent_id = $1', [ATLANTIC]);
    const { result, entry } = await one(() =>
      cm('admin', 'PUT', `/api/agent/${ATLANTIC}/player/logout`, { query: { includeSubAgents: false } }),
    );
    const loggedOut = (result.body as { loggedOut: number }).loggedOut;
    expect(loggedOut).toBeGreaterThan(0);
    expect(entry).toMatchObject({ kind: 'agent.players-logged-out', after: { loggedOut } });
    const again = await entriesOf(() =>
      cm('admin', 'PUT', `/api/agent/${ATLANTIC}/player/logout`, { query: { includeSubAgents: false } }),
    );
    expect(again.entries).toEqual([]);
  });
});

describe('GET /api/audit: the entries of an agent’s subtree, for users with a report permission', () => {
  it('needs a token (401)', async () => {
    expect((await as(null as never, 'GET', '/api/audit', { query: { agentId: ROOT_AGENT_ID } })).status).toBe(
      401,
    );
  });
  it('`agent` cannot read entries outside its subtree (403), and sees only its subtree’s', async () => {
    expect((await as('agent', 'GET', '/api/audit', { query: { agentId: ROOT_AGENT_ID } })).status).toBe(403);
    expect((await as('agent', 'GET', '/api/audit', { query: { agentId: EUROPE } })).status).toBe(403);
    const own = await as('agent', 'GET', '/api/audit', {
      query: { agentId: AMERICAS_AGENT_ID, pageSize: 500, pageIndex: 0 },
    });
    expect(own.status).toBe(200);
    const entries = own.body as AuditEntry[];
    expect(entries.length).toBeGreaterThan(0);
    const { rows } = await db().query<{ id: string }>(
      'SELECT id FROM agents WHERE path LIKE (SELECT path FROM agents WHERE id = $1) || $2',
      [AMERICAS_AGENT_ID, '%'],
    );
    const subtree = new Set(rows.map((r) => r.id));
    for (const e of entries) expect(subtree.has(e.agentId as string), e.kind).toBe(true);
    expect(entries.some((e) => e.kind === 'ip-whitelist.changed')).toBe(false); // Europe's
  });
  it('pages newest first with X-Total-Count, and filters by kind, user, object and period', async () => {
    const page = await as('admin', 'GET', '/api/audit', {
      query: { agentId: ROOT_AGENT_ID, pageIndex: 0, pageSize: 3 },
    });
    const total = Number(page.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(3);
    const rows = page.body as AuditEntry[];
    expect(rows).toHaveLength(3);
    expect(rows[0].id).toBeGreaterThan(rows[1].id);
    const credit = await as('admin', 'GET', '/api/audit', {
      query: { agentId: ROOT_AGENT_ID, kind: 'credit.adjusted', user: 'AGENT' },
    });
    expect((credit.body as AuditEntry[]).map((e) => e.kind)).toEqual(['credit.adjusted', 'credit.adjusted']);
    const object = await as('admin', 'GET', '/api/audit', {
      query: { agentId: ROOT_AGENT_ID, objectType: 'wallet-parent', objectId: LIBERTY },
    });
    expect((object.body as AuditEntry[]).map((e) => e.kind)).toEqual(['wallet-parent.set']);
    const future = await as('admin', 'GET', '/api/audit', {
      query: { agentId: ROOT_AGENT_ID, from: '2999-01-01' },
    });
    expect(future.body).toEqual([]);
    const bad = await as('admin', 'GET', '/api/audit', {
      query: { agentId: ROOT_AGENT_ID, from: '2024-02-30' },
    });
    expect(bad.status).toBe(400);
  });
  it('facets: the kinds, object types and users found in the subtree', async () => {
    const r = await as('agent', 'GET', '/api/audit/facets', {
      query: { agentId: AMERICAS_AGENT_ID },
    });
    const facets = r.body as { kinds: string[]; objectTypes: string[]; users: string[] };
    expect(facets.kinds).toContain('credit.adjusted');
    expect(facets.kinds).not.toContain('ip-whitelist.changed');
    expect(facets.users).toEqual(expect.arrayContaining(['admin', 'agent']));
  });
});

describe('GET /api/audit/export: CSV with formula-safe cells', () => {
  it('answers CSV with translated titles; text a spreadsheet would run starts with an apostrophe', async () => {
    await as('admin', 'POST', '/api/agent', {
      body: { parentId: AMERICAS_AGENT_ID, name: '=HYPERLINK("http://x.example")', currencyId: 'USD' },
    });
    const r = await as('admin', 'GET', '/api/audit/export', {
      query: { agentId: AMERICAS_AGENT_ID, kind: 'agent.created', language: 'zh-cn' },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(r.headers.get('content-disposition')).toMatch(/attachment; filename="audit-log-aurora-americas-/);
    const lines = r.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('时间,用户,类型,代理,对象,对象编号,变更前,变更后,请求编号,客户端地址');
    const hostile = lines.find((l) => l.includes('HYPERLINK')) ?? '';
    expect(hostile).toContain(`"'=HYPERLINK(""http://x.example"")"`);
  });
  it('needs the export permission for the agent (viewer: 403)', async () => {
    const r = await as('viewer', 'GET', '/api/audit/export', { query: { agentId: ROOT_AGENT_ID } });
    expect(r.status).toBe(403);
  });
});

describe('GET /api/audit/stream: live changes of the user’s subtree, resumable', () => {
  const streams: Stream[] = [];
  afterAll(() => streams.forEach((s) => s.close()));
  const open = async (who: Login, lastEventId?: string) => {
    const s = await openStream(`${h.server.urls.api}/api/audit/stream`, h.tokens[who], lastEventId);
    streams.push(s);
    return s;
  };

  it('needs a token (401)', async () => {
    const r = await fetch(`${h.server.urls.api}/api/audit/stream`);
    expect(r.status).toBe(401);
  });
  it('a committed change reaches the streams that watch its subtree, without its values', async () => {
    const admin = await open('admin');
    const agent = await open('agent');
    await admin.ready;
    await agent.ready;
    const r = await as('admin', 'PUT', '/api/agent/adjustcredit', {
      query: { agentId: EUROPE, amount: '1' },
    });
    expect(r.status).toBe(200);
    const change = await admin.next((e) => e.event === 'change');
    const data = JSON.parse(change.data) as Record<string, unknown>;
    expect(data).toMatchObject({
      kind: 'credit.adjusted',
      agentId: EUROPE,
      parentId: ROOT_AGENT_ID,
      userName: 'admin',
      userAgentId: ROOT_AGENT_ID,
      requestId: r.headers.get('x-request-id'),
    });
    expect(data).not.toHaveProperty('before');
    expect(change.id).toBe(String(data.seq));
    // Europe lies outside the subtree of `agent`: its stream stays silent
    await as('admin', 'PUT', '/api/agent/adjustcredit', { query: { agentId: LIBERTY, amount: '1' } });
    const liberty = await agent.next((e) => e.event === 'change');
    expect(JSON.parse(liberty.data)).toMatchObject({ agentId: LIBERTY, parentId: AMERICAS_AGENT_ID });
    expect(agent.events.filter((e) => e.data.includes(EUROPE))).toEqual([]);
  });
  it('resumes after Last-Event-ID with what it missed, in order, each once', async () => {
    const first = await open('admin');
    await first.ready;
    await as('admin', 'PUT', '/api/agent/adjustcredit', { query: { agentId: GULF, amount: '1' } });
    const seen = await first.next((e) => e.event === 'change');
    first.close();
    const missed: string[] = [];
    for (const amount of ['2', '3']) {
      const r = await as('admin', 'PUT', '/api/agent/adjustcredit', { query: { agentId: GULF, amount } });
      missed.push(r.headers.get('x-request-id') as string);
    }
    const resumed = await open('admin', seen.id);
    await resumed.ready;
    const changes = resumed.events.filter((e) => e.event === 'change').map((e) => JSON.parse(e.data));
    expect(changes.map((c: { requestId: string }) => c.requestId)).toEqual(missed);
    expect(Number(changes[0].seq)).toBeGreaterThan(Number(seen.id));
  });
  it('a position the database never gave out asks the console to reset', async () => {
    const s = await open('admin', '999999999');
    await s.ready;
    expect(s.events.map((e) => e.event)).toContain('reset');
  });
  it('a revoked token opens no stream (401)', async () => {
    const login = await h.login('viewer', 'Viewer123!');
    const token = login.body.access_token;
    const revoked = await h.call('identity', 'POST', '/connect/revocation', {
      form: { token, client_id: 'ui', client_secret: 'casino-widgets-ui' },
    });
    expect(revoked.status).toBe(200);
    const after = await fetch(`${h.server.urls.api}/api/audit/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
  });
});

describe('the live stream is gated like what it shows: the audit trail only to those who may read it', () => {
  const streams: Stream[] = [];
  afterAll(() => streams.forEach((s) => s.close()));
  /** `support` (Aurora Americas, player support: no report permission, so no audit trail). */
  const support = async () => {
    const login = await h.login('support', 'Support123!');
    expect(login.status).toBe(200);
    return login.body.access_token;
  };

  it('support is refused the audit list (403), and its stream replays none of the changes from Last-Event-ID 1', async () => {
    const token = await support();
    const list = await h.call('api', 'GET', '/api/audit', { token, query: { agentId: AMERICAS_AGENT_ID } });
    expect(list.status).toBe(403);
    // changes of the subtree support cannot read: a player logged out, an IP whitelist saved
    await cm('admin', 'PUT', `/api/agent/${LIBERTY}/ipwhitelist`, { body: ['10.9.8.0/24'] });
    const s = await openStream(`${h.server.urls.api}/api/audit/stream`, token, '1');
    streams.push(s);
    await s.ready;
    const changes = s.events.filter((e) => e.event === 'change').map((e) => JSON.parse(e.data));
    // only the header's and the tree's: agents of its subtree, its own agent's credit, each without who
    expect(changes.every((c) => ['agent.created', 'agent.updated', 'credit.adjusted'].includes(c.kind))).toBe(
      true,
    );
    expect(
      changes.every((c) => c.userName === null && c.requestId === null && c.objectType === 'agent'),
    ).toBe(true);
    expect(changes.some((c) => c.kind === 'ip-whitelist.changed')).toBe(false);
  });

  it('its own agent’s credit and a new agent of its subtree still arrive, for the header and the tree', async () => {
    const s = await openStream(`${h.server.urls.api}/api/audit/stream`, await support());
    streams.push(s);
    await s.ready;
    await as('admin', 'PUT', '/api/agent/adjustcredit', {
      query: { agentId: AMERICAS_AGENT_ID, amount: '2' },
    });
    const credit = JSON.parse((await s.next((e) => e.event === 'change')).data);
    expect(credit).toMatchObject({ kind: 'credit.adjusted', agentId: AMERICAS_AGENT_ID, userName: null });
    const created = await as('admin', 'POST', '/api/agent', {
      body: { name: `Gated ${Date.now()}`, parentId: LIBERTY, currencyId: 'USD' },
    });
    expect(created.status).toBeLessThan(300);
    const added = JSON.parse((await s.next((e) => e.event === 'change')).data);
    expect(added).toMatchObject({
      kind: 'agent.created',
      parentId: LIBERTY,
      userName: null,
      requestId: null,
    });
    // a change support cannot read never arrives
    await cm('admin', 'PUT', `/api/agent/${GULF}/ipwhitelist`, { body: ['10.7.6.0/24'] });
    await as('admin', 'PUT', '/api/agent/adjustcredit', {
      query: { agentId: AMERICAS_AGENT_ID, amount: '1' },
    });
    const next = JSON.parse((await s.next((e) => e.event === 'change')).data);
    expect(next.kind).toBe('credit.adjusted');
  });
});
