/**
 * Casinos and casino assignment on the casino management service: every endpoint with its success,
 * 401 without a token, 403 without the permission or across the agent boundary (the demo login `agent`
 * sits on Aurora Americas, under the root; Aurora Europe is its sibling), 400 with a reason for bad
 * input, 404 for an unknown casino; the assignment rules (only casinos the parent holds, a removal
 * cascades down the subtree), soft and permanent delete, and one audit entry per change.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../src/core/permissions';
import { hashPassword } from '../../src/server/passwords';
import { casinoId } from '../../src/server/seed/casinos';
import { AMERICAS_AGENT_ID, demoAgentId, ROOT_AGENT_ID } from '../../src/server/seed/demo';
import type {
  AssignmentChange,
  Casino,
  CasinoAssignment,
  CasinoDetail,
} from '../../src/core/areas/casinos/contract';
import type { ErrorBody } from '../../src/core/contract/schema';
import { startHarness, type CallOptions, type Harness, type Login } from './harness';

const EUROPE = demoAgentId('Aurora Europe');
const LIBERTY = demoAgentId('Liberty Gaming Partners'); // child of Americas
const ATLANTIC = demoAgentId('Atlantic City Lounge'); // child of Liberty
const GULF = demoAgentId('Gulf Coast Entertainment'); // child of Americas, holds Aurora Palace only
const PALACE = casinoId('Aurora Palace');
const LIBERTY_STRIP = casinoId('Liberty Strip Casino');
const DRAGON_GATE = casinoId('Dragon Gate Casino');
const OLD_HARBOUR = casinoId('Old Harbour Casino'); // deleted softly in the seed
const UNKNOWN = '00000000-0000-4000-8000-00000000c0de';

let h: Harness;
/** A user holding the casino claims but not delete-permanently. */
let deleterToken: string;

beforeAll(async () => {
  h = await startHarness();
  const claims = {
    AgentClaims: [],
    RtgClaims: [P.ViewCasinos, P.CreateCasino, P.UpdateCasino, P.DeleteCasino],
    RtgGroupClaims: [],
  };
  await h.server.ctx.db.query(
    'INSERT INTO users (id, agent_id, username, password_hash, claims) VALUES ($1, $2, $3, $4, $5)',
    [
      randomUUID(),
      ROOT_AGENT_ID,
      'casino-deleter',
      await hashPassword('Deleter123!'),
      JSON.stringify(claims),
    ],
  );
  deleterToken = (await h.login('casino-deleter', 'Deleter123!')).body.access_token;
});
afterAll(async () => {
  await h?.close();
});

const cm = <T>(who: Login | null, method: string, path: string, opts?: Omit<CallOptions, 'token'>) =>
  h.as<T>(who, 'casinoManagement', method, path, opts);

const fields = (body: unknown) => ((body as ErrorBody).errors ?? []).map((e) => e.field);

function newCasino(change: Record<string, unknown> = {}) {
  return {
    name: `Test Casino ${randomUUID().slice(0, 8)}`,
    currencies: ['EUR', 'USD'],
    languages: ['en', 'zh-cn'],
    defaultLanguage: 'en',
    lobbyUrl: 'https://lobby.test.example/play',
    gameHistoryUrl: 'https://history.test.example/',
    games: [101, 201],
    ...change,
  };
}

async function create(change: Record<string, unknown> = {}): Promise<string> {
  const r = await cm('admin', 'PUT', '/api/casino', { body: newCasino(change) });
  expect(r.status, r.text).toBe(201);
  return JSON.parse(r.text) as string;
}

async function assign(who: Login, agentId: string, casinoIds: string[], dryRun = false) {
  return cm<AssignmentChange>(who, 'POST', `/api/casinoagent/${agentId}`, {
    body: casinoIds,
    query: dryRun ? { dryRun: true } : undefined,
  });
}

