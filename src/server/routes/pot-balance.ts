/**
 * Multicash pot balances (API). A balance: { balanceIid, agentId, currency, amount, isDefault }.
 *
 * GET    /api/potBalance?agentId                      the agent's balances (canSeeAgent)
 * GET    /api/potBalance/check?childAgentId&amount    may the caller's agent fund `amount` to that child
 *        /api/potBalance/check?agentId&amount[&currency]  does the agent's (default / that currency's)
 *        balance cover `amount`; answers { valid, available, currency, balanceIid }
 * POST   /api/potBalance {agentId, currency, amount?}  create; a non-zero opening amount only when the
 *                                                      caller's agent is a credit source (issued)
 * PUT    /api/potBalance {balanceIid, currency?, isDefault?}  edit; the currency only while empty
 * PUT    /api/potBalance/assign {agentId, balanceIid?} make that balance the agent's default (without
 *                                                      balanceIid: the default in the agent's currency,
 *                                                      created empty when missing)
 * DELETE /api/potBalance/{id}                         only an empty balance
 * PATCH  /api/potBalance {fromBalanceIid, toBalanceIid | toAgentId, amount}  transfer in one
 *        transaction, rows locked in id order, same currency, never below zero nor above the
 *        maximum balance of src/core/money.ts
 *
 * Writes need can.creditAgent for the agent whose balance grows (removing from another agent's
 * balance also can.removeAgentCredits for it). Every change is logged in pot_balance_log. The money moves
 * through the ledger (src/server/ledger.ts): an opening amount is issued by the caller's agent (a credit
 * source) into a balance of its zone; a transfer stays within one credit source's zone (409 otherwise:
 * money a credit source issued stays below it) and never reaches or leaves a deactivated agent, except
 * towards an agent above it (409).
 *
 * Audit trail (one entry per request, in its transaction): 'pot-balance.created', 'pot-balance.updated'
 * (none when nothing changed), 'pot-balance.default-assigned' (the agent's default balance before and
 * after), 'pot-balance.deleted', 'pot-balance.transferred' (both balances before and after; on the
 * agent that lies below the other, else the receiving one). Amounts as exact decimal text.
 */
import { randomUUID } from 'node:crypto';
import { can } from '../../core/permissions';
import { assertAgentScope, canSeeAgent, type AuthUser } from '../auth';
import { agentsEndpoints as ep } from '../../core/areas/agents/contract';
import { route } from '../contract';
import type { Db } from '../db';
import { loadAgent } from '../agents-repo';
import { badRequest, fieldError, notFound } from '../errors';
import { assertStorableBalance, money, requireAmount } from '../money';
import { recordChange, unchanged } from '../audit';
import { assertActive, conflict } from '../agent-money';
import { transfer, LEDGER_KINDS } from '../ledger';
import { routeModule } from '../plugins/route-module';

interface BalanceRow {
  balance_iid: string;
  agent_id: string;
  currency: string;
  amount: string;
  is_default: boolean;
}

export const balanceJson = (r: BalanceRow) => ({
  balanceIid: r.balance_iid,
  agentId: r.agent_id,
  currency: r.currency,
  amount: money(r.amount),
  isDefault: r.is_default,
});

const COLUMNS = 'balance_iid, agent_id, currency, amount, is_default';

/** A balance as the audit trail records it (the amount as exact decimal text). */
const balanceState = (r: BalanceRow) => ({
  balanceIid: r.balance_iid,
  agentId: r.agent_id,
  currency: r.currency,
  amount: String(r.amount),
  isDefault: r.is_default,
});

/** The agent's default balance (id and currency), or null. */
async function defaultBalance(
  tx: Db,
  agentId: string,
): Promise<{ balanceIid: string; currency: string } | null> {
  const { rows } = await tx.query<{ balance_iid: string; currency: string }>(
    'SELECT balance_iid, currency FROM pot_balances WHERE agent_id = $1 AND is_default ORDER BY created_at LIMIT 1',
    [agentId],
  );
  return rows[0] ? { balanceIid: rows[0].balance_iid, currency: rows[0].currency } : null;
}

