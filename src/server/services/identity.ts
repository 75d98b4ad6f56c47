/**
 * Identity service: POST /connect/token (OAuth2 password grant, form-encoded).
 *
 * Wrong password and unknown user give the same 400 `invalid_grant`. Repeated failures for one
 * user name are slowed down: attempts for that name are handled one after another, and each waits
 * 250 ms x 2^(failures-1), capped at 8 s, until a success resets the count (or 15 minutes pass).
 */
import type { FastifyInstance } from 'fastify';
import type { UserClaims } from '../../core/permissions';
import type { ServerContext } from '../context';
import { issueToken } from '../auth';
import { DUMMY_HASH, verifyPassword } from '../passwords';
import { versionRoute } from './version';

export const CLIENT_ID = 'ui';
export const CLIENT_SECRET = 'casino-widgets-ui';
export const INVALID_GRANT = { error: 'invalid_grant', message: 'Invalid user name or password' } as const;

const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 8000;
const FORGET_AFTER_MS = 15 * 60 * 1000;

export interface LoginThrottle {
  failures: number;
  lastFailureAt: number;
  queue: Promise<unknown>;
}

export function failureDelay(failures: number): number {
  return failures <= 0 ? 0 : Math.min(BASE_DELAY_MS * 2 ** (failures - 1), MAX_DELAY_MS);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function identityService(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const throttles = new Map<string, LoginThrottle>();
  versionRoute(app, ctx);

  app.post<{
    Body: {
      username: string;
      password: string;
      grant_type: string;
      client_id: string;
      client_secret?: string;
    };
  }>(
    '/connect/token',
    {
      schema: {
        body: {
          type: 'object',
          required: ['username', 'password', 'grant_type', 'client_id'],
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 100 },
            password: { type: 'string', minLength: 1, maxLength: 200 },
            grant_type: { type: 'string', enum: ['password'] },
            client_id: { type: 'string', minLength: 1 },
            client_secret: { type: 'string' },
            scope: { type: 'string' },
          },
        },
      },
    },
    async (request, reply) => {
      const { username, password, client_id, client_secret } = request.body;
      if (client_id !== CLIENT_ID || (client_secret !== undefined && client_secret !== CLIENT_SECRET)) {
        return reply.code(400).send({ error: 'invalid_client', message: 'Unknown client' });
      }
      const key = username.trim().toLowerCase();
      const now = Date.now();
      let throttle = throttles.get(key);
      if (throttle && now - throttle.lastFailureAt > FORGET_AFTER_MS) throttle.failures = 0;
      if (!throttle) {
        throttle = { failures: 0, lastFailureAt: 0, queue: Promise.resolve() };
        throttles.set(key, throttle);
      }
      const t = throttle;
      const attempt = t.queue.then(async () => {
        await sleep(failureDelay(t.failures));
        const { rows } = await ctx.db.query<{
          id: string;
          username: string;
          agent_id: string;
          password_hash: string;
          claims: UserClaims;
        }>('SELECT id, username, agent_id, password_hash, claims FROM users WHERE lower(username) = $1', [
          key,
        ]);
        const user = rows[0];
        const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
        if (!user || !ok) {
          t.failures += 1;
          t.lastFailureAt = Date.now();
          return null;
        }
        throttles.delete(key);
        return user;
      });
      t.queue = attempt.catch(() => undefined);
      const user = await attempt;
      if (!user) return reply.code(400).send(INVALID_GRANT);
      const token = await issueToken(ctx, {
        id: user.id,
        username: user.username,
        agentId: user.agent_id,
        claims: user.claims,
      });
      return reply.header('Cache-Control', 'no-store').send(token);
    },
  );
}
