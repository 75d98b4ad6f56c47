/**
 * The multicash balance history over HTTP (GET /api/potBalance/log): the demo's history adding up to
 * each balance, newest first and paged with X-Total-Count, one balance or all, the filter and the sort,
 * a transfer appearing on both sides, and the agent boundary refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PotBalanceLogEntry } from '../../src/core/areas/agents/multicash-log';
import { startHarness, type Harness } from './harness';

let h: Harness;
/** A balance of a region that funded a sub-agent's balance of the same currency. */
let parent: { agent: string; balance: string; currency: string };
let child: { agent: string; balance: string };

beforeAll(async () => {
  h = await startHarness();
  const { rows } = await h.server.ctx.db.query<{
    parent_agent: string;
    parent_balance: string;
    currency: string;
    child_agent: string;
    child_balance: string;
  }>(
    `SELECT p.agent_id::text AS parent_agent, p.balance_iid::text AS parent_balance, p.currency,
            c.agent_id::text AS child_agent, c.balance_iid::text AS child_balance
       FROM pot_balances p
       JOIN agents a ON a.parent_id = p.agent_id
       JOIN pot_balances c ON c.agent_id = a.id AND c.currency = p.currency
      ORDER BY p.agent_id, c.agent_id LIMIT 1`,
  );
  parent = { agent: rows[0].parent_agent, balance: rows[0].parent_balance, currency: rows[0].currency };
  child = { agent: rows[0].child_agent, balance: rows[0].child_balance };
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const history = (query: Record<string, string | number>, who: 'admin' | 'agent' | null = 'admin') =>
  h.as<PotBalanceLogEntry[] & { message?: string }>(who, 'api', 'GET', '/api/potBalance/log', { query });

describe('the demo’s multicash history', () => {
  it('each balance’s entries add up to its amount, with every kind of description', async () => {
    const { rows } = await h.server.ctx.db.query<{ off: number; descriptions: string[] }>(
      `SELECT (SELECT count(*)::int FROM pot_balances b
                WHERE b.amount <> (SELECT coalesce(sum(l.amount), 0) FROM pot_balance_log l
                                    WHERE l.balance_iid = b.balance_iid)) AS off,
              (SELECT array_agg(DISTINCT description ORDER BY description) FROM pot_balance_log) AS descriptions`,
    );
    expect(rows[0].off).toBe(0);
    expect(rows[0].descriptions).toEqual([
      'casino games synchronization',
      'created',
      'parent balance updated',
      'updated',
    ]);
  });
});

describe('GET /api/potBalance/log', () => {
  it('pages the agent’s history newest first with the total in X-Total-Count', async () => {
    const r = await history({ agentId: parent.agent, pageIndex: 0, pageSize: 2 });
    expect(r.status).toBe(200);
    const total = Number(r.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(2);
    expect(r.body).toHaveLength(2);
    expect(r.body[0].createdAt >= r.body[1].createdAt).toBe(true);
    expect(Object.keys(r.body[0]).sort()).toEqual(
      ['amount', 'balanceIid', 'createdAt', 'currency', 'description', 'id', 'userName'].sort(),
    );
    expect(r.body[0]).toMatchObject({
      balanceIid: parent.balance,
      currency: parent.currency,
      userName: 'admin',
    });
    const last = await history({
      agentId: parent.agent,
      pageIndex: Math.floor((total - 1) / 2),
      pageSize: 2,
    });
    expect(last.body.at(-1)!.description).toBe('created');
  });

  it('one balance, a filter on the description, and a sort by amount', async () => {
    const own = await history({
      agentId: child.agent,
      balanceIid: child.balance,
      pageIndex: 0,
      pageSize: 50,
    });
    expect(own.body.every((e) => e.balanceIid === child.balance)).toBe(true);
    const funding = await history({ agentId: parent.agent, filter: 'PARENT', pageIndex: 0, pageSize: 50 });
    expect(funding.body.length).toBeGreaterThan(0);
    expect(funding.body.every((e) => e.description === 'parent balance updated' && e.amount < 0)).toBe(true);
    const sorted = await history({ agentId: parent.agent, sort: 'amount', pageIndex: 0, pageSize: 50 });
    const amounts = sorted.body.map((e) => e.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('a transfer to a sub-agent shows on both balances, newest first', async () => {
    const r = await h.as('admin', 'api', 'PATCH', '/api/potBalance', {
      body: { fromBalanceIid: parent.balance, toBalanceIid: child.balance, amount: '12.34' },
    });
    expect(r.status).toBe(200);
    const [top] = (await history({ agentId: parent.agent, pageIndex: 0, pageSize: 1 })).body;
    expect(top).toMatchObject({
      description: 'parent balance updated',
      amount: -12.34,
      balanceIid: parent.balance,
    });
    const [mine] = (await history({ agentId: child.agent, pageIndex: 0, pageSize: 1 })).body;
    expect(mine).toMatchObject({ description: 'updated', amount: 12.34, balanceIid: child.balance });
  });

  it('401 without a token, 404 for an unknown agent, 403 outside the caller’s subtree', async () => {
    expect((await history({ agentId: parent.agent }, null)).status).toBe(401);
    expect((await history({ agentId: randomUUID() })).status).toBe(404);
    expect((await history({ agentId: h.seed.rootAgentId }, 'agent')).status).toBe(403);
    expect((await history({ agentId: parent.agent, sort: 'userName' })).status).toBe(400);
  });
});
