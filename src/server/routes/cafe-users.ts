/**
 * Users of cafes (API). A POS user signs in on its cafe's device (the device's command pickup uses its
 * user name and password); the back office manages them per agent.
 *
 * GET /api/cafeUsers?agentId&posId          a cafe's users (paged); can.viewCafeUsers
 * GET /api/cafeUser?agentId&posUserId       one user of a cafe of the agent; can.viewCafeUsers
 * POST /api/cafeUser/create?agentId         body: user with password and confirmPassword; can.addCafeUsers
 * PUT /api/cafeUser/update?agentId          body: user (not its password); can.editCafeUsers
 * PUT /api/cafeUser/change-password?agentId&posUserId  body: password, confirmPassword;
 *                                          can.changeCafeUsersPassword
 * GET /api/cafeUser/roles                   the roles' API names (any signed-in user)
 *
 * Passwords follow the POS user password pattern (src/core/validation.ts); the confirmation must equal
 * the password (field confirmPassword, 'must match the password'). Passwords never leave the server and
 * never enter the audit trail; an update that changes nothing writes no entry.
 */
import { randomUUID } from 'node:crypto';
import { CAFE_USER_ROLES, cafesEndpoints as ep } from '../../core/areas/cafes/contract';
import { can } from '../../core/permissions';
import { passwordsMatch } from '../../core/validation';
import { recordChange, unchanged } from '../audit';
import { assertAgentScope } from '../auth';
import { route, sendPage } from '../contract';
import type { Db } from '../db';
import { fieldError, notFound } from '../errors';
import { hashPassword } from '../passwords';
import { likePattern, pageSql } from '../paging';
import {
  loadCafeUser,
  CAFE_USER_COLUMNS,
  CAFE_USER_FROM,
  cafeUserJson,
  type CafeUserRow,
} from '../cafes-repo';
import { routeModule } from '../plugins/route-module';

const SORT_COLUMNS = {
  userName: 'lower(u.user_name)',
  fullName: 'lower(u.full_name)',
  role: 'u.role',
  isActive: 'u.is_active',
} as const;

function assertConfirmed(password: string, confirmation: string): void {
  if (!passwordsMatch(password, confirmation))
    throw fieldError('passwords-differ', 'confirmPassword', 'confirmPassword must match the password');
}

async function assertCafeOfAgent(db: Db, agentId: string, posId: string): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM poses WHERE id = $1 AND agent_id = $2', [posId, agentId]);
  if (rows.length === 0) throw notFound('Cafe not found');
}

async function assertUniqueUserName(tx: Db, posId: string, userName: string, exceptId: string | null) {
  const { rows } = await tx.query(
    'SELECT 1 FROM pos_users WHERE pos_id = $1 AND lower(user_name) = lower($2) AND ($3::uuid IS NULL OR id <> $3)',
    [posId, userName, exceptId],
  );
  if (rows.length > 0)
    throw fieldError('name-taken', 'userName', `A user named ${userName} already exists in this cafe`);
}

