/**
 * Cafes (points of sale), their commands and their users, and terminals (API service).
 * Every endpoint: success, 401 without a token, 403 across the agent boundary (the demo login `agent`
 * sits on Aurora Americas; Aurora Europe is its sibling) and without the permission, 400 with a reason,
 * 404 where it applies; money conserved to the cent under concurrency; an audit entry for every change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P, type UserClaims } from '../../src/core/permissions';
import { TERMINAL_SORTS } from '../../src/core/areas/terminals/contract';
import { MAX_AMOUNT_TEXT } from '../../src/core/money';
import { hashPassword } from '../../src/server/passwords';
import { AMERICAS_AGENT_ID, demoAgentId, ROOT_AGENT_ID } from '../../src/server/seed/demo';
import { stableId } from '../../src/server/seed/ids';
import { DEMO_CAFE_PASSWORD, demoCafeId, demoCafeUserId, demoTerminalId } from '../../src/server/seed/cafes';
import auditEn from '../../src/core/areas/audit/locales/en.json';
import auditZh from '../../src/core/areas/audit/locales/zh-cn.json';
import type { Cafe, CafeCommand, CafeUser } from '../../src/core/areas/cafes/contract';
import type { Terminal } from '../../src/core/areas/terminals/contract';
import type { ErrorBody } from '../../src/core/contract/schema';
import { startHarness, type CallResult, type Harness, type Login } from './harness';

const EUROPE = demoAgentId('Aurora Europe');
const LIBERTY = demoAgentId('Liberty Gaming Partners'); // child of Americas
const AMERICAS_CAFE = demoCafeId('Aurora Americas', 'Americas Central Cafe');
const EUROPE_CAFE = demoCafeId('Aurora Europe', 'Europe Central Cafe');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const fields = (body: unknown) => ((body as ErrorBody).errors ?? []).map((e) => e.field);
const message = (r: CallResult) => (r.body as ErrorBody).message;
const db = () => h.server.ctx.db;

/** A back-office user of `agentId` holding exactly `claims`, signed in: its token. */
let users = 0;
async function tokenWith(agentId: string, claims: Partial<UserClaims>): Promise<string> {
  const name = `cafes-tester-${++users}`;
  await db().query(
    `INSERT INTO users (id, agent_id, username, password_hash, claims) VALUES ($1, $2, $3, $4, $5)`,
    [
      stableId(`test-user:${name}`),
      agentId,
      name,
      await hashPassword('Tester123!'),
      JSON.stringify({ AgentClaims: [], RtgClaims: [], RtgGroupClaims: [], ...claims }),
    ],
  );
  const r = await h.login(name, 'Tester123!');
  expect(r.status).toBe(200);
  return r.body.access_token;
}

const getCafe = async (posId: string, who: Login = 'admin') =>
  (await h.as<Cafe>(who, 'api', 'GET', '/api/pos', { query: { posId } })).body;
const credit = async (agentId: string) =>
  (await db().query<{ c: string }>('SELECT credit_amount::text AS c FROM agents WHERE id = $1', [agentId]))
    .rows[0].c;
const cents = (text: string | number) => Math.round(Number(text) * 100);

function adjust(who: Login | string, posId: string, body: unknown) {
  const opts = { query: { posId }, body };
  return who === 'admin' || who === 'agent' || who === 'viewer'
    ? h.as<string>(who, 'api', 'PUT', '/api/pos/commands/adjust_balance', opts)
    : h.call<string>('api', 'PUT', '/api/pos/commands/adjust_balance', { ...opts, token: who });
}

function pickup(posId: string, userName = 'cashier', password = DEMO_CAFE_PASSWORD) {
  return h.call<{ posId: string; balance: number; operationsEnabled: boolean; commands: CafeCommand[] }>(
    'api',
    'POST',
    '/api/pos/pickup',
    {
      query: { posId },
      headers: { authorization: `Basic ${Buffer.from(`${userName}:${password}`).toString('base64')}` },
    },
  );
}

async function auditKinds(objectId: string): Promise<string[]> {
  const { rows } = await db().query<{ kind: string }>(
    'SELECT kind FROM audit_log WHERE object_id = $1 ORDER BY id',
    [objectId],
  );
  return rows.map((r) => r.kind);
}

/** A new cafe of `agentId` with an active Cashier 'till' (password Till1234): its id and the user's. */
let cafes = 0;
async function newCafe(agentId = LIBERTY, currencyId = 'USD'): Promise<{ posId: string; userId: string }> {
  const create = await h.as<string>('admin', 'api', 'PUT', '/api/pos', {
    body: { agentId, name: `Test Cafe ${++cafes}`, address: '1 Test Street', currencyId },
  });
  expect(create.status).toBe(201);
  const posId = JSON.parse(create.text) as string;
  const user = await h.as<CafeUser>('admin', 'api', 'POST', '/api/posUser/create', {
    query: { agentId },
    body: { posId, userName: 'till', role: 'Cashier', password: 'Till1234', confirmPassword: 'Till1234' },
  });
  expect(user.status).toBe(201);
  return { posId, userId: user.body.id };
}

