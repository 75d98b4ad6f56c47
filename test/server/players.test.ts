/**
 * Players and bonuses on the casino management service: every endpoint with success, 401 without a
 * token, 403 without the permission or across the agent boundary, 404 for a player outside the
 * caller's subtree, 400 with field reasons; the list paged, sorted and filtered on the server; the
 * login name unique per operator; a bonus code redeemed once per player; money moved in SQL with its
 * log and an audit entry for every change.
 *
 * Logins: `admin` (root, every claim), `agent` (Aurora Americas, no player claims), `viewer` (root,
 * list and view bonus information only), `support` (Aurora Americas, players and bonus view/redeem,
 * no delete or deny).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../../src/core/validation';
import { TOTAL_COUNT_HEADER } from '../../src/core/contract/list';
import { AMERICAS_AGENT_ID, demoAgentId, ROOT_AGENT_ID } from '../../src/server/seed/demo';
import { SUPPORT_LOGIN } from '../../src/server/seed/players';
import { seedScale } from '../../src/server/seed/scale';
import { seedScalePlayers } from '../../src/server/seed/players';
import { beginSeedMoney, recordSeedMoney } from '../../src/server/seed/ledger';
import type { Player, PlayerBonus } from '../../src/core/areas/players/contract';
import type { ErrorBody } from '../../src/core/contract/schema';
import { startHarness, type CallOptions, type Harness, type Login } from './harness';

const EUROPE = demoAgentId('Aurora Europe');
const LIBERTY = demoAgentId('Liberty Gaming Partners'); // child of Americas, USD
const ATLANTIC = demoAgentId('Atlantic City Lounge'); // grandchild of Americas, USD
const VALLETTA = demoAgentId('Valletta Bay Gaming'); // below Europe, EUR
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let h: Harness;
let support: string;
beforeAll(async () => {
  h = await startHarness();
  const r = await h.login(SUPPORT_LOGIN.username, SUPPORT_LOGIN.password);
  support = r.body.access_token;
});
afterAll(async () => {
  await h?.close();
});

type Who = Login | 'support' | null;
const cms = <T = unknown>(who: Who, method: string, path: string, opts: Omit<CallOptions, 'token'> = {}) =>
  who === 'support'
    ? h.call<T>('casinoManagement', method, path, { ...opts, token: support })
    : h.as<T>(who, 'casinoManagement', method, path, opts);
const db = () => h.server.ctx.db;
const fields = (body: unknown) => ((body as ErrorBody).errors ?? []).map((e) => e.field);
const list = (who: Who, body: Record<string, unknown>) =>
  cms<Player[]>(who, 'POST', '/api/player/list', { body });
const patch = (who: Who, id: string, ops: Record<string, unknown>) =>
  cms(who, 'PATCH', '/api/player', {
    query: { id },
    contentType: 'application/json-patch+json',
    body: Object.entries(ops).map(([field, value]) => ({ op: 'replace', path: `/${field}`, value })),
  });
const get = (who: Who, id: string) => cms<Player>(who, 'GET', `/api/player/${id}`);

let serial = 0;
/** A new player (admin) under `agentId`; its id. */
async function createPlayer(agentId = LIBERTY, extra: Record<string, unknown> = {}): Promise<string> {
  serial++;
  const r = await cms<string>('admin', 'PUT', '/api/player', {
    body: {
      agentId,
      name: `test_player_${serial}`,
      password: 'Secret123',
      firstName: 'Test',
      lastName: `Player ${serial}`,
      ...extra,
    },
  });
  expect(r.status, r.text).toBe(201);
  return JSON.parse(r.text) as string;
}

async function auditEntries(kind: string, objectId: string) {
  const { rows } = await db().query<{ kind: string; agent_id: string; before: unknown; after: unknown }>(
    'SELECT kind, agent_id, before, after FROM audit_log WHERE kind = $1 AND object_id = $2 ORDER BY id',
    [kind, objectId],
  );
  return rows;
}

