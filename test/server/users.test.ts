/**
 * Users, user claims, profile and roles on the API service. The demo login `agent` sits on Aurora
 * Americas with agent-scoped claims (no operator claims); Aurora Europe is its sibling and the root
 * its parent; `viewer` holds view permissions only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMERICAS_AGENT_ID, demoAgentId, ROOT_AGENT_ID } from '../../src/server/seed/demo';
import { stableId } from '../../src/server/seed/ids';
import { SEEDED_USER_PASSWORD } from '../../src/server/seed/users';
import type { Role, User, UserClaimsView } from '../../src/core/areas/users/contract';
import type { ErrorBody } from '../../src/core/contract/schema';
import { startHarness, type Harness, type Login } from './harness';

const EUROPE = demoAgentId('Aurora Europe');
const LIBERTY = demoAgentId('Liberty Gaming Partners'); // child of Americas
const ATLANTIC = demoAgentId('Atlantic City Lounge'); // grandchild of Americas
const EUROPE_MANAGER = stableId('user:aurora-europe.manager');
const AMERICAS_SUPPORT = stableId('user:aurora-americas.support');
const LIBERTY_MANAGER = stableId('user:liberty-gaming-partners.manager');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const NO_CLAIMS = { AgentClaims: [], RtgClaims: [], RtgGroupClaims: [] };

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const fields = (body: unknown) => ((body as ErrorBody).errors ?? []).map((e) => e.field);
let counter = 0;
const freshName = (prefix = 'e2e.user') => `${prefix}.${Date.now().toString(36)}${counter++}`;

async function createUser(
  who: Login,
  agentId: string,
  extra: { userName?: string; password?: string; isActive?: boolean } = {},
): Promise<{ id: string; userName: string; password: string }> {
  const userName = extra.userName ?? freshName();
  const password = extra.password ?? 'Start123!';
  const r = await h.as(who, 'api', 'POST', '/api/User', {
    body: {
      user: {
        userName,
        displayName: 'Test User',
        email: 'test@example.com',
        agentId,
        isActive: extra.isActive ?? true,
      },
      password,
      confirmPassword: password,
    },
  });
  expect(r.status, r.text).toBe(201);
  return { id: JSON.parse(r.text) as string, userName, password };
}

async function tokenOf(userName: string, password: string): Promise<string> {
  const r = await h.login(userName, password);
  expect(r.status, r.text).toBe(200);
  return r.body.access_token;
}

const auditKinds = async (objectId: string) =>
  (
    await h.server.ctx.db.query<{ kind: string }>(
      'SELECT kind FROM audit_log WHERE object_id = $1 ORDER BY id',
      [objectId],
    )
  ).rows.map((r) => r.kind);

describe('every users and roles endpoint needs a valid token (401)', () => {
  const endpoints: [string, string][] = [
    ['GET', `/api/User?agentId=${ROOT_AGENT_ID}`],
    ['POST', '/api/User'],
    ['PUT', `/api/User?id=${EUROPE_MANAGER}`],
    ['DELETE', `/api/User?id=${EUROPE_MANAGER}`],
    ['GET', `/api/User/getuser?id=${EUROPE_MANAGER}`],
    ['GET', '/api/User/checkname?id=&name=abc'],
    ['GET', `/api/User/getclaims?id=${EUROPE_MANAGER}`],
    ['POST', `/api/User/setclaims?id=${EUROPE_MANAGER}`],
    ['PUT', '/api/User/profile'],
    ['GET', '/api/Role'],
    ['PUT', '/api/Role'],
  ];
  it.each(endpoints)('%s %s without a token is 401', async (method, path) => {
    const r = await h.call('api', method, path, {
      body: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(r.status).toBe(401);
  });
});

describe('GET /api/User: the agent’s users, paged, sorted and filtered on the server', () => {
  it('lists the root agent’s users with their agent, without passwords or claims', async () => {
    const r = await h.as<User[]>('admin', 'api', 'GET', '/api/User', { query: { agentId: ROOT_AGENT_ID } });
    expect(r.status).toBe(200);
    expect(r.body.map((u) => u.userName)).toEqual(expect.arrayContaining(['admin', 'viewer']));
    const admin = r.body.find((u) => u.userName === 'admin')!;
    expect(admin).toMatchObject({
      displayName: 'Ada Admin',
      agentName: 'Aurora Gaming Group',
      isActive: true,
    });
    expect(admin.lastLoginAt).not.toBeNull();
    expect(JSON.stringify(r.body)).not.toMatch(/password|claims/i);
  });
  it('pages with X-Total-Count (a page past the end is empty and tells it too), sorts by a field and filters on name, display name, e-mail, agent or a pasted id', async () => {
    const page = await h.as<User[]>('agent', 'api', 'GET', '/api/User', {
      query: {
        agentId: AMERICAS_AGENT_ID,
        includeSubAgents: true,
        pageIndex: 0,
        pageSize: 3,
        sort: '-userName',
      },
    });
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(3);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(3);
    const names = page.body.map((u) => u.userName);
    expect(names).toEqual([...names].sort().reverse());
    const pastTheEnd = await h.as<User[]>('agent', 'api', 'GET', '/api/User', {
      query: { agentId: AMERICAS_AGENT_ID, includeSubAgents: true, pageIndex: 999, pageSize: 3 },
    });
    expect(pastTheEnd.body).toEqual([]);
    expect(pastTheEnd.headers.get('x-total-count')).toBe(page.headers.get('x-total-count'));
    const filtered = await h.as<User[]>('agent', 'api', 'GET', '/api/User', {
      query: {
        agentId: AMERICAS_AGENT_ID,
        includeSubAgents: true,
        pageIndex: 0,
        pageSize: 25,
        filter: 'liberty',
      },
    });
    expect(filtered.body.map((u) => u.agentName)).toEqual(
      expect.arrayContaining(['Liberty Gaming Partners']),
    );
    for (const u of filtered.body)
      expect(`${u.userName} ${u.agentName} ${u.email}`.toLowerCase()).toContain('liberty');
    // a user's id pasted into the filter (any case, spaces around) finds that user
    const wanted = filtered.body[0];
    const byId = await h.as<User[]>('agent', 'api', 'GET', '/api/User', {
      query: {
        agentId: AMERICAS_AGENT_ID,
        includeSubAgents: true,
        pageIndex: 0,
        pageSize: 25,
        filter: ` ${wanted.id.toUpperCase()} `,
      },
    });
    expect(byId.body.map((u) => u.id)).toEqual([wanted.id]);
  });
  it('with includeSubAgents: the users of the agents below that the caller may list (direct children without the 2nd-plus permission)', async () => {
    const r = await h.as<User[]>('agent', 'api', 'GET', '/api/User', {
      query: { agentId: AMERICAS_AGENT_ID, includeSubAgents: true },
    });
    const agents = new Set(r.body.map((u) => u.agentId));
    expect(agents.has(AMERICAS_AGENT_ID)).toBe(true);
    expect(agents.has(LIBERTY)).toBe(true);
    // the demo agent holds the 2nd-plus-level permissions: deeper agents too
    expect(agents.has(ATLANTIC)).toBe(true);
    const own = await h.as<User[]>('agent', 'api', 'GET', '/api/User', {
      query: { agentId: AMERICAS_AGENT_ID },
    });
    expect(new Set(own.body.map((u) => u.agentId))).toEqual(new Set([AMERICAS_AGENT_ID]));
  });
  it('`agent` cannot list the users of an agent outside its subtree (403); an unknown agent is 404', async () => {
    expect((await h.as('agent', 'api', 'GET', '/api/User', { query: { agentId: EUROPE } })).status).toBe(403);
    expect(
      (await h.as('agent', 'api', 'GET', '/api/User', { query: { agentId: ROOT_AGENT_ID } })).status,
    ).toBe(403);
    expect((await h.as('agent', 'api', 'GET', '/api/User', { query: { agentId: UNKNOWN } })).status).toBe(
      404,
    );
  });
  it('an unknown sort field is 400', async () => {
    const r = await h.as('admin', 'api', 'GET', '/api/User', {
      query: { agentId: ROOT_AGENT_ID, sort: 'password' },
    });
    expect(r.status).toBe(400);
  });
});

describe('POST /api/User: create, with the password hashed and the name unique across the operator', () => {
  it('admin adds a user under a child agent: 201 with the quoted id; it signs in; an audit entry is written', async () => {
    const created = await createUser('admin', LIBERTY);
    const token = await tokenOf(created.userName, created.password);
    expect(token).toBeTruthy();
    const { rows } = await h.server.ctx.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [created.id],
    );
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
    expect(rows[0].password_hash).not.toContain(created.password);
    expect(await auditKinds(created.id)).toEqual(['user.created']);
    const user = await h.as<User>('admin', 'api', 'GET', '/api/User/getuser', { query: { id: created.id } });
    expect(user.body).toMatchObject({
      userName: created.userName,
      agentId: LIBERTY,
      agentParentId: AMERICAS_AGENT_ID,
    });
  });
  it('a name clash is 400 on userName, whatever the case', async () => {
    const r = await h.as<ErrorBody>('admin', 'api', 'POST', '/api/User', {
      body: {
        user: { userName: 'ADMIN', displayName: 'Another', agentId: LIBERTY },
        password: 'Start123!',
        confirmPassword: 'Start123!',
      },
    });
    expect(r.status).toBe(400);
    expect(fields(r.body)).toEqual(['userName']);
    expect(r.body.message).toBe('A user with this name already exists');
  });
  it('MatchPassword: a confirmation that differs is 400 on confirmPassword, and nothing is stored', async () => {
    const userName = freshName();
    const r = await h.as<ErrorBody>('admin', 'api', 'POST', '/api/User', {
      body: {
        user: { userName, displayName: 'X', agentId: LIBERTY },
        password: 'Start123!',
        confirmPassword: 'Start123?',
      },
    });
    expect(r.status).toBe(400);
    expect(fields(r.body)).toEqual(['confirmPassword']);
    const { rows } = await h.server.ctx.db.query('SELECT 1 FROM users WHERE username = $1', [userName]);
    expect(rows).toHaveLength(0);
  });
  it('a weak password, a bad user name, a bad e-mail and a blank display name are 400 on their fields', async () => {
    const r = await h.as<ErrorBody>('admin', 'api', 'POST', '/api/User', {
      body: {
        user: { userName: 'a b', displayName: '   ', email: 'not-an-email', agentId: LIBERTY },
        password: 'short',
      },
    });
    expect(r.status).toBe(400);
    expect(fields(r.body)).toEqual(
      expect.arrayContaining(['user.userName', 'user.displayName', 'user.email', 'password']),
    );
  });
  it('`viewer` cannot create (403); `agent` cannot create under an agent outside its subtree (403)', async () => {
    const body = (agentId: string) => ({
      user: { userName: freshName(), displayName: 'X', agentId },
      password: 'Start123!',
    });
    expect((await h.as('viewer', 'api', 'POST', '/api/User', { body: body(LIBERTY) })).status).toBe(403);
    expect((await h.as('agent', 'api', 'POST', '/api/User', { body: body(EUROPE) })).status).toBe(403);
    expect((await h.as('agent', 'api', 'POST', '/api/User', { body: body(ROOT_AGENT_ID) })).status).toBe(403);
  });
});

describe('GET /api/User/getuser and checkname', () => {
  it('`agent` cannot read a user of an agent outside its subtree (403); an unknown user is 404', async () => {
    expect(
      (await h.as('agent', 'api', 'GET', '/api/User/getuser', { query: { id: EUROPE_MANAGER } })).status,
    ).toBe(403);
    expect((await h.as('agent', 'api', 'GET', '/api/User/getuser', { query: { id: UNKNOWN } })).status).toBe(
      404,
    );
    const own = await h.as<User>('agent', 'api', 'GET', '/api/User/getuser', {
      query: { id: LIBERTY_MANAGER },
    });
    expect(own.status).toBe(200);
  });
  it('every signed-in user reads its own details', async () => {
    const r = await h.as<User>('viewer', 'api', 'GET', '/api/User/getuser', {
      query: { id: h.seed.users.viewer },
    });
    expect(r.status).toBe(200);
    expect(r.body.userName).toBe('viewer');
  });
  it('checkname: a taken name (any case) is not available, a free one is, a user keeps its own name', async () => {
    const check = (name: string, id = '') =>
      h.as<{ valid: boolean; available: boolean }>('agent', 'api', 'GET', '/api/User/checkname', {
        query: { id, name },
      });
    expect((await check('Admin')).body).toMatchObject({ valid: true, available: false });
    expect((await check(freshName('free'))).body).toMatchObject({ valid: true, available: true });
    expect((await check('liberty-gaming-partners.manager', LIBERTY_MANAGER)).body.available).toBe(true);
    expect((await check('a b')).body).toMatchObject({ valid: false, available: false });
  });
  it('checkname needs the create- or edit-users permission', async () => {
    const r = await h.as('viewer', 'api', 'GET', '/api/User/checkname', { query: { id: '', name: 'abc' } });
    expect(r.status).toBe(403);
  });
});

describe('PUT /api/User?id: update; a new password ends the user’s sessions', () => {
  it('renames and changes the password: the old token and the old password stop working, the new one signs in', async () => {
    const created = await createUser('admin', LIBERTY);
    const oldToken = await tokenOf(created.userName, created.password);
    const r = await h.as('agent', 'api', 'PUT', '/api/User', {
      query: { id: created.id },
      body: {
        user: {
          userName: created.userName,
          displayName: 'Renamed',
          email: '',
          agentId: LIBERTY,
          isActive: true,
        },
        password: 'Changed123!',
        confirmPassword: 'Changed123!',
      },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.text).toBe(JSON.stringify(created.id));
    expect((await h.call('api', 'GET', '/api/claim/user', { token: oldToken })).status).toBe(401);
    expect((await h.login(created.userName, created.password)).status).toBe(400);
    await tokenOf(created.userName, 'Changed123!');
    expect(await auditKinds(created.id)).toEqual(['user.created', 'user.updated']);
  });
  it('saving the same values again changes nothing and writes no audit entry', async () => {
    const created = await createUser('admin', LIBERTY);
    const user = {
      userName: created.userName,
      displayName: 'Test User',
      email: 'test@example.com',
      agentId: LIBERTY,
    };
    expect(
      (await h.as('admin', 'api', 'PUT', '/api/User', { query: { id: created.id }, body: { user } })).status,
    ).toBe(200);
    const same = await h.as('admin', 'api', 'POST', '/api/User/setclaims', {
      query: { id: created.id },
      body: NO_CLAIMS,
    });
    expect(same.status).toBe(200);
    expect(await auditKinds(created.id)).toEqual(['user.created']);
  });
  it('without a password the password stays; a mismatching confirmation is 400', async () => {
    const created = await createUser('admin', LIBERTY);
    const user = { userName: created.userName, displayName: 'Kept', agentId: LIBERTY };
    expect(
      (await h.as('admin', 'api', 'PUT', '/api/User', { query: { id: created.id }, body: { user } })).status,
    ).toBe(200);
    await tokenOf(created.userName, created.password);
    const bad = await h.as('admin', 'api', 'PUT', '/api/User', {
      query: { id: created.id },
      body: { user, password: 'Changed123!', confirmPassword: 'Changed124!' },
    });
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toEqual(['confirmPassword']);
  });
  it('a deactivated user cannot sign in and its sessions end', async () => {
    const created = await createUser('admin', LIBERTY);
    const token = await tokenOf(created.userName, created.password);
    const r = await h.as('admin', 'api', 'PUT', '/api/User', {
      query: { id: created.id },
      body: { user: { userName: created.userName, displayName: 'Off', agentId: LIBERTY, isActive: false } },
    });
    expect(r.status).toBe(200);
    expect((await h.call('api', 'GET', '/api/claim/user', { token })).status).toBe(401);
    const login = await h.login(created.userName, created.password);
    expect(login.status).toBe(400);
    expect((login.body as unknown as ErrorBody).message).toMatch(/deactivated/);
  });
  it('a user does not move to another agent (400 on agentId)', async () => {
    const created = await createUser('admin', LIBERTY);
    const r = await h.as('admin', 'api', 'PUT', '/api/User', {
      query: { id: created.id },
      body: { user: { userName: created.userName, displayName: 'X', agentId: ATLANTIC } },
    });
    expect(r.status).toBe(400);
    expect(fields(r.body)).toEqual(['agentId']);
  });
  it('`agent` cannot change a user outside its subtree; `viewer` cannot write; nobody edits itself here', async () => {
    const europe = { user: { userName: 'aurora-europe.manager', displayName: 'X', agentId: EUROPE } };
    expect(
      (await h.as('agent', 'api', 'PUT', '/api/User', { query: { id: EUROPE_MANAGER }, body: europe }))
        .status,
    ).toBe(403);
    const liberty = {
      user: { userName: 'liberty-gaming-partners.manager', displayName: 'X', agentId: LIBERTY },
    };
    expect(
      (await h.as('viewer', 'api', 'PUT', '/api/User', { query: { id: LIBERTY_MANAGER }, body: liberty }))
        .status,
    ).toBe(403);
    const self = { user: { userName: 'agent', displayName: 'Me', agentId: AMERICAS_AGENT_ID } };
    expect(
      (await h.as('agent', 'api', 'PUT', '/api/User', { query: { id: h.seed.users.agent }, body: self }))
        .status,
    ).toBe(403);
  });
  it('a user holding permissions the caller cannot grant is out of its reach (403)', async () => {
    const strong = await createUser('admin', AMERICAS_AGENT_ID);
    const set = await h.as('admin', 'api', 'POST', '/api/User/setclaims', {
      query: { id: strong.id },
      body: { ...NO_CLAIMS, RtgClaims: ['CanViewCasinos'] },
    });
    expect(set.status, set.text).toBe(200);
    const r = await h.as<ErrorBody>('agent', 'api', 'PUT', '/api/User', {
      query: { id: strong.id },
      body: {
        user: { userName: strong.userName, displayName: 'X', agentId: AMERICAS_AGENT_ID },
        password: 'Takeover123!',
      },
    });
    expect(r.status).toBe(403);
    expect(r.body.message).toMatch(/permissions you cannot grant/);
    expect((await h.as('agent', 'api', 'DELETE', '/api/User', { query: { id: strong.id } })).status).toBe(
      403,
    );
  });
});

describe('DELETE /api/User?id', () => {
  it('deletes a user: it can no longer sign in; an audit entry is written', async () => {
    const created = await createUser('agent', LIBERTY);
    const r = await h.as('agent', 'api', 'DELETE', '/api/User', { query: { id: created.id } });
    expect(r.status).toBe(204);
    expect((await h.login(created.userName, created.password)).status).toBe(400);
    expect(
      (await h.as('agent', 'api', 'GET', '/api/User/getuser', { query: { id: created.id } })).status,
    ).toBe(404);
    expect(await auditKinds(created.id)).toEqual(['user.created', 'user.deleted']);
  });
  it('`agent` cannot delete a user outside its subtree; `viewer` cannot delete', async () => {
    expect(
      (await h.as('agent', 'api', 'DELETE', '/api/User', { query: { id: EUROPE_MANAGER } })).status,
    ).toBe(403);
    expect(
      (await h.as('viewer', 'api', 'DELETE', '/api/User', { query: { id: LIBERTY_MANAGER } })).status,
    ).toBe(403);
  });
  it('deleting yourself is refused with a clear message', async () => {
    const r = await h.as<ErrorBody>('agent', 'api', 'DELETE', '/api/User', {
      query: { id: h.seed.users.agent },
    });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('You cannot delete your own user');
  });
  it('deleting the last active user of the root agent is refused with a clear message', async () => {
    const db = h.server.ctx.db;
    const other = await createUser('admin', ROOT_AGENT_ID);
    const { rows: before } = await db.query<{ id: string }>(
      'SELECT id FROM users WHERE agent_id = $1 AND is_active AND id <> $2',
      [ROOT_AGENT_ID, other.id],
    );
    // the others (the admin included, whose session goes on) were deactivated meanwhile
    await db.query('UPDATE users SET is_active = false WHERE agent_id = $1 AND id <> $2', [
      ROOT_AGENT_ID,
      other.id,
    ]);
    try {
      const r = await h.as<ErrorBody>('admin', 'api', 'DELETE', '/api/User', { query: { id: other.id } });
      expect(r.status).toBe(409);
      expect(r.body.message).toMatch(/root agent must keep an active user/);
      expect(
        (await h.as('admin', 'api', 'GET', '/api/User/getuser', { query: { id: other.id } })).status,
      ).toBe(200);
    } finally {
      await db.query('UPDATE users SET is_active = true WHERE id = ANY($1::uuid[])', [
        before.map((r) => r.id),
      ]);
    }
  });
});

describe('user claims: getclaims and setclaims, never beyond what the granter may grant', () => {
  it('getclaims: the claims, what the caller may grant (agent-scoped only for `agent`), and whether it may change them', async () => {
    const r = await h.as<UserClaimsView>('agent', 'api', 'GET', '/api/User/getclaims', {
      query: { id: LIBERTY_MANAGER },
    });
    expect(r.status).toBe(200);
    expect(r.body.manageable).toBe(true);
    expect(r.body.grantable.map((c) => c.value)).toContain('CanListUsers');
    expect(r.body.grantable.map((c) => c.value)).not.toContain('CanViewCasinos');
    expect(r.body.claims.AgentClaims).toContain('CanListUsers');
  });
  it('setclaims stores the claims, ends the user’s sessions and writes an audit entry', async () => {
    const created = await createUser('admin', LIBERTY);
    const token = await tokenOf(created.userName, created.password);
    const claims = { AgentClaims: ['CanListUsers', 'CanViewAgents'], RtgClaims: [], RtgGroupClaims: [] };
    const r = await h.as('agent', 'api', 'POST', '/api/User/setclaims', {
      query: { id: created.id },
      body: claims,
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual(claims);
    expect((await h.call('api', 'GET', '/api/claim/user', { token })).status).toBe(401);
    const fresh = await tokenOf(created.userName, created.password);
    const held = await h.call<{ value: string }[]>('api', 'GET', '/api/claim/user', { token: fresh });
    expect(held.body.map((c) => c.value).sort()).toEqual(['CanListUsers', 'CanViewAgents']);
    expect(await auditKinds(created.id)).toEqual(['user.created', 'user.claims-changed']);
  });
  it('claim escalation is refused: a claim the granter does not hold (403), every claim of a type (403)', async () => {
    const created = await createUser('admin', LIBERTY);
    const r = await h.as<ErrorBody>('agent', 'api', 'POST', '/api/User/setclaims', {
      query: { id: created.id },
      body: { ...NO_CLAIMS, RtgClaims: ['CanViewCasinos'] },
    });
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('CanViewCasinos');
    const all = await h.as('agent', 'api', 'POST', '/api/User/setclaims', {
      query: { id: created.id },
      body: { ...NO_CLAIMS, AgentClaims: null },
    });
    expect(all.status).toBe(403);
  });
  it('an empty, an unknown and a misplaced claim name are 400 and nothing changes', async () => {
    const created = await createUser('admin', LIBERTY);
    for (const body of [
      { ...NO_CLAIMS, AgentClaims: [''] },
      { ...NO_CLAIMS, AgentClaims: ['   '] },
      { ...NO_CLAIMS, AgentClaims: ['CanFlyToTheMoon'] },
      { ...NO_CLAIMS, AgentClaims: ['CanViewCasinos'] },
    ]) {
      const r = await h.as('admin', 'api', 'POST', '/api/User/setclaims', {
        query: { id: created.id },
        body,
      });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    const view = await h.as<UserClaimsView>('admin', 'api', 'GET', '/api/User/getclaims', {
      query: { id: created.id },
    });
    expect(view.body.claims).toEqual(NO_CLAIMS);
  });
  it('`agent` cannot read or change the claims of a user outside its subtree; `viewer` reads but cannot change', async () => {
    expect(
      (await h.as('agent', 'api', 'GET', '/api/User/getclaims', { query: { id: EUROPE_MANAGER } })).status,
    ).toBe(403);
    expect(
      (
        await h.as('agent', 'api', 'POST', '/api/User/setclaims', {
          query: { id: EUROPE_MANAGER },
          body: NO_CLAIMS,
        })
      ).status,
    ).toBe(403);
    const read = await h.as<UserClaimsView>('viewer', 'api', 'GET', '/api/User/getclaims', {
      query: { id: AMERICAS_SUPPORT },
    });
    expect(read.status).toBe(200);
    expect(read.body.manageable).toBe(false);
    expect(
      (
        await h.as('viewer', 'api', 'POST', '/api/User/setclaims', {
          query: { id: AMERICAS_SUPPORT },
          body: NO_CLAIMS,
        })
      ).status,
    ).toBe(403);
  });
  it('nobody changes its own claims', async () => {
    const r = await h.as('agent', 'api', 'POST', '/api/User/setclaims', {
      query: { id: h.seed.users.agent },
      body: NO_CLAIMS,
    });
    expect(r.status).toBe(403);
  });
});

describe('PUT /api/User/profile: the own display name, e-mail and password, with the current password', () => {
  it('a wrong current password is 400 on currentPassword and changes nothing', async () => {
    const created = await createUser('admin', LIBERTY);
    const token = await tokenOf(created.userName, created.password);
    const r = await h.call('api', 'PUT', '/api/User/profile', {
      token,
      body: { displayName: 'Hacked', currentPassword: 'wrong' },
    });
    expect(r.status).toBe(400);
    expect(fields(r.body)).toEqual(['currentPassword']);
  });
  it('wrong current passwords count towards the sign-in throttle: guessing is refused with 429', async () => {
    const created = await createUser('admin', LIBERTY);
    const token = await tokenOf(created.userName, created.password);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await h.call('api', 'PUT', '/api/User/profile', {
        token,
        body: { displayName: 'X', currentPassword: `guess-${i}` },
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses).toContain(429);
    expect((await h.login(created.userName, created.password)).status).toBe(429);
  });
  it('changes the display name and e-mail; the session goes on', async () => {
    const created = await createUser('admin', LIBERTY);
    const token = await tokenOf(created.userName, created.password);
    const r = await h.call<{ user: User; signedOut: boolean }>('api', 'PUT', '/api/User/profile', {
      token,
      body: { displayName: 'Me Myself', email: 'me@example.com', currentPassword: created.password },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      signedOut: false,
      user: { displayName: 'Me Myself', email: 'me@example.com' },
    });
    expect((await h.call('api', 'GET', '/api/claim/user', { token })).status).toBe(200);
    expect(await auditKinds(created.id)).toEqual(['user.created', 'user.profile-updated']);
  });
  it('changes the password: the old one stops working, the session ends, the new one signs in', async () => {
    const created = await createUser('admin', LIBERTY);
    const token = await tokenOf(created.userName, created.password);
    const mismatch = await h.call('api', 'PUT', '/api/User/profile', {
      token,
      body: {
        displayName: 'X',
        currentPassword: created.password,
        password: 'NewPass123!',
        confirmPassword: 'NewPass12!',
      },
    });
    expect(fields(mismatch.body)).toEqual(['confirmPassword']);
    const r = await h.call<{ signedOut: boolean }>('api', 'PUT', '/api/User/profile', {
      token,
      body: {
        displayName: 'X',
        currentPassword: created.password,
        password: 'NewPass123!',
        confirmPassword: 'NewPass123!',
      },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.signedOut).toBe(true);
    expect((await h.call('api', 'GET', '/api/claim/user', { token })).status).toBe(401);
    expect((await h.login(created.userName, created.password)).status).toBe(400);
    await tokenOf(created.userName, 'NewPass123!');
  });
});

describe('roles: GET and PUT /api/Role, global to the operator', () => {
  it('lists the seeded roles with the view-roles permission', async () => {
    const r = await h.as<Role[]>('viewer', 'api', 'GET', '/api/Role');
    expect(r.status).toBe(200);
    expect(r.body.map((role) => role.name)).toEqual(expect.arrayContaining(['Administrator', 'Cashier']));
  });
  it('`viewer` cannot write roles (403)', async () => {
    const roles = (await h.as<Role[]>('viewer', 'api', 'GET', '/api/Role')).body;
    expect((await h.as('viewer', 'api', 'PUT', '/api/Role', { body: roles })).status).toBe(403);
  });
  it('creates, renames (two roles may swap names) and deletes; each change writes an audit entry', async () => {
    const roles = (await h.as<Role[]>('admin', 'api', 'GET', '/api/Role')).body;
    const added = await h.as<Role[]>('admin', 'api', 'PUT', '/api/Role', {
      body: [...roles, { name: 'Night shift', claims: { AgentClaims: ['CanListUsers'] } }],
    });
    expect(added.status, added.text).toBe(200);
    const night = added.body.find((r) => r.name === 'Night shift')!;
    expect(night.claims).toEqual({ AgentClaims: ['CanListUsers'], RtgClaims: [], RtgGroupClaims: [] });
    const cashier = added.body.find((r) => r.name === 'Cashier')!;
    const swapped = await h.as<Role[]>('admin', 'api', 'PUT', '/api/Role', {
      body: added.body.map((r) =>
        r.id === night.id
          ? { ...r, name: 'Cashier' }
          : r.id === cashier.id
            ? { ...r, name: 'Night shift' }
            : r,
      ),
    });
    expect(swapped.status, swapped.text).toBe(200);
    expect(swapped.body.find((r) => r.id === night.id)!.name).toBe('Cashier');
    const removed = await h.as<Role[]>('admin', 'api', 'PUT', '/api/Role', {
      body: swapped.body.filter((r) => r.id !== night.id),
    });
    expect(removed.body.map((r) => r.id)).not.toContain(night.id);
    expect(await auditKinds(night.id)).toEqual(['role.created', 'role.updated', 'role.deleted']);
  });
  it('duplicate names, unknown ids and bad claim names are 400', async () => {
    const roles = (await h.as<Role[]>('admin', 'api', 'GET', '/api/Role')).body;
    const dup = await h.as('admin', 'api', 'PUT', '/api/Role', {
      body: [...roles, { name: roles[0].name.toUpperCase(), claims: {} }],
    });
    expect(dup.status).toBe(400);
    const unknown = await h.as('admin', 'api', 'PUT', '/api/Role', {
      body: [{ id: UNKNOWN, name: 'Ghost', claims: {} }],
    });
    expect(unknown.status).toBe(400);
    for (const claims of [
      { AgentClaims: [''] },
      { AgentClaims: ['CanFlyToTheMoon'] },
      { RtgClaims: ['CanListUsers'] },
    ]) {
      const r = await h.as('admin', 'api', 'PUT', '/api/Role', { body: [...roles, { name: 'Bad', claims }] });
      expect(r.status, JSON.stringify(claims)).toBe(400);
    }
    expect((await h.as<Role[]>('admin', 'api', 'GET', '/api/Role')).body).toEqual(roles);
  });
  it('a claim the caller does not hold never enters a role through it (403)', async () => {
    const roles = (await h.as<Role[]>('agent', 'api', 'GET', '/api/Role')).body;
    const r = await h.as('agent', 'api', 'PUT', '/api/Role', {
      body: [...roles, { name: 'Casino boss', claims: { RtgClaims: ['CanViewCasinos'] } }],
    });
    expect(r.status).toBe(403);
    // roles that already hold such claims may stay as they are
    const kept = await h.as('agent', 'api', 'PUT', '/api/Role', {
      body: [...roles, { name: 'User lister', claims: { AgentClaims: ['CanListUsers'] } }],
    });
    expect(kept.status, kept.text).toBe(200);
  });
});

describe('seeded demo users', () => {
  it('every agent has users; the seeded ones sign in with the seeded password', async () => {
    const { rows } = await h.server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM agents a WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.agent_id = a.id)',
    );
    expect(rows[0].n).toBe(0);
    await tokenOf('aurora-europe.manager', SEEDED_USER_PASSWORD);
  });
});

describe('a user may do only what its agent’s users may hold', () => {
  const CLAIMS = { AgentClaims: ['CanListUsers', 'CanViewAgents'], RtgClaims: [], RtgGroupClaims: [] };
  const tokenClaims = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { AgentClaims: string[] };

  async function agentWithUser(name: string) {
    const agent = await h.as('admin', 'api', 'POST', '/api/agent', {
      body: { name, parentId: LIBERTY, currencyId: 'USD', claims: CLAIMS },
    });
    expect(agent.status, agent.text).toBe(201);
    const agentId = JSON.parse(agent.text) as string;
    const user = await createUser('admin', agentId);
    const set = await h.as('admin', 'api', 'POST', '/api/User/setclaims', {
      query: { id: user.id },
      body: CLAIMS,
    });
    expect(set.status, set.text).toBe(200);
    return { agentId, user };
  }
  const narrow = (agentId: string, name: string, claims: typeof CLAIMS) =>
    h.as('admin', 'api', 'PUT', '/api/agent', {
      body: { id: agentId, name, currencyId: 'USD', claims },
    });

  it('narrowing an agent’s claims ends the sessions of its users; their next token holds only what the agent allows', async () => {
    const { agentId, user } = await agentWithUser(freshName('Narrowed Club'));
    const token = await tokenOf(user.userName, user.password);
    expect(tokenClaims(token).AgentClaims.sort()).toEqual(['CanListUsers', 'CanViewAgents']);
    const r = await narrow(agentId, 'Narrowed Club', { ...CLAIMS, AgentClaims: ['CanViewAgents'] });
    expect(r.status, r.text).toBe(200);
    expect((await h.call('api', 'GET', '/api/claim/user', { token })).status).toBe(401);
    const fresh = await tokenOf(user.userName, user.password);
    expect(tokenClaims(fresh).AgentClaims).toEqual(['CanViewAgents']);
  });
  it('saving an agent with the same claims leaves its users signed in', async () => {
    const { agentId, user } = await agentWithUser(freshName('Unchanged Club'));
    const token = await tokenOf(user.userName, user.password);
    const r = await narrow(agentId, 'Unchanged Club', CLAIMS);
    expect(r.status, r.text).toBe(200);
    expect((await h.call('api', 'GET', '/api/claim/user', { token })).status).toBe(200);
  });
});
