/**
 * The double-entry ledger under every balance (docs/ledger.md): what the database itself refuses, the
 * check that recomputes every balance (over HTTP for auditors, and `npm run ledger:check` on a data
 * folder), and the reports reconciled with the ledger.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerCheck } from '../../src/core/areas/ledger/contract';
import type { ReportAnswer } from '../../src/core/areas/reports/contract';
import { addDays } from '../../src/core/areas/reports/dates';
import { REPORTS } from '../../src/core/areas/reports/definitions';
import { maxDaysOf } from '../../src/core/areas/reports/period';
import { openDb } from '../../src/server/db';
import { checkLedger } from '../../src/server/ledger-check';
import { AMERICAS_AGENT_ID, demoAgentId } from '../../src/server/seed/demo';
import { startHarness, type Harness } from './harness';

const LIBERTY = demoAgentId('Liberty Gaming Partners');
const run = promisify(execFile);

let h: Harness;
/**
 * The embedded database lives in a data folder of its own (its database in FOLDER/pgdata, as `npm start`
 * lays it out), so the command line can check it once the server stops.
 */
let folder: string | null = null;
let dataDir: string | null = null;
let closed = false;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) {
    folder = await mkdtemp(path.join(tmpdir(), 'ledger-check-'));
    dataDir = path.join(folder, 'pgdata');
  }
  h = await startHarness(dataDir ? { dataDir } : {});
});
afterAll(async () => {
  if (!closed) await h?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});
const db = () => h.server.ctx.db;

/** The error a statement raises (with its SQLSTATE), or null when it passes. */
async function refusal(
  sql: string,
  params: unknown[] = [],
): Promise<{ code: string; message: string } | null> {
  try {
    await db().transaction((tx) => tx.query(sql, params));
    return null;
  } catch (error) {
    const e = error as { code?: string; message: string };
    return { code: e.code ?? '', message: e.message };
  }
}

const accountOf = async (kind: string, holder: string) =>
  (
    await db().query<{ id: string; currency: string }>(
      'SELECT id::text, currency FROM ledger_accounts WHERE kind = $1 AND holder_id = $2',
      [kind, holder],
    )
  ).rows[0];

describe('the database keeps the ledger double-entry', () => {
  it('a transaction whose postings do not sum to zero in a currency is refused', async () => {
    const americas = await accountOf('agent-credit', AMERICAS_AGENT_ID);
    const r = await refusal(
      `WITH t AS (INSERT INTO ledger_transactions (kind) VALUES ('probe') RETURNING id)
       INSERT INTO ledger_postings (transaction_id, leg, account_id, currency, amount)
       SELECT t.id, 1, $1::bigint, 'USD', 10 FROM t`,
      [americas.id],
    );
    expect(r?.code).toBe('LD001');
    expect(r?.message).toMatch(/does not balance in USD/);
  });

  it("a posting is in its account's currency: another is impossible, and an account's currency never changes once it has postings", async () => {
    const americas = await accountOf('agent-credit', AMERICAS_AGENT_ID);
    const liberty = await accountOf('agent-credit', LIBERTY);
    const swapped = await refusal(
      `WITH t AS (INSERT INTO ledger_transactions (kind) VALUES ('probe') RETURNING id)
       INSERT INTO ledger_postings (transaction_id, leg, account_id, currency, amount)
       SELECT t.id, 1, $1::bigint, 'KRW', -10 FROM t UNION ALL SELECT t.id, 1, $2::bigint, 'KRW', 10 FROM t`,
      [americas.id, liberty.id],
    );
    expect(swapped?.code).toBe('23503');
    const changed = await refusal("UPDATE ledger_accounts SET currency = 'EUR' WHERE id = $1::bigint", [
      americas.id,
    ]);
    expect(changed?.code).toBe('23503');
  });

  it('money never reaches an account in a currency its holder no longer keeps', async () => {
    const made = await h.as('admin', 'api', 'POST', '/api/agent', {
      body: { name: 'Currency Probe', parentId: AMERICAS_AGENT_ID, currencyId: 'USD' },
    });
    const x = JSON.parse(made.text) as string;
    expect(
      (await h.as('agent', 'api', 'PUT', '/api/agent/adjustcredit', { query: { agentId: x, amount: '5' } }))
        .status,
    ).toBe(200);
    expect(
      (await h.as('agent', 'api', 'PUT', '/api/agent/adjustcredit', { query: { agentId: x, amount: '-5' } }))
        .status,
    ).toBe(200);
    expect(
      (
        await h.as('admin', 'api', 'PUT', '/api/agent', {
          body: { id: x, name: 'Currency Probe', currencyId: 'EUR' },
        })
      ).status,
    ).toBe(200);
    const r = await refusal(`SELECT ledger_transfer('probe', $1::json, false, NULL, NULL, NULL)`, [
      JSON.stringify([
        { from: ['agent-credit', AMERICAS_AGENT_ID, 'USD'], to: ['agent-credit', x, 'USD'], amount: '1' },
      ]),
    ]);
    expect(r?.code).toBe('LD001');
    expect(r?.message).toMatch(/is in USD, but its holder keeps EUR/);
  });

  it('balance columns change only through the ledger, and postings are never changed or removed', async () => {
    const column = await refusal('UPDATE agents SET credit_amount = credit_amount + 1 WHERE id = $1', [
      LIBERTY,
    ]);
    expect(column?.code).toBe('LD001');
    expect(column?.message).toMatch(/agents.credit_amount changes only through the ledger/);
    expect(
      (
        await refusal(
          'UPDATE ledger_postings SET amount = amount WHERE id = (SELECT min(id) FROM ledger_postings)',
        )
      )?.code,
    ).toBe('LD001');
    expect(
      (await refusal('DELETE FROM ledger_postings WHERE id = (SELECT min(id) FROM ledger_postings)'))?.code,
    ).toBe('LD001');
    expect(
      (await refusal('DELETE FROM ledger_transactions WHERE id = (SELECT max(id) FROM ledger_transactions)'))
        ?.code,
    ).toBe('LD001');
  });

  it('a holder account is never overdrawn, counting what is reserved; an issuer never takes back more than it issued', async () => {
    const r = await refusal(`SELECT ledger_transfer('probe', $1::json, false, NULL, NULL, NULL)`, [
      JSON.stringify([
        {
          from: ['agent-credit', LIBERTY, 'USD'],
          to: ['agent-credit', AMERICAS_AGENT_ID, 'USD'],
          amount: '999999999',
        },
      ]),
    ]);
    expect(r?.code).toBe('23514');
    expect(r?.message).toMatch(/ledger_accounts_not_overdrawn/);
  });
});