/** A seeded player below `agentId` (whose subtree) matching `where`. */
async function seededPlayer(agentId: string, where = 'true'): Promise<{ id: string; name: string }> {
  const { rows } = await db().query<{ id: string; name: string }>(
    `SELECT p.id, p.name FROM players p JOIN agents a ON a.id = p.agent_id
     WHERE a.path LIKE '%/' || $1 || '/%' AND ${where} ORDER BY p.name LIMIT 1`,
    [agentId],
  );
  if (!rows[0]) throw new Error(`no seeded player below ${agentId} with ${where}`);
  return rows[0];
}

describe('every players endpoint needs a valid token (401)', () => {
  it.each([
    ['POST', '/api/player/list'],
    ['GET', `/api/player/${UNKNOWN}`],
    ['PUT', '/api/player'],
    ['PATCH', '/api/player'],
    ['DELETE', `/api/player/${UNKNOWN}`],
    ['POST', `/api/player/logout/${UNKNOWN}`],
    ['GET', `/api/player/check/${LIBERTY}/somebody/${EMPTY_GUID}`],
    ['POST', '/api/player/bonus'],
    ['GET', '/api/player/bonus'],
    ['DELETE', '/api/player/bonus'],
  ])('%s %s', async (method, path) => {
    expect((await cms(null, method, path, { body: method === 'GET' ? undefined : {} })).status).toBe(401);
  });
});

