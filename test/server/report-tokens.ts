/**
 * A token of a user of the root agent who holds only the claims given: what the report tests use to
 * show that each report needs its own permission; and a report POST as a demo login or with a token.
 */
import { randomUUID } from 'node:crypto';
import type { ReportAnswer } from '../../src/core/areas/reports/contract';
import type { UserClaims } from '../../src/core/permissions';
import { issueToken } from '../../src/server/auth';
import type { Harness, Login } from './harness';
import { addDays } from '../../src/core/areas/reports/dates';

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

export async function limitedToken(h: Harness, claims: Partial<UserClaims>): Promise<string> {
  const id = randomUUID();
  const username = `limited-${id}`;
  const all = { AgentClaims: [], RtgClaims: [], RtgGroupClaims: [], ...claims };
  await h.server.ctx.db.query(
    `INSERT INTO users (id, agent_id, username, password_hash, claims) VALUES ($1, $2, $3, 'unused', $4)`,
    [id, h.seed.rootAgentId, username, JSON.stringify(all)],
  );
  return (await issueToken(h.server.ctx, { id, username, agentId: h.seed.rootAgentId, claims: all }))
    .access_token;
}

/**
 * A period that holds all of the demo's activity (its 90 days up to the first start, in every time
 * zone) and that every report takes (game activity covers at most 366 days).
 */
export function demoPeriod(): { from: string; to: string } {
  const today = new Date().toISOString().slice(0, 10);
  return { from: addDays(today, -364), to: addDays(today, 1) };
}