async function held(agentId: string): Promise<string[]> {
  const r = await cm<Casino[]>('admin', 'GET', `/api/casino/assigned/${agentId}`);
  expect(r.status).toBe(200);
  return r.body.map((c) => c.id);
}

async function auditEntries(kind: string, objectId: string) {
  const { rows } = await h.server.ctx.db.query<{
    kind: string;
    agent_id: string;
    user_name: string;
    before: unknown;
    after: Record<string, unknown> | null;
  }>(
    'SELECT kind, agent_id, user_name, before, after FROM audit_log WHERE kind = $1 AND object_id = $2 ORDER BY id',
    [kind, objectId],
  );
  return rows;
}

describe('every casino endpoint needs a valid token (401)', () => {
  const endpoints: [string, string][] = [
    ['GET', '/api/casino'],
    ['GET', `/api/casino/${PALACE}`],
    ['GET', `/api/casino/assigned/${AMERICAS_AGENT_ID}`],
    ['PUT', '/api/casino'],
    ['PATCH', `/api/casino?id=${PALACE}`],
    ['DELETE', `/api/casino/${PALACE}`],
    ['GET', `/api/casinoagent/${AMERICAS_AGENT_ID}`],
    ['POST', `/api/casinoagent/${AMERICAS_AGENT_ID}`],
  ];
  it.each(endpoints)('%s %s without a token is 401', async (method, path) => {
    const r = await cm(null, method, path, {
      body: method === 'GET' || method === 'DELETE' ? undefined : [],
    });
    expect(r.status).toBe(401);
  });
});