describe('seeded players', () => {
  it('a few hundred players across the demo tree, each with a login unique per operator, sessions and balances', async () => {
    const { rows } = await db().query<{ n: number; agents: number; names: number; sessions: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT agent_id)::int AS agents, count(DISTINCT lower(name))::int AS names,
              (SELECT count(DISTINCT player_id)::int FROM player_sessions) AS sessions
       FROM players`,
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(300);
    expect(rows[0].agents).toBeGreaterThanOrEqual(60);
    expect(rows[0].names).toBe(rows[0].n);
    expect(rows[0].sessions).toBe(rows[0].n);
    const { rows: online } = await db().query<{ mismatched: number }>(
      `SELECT count(*)::int AS mismatched FROM players p
       WHERE p.logged_in <> EXISTS (SELECT 1 FROM player_sessions s WHERE s.player_id = p.id AND s.ended_at IS NULL)`,
    );
    expect(online[0].mismatched).toBe(0);
  });

  it('the game rounds still belong to seeded players', async () => {
    const { rows } = await db().query<{ orphans: number; rounds: number }>(
      `SELECT count(*)::int AS rounds,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM players p WHERE p.id = r.player_id))::int AS orphans
       FROM game_rounds r`,
    );
    expect(rows[0].rounds).toBeGreaterThan(0);
    expect(rows[0].orphans).toBe(0);
  });

  it('bonus balances equal their balance log', async () => {
    const { rows } = await db().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM players p
       WHERE p.bonus_balance <> coalesce((SELECT sum(amount) FROM player_balance_log l
                                          WHERE l.player_id = p.id AND l.balance = 'bonus'), 0)`,
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('POST /api/player/list: paged, sorted and filtered on the server', () => {
  it('answers one page and the total in X-Total-Count; the pages do not overlap', async () => {
    const first = await list('admin', {
      agentId: AMERICAS_AGENT_ID,
      includeSubAgents: true,
      pageIndex: 0,
      pageSize: 10,
    });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(10);
    const total = Number(first.headers.get(TOTAL_COUNT_HEADER));
    expect(total).toBeGreaterThan(10);
    const second = await list('admin', {
      agentId: AMERICAS_AGENT_ID,
      includeSubAgents: true,
      pageIndex: 1,
      pageSize: 10,
    });
    const ids = new Set(first.body.map((p) => p.id));
    expect(second.body.some((p) => ids.has(p.id))).toBe(false);
    const past = await list('admin', {
      agentId: AMERICAS_AGENT_ID,
      includeSubAgents: true,
      pageIndex: 999,
      pageSize: 10,
    });
    expect(past.body).toEqual([]);
    expect(Number(past.headers.get(TOTAL_COUNT_HEADER))).toBe(total);
  });

  it("without includeSubAgents only the agent's own players; with it every level below", async () => {
    const own = await list('admin', { agentId: LIBERTY, pageIndex: 0, pageSize: 500 });
    expect(own.body.length).toBeGreaterThan(0);
    expect(own.body.every((p) => p.agentId === LIBERTY)).toBe(true);
    const all = await list('admin', {
      agentId: LIBERTY,
      includeSubAgents: true,
      pageIndex: 0,
      pageSize: 500,
    });
    expect(all.body.some((p) => p.agentId === ATLANTIC)).toBe(true);
    expect(all.body.length).toBeGreaterThan(own.body.length);
    expect(all.body.every((p) => p.currency === 'USD')).toBe(true);
  });

  it('sorts by login name case-insensitively, and by balance descending', async () => {
    const byName = await list('admin', {
      agentId: AMERICAS_AGENT_ID,
      includeSubAgents: true,
      sort: 'name',
      pageIndex: 0,
      pageSize: 50,
    });
    const names = byName.body.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byBalance = await list('admin', {
      agentId: AMERICAS_AGENT_ID,
      includeSubAgents: true,
      sort: '-balance',
      pageIndex: 0,
      pageSize: 50,
    });
    const balances = byBalance.body.map((p) => p.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
  });

  it('filters by text in the login, names, e-mail or phone, and by status', async () => {
    const someone = (
      await list('admin', { agentId: AMERICAS_AGENT_ID, includeSubAgents: true, pageIndex: 0, pageSize: 1 })
    ).body[0];
    const byLast = await list('admin', {
      agentId: AMERICAS_AGENT_ID,
      includeSubAgents: true,
      filter: someone.lastName.toUpperCase(),
      pageIndex: 0,
      pageSize: 500,
    });
    expect(byLast.body.map((p) => p.id)).toContain(someone.id);
    expect(
      byLast.body.every((p) =>
        `${p.name} ${p.firstName} ${p.lastName} ${p.email} ${p.phone}`
          .toLowerCase()
          .includes(someone.lastName.toLowerCase()),
      ),
    ).toBe(true);
    const blocked = await list('admin', {
      agentId: ROOT_AGENT_ID,
      includeSubAgents: true,
      status: 'Blocked',
      pageIndex: 0,
      pageSize: 500,
    });
    expect(blocked.body.length).toBeGreaterThan(0);
    expect(blocked.body.every((p) => p.status === 'Blocked' && !p.online)).toBe(true);
    const none = await list('admin', {
      agentId: AMERICAS_AGENT_ID,
      includeSubAgents: true,
      filter: '%_no such player_%',
      pageIndex: 0,
      pageSize: 10,
    });
    expect(none.body).toEqual([]);
    expect(none.headers.get(TOTAL_COUNT_HEADER)).toBe('0');
  });

  it("a pasted player id finds that player, and only within the caller's subtree", async () => {
    const someone = (
      await list('admin', { agentId: AMERICAS_AGENT_ID, includeSubAgents: true, pageIndex: 0, pageSize: 1 })
    ).body[0];
    const found = await list('admin', {
      agentId: ROOT_AGENT_ID,
      includeSubAgents: true,
      filter: someone.id.toUpperCase(),
      pageIndex: 0,
      pageSize: 10,
    });
    expect(found.body.map((p) => p.id)).toEqual([someone.id]);
    const elsewhere = await list('admin', {
      agentId: EUROPE,
      includeSubAgents: true,
      filter: someone.id,
      pageIndex: 0,
      pageSize: 10,
    });
    expect(elsewhere.body).toEqual([]);
  });

  it('filters by creation time: from inclusive, to exclusive, a date alone to the end of its day', async () => {
    const id = await createPlayer(LIBERTY);
    const today = new Date().toISOString().slice(0, 10);
    const created = await list('admin', {
      agentId: LIBERTY,
      createdFrom: today,
      createdTo: today,
      pageIndex: 0,
      pageSize: 500,
    });
    expect(created.body.map((p) => p.id)).toContain(id);
    expect(created.body.every((p) => p.createdAt.slice(0, 10) === today)).toBe(true);
    const before = await list('admin', {
      agentId: LIBERTY,
      createdTo: '2000-01-01',
      pageIndex: 0,
      pageSize: 10,
    });
    expect(before.body).toEqual([]);
    const reversed = await list('admin', { agentId: LIBERTY, createdFrom: today, createdTo: '2000-01-01' });
    expect(reversed.status).toBe(400);
    expect(fields(reversed.body)).toEqual(['createdTo']);
  });

  it('bad input is a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ agentId: 'abc' }, 'agentId'],
      [{ agentId: LIBERTY, status: 'Gone' }, 'status'],
      [{ agentId: LIBERTY, sort: 'password' }, 'sort'],
      [{ agentId: LIBERTY, pageSize: 0 }, 'pageSize'],
      [{ agentId: LIBERTY, createdFrom: '2024-02-30' }, 'createdFrom'],
      [{ agentId: LIBERTY, includeSubAgents: 'yes' }, 'includeSubAgents'],
      [{}, 'agentId'],
    ] as const) {
      const r = await list('admin', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(fields(r.body), JSON.stringify(body)).toContain(field);
    }
  });

  it('403 outside the subtree and without the list permission, 404 for an unknown agent', async () => {
    expect((await list('support', { agentId: AMERICAS_AGENT_ID })).status).toBe(200);
    expect((await list('support', { agentId: EUROPE })).status).toBe(403);
    expect((await list('support', { agentId: ROOT_AGENT_ID })).status).toBe(403);
    expect((await list('agent', { agentId: AMERICAS_AGENT_ID })).status).toBe(403);
    expect((await list('viewer', { agentId: EUROPE })).status).toBe(200);
    expect((await list('admin', { agentId: UNKNOWN })).status).toBe(404);
  });
});

describe('PUT /api/player: create', () => {
  it("creates a player under the agent, in the agent's currency, the configured country by default; answers its id", async () => {
    const id = await createPlayer(ATLANTIC, { email: 'ada@players.example', phone: '+1 555 0100' });
    const r = await get('admin', id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id,
      agentId: ATLANTIC,
      agentName: 'Atlantic City Lounge',
      currency: 'USD',
      countryId: h.server.ctx.config.defaultCountryId,
      balance: 0,
      bonusBalance: 0,
      status: 'Active',
      online: false,
      email: 'ada@players.example',
    });
    const [entry] = await auditEntries('player.created', id);
    expect(entry).toMatchObject({ agent_id: ATLANTIC, before: null });
    expect(JSON.stringify(entry.after)).not.toContain('Secret123');
    const { rows } = await db().query<{ password_hash: string }>(
      'SELECT password_hash FROM players WHERE id = $1',
      [id],
    );
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
  });

  it('a login name taken anywhere in the operator is refused, whatever its case', async () => {
    const taken = await seededPlayer(EUROPE);
    const r = await cms('admin', 'PUT', '/api/player', {
      body: {
        agentId: LIBERTY,
        name: taken.name.toUpperCase(),
        password: 'Secret123',
        firstName: 'A',
        lastName: 'B',
      },
    });
    expect(r.status).toBe(400);
    expect(fields(r.body)).toEqual(['name']);
    expect((r.body as unknown as ErrorBody).message).toBe('This login name is already taken');
  });

  it('two creates of one name at once: one player, the other refused', async () => {
    const body = {
      agentId: LIBERTY,
      name: 'twin_login',
      password: 'Secret123',
      firstName: 'A',
      lastName: 'B',
    };
    const results = await Promise.all([
      cms('admin', 'PUT', '/api/player', { body }),
      cms('admin', 'PUT', '/api/player', { body: { ...body, agentId: ATLANTIC } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
  });

  it('bad input is a 400 with a reason per field', async () => {
    const r = await cms('admin', 'PUT', '/api/player', {
      body: {
        agentId: LIBERTY,
        name: 'a b',
        password: 'short',
        firstName: ' ',
        lastName: 'B',
        email: 'not-an-email',
        countryId: 'mt',
        status: 'Sleeping',
      },
    });
    expect(r.status).toBe(400);
    expect(fields(r.body).sort()).toEqual(
      ['countryId', 'email', 'firstName', 'name', 'password', 'status'].sort(),
    );
    const typed = await cms('admin', 'PUT', '/api/player', {
      body: { agentId: LIBERTY, name: 12345, password: 'Secret123', firstName: 'A', lastName: 'B' },
    });
    expect(fields(typed.body)).toEqual(['name']);
    const country = await cms('admin', 'PUT', '/api/player', {
      body: {
        agentId: LIBERTY,
        name: 'new_country_zz',
        password: 'Secret123',
        firstName: 'A',
        lastName: 'B',
        countryId: 'ZZ',
      },
    });
    expect(fields(country.body)).toEqual(['countryId']);
  });

  it('403 outside the subtree or without the create permission', async () => {
    const body = { name: 'boundary_test', password: 'Secret123', firstName: 'A', lastName: 'B' };
    expect(
      (await cms('support', 'PUT', '/api/player', { body: { ...body, agentId: VALLETTA } })).status,
    ).toBe(403);
    expect((await cms('viewer', 'PUT', '/api/player', { body: { ...body, agentId: LIBERTY } })).status).toBe(
      403,
    );
    expect((await cms('support', 'PUT', '/api/player', { body: { ...body, agentId: LIBERTY } })).status).toBe(
      201,
    );
  });
});

describe('GET /api/player/check/{agentId}/{name}/{id}: the login name in the agent operator', () => {
  const check = (who: Who, agentId: string, name: string, id = EMPTY_GUID) =>
    cms<{ name: string; available: boolean }>(
      who,
      'GET',
      `/api/player/check/${agentId}/${encodeURIComponent(name)}/${id}`,
    );

  it('a new player (all-zero GUID): free, or taken whatever its case', async () => {
    expect((await check('admin', LIBERTY, 'nobody_has_this')).body).toEqual({
      name: 'nobody_has_this',
      available: true,
    });
    const taken = await seededPlayer(EUROPE);
    expect((await check('support', LIBERTY, taken.name.toUpperCase())).body.available).toBe(false);
  });

  it("a player's own name is free for itself", async () => {
    const id = await createPlayer();
    const { body } = await get('admin', id);
    expect((await check('admin', LIBERTY, body.name, id)).body.available).toBe(true);
    expect((await check('admin', LIBERTY, body.name)).body.available).toBe(false);
  });

  it('400 for a name that breaks the rule, 403 outside the subtree or without create/edit, 404 unknown agent', async () => {
    expect((await check('admin', LIBERTY, 'a b')).status).toBe(400);
    expect((await check('admin', LIBERTY, 'ok_name', 'nope')).status).toBe(400);
    expect((await check('support', EUROPE, 'ok_name')).status).toBe(403);
    expect((await check('viewer', LIBERTY, 'ok_name')).status).toBe(403);
    expect((await check('admin', UNKNOWN, 'ok_name')).status).toBe(404);
  });
});

describe('GET /api/player/{id}', () => {
  it('404 for an unknown player and for a player outside the subtree; 403 without the permission', async () => {
    const europe = await seededPlayer(EUROPE);
    expect((await get('admin', europe.id)).status).toBe(200);
    expect((await get('support', europe.id)).status).toBe(404);
    expect((await get('admin', UNKNOWN)).status).toBe(404);
    expect((await get('agent', europe.id)).status).toBe(403);
    expect((await get('admin', 'not-a-guid')).status).toBe(400);
  });
});

describe('PATCH /api/player?id: json-patch replace operations', () => {
  it('renames the player and changes its details; answers its id; writes the audit entry', async () => {
    const id = await createPlayer();
    const r = await patch('admin', id, { name: 'renamed_player', firstName: 'Ada', email: 'ada@x.example' });
    expect(r.status, r.text).toBe(200);
    expect(JSON.parse(r.text)).toBe(id);
    expect((await get('admin', id)).body).toMatchObject({
      name: 'renamed_player',
      firstName: 'Ada',
      email: 'ada@x.example',
    });
    const [entry] = await auditEntries('player.updated', id);
    expect(entry.before).toMatchObject({ firstName: 'Test' });
    expect(entry.after).toMatchObject({ name: 'renamed_player', firstName: 'Ada' });
  });

  it('a name taken in the operator is refused; the same name in another case for itself is fine', async () => {
    const id = await createPlayer();
    const taken = await seededPlayer(EUROPE);
    const r = await patch('admin', id, { name: taken.name });
    expect(r.status).toBe(400);
    expect(fields(r.body)).toEqual(['name']);
    const { body } = await get('admin', id);
    expect((await patch('admin', id, { name: body.name.toUpperCase() })).status).toBe(200);
  });

  it('blocking, closing or a new password logs the player out; a closed account cannot be reopened', async () => {
    const online = await seededPlayer(AMERICAS_AGENT_ID, "p.logged_in AND p.status = 'Active'");
    expect((await patch('admin', online.id, { status: 'Blocked' })).status).toBe(200);
    expect((await get('admin', online.id)).body).toMatchObject({ status: 'Blocked', online: false });
    const { rows } = await db().query<{ open: number }>(
      'SELECT count(*)::int AS open FROM player_sessions WHERE player_id = $1 AND ended_at IS NULL',
      [online.id],
    );
    expect(rows[0].open).toBe(0);
    expect((await patch('admin', online.id, { status: 'Closed' })).status).toBe(200);
    const reopen = await patch('admin', online.id, { status: 'Active' });
    expect(reopen.status).toBe(400);
    expect(fields(reopen.body)).toEqual(['status']);

    const another = await seededPlayer(AMERICAS_AGENT_ID, "p.logged_in AND p.status = 'Active'");
    expect((await patch('admin', another.id, { password: 'NewSecret1' })).status).toBe(200);
    expect((await get('admin', another.id)).body.online).toBe(false);
    const [entry] = await auditEntries('player.updated', another.id);
    expect(entry.after).toMatchObject({ passwordChanged: true });
    expect(JSON.stringify(entry)).not.toContain('NewSecret1');
  });

  it('moves the player to another agent of its currency in the subtree, never to another currency', async () => {
    const id = await createPlayer(LIBERTY);
    expect((await patch('admin', id, { agentId: ATLANTIC })).status).toBe(200);
    expect((await get('admin', id)).body.agentId).toBe(ATLANTIC);
    const other = await patch('admin', id, { agentId: VALLETTA });
    expect(other.status).toBe(400);
    expect(fields(other.body)).toEqual(['agentId']);
    expect((await patch('support', id, { agentId: VALLETTA })).status).toBe(403);
  });

  it('bad input is a 400 naming the field; a patch of another field or op is refused', async () => {
    const id = await createPlayer();
    for (const [ops, field] of [
      [{ name: 'x' }, 'name'],
      [{ email: 'nope' }, 'email'],
      [{ password: 'weak' }, 'password'],
      [{ status: 'Gone' }, 'status'],
      [{ countryId: 'ZZ' }, 'countryId'],
      [{ firstName: 5 }, 'firstName'],
      [{ firstName: '   ' }, 'firstName'],
    ] as const) {
      const r = await patch('admin', id, ops);
      expect(r.status, JSON.stringify(ops)).toBe(400);
      expect(fields(r.body), JSON.stringify(ops)).toEqual([field]);
    }
    const balance = await cms('admin', 'PATCH', '/api/player', {
      query: { id },
      body: [{ op: 'replace', path: '/balance', value: 1000 }],
    });
    expect(balance.status).toBe(400);
    const remove = await cms('admin', 'PATCH', '/api/player', {
      query: { id },
      body: [{ op: 'remove', path: '/email', value: '' }],
    });
    expect(remove.status).toBe(400);
    expect(
      (await cms('admin', 'PATCH', '/api/player', { body: [{ op: 'replace', path: '/name', value: 'abc' }] }))
        .status,
    ).toBe(400);
  });

  it('404 outside the subtree, 403 without the edit permission', async () => {
    const europe = await seededPlayer(EUROPE);
    expect((await patch('support', europe.id, { firstName: 'X' })).status).toBe(404);
    expect((await patch('viewer', europe.id, { firstName: 'X' })).status).toBe(403);
  });
});

describe('DELETE /api/player/{id}', () => {
  it('deletes a player that never moved money; a player with game rounds is refused (close it instead)', async () => {
    const id = await createPlayer();
    const r = await cms('admin', 'DELETE', `/api/player/${id}`);
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toBe(id);
    expect((await get('admin', id)).status).toBe(404);
    expect(await auditEntries('player.deleted', id)).toHaveLength(1);

    const { rows } = await db().query<{ player_id: string }>('SELECT player_id FROM game_rounds LIMIT 1');
    const refused = await cms('admin', 'DELETE', `/api/player/${rows[0].player_id}`);
    expect(refused.status).toBe(409);
    expect((refused.body as ErrorBody).message).toMatch(/close the account/);
  });

  it('403 without the delete permission, 404 unknown', async () => {
    const id = await createPlayer();
    expect((await cms('support', 'DELETE', `/api/player/${id}`)).status).toBe(403);
    expect((await cms('admin', 'DELETE', `/api/player/${UNKNOWN}`)).status).toBe(404);
  });
});

describe('POST /api/player/logout/{id}', () => {
  it('ends the session of an online player, with an audit entry; logging out an offline player changes nothing', async () => {
    const online = await seededPlayer(LIBERTY, "p.logged_in AND p.status = 'Active'");
    const r = await cms('support', 'POST', `/api/player/logout/${online.id}`);
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toBe(online.id);
    expect((await get('admin', online.id)).body.online).toBe(false);
    const { rows } = await db().query<{ open: number }>(
      'SELECT count(*)::int AS open FROM player_sessions WHERE player_id = $1 AND ended_at IS NULL',
      [online.id],
    );
    expect(rows[0].open).toBe(0);
    expect(await auditEntries('player.logged-out', online.id)).toHaveLength(1);
    expect((await cms('support', 'POST', `/api/player/logout/${online.id}`)).status).toBe(200);
    expect(await auditEntries('player.logged-out', online.id)).toHaveLength(1);
  });

  it('404 outside the subtree, 403 without the log-out permission', async () => {
    const europe = await seededPlayer(EUROPE);
    expect((await cms('support', 'POST', `/api/player/logout/${europe.id}`)).status).toBe(404);
    expect((await cms('viewer', 'POST', `/api/player/logout/${europe.id}`)).status).toBe(403);
  });
});

describe('bonuses: redeem, view, deny', () => {
  const redeem = (who: Who, playerId: string, bonusCode: string) =>
    cms<PlayerBonus>(who, 'POST', '/api/player/bonus', { query: { playerId, bonusCode } });
  const active = (who: Who, playerId: string) =>
    cms<PlayerBonus | null>(who, 'GET', '/api/player/bonus', { query: { playerId } });
  const deny = (who: Who, playerId: string, bonusCode: string) =>
    cms<PlayerBonus>(who, 'DELETE', '/api/player/bonus', { query: { playerId, bonusCode } });

  it('redeeming a code credits the bonus balance, logs the movement and writes the audit entry', async () => {
    const id = await createPlayer(LIBERTY);
    const r = await redeem('support', id, 'welcome100');
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      bonus_code: 'WELCOME100',
      bonus_amount: 100,
      spins_needed: 20,
      spins_remaining: 20,
      game: 'Golden Lotus',
      game_id: 101,
      currency: 'USD',
      status: 'Active',
    });
    expect((await get('admin', id)).body.bonusBalance).toBe(100);
    expect((await active('viewer', id)).body).toMatchObject({ bonus_code: 'WELCOME100' });
    const { rows } = await db().query<{ kind: string; amount: string; balance_after: string }>(
      'SELECT kind, amount, balance_after FROM player_balance_log WHERE player_id = $1',
      [id],
    );
    expect(rows).toEqual([{ kind: 'bonus-redeemed', amount: '100.00', balance_after: '100.00' }]);
    const [entry] = await auditEntries('player.bonus-redeemed', id);
    expect(entry).toMatchObject({
      agent_id: LIBERTY,
      before: { bonusBalance: 0 },
      after: { bonusBalance: 100 },
    });
  });

  it('a code is redeemed once per player: twice is refused; another code while one is active is a conflict', async () => {
    const id = await createPlayer(LIBERTY);
    expect((await redeem('admin', id, 'WELCOME100')).status).toBe(200);
    const conflict = await redeem('admin', id, 'RELOAD50');
    expect(conflict.status).toBe(409);
    expect((conflict.body as unknown as ErrorBody).message).toContain('WELCOME100');
    expect((await deny('admin', id, 'WELCOME100')).status).toBe(200);
    const twice = await redeem('admin', id, 'WELCOME100');
    expect(twice.status).toBe(400);
    expect((twice.body as unknown as ErrorBody).message).toMatch(/already redeemed/);
    expect((await redeem('admin', id, 'RELOAD50')).status).toBe(200);
    expect((await get('admin', id)).body.bonusBalance).toBe(50);
  });

  it('two redemptions at once: one bonus, the other refused, the balance credited once', async () => {
    const id = await createPlayer(LIBERTY);
    const results = await Promise.all([redeem('admin', id, 'WELCOME100'), redeem('admin', id, 'RELOAD50')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const granted = results.find((r) => r.status === 200)!.body;
    expect((await get('admin', id)).body.bonusBalance).toBe(granted.bonus_amount);
  });

  it('denying the active bonus forfeits what is left of it; the player then has no active bonus', async () => {
    const id = await createPlayer(LIBERTY);
    await redeem('admin', id, 'RELOAD50');
    const r = await deny('admin', id, 'reload50');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ bonus_code: 'RELOAD50', status: 'Denied' });
    expect((await get('admin', id)).body.bonusBalance).toBe(0);
    expect((await active('admin', id)).body).toBeNull();
    const [entry] = await auditEntries('player.bonus-denied', id);
    expect(entry).toMatchObject({ before: { bonusBalance: 50 }, after: { bonusBalance: 0 } });
    expect((await deny('admin', id, 'RELOAD50')).status).toBe(400);
  });

  it("an empty code is 'invalid bonus'; unknown, expired, not yet valid, another region's or currency's codes are refused with the reason", async () => {
    const id = await createPlayer(LIBERTY);
    for (const [code, reason] of [
      ['', /invalid bonus/],
      ['   ', /invalid bonus/],
      ['NOSUCHCODE', /Unknown bonus code/],
      ['EXPIRED10', /expired/],
      ['NEXTSEASON', /not valid yet/],
      ['SPRING25', /Unknown bonus code/],
    ] as const) {
      const r = await redeem('admin', id, code);
      expect(r.status, code).toBe(400);
      expect((r.body as unknown as ErrorBody).message, code).toMatch(reason);
      expect(fields(r.body), code).toEqual(['bonusCode']);
    }
    expect((await get('admin', id)).body.bonusBalance).toBe(0);
    const valletta = await createPlayer(VALLETTA);
    expect((await redeem('admin', valletta, 'MALTA10')).status).toBe(200);
    const blocked = await createPlayer(LIBERTY, { status: 'Blocked' });
    expect(fields((await redeem('admin', blocked, 'WELCOME100')).body)).toEqual(['playerId']);
  });

  it('the permissions: redeem, deny and view information each need their own claim; a player outside the subtree is unknown', async () => {
    const id = await createPlayer(LIBERTY);
    expect((await redeem('viewer', id, 'WELCOME100')).status).toBe(403);
    expect((await redeem('support', id, 'WELCOME100')).status).toBe(200);
    expect((await deny('support', id, 'WELCOME100')).status).toBe(403);
    expect((await active('agent', id)).status).toBe(403);
    const europe = await seededPlayer(EUROPE, "p.status = 'Active'");
    expect((await redeem('support', europe.id, 'SPRING25')).status).toBe(404);
    expect((await active('support', europe.id)).status).toBe(404);
    expect((await active('admin', UNKNOWN)).status).toBe(404);
    expect((await active('admin', 'nope')).status).toBe(400);
    expect((await redeem('admin', id, 'A'.repeat(41))).status).toBe(400);
  });
});

describe('--scale adds players', () => {
  it('one player per generated agent, unique logins', async () => {
    const added = await db().transaction(async (tx) => {
      await beginSeedMoney(tx);
      await seedScale(tx, 25, ROOT_AGENT_ID);
      const made = await seedScalePlayers(tx);
      await recordSeedMoney(tx);
      return made;
    });
    expect(added).toBe(25);
    const network = await db().query<{ id: string }>(
      "SELECT id FROM agents WHERE name = 'Load Test Network'",
    );
    const r = await list('admin', {
      agentId: network.rows[0].id,
      includeSubAgents: true,
      pageIndex: 0,
      pageSize: 10,
    });
    expect(r.headers.get(TOTAL_COUNT_HEADER)).toBe('25');
    expect(r.body[0].name).toMatch(/^load_player_\d{7}$/);
  });
});
