/**
 * Cafes' report requests over HTTP: a balance, terminal or game report requested from the console has no
 * result until the cafe picks it up; the pickup writes what the cafe reported (its balance and operations,
 * its terminals, its terminals' takings since the previous game report), the cafe gets it in its pickup
 * answer and the console in the commands list; the demo's reports picked up before carry theirs too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CafeCommand } from '../../src/core/areas/cafes/contract';
import { DEMO_CAFE_PASSWORD, demoCafeId, demoTerminalId } from '../../src/server/seed/cafes';
import { startHarness, type Harness } from './harness';

const CAFE = demoCafeId('Aurora Americas', 'Americas Central Cafe');
const TERMINAL = demoTerminalId(CAFE, 1);

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const request = async (type: string) => {
  const r = await h.as<string>('admin', 'api', 'PUT', '/api/pos/commands/request_report', {
    query: { posId: CAFE },
    body: { report: { type } },
  });
  expect(r.status).toBe(200);
  return JSON.parse(r.text) as string;
};
const pickup = () =>
  h.call<{ balance: number; commands: CafeCommand[] }>('api', 'POST', '/api/pos/pickup', {
    query: { posId: CAFE },
    headers: { authorization: `Basic ${Buffer.from(`cashier:${DEMO_CAFE_PASSWORD}`).toString('base64')}` },
  });
const commands = async () =>
  (
    await h.as<CafeCommand[]>('admin', 'api', 'GET', '/api/pos/commands', {
      query: { posId: CAFE, includeDone: true },
    })
  ).body;
const commandOf = async (id: string) => (await commands()).find((c) => c.id === id)!;
const transact = (type: 'Deposit' | 'Withdrawal', amount: string) =>
  h.as('admin', 'api', 'POST', '/api/terminals/transaction', {
    query: { terminalId: TERMINAL },
    body: { type, amount },
  });

describe('a cafe’s report request shows its result once picked up', () => {
  it('no result while the request waits for the cafe', async () => {
    const id = await request('BALANCE_REPORT');
    const pending = await commandOf(id);
    expect(pending.status).toBe('PENDING');
    expect(pending.report).toEqual({ type: 'BALANCE_REPORT', result: null });
    await pickup();
  });

  it('the balance report: the cafe’s balance and operations after the pickup, in its currency', async () => {
    const id = await request('BALANCE_REPORT');
    const picked = await pickup();
    expect(picked.status).toBe(200);
    const answered = picked.body.commands.find((c) => c.id === id)!;
    const shown = await commandOf(id);
    expect(shown.report).toEqual(answered.report);
    const { rows } = await h.server.ctx.db.query<{ balance: string; currency_id: string; enabled: boolean }>(
      'SELECT balance::text, currency_id, operations_enabled AS enabled FROM poses WHERE id = $1',
      [CAFE],
    );
    expect(shown.report!.result).toMatchObject({
      currency: rows[0].currency_id,
      balance: Number(rows[0].balance),
      operationsEnabled: rows[0].enabled,
    });
    expect(Date.parse(shown.report!.result!.at)).toBeCloseTo(Date.parse(shown.pickedUpAt!), -3);
  });

  it('the terminal report: each terminal of the cafe with its status and balance', async () => {
    const id = await request('TERMINAL_REPORT');
    await pickup();
    const result = (await commandOf(id)).report!.result!;
    const { rows } = await h.server.ctx.db.query<{
      id: string;
      name: string;
      status: string;
      balance: string;
    }>(
      'SELECT id::text, name, status, balance::text FROM terminals WHERE pos_id = $1 ORDER BY lower(name), id',
      [CAFE],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(result.terminals.map((x) => [x.id, x.name, x.status, x.balance])).toEqual(
      rows.map((r) => [r.id, r.name, r.status, Number(r.balance)]),
    );
  });

  it('the game report: what the terminals took in and paid out since the previous game report', async () => {
    const first = await request('GAME_REPORT');
    await pickup();
    const before = (await commandOf(first)).report!.result!;
    expect(before.from).toBeNull();
    expect(before.deposits).toBe(before.terminals.reduce((s, x) => s + x.deposits, 0));

    expect((await transact('Deposit', '30.25')).status).toBe(200);
    expect((await transact('Deposit', '10.00')).status).toBe(200);
    expect((await transact('Withdrawal', '5.50')).status).toBe(200);
    const second = await request('GAME_REPORT');
    await pickup();
    const after = (await commandOf(second)).report!.result!;
    expect(after.from).toBe(before.at);
    expect([after.deposits, after.withdrawals]).toEqual([40.25, 5.5]);
    const terminal = after.terminals.find((x) => x.id === TERMINAL)!;
    expect([terminal.deposits, terminal.withdrawals]).toEqual([40.25, 5.5]);
  });

  it('a second pickup leaves the results as they were reported', async () => {
    const id = await request('BALANCE_REPORT');
    await pickup();
    const reported = (await commandOf(id)).report!.result;
    expect((await transact('Deposit', '1.00')).status).toBe(200);
    await pickup();
    expect((await commandOf(id)).report!.result).toEqual(reported);
  });

  it('the demo’s report requests picked up before carry their result', async () => {
    const { rows } = await h.server.ctx.db.query<{ missing: number; done: number }>(
      `SELECT count(*) FILTER (WHERE result IS NULL)::int AS missing, count(*)::int AS done
         FROM pos_commands WHERE type = 'REQUEST_REPORT' AND status = 'DONE'`,
    );
    expect(rows[0].done).toBeGreaterThan(0);
    expect(rows[0].missing).toBe(0);
  });
});