describe('GET /api/casino: the live casinos, paged, sorted, filtered; the view-casinos permission', () => {
  it('lists the live seeded casinos by name with the total in X-Total-Count', async () => {
    const r = await cm<Casino[]>('admin', 'GET', '/api/casino', { query: { pageIndex: 0, pageSize: 3 } });
    expect(r.status).toBe(200);
    expect(r.body.map((c) => c.name)).toEqual(['Aurora Palace', 'Dragon Gate Casino', 'Han River Casino']);
    expect(Number(r.headers.get('x-total-count'))).toBeGreaterThanOrEqual(5);
    const palace = r.body[0];
    expect(palace).toMatchObject({
      id: PALACE,
      status: 'Active',
      languages: ['en', 'zh-cn'],
      defaultLanguage: 'en',
      lobbyUrl: 'https://aurora-palace.example/lobby',
      deletedAt: null,
    });
    expect(palace.agentCount).toBeGreaterThan(10);
    expect(palace.games).toEqual([...palace.games].sort((a, b) => a - b));
  });
  it('filters by name or currency, case-insensitively, and by status', async () => {
    const byCurrency = await cm<Casino[]>('admin', 'GET', '/api/casino', { query: { filter: 'cad' } });
    expect(byCurrency.body.map((c) => c.name)).toEqual(['Liberty Strip Casino']);
    const byName = await cm<Casino[]>('admin', 'GET', '/api/casino', { query: { filter: 'DRAGON' } });
    expect(byName.body.map((c) => c.name)).toEqual(['Dragon Gate Casino']);
    const maintenance = await cm<Casino[]>('admin', 'GET', '/api/casino', {
      query: { status: 'Maintenance' },
    });
    expect(maintenance.body.map((c) => c.name)).toEqual(['Nordic Lights Casino']);
  });
  it('sorts by the number of agents, descending', async () => {
    const r = await cm<Casino[]>('admin', 'GET', '/api/casino', {
      query: { sort: '-agentCount', pageIndex: 0, pageSize: 25 },
    });
    const counts = r.body.map((c) => c.agentCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(r.body[0].id).toBe(PALACE);
  });
  it('deleted=true lists the soft-deleted casinos only', async () => {
    const live = await cm<Casino[]>('admin', 'GET', '/api/casino');
    expect(live.body.map((c) => c.id)).not.toContain(OLD_HARBOUR);
    const deleted = await cm<Casino[]>('admin', 'GET', '/api/casino', { query: { deleted: true } });
    expect(deleted.body.map((c) => c.id)).toContain(OLD_HARBOUR);
    for (const c of deleted.body) expect(c.deletedAt).not.toBeNull();
  });
  it('the viewer may list; the agent login (no casino claims) is 403', async () => {
    expect((await cm('viewer', 'GET', '/api/casino')).status).toBe(200);
    expect((await cm('agent', 'GET', '/api/casino')).status).toBe(403);
  });
  it('an unknown sort field or status is 400 with a reason', async () => {
    const sort = await cm<ErrorBody>('admin', 'GET', '/api/casino', { query: { sort: 'lobbyUrl' } });
    expect(sort.status).toBe(400);
    expect(fields(sort.body)).toEqual(['sort']);
    const status = await cm<ErrorBody>('admin', 'GET', '/api/casino', { query: { status: 'Open' } });
    expect(status.status).toBe(400);
    expect(fields(status.body)).toEqual(['status']);
  });
});

describe('GET /api/casino/{id}: one casino with the players and rounds that keep it from a permanent delete', () => {
  it('answers a seeded casino with its players and game rounds counted', async () => {
    const r = await cm<CasinoDetail>('admin', 'GET', `/api/casino/${PALACE}`);
    expect(r.status).toBe(200);
    expect(r.body.name).toBe('Aurora Palace');
    expect(r.body.playerCount).toBeGreaterThan(0);
    expect(r.body.roundCount).toBeGreaterThan(0);
  });
  it('answers a deleted casino too, with its deletion time', async () => {
    const r = await cm<CasinoDetail>('admin', 'GET', `/api/casino/${OLD_HARBOUR}`);
    expect(r.status).toBe(200);
    expect(r.body.deletedAt).not.toBeNull();
  });
  it('an unknown casino is 404, a malformed id 400, the agent login 403', async () => {
    expect((await cm('admin', 'GET', `/api/casino/${UNKNOWN}`)).status).toBe(404);
    expect((await cm('admin', 'GET', '/api/casino/not-a-guid')).status).toBe(400);
    expect((await cm('agent', 'GET', `/api/casino/${PALACE}`)).status).toBe(403);
  });
});

describe('PUT /api/casino: create (create-casino permission), answered with the new id as text', () => {
  it('creates the casino as sent, Active by default, and records casino.created', async () => {
    const body = newCasino({ name: '  Harbour Lights  ', games: [201, 101] });
    const r = await cm('admin', 'PUT', '/api/casino', { body });
    expect(r.status).toBe(201);
    expect(r.headers.get('content-type')).toContain('text/plain');
    const id = JSON.parse(r.text) as string;
    const got = await cm<CasinoDetail>('admin', 'GET', `/api/casino/${id}`);
    expect(got.body).toMatchObject({
      name: 'Harbour Lights',
      status: 'Active',
      currencies: ['EUR', 'USD'],
      languages: ['en', 'zh-cn'],
      defaultLanguage: 'en',
      games: [101, 201],
      agentCount: 0,
      playerCount: 0,
      roundCount: 0,
    });
    const [entry] = await auditEntries('casino.created', id);
    expect(entry).toMatchObject({ user_name: 'admin', agent_id: ROOT_AGENT_ID, before: null });
    expect(entry.after).toMatchObject({ id, name: 'Harbour Lights' });
  });
  it('the viewer (no create permission) is 403 and nothing is stored', async () => {
    const body = newCasino();
    expect((await cm('viewer', 'PUT', '/api/casino', { body })).status).toBe(403);
    const list = await cm<Casino[]>('admin', 'GET', '/api/casino', { query: { filter: body.name } });
    expect(list.body).toEqual([]);
  });
  it.each([
    ['javascript:alert(1)'],
    ['ftp://files.example.com/'],
    ['https://'],
    ['https://user:secret@lobby.example.com/'],
    [' https://lobby.example.com'],
    ['https://lobby.example.com/a b'],
    ['lobby.example.com'],
  ])('a lobby address %j that is not an http(s) address is 400 naming lobbyUrl', async (lobbyUrl) => {
    const r = await cm<ErrorBody>('admin', 'PUT', '/api/casino', { body: newCasino({ lobbyUrl }) });
    expect(r.status).toBe(400);
    expect(fields(r.body)).toEqual(['lobbyUrl']);
    expect(r.body.errors![0].message).toMatch(/http\(s\) address/);
  });
  it('no currency and no language are 400, each with its reason', async () => {
    const r = await cm<ErrorBody>('admin', 'PUT', '/api/casino', {
      body: newCasino({ currencies: [], languages: [] }),
    });
    expect(r.status).toBe(400);
    expect(fields(r.body).sort()).toEqual(['currencies', 'languages']);
  });
  it('a default language that is not one of the chosen ones is 400 naming defaultLanguage', async () => {
    const r = await cm<ErrorBody>('admin', 'PUT', '/api/casino', {
      body: newCasino({ languages: ['en'], defaultLanguage: 'zh-cn' }),
    });
    expect(r.status).toBe(400);
    expect(fields(r.body)).toEqual(['defaultLanguage']);
  });
  it('an unknown currency or language, or a game of no configured game type, is 400 naming it', async () => {
    const r = await cm<ErrorBody>('admin', 'PUT', '/api/casino', {
      body: newCasino({ currencies: ['EUR', 'XXX'], languages: ['en', 'fr'], games: [101, 999] }),
    });
    expect(r.status).toBe(400);
    expect(fields(r.body).sort()).toEqual(['currencies[1]', 'games[1]', 'languages[1]']);
    expect(r.body.message).toContain('XXX is not a known currency');
  });
  it('a name that is blank, invisible or taken (ignoring case) is 400 naming name', async () => {
    for (const name of ['   ', '\u200b', 'aurora PALACE']) {
      const r = await cm<ErrorBody>('admin', 'PUT', '/api/casino', { body: newCasino({ name }) });
      expect(r.status, name).toBe(400);
      expect(fields(r.body), name).toEqual(['name']);
    }
  });
  it('a duplicate currency and a wrong type are refused, never coerced', async () => {
    const twice = await cm<ErrorBody>('admin', 'PUT', '/api/casino', {
      body: newCasino({ currencies: ['EUR', 'EUR'] }),
    });
    expect(twice.status).toBe(400);
    const typed = await cm<ErrorBody>('admin', 'PUT', '/api/casino', { body: newCasino({ games: ['101'] }) });
    expect(typed.status).toBe(400);
    expect(fields(typed.body)).toEqual(['games.0']);
  });
});

describe('PATCH /api/casino?id: json-patch replace of its fields (update-casino permission)', () => {
  it('replaces the fields sent, answers the id as text and records casino.updated with before and after', async () => {
    const id = await create();
    const r = await cm('admin', 'PATCH', '/api/casino', {
      query: { id },
      contentType: 'application/json-patch+json',
      body: [
        { op: 'replace', path: '/status', value: 'Maintenance' },
        { op: 'replace', path: '/games', value: [301, 101] },
        { op: 'replace', path: '/languages', value: ['zh-cn'] },
        { op: 'replace', path: '/defaultLanguage', value: 'zh-cn' },
      ],
    });
    expect(r.status, r.text).toBe(200);
    expect(JSON.parse(r.text)).toBe(id);
    const got = await cm<CasinoDetail>('admin', 'GET', `/api/casino/${id}`);
    expect(got.body).toMatchObject({ status: 'Maintenance', games: [101, 301], languages: ['zh-cn'] });
    const [entry] = await auditEntries('casino.updated', id);
    expect(entry.before).toMatchObject({ status: 'Active' });
    expect(entry.after).toMatchObject({ status: 'Maintenance' });
  });
  it('a patched casino must pass what a new one must: bad values are 400 and nothing changes', async () => {
    const id = await create();
    const r = await cm<ErrorBody>('admin', 'PATCH', '/api/casino', {
      query: { id },
      body: [
        { op: 'replace', path: '/lobbyUrl', value: 'ftp://x.example' },
        { op: 'replace', path: '/currencies', value: [] },
        { op: 'replace', path: '/defaultLanguage', value: 'fr' },
      ],
    });
    expect(r.status).toBe(400);
    expect(fields(r.body)).toEqual(expect.arrayContaining(['lobbyUrl', 'currencies']));
    const got = await cm<CasinoDetail>('admin', 'GET', `/api/casino/${id}`);
    expect(got.body.lobbyUrl).toBe('https://lobby.test.example/play');
    expect(got.body.currencies).toEqual(['EUR', 'USD']);
  });
  it('a path outside the casino fields, no id, or /deleted true are 400', async () => {
    const id = await create();
    const path = await cm('admin', 'PATCH', '/api/casino', {
      query: { id },
      body: [{ op: 'replace', path: '/id', value: UNKNOWN }],
    });
    expect(path.status).toBe(400);
    const noId = await cm('admin', 'PATCH', '/api/casino', {
      body: [{ op: 'replace', path: '/status', value: 'Active' }],
    });
    expect(noId.status).toBe(400);
    const deleted = await cm<ErrorBody>('admin', 'PATCH', '/api/casino', {
      query: { id },
      body: [{ op: 'replace', path: '/deleted', value: true }],
    });
    expect(deleted.status).toBe(400);
    expect(fields(deleted.body)).toEqual(['deleted']);
  });
  it('an unknown casino is 404; the viewer is 403', async () => {
    const body = [{ op: 'replace', path: '/status', value: 'Inactive' }];
    expect((await cm('admin', 'PATCH', '/api/casino', { query: { id: UNKNOWN }, body })).status).toBe(404);
    expect((await cm('viewer', 'PATCH', '/api/casino', { query: { id: PALACE }, body })).status).toBe(403);
  });
  it('taking the name of another live casino is 400 naming name', async () => {
    const id = await create();
    const r = await cm<ErrorBody>('admin', 'PATCH', '/api/casino', {
      query: { id },
      body: [{ op: 'replace', path: '/name', value: 'Dragon Gate CASINO' }],
    });
    expect(r.status).toBe(400);
    expect(fields(r.body)).toEqual(['name']);
  });
});

describe('DELETE /api/casino/{id}: soft unless permanently, and never permanently with players or rounds', () => {
  it('a soft delete hides the casino from the lists and assignments, keeps it, and a restore brings it back', async () => {
    const id = await create();
    expect((await assign('admin', AMERICAS_AGENT_ID, [PALACE, LIBERTY_STRIP, id])).status).toBe(200);
    const r = await cm('admin', 'DELETE', `/api/casino/${id}`);
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toBe(id);
    const live = await cm<Casino[]>('admin', 'GET', '/api/casino');
    expect(live.body.map((c) => c.id)).not.toContain(id);
    expect(await held(AMERICAS_AGENT_ID)).not.toContain(id);
    const kept = await cm<CasinoDetail>('admin', 'GET', `/api/casino/${id}`);
    expect(kept.body.deletedAt).not.toBeNull();
    expect(await auditEntries('casino.deleted', id)).toHaveLength(1);
    expect((await cm('admin', 'DELETE', `/api/casino/${id}`)).status).toBe(409);

    const restored = await cm('admin', 'PATCH', '/api/casino', {
      query: { id },
      body: [{ op: 'replace', path: '/deleted', value: false }],
    });
    expect(restored.status).toBe(200);
    expect(await held(AMERICAS_AGENT_ID)).toContain(id);
    expect(await auditEntries('casino.restored', id)).toHaveLength(1);
    await assign('admin', AMERICAS_AGENT_ID, [PALACE, LIBERTY_STRIP]);
  });
  it('a deleted casino cannot be changed before it is restored (409)', async () => {
    const r = await cm('admin', 'PATCH', '/api/casino', {
      query: { id: OLD_HARBOUR },
      body: [{ op: 'replace', path: '/status', value: 'Active' }],
    });
    expect(r.status).toBe(409);
  });
  it('a user with delete-permanently removes a casino without players or rounds for good', async () => {
    const id = await create();
    const r = await cm('admin', 'DELETE', `/api/casino/${id}`, { query: { permanently: true } });
    expect(r.status).toBe(200);
    expect((await cm('admin', 'GET', `/api/casino/${id}`)).status).toBe(404);
    const [entry] = await auditEntries('casino.deleted-permanently', id);
    expect(entry.before).toMatchObject({ id });
    expect(entry.after).toBeNull();
  });
  it('a casino with players or rounds cannot be deleted permanently (409), and stays', async () => {
    const r = await cm<ErrorBody>('admin', 'DELETE', `/api/casino/${PALACE}`, {
      query: { permanently: true },
    });
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/player\(s\) and \d+ game round\(s\)/);
    const still = await cm<CasinoDetail>('admin', 'GET', `/api/casino/${PALACE}`);
    expect(still.body.deletedAt).toBeNull();
  });
  it('a casino assigned to an agent with players has players: no permanent delete either', async () => {
    const id = await create();
    await assign('admin', AMERICAS_AGENT_ID, [PALACE, LIBERTY_STRIP, id]);
    await assign('admin', LIBERTY, [PALACE, LIBERTY_STRIP, id]);
    await assign('admin', ATLANTIC, [PALACE, LIBERTY_STRIP, id]); // Atlantic City Lounge has players
    const detail = await cm<CasinoDetail>('admin', 'GET', `/api/casino/${id}`);
    expect(detail.body.playerCount).toBeGreaterThan(0);
    expect((await cm('admin', 'DELETE', `/api/casino/${id}`, { query: { permanently: true } })).status).toBe(
      409,
    );
    await assign('admin', AMERICAS_AGENT_ID, [PALACE, LIBERTY_STRIP]);
  });
  it('without delete-permanently a permanent delete is 403; without delete-casino any delete is 403', async () => {
    const id = await create();
    const token = deleterToken;
    const permanent = await h.call('casinoManagement', 'DELETE', `/api/casino/${id}`, {
      token,
      query: { permanently: true },
    });
    expect(permanent.status).toBe(403);
    expect((await cm('viewer', 'DELETE', `/api/casino/${id}`)).status).toBe(403);
    const soft = await h.call('casinoManagement', 'DELETE', `/api/casino/${id}`, { token });
    expect(soft.status).toBe(200);
  });
  it('an unknown casino is 404', async () => {
    expect((await cm('admin', 'DELETE', `/api/casino/${UNKNOWN}`)).status).toBe(404);
  });
});

