/**
 * Casino management service (IP whitelist, player logout, wallet parent, languages, time zones,
 * localization game strings) and the API's multicash pot balances: success, 401, 403 across the
 * agent boundary, 400 with field errors, 404 where it applies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgentId, AMERICAS_AGENT_ID, ROOT_AGENT_ID } from '../../src/server/seed/demo';
import type { PotBalance } from '../../src/core/areas/agents/contract';
import type { ErrorBody } from '../../src/core/contract/schema';
import { startHarness, type Harness } from './harness';

const EUROPE = demoAgentId('Aurora Europe');
const LIBERTY = demoAgentId('Liberty Gaming Partners');
const GULF = demoAgentId('Gulf Coast Entertainment');
const ATLANTIC = demoAgentId('Atlantic City Lounge');
const BILOXI = demoAgentId('Biloxi Riverboat'); // no pot balance in the seed
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const fields = (body: unknown) => ((body as ErrorBody).errors ?? []).map((e) => e.field);

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('casino management endpoints need a valid token (401)', () => {
  const endpoints: [string, string][] = [
    ['GET', '/api/language'],
    ['GET', '/api/timezone'],
    ['GET', `/api/agent/${AMERICAS_AGENT_ID}/ipwhitelist`],
    ['PUT', `/api/agent/${AMERICAS_AGENT_ID}/ipwhitelist`],
    ['PUT', `/api/agent/${AMERICAS_AGENT_ID}/player/logout`],
    ['GET', `/api/wallet/agent/parent?agentId=${LIBERTY}`],
    ['POST', `/api/wallet/agent/parent?agentId=${LIBERTY}&parentAgentId=${AMERICAS_AGENT_ID}`],
  ];
  it.each(endpoints)('%s %s without a token is 401', async (method, path) => {
    expect(
      (await h.call('casinoManagement', method, path, { body: method === 'PUT' ? [] : undefined })).status,
    ).toBe(401);
  });
  it.each([
    ['GET', `/api/potBalance?agentId=${AMERICAS_AGENT_ID}`],
    ['GET', `/api/potBalance/check?agentId=${AMERICAS_AGENT_ID}&amount=1`],
    ['POST', '/api/potBalance'],
    ['PUT', '/api/potBalance'],
    ['PUT', '/api/potBalance/assign'],
    ['PATCH', '/api/potBalance'],
    ['DELETE', `/api/potBalance/${UNKNOWN}`],
  ])('API %s %s without a token is 401', async (method, path) => {
    expect(
      (await h.call('api', method, path, { body: ['GET', 'DELETE'].includes(method) ? undefined : {} }))
        .status,
    ).toBe(401);
  });
});

describe('languages and time zones', () => {
  it('languages are en (first) and zh-cn with flags', async () => {
    const r = await h.as<{ id: string; flag: string }[]>(
      'viewer',
      'casinoManagement',
      'GET',
      '/api/language',
    );
    expect(r.body.map((l) => l.id)).toEqual(['en', 'zh-cn']);
    expect(r.body[1].flag).toBe('flags/zh-cn.svg');
    const tz = await h.as<unknown[]>('viewer', 'casinoManagement', 'GET', '/api/timezone');
    expect(tz.body.length).toBeGreaterThan(10);
  });
});

describe('localization game strings (public)', () => {
  it('English and real Chinese game names; unknown language 404', async () => {
    const en = await h.call<{ app: { games: { names: Record<string, string> } } }>(
      'casinoManagement',
      'GET',
      '/api/localization/game_strings/en.json',
    );
    expect(en.status).toBe(200);
    expect(en.body.app.games.names['201']).toBe('European Blackjack');
    const zh = await h.call<{ app: { games: { names: Record<string, string> } }; Red: string }>(
      'casinoManagement',
      'GET',
      '/api/localization/game_strings/zh-cn.json',
    );
    expect(zh.body.app.games.names['201']).toBe('欧式二十一点');
    expect(zh.body.Red).toBe('红');
    expect((await h.call('casinoManagement', 'GET', '/api/localization/game_strings/fr.json')).status).toBe(
      404,
    );
    expect((await h.call('casinoManagement', 'GET', '/api/localization/game_strings/EN')).status).toBe(400);
  });
});

describe('IP whitelist: ranges with a mandatory CIDR suffix', () => {
  it('reads and replaces the ranges', async () => {
    const r = await h.as<string[]>(
      'admin',
      'casinoManagement',
      'GET',
      `/api/agent/${AMERICAS_AGENT_ID}/ipwhitelist`,
    );
    expect(r.body).toEqual(['10.2.0.0/16', '192.168.11.0/24']);
    const put = await h.as<string[]>(
      'admin',
      'casinoManagement',
      'PUT',
      `/api/agent/${AMERICAS_AGENT_ID}/ipwhitelist`,
      {
        body: ['203.0.113.0/24', '198.51.100.7/32', '203.0.113.0/24'],
      },
    );
    expect(put.body).toEqual(['203.0.113.0/24', '198.51.100.7/32']);
    const again = await h.as<string[]>(
      'admin',
      'casinoManagement',
      'GET',
      `/api/agent/${AMERICAS_AGENT_ID}/ipwhitelist`,
    );
    expect(again.body).toEqual(['203.0.113.0/24', '198.51.100.7/32']);
  });
  it('a range without suffix or with a bad octet is 400 naming each range', async () => {
    const r = await h.as('admin', 'casinoManagement', 'PUT', `/api/agent/${AMERICAS_AGENT_ID}/ipwhitelist`, {
      body: ['10.0.0.1', '10.0.0.0/8', '300.1.1.1/24', '10.0.0.0/33'],
    });
    expect(r.status).toBe(400);
    expect(fields(r.body)).toEqual(['ranges[0]', 'ranges[2]', 'ranges[3]']);
  });
  it('403 without the IP-whitelist claims (global) and across the boundary; 404 unknown agent', async () => {
    expect(
      (await h.as('agent', 'casinoManagement', 'GET', `/api/agent/${AMERICAS_AGENT_ID}/ipwhitelist`)).status,
    ).toBe(403);
    expect((await h.as('viewer', 'casinoManagement', 'GET', `/api/agent/${EUROPE}/ipwhitelist`)).status).toBe(
      200,
    );
    expect(
      (await h.as('viewer', 'casinoManagement', 'PUT', `/api/agent/${EUROPE}/ipwhitelist`, { body: [] }))
        .status,
    ).toBe(403);
    expect((await h.as('admin', 'casinoManagement', 'GET', `/api/agent/${UNKNOWN}/ipwhitelist`)).status).toBe(
      404,
    );
    expect((await h.as('admin', 'casinoManagement', 'GET', '/api/agent/abc/ipwhitelist')).status).toBe(400);
  });
});

describe('player logout for an agent (and its sub-agents)', () => {
  it('logs out the players of the subtree', async () => {
    const r = await h.as<{ loggedOut: number }>(
      'admin',
      'casinoManagement',
      'PUT',
      `/api/agent/${AMERICAS_AGENT_ID}/player/logout`,
      {
        query: { includeSubAgents: true },
      },
    );
    expect(r.status).toBe(200);
    expect(r.body.loggedOut).toBeGreaterThan(0);
    const again = await h.as<{ loggedOut: number }>(
      'admin',
      'casinoManagement',
      'PUT',
      `/api/agent/${AMERICAS_AGENT_ID}/player/logout`,
      {
        query: { includeSubAgents: true },
      },
    );
    expect(again.body.loggedOut).toBe(0);
  });
  it('403 without the logout claim, 404 unknown, 400 bad flag', async () => {
    expect(
      (await h.as('agent', 'casinoManagement', 'PUT', `/api/agent/${LIBERTY}/player/logout`)).status,
    ).toBe(403);
    expect(
      (await h.as('admin', 'casinoManagement', 'PUT', `/api/agent/${UNKNOWN}/player/logout`)).status,
    ).toBe(404);
    const bad = await h.as('admin', 'casinoManagement', 'PUT', `/api/agent/${LIBERTY}/player/logout`, {
      query: { includeSubAgents: 'maybe' },
    });
    expect(fields(bad.body)).toEqual(['includeSubAgents']);
  });
});

describe('wallet agent parent', () => {
  it('sets and reads the wallet parent of an agent', async () => {
    const set = await h.as('admin', 'casinoManagement', 'POST', '/api/wallet/agent/parent', {
      query: { agentId: LIBERTY, parentAgentId: AMERICAS_AGENT_ID },
    });
    expect(set.status).toBe(200);
    const get = await h.as('viewer', 'casinoManagement', 'GET', '/api/wallet/agent/parent', {
      query: { agentId: LIBERTY },
    });
    expect(get.body).toEqual({ agentId: LIBERTY, parentAgentId: AMERICAS_AGENT_ID });
  });
  it('a parent inside the agent’s own subtree is 400; unset is 404; 403 without the claims', async () => {
    const cycle = await h.as('admin', 'casinoManagement', 'POST', '/api/wallet/agent/parent', {
      query: { agentId: LIBERTY, parentAgentId: ATLANTIC },
    });
    expect(cycle.status).toBe(400);
    expect(fields(cycle.body)).toEqual(['parentAgentId']);
    expect(
      (
        await h.as('admin', 'casinoManagement', 'GET', '/api/wallet/agent/parent', {
          query: { agentId: GULF },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await h.as('agent', 'casinoManagement', 'GET', '/api/wallet/agent/parent', {
          query: { agentId: LIBERTY },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.as('viewer', 'casinoManagement', 'POST', '/api/wallet/agent/parent', {
          query: { agentId: GULF, parentAgentId: LIBERTY },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.as('admin', 'casinoManagement', 'POST', '/api/wallet/agent/parent', {
          query: { agentId: GULF },
        })
      ).status,
    ).toBe(400);
  });
});

describe('multicash pot balances', () => {
  const balances = async (agentId: string) =>
    (await h.as<PotBalance[]>('admin', 'api', 'GET', '/api/potBalance', { query: { agentId } })).body;

  it('lists an agent’s balances; 403 across the boundary; 404 unknown; 400 bad id', async () => {
    const own = await h.as<PotBalance[]>('agent', 'api', 'GET', '/api/potBalance', {
      query: { agentId: AMERICAS_AGENT_ID },
    });
    expect(own.body).toEqual([
      expect.objectContaining({
        agentId: AMERICAS_AGENT_ID,
        currency: 'USD',
        amount: 50000,
        isDefault: true,
      }),
    ]);
    expect(
      (await h.as('agent', 'api', 'GET', '/api/potBalance', { query: { agentId: EUROPE } })).status,
    ).toBe(403);
    expect(
      (await h.as('admin', 'api', 'GET', '/api/potBalance', { query: { agentId: UNKNOWN } })).status,
    ).toBe(404);
    expect((await h.as('admin', 'api', 'GET', '/api/potBalance', { query: { agentId: 'x' } })).status).toBe(
      400,
    );
  });

  it('check answers whether a balance covers an amount, in all three forms', async () => {
    const byAgent = await h.as<{ valid: boolean; available: number }>(
      'agent',
      'api',
      'GET',
      '/api/potBalance/check',
      {
        query: { agentId: AMERICAS_AGENT_ID, amount: '49999.99' },
      },
    );
    expect(byAgent.body).toMatchObject({ valid: true, available: 50000 });
    const tooMuch = await h.as<{ valid: boolean }>('agent', 'api', 'GET', '/api/potBalance/check', {
      query: { agentId: AMERICAS_AGENT_ID, amount: '50000.01', currency: 'USD' },
    });
    expect(tooMuch.body.valid).toBe(false);
    const child = await h.as<{ valid: boolean; currency: string }>(
      'agent',
      'api',
      'GET',
      '/api/potBalance/check',
      {
        query: { childAgentId: LIBERTY, amount: 100 },
      },
    );
    expect(child.body).toMatchObject({ valid: true, currency: 'USD' });
    const neither = await h.as('agent', 'api', 'GET', '/api/potBalance/check', { query: { amount: 1 } });
    expect(neither.status).toBe(400);
    const badAmount = await h.as('agent', 'api', 'GET', '/api/potBalance/check', {
      query: { agentId: AMERICAS_AGENT_ID, amount: '1.001' },
    });
    expect(fields(badAmount.body)).toEqual(['amount']);
    expect(
      (await h.as('agent', 'api', 'GET', '/api/potBalance/check', { query: { agentId: EUROPE, amount: 1 } }))
        .status,
    ).toBe(403);
  });

  let created = '';
  it('creates an empty balance, edits it, assigns it as default, deletes it', async () => {
    const post = await h.as<PotBalance>('agent', 'api', 'POST', '/api/potBalance', {
      body: { agentId: BILOXI, currency: 'USD' },
    });
    expect(post.status).toBe(201);
    expect(post.body).toMatchObject({ agentId: BILOXI, currency: 'USD', amount: 0, isDefault: true });
    created = post.body.balanceIid;
    const second = await h.as<PotBalance>('agent', 'api', 'POST', '/api/potBalance', {
      body: { agentId: BILOXI, currency: 'CAD' },
    });
    expect(second.body.isDefault).toBe(false);
    const edit = await h.as<PotBalance>('agent', 'api', 'PUT', '/api/potBalance', {
      body: { balanceIid: second.body.balanceIid, currency: 'EUR' },
    });
    expect(edit.body.currency).toBe('EUR');
    const assign = await h.as<PotBalance>('agent', 'api', 'PUT', '/api/potBalance/assign', {
      body: { agentId: BILOXI, balanceIid: second.body.balanceIid },
    });
    expect(assign.body.isDefault).toBe(true);
    const back = await h.as<PotBalance>('agent', 'api', 'PUT', '/api/potBalance/assign', {
      body: { agentId: BILOXI },
    });
    expect(back.body).toMatchObject({ balanceIid: created, currency: 'USD', isDefault: true });
    const del = await h.as('agent', 'api', 'DELETE', `/api/potBalance/${second.body.balanceIid}`);
    expect(del.status).toBe(204);
    expect((await balances(BILOXI)).map((b) => b.balanceIid)).toEqual([created]);
  });

  it('create/edit/assign/delete: 400 field errors, 403 across the boundary, 404 unknown', async () => {
    const bad = await h.as('agent', 'api', 'POST', '/api/potBalance', {
      body: { agentId: BILOXI, currency: 'usd' },
    });
    expect(fields(bad.body)).toEqual(['currency']);
    const issued = await h.as('agent', 'api', 'POST', '/api/potBalance', {
      body: { agentId: BILOXI, currency: 'USD', amount: 10 },
    });
    expect(fields(issued.body)).toEqual(['amount']);
    expect(
      (await h.as('agent', 'api', 'POST', '/api/potBalance', { body: { agentId: EUROPE, currency: 'EUR' } }))
        .status,
    ).toBe(403);
    expect(
      (await h.as('viewer', 'api', 'POST', '/api/potBalance', { body: { agentId: EUROPE, currency: 'EUR' } }))
        .status,
    ).toBe(403);
    const europeBalance = (await balances(EUROPE))[0].balanceIid;
    expect(
      (
        await h.as('agent', 'api', 'PUT', '/api/potBalance', {
          body: { balanceIid: europeBalance, isDefault: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (await h.as('agent', 'api', 'PUT', '/api/potBalance', { body: { balanceIid: UNKNOWN } })).status,
    ).toBe(404);
    expect(
      (await h.as('agent', 'api', 'PUT', '/api/potBalance/assign', { body: { agentId: EUROPE } })).status,
    ).toBe(403);
    expect((await h.as('agent', 'api', 'PUT', '/api/potBalance/assign', { body: {} })).status).toBe(400);
    expect((await h.as('agent', 'api', 'DELETE', `/api/potBalance/${europeBalance}`)).status).toBe(403);
    expect((await h.as('agent', 'api', 'DELETE', `/api/potBalance/${UNKNOWN}`)).status).toBe(404);
    const full = await h.as<ErrorBody>('admin', 'api', 'DELETE', `/api/potBalance/${europeBalance}`);
    expect(full.status).toBe(400);
    expect(full.body.message).toMatch(/still holds 50000.00 EUR/);
  });

  it('a transfer moves an exact amount between balances of one currency, never below zero', async () => {
    const own = (await balances(AMERICAS_AGENT_ID))[0];
    const r = await h.as<{ from: PotBalance; to: PotBalance }>('agent', 'api', 'PATCH', '/api/potBalance', {
      body: { fromBalanceIid: own.balanceIid, toAgentId: BILOXI, amount: '1234.56' },
    });
    expect(r.status).toBe(200);
    expect(r.body.from.amount).toBe(48765.44);
    expect(r.body.to).toMatchObject({ balanceIid: created, amount: 1234.56 });
    const back = await h.as<{ from: PotBalance; to: PotBalance }>(
      'agent',
      'api',
      'PATCH',
      '/api/potBalance',
      {
        body: { fromBalanceIid: created, toBalanceIid: own.balanceIid, amount: 0.56 },
      },
    );
    expect(back.body.from.amount).toBe(1234);
    const over = await h.as<ErrorBody>('agent', 'api', 'PATCH', '/api/potBalance', {
      body: { fromBalanceIid: created, toBalanceIid: own.balanceIid, amount: '1234.01' },
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/Insufficient balance/);
  });

  it('transfer: 400 field errors, 403 across the boundary, 404 unknown balance', async () => {
    const own = (await balances(AMERICAS_AGENT_ID))[0];
    const europe = (await balances(EUROPE))[0];
    const noTarget = await h.as('agent', 'api', 'PATCH', '/api/potBalance', {
      body: { fromBalanceIid: own.balanceIid, amount: 1 },
    });
    expect(noTarget.status).toBe(400);
    const zero = await h.as('agent', 'api', 'PATCH', '/api/potBalance', {
      body: { fromBalanceIid: own.balanceIid, toAgentId: BILOXI, amount: 0 },
    });
    expect(fields(zero.body)).toEqual(['amount']);
    expect(
      (
        await h.as('agent', 'api', 'PATCH', '/api/potBalance', {
          body: { fromBalanceIid: own.balanceIid, toBalanceIid: europe.balanceIid, amount: 1 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.as('agent', 'api', 'PATCH', '/api/potBalance', {
          body: { fromBalanceIid: europe.balanceIid, toAgentId: BILOXI, amount: 1 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.as('agent', 'api', 'PATCH', '/api/potBalance', {
          body: { fromBalanceIid: UNKNOWN, toAgentId: BILOXI, amount: 1 },
        })
      ).status,
    ).toBe(404);
    const crossCurrency = await h.as('admin', 'api', 'PATCH', '/api/potBalance', {
      body: { fromBalanceIid: europe.balanceIid, toBalanceIid: own.balanceIid, amount: 1 },
    });
    expect(crossCurrency.status).toBe(400);
    expect(ROOT_AGENT_ID).toBeTruthy();
  });
});
