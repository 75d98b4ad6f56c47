/**
 * The register of issued access tokens (table access_tokens, migration 200): a token is accepted
 * only while its id (`jti`) is registered for its user, not revoked and not expired. It lives in the
 * database, never in process memory, so every server process sharing one PostgreSQL refuses a
 * token the moment any of them ends it.
 *
 * - `registerToken`: when the identity service issues a token;
 * - `isTokenActive`: on every authenticated request (also refused once the user's agent, or an agent
 *   above it, is deactivated: the agent's state lives in the database as well, so every process agrees);
 * - `revokeToken`: sign-out (POST /connect/revocation);
 * - `endUserTokens`: every token issued to a user before now stops working (password change,
 *   claims change, user disabled); the user signs in again.
 * - `endSubtreeUserTokens`: the same for every user of an agent and of the agents below it (the
 *   claims their users may hold changed: a token carries what its user could do when it was issued).
 */
import type { Db } from './db';

export async function registerToken(
  db: Db,
  token: { jti: string; userId: string; expiresAt: Date },
): Promise<void> {
  // the user's expired entries go at the same time, so the table holds only live tokens
  await db.query('DELETE FROM access_tokens WHERE user_id = $1 AND expires_at < now()', [token.userId]);
  await db.query('INSERT INTO access_tokens (jti, user_id, expires_at) VALUES ($1, $2, $3)', [
    token.jti,
    token.userId,
    token.expiresAt.toISOString(),
  ]);
}

/**
 * Whether the token `jti` of `userId` is registered, not revoked and not expired, and the user's agent
 * and every agent above it are active.
 */
export async function isTokenActive(db: Db, jti: string, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM access_tokens t
       JOIN users u ON u.id = t.user_id
       JOIN agents a ON a.id = u.agent_id
      WHERE t.jti = $1 AND t.user_id = $2 AND t.revoked_at IS NULL AND t.expires_at > now()
        AND NOT EXISTS (SELECT 1 FROM agents x
                         WHERE x.id = ANY (string_to_array(trim(both '/' from a.path), '/')::uuid[])
                           AND NOT x.is_active)`,
    [jti, userId],
  );
  return rows.length > 0;
}

/** Revokes one token; false when it was unknown or already revoked. */
export async function revokeToken(db: Db, jti: string): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE access_tokens SET revoked_at = now() WHERE jti = $1 AND revoked_at IS NULL RETURNING 1',
    [jti],
  );
  return rows.length > 0;
}

/** Ends every token issued to `userId` so far; returns how many were still live. */
export async function endUserTokens(db: Db, userId: string): Promise<number> {
  const { rows } = await db.query(
    `UPDATE access_tokens SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING 1`,
    [userId],
  );
  return rows.length;
}

/** Ends every live token of the users of the agent at `path` and of every agent below it. */
export async function endSubtreeUserTokens(db: Db, path: string): Promise<number> {
  const { rows } = await db.query(
    `UPDATE access_tokens SET revoked_at = now()
      WHERE revoked_at IS NULL AND expires_at > now()
        AND user_id IN (SELECT u.id FROM users u JOIN agents a ON a.id = u.agent_id WHERE a.path LIKE $1 || '%')
      RETURNING 1`,
    [path],
  );
  return rows.length;
}
