/**
 * The audit trail's store: one entry per change, written in the change's transaction (a failed change
 * writes none), never updated or deleted (the database refuses), no secrets in it.
 */
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordChange } from '../../src/server/audit';
import { AMERICAS_AGENT_ID } from '../../src/server/seed/demo';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const request = {
  id: 'req-1',
  ip: '127.0.0.1',
  user: { id: '00000000-0000-4000-8000-0000000000aa', name: 'tester', agentId: AMERICAS_AGENT_ID },
} as unknown as FastifyRequest;

describe('an entry: when, who, what, on which agent and object, before and after, request id and address', () => {
  it('is written with the agent’s path and without secret fields', async () => {
    const id = await h.server.ctx.db.transaction((tx) =>
      recordChange(tx, request, {
        kind: 'test.changed',
        agentId: AMERICAS_AGENT_ID,
        objectType: 'role',
        objectId: 'x',
        before: { name: 'a', password: 'secret' },
        after: { name: 'b', nested: { token: 't', kept: 1 } },
      }),
    );
    const { rows } = await h.server.ctx.db.query<Record<string, unknown>>(
      'SELECT * FROM audit_log WHERE id = $1',
      [id],
    );
    expect(rows[0]).toMatchObject({
      kind: 'test.changed',
      user_name: 'tester',
      agent_id: AMERICAS_AGENT_ID,
      object_type: 'role',
      object_id: 'x',
      before: { name: 'a' },
      after: { name: 'b', nested: { kept: 1 } },
      request_id: 'req-1',
      client_address: '127.0.0.1',
    });
    expect(String(rows[0].agent_path)).toContain(`/${AMERICAS_AGENT_ID}/`);
  });
  it('a change whose transaction fails writes no entry', async () => {
    const { rows: before } = await h.server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM audit_log',
    );
    await expect(
      h.server.ctx.db.transaction(async (tx) => {
        await recordChange(tx, request, {
          kind: 'test.failed',
          agentId: null,
          objectType: 'role',
          objectId: null,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { rows: after } = await h.server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM audit_log',
    );
    expect(after[0].n).toBe(before[0].n);
  });
});

describe('the log is append-only: the database refuses UPDATE, DELETE and TRUNCATE', () => {
  for (const sql of ["UPDATE audit_log SET kind = 'forged'", 'DELETE FROM audit_log', 'TRUNCATE audit_log']) {
    it(`refuses ${sql.split(' ')[0]}`, async () => {
      await expect(h.server.ctx.db.query(sql)).rejects.toThrow(/append-only/);
    });
  }
});
