/**
 * Identity service.
 *
 * POST /connect/token (OAuth2 password grant, form-encoded): wrong password and unknown user give
 * the same 400 `invalid_grant`; a deactivated user with the right password gets `invalid_grant` saying
 * so, and so does a user whose agent (or an agent above it) is deactivated. A sign-in records the user's
 * last login. Failed attempts are throttled per user name and client address and per client address in
 * the database (src/server/login-throttle.ts; a user name's failures from everywhere only slow the
 * addresses that failed on it): a throttled attempt is answered at once with 429, `Retry-After` and the
 * reason, without checking the password, and logged.
 *
 * POST /connect/revocation (RFC 7009, form-encoded `token`, optional `token_type_hint`, the client's
 * id and secret): ends that access token on the server at once. As the RFC says, an unknown, expired
 * or malformed token is answered 200 as well (the caller cannot learn anything from it).
 *
 * A plugin (src/server/plugins/route-module.ts); src/server/listen.ts registers it on its instance.
 */
import { claimsWithin } from '../../core/claim-grant';
import { identityEndpoints } from '../../core/identity/contract';
import type { UserClaims } from '../../core/permissions';
import { agentClaims } from '../agents-repo';
import { inactiveAgentOf } from '../agent-money';
import { issueToken, verifiedPayload } from '../auth';
import { route } from '../contract';
import type { ErrorCode } from '../../core/contract/error-codes';
import { beginLoginAttempt } from '../login-throttle';
import { DUMMY_HASH, verifyPassword } from '../passwords';
import { revokeToken } from '../tokens';
import { routeModule } from '../plugins/route-module';
import { versionRoute } from './version';

/** A refusal of the token endpoint: OAuth's `error`, and the back office's machine code. */
interface Refusal {
  error: string;
  code: ErrorCode;
  message: string;
}

export const CLIENT_ID = 'ui';
export const CLIENT_SECRET = 'casino-widgets-ui';
export const INVALID_GRANT = {
  error: 'invalid_grant',
  code: 'wrong-credentials',
  message: 'Invalid user name or password',
} as const satisfies Refusal;
/** The user's agent (or an agent above it) is deactivated: its users cannot sign in. */
export const INACTIVE_AGENT = {
  error: 'invalid_grant',
  code: 'agent-inactive',
  message: 'The agent of this user is deactivated: ask an administrator to activate it',
} as const satisfies Refusal;

export const INACTIVE_USER = {
  error: 'invalid_grant',
  code: 'user-inactive',
  message: 'This user is deactivated: ask an administrator to activate it',
} as const satisfies Refusal;
const INVALID_CLIENT = {
  error: 'invalid_client',
  code: 'unknown-client',
  message: 'Unknown client',
} as const satisfies Refusal;

const knownClient = (id: string, secret: string | undefined) =>
  id === CLIENT_ID && (secret === undefined || secret === CLIENT_SECRET);

export const identityService = routeModule(async function identityService(app) {
  const ctx = app.ctx;
  await app.register(versionRoute);

  route(app, identityEndpoints.token, { auth: 'public', tag: 'identity' }, async (request, reply) => {
    const { username, password, client_id, client_secret } = request.body;
    if (!knownClient(client_id, client_secret)) return reply.code(400).send(INVALID_CLIENT);
    const attempt = await beginLoginAttempt(ctx.db, { userName: username, address: request.ip });
    if (!attempt.allowed) {
      const blocked = attempt;
      request.log.warn(
        {
          event: 'login-throttled',
          username,
          address: request.ip,
          by: blocked.by,
          retryAfter: blocked.seconds,
        },
        'sign-in refused: too many failed attempts',
      );
      return reply
        .code(429)
        .header('Retry-After', String(blocked.seconds))
        .send({
          error: 'too_many_attempts',
          code: 'too-many-requests' satisfies ErrorCode,
          params: { seconds: blocked.seconds },
          message: `Too many failed sign-in attempts; try again in ${blocked.seconds} s`,
          retryAfter: blocked.seconds,
        });
    }
    const { rows } = await ctx.db.query<{
      id: string;
      username: string;
      agent_id: string;
      password_hash: string;
      claims: UserClaims;
      is_active: boolean;
      agent_path: string;
    }>(
      `SELECT u.id, u.username, u.agent_id, u.password_hash, u.claims, u.is_active, a.path AS agent_path
           FROM users u JOIN agents a ON a.id = u.agent_id WHERE lower(u.username) = $1`,
      [username.trim().toLowerCase()],
    );
    const user = rows[0];
    const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !ok) {
      await attempt.failed();
      request.log.info({ event: 'login-failed', username, address: request.ip }, 'sign-in failed');
      return reply.code(400).send(INVALID_GRANT);
    }
    await attempt.succeeded();
    if (!user.is_active) {
      // only told to who knows the password: the name alone reveals nothing
      request.log.info(
        { event: 'login-inactive', username, address: request.ip },
        'sign-in of an inactive user',
      );
      return reply.code(400).send(INACTIVE_USER);
    }
    if (await inactiveAgentOf(ctx.db, user.agent_path)) {
      request.log.info(
        { event: 'login-inactive-agent', username, address: request.ip },
        'sign-in of a user of a deactivated agent',
      );
      return reply.code(400).send(INACTIVE_AGENT);
    }
    await ctx.db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [user.id]);
    const token = await issueToken(ctx, {
      id: user.id,
      username: user.username,
      agentId: user.agent_id,
      // what the user may do: its claims within those its agent's users may hold today
      claims: claimsWithin(user.claims, await agentClaims(ctx.db, { path: user.agent_path })),
    });
    return reply.header('Cache-Control', 'no-store').send(token);
  });

  route(app, identityEndpoints.revocation, { auth: 'public', tag: 'identity' }, async (request, reply) => {
    const { token, client_id, client_secret } = request.body;
    if (!knownClient(client_id, client_secret)) return reply.code(401).send(INVALID_CLIENT);
    const payload = await verifiedPayload(ctx, token);
    if (payload?.jti && (await revokeToken(ctx.db, payload.jti))) {
      request.log.info({ event: 'token-revoked', userId: payload.sub }, 'access token revoked');
    }
    return reply.header('Cache-Control', 'no-store').code(200).send();
  });
});
