/**
 * Server-paged lists: a list endpoint takes pageIndex (0-based), pageSize, sort ('field' or
 * '-field') and filter (text), keeps the array body and answers the total in X-Total-Count; without
 * paging parameters it answers every row. GET /api/agents is the first such list. Also: the OpenAPI
 * document of the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_SORTS, type Agent } from '../../src/core/areas/agents/contract';
import { compareCells } from '../../src/core/table-sort';
import { ROOT_AGENT_ID } from '../../src/server/seed/demo';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const list = (query: Record<string, string | number | boolean>) =>
  h.as<Agent[]>('admin', 'api', 'GET', '/api/agents', { query: { agentId: ROOT_AGENT_ID, ...query } });

/** The whole subtree, unpaged, as the reference the pages are checked against. */
async function everyone(): Promise<Agent[]> {
  return (await list({ includeSubAgents: true })).body;
}

const value = (agent: Agent, field: string) => (agent as unknown as Record<string, unknown>)[field];

describe('without paging parameters the list answers every row, as before', () => {
  it('answers the whole subtree and no X-Total-Count', async () => {
    const r = await list({ includeSubAgents: true });
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThan(20);
    expect(r.headers.get('x-total-count')).toBeNull();
  });
});

describe('paging: pageIndex and pageSize give one page; X-Total-Count gives the total', () => {
  it('the pages of a sorted list are consecutive slices of the whole, without overlap', async () => {
    const all = (await list({ includeSubAgents: true, sort: 'name' })).body;
    const first = await list({ includeSubAgents: true, sort: 'name', pageIndex: 0, pageSize: 7 });
    const second = await list({ includeSubAgents: true, sort: 'name', pageIndex: 1, pageSize: 7 });
    expect(first.headers.get('x-total-count')).toBe(String(all.length));
    expect(first.body.map((a) => a.id)).toEqual(all.slice(0, 7).map((a) => a.id));
    expect(second.body.map((a) => a.id)).toEqual(all.slice(7, 14).map((a) => a.id));
  });
  it('a page past the end is empty and still tells the total', async () => {
    const total = (await everyone()).length;
    const r = await list({ includeSubAgents: true, pageIndex: 999, pageSize: 50 });
    expect(r.body).toEqual([]);
    expect(r.headers.get('x-total-count')).toBe(String(total));
  });
  it('the total is exposed to other origins (Access-Control-Expose-Headers)', async () => {
    const r = await h.call('api', 'GET', '/api/agents', {
      token: h.tokens.admin,
      query: { agentId: ROOT_AGENT_ID, pageIndex: 0, pageSize: 5 },
      headers: { origin: h.server.url },
    });
    expect(r.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('x-total-count');
  });
});

describe('sorting: every sortable column, ascending and descending (names case-insensitive)', () => {
  for (const field of AGENT_SORTS) {
    for (const desc of [false, true]) {
      it(`sort=${desc ? '-' : ''}${field} orders the rows by ${field} ${desc ? 'descending' : 'ascending'}`, async () => {
        const r = await list({
          includeSubAgents: true,
          sort: `${desc ? '-' : ''}${field}`,
          pageIndex: 0,
          pageSize: 500,
        });
        expect(r.status).toBe(200);
        const kind = field === 'name' ? 'text' : 'auto';
        for (let i = 1; i < r.body.length; i++) {
          const order = compareCells(value(r.body[i - 1], field), value(r.body[i], field), kind);
          expect(desc ? -order : order, `${field} at row ${i}`).toBeLessThanOrEqual(0);
        }
      });
    }
  }
});

describe('filtering: the rows whose name or currency contains the text (case-insensitive)', () => {
  it('filter=aurora keeps the agents named Aurora …, and the total counts only them', async () => {
    const all = await everyone();
    const expected = all.filter(
      (a) => a.name.toLowerCase().includes('aurora') || a.currencyId.toLowerCase().includes('aurora'),
    );
    const r = await list({ includeSubAgents: true, filter: 'AURORA', pageIndex: 0, pageSize: 100 });
    expect(r.body.map((a) => a.id).sort()).toEqual(expected.map((a) => a.id).sort());
    expect(r.headers.get('x-total-count')).toBe(String(expected.length));
  });
  it('a pasted agent id (any case, spaces around) finds that agent', async () => {
    const [target] = (await everyone()).filter((a) => a.name.includes('Europe'));
    const r = await list({
      includeSubAgents: true,
      filter: ` ${target.id.toUpperCase()} `,
      pageIndex: 0,
      pageSize: 10,
    });
    expect(r.body.map((a) => a.id)).toEqual([target.id]);
    expect(r.headers.get('x-total-count')).toBe('1');
  });
  it('a filter with LIKE wildcards matches them literally', async () => {
    const r = await list({ includeSubAgents: true, filter: '%_', pageIndex: 0, pageSize: 10 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([]);
    expect(r.headers.get('x-total-count')).toBe('0');
  });
});

describe('bad paging parameters are 400 with a reason', () => {
  const cases: [string, Record<string, string | number>, string][] = [
    ['pageSize 0', { pageIndex: 0, pageSize: 0 }, 'pageSize'],
    ['pageSize above the maximum', { pageIndex: 0, pageSize: 100000 }, 'pageSize'],
    ['a negative pageIndex', { pageIndex: -1, pageSize: 10 }, 'pageIndex'],
    ['a pageIndex that is not a number', { pageIndex: 'two', pageSize: 10 }, 'pageIndex'],
    ['a sort on a field that is not sortable', { sort: 'password' }, 'sort'],
    ['a sort with SQL in it', { sort: 'name;DROP TABLE agents' }, 'sort'],
  ];
  for (const [name, query, field] of cases) {
    it(`${name} is refused on ${field}`, async () => {
      const r = await list(query);
      expect(r.status).toBe(400);
      expect((r.body as unknown as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(
        field,
      );
    });
  }
});

describe('the OpenAPI document of the contract', () => {
  it('lists the agents endpoints with their schemas and the X-Total-Count rule', async () => {
    const r = await h.call<{
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    }>('console', 'GET', '/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toMatch(/^3\./);
    const agents = r.body.paths['/backoffice/api/agents'].get;
    expect(agents.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['agentId', 'includeSubAgents', 'pageIndex', 'pageSize', 'sort', 'filter']),
    );
    expect(JSON.stringify(r.body)).toContain('X-Total-Count');
  });
});

describe('the number of direct sub-agents is kept on the agent (sorting by it needs no count per row)', () => {
  it('creating an agent adds one to its parent’s childrenCount at once', async () => {
    const parentOf = async () =>
      (await h.as<Agent>('admin', 'api', 'GET', '/api/agent', { query: { agentId: ROOT_AGENT_ID } })).body
        .childrenCount;
    const before = await parentOf();
    const created = await h.as('admin', 'api', 'POST', '/api/agent', {
      body: { name: `Counted ${Date.now()}`, parentId: ROOT_AGENT_ID, currencyId: 'EUR' },
    });
    expect(created.status).toBe(201);
    expect(await parentOf()).toBe(before + 1);
  });
});