describe('every cafe and terminal endpoint needs a valid token (401)', () => {
  const endpoints: [string, string][] = [
    ['GET', `/api/poses?agentId=${AMERICAS_AGENT_ID}`],
    ['GET', `/api/pos?posId=${AMERICAS_CAFE}`],
    ['PUT', '/api/pos'],
    ['POST', '/api/pos'],
    ['POST', '/api/pos/wipe'],
    ['DELETE', `/api/pos?posId=${AMERICAS_CAFE}`],
    ['PUT', `/api/pos/commands/adjust_balance?posId=${AMERICAS_CAFE}`],
    ['PUT', `/api/pos/commands/request_report?posId=${AMERICAS_CAFE}`],
    ['PUT', `/api/pos/commands/disable_operations?posId=${AMERICAS_CAFE}`],
    ['PUT', `/api/pos/commands/enable_operations?posId=${AMERICAS_CAFE}`],
    ['GET', `/api/pos/commands?posId=${AMERICAS_CAFE}`],
    ['GET', `/api/posUsers?agentId=${AMERICAS_AGENT_ID}&posId=${AMERICAS_CAFE}`],
    ['GET', `/api/posUser?agentId=${AMERICAS_AGENT_ID}&posUserId=${UNKNOWN}`],
    ['POST', `/api/posUser/create?agentId=${AMERICAS_AGENT_ID}`],
    ['PUT', `/api/posUser/update?agentId=${AMERICAS_AGENT_ID}`],
    ['PUT', `/api/posUser/change-password?agentId=${AMERICAS_AGENT_ID}&posUserId=${UNKNOWN}`],
    ['GET', '/api/posUser/roles'],
    ['GET', `/api/terminals/agentterminals?agentId=${AMERICAS_AGENT_ID}&includingSubAgents=true`],
    ['POST', `/api/terminals/transaction?terminalId=${UNKNOWN}`],
  ];
  it.each(endpoints)('%s %s without a token is 401', async (method, path) => {
    const r = await h.call('api', method, path, {
      body: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(r.status).toBe(401);
  });
});

describe('GET /api/poses: the agent’s cafes, paged, sorted and filtered', () => {
  it('lists the cafes with balance, money on its way and reserved, operations, pending commands, last seen', async () => {
    const r = await h.as<Cafe[]>('agent', 'api', 'GET', '/api/poses', {
      query: { agentId: AMERICAS_AGENT_ID },
    });
    expect(r.status).toBe(200);
    expect(r.body.map((p) => p.name)).toEqual(['Americas Central Cafe', 'Americas Station Cafe']);
    const central = r.body[0];
    expect(central).toMatchObject({ agentId: AMERICAS_AGENT_ID, currencyId: 'USD', operationsEnabled: true });
    expect(central.balance).toBeGreaterThan(0);
    expect(central.lastSeenAt).not.toBeNull();
  });
  it('answers one page with the total in X-Total-Count, by balance descending', async () => {
    const r = await h.as<Cafe[]>('agent', 'api', 'GET', '/api/poses', {
      query: { agentId: AMERICAS_AGENT_ID, pageIndex: 0, pageSize: 1, sort: '-balance' },
    });
    expect(r.headers.get('x-total-count')).toBe('2');
    expect(r.body).toHaveLength(1);
  });
  it('filters by name or address', async () => {
    const filtered = async (filter: string) => {
      const r = await h.as<Cafe[]>('agent', 'api', 'GET', '/api/poses', {
        query: { agentId: AMERICAS_AGENT_ID, filter, pageIndex: 0, pageSize: 10 },
      });
      expect(r.headers.get('x-total-count')).toBe(String(r.body.length));
      return r.body.map((p) => p.name);
    };
    expect(await filtered('central')).toEqual(['Americas Central Cafe']);
    expect(await filtered('main avenue')).toEqual(['Americas Station Cafe']);
    expect(await filtered('nowhere')).toEqual([]);
  });
  it('with includeSubAgents: the cafes of the subtree, a pasted id finding its cafe', async () => {
    const r = await h.as<Cafe[]>('admin', 'api', 'GET', '/api/poses', {
      query: { agentId: AMERICAS_AGENT_ID, includeSubAgents: true, pageIndex: 0, pageSize: 100 },
    });
    const agents = new Set(r.body.map((p) => p.agentId));
    expect(agents.has(AMERICAS_AGENT_ID)).toBe(true);
    expect(agents.has(demoAgentId('Atlantic City Lounge'))).toBe(true);
    expect(agents.has(EUROPE)).toBe(false);
    const byId = await h.as<Cafe[]>('admin', 'api', 'GET', '/api/poses', {
      query: { agentId: ROOT_AGENT_ID, includeSubAgents: true, filter: EUROPE_CAFE.toUpperCase() },
    });
    expect(byId.body.map((p) => p.id)).toEqual([EUROPE_CAFE]);
  });
  it('with includeSubAgents, cafes below the direct children need the 2nd-level view permission', async () => {
    const token = await tokenWith(ROOT_AGENT_ID, { AgentClaims: [P.ViewPos] });
    const r = await h.call<Cafe[]>('api', 'GET', '/api/poses', {
      token,
      query: { agentId: ROOT_AGENT_ID, includeSubAgents: true },
    });
    expect(r.status).toBe(200);
    const agents = new Set(r.body.map((p) => p.agentId));
    expect(agents.has(AMERICAS_AGENT_ID)).toBe(true);
    expect(agents.has(demoAgentId('Atlantic City Lounge'))).toBe(false);
  });
  it('403 across the agent boundary, 404 for an unknown agent, 400 for a bad id or sort', async () => {
    expect((await h.as('agent', 'api', 'GET', '/api/poses', { query: { agentId: EUROPE } })).status).toBe(
      403,
    );
    expect((await h.as('admin', 'api', 'GET', '/api/poses', { query: { agentId: UNKNOWN } })).status).toBe(
      404,
    );
    expect((await h.as('admin', 'api', 'GET', '/api/poses', { query: { agentId: 'x' } })).status).toBe(400);
    const sort = await h.as('admin', 'api', 'GET', '/api/poses', {
      query: { agentId: AMERICAS_AGENT_ID, sort: 'password' },
    });
    expect(sort.status).toBe(400);
  });
  it('the view permission suffices to list; without it 403', async () => {
    expect((await h.as('viewer', 'api', 'GET', '/api/poses', { query: { agentId: EUROPE } })).status).toBe(
      200,
    );
    const token = await tokenWith(AMERICAS_AGENT_ID, { AgentClaims: [P.ViewAgents] });
    const r = await h.call('api', 'GET', '/api/poses', { token, query: { agentId: AMERICAS_AGENT_ID } });
    expect(r.status).toBe(403);
  });
});

describe('GET /api/pos: one cafe', () => {
  it('answers the cafe; 403 outside the subtree; 404 unknown', async () => {
    expect((await getCafe(AMERICAS_CAFE, 'agent')).name).toBe('Americas Central Cafe');
    expect((await h.as('agent', 'api', 'GET', '/api/pos', { query: { posId: EUROPE_CAFE } })).status).toBe(
      403,
    );
    expect((await h.as('admin', 'api', 'GET', '/api/pos', { query: { posId: UNKNOWN } })).status).toBe(404);
  });
});

describe('PUT /api/pos and POST /api/pos: create and update a cafe', () => {
  it('creates a cafe of a child agent (quoted id), with an audit entry', async () => {
    const r = await h.as<string>('agent', 'api', 'PUT', '/api/pos', {
      body: { agentId: LIBERTY, name: 'Harbour Kiosk', address: '7 Pier Road', currencyId: 'USD' },
    });
    expect(r.status).toBe(201);
    const id = JSON.parse(r.text) as string;
    expect(await getCafe(id)).toMatchObject({
      name: 'Harbour Kiosk',
      balance: 0,
      pendingCommands: 0,
      lastSeenAt: null,
    });
    expect(await auditKinds(id)).toEqual(['pos.created']);
  });
  it('400 with the field for a blank or invisible name, a taken name, an unknown currency, a control character', async () => {
    const create = (body: Record<string, unknown>) =>
      h.as('admin', 'api', 'PUT', '/api/pos', { body: { agentId: LIBERTY, currencyId: 'USD', ...body } });
    expect(fields((await create({ name: '   ' })).body)).toEqual(['name']);
    expect(fields((await create({ name: '\u200b' })).body)).toEqual(['name']);
    expect(fields((await create({ name: 'Harbour Kiosk' })).body)).toEqual(['name']);
    expect(fields((await create({ name: 'Elsewhere', currencyId: 'XXX' })).body)).toEqual(['currencyId']);
    expect(fields((await create({ name: 'Bell\u0007' })).body)).toEqual(['name']);
    expect(fields((await create({ name: 'Fine', address: 'a\u0000b' })).body)).toContain('address');
    expect((await create({ name: true })).status).toBe(400);
  });
  it('403 without the create permission or across the boundary', async () => {
    const viewer = await h.as('viewer', 'api', 'PUT', '/api/pos', {
      body: { agentId: EUROPE, name: 'Nope', currencyId: 'EUR' },
    });
    expect(viewer.status).toBe(403);
    const agent = await h.as('agent', 'api', 'PUT', '/api/pos', {
      body: { agentId: EUROPE, name: 'Nope', currencyId: 'EUR' },
    });
    expect(agent.status).toBe(403);
  });
  it('an update that changes the cafe queues UPDATE_CONFIGURATION and writes its audit entry', async () => {
    const { posId } = await newCafe();
    const r = await h.as('agent', 'api', 'POST', '/api/pos', {
      body: { id: posId, name: 'Renamed Cafe', address: null, currencyId: 'USD' },
    });
    expect(r.status).toBe(200);
    const cafe = await getCafe(posId);
    expect(cafe).toMatchObject({ name: 'Renamed Cafe', address: '', pendingCommands: 1 });
    const commands = await h.as<CafeCommand[]>('admin', 'api', 'GET', '/api/pos/commands', {
      query: { posId },
    });
    expect(commands.body.map((c) => c.type)).toEqual(['UPDATE_CONFIGURATION']);
    expect(await auditKinds(posId)).toEqual(['pos.created', 'pos.updated']);
  });
  it('an update that changes nothing queues no command and writes no audit entry', async () => {
    const { posId } = await newCafe();
    const cafe = await getCafe(posId);
    const r = await h.as('agent', 'api', 'POST', '/api/pos', {
      body: { id: posId, name: cafe.name, address: cafe.address, currencyId: cafe.currencyId },
    });
    expect(r.status).toBe(200);
    expect((await getCafe(posId)).pendingCommands).toBe(0);
    expect(await auditKinds(posId)).toEqual(['pos.created']);
  });
  it('the currency changes only while the cafe holds no money (409 currencyId, naming what it holds)', async () => {
    const r = await h.as('admin', 'api', 'POST', '/api/pos', {
      body: { id: AMERICAS_CAFE, name: 'Americas Central Cafe', currencyId: 'EUR' },
    });
    expect(r.status).toBe(409);
    expect(fields(r.body)).toEqual(['currencyId']);
    expect(message(r)).toMatch(/^Americas Central Cafe still holds money \(balance [\d.]+ USD/);
  });
  it('403 without the edit permission; 404 unknown', async () => {
    const body = { id: AMERICAS_CAFE, name: 'X', currencyId: 'USD' };
    expect((await h.as('viewer', 'api', 'POST', '/api/pos', { body })).status).toBe(403);
    expect((await h.as('admin', 'api', 'POST', '/api/pos', { body: { ...body, id: UNKNOWN } })).status).toBe(
      404,
    );
  });
});

describe('adjust balance: money between the agent and the cafe, moved like a credit adjustment', () => {
  it('adding takes the money from the agent at once; the cafe receives it when it picks the command up', async () => {
    const { posId, userId } = await newCafe();
    const before = await credit(LIBERTY);
    const r = await adjust('agent', posId, { amount: '125.50', userId });
    expect(r.status).toBe(200);
    const commandId = JSON.parse(r.text) as string;
    expect(cents(await credit(LIBERTY))).toBe(cents(before) - 12550);
    expect(await getCafe(posId)).toMatchObject({ balance: 0, incomingAmount: 125.5, pendingCommands: 1 });
    const pending = await h.as<CafeCommand[]>('agent', 'api', 'GET', '/api/pos/commands', {
      query: { posId },
    });
    expect(pending.body).toMatchObject([
      { id: commandId, type: 'ADJUST_BALANCE', status: 'PENDING', amount: 125.5 },
    ]);

    const picked = await pickup(posId, 'till', 'Till1234');
    expect(picked.status).toBe(200);
    expect(picked.body).toMatchObject({ balance: 125.5, commands: [{ id: commandId, status: 'DONE' }] });
    expect(await getCafe(posId)).toMatchObject({ balance: 125.5, incomingAmount: 0, pendingCommands: 0 });
    expect(cents(await credit(LIBERTY))).toBe(cents(before) - 12550);
    const done = await h.as<CafeCommand[]>('agent', 'api', 'GET', '/api/pos/commands', {
      query: { posId, includeDone: true },
    });
    expect(done.body[0]).toMatchObject({ id: commandId, status: 'DONE' });
    expect(await auditKinds(posId)).toEqual([
      'pos.created',
      'pos.balance-adjusted',
      'pos.commands-picked-up',
    ]);
  });
  it('removing reserves the money on the cafe at once; it reaches the agent at pickup', async () => {
    const { posId, userId } = await newCafe();
    await adjust('admin', posId, { amount: 100, userId });
    await pickup(posId, 'till', 'Till1234');
    const before = await credit(LIBERTY);
    expect((await adjust('admin', posId, { amount: '-40', userId })).status).toBe(200);
    expect(await getCafe(posId)).toMatchObject({ balance: 100, reservedAmount: 40 });
    const more = await adjust('admin', posId, { amount: '-60.01', userId });
    expect(more.status).toBe(400);
    expect(fields(more.body)).toEqual(['amount']);
    expect(message(more)).toMatch(/Insufficient balance: Test Cafe \d+ has 60\.00 USD available/);
    expect(await credit(LIBERTY)).toBe(before);
    await pickup(posId, 'till', 'Till1234');
    expect(await getCafe(posId)).toMatchObject({ balance: 60, reservedAmount: 0 });
    expect(cents(await credit(LIBERTY))).toBe(cents(before) + 4000);
  });
  it('adding more than the agent’s available credit is refused with the reason (400 amount)', async () => {
    const { posId, userId } = await newCafe();
    const available = await credit(LIBERTY);
    const r = await adjust('admin', posId, { amount: (Number(available) + 1).toFixed(2), userId });
    expect(r.status).toBe(400);
    expect(fields(r.body)).toEqual(['amount']);
    expect(message(r)).toMatch(/^Insufficient credit: Liberty Gaming Partners has/);
  });
  it('the amount is amount text with up to two decimals, not zero, within the maximum (400 amount)', async () => {
    const { posId, userId } = await newCafe();
    for (const amount of ['0', '1.234', '1e2', '0x10', ' 5', '', '12.', [5], true, '99999999999999.00']) {
      const r = await adjust('admin', posId, { amount, userId });
      expect(r.status, JSON.stringify(amount)).toBe(400);
      expect(fields(r.body), JSON.stringify(amount)).toEqual(['amount']);
    }
    const max = await adjust('admin', posId, { amount: MAX_AMOUNT_TEXT, userId });
    expect(max.status).toBe(400);
    expect((await getCafe(posId)).pendingCommands).toBe(0);
  });
  it('the user must be an active user of this cafe (400 userId)', async () => {
    const { posId } = await newCafe();
    const other = await adjust('admin', posId, {
      amount: 1,
      userId: demoCafeUserId(AMERICAS_CAFE, 'cashier'),
    });
    expect(fields(other.body)).toEqual(['userId']);
    expect(fields((await adjust('admin', posId, { amount: 1 })).body)).toEqual(['userId']);
    expect(fields((await adjust('admin', posId, { amount: 1, userId: 'x' })).body)).toEqual(['userId']);
  });
  it('adding needs the credit permission, removing the remove permission, for the cafe’s agent', async () => {
    const { posId, userId } = await newCafe();
    const creditOnly = await tokenWith(AMERICAS_AGENT_ID, { AgentClaims: [P.ViewPos, P.CreditPos] });
    expect((await adjust(creditOnly, posId, { amount: '1', userId })).status).toBe(200);
    expect((await adjust(creditOnly, posId, { amount: '-1', userId })).status).toBe(403);
    const removeOnly = await tokenWith(AMERICAS_AGENT_ID, { AgentClaims: [P.RemovePosCredits] });
    expect((await adjust(removeOnly, posId, { amount: '1', userId })).status).toBe(403);
    expect((await adjust('viewer', posId, { amount: '1', userId })).status).toBe(403);
    expect((await adjust('agent', EUROPE_CAFE, { amount: '1', userId })).status).toBe(403);
    expect((await adjust('admin', UNKNOWN, { amount: '1', userId })).status).toBe(404);
  });

  it('200 concurrent adjust-balance commands conserve every cent between agent and cafe, before and after the pickup', async () => {
    const { posId, userId } = await newCafe();
    await adjust('admin', posId, { amount: '2000.00', userId });
    await pickup(posId, 'till', 'Till1234');
    const total = async () => {
      const { rows } = await db().query<{ t: string }>(
        `SELECT (a.credit_amount + p.balance + coalesce((SELECT sum(amount) FROM pos_commands
                   WHERE pos_id = p.id AND status = 'PENDING' AND amount > 0), 0))::text AS t
           FROM agents a JOIN poses p ON p.agent_id = a.id WHERE p.id = $1`,
        [posId],
      );
      return rows[0].t;
    };
    const start = await total();

    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const plan = Array.from({ length: 200 }, () => {
      const magnitude = 1 + Math.floor(random() * 50000); // 0.01 .. 500.00
      return (random() < 0.55 ? -1 : 1) * magnitude;
    });
    const results = await Promise.all(
      plan.map((amountCents) => adjust('agent', posId, { amount: (amountCents / 100).toFixed(2), userId })),
    );
    for (const r of results) {
      expect([200, 400]).toContain(r.status);
      if (r.status === 400) expect(message(r)).toMatch(/^Insufficient (balance|credit)/);
    }
    const accepted = plan.filter((_, i) => results[i].status === 200);
    expect(accepted.length).toBeGreaterThan(50);
    expect(results.some((r) => r.status === 400)).toBe(true);

    expect(await total()).toBe(start);
    const pending = await getCafe(posId);
    expect(pending.reservedAmount).toBeLessThanOrEqual(pending.balance);
    expect(pending.pendingCommands).toBe(accepted.length);

    const picked = await pickup(posId, 'till', 'Till1234');
    expect(picked.body.commands).toHaveLength(accepted.length);
    expect(cents(picked.body.balance)).toBe(200000 + accepted.reduce((s, c) => s + c, 0));
    expect(await total()).toBe(start);
    expect(picked.body.balance).toBeGreaterThanOrEqual(0);
  });

  it('a cafe never goes negative: of 200 concurrent removals of 1.00 from 10.00, ten are accepted', async () => {
    const { posId, userId } = await newCafe();
    await adjust('admin', posId, { amount: '10.00', userId });
    await pickup(posId, 'till', 'Till1234');
    const results = await Promise.all(
      Array.from({ length: 200 }, () => adjust('admin', posId, { amount: '-1.00', userId })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 400)).toHaveLength(190);
    expect(await getCafe(posId)).toMatchObject({ balance: 10, reservedAmount: 10 });
    await pickup(posId, 'till', 'Till1234');
    expect(await getCafe(posId)).toMatchObject({ balance: 0, reservedAmount: 0 });
  });
});

describe('request report, disable and enable operations: commands without money', () => {
  it('queues a report request with its kind; 400 for an unknown kind', async () => {
    const { posId } = await newCafe();
    const r = await h.as('agent', 'api', 'PUT', '/api/pos/commands/request_report', {
      query: { posId },
      body: { report: { type: 'BALANCE_REPORT' } },
    });
    expect(r.status).toBe(200);
    const commands = await h.as<CafeCommand[]>('agent', 'api', 'GET', '/api/pos/commands', {
      query: { posId },
    });
    expect(commands.body).toMatchObject([{ type: 'REQUEST_REPORT', report: { type: 'BALANCE_REPORT' } }]);
    const bad = await h.as('agent', 'api', 'PUT', '/api/pos/commands/request_report', {
      query: { posId },
      body: { report: { type: 'SECRET_REPORT' } },
    });
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toEqual(['report.type']);
    expect(await auditKinds(posId)).toEqual(['pos.created', 'pos.report-requested']);
  });
  it('disabling takes effect when the cafe picks it up; enabling likewise', async () => {
    const { posId } = await newCafe();
    expect(
      (await h.as('agent', 'api', 'PUT', '/api/pos/commands/disable_operations', { query: { posId } }))
        .status,
    ).toBe(200);
    expect(await getCafe(posId)).toMatchObject({ operationsEnabled: true, pendingOperationsEnabled: false });
    expect((await pickup(posId, 'till', 'Till1234')).body.operationsEnabled).toBe(false);
    expect(await getCafe(posId)).toMatchObject({ operationsEnabled: false, pendingOperationsEnabled: null });
    await h.as('agent', 'api', 'PUT', '/api/pos/commands/enable_operations', { query: { posId } });
    await pickup(posId, 'till', 'Till1234');
    expect((await getCafe(posId)).operationsEnabled).toBe(true);
  });
  it('403 without the edit permission', async () => {
    const report = await h.as('viewer', 'api', 'PUT', '/api/pos/commands/request_report', {
      query: { posId: AMERICAS_CAFE },
      body: { report: { type: 'BALANCE_REPORT' } },
    });
    expect(report.status).toBe(403);
    const disable = await h.as('agent', 'api', 'PUT', '/api/pos/commands/disable_operations', {
      query: { posId: EUROPE_CAFE },
    });
    expect(disable.status).toBe(403);
  });
});

describe('the pickup: the cafe signs in with one of its users (HTTP Basic)', () => {
  it('401 without credentials, with a wrong password, a user of another cafe or a disabled user', async () => {
    const { posId, userId } = await newCafe();
    const none = await h.call('api', 'POST', '/api/pos/pickup', { query: { posId } });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect((await pickup(posId, 'till', 'Wrong1234')).status).toBe(401);
    expect((await pickup(posId, 'cashier', DEMO_CAFE_PASSWORD)).status).toBe(401);
    await h.as('admin', 'api', 'PUT', '/api/posUser/update', {
      query: { agentId: LIBERTY },
      body: { id: userId, userName: 'till', role: 'Cashier', isActive: false },
    });
    expect((await pickup(posId, 'till', 'Till1234')).status).toBe(401);
    // a back-office token is not a cafe's sign-in
    const token = await h.call('api', 'POST', '/api/pos/pickup', { query: { posId }, token: h.tokens.admin });
    expect(token.status).toBe(401);
  });
  it('repeated wrong passwords are throttled: 429 with Retry-After', async () => {
    const { posId } = await newCafe();
    let last: CallResult | null = null;
    // five failures are free, then each one blocks the name for longer (1 s, 2 s, 4 s …)
    for (let i = 0; i < 12 && last?.status !== 429; i++) last = await pickup(posId, 'till', `Wrong${i}xyz`);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await pickup(posId, 'till', 'Till1234')).status).toBe(429);
  });
  it('the seeded cafes have picked-up and pending commands', async () => {
    const commands = await h.as<CafeCommand[]>('admin', 'api', 'GET', '/api/pos/commands', {
      query: { posId: AMERICAS_CAFE, includeDone: true },
    });
    const statuses = new Set(commands.body.map((c) => c.status));
    expect(statuses).toEqual(new Set(['PENDING', 'DONE']));
  });
});

describe('POST /api/pos/wipe: operational data cleared, money back to the agent, logged', () => {
  it('cancels pending commands, returns the balance and the money on its way to the agent', async () => {
    const { posId, userId } = await newCafe();
    await adjust('admin', posId, { amount: '50', userId });
    await pickup(posId, 'till', 'Till1234');
    await adjust('admin', posId, { amount: '20', userId });
    await adjust('admin', posId, { amount: '-5', userId });
    const before = await credit(LIBERTY);
    const cafe = await getCafe(posId);
    const r = await h.as<{ pos: Cafe; cancelledCommands: number; returnedAmount: number }>(
      'admin',
      'api',
      'POST',
      '/api/pos/wipe',
      { body: { id: posId, name: cafe.name } },
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ cancelledCommands: 2, returnedAmount: 70 });
    expect(r.body.pos).toMatchObject({
      balance: 0,
      incomingAmount: 0,
      reservedAmount: 0,
      pendingCommands: 0,
      lastSeenAt: null,
    });
    expect(cents(await credit(LIBERTY))).toBe(cents(before) + 7000);
    const all = await h.as<CafeCommand[]>('admin', 'api', 'GET', '/api/pos/commands', {
      query: { posId, includeDone: true },
    });
    expect(all.body.filter((c) => c.status === 'CANCELLED')).toHaveLength(2);
    expect((await auditKinds(posId)).at(-1)).toBe('pos.wiped');
  });
  it('needs the wipe permission (403) and the name the confirmation showed (400 name)', async () => {
    const { posId } = await newCafe();
    const cafe = await getCafe(posId);
    const withoutWipe = await tokenWith(AMERICAS_AGENT_ID, {
      AgentClaims: [P.ViewPos, P.EditPos, P.DeletePos, P.CreditPos, P.RemovePosCredits],
    });
    const refused = await h.call('api', 'POST', '/api/pos/wipe', {
      token: withoutWipe,
      body: { id: posId, name: cafe.name },
    });
    expect(refused.status).toBe(403);
    expect(
      (await h.as('agent', 'api', 'POST', '/api/pos/wipe', { body: { id: posId, name: cafe.name } })).status,
    ).toBe(403);
    const renamed = await h.as('admin', 'api', 'POST', '/api/pos/wipe', {
      body: { id: posId, name: 'Another Cafe' },
    });
    expect(renamed.status).toBe(400);
    expect(fields(renamed.body)).toEqual(['name']);
    expect((await h.as('admin', 'api', 'POST', '/api/pos/wipe', { body: { id: posId } })).status).toBe(400);
  });
});