export const cafeUserRoutes = routeModule(async function cafeUserRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;

  route(app, ep.users, { auth: 'token', tag: 'poses' }, async (request, reply) => {
    const { agentId, posId } = request.query;
    await assertAgentScope(db, request.user, agentId, can.viewPosUsers);
    await assertCafeOfAgent(db, agentId, posId);
    const page = pageSql(request.query, SORT_COLUMNS, 'lower(u.user_name)', 'u.id');
    const filter = likePattern(request.query.filter);
    const where = `u.pos_id = $1 AND ($2::text IS NULL OR lower(u.user_name) LIKE $2 OR lower(u.full_name) LIKE $2
      OR lower(u.role) LIKE $2)`;
    const { rows } = await db.query<CafeUserRow>(
      `SELECT ${CAFE_USER_COLUMNS} FROM ${CAFE_USER_FROM} WHERE ${where} ${page.orderBy} ${page.limit}`,
      [posId, filter],
    );
    const users = rows.map(cafeUserJson);
    if (!page.paged) return users;
    const { rows: counted } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pos_users u WHERE ${where}`,
      [posId, filter],
    );
    return sendPage(reply, { rows: users, total: counted[0].n });
  });

  route(app, ep.user, { auth: 'token', tag: 'poses' }, async (request) => {
    const { agentId, posUserId } = request.query;
    await assertAgentScope(db, request.user, agentId, can.viewPosUsers);
    return cafeUserJson(await loadCafeUser(db, agentId, posUserId));
  });

  route(app, ep.createUser, { auth: 'token', tag: 'poses' }, async (request, reply) => {
    const { agentId } = request.query;
    const body = request.body;
    await assertAgentScope(db, request.user, agentId, can.addPosUsers);
    assertConfirmed(body.password, body.confirmPassword);
    await assertCafeOfAgent(db, agentId, body.posId);
    const hash = await hashPassword(body.password);
    const id = randomUUID();
    const user = await db.transaction(async (tx) => {
      await assertUniqueUserName(tx, body.posId, body.userName, null);
      await tx.query(
        `INSERT INTO pos_users (id, pos_id, user_name, full_name, role, is_active, password_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, body.posId, body.userName, body.fullName?.trim() ?? '', body.role, body.isActive ?? true, hash],
      );
      const created = cafeUserJson(await loadCafeUser(tx, agentId, id));
      await recordChange(tx, request, {
        kind: 'pos-user.created',
        agentId,
        objectType: 'pos-user',
        objectId: id,
        after: created,
      });
      return created;
    });
    return reply.code(201).send(user);
  });

  route(app, ep.updateUser, { auth: 'token', tag: 'poses' }, async (request) => {
    const { agentId } = request.query;
    const body = request.body;
    await assertAgentScope(db, request.user, agentId, can.editPosUsers);
    return db.transaction(async (tx) => {
      const current = await loadCafeUser(tx, agentId, body.id);
      await tx.query('SELECT 1 FROM pos_users WHERE id = $1 FOR UPDATE', [body.id]);
      await assertUniqueUserName(tx, current.pos_id, body.userName, body.id);
      const fullName = body.fullName === undefined ? current.full_name : (body.fullName?.trim() ?? '');
      await tx.query(
        `UPDATE pos_users SET user_name = $2, full_name = $3, role = $4, is_active = $5, updated_at = now()
           WHERE id = $1`,
        [body.id, body.userName, fullName, body.role, body.isActive ?? current.is_active],
      );
      const updated = cafeUserJson(await loadCafeUser(tx, agentId, body.id));
      const before = cafeUserJson(current);
      if (!unchanged(before, updated)) {
        await recordChange(tx, request, {
          kind: 'pos-user.updated',
          agentId,
          objectType: 'pos-user',
          objectId: body.id,
          before,
          after: updated,
        });
      }
      return updated;
    });
  });

  route(app, ep.changePassword, { auth: 'token', tag: 'poses' }, async (request) => {
    const { agentId, posUserId } = request.query;
    await assertAgentScope(db, request.user, agentId, can.changePosUsersPassword);
    assertConfirmed(request.body.password, request.body.confirmPassword);
    await loadCafeUser(db, agentId, posUserId);
    const hash = await hashPassword(request.body.password);
    return db.transaction(async (tx) => {
      const before = cafeUserJson(await loadCafeUser(tx, agentId, posUserId));
      await tx.query(
        'UPDATE pos_users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1',
        [posUserId, hash],
      );
      const after = cafeUserJson(await loadCafeUser(tx, agentId, posUserId));
      await recordChange(tx, request, {
        kind: 'pos-user.password-changed',
        agentId,
        objectType: 'pos-user',
        objectId: posUserId,
        before,
        after,
      });
      return after;
    });
  });

  route(app, ep.roles, { auth: 'token', tag: 'poses' }, async () => [...CAFE_USER_ROLES]);
});
