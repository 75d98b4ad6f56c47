/**
 * Roles (API): named claim sets of the operator, global to it (not per agent).
 *
 * GET /api/Role   the roles, by name; the view-roles permission
 * PUT /api/Role   replaces the list: a role without id is created, a listed one updated, a stored one
 *                 left out deleted; the edit-roles permission. Answers the stored roles.
 *
 * Names are unique whatever their case; claims are names of the vocabulary under their own type. A
 * claim the caller may not grant never enters a role through it (claims a role already holds may stay).
 * Every role created, changed or deleted writes an audit entry (under the caller's root agent).
 */
import { randomUUID } from 'node:crypto';
import {
  claimGrantRefusals,
  describeClaimRefusal,
  isMalformedClaim,
  normaliseClaims,
} from '../../core/claim-grant';
import { usersEndpoints as ep, type Role, type RoleInput } from '../../core/areas/users/contract';
import { roleChanges, USER_MESSAGES } from '../../core/areas/users/rules';
import { ALL_CLAIMS, hasClaim, P, type UserClaims } from '../../core/permissions';
import { recordChange } from '../audit';
import { requireClaim } from '../auth';
import { route } from '../contract';
import type { Db } from '../db';
import { ApiError, forbidden, type FieldError } from '../errors';
import { granterBounds } from './claim-grant';
import { routeModule } from '../plugins/route-module';

interface RoleRow {
  id: string;
  name: string;
  claims: UserClaims;
}

async function storedRoles(db: Db, lock = false): Promise<Role[]> {
  const { rows } = await db.query<RoleRow>(
    `SELECT id, name, claims FROM roles ORDER BY lower(name), id${lock ? ' FOR UPDATE' : ''}`,
  );
  return rows.map((r) => ({ id: r.id, name: r.name, claims: r.claims }));
}

/** Names blank after trimming, clashing names, bad claim names and unknown ids: one field error each. */
function inputErrors(wanted: readonly RoleInput[], unknownIds: readonly string[]): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  wanted.forEach((role, i) => {
    const key = role.name.trim().toLowerCase();
    if (seen.has(key))
      errors.push({ field: `${i}.name`, code: 'role-name-taken', message: USER_MESSAGES.roleNameTaken });
    else seen.set(key, i);
    if (role.id && unknownIds.includes(role.id))
      errors.push({ field: `${i}.id`, code: 'not-found', message: `${role.id} is not a stored role` });
    for (const refusal of claimGrantRefusals(role.claims, ALL_CLAIMS).filter(isMalformedClaim))
      errors.push({ field: `${i}.claims.${refusal.type}`, message: describeClaimRefusal(refusal) });
  });
  return errors;
}

/** The claims of `after` the caller may not grant and `before` did not already hold. */
function newlyGranted(after: UserClaims, before: UserClaims | null, bounds: readonly UserClaims[]) {
  return claimGrantRefusals(after, bounds).filter((r) =>
    before === null ? true : r.claim === null ? before[r.type] !== null : !hasClaim(before, r.claim, r.type),
  );
}

export const roleRoutes = routeModule(async function roleRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;

  route(app, ep.roles, { auth: 'token', tag: 'roles' }, async (request) => {
    requireClaim(request.user, P.ViewRoles);
    return storedRoles(db);
  });

  route(app, ep.saveRoles, { auth: 'token', tag: 'roles' }, async (request) => {
    const caller = request.user;
    requireClaim(caller, P.EditRoles);
    const wanted = request.body;
    return db.transaction(async (tx) => {
      const stored = await storedRoles(tx, true);
      const changes = roleChanges(stored, wanted);
      const errors = inputErrors(wanted, changes.unknownIds);
      if (errors.length)
        throw new ApiError(
          400,
          'invalid-request',
          `Invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`,
          errors,
        );
      const bounds = await granterBounds(tx, caller);
      const refused = [
        ...changes.created.flatMap((r) => newlyGranted(normaliseClaims(r.claims), null, bounds)),
        ...changes.updated.flatMap((u) =>
          newlyGranted(normaliseClaims(u.after.claims), u.before.claims, bounds),
        ),
      ];
      if (refused.length) throw forbidden([...new Set(refused.map(describeClaimRefusal))].join('; '));

      const { rows: top } = await tx.query<{ path: string }>('SELECT path FROM agents WHERE id = $1', [
        caller.agentId,
      ]);
      const rootAgentId = top[0]?.path.split('/').filter(Boolean)[0] ?? caller.agentId;
      const audit = (kind: string, id: string, before: unknown, after: unknown) =>
        recordChange(tx, request, {
          kind,
          agentId: rootAgentId,
          objectType: 'role',
          objectId: id,
          before,
          after,
        });

      for (const role of changes.deleted) {
        await tx.query('DELETE FROM roles WHERE id = $1', [role.id]);
        await audit('role.deleted', role.id, role, null);
      }
      // names move in two steps, so that two roles may swap names in one request
      if (changes.updated.length)
        await tx.query('UPDATE roles SET name = id::text WHERE id = ANY($1::uuid[])', [
          changes.updated.map((u) => u.before.id),
        ]);
      for (const { before, after } of changes.updated) {
        const next = { id: before.id, name: after.name.trim(), claims: normaliseClaims(after.claims) };
        await tx.query('UPDATE roles SET name = $2, claims = $3, updated_at = now() WHERE id = $1', [
          next.id,
          next.name,
          JSON.stringify(next.claims),
        ]);
        await audit('role.updated', next.id, before, next);
      }
      for (const role of changes.created) {
        const next = { id: randomUUID(), name: role.name.trim(), claims: normaliseClaims(role.claims) };
        await tx.query('INSERT INTO roles (id, name, claims) VALUES ($1, $2, $3)', [
          next.id,
          next.name,
          JSON.stringify(next.claims),
        ]);
        await audit('role.created', next.id, null, next);
      }
      return storedRoles(tx);
    });
  });
});