describe('the ledger check recomputes every balance from the ledger and lists every difference', () => {
  it('the demo seed and its 90 days of activity are written through the ledger: no difference on a fresh start', async () => {
    const result = await checkLedger(db());
    expect(result.transactions).toBeGreaterThan(5_000);
    expect(result.differences).toEqual([]);
    expect(result.differenceCount).toBe(0);
  });

  it('an auditor reads the last check and runs a new one (CanAuditLedger); others get 403', async () => {
    expect((await h.as('viewer', 'api', 'GET', '/api/ledger/check')).status).toBe(403);
    expect((await h.as('agent', 'api', 'POST', '/api/ledger/check')).status).toBe(403);
    const ran = await h.as<LedgerCheck>('admin', 'api', 'POST', '/api/ledger/check');
    expect(ran.status).toBe(200);
    expect(ran.body).toMatchObject({
      source: 'console',
      userName: 'admin',
      differenceCount: 0,
      differences: [],
    });
    const last = await h.as<LedgerCheck>('admin', 'api', 'GET', '/api/ledger/check');
    expect(last.body).toEqual(ran.body);
  });

  it('a balance column changed by hand (behind the ledger) is reported as a difference', async () => {
    await db().exec(`ALTER TABLE agents DISABLE TRIGGER agents_ledger_guard;
      UPDATE agents SET credit_amount = credit_amount + 7.5 WHERE id = '${LIBERTY}';
      ALTER TABLE agents ENABLE ALWAYS TRIGGER agents_ledger_guard;`);
    try {
      const result = await checkLedger(db());
      expect(result.differenceCount).toBe(1);
      expect(result.differences[0]).toMatchObject({
        kind: 'column',
        what: 'the credit of Liberty Gaming Partners (USD)',
      });
      expect(Number(result.differences[0].actual) - Number(result.differences[0].expected)).toBeCloseTo(
        7.5,
        2,
      );
    } finally {
      await db().exec(`ALTER TABLE agents DISABLE TRIGGER agents_ledger_guard;
        UPDATE agents SET credit_amount = credit_amount - 7.5 WHERE id = '${LIBERTY}';
        ALTER TABLE agents ENABLE ALWAYS TRIGGER agents_ledger_guard;`);
    }
    expect((await checkLedger(db())).differenceCount).toBe(0);
  });
});

