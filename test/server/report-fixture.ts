/**
 * What the report test files share: a report POST as a demo login or with a token, and a user of the
 * root agent holding only some claims (for the permission tests).
 */
import { randomUUID } from 'node:crypto';
import type { ReportAnswer } from '../../src/core/areas/reports/contract';
import type { UserClaims } from '../../src/core/permissions';
import { issueToken } from '../../src/server/auth';
import type { Harness, Login } from './harness';

/** POST a report body as `who` (default admin), or with `opts.token` when given. */
export const reportPost =
  (harness: () => Harness) =>
  <T = ReportAnswer>(
    path: string,
    body: unknown,
    who: Login | null = 'admin',
    opts: { token?: string } = {},
  ) =>
    opts.token
      ? harness().call<T>('report', 'POST', path, { body, token: opts.token })
      : harness().as<T>(who, 'report', 'POST', path, { body });

/** The access token of a new user of the root agent holding only `claims`. */
export async function limitedToken(h: Harness, claims: Partial<UserClaims>): Promise<string> {
  const id = randomUUID();
  const all = { AgentClaims: [], RtgClaims: [], RtgGroupClaims: [], ...claims };
  await h.server.ctx.db.query(
    `INSERT INTO users (id, agent_id, username, password_hash, claims) VALUES ($1, $2, $3, 'unused', $4)`,
    [id, h.seed.rootAgentId, `limited-${id}`, JSON.stringify(all)],
  );
  return (
    await issueToken(h.server.ctx, {
      id,
      username: `limited-${id}`,
      agentId: h.seed.rootAgentId,
      claims: all,
    })
  ).access_token;
}
