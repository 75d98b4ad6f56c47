/**
 * Terminals (API).
 *
 * GET  /api/terminals/agentterminals?agentId&includingSubAgents=true
 *      the terminals of the agent and all its sub-agents (always, whatever includingSubAgents says),
 *      paged, sorted and filtered; can.viewTerminals for the agent
 * POST /api/terminals/transaction?terminalId   body { type: Deposit | Withdrawal, amount }
 *      money into the terminal from its cafe (or its agent when it stands in no cafe), or back;
 *      can.makeTerminalTransaction for the terminal's agent
 *
 * A transaction locks the agent, then the cafe, then the terminal (the order of src/server/cafe-ledger.ts),
 * checks that the money is there (a cafe gives from its balance less what is reserved for the agent,
 * an agent from its credit less the blocked amount; a credit source issues) and that no balance passes
 * the maximum, and refuses a disabled terminal, a cafe whose operations are disabled and a deactivated
 * agent (409). The money moves as one ledger transaction (src/server/ledger.ts).
 */
import { terminalsEndpoints as ep, type Terminal } from '../../core/areas/terminals/contract';
import { can } from '../../core/permissions';
import { recordChange } from '../audit';
import { assertAgentScope } from '../auth';
import { route, sendPage } from '../contract';
import type { Db } from '../db';
import { badRequest, notFound } from '../errors';
import { assertStorableBalance, money, requireAmount } from '../money';
import { likePattern, pageSql } from '../paging';
import {
  availableOfAgent,
  availableOfCafe,
  isNegative,
  LOCKED_AGENT_COLUMNS,
  lockCafe,
  numeric,
  type LockedAgent,
} from '../cafe-ledger';
import { assertActive } from '../agent-money';
import { payingAccount, transfer, type Account, LEDGER_KINDS } from '../ledger';
import { routeModule } from '../plugins/route-module';

interface TerminalRow {
  id: string;
  name: string;
  agent_id: string;
  agent_name: string;
  agent_parent_id: string | null;
  pos_id: string | null;
  pos_name: string | null;
  status: Terminal['status'];
  currency_id: string;
  balance: string;
  last_transaction_at: Date | string | null;
}

const COLUMNS = `t.id, t.name, t.agent_id, a.name AS agent_name, a.parent_id AS agent_parent_id, t.pos_id,
  p.name AS pos_name, t.status, t.currency_id, t.balance, t.last_transaction_at`;
const FROM = 'terminals t JOIN agents a ON a.id = t.agent_id LEFT JOIN poses p ON p.id = t.pos_id';

const SORT_COLUMNS = {
  name: 'lower(t.name)',
  agentName: 'lower(a.name)',
  posName: "lower(coalesce(p.name, ''))",
  status: 't.status',
  balance: 't.balance',
  lastTransactionAt: "coalesce(t.last_transaction_at, '-infinity'::timestamptz)",
} as const;

function terminalJson(row: TerminalRow): Terminal {
  return {
    id: row.id,
    name: row.name,
    agentId: row.agent_id,
    agentName: row.agent_name,
    agentParentId: row.agent_parent_id,
    posId: row.pos_id,
    posName: row.pos_name,
    status: row.status,
    currencyId: row.currency_id,
    balance: money(row.balance),
    lastTransactionAt:
      row.last_transaction_at === null ? null : new Date(row.last_transaction_at).toISOString(),
  };
}