describe('the reports agree with the ledger', () => {
  /**
   * Periods that together cover every ledger transaction: from the day before the first to the day after
   * the last (or today), whatever the agents' time zones, in consecutive pieces no longer than the
   * report allows (its definition's longest period, src/core/areas/reports/period.ts).
   */
  const periodsOf = async (key: keyof typeof REPORTS) => {
    const { rows } = await db().query<{ first: string; last: string }>(
      `SELECT to_char(min(created_at) AT TIME ZONE 'UTC' - interval '1 day', 'YYYY-MM-DD') AS first,
              to_char(greatest(max(created_at), now()) AT TIME ZONE 'UTC' + interval '1 day', 'YYYY-MM-DD') AS last
         FROM ledger_transactions`,
    );
    const { first, last } = rows[0];
    const periods: { from: string; to: string }[] = [];
    for (let from = first; from <= last; from = addDays(from, maxDaysOf(REPORTS[key]))) {
      const end = addDays(from, maxDaysOf(REPORTS[key]) - 1);
      periods.push({ from, to: end < last ? end : last });
    }
    return periods;
  };
  const report = async (key: keyof typeof REPORTS, body: Record<string, unknown>) => {
    const r = await h.as<ReportAnswer>('admin', 'report', 'POST', REPORTS[key].path, {
      body: { agentId: h.seed.rootAgentId, includeSubAgents: true, pageSize: 1, ...body },
    });
    expect(r.status, r.text).toBe(200);
    return r.body;
  };
  /** The answers of a report over the periods that cover the ledger, one after the other. */
  const answersOf = async (key: keyof typeof REPORTS) => {
    const answers: ReportAnswer[] = [];
    for (const period of await periodsOf(key)) answers.push(await report(key, period));
    return answers;
  };
  /** The totals of a field by currency, summed over those answers. */
  const totals = (answers: ReportAnswer[], field: string) => {
    const sums = new Map<string, number>();
    for (const t of answers.flatMap((answer) => answer.totals)) {
      const currency = t.currency as string;
      sums.set(currency, (sums.get(currency) ?? 0) + Number((t as Record<string, unknown>)[field] ?? 0));
    }
    return sums;
  };
  /** Every row of a report, period by period and page by page. */
  const allRows = async (key: keyof typeof REPORTS) => {
    const rows: ReportAnswer['rows'] = [];
    for (const period of await periodsOf(key)) {
      let seen = 0;
      for (let pageIndex = 0; ; pageIndex++) {
        const page = await report(key, { ...period, pageSize: 500, pageIndex });
        rows.push(...page.rows);
        seen += page.rows.length;
        if (seen >= page.total || page.rows.length === 0) break;
      }
    }
    return rows;
  };
  /** Sums of the ledger's postings on players' cash accounts, by the kind of their transaction and currency. */
  const ledgerSums = async (sql: string) =>
    new Map(
      (await db().query<{ currency: string; amount: string }>(sql)).rows.map((r) => [
        r.currency,
        Number(r.amount),
      ]),
    );

  it('agent summary: bets, wins, deposits, withdrawals and adjustments equal the ledger movements of the players', async () => {
    const summary = await answersOf('agent-summary');
    const cash = (where: string, sign = 1) =>
      ledgerSums(`SELECT p.currency, (${sign} * sum(p.amount))::text AS amount
                    FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
                    JOIN ledger_accounts x ON x.id = p.account_id AND x.kind = 'player-cash'
                   WHERE ${where} GROUP BY p.currency`);
    const bets = await cash(
      "p.amount < 0 AND t.kind IN ('rounds.settled', 'round.settled', 'round.bet') AND (t.kind <> 'round.bet' OR t.ref_id IN (SELECT bet_id::text FROM game_rounds WHERE status = 'settled'))",
      -1,
    );
    const wins = await cash("p.amount > 0 AND t.kind IN ('rounds.settled', 'round.settled', 'round.closed')");
    const deposits = await cash("t.kind = 'wallet.deposited'");
    const withdrawals = await cash("t.kind = 'wallet.withdrawn'", -1);
    const adjustments = await cash("t.kind = 'balance.adjusted'");
    for (const [field, ledger] of Object.entries({ bets, wins, deposits, withdrawals, adjustments })) {
      const reported = totals(summary, field);
      for (const [currency, amount] of ledger)
        expect(reported.get(currency) ?? 0, `${field} ${currency}`).toBeCloseTo(amount, 2);
      for (const [currency, amount] of reported)
        expect(ledger.get(currency) ?? 0, `${field} ${currency}`).toBeCloseTo(amount, 2);
    }
  });

  it('credit transfer: every transfer is one ledger transaction of its amount and currency', async () => {
    await h.as('agent', 'api', 'PUT', '/api/agent/adjustcredit', {
      query: { agentId: demoAgentId('Atlantic City Lounge'), amount: '3.21' },
    });
    const reported = await allRows('credit-transfer');
    const { rows } = await db().query<{ id: string; amount: string; currency: string }>(
      `SELECT t.ref_id AS id, max(p.amount)::text AS amount, min(p.currency) AS currency
         FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
        WHERE t.ref_type = 'credit-transfer' GROUP BY t.ref_id`,
    );
    const ledger = new Map(rows.map((r) => [r.id, r]));
    expect(reported.length).toBe(ledger.size);
    for (const row of reported) {
      const entry = ledger.get(String(row.transferId));
      expect(entry, String(row.transferId)).toBeDefined();
      expect([Number(entry!.amount), entry!.currency]).toEqual([Number(row.amount), row.currency]);
    }
  });

  it('balance adjustments: every adjustment is one ledger transaction of its signed amount on the player', async () => {
    const reported = await allRows('balance-adjustments');
    const { rows } = await db().query<{ id: string; amount: string }>(
      `SELECT t.ref_id AS id, sum(p.amount)::text AS amount
         FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
         JOIN ledger_accounts x ON x.id = p.account_id AND x.kind = 'player-cash'
        WHERE t.ref_type = 'balance-adjustment' GROUP BY t.ref_id`,
    );
    const ledger = new Map(rows.map((r) => [r.id, Number(r.amount)]));
    expect(reported.length).toBe(ledger.size);
    for (const row of reported)
      expect(ledger.get(String(row.adjustmentId))).toBeCloseTo(Number(row.amount), 2);
  });

  it("cafe summary: the deposits and withdrawals of each cafe's players equal their ledger movements", async () => {
    const answer = await answersOf('cafe-summary');
    const movements = (kind: string, sign: number) =>
      ledgerSums(`SELECT p.currency, (${sign} * sum(p.amount))::text AS amount
                    FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
                    JOIN ledger_accounts x ON x.id = p.account_id AND x.kind = 'player-cash'
                    JOIN players q ON q.id = x.holder_id AND q.pos_id IS NOT NULL
                   WHERE t.kind = '${kind}' GROUP BY p.currency`);
    const expected = {
      deposits: await movements('wallet.deposited', 1),
      withdrawals: await movements('wallet.withdrawn', -1),
    };
    for (const [field, ledger] of Object.entries(expected)) {
      const reported = totals(answer, field);
      expect(ledger.size).toBeGreaterThan(0);
      for (const [currency, amount] of ledger)
        expect(reported.get(currency), `${field} ${currency}`).toBeCloseTo(amount, 2);
    }
  });
});