describe('DELETE /api/pos: a cafe that holds no money', () => {
  it('refuses a cafe holding money (400 with the reason), then deletes it once empty; its terminals stay with the agent', async () => {
    const { posId, userId } = await newCafe();
    await adjust('admin', posId, { amount: '5', userId });
    const holding = await h.as('admin', 'api', 'DELETE', '/api/pos', { query: { posId } });
    expect(holding.status).toBe(400);
    expect(message(holding)).toMatch(/still holds money/);
    const cafe = await getCafe(posId);
    await h.as('admin', 'api', 'POST', '/api/pos/wipe', { body: { id: posId, name: cafe.name } });
    await db().query(
      `INSERT INTO terminals (id, agent_id, pos_id, name, currency_id) VALUES ($1, $2, $3, 'Left behind', 'USD')`,
      [stableId(`terminal-of:${posId}`), LIBERTY, posId],
    );
    const r = await h.as('agent', 'api', 'DELETE', '/api/pos', { query: { posId } });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toBe(posId);
    expect((await h.as('admin', 'api', 'GET', '/api/pos', { query: { posId } })).status).toBe(404);
    const { rows } = await db().query<{ pos_id: string | null }>(
      'SELECT pos_id FROM terminals WHERE id = $1',
      [stableId(`terminal-of:${posId}`)],
    );
    expect(rows[0].pos_id).toBeNull();
    expect((await auditKinds(posId)).at(-1)).toBe('pos.deleted');
  });
  it('needs the delete permission (403); 404 unknown', async () => {
    const { posId } = await newCafe();
    const withoutDelete = await tokenWith(AMERICAS_AGENT_ID, { AgentClaims: [P.ViewPos, P.EditPos] });
    expect(
      (await h.call('api', 'DELETE', '/api/pos', { token: withoutDelete, query: { posId } })).status,
    ).toBe(403);
    expect((await h.as('viewer', 'api', 'DELETE', '/api/pos', { query: { posId } })).status).toBe(403);
    expect((await h.as('admin', 'api', 'DELETE', '/api/pos', { query: { posId: UNKNOWN } })).status).toBe(
      404,
    );
  });
});

