/**
 * A token of a user who holds only the claims given: what the report tests use to show that each
 * report needs its own permission; a report POST as a demo login or with a token; reading an answer's
 * totals and columns; and the demo's period.
 */
import { randomUUID } from 'node:crypto';
import type { ReportAnswer } from '../../src/core/areas/reports/contract';
import { addDays } from '../../src/core/areas/reports/dates';
import type { UserClaims } from '../../src/core/permissions';
import { issueToken } from '../../src/server/auth';
import type { Harness, Login } from './harness';

/** POST a report body as `who` (default admin), or with `token` when given. */
export const reportPost =
  (harness: () => Harness) =>
  <T = ReportAnswer>(path: string, body: unknown, who: Login | null = 'admin', token?: string) =>
    token
      ? harness().call<T>('report', 'POST', path, { body, token })
      : harness().as<T>(who, 'report', 'POST', path, { body });

/** The report form's context of an agent (its casinos, cafes, players…), as the admin. */
export const reportContext = <T>(h: Harness, agentId: string) =>
  h.as<T>('admin', 'report', 'GET', '/api/report/context', { query: { agentId } });

/** The totals of one currency of an answer. */
export const totalsOf = (answer: ReportAnswer, currency: string) =>
  answer.totals.find((t) => t.currency === currency);

/** The rows of an answer as lists of the fields named (space-separated), in that order. */
export const pick = (rows: ReportAnswer['rows'], fields: string) =>
  rows.map((r) => fields.split(' ').map((id) => r[id]));

/** A token of a user of `agentId` (default the root) who holds only the claims given. */
export async function limitedToken(
  h: Harness,
  claims: Partial<UserClaims>,
  agentId = h.seed.rootAgentId,
): Promise<string> {
  const id = randomUUID();
  const username = `limited-${id}`;
  const all = { AgentClaims: [], RtgClaims: [], RtgGroupClaims: [], ...claims };
  await h.server.ctx.db.query(
    `INSERT INTO users (id, agent_id, username, password_hash, claims) VALUES ($1, $2, $3, 'unused', $4)`,
    [id, agentId, username, JSON.stringify(all)],
  );
  return (await issueToken(h.server.ctx, { id, username, agentId, claims: all })).access_token;
}

/**
 * A period that holds all of the demo's activity (its 90 days up to the first start, in every time
 * zone) and that every report takes (game activity covers at most 366 days).
 */
export function demoPeriod(): { from: string; to: string } {
  const today = new Date().toISOString().slice(0, 10);
  return { from: addDays(today, -364), to: addDays(today, 1) };
}
