/**
 * API service: claims, reference data, navigation, agents, adjust credit.
 * Every endpoint: success, 401 without a token, 403 across the agent boundary (the demo login
 * `agent` sits on Aurora Americas; Aurora Europe is its sibling, the root its parent), 400 with field
 * errors, 404 where it applies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgentId, ROOT_AGENT_ID, AMERICAS_AGENT_ID } from '../../src/server/seed/demo';
import { migrate } from '../../src/server/migrate';
import type { Agent } from '../../src/core/areas/agents/contract';
import type { ErrorBody } from '../../src/core/contract/schema';
import { startHarness, type Harness } from './harness';

const EUROPE = demoAgentId('Aurora Europe');
const LIBERTY = demoAgentId('Liberty Gaming Partners'); // child of Americas
const ATLANTIC = demoAgentId('Atlantic City Lounge'); // grandchild of Americas
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const fields = (body: unknown) => ((body as ErrorBody).errors ?? []).map((e) => e.field);

describe('database: migrations applied in order, once each; money stored as NUMERIC', () => {
  it('records every migration in schema_migrations and applies nothing twice', async () => {
    const { rows } = await h.server.ctx.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['001_core.sql', '100_game_rounds.sql']));
    expect(await migrate(h.server.ctx.db)).toEqual([]);
  });
  it('credit columns are NUMERIC(18,2), never floating point', async () => {
    const { rows } = await h.server.ctx.db.query<{ data_type: string; numeric_scale: number }>(
      `SELECT data_type, numeric_scale FROM information_schema.columns
       WHERE table_name IN ('agents', 'pot_balances', 'players') AND column_name IN ('credit_amount', 'blocked_amount', 'amount', 'balance')`,
    );
    expect(rows).toHaveLength(4);
    for (const r of rows) expect(r).toEqual({ data_type: 'numeric', numeric_scale: 2 });
  });
});

describe('every API endpoint needs a valid token (401)', () => {
  const endpoints: [string, string][] = [
    ['GET', '/api/claim/user'],
    ['GET', '/api/claim/agent'],
    ['GET', '/api/claim/allowed'],
    ['GET', '/api/country'],
    ['GET', '/api/currency'],
    ['GET', '/api/timezone'],
    ['GET', `/api/navigation/tree?agentId=${ROOT_AGENT_ID}`],
    ['GET', `/api/navigation/search?agentId=${ROOT_AGENT_ID}&filter=a`],
    ['GET', `/api/navigation?id=${ROOT_AGENT_ID}`],
    ['GET', `/api/agents?agentId=${ROOT_AGENT_ID}`],
    ['GET', `/api/agent?agentId=${ROOT_AGENT_ID}`],
    ['POST', '/api/agent'],
    ['PUT', '/api/agent'],
    ['PATCH', `/api/agent?Id=${ROOT_AGENT_ID}`],
    ['PUT', `/api/agent/adjustcredit?agentId=${EUROPE}&amount=1`],
  ];
  it.each(endpoints)('%s %s without a token is 401', async (method, path) => {
    const r = await h.call('api', method, path, { body: method === 'GET' ? undefined : {} });
    expect(r.status).toBe(401);
  });
  it('a forged token is 401', async () => {
    const [head, payload] = h.tokens.admin.split('.');
    const r = await h.call('api', 'GET', '/api/claim/user', { token: `${head}.${payload}.AAAA` });
    expect(r.status).toBe(401);
  });
});

describe('claims: user, agent, allowed (uncached lists)', () => {
  it('the admin holds every claim of the vocabulary', async () => {
    const r = await h.as<{ type: string; value: string; label: string }[]>(
      'admin',
      'api',
      'GET',
      '/api/claim/user',
    );
    expect(r.status).toBe(200);
    expect(r.body).toContainEqual({ type: 'RtgClaims', value: 'CanViewCasinos', label: 'Can View Casinos' });
    expect(r.body.map((c) => c.type)).toEqual(
      expect.arrayContaining(['AgentClaims', 'RtgClaims', 'RtgGroupClaims']),
    );
  });
  it('the viewer holds view permissions only, and may grant only those', async () => {
    const user = await h.as<{ value: string }[]>('viewer', 'api', 'GET', '/api/claim/user');
    expect(user.body.length).toBeGreaterThan(0);
    for (const c of user.body) expect(c.value).toMatch(/^Can(View|List|See|Request)/);
    const allowed = await h.as<{ value: string }[]>('viewer', 'api', 'GET', '/api/claim/allowed');
    expect(allowed.body.map((c) => c.value).sort()).toEqual(user.body.map((c) => c.value).sort());
    const agent = await h.as<unknown[]>('viewer', 'api', 'GET', '/api/claim/agent');
    expect(agent.body.length).toBeGreaterThan(user.body.length);
  });
});

describe('reference data: countries, currencies, time zones', () => {
  it('lists countries and currencies; one currency by id', async () => {
    const countries = await h.as<{ id: string; name: string }[]>('agent', 'api', 'GET', '/api/country');
    expect(countries.body).toContainEqual({ id: 'MT', name: 'Malta' });
    const currencies = await h.as<{ id: string }[]>('agent', 'api', 'GET', '/api/currency');
    expect(currencies.body.map((c) => c.id)).toEqual(expect.arrayContaining(['EUR', 'USD', 'CNY', 'KRW']));
    const one = await h.as<{ id: string; symbol: string }>('agent', 'api', 'GET', '/api/currency', {
      query: { id: 'KRW' },
    });
    expect(one.body).toMatchObject({ id: 'KRW', symbol: '₩' });
  });
  it('an unknown currency is 404, a malformed id is 400 with the field', async () => {
    expect((await h.as('agent', 'api', 'GET', '/api/currency', { query: { id: 'XYZ' } })).status).toBe(404);
    const bad = await h.as('agent', 'api', 'GET', '/api/currency', { query: { id: 'euro' } });
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toEqual(['id']);
  });
  it('time zones carry id and timezoneLocation', async () => {
    const r = await h.as<{ id: string; timezoneLocation: string }[]>('agent', 'api', 'GET', '/api/timezone');
    expect(r.body).toContainEqual(
      expect.objectContaining({ id: 'Europe/Malta', timezoneLocation: expect.any(String) }),
    );
  });
});

describe('navigation: tree, search, one agent', () => {
  interface Node {
    id: string;
    name: string;
    hasChildren: boolean;
    children: Node[];
  }
  const count = (n: Node): number => 1 + n.children.reduce((s, c) => s + count(c), 0);
  const depth = (n: Node): number => 1 + Math.max(0, ...n.children.map(depth));

  it('the tree is the agent with nested children (at least four levels, 40+ agents)', async () => {
    const r = await h.as<Node & { ancestors: unknown[] }>('admin', 'api', 'GET', '/api/navigation/tree', {
      query: { agentId: ROOT_AGENT_ID },
    });
    expect(r.status).toBe(200);
    expect(r.body.name).toBe('Aurora Gaming Group');
    expect(count(r.body)).toBeGreaterThanOrEqual(40);
    expect(depth(r.body)).toBeGreaterThanOrEqual(5);
    expect(r.body.ancestors).toEqual([]);
  });
  it('a deep agent comes with the path down to it from the caller’s own agent', async () => {
    const r = await h.as<Node & { ancestors: { id: string }[] }>(
      'agent',
      'api',
      'GET',
      '/api/navigation/tree',
      {
        query: { agentId: ATLANTIC },
      },
    );
    expect(r.status).toBe(200);
    expect(r.body.ancestors.map((a) => a.id)).toEqual([AMERICAS_AGENT_ID, LIBERTY]);
  });
  it('the tree of an agent outside the caller’s subtree is 403; unknown 404; bad id 400', async () => {
    expect(
      (await h.as('agent', 'api', 'GET', '/api/navigation/tree', { query: { agentId: EUROPE } })).status,
    ).toBe(403);
    expect(
      (await h.as('agent', 'api', 'GET', '/api/navigation/tree', { query: { agentId: ROOT_AGENT_ID } }))
        .status,
    ).toBe(403);
    expect(
      (await h.as('agent', 'api', 'GET', '/api/navigation/tree', { query: { agentId: UNKNOWN } })).status,
    ).toBe(404);
    const bad = await h.as('agent', 'api', 'GET', '/api/navigation/tree', { query: { agentId: 'nope' } });
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toEqual(['agentId']);
  });
  it('search finds names within the subtree only', async () => {
    const all = await h.as<{ id: string; name: string }[]>('admin', 'api', 'GET', '/api/navigation/search', {
      query: { agentId: ROOT_AGENT_ID, filter: 'lounge' },
    });
    expect(all.body.length).toBeGreaterThan(2);
    const mine = await h.as<{ id: string; name: string }[]>('agent', 'api', 'GET', '/api/navigation/search', {
      query: { agentId: AMERICAS_AGENT_ID, filter: 'lounge' },
    });
    expect(mine.body.map((a) => a.name)).toEqual(['Atlantic City Lounge', 'Atlantic City Lounge Cafe']);
    expect(
      (
        await h.as('agent', 'api', 'GET', '/api/navigation/search', {
          query: { agentId: EUROPE, filter: 'a' },
        })
      ).status,
    ).toBe(403);
    const bad = await h.as('agent', 'api', 'GET', '/api/navigation/search', {
      query: { agentId: AMERICAS_AGENT_ID },
    });
    expect(fields(bad.body)).toEqual(['filter']);
  });
  it('one agent by id', async () => {
    const r = await h.as<Node>('agent', 'api', 'GET', '/api/navigation', { query: { id: LIBERTY } });
    expect(r.body).toMatchObject({ id: LIBERTY, name: 'Liberty Gaming Partners', hasChildren: true });
    expect((await h.as('agent', 'api', 'GET', '/api/navigation', { query: { id: EUROPE } })).status).toBe(
      403,
    );
    expect((await h.as('agent', 'api', 'GET', '/api/navigation', { query: { id: UNKNOWN } })).status).toBe(
      404,
    );
    expect((await h.as('agent', 'api', 'GET', '/api/navigation', {})).status).toBe(400);
  });
});

describe('agents: list, one, includeClaims', () => {
  it('lists the direct children, or the whole subtree with includeSubAgents', async () => {
    const direct = await h.as<Agent[]>('agent', 'api', 'GET', '/api/agents', {
      query: { agentId: AMERICAS_AGENT_ID },
    });
    expect(direct.body.map((a) => a.name)).toEqual([
      'Gulf Coast Entertainment',
      'Liberty Gaming Partners',
      'Maple Leaf Play',
    ]);
    const all = await h.as<Agent[]>('agent', 'api', 'GET', '/api/agents', {
      query: { agentId: AMERICAS_AGENT_ID, includeSubAgents: true },
    });
    expect(all.body).toHaveLength(12);
    expect(all.body.every((a) => a.currencyId === 'USD')).toBe(true);
  });
  it('each listed agent carries the number of its direct sub-agents', async () => {
    const all = await h.as<(Agent & { childrenCount: number })[]>('agent', 'api', 'GET', '/api/agents', {
      query: { agentId: AMERICAS_AGENT_ID, includeSubAgents: true },
    });
    for (const agent of all.body) {
      expect(agent.childrenCount).toBe(all.body.filter((a) => a.parentId === agent.id).length);
    }
    expect(all.body.some((a) => a.childrenCount > 0)).toBe(true);
  });
  it('a list outside the subtree is 403; without the view-agents claim 403', async () => {
    expect((await h.as('agent', 'api', 'GET', '/api/agents', { query: { agentId: EUROPE } })).status).toBe(
      403,
    );
    const token = (await h.login('viewer', 'Viewer123!')).body.access_token;
    expect(
      (await h.call('api', 'GET', '/api/agents', { token, query: { agentId: ROOT_AGENT_ID } })).status,
    ).toBe(200);
  });
  it('one agent with its money as numbers, and its claims on request', async () => {
    const r = await h.as<Agent>('agent', 'api', 'GET', '/api/agent', {
      query: { agentId: AMERICAS_AGENT_ID, includeClaims: true },
    });
    expect(r.body).toMatchObject({
      id: AMERICAS_AGENT_ID,
      name: 'Aurora Americas',
      currencyId: 'USD',
      creditSource: false,
    });
    expect(typeof r.body.creditAmount).toBe('number');
    expect(r.body.claims).toMatchObject({ AgentClaims: expect.any(Array) });
    expect(
      (await h.as('agent', 'api', 'GET', '/api/agent', { query: { agentId: ROOT_AGENT_ID } })).status,
    ).toBe(403);
    expect((await h.as('agent', 'api', 'GET', '/api/agent', { query: { agentId: UNKNOWN } })).status).toBe(
      404,
    );
    expect((await h.as('agent', 'api', 'GET', '/api/agent', { query: { agentId: 'x' } })).status).toBe(400);
  });
});

describe('agents: create, update, json-patch', () => {
  let created = '';
  it('POST /api/agent creates a sub-agent and answers its id as quoted text', async () => {
    const r = await h.as('agent', 'api', 'POST', '/api/agent', {
      body: { name: 'Miami Beach Club', parentId: LIBERTY, currencyId: 'USD' },
    });
    expect(r.status).toBe(201);
    expect(r.headers.get('content-type')).toContain('text/plain');
    expect(r.text).toMatch(/^"[0-9a-f-]{36}"$/);
    created = JSON.parse(r.text);
    const one = await h.as<Agent & { countryId: string; timezoneId: string }>(
      'agent',
      'api',
      'GET',
      '/api/agent',
      {
        query: { agentId: created },
      },
    );
    expect(one.body).toMatchObject({
      parentId: LIBERTY,
      countryId: 'MT',
      timezoneId: 'Europe/Malta',
      creditAmount: 0,
    });
  });
  it('POST: 400 with field errors, 403 across the boundary and for a viewer, 404 for an unknown parent', async () => {
    const bad = await h.as('agent', 'api', 'POST', '/api/agent', {
      body: { parentId: LIBERTY, currencyId: 'usd' },
    });
    expect(bad.status).toBe(400);
    expect(fields(bad.body).sort()).toEqual(['currencyId', 'name']);
    const dup = await h.as('agent', 'api', 'POST', '/api/agent', {
      body: { name: 'miami beach club', parentId: LIBERTY, currencyId: 'USD' },
    });
    expect(dup.status).toBe(400);
    expect(fields(dup.body)).toEqual(['name']);
    const unknownCurrency = await h.as('agent', 'api', 'POST', '/api/agent', {
      body: { name: 'X', parentId: LIBERTY, currencyId: 'XYZ' },
    });
    expect(fields(unknownCurrency.body)).toEqual(['currencyId']);
    expect(
      (
        await h.as('agent', 'api', 'POST', '/api/agent', {
          body: { name: 'X', parentId: EUROPE, currencyId: 'EUR' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.as('viewer', 'api', 'POST', '/api/agent', {
          body: { name: 'X', parentId: EUROPE, currencyId: 'EUR' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.as('admin', 'api', 'POST', '/api/agent', {
          body: { name: 'X', parentId: UNKNOWN, currencyId: 'EUR' },
        })
      ).status,
    ).toBe(404);
  });
  it('PUT /api/agent updates and answers the id as quoted text', async () => {
    const r = await h.as('agent', 'api', 'PUT', '/api/agent', {
      body: {
        id: created,
        name: 'Miami South Beach Club',
        currencyId: 'USD',
        countryId: 'US',
        timezoneId: 'America/New_York',
      },
    });
    expect(r.status).toBe(200);
    expect(r.text).toBe(JSON.stringify(created));
    const one = await h.as<Agent>('agent', 'api', 'GET', '/api/agent', { query: { agentId: created } });
    expect(one.body.name).toBe('Miami South Beach Club');
  });
  it('PUT: own credit source cannot be changed, others need the permission; 400, 403, 404', async () => {
    const own = await h.as('agent', 'api', 'PUT', '/api/agent', {
      body: { id: AMERICAS_AGENT_ID, name: 'Aurora Americas', currencyId: 'USD', creditSource: true },
    });
    expect(own.status).toBe(403);
    expect(
      (
        await h.as('agent', 'api', 'PUT', '/api/agent', {
          body: { id: EUROPE, name: 'E', currencyId: 'EUR' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.as('viewer', 'api', 'PUT', '/api/agent', {
          body: { id: created, name: 'E', currencyId: 'USD' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.as('admin', 'api', 'PUT', '/api/agent', {
          body: { id: UNKNOWN, name: 'E', currencyId: 'USD' },
        })
      ).status,
    ).toBe(404);
    const bad = await h.as('agent', 'api', 'PUT', '/api/agent', {
      body: { id: created, name: '', currencyId: 'USD', email: 'nope' },
    });
    expect(fields(bad.body).sort()).toEqual(['email', 'name']);
    const currency = await h.as('agent', 'api', 'PUT', '/api/agent', {
      body: { id: LIBERTY, name: 'Liberty Gaming Partners', currencyId: 'EUR' },
    });
    expect(fields(currency.body)).toEqual(['currencyId']);
  });
  it('PATCH /api/agent?Id applies replace operations on allowed fields (json-patch content type)', async () => {
    const r = await h.as<Agent & { email: string }>('agent', 'api', 'PATCH', `/api/agent?Id=${created}`, {
      contentType: 'application/json-patch+json',
      body: [
        { op: 'replace', path: '/name', value: 'Miami Club' },
        { op: 'replace', path: '/email', value: 'desk@miami-club.example' },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ name: 'Miami Club', email: 'desk@miami-club.example' });
  });
  it('PATCH: other ops and fields are 400, bad values 400 with the field, 403 across the boundary, 404 unknown', async () => {
    const patch = (body: unknown, id = created, who: 'agent' | 'admin' = 'agent') =>
      h.as(who, 'api', 'PATCH', `/api/agent?Id=${id}`, { contentType: 'application/json-patch+json', body });
    expect((await patch([{ op: 'remove', path: '/name' }])).status).toBe(400);
    expect((await patch([{ op: 'replace', path: '/creditAmount', value: 1e9 }])).status).toBe(400);
    const bad = await patch([{ op: 'replace', path: '/isActive', value: 'yes' }]);
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toEqual(['isActive']);
    expect((await patch([{ op: 'replace', path: '/name', value: 'X' }], EUROPE)).status).toBe(403);
    expect((await patch([{ op: 'replace', path: '/name', value: 'X' }], UNKNOWN, 'admin')).status).toBe(404);
  });
});

describe('adjust credit: money moves between the acting agent and a child, exactly', () => {
  const get = async (id: string) =>
    (await h.as<Agent>('admin', 'api', 'GET', '/api/agent', { query: { agentId: id } })).body;
  const adjust = (who: 'agent' | 'admin' | 'viewer', agentId: string, amount: string | number) =>
    h.as<Agent | ErrorBody>(who, 'api', 'PUT', '/api/agent/adjustcredit', { query: { agentId, amount } });

  it('a positive amount moves from the acting agent to the child and returns the child', async () => {
    const before = [await get(AMERICAS_AGENT_ID), await get(ATLANTIC)];
    const r = await adjust('agent', ATLANTIC, '100.10');
    expect(r.status).toBe(200);
    expect((r.body as Agent).creditAmount).toBeCloseTo(before[1].creditAmount + 100.1, 2);
    expect((await get(AMERICAS_AGENT_ID)).creditAmount).toBeCloseTo(before[0].creditAmount - 100.1, 2);
  });
  it('a negative amount moves back; a credit-source agent issues without a balance', async () => {
    const r = await adjust('agent', ATLANTIC, '-0.10');
    expect(r.status).toBe(200);
    const root = await get(ROOT_AGENT_ID);
    await adjust('admin', EUROPE, 5000);
    expect((await get(ROOT_AGENT_ID)).creditAmount).toBe(root.creditAmount);
  });
  it('no balance goes negative: 400 with a clear reason', async () => {
    const child = await get(ATLANTIC);
    const r = await adjust('agent', ATLANTIC, (-(child.creditAmount + 1)).toFixed(2));
    expect(r.status).toBe(400);
    expect((r.body as ErrorBody).message).toMatch(/Insufficient credit/);
    expect((await get(ATLANTIC)).creditAmount).toBe(child.creditAmount);
  });
  it('the amount has at most two decimals and is not zero (400 amount)', async () => {
    for (const amount of ['1.234', 'abc', '0']) {
      const r = await adjust('agent', ATLANTIC, amount);
      expect(r.status).toBe(400);
      expect(fields(r.body)).toEqual(['amount']);
    }
  });
  it('403 for the own agent, across the boundary and without the credit permission; 404 unknown', async () => {
    expect((await adjust('agent', AMERICAS_AGENT_ID, 1)).status).toBe(403);
    expect((await adjust('agent', EUROPE, 1)).status).toBe(403);
    expect((await adjust('viewer', EUROPE, 1)).status).toBe(403);
    expect((await adjust('admin', UNKNOWN, 1)).status).toBe(404);
  });

  it('200 concurrent adjustments across a subtree keep every balance exact, none negative, the total conserved', async () => {
    const subtree = (
      await h.as<Agent[]>('agent', 'api', 'GET', '/api/agents', {
        query: { agentId: AMERICAS_AGENT_ID, includeSubAgents: true },
      })
    ).body;
    const cents = (n: number) => Math.round(n * 100);
    const before = new Map<string, number>([
      [AMERICAS_AGENT_ID, cents((await get(AMERICAS_AGENT_ID)).creditAmount)],
    ]);
    for (const a of subtree) before.set(a.id, cents(a.creditAmount));
    const total = [...before.values()].reduce((s, v) => s + v, 0);

    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const plan = Array.from({ length: 200 }, () => {
      const target = subtree[Math.floor(random() * subtree.length)];
      const magnitude = 1 + Math.floor(random() * 400000); // 0.01 .. 4000.00
      const sign = random() < 0.5 ? -1 : 1;
      return { agentId: target.id, amountCents: sign * magnitude };
    });
    const results = await Promise.all(
      plan.map((p) => adjust('agent', p.agentId, (p.amountCents / 100).toFixed(2))),
    );

    const expected = new Map(before);
    results.forEach((r, i) => {
      expect([200, 400]).toContain(r.status);
      if (r.status !== 200) return;
      const { agentId, amountCents } = plan[i];
      expected.set(agentId, (expected.get(agentId) as number) + amountCents);
      expected.set(AMERICAS_AGENT_ID, (expected.get(AMERICAS_AGENT_ID) as number) - amountCents);
    });
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(100);
    expect(results.some((r) => r.status === 400)).toBe(true);

    const after = (
      await h.as<Agent[]>('agent', 'api', 'GET', '/api/agents', {
        query: { agentId: AMERICAS_AGENT_ID, includeSubAgents: true },
      })
    ).body;
    const actual = new Map<string, number>([
      [AMERICAS_AGENT_ID, cents((await get(AMERICAS_AGENT_ID)).creditAmount)],
    ]);
    for (const a of after) actual.set(a.id, cents(a.creditAmount));
    for (const [id, value] of actual) {
      expect(value, id).toBe(expected.get(id));
      expect(value).toBeGreaterThanOrEqual(0);
    }
    expect([...actual.values()].reduce((s, v) => s + v, 0)).toBe(total);
  });
});
