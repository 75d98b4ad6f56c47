/**
 * A token of a user of the root agent who holds only the claims given: what the report tests use to
 * show that each report needs its own permission.
 */
import { randomUUID } from 'node:crypto';
import type { UserClaims } from '../../src/core/permissions';
import { issueToken } from '../../src/server/auth';
import type { Harness } from './harness';

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