describe('POS users: list, one, create, update, change password, roles', () => {
  it('lists a cafe’s users, paged and filtered; GET one', async () => {
    const r = await h.as<CafeUser[]>('agent', 'api', 'GET', '/api/posUsers', {
      query: {
        agentId: AMERICAS_AGENT_ID,
        posId: AMERICAS_CAFE,
        pageIndex: 0,
        pageSize: 2,
        sort: 'userName',
      },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-total-count')).toBe('3');
    expect(r.body.map((u) => u.userName)).toEqual(['admin', 'cashier']);
    const one = await h.as<CafeUser>('agent', 'api', 'GET', '/api/posUser', {
      query: { agentId: AMERICAS_AGENT_ID, posUserId: demoCafeUserId(AMERICAS_CAFE, 'cashier') },
    });
    expect(one.body).toMatchObject({ userName: 'cashier', role: 'Cashier', isActive: true });
    expect(JSON.stringify(one.body)).not.toMatch(/password_hash|scrypt/);
  });
  it('a user of another agent’s cafe is 404 under this agent; 403 across the boundary', async () => {
    const other = await h.as('admin', 'api', 'GET', '/api/posUser', {
      query: { agentId: AMERICAS_AGENT_ID, posUserId: demoCafeUserId(EUROPE_CAFE, 'cashier') },
    });
    expect(other.status).toBe(404);
    const across = await h.as('agent', 'api', 'GET', '/api/posUsers', {
      query: { agentId: EUROPE, posId: EUROPE_CAFE },
    });
    expect(across.status).toBe(403);
    const mismatch = await h.as('admin', 'api', 'GET', '/api/posUsers', {
      query: { agentId: AMERICAS_AGENT_ID, posId: EUROPE_CAFE },
    });
    expect(mismatch.status).toBe(404);
  });
  it('creates a user; the password follows the POS password pattern and the confirmation must match', async () => {
    const { posId } = await newCafe();
    const create = (body: Record<string, unknown>) =>
      h.as<CafeUser>('agent', 'api', 'POST', '/api/posUser/create', {
        query: { agentId: LIBERTY },
        body: {
          posId,
          userName: 'mia',
          role: 'Cashier',
          password: 'Mia12345',
          confirmPassword: 'Mia12345',
          ...body,
        },
      });
    for (const password of [
      'short',
      'alllower1',
      'ALLUPPER1',
      'NoDigits',
      '!Start1a',
      'Spa ce12',
      'Tab\u00e91aA',
    ]) {
      const r = await create({ password, confirmPassword: password });
      expect(r.status, password).toBe(400);
      expect(fields(r.body), password).toEqual(['password']);
    }
    const mismatch = await create({ confirmPassword: 'Mia12346' });
    expect(fields(mismatch.body)).toEqual(['confirmPassword']);
    expect(fields((await create({ role: 'Dealer' })).body)).toEqual(['role']);
    expect(fields((await create({ userName: 'mia rossi' })).body)).toEqual(['userName']);
    const ok = await create({ fullName: 'Mia Rossi' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ userName: 'mia', role: 'Cashier', posId, isActive: true });
    expect(fields((await create({ userName: 'MIA' })).body)).toEqual(['userName']);
    const { rows } = await db().query<{ after: unknown }>(
      "SELECT after FROM audit_log WHERE kind = 'pos-user.created' AND object_id = $1",
      [ok.body.id],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0].after)).not.toMatch(/Mia12345|password_hash/);
  });
  it('updates a user and changes its password; the cafe then signs in with the new one', async () => {
    const { posId, userId } = await newCafe();
    const update = await h.as<CafeUser>('agent', 'api', 'PUT', '/api/posUser/update', {
      query: { agentId: LIBERTY },
      body: { id: userId, userName: 'till', fullName: 'Till Owner', role: 'Manager', isActive: true },
    });
    expect(update.body).toMatchObject({ role: 'Manager' });
    // the same values again change nothing: no second entry
    await h.as<CafeUser>('agent', 'api', 'PUT', '/api/posUser/update', {
      query: { agentId: LIBERTY },
      body: { id: userId, userName: 'till', fullName: 'Till Owner', role: 'Manager', isActive: true },
    });
    const change = (body: unknown) =>
      h.as('agent', 'api', 'PUT', '/api/posUser/change-password', {
        query: { agentId: LIBERTY, posUserId: userId },
        body,
      });
    expect(fields((await change({ password: 'weak', confirmPassword: 'weak' })).body)).toEqual(['password']);
    expect(fields((await change({ password: 'Strong123', confirmPassword: 'Strong124' })).body)).toEqual([
      'confirmPassword',
    ]);
    expect((await change({ password: 'Strong123', confirmPassword: 'Strong123' })).status).toBe(200);
    expect((await pickup(posId, 'till', 'Till1234')).status).toBe(401);
    expect((await pickup(posId, 'till', 'Strong123')).status).toBe(200);
    expect(await auditKinds(userId)).toEqual([
      'pos-user.created',
      'pos-user.updated',
      'pos-user.password-changed',
    ]);
  });
  it('each action needs its permission (403)', async () => {
    const { userId } = await newCafe();
    const viewOnly = await tokenWith(AMERICAS_AGENT_ID, { AgentClaims: [P.ViewPos, P.ViewPosUsers] });
    const create = await h.call('api', 'POST', '/api/posUser/create', {
      token: viewOnly,
      query: { agentId: LIBERTY },
      body: {
        posId: UNKNOWN,
        userName: 'x',
        role: 'Cashier',
        password: 'Abc12345',
        confirmPassword: 'Abc12345',
      },
    });
    expect(create.status).toBe(403);
    const update = await h.call('api', 'PUT', '/api/posUser/update', {
      token: viewOnly,
      query: { agentId: LIBERTY },
      body: { id: userId, userName: 'till', role: 'Cashier' },
    });
    expect(update.status).toBe(403);
    const password = await h.call('api', 'PUT', '/api/posUser/change-password', {
      token: viewOnly,
      query: { agentId: LIBERTY, posUserId: userId },
      body: { password: 'Abc12345', confirmPassword: 'Abc12345' },
    });
    expect(password.status).toBe(403);
    const list = await h.call('api', 'GET', '/api/posUsers', {
      token: viewOnly,
      query: { agentId: AMERICAS_AGENT_ID, posId: AMERICAS_CAFE },
    });
    expect(list.status).toBe(200);
  });
  it('the roles are the five API names', async () => {
    const r = await h.as<string[]>('viewer', 'api', 'GET', '/api/posUser/roles');
    expect(r.body).toEqual(['Administrator', 'Cashier', 'Manager', 'Operator', 'Supervisor']);
  });
});