describe("GET /api/casinoagent/{agentId}: the agent's casinos and what it may be given", () => {
  it("for a child agent the user may edit: the parent's casinos, the agent's ticked, with the sub-agents holding each", async () => {
    const r = await cm<CasinoAssignment>('agent', 'GET', `/api/casinoagent/${LIBERTY}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      agentId: LIBERTY,
      parentId: AMERICAS_AGENT_ID,
      topLevel: false,
      editable: true,
    });
    expect(r.body.choices.map((c) => [c.name, c.assigned])).toEqual([
      ['Aurora Palace', true],
      ['Liberty Strip Casino', true],
    ]);
    // Atlantic City Lounge, its cafe and Boardwalk Spins hold Aurora Palace below Liberty Gaming Partners
    expect(r.body.choices.find((c) => c.id === PALACE)!.subAgents).toBe(3);
  });
  it("the user's own agent is not editable and shows only what it holds", async () => {
    const r = await cm<CasinoAssignment>('agent', 'GET', `/api/casinoagent/${AMERICAS_AGENT_ID}`);
    expect(r.body.editable).toBe(false);
    expect(r.body.choices.every((c) => c.assigned)).toBe(true);
  });
  it('a top-level agent holds every live casino and is not editable', async () => {
    const r = await cm<CasinoAssignment>('admin', 'GET', `/api/casinoagent/${ROOT_AGENT_ID}`);
    expect(r.body).toMatchObject({ topLevel: true, editable: false, parentId: null });
    const live = await cm<Casino[]>('admin', 'GET', '/api/casino');
    expect(r.body.choices.map((c) => c.id).sort()).toEqual(live.body.map((c) => c.id).sort());
  });
  it('the viewer sees an agent without being able to edit it', async () => {
    const r = await cm<CasinoAssignment>('viewer', 'GET', `/api/casinoagent/${AMERICAS_AGENT_ID}`);
    expect(r.status).toBe(200);
    expect(r.body.editable).toBe(false);
  });
  it('an agent outside the subtree is 403, an unknown agent 404', async () => {
    expect((await cm('agent', 'GET', `/api/casinoagent/${EUROPE}`)).status).toBe(403);
    expect((await cm('agent', 'GET', `/api/casinoagent/${ROOT_AGENT_ID}`)).status).toBe(403);
    expect((await cm('admin', 'GET', `/api/casinoagent/${UNKNOWN}`)).status).toBe(404);
  });
});

describe('GET /api/casino/assigned/{agentId}: the casinos an agent holds', () => {
  it('lists the live casinos the agent holds; a top-level agent holds all of them', async () => {
    expect((await held(GULF)).sort()).toEqual([PALACE]);
    const all = await cm<Casino[]>('admin', 'GET', '/api/casino');
    expect((await held(ROOT_AGENT_ID)).sort()).toEqual(all.body.map((c) => c.id).sort());
  });
  it('pages like the casino list', async () => {
    const r = await cm<Casino[]>('admin', 'GET', `/api/casino/assigned/${ROOT_AGENT_ID}`, {
      query: { pageIndex: 0, pageSize: 2 },
    });
    expect(r.body).toHaveLength(2);
    expect(Number(r.headers.get('x-total-count'))).toBeGreaterThan(2);
  });
  it('an agent outside the subtree is 403; without the view-assignment claim 403', async () => {
    expect((await cm('agent', 'GET', `/api/casino/assigned/${EUROPE}`)).status).toBe(403);
    const r = await h.call('casinoManagement', 'GET', `/api/casino/assigned/${ROOT_AGENT_ID}`, {
      token: deleterToken,
    });
    expect(r.status).toBe(403);
  });
});

describe('POST /api/casinoagent/{agentId}: an agent holds only casinos its parent holds; removal cascades', () => {
  it('assigning a casino the parent lacks is refused with its name (400), and nothing changes', async () => {
    const before = await held(LIBERTY);
    const r = await assign('agent', LIBERTY, [PALACE, LIBERTY_STRIP, DRAGON_GATE]);
    expect(r.status).toBe(400);
    expect(fields(r.body)).toEqual(['casinoIds[2]']);
    expect((r.body as unknown as ErrorBody).message).toContain('Dragon Gate Casino');
    expect(await held(LIBERTY)).toEqual(before);
  });
  it('removing a casino from an agent removes it from its whole subtree; the dry run says so and changes nothing', async () => {
    const id = await create({ name: `Cascade Casino ${randomUUID().slice(0, 6)}` });
    expect((await assign('admin', AMERICAS_AGENT_ID, [PALACE, LIBERTY_STRIP, id])).body.added).toEqual([id]);
    expect((await assign('admin', LIBERTY, [PALACE, LIBERTY_STRIP, id])).status).toBe(200);
    expect((await assign('agent', ATLANTIC, [PALACE, LIBERTY_STRIP, id])).status).toBe(200);
    expect((await assign('admin', GULF, [PALACE, id])).status).toBe(200);

    const preview = await assign('admin', AMERICAS_AGENT_ID, [PALACE, LIBERTY_STRIP], true);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ dryRun: true, added: [], removed: [id], subAgentsAffected: 3 });
    expect(preview.body.cascade).toEqual([{ casinoId: id, name: expect.any(String), subAgents: 3 }]);
    expect(await held(ATLANTIC)).toContain(id);

    const done = await assign('admin', AMERICAS_AGENT_ID, [PALACE, LIBERTY_STRIP]);
    expect(done.body).toMatchObject({ dryRun: false, removed: [id], subAgentsAffected: 3 });
    for (const agent of [AMERICAS_AGENT_ID, LIBERTY, ATLANTIC, GULF])
      expect(await held(agent)).not.toContain(id);
    expect(await held(LIBERTY)).toEqual(expect.arrayContaining([PALACE, LIBERTY_STRIP]));

    const [entry] = await auditEntries('casino.unassigned', id);
    expect(entry.agent_id).toBe(AMERICAS_AGENT_ID);
    const cascade = entry.after!.cascade as { subAgents: number; agentIds: string[] };
    expect(cascade.subAgents).toBe(3);
    expect(cascade.agentIds.sort()).toEqual([LIBERTY, ATLANTIC, GULF].sort());
    expect(await auditEntries('casino.assigned', id)).toHaveLength(4);
  });
  it("a removal from a deeper agent leaves its parent's casinos alone", async () => {
    const r = await assign('agent', LIBERTY, [PALACE]);
    expect(r.body).toMatchObject({ removed: [LIBERTY_STRIP] });
    expect(await held(AMERICAS_AGENT_ID)).toContain(LIBERTY_STRIP);
    expect(await held(ATLANTIC)).not.toContain(LIBERTY_STRIP);
    await assign('agent', LIBERTY, [PALACE, LIBERTY_STRIP]);
  });
  it("the user's own agent is 403: its casinos come from its parent's side", async () => {
    const r = await assign('agent', AMERICAS_AGENT_ID, [PALACE]);
    expect(r.status).toBe(403);
    expect(await held(AMERICAS_AGENT_ID)).toContain(LIBERTY_STRIP);
  });
  it('an agent outside the subtree is 403; the viewer (no edit-assignment claim) is 403', async () => {
    expect((await assign('agent', EUROPE, [PALACE])).status).toBe(403);
    expect((await assign('viewer', LIBERTY, [PALACE])).status).toBe(403);
  });
  it('an unknown or deleted casino is 400 naming it; a body that is not a list of ids is 400', async () => {
    const unknown = await assign('admin', AMERICAS_AGENT_ID, [PALACE, UNKNOWN]);
    expect(unknown.status).toBe(400);
    expect(fields(unknown.body)).toEqual(['casinoIds[1]']);
    const deleted = await assign('admin', EUROPE, [PALACE, OLD_HARBOUR]);
    expect(deleted.status).toBe(400);
    expect(fields(deleted.body)).toEqual(['casinoIds[1]']);
    const notIds = await cm('admin', 'POST', `/api/casinoagent/${AMERICAS_AGENT_ID}`, { body: ['x'] });
    expect(notIds.status).toBe(400);
    const object = await cm('admin', 'POST', `/api/casinoagent/${AMERICAS_AGENT_ID}`, {
      body: { casinoIds: [] },
    });
    expect(object.status).toBe(400);
  });
  it('a request that changes nothing writes no audit entry', async () => {
    const { rows: before } = await h.server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM audit_log',
    );
    const r = await assign('admin', GULF, [PALACE]);
    expect(r.body).toMatchObject({ added: [], removed: [] });
    const { rows: after } = await h.server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM audit_log',
    );
    expect(after[0].n).toBe(before[0].n);
  });
});
