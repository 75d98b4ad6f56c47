/**
 * Giving claims on the server: the rule of src/core/claim-grant.ts applied to the signed-in user,
 * bounded by its own claims and by its agent's claims, both read fresh from the database. Used by
 * the agent routes (the claims an agent's users may hold); user routes call the same function.
 *
 * A bad name (empty, unknown, of another claim type) is a 400 with one field error per name; a claim
 * the granter does not hold is a 403 naming every such claim.
 */
import {
  claimGrantRefusals,
  describeClaimRefusal,
  isMalformedClaim,
  normaliseClaims,
  type RequestedClaims,
} from '../../core/claim-grant';
import type { UserClaims } from '../../core/permissions';
import type { AuthUser } from '../auth';
import type { Db } from '../db';
import { agentClaims, loadAgent } from '../agents-repo';
import { ApiError } from '../errors';

/** The claims `user` may grant, as bounds: its own (from the users table) and its agent's. */
export async function granterBounds(db: Db, user: AuthUser): Promise<UserClaims[]> {
  const { rows } = await db.query<{ claims: UserClaims }>('SELECT claims FROM users WHERE id = $1', [
    user.id,
  ]);
  const own = rows[0]?.claims ?? user.claims;
  return [own, await agentClaims(db, await loadAgent(db, user.agentId))];
}

/** `wanted`, normalised, when `user` may give all of it; otherwise a 400 or 403 with every reason. */
export async function grantableClaims(db: Db, user: AuthUser, wanted: RequestedClaims): Promise<UserClaims> {
  const refusals = claimGrantRefusals(wanted, await granterBounds(db, user));
  const malformed = refusals.filter(isMalformedClaim);
  if (malformed.length) {
    throw new ApiError(
      400,
      'invalid-request',
      `Invalid request: ${malformed.map(describeClaimRefusal).join('; ')}`,
      malformed.map((r) => ({ field: `claims.${r.type}`, message: describeClaimRefusal(r) })),
    );
  }
  if (refusals.length) throw new ApiError(403, 'forbidden', refusals.map(describeClaimRefusal).join('; '));
  return normaliseClaims(wanted);
}