async function loadTerminal(db: Db, id: string): Promise<TerminalRow> {
  const { rows } = await db.query<TerminalRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE t.id = $1`, [id]);
  if (!rows[0]) throw notFound('Terminal not found');
  return rows[0];
}

export const terminalRoutes = routeModule(async function terminalRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;

  route(app, ep.list, { auth: 'token', tag: 'terminals' }, async (request, reply) => {
    const { agentId } = request.query;
    await assertAgentScope(db, request.user, agentId, can.viewTerminals);
    const { rows: agent } = await db.query<{ path: string }>('SELECT path FROM agents WHERE id = $1', [
      agentId,
    ]);
    const page = pageSql(request.query, SORT_COLUMNS, 'lower(a.name), lower(t.name)', 't.id');
    const filter = likePattern(request.query.filter);
    const where = `a.path LIKE $1 AND ($2::text IS NULL OR lower(t.name) LIKE $2 OR lower(a.name) LIKE $2
      OR lower(coalesce(p.name, '')) LIKE $2 OR lower(t.status) LIKE $2)`;
    const params = [agent[0].path + '%', filter];
    const { rows } = await db.query<TerminalRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ${page.orderBy} ${page.limit}`,
      params,
    );
    const terminals = rows.map(terminalJson);
    if (!page.paged) return terminals;
    const { rows: counted } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${FROM} WHERE ${where}`,
      params,
    );
    return sendPage(reply, { rows: terminals, total: counted[0].n });
  });

  route(app, ep.transaction, { auth: 'token', tag: 'terminals' }, async (request) => {
    const { terminalId } = request.query;
    const { type } = request.body;
    const amount = requireAmount(request.body.amount, 'amount').text;
    const terminal = await loadTerminal(db, terminalId);
    await assertAgentScope(db, request.user, terminal.agent_id, can.makeTerminalTransaction);
    return db.transaction(async (tx) => {
      // agent, then cafe, then terminal
      let agent: LockedAgent;
      let cafe: Awaited<ReturnType<typeof lockCafe>>['cafe'] | null = null;
      if (terminal.pos_id) {
        const locked = await lockCafe(tx, terminal.pos_id);
        agent = locked.agent;
        cafe = locked.cafe;
      } else {
        const { rows } = await tx.query<LockedAgent>(
          `SELECT ${LOCKED_AGENT_COLUMNS} FROM agents WHERE id = $1 FOR UPDATE`,
          [terminal.agent_id],
        );
        agent = rows[0];
      }
      const { rows: locked } = await tx.query<{
        balance: string;
        status: string;
        currency_id: string;
        pos_id: string | null;
      }>('SELECT balance, status, currency_id, pos_id FROM terminals WHERE id = $1 FOR UPDATE', [terminalId]);
      const current = locked[0];
      if (!current) throw notFound('Terminal not found');
      if ((current.pos_id ?? null) !== (cafe?.id ?? null))
        throw badRequest('moved-meanwhile', `${terminal.name} was moved meanwhile: try again`);
      if (current.status === 'DISABLED')
        throw badRequest('terminal-disabled', `${terminal.name} is disabled`);
      if (cafe && !cafe.operations_enabled)
        throw badRequest('operations-disabled', `The operations of ${cafe.name} are disabled`);
      await assertActive(tx, agent.path, agent.name, 'no money moves to or from its terminals');
      const owner = cafe
        ? { name: cafe.name, currency: cafe.currency_id }
        : { name: agent.name, currency: agent.currency_id };
      if (!(agent.credit_source && !cafe) && owner.currency !== current.currency_id) {
        throw badRequest(
          'currency-mismatch',
          `Money moves only within one currency (${owner.name}: ${owner.currency}, ${terminal.name}: ${current.currency_id})`,
        );
      }
      const before = terminalJson(await loadTerminal(tx, terminalId));
      let terminalAfter: string;
      if (type === 'Deposit') {
        const available = cafe
          ? await availableOfCafe(tx, cafe)
          : agent.credit_source
            ? null
            : await availableOfAgent(tx, agent);
        if (
          available !== null &&
          isNegative(await numeric(tx, '$1::numeric - $2::numeric', [available, amount]))
        ) {
          throw badRequest(
            'insufficient-credit',
            `Insufficient ${cafe ? 'balance' : 'credit'}: ${owner.name} has ${money(available).toFixed(2)} ${owner.currency} available, ${amount} requested`,
            [
              {
                field: 'amount',
                message: `exceeds the available ${cafe ? 'balance of the cafe' : 'credit of the agent'}`,
              },
            ],
          );
        }
        terminalAfter = await numeric(tx, '$1::numeric + $2::numeric', [current.balance, amount]);
        assertStorableBalance(terminalAfter, `The balance of ${terminal.name}`);
      } else {
        terminalAfter = await numeric(tx, '$1::numeric - $2::numeric', [current.balance, amount]);
        if (isNegative(terminalAfter)) {
          throw badRequest(
            'insufficient-balance',
            `Insufficient balance: ${terminal.name} has ${money(current.balance).toFixed(2)} ${current.currency_id}, ${amount} requested`,
            [{ field: 'amount', message: 'exceeds the balance of the terminal' }],
          );
        }
        if (cafe) {
          assertStorableBalance(
            await numeric(tx, '$1::numeric + $2::numeric + $3::numeric', [
              cafe.balance,
              cafe.incoming,
              amount,
            ]),
            `The balance of ${cafe.name}`,
          );
        } else if (!agent.credit_source) {
          assertStorableBalance(
            await numeric(tx, '$1::numeric + $2::numeric', [agent.credit_amount, amount]),
            `The credit of ${agent.name}`,
          );
        }
      }
      const { rows: made } = await tx.query<{ id: string }>(
        `INSERT INTO terminal_transactions (terminal_id, type, amount, pos_id, agent_id, user_id)
           VALUES ($1, $2, $3::numeric, $4, $5, $6) RETURNING id::text`,
        [terminalId, type, amount, cafe?.id ?? null, agent.id, request.user.id],
      );
      const holder: Account = cafe
        ? { kind: 'cafe', holder: cafe.id, currency: current.currency_id }
        : payingAccount(agent, current.currency_id);
      const machine: Account = { kind: 'terminal', holder: terminalId, currency: current.currency_id };
      await transfer(tx, {
        kind: type === 'Deposit' ? LEDGER_KINDS.terminalDeposited : LEDGER_KINDS.terminalWithdrawn,
        legs: [
          type === 'Deposit' ? { from: holder, to: machine, amount } : { from: machine, to: holder, amount },
        ],
        ref: { type: 'terminal-transaction', id: made[0].id },
        userId: request.user.id,
      });
      await tx.query('UPDATE terminals SET last_transaction_at = now() WHERE id = $1', [terminalId]);
      const after = terminalJson(await loadTerminal(tx, terminalId));
      await recordChange(tx, request, {
        kind: type === 'Deposit' ? 'terminal.deposited' : 'terminal.withdrawn',
        agentId: terminal.agent_id,
        objectType: 'terminal',
        objectId: terminalId,
        before,
        after: { ...after, amount: money(amount), from: cafe ? { posId: cafe.id } : { agentId: agent.id } },
      });
      return after;
    });
  });
});
