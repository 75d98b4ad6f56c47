/**
 * Console users (API, the users area of src/core/areas/users):
 *
 * GET    /api/User?agentId[&includeSubAgents]  the agent's users; can.listUsers (paged, sorted, filtered)
 * POST   /api/User {user, password}            a user of user.agentId; can.createUser; quoted new id
 * PUT    /api/User?id {user, password}         can.editUsers; an empty password keeps the password
 * DELETE /api/User?id                          can.deleteUser
 * GET    /api/User/getuser?id                  the caller itself, or can.requestUserDetails / can.editUsers
 * GET    /api/User/checkname?id&name           with the create- or edit-users claim
 * GET    /api/User/getclaims?id                can.seeUserClaims or can.editUserClaims
 * POST   /api/User/setclaims?id                can.editUserClaims; within what the caller may grant
 * PUT    /api/User/profile                     the caller's own details; current password required (wrong
 *                                              ones count towards the sign-in throttle of the name)
 *
 * Each check is judged for the agent the user belongs to (403 outside the caller's subtree). User
 * names are unique across the operator whatever their case. The caller may change, delete or give
 * claims to a user only while that user holds nothing the caller could not grant (so no one takes over
 * an account with more permissions than its own), never its own user through these routes (its
 * profile is the way), and the root agent always keeps an active user. A password change, a claims
 * change and a deactivation end the user's sessions. Every change writes an audit entry in its
 * transaction; a request that changes nothing writes none.
 */
import { randomUUID } from 'node:crypto';
import { claimGrantRefusals } from '../../core/claim-grant';
import { FORMATS } from '../../core/contract/formats';
import { usersEndpoints as ep, type User } from '../../core/areas/users/contract';
import {
  agentBoundMessage,
  grantableItems,
  sameClaims,
  USER_MESSAGES,
  withinGrant,
} from '../../core/areas/users/rules';
import { can, hasClaim, P, type UserClaims } from '../../core/permissions';
import { EMPTY_GUID } from '../../core/validation';
import { agentClaims } from '../agents-repo';
import { recordChange } from '../audit';
import { assertAgentScope, subjectOf, type AgentCheck, type AuthUser } from '../auth';
import { route, sendPage, quoted } from '../contract';
import type { Db } from '../db';
import { ApiError, fieldError, forbidden, notFound } from '../errors';
import { beginLoginAttempt } from '../login-throttle';
import { exactId, likePattern, pageSql, queryPage } from '../paging';
import { hashPassword, verifyPassword } from '../passwords';
import { endUserTokens } from '../tokens';
import { FORMAT_MESSAGES } from '../validation';
import { granterBounds, grantableClaims } from './claim-grant';
import { routeModule } from '../plugins/route-module';

export interface UserRow {
  id: string;
  username: string;
  display_name: string;
  email: string;
  agent_id: string;
  agent_name: string;
  agent_parent_id: string | null;
  agent_path: string;
  is_active: boolean;
  last_login_at: Date | string | null;
  created_at: Date | string;
  claims: UserClaims;
}

const USER_COLUMNS = `u.id, u.username, u.display_name, u.email, u.agent_id, a.name AS agent_name,
  a.parent_id AS agent_parent_id, a.path AS agent_path, u.is_active, u.last_login_at, u.created_at, u.claims`;

/** The SQL of each sortable field of the users list (names case-insensitive). */
const SORT_COLUMNS = {
  userName: 'lower(u.username)',
  displayName: 'lower(u.display_name)',
  email: 'lower(u.email)',
  agentName: 'lower(a.name)',
  isActive: 'u.is_active',
  lastLoginAt: 'u.last_login_at',
} as const;

const NO_CLAIMS: UserClaims = { AgentClaims: [], RtgClaims: [], RtgGroupClaims: [] };

const MESSAGES = USER_MESSAGES;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function userJson(row: UserRow): User {
  return {
    id: row.id,
    userName: row.username,
    displayName: row.display_name,
    email: row.email,
    agentId: row.agent_id,
    agentName: row.agent_name,
    agentParentId: row.agent_parent_id,
    isActive: row.is_active,
    lastLoginAt: iso(row.last_login_at),
    createdAt: iso(row.created_at)!,
  };
}

/** What the audit trail keeps of a user (never its password). */
const auditOf = (row: Pick<UserRow, 'username' | 'display_name' | 'email' | 'agent_id' | 'is_active'>) => ({
  userName: row.username,
  displayName: row.display_name,
  email: row.email,
  agentId: row.agent_id,
  isActive: row.is_active,
});

/** Whether a user's audited values are the same (a change that changes nothing writes no entry). */
const sameAudit = (a: UserRow, b: UserRow) => JSON.stringify(auditOf(a)) === JSON.stringify(auditOf(b));