async function log(
  tx: Db,
  b: { balance_iid: string; agent_id: string },
  description: string,
  amt: string,
  user: AuthUser,
) {
  await tx.query(
    'INSERT INTO pot_balance_log (balance_iid, agent_id, description, amount, user_id) VALUES ($1, $2, $3, $4::numeric, $5)',
    [b.balance_iid, b.agent_id, description, amt, user.id],
  );
}

async function findBalance(db: Db, id: string, lock = false): Promise<BalanceRow> {
  const { rows } = await db.query<BalanceRow>(
    `SELECT ${COLUMNS} FROM pot_balances WHERE balance_iid = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) throw notFound('Balance not found');
  return rows[0];
}

/** An amount without sign (src/core/money.ts), within the maximum; zero only when `allowZero`. */
function positiveAmount(value: unknown, field = 'amount', allowZero = false): string {
  return requireAmount(value, field, { allowZero }).text;
}

export const potBalanceRoutes = routeModule(async function potBalanceRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;

  route(app, ep.potBalances, { auth: 'token', tag: 'multicash' }, async (request) => {
    await assertAgentScope(db, request.user, request.query.agentId, canSeeAgent);
    const { rows } = await db.query<BalanceRow>(
      `SELECT ${COLUMNS} FROM pot_balances WHERE agent_id = $1 ORDER BY is_default DESC, currency, created_at`,
      [request.query.agentId],
    );
    return rows.map(balanceJson);
  });

  route(app, ep.checkPotBalance, { auth: 'token', tag: 'multicash' }, async (request) => {
    const user = request.user;
    const { childAgentId, currency } = request.query;
    const wanted = positiveAmount(request.query.amount, 'amount', true);
    let ownerId: string;
    let balanceCurrency: string;
    if (childAgentId) {
      const child = await assertAgentScope(db, user, childAgentId, can.creditAgent);
      if (child.depthBelowUser === 0)
        throw fieldError('not-below-own-agent', 'childAgentId', 'must be an agent below your own');
      ownerId = user.agentId;
      balanceCurrency = (await loadAgent(db, childAgentId)).currency_id;
    } else {
      ownerId = request.query.agentId as string;
      await assertAgentScope(db, user, ownerId, canSeeAgent);
      balanceCurrency = currency ?? (await loadAgent(db, ownerId)).currency_id;
    }
    const { rows } = await db.query<BalanceRow>(
      `SELECT ${COLUMNS} FROM pot_balances WHERE agent_id = $1 AND currency = $2
         ORDER BY is_default DESC, amount DESC LIMIT 1`,
      [ownerId, balanceCurrency],
    );
    const available = rows[0]?.amount ?? '0';
    const { rows: cmp } = await db.query<{ ok: boolean }>('SELECT $1::numeric >= $2::numeric AS ok', [
      available,
      wanted,
    ]);
    return {
      valid: cmp[0].ok && (rows.length > 0 || Number(wanted) === 0),
      available: money(available),
      currency: balanceCurrency,
      balanceIid: rows[0]?.balance_iid ?? null,
    };
  });

  route(app, ep.createPotBalance, { auth: 'token', tag: 'multicash' }, async (request, reply) => {
    const user = request.user;
    const body = request.body;
    await assertAgentScope(db, user, body.agentId, can.creditAgent);
    const opening = positiveAmount(body.amount ?? '0', 'amount', true);
    const created = await db.transaction(async (tx) => {
      const { rows: cur } = await tx.query('SELECT 1 FROM currencies WHERE id = $1', [body.currency]);
      if (!cur.length)
        throw fieldError('unknown-currency', 'currency', `${body.currency} is not a known currency`);
      const owner = await loadAgent(tx, body.agentId);
      if (Number(opening) > 0) {
        const own = await loadAgent(tx, user.agentId);
        if (!own.credit_source)
          throw fieldError(
            'invalid-value',
            'amount',
            'Only a credit-source agent may open a balance with an amount; transfer instead',
          );
        const { rows: zone } = await tx.query<{ zone: string }>('SELECT ledger_zone($1)::text AS zone', [
          owner.path,
        ]);
        if (zone[0].zone !== own.id)
          throw conflict(
            `${owner.name} lies below another credit source: only that one issues money there`,
            'amount',
          );
        await assertActive(tx, owner.path, owner.name, 'no money moves to it');
      }
      const { rows: existing } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pot_balances WHERE agent_id = $1',
        [body.agentId],
      );
      const isDefault = body.isDefault ?? existing[0].n === 0;
      if (isDefault)
        await tx.query('UPDATE pot_balances SET is_default = false WHERE agent_id = $1', [body.agentId]);
      const { rows } = await tx.query<BalanceRow>(
        `INSERT INTO pot_balances (balance_iid, agent_id, currency, amount, is_default)
           VALUES ($1, $2, $3, 0, $4) RETURNING ${COLUMNS}`,
        [randomUUID(), body.agentId, body.currency, isDefault],
      );
      if (Number(opening) > 0) {
        await transfer(tx, {
          kind: LEDGER_KINDS.potOpened,
          legs: [
            {
              from: { kind: 'issuance', holder: user.agentId, currency: body.currency },
              to: { kind: 'pot', holder: rows[0].balance_iid, currency: body.currency },
              amount: opening,
            },
          ],
          ref: { type: 'pot', id: rows[0].balance_iid },
          userId: user.id,
        });
        rows[0].amount = opening;
      }
      await log(tx, rows[0], 'created', opening, user);
      await recordChange(tx, request, {
        kind: 'pot-balance.created',
        agentId: body.agentId,
        objectType: 'pot-balance',
        objectId: rows[0].balance_iid,
        before: null,
        after: balanceState(rows[0]),
      });
      return rows[0];
    });
    return reply.code(201).send(balanceJson(created));
  });

  route(app, ep.editPotBalance, { auth: 'token', tag: 'multicash' }, async (request) => {
    const user = request.user;
    const body = request.body;
    const balance = await findBalance(db, body.balanceIid);
    await assertAgentScope(db, user, balance.agent_id, can.creditAgent);
    return db.transaction(async (tx) => {
      const current = await findBalance(tx, body.balanceIid, true);
      if (body.currency && body.currency !== current.currency) {
        if (Number(current.amount) !== 0)
          throw fieldError(
            'currency-locked',
            'currency',
            'The currency can change only while the balance is empty',
          );
        const { rows: cur } = await tx.query('SELECT 1 FROM currencies WHERE id = $1', [body.currency]);
        if (!cur.length)
          throw fieldError('unknown-currency', 'currency', `${body.currency} is not a known currency`);
      }
      if (body.isDefault)
        await tx.query('UPDATE pot_balances SET is_default = false WHERE agent_id = $1', [current.agent_id]);
      const { rows } = await tx.query<BalanceRow>(
        `UPDATE pot_balances SET currency = $2, is_default = $3, updated_at = now() WHERE balance_iid = $1 RETURNING ${COLUMNS}`,
        [current.balance_iid, body.currency ?? current.currency, body.isDefault ?? current.is_default],
      );
      await log(tx, rows[0], 'updated', '0', user);
      if (!unchanged(balanceState(current), balanceState(rows[0]))) {
        await recordChange(tx, request, {
          kind: 'pot-balance.updated',
          agentId: current.agent_id,
          objectType: 'pot-balance',
          objectId: current.balance_iid,
          before: balanceState(current),
          after: balanceState(rows[0]),
        });
      }
      return balanceJson(rows[0]);
    });
  });

  route(app, ep.assignPotBalance, { auth: 'token', tag: 'multicash' }, async (request) => {
    const user = request.user;
    const { agentId, balanceIid } = request.body;
    await assertAgentScope(db, user, agentId, can.creditAgent);
    return db.transaction(async (tx) => {
      const previous = await defaultBalance(tx, agentId);
      let target: BalanceRow;
      if (balanceIid) {
        target = await findBalance(tx, balanceIid, true);
        if (target.agent_id !== agentId)
          throw fieldError('invalid-value', 'balanceIid', 'The balance belongs to another agent');
      } else {
        const agent = await loadAgent(tx, agentId);
        const { rows } = await tx.query<BalanceRow>(
          `SELECT ${COLUMNS} FROM pot_balances WHERE agent_id = $1 AND currency = $2 ORDER BY is_default DESC, created_at LIMIT 1 FOR UPDATE`,
          [agentId, agent.currency_id],
        );
        if (rows[0]) target = rows[0];
        else {
          const { rows: created } = await tx.query<BalanceRow>(
            `INSERT INTO pot_balances (balance_iid, agent_id, currency, amount, is_default) VALUES ($1, $2, $3, 0, true) RETURNING ${COLUMNS}`,
            [randomUUID(), agentId, agent.currency_id],
          );
          target = created[0];
          await log(tx, target, 'created', '0', user);
        }
      }
      await tx.query(
        'UPDATE pot_balances SET is_default = (balance_iid = $2), updated_at = now() WHERE agent_id = $1',
        [agentId, target.balance_iid],
      );
      await log(tx, target, 'updated', '0', user);
      const next = { balanceIid: target.balance_iid, currency: target.currency };
      if (!unchanged(previous, next)) {
        await recordChange(tx, request, {
          kind: 'pot-balance.default-assigned',
          agentId,
          objectType: 'pot-balance',
          objectId: target.balance_iid,
          before: { defaultBalance: previous },
          after: { defaultBalance: next },
        });
      }
      return balanceJson({ ...target, is_default: true });
    });
  });

  route(app, ep.deletePotBalance, { auth: 'token', tag: 'multicash' }, async (request, reply) => {
    const user = request.user;
    const balance = await findBalance(db, request.params.id);
    await assertAgentScope(db, user, balance.agent_id, can.removeAgentCredits);
    await db.transaction(async (tx) => {
      const current = await findBalance(tx, request.params.id, true);
      if (Number(current.amount) !== 0) {
        throw badRequest(
          'invalid-request',
          `The balance still holds ${money(current.amount).toFixed(2)} ${current.currency}; transfer it first`,
        );
      }
      await tx.query('DELETE FROM pot_balances WHERE balance_iid = $1', [current.balance_iid]);
      await log(tx, current, 'deleted', '0', user);
      await recordChange(tx, request, {
        kind: 'pot-balance.deleted',
        agentId: current.agent_id,
        objectType: 'pot-balance',
        objectId: current.balance_iid,
        before: balanceState(current),
        after: null,
      });
    });
    return reply.code(204).send();
  });

  route(app, ep.transferPotBalance, { auth: 'token', tag: 'multicash' }, async (request) => {
    const user = request.user;
    const body = request.body;
    const value = positiveAmount(body.amount);
    const from = await findBalance(db, body.fromBalanceIid);
    const fromScope = await assertAgentScope(db, user, from.agent_id, canSeeAgent);
    if (fromScope.depthBelowUser > 0) await assertAgentScope(db, user, from.agent_id, can.removeAgentCredits);
    let toId = body.toBalanceIid;
    let toAgentId = body.toAgentId;
    if (toId) toAgentId = (await findBalance(db, toId)).agent_id;
    await assertAgentScope(db, user, toAgentId as string, can.creditAgent);

    return db.transaction(async (tx) => {
      if (!toId) {
        const { rows } = await tx.query<BalanceRow>(
          `SELECT ${COLUMNS} FROM pot_balances WHERE agent_id = $1 AND currency = $2 ORDER BY is_default DESC, created_at LIMIT 1`,
          [toAgentId, from.currency],
        );
        if (rows[0]) toId = rows[0].balance_iid;
        else {
          const { rows: n } = await tx.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pot_balances WHERE agent_id = $1',
            [toAgentId],
          );
          const { rows: created } = await tx.query<BalanceRow>(
            `INSERT INTO pot_balances (balance_iid, agent_id, currency, amount, is_default) VALUES ($1, $2, $3, 0, $4) RETURNING ${COLUMNS}`,
            [randomUUID(), toAgentId, from.currency, n[0].n === 0],
          );
          toId = created[0].balance_iid;
          await log(tx, created[0], 'created', '0', user);
        }
      }
      if (toId === from.balance_iid)
        throw fieldError('must-differ', 'toBalanceIid', 'must differ from the source balance');
      const { rows: locked } = await tx.query<BalanceRow>(
        `SELECT ${COLUMNS} FROM pot_balances WHERE balance_iid = ANY($1::uuid[]) ORDER BY balance_iid FOR UPDATE`,
        [[from.balance_iid, toId]],
      );
      const src = locked.find((r) => r.balance_iid === from.balance_iid);
      const dst = locked.find((r) => r.balance_iid === toId);
      if (!src || !dst) throw notFound('Balance not found');
      if (src.currency !== dst.currency) {
        throw badRequest(
          'currency-mismatch',
          `Transfers stay within one currency (${src.currency} to ${dst.currency})`,
        );
      }
      const { rows: cmp } = await tx.query<{ ok: boolean }>('SELECT $1::numeric >= $2::numeric AS ok', [
        src.amount,
        value,
      ]);
      if (!cmp[0].ok) {
        throw badRequest(
          'insufficient-balance',
          `Insufficient balance: ${money(src.amount).toFixed(2)} ${src.currency} available, ${value} requested`,
          [{ field: 'amount', message: 'exceeds the source balance' }],
        );
      }
      const { rows: after } = await tx.query<{ amount: string }>(
        'SELECT ($1::numeric + $2::numeric)::text AS amount',
        [dst.amount, value],
      );
      assertStorableBalance(after[0].amount, `The ${dst.currency} balance of the receiving agent`);
      const { rows: owners } = await tx.query<{ id: string; name: string; path: string; zone: string }>(
        'SELECT id, name, path, ledger_zone(path)::text AS zone FROM agents WHERE id = ANY($1::uuid[])',
        [[src.agent_id, dst.agent_id]],
      );
      const ownerOf = (id: string) => owners.find((o) => o.id === id) as (typeof owners)[number];
      const [giver, taker] = [ownerOf(src.agent_id), ownerOf(dst.agent_id)];
      if (giver.zone !== taker.zone) {
        throw conflict(
          `${giver.name} and ${taker.name} lie below different credit sources: money a credit source issued stays below it`,
        );
      }
      await assertActive(tx, taker.path, taker.name, 'no money moves to it');
      if (!giver.path.startsWith(taker.path))
        await assertActive(tx, giver.path, giver.name, 'only an agent above it takes its money back');
      await transfer(tx, {
        kind: LEDGER_KINDS.potTransferred,
        legs: [
          {
            from: { kind: 'pot', holder: src.balance_iid, currency: src.currency },
            to: { kind: 'pot', holder: dst.balance_iid, currency: dst.currency },
            amount: value,
          },
        ],
        ref: { type: 'pot', id: src.balance_iid },
        userId: user.id,
      });
      await tx.query('UPDATE pot_balances SET updated_at = now() WHERE balance_iid = ANY($1::uuid[])', [
        [src.balance_iid, dst.balance_iid],
      ]);
      await log(tx, src, 'parent balance updated', `-${value}`, user);
      await log(tx, dst, 'updated', value, user);
      const { rows } = await tx.query<BalanceRow>(
        `SELECT ${COLUMNS} FROM pot_balances WHERE balance_iid = ANY($1::uuid[]) ORDER BY balance_iid`,
        [[src.balance_iid, dst.balance_iid]],
      );
      const row = (id: string) => rows.find((r) => r.balance_iid === id) as BalanceRow;
      const { rows: paths } = await tx.query<{ id: string; path: string }>(
        'SELECT id, path FROM agents WHERE id = ANY($1::uuid[])',
        [[src.agent_id, dst.agent_id]],
      );
      const pathOf = (id: string) => paths.find((p) => p.id === id)?.path ?? '';
      // the entry belongs to the agent below the other (both subtrees above it see it), else the receiver
      const sourceBelow =
        src.agent_id !== dst.agent_id && pathOf(src.agent_id).startsWith(pathOf(dst.agent_id));
      await recordChange(tx, request, {
        kind: 'pot-balance.transferred',
        agentId: sourceBelow ? src.agent_id : dst.agent_id,
        objectType: 'pot-balance',
        objectId: src.balance_iid,
        before: { amount: value, from: balanceState(src), to: balanceState(dst) },
        after: {
          amount: value,
          from: balanceState(row(src.balance_iid)),
          to: balanceState(row(dst.balance_iid)),
        },
      });
      const out = (id: string) => balanceJson(row(id));
      return { from: out(src.balance_iid), to: out(dst.balance_iid) };
    });
  });
});