describe('`npm run ledger:check`', () => {
  it('0 differences and exit 0 on this database; a balance changed by hand is listed and the exit code is 1', async () => {
    const cli = (...args: string[]) =>
      run('npx', ['tsx', 'src/server/ledger-cli.ts', ...(folder ? ['--data', folder] : []), ...args], {
        env: { ...process.env, ...(dataDir ? {} : { DATABASE_URL: h.databaseUrl! }) },
      }).then(
        (done) => ({ code: 0, stdout: done.stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    // the embedded database has one user at a time: the server stops first
    if (dataDir) {
      await h.close();
      closed = true;
    }
    const clean = await cli();
    expect(clean.code).toBe(0);
    expect(clean.stdout).toMatch(/\d+ transactions, \d+ postings, \d+ accounts/);
    expect(clean.stdout).toMatch(/\n {2}0 differences\n/);
    // the cafe first by name, changed by hand behind the ledger, then changed back: on PostgreSQL this
    // is the harness's own database, which the harness checks again when it closes
    const byHand = async (change: number) => {
      const tamper = dataDir ? await openDb(dataDir) : await openDb(h.databaseUrl!);
      try {
        await tamper.exec(`ALTER TABLE poses DISABLE TRIGGER poses_ledger_guard;
          UPDATE poses SET balance = balance + ${change} WHERE id = (SELECT id FROM poses ORDER BY name LIMIT 1);
          ALTER TABLE poses ENABLE ALWAYS TRIGGER poses_ledger_guard;`);
      } finally {
        await tamper.close();
      }
    };
    await byHand(100);
    try {
      const failed = await cli('--json');
      expect(failed.code).toBe(1);
      const result = JSON.parse(failed.stdout) as {
        differenceCount: number;
        differences: { kind: string; what: string }[];
      };
      expect(result.differenceCount).toBe(1);
      expect(result.differences[0]).toMatchObject({
        kind: 'column',
        what: expect.stringMatching(/^the balance of the cafe /),
      });
    } finally {
      await byHand(-100);
    }
    expect((await cli()).code).toBe(0);
  }, 120_000);
});