async function findUser(db: Db, id: string, lock = false): Promise<UserRow | undefined> {
  if (lock) await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u JOIN agents a ON a.id = u.agent_id WHERE u.id = $1`,
    [id],
  );
  return rows[0];
}

/** The user `id` when the caller's `check` allows it for the user's agent: 404 unknown, 403 otherwise. */
async function userInScope(db: Db, caller: AuthUser, id: string, check: AgentCheck, lock = false) {
  const row = await findUser(db, id, lock);
  if (!row) throw notFound('User not found');
  await assertAgentScope(db, caller, row.agent_id, check);
  return row;
}

/** Refuses to change a user who holds claims the caller could not grant. */
async function assertWithinReach(db: Db, caller: AuthUser, row: UserRow): Promise<void> {
  if (!withinGrant(row.claims, await granterBounds(db, caller)))
    throw forbidden(MESSAGES.outOfReach, 'user-out-of-reach');
}

function assertPasswordRule(password: string, confirmPassword: string | undefined): void {
  if (!FORMATS['user-password'].test(password))
    throw fieldError('weak-password', 'password', `password ${FORMAT_MESSAGES['user-password']}`);
  if (confirmPassword !== undefined && confirmPassword !== password)
    throw fieldError('passwords-differ', 'confirmPassword', MESSAGES.passwordsDiffer);
}

async function assertNameFree(db: Db, name: string, selfId: string | null): Promise<void> {
  const { rows } = await db.query(
    'SELECT 1 FROM users WHERE lower(username) = lower($1) AND id IS DISTINCT FROM $2',
    [name, selfId],
  );
  if (rows.length) throw fieldError('name-taken', 'userName', MESSAGES.nameTaken);
}

/** A unique violation (two requests took one name at once) is the name clash it is. */
function nameClash(error: unknown): never {
  if ((error as { code?: unknown } | null)?.code === '23505')
    throw fieldError('name-taken', 'userName', MESSAGES.nameTaken);
  throw error;
}

/**
 * Refuses when `leaving` (a user deleted or deactivated) is the last active user of the root agent:
 * the operator would be locked out. The root agent's users are locked meanwhile.
 */
async function assertRootKeepsUser(tx: Db, row: UserRow): Promise<void> {
  if (row.agent_parent_id !== null || !row.is_active) return;
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM users WHERE agent_id = $1 AND is_active ORDER BY id FOR UPDATE',
    [row.agent_id],
  );
  if (rows.every((r) => r.id === row.id)) throw new ApiError(409, 'last-root-user', MESSAGES.lastRootUser);
}

export const userRoutes = routeModule(async function userRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;

  route(app, ep.list, { auth: 'token', tag: 'users' }, async (request, reply) => {
    const { agentId, includeSubAgents } = request.query;
    const caller = request.user;
    await assertAgentScope(db, caller, agentId, can.listUsers);
    const { rows: agents } = await db.query<{ path: string }>('SELECT path FROM agents WHERE id = $1', [
      agentId,
    ]);
    // Below the agent: the agents whose users the caller may list (its own agent's direct children,
    // or all of them with the 2nd-plus-level view permission).
    const everyLevel = can.listUsers(subjectOf(caller), null);
    const scope = includeSubAgents
      ? {
          where: 'a.path LIKE $3 AND ($4::boolean OR a.id = $5 OR a.parent_id = $5)',
          params: [agents[0].path + '%', everyLevel, caller.agentId],
        }
      : { where: 'u.agent_id = $3', params: [agentId] };
    // the text filter finds the name, display name, e-mail or agent, or the user whose id is pasted in
    const where = `${scope.where} AND ($1::text IS NULL OR lower(u.username) LIKE $1
      OR lower(u.display_name) LIKE $1 OR lower(u.email) LIKE $1 OR lower(a.name) LIKE $1 OR u.id::text = $2)`;
    const params = [likePattern(request.query.filter), exactId(request.query.filter), ...scope.params];
    const page = pageSql(request.query, SORT_COLUMNS, 'lower(u.username)', 'u.id');
    const { rows, total } = await queryPage<UserRow>(db, page, {
      columns: USER_COLUMNS,
      from: 'users u JOIN agents a ON a.id = u.agent_id',
      where,
      params,
    });
    const users = rows.map(userJson);
    if (!page.paged) return users;
    return sendPage(reply, { rows: users, total });
  });

  route(app, ep.get, { auth: 'token', tag: 'users' }, async (request) => {
    const { id } = request.query;
    const caller = request.user;
    if (id === caller.id) {
      const own = await findUser(db, id);
      if (!own) throw notFound('User not found');
      return userJson(own);
    }
    const row = await userInScope(
      db,
      caller,
      id,
      (subject, agent) => can.requestUserDetails(subject, agent) || can.editUsers(subject, agent),
    );
    return userJson(row);
  });

  route(app, ep.checkName, { auth: 'token', tag: 'users' }, async (request) => {
    const caller = request.user;
    if (!hasClaim(caller.claims, P.CreateUser) && !hasClaim(caller.claims, P.EditUsers))
      throw forbidden(`Missing permission ${P.CreateUser} or ${P.EditUsers}`);
    const name = request.query.name.trim();
    const self = request.query.id && request.query.id !== EMPTY_GUID ? request.query.id : null;
    const valid = FORMATS['user-name'].test(name);
    if (!valid) return { name, valid, available: false };
    const { rows } = await db.query(
      'SELECT 1 FROM users WHERE lower(username) = lower($1) AND id IS DISTINCT FROM $2::uuid',
      [name, self],
    );
    return { name, valid, available: rows.length === 0 };
  });

  route(app, ep.create, { auth: 'token', tag: 'users' }, async (request, reply) => {
    const { user: input, password, confirmPassword } = request.body;
    const caller = request.user;
    await assertAgentScope(db, caller, input.agentId, can.createUser);
    assertPasswordRule(password, confirmPassword);
    const hash = await hashPassword(password);
    const id = randomUUID();
    await db
      .transaction(async (tx) => {
        await assertNameFree(tx, input.userName.trim(), null);
        await tx.query(
          `INSERT INTO users (id, agent_id, username, password_hash, display_name, email, is_active, claims)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            id,
            input.agentId,
            input.userName.trim(),
            hash,
            input.displayName.trim(),
            (input.email ?? '').trim(),
            input.isActive ?? true,
            JSON.stringify(NO_CLAIMS),
          ],
        );
        const created = (await findUser(tx, id))!;
        await recordChange(tx, request, {
          kind: 'user.created',
          agentId: input.agentId,
          objectType: 'user',
          objectId: id,
          before: null,
          after: auditOf(created),
        });
      })
      .catch(nameClash);
    return reply.code(201).type('text/plain; charset=utf-8').send(quoted(id));
  });

  route(app, ep.update, { auth: 'token', tag: 'users' }, async (request, reply) => {
    const { id } = request.query;
    const { user: input, password, confirmPassword } = request.body;
    const caller = request.user;
    if (input.id !== undefined && input.id !== id)
      throw fieldError('invalid-value', 'user.id', 'user.id must be the id of the query');
    if (id === caller.id) throw forbidden(MESSAGES.self, 'self-change');
    const newPassword = password ? password : null;
    if (newPassword !== null) assertPasswordRule(newPassword, confirmPassword);
    const hash = newPassword !== null ? await hashPassword(newPassword) : null;
    await db
      .transaction(async (tx) => {
        const current = await userInScope(tx, caller, id, can.editUsers, true);
        if (input.agentId !== current.agent_id)
          throw fieldError('user-move-refused', 'agentId', MESSAGES.moveRefused);
        await assertWithinReach(tx, caller, current);
        const active = input.isActive ?? current.is_active;
        if (!active) await assertRootKeepsUser(tx, current);
        await assertNameFree(tx, input.userName.trim(), id);
        await tx.query(
          `UPDATE users SET username = $2, display_name = $3, email = $4, is_active = $5,
               password_hash = coalesce($6, password_hash), updated_at = now()
             WHERE id = $1`,
          [
            id,
            input.userName.trim(),
            input.displayName.trim(),
            (input.email ?? current.email).trim(),
            active,
            hash,
          ],
        );
        const ended = hash !== null || (current.is_active && !active);
        if (ended) await endUserTokens(tx, id);
        const updated = (await findUser(tx, id))!;
        if (hash !== null || !sameAudit(current, updated))
          await recordChange(tx, request, {
            kind: 'user.updated',
            agentId: current.agent_id,
            objectType: 'user',
            objectId: id,
            before: auditOf(current),
            after: { ...auditOf(updated), passwordChanged: hash !== null },
          });
      })
      .catch(nameClash);
    return reply.type('text/plain; charset=utf-8').send(quoted(id));
  });

  route(app, ep.remove, { auth: 'token', tag: 'users' }, async (request, reply) => {
    const { id } = request.query;
    const caller = request.user;
    if (id === caller.id) throw new ApiError(409, 'self-delete', MESSAGES.selfDelete);
    await db.transaction(async (tx) => {
      const current = await userInScope(tx, caller, id, can.deleteUser, true);
      await assertWithinReach(tx, caller, current);
      await assertRootKeepsUser(tx, current);
      await tx.query('DELETE FROM users WHERE id = $1', [id]);
      await recordChange(tx, request, {
        kind: 'user.deleted',
        agentId: current.agent_id,
        objectType: 'user',
        objectId: id,
        before: auditOf(current),
        after: null,
      });
    });
    return reply.code(204).send();
  });

  route(app, ep.getClaims, { auth: 'token', tag: 'users' }, async (request) => {
    const caller = request.user;
    const row = await userInScope(
      db,
      caller,
      request.query.id,
      (subject, agent) => can.seeUserClaims(subject, agent) || can.editUserClaims(subject, agent),
    );
    const bounds = await granterBounds(db, caller);
    const agentBound = await agentClaims(db, { path: row.agent_path });
    const readOnlyReason =
      row.id === caller.id
        ? ('self' as const)
        : !can.editUserClaims(subjectOf(caller), { id: row.agent_id, parentId: row.agent_parent_id })
          ? ('permission' as const)
          : !withinGrant(row.claims, bounds)
            ? ('out-of-reach' as const)
            : null;
    return {
      userId: row.id,
      userName: row.username,
      agentId: row.agent_id,
      agentName: row.agent_name,
      claims: row.claims,
      grantable: grantableItems([...bounds, agentBound]),
      manageable: readOnlyReason === null,
      readOnlyReason,
    };
  });

  route(app, ep.setClaims, { auth: 'token', tag: 'users' }, async (request) => {
    const { id } = request.query;
    const caller = request.user;
    if (id === caller.id) throw forbidden(MESSAGES.selfClaims, 'self-claims');
    return db.transaction(async (tx) => {
      const current = await userInScope(tx, caller, id, can.editUserClaims, true);
      await assertWithinReach(tx, caller, current);
      const claims = await grantableClaims(tx, caller, request.body);
      const agentBound = await agentClaims(tx, { path: current.agent_path });
      const beyond = claimGrantRefusals(claims, agentBound);
      if (beyond.length) {
        const names = beyond.map((r) => r.claim ?? `every ${r.type} claim`);
        throw new ApiError(
          403,
          'claims-agent-bound',
          agentBoundMessage(current.agent_name, names),
          undefined,
          {
            agent: current.agent_name,
            claims: names.join(', '),
          },
        );
      }
      // the same claims again change nothing: no entry, and the user's sessions go on
      if (sameClaims(current.claims, claims)) return claims;
      await tx.query('UPDATE users SET claims = $2, updated_at = now() WHERE id = $1', [
        id,
        JSON.stringify(claims),
      ]);
      await endUserTokens(tx, id);
      await recordChange(tx, request, {
        kind: 'user.claims-changed',
        agentId: current.agent_id,
        objectType: 'user',
        objectId: id,
        before: { userName: current.username, claims: current.claims },
        after: { userName: current.username, claims },
      });
      return claims;
    });
  });

  route(app, ep.updateProfile, { auth: 'token', tag: 'users' }, async (request, reply) => {
    const caller = request.user;
    const body = request.body;
    const { rows } = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [caller.id],
    );
    if (!rows[0]) throw notFound('User not found');
    // the current password is guessed no faster here than at sign-in: the same throttle counts both
    const attempt = await beginLoginAttempt(db, { userName: caller.name, address: request.ip });
    if (!attempt.allowed) {
      void reply.header('Retry-After', String(attempt.seconds));
      throw new ApiError(
        429,
        'too-many-requests',
        `Too many wrong passwords; try again in ${attempt.seconds} s`,
      );
    }
    if (!(await verifyPassword(body.currentPassword, rows[0].password_hash))) {
      await attempt.failed();
      throw fieldError('wrong-current-password', 'currentPassword', MESSAGES.wrongCurrentPassword);
    }
    await attempt.succeeded();
    const newPassword = body.password ? body.password : null;
    if (newPassword !== null) assertPasswordRule(newPassword, body.confirmPassword);
    const hash = newPassword !== null ? await hashPassword(newPassword) : null;
    return db.transaction(async (tx) => {
      const current = (await findUser(tx, caller.id, true))!;
      await tx.query(
        `UPDATE users SET display_name = $2, email = $3, password_hash = coalesce($4, password_hash),
             updated_at = now() WHERE id = $1`,
        [caller.id, body.displayName.trim(), (body.email ?? current.email).trim(), hash],
      );
      if (hash !== null) await endUserTokens(tx, caller.id);
      const updated = (await findUser(tx, caller.id))!;
      if (hash !== null || !sameAudit(current, updated))
        await recordChange(tx, request, {
          kind: 'user.profile-updated',
          agentId: current.agent_id,
          objectType: 'user',
          objectId: caller.id,
          before: auditOf(current),
          after: { ...auditOf(updated), passwordChanged: hash !== null },
        });
      return { user: userJson(updated), signedOut: hash !== null };
    });
  });
});