describe('GET /api/terminals/agentterminals: the agent’s and all its sub-agents’ terminals', () => {
  it('lists the terminals of the whole subtree, paged with the total, filtered', async () => {
    const r = await h.as<Terminal[]>('agent', 'api', 'GET', '/api/terminals/agentterminals', {
      query: { agentId: AMERICAS_AGENT_ID, includingSubAgents: true, pageIndex: 0, pageSize: 100 },
    });
    expect(r.status).toBe(200);
    const agents = new Set(r.body.map((t) => t.agentName));
    expect(agents).toContain('Aurora Americas');
    expect(agents).toContain('Liberty Gaming Partners');
    expect(agents).toContain('Atlantic City Lounge');
    expect(Number(r.headers.get('x-total-count'))).toBe(r.body.length);
    const kiosk = await h.as<Terminal[]>('agent', 'api', 'GET', '/api/terminals/agentterminals', {
      query: { agentId: AMERICAS_AGENT_ID, filter: 'kiosk', pageIndex: 0, pageSize: 10 },
    });
    expect(kiosk.body.every((t) => t.name.endsWith('Kiosk') && t.posId === null)).toBe(true);
    expect(kiosk.body.length).toBe(3);
  });
  it('every sortable field pages without gaps or overlaps, both ways', async () => {
    const page = (sort: string, pageIndex: number) =>
      h.as<Terminal[]>('agent', 'api', 'GET', '/api/terminals/agentterminals', {
        query: { agentId: AMERICAS_AGENT_ID, sort, pageIndex, pageSize: 7 },
      });
    for (const field of TERMINAL_SORTS) {
      for (const sort of [field, `-${field}`]) {
        const first = await page(sort, 0);
        const total = Number(first.headers.get('x-total-count'));
        const ids = [...first.body];
        for (let i = 1; i * 7 < total; i++) ids.push(...(await page(sort, i)).body);
        expect(new Set(ids.map((t) => t.id)).size, sort).toBe(total);
      }
    }
  });
  it('403 across the boundary and without the view permission', async () => {
    expect(
      (await h.as('agent', 'api', 'GET', '/api/terminals/agentterminals', { query: { agentId: EUROPE } }))
        .status,
    ).toBe(403);
    const token = await tokenWith(AMERICAS_AGENT_ID, { AgentClaims: [P.ViewPos] });
    const r = await h.call('api', 'GET', '/api/terminals/agentterminals', {
      token,
      query: { agentId: AMERICAS_AGENT_ID },
    });
    expect(r.status).toBe(403);
  });
});

describe('POST /api/terminals/transaction: money between a terminal and its cafe or agent', () => {
  const terminalOfCafe = demoTerminalId(AMERICAS_CAFE, 1);
  const kiosk = demoTerminalId(LIBERTY, 1);
  const transact = (who: Login | string, terminalId: string, body: unknown) =>
    who === 'admin' || who === 'agent' || who === 'viewer'
      ? h.as<Terminal>(who, 'api', 'POST', '/api/terminals/transaction', { query: { terminalId }, body })
      : h.call<Terminal>('api', 'POST', '/api/terminals/transaction', {
          token: who,
          query: { terminalId },
          body,
        });

  it('a deposit moves money from the cafe into the terminal; a withdrawal back; both logged', async () => {
    const cafe = await getCafe(AMERICAS_CAFE);
    const deposit = await transact('agent', terminalOfCafe, { type: 'Deposit', amount: '30.25' });
    expect(deposit.status).toBe(200);
    expect(deposit.body.lastTransactionAt).not.toBeNull();
    expect(cents((await getCafe(AMERICAS_CAFE)).balance)).toBe(cents(cafe.balance) - 3025);
    const withdrawal = await transact('agent', terminalOfCafe, { type: 'Withdrawal', amount: 30.25 });
    expect(cents(withdrawal.body.balance)).toBe(cents(deposit.body.balance) - 3025);
    expect(cents((await getCafe(AMERICAS_CAFE)).balance)).toBe(cents(cafe.balance));
    expect((await auditKinds(terminalOfCafe)).slice(-2)).toEqual([
      'terminal.deposited',
      'terminal.withdrawn',
    ]);
  });
  it('a terminal outside any cafe moves money with its agent', async () => {
    const before = await credit(LIBERTY);
    const r = await transact('agent', kiosk, { type: 'Deposit', amount: '10' });
    expect(r.status).toBe(200);
    expect(cents(await credit(LIBERTY))).toBe(cents(before) - 1000);
  });
  it('400 with the reason: more than the terminal holds, more than the cafe has, bad amounts, a disabled terminal', async () => {
    const terminal = (
      await h.as<Terminal[]>('admin', 'api', 'GET', '/api/terminals/agentterminals', {
        query: { agentId: AMERICAS_AGENT_ID, filter: 'Americas Central Cafe T1' },
      })
    ).body[0];
    const tooMuch = await transact('admin', terminalOfCafe, {
      type: 'Withdrawal',
      amount: (terminal.balance + 1).toFixed(2),
    });
    expect(tooMuch.status).toBe(400);
    expect(fields(tooMuch.body)).toEqual(['amount']);
    const cafe = await getCafe(AMERICAS_CAFE);
    const overdraw = await transact('admin', terminalOfCafe, {
      type: 'Deposit',
      amount: (cafe.balance + 1).toFixed(2),
    });
    expect(message(overdraw)).toMatch(/^Insufficient balance/);
    for (const amount of ['-5', '0', '1.001']) {
      expect(fields((await transact('admin', terminalOfCafe, { type: 'Deposit', amount })).body)).toEqual([
        'amount',
      ]);
    }
    expect(fields((await transact('admin', terminalOfCafe, { type: 'Refund', amount: '1' })).body)).toEqual([
      'type',
    ]);
    await db().query("UPDATE terminals SET status = 'DISABLED' WHERE id = $1", [
      demoTerminalId(AMERICAS_CAFE, 2),
    ]);
    const disabled = await transact('admin', demoTerminalId(AMERICAS_CAFE, 2), {
      type: 'Deposit',
      amount: '1',
    });
    expect(message(disabled)).toMatch(/is disabled/);
  });
  it('needs the terminal-transaction permission for the terminal’s agent (403); 404 unknown', async () => {
    expect((await transact('viewer', terminalOfCafe, { type: 'Deposit', amount: '1' })).status).toBe(403);
    const europe = demoTerminalId(EUROPE_CAFE, 1);
    expect((await transact('agent', europe, { type: 'Deposit', amount: '1' })).status).toBe(403);
    const viewOnly = await tokenWith(AMERICAS_AGENT_ID, { AgentClaims: [P.ViewTerminals] });
    expect((await transact(viewOnly, terminalOfCafe, { type: 'Deposit', amount: '1' })).status).toBe(403);
    expect((await transact('admin', UNKNOWN, { type: 'Deposit', amount: '1' })).status).toBe(404);
  });
});

describe('the audit trail names every change of cafes, their users and terminals', () => {
  it('every kind and object type written here has a label in English and Chinese', async () => {
    const { rows } = await db().query<{ kind: string; object_type: string }>(
      `SELECT DISTINCT kind, object_type FROM audit_log WHERE object_type IN ('pos', 'pos-user', 'terminal')`,
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const labels of [auditEn, auditZh]) {
      const audit = labels.app.audit as {
        kinds: Record<string, Record<string, string>>;
        objects: Record<string, string>;
      };
      for (const { kind, object_type } of rows) {
        const [object, verb] = kind.split('.');
        expect(audit.kinds[object]?.[verb], kind).toEqual(expect.any(String));
        expect(audit.objects[object_type], object_type).toEqual(expect.any(String));
      }
    }
  });
});
