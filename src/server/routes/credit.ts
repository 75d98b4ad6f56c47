/**
 * PUT /api/agent/adjustcredit?agentId&amount (API).
 *
 * Credit is money: a positive amount moves from the acting user's agent to the target agent (which
 * lies below it), a negative one moves back. One transaction; both rows are locked with
 * SELECT ... FOR UPDATE in id order (deterministic, so concurrent adjustments never deadlock).
 * A credit-source agent issues credit without a balance of its own (and credit returned to it is
 * retired). No balance may go negative or above the maximum of src/core/money.ts: 400 with the reason.
 * Amounts are amount text with an optional sign (src/core/money.ts) and are added in SQL NUMERIC,
 * never in floating point. Returns the updated target agent.
 *
 * Audit trail: one 'credit.adjusted' entry on the target agent, with both balances before and after
 * (the target's `creditAmount`, the acting agent's under `source`), as exact decimal text.
 */
import type { FastifyInstance } from 'fastify';
import { can } from '../../core/permissions';
import { assertAgentScope } from '../auth';
import { agentsEndpoints as ep } from '../../core/areas/agents/contract';
import type { ServerContext } from '../context';
import { route } from '../contract';
import { agentJson, loadAgent } from '../agents-repo';
import { badRequest, forbidden } from '../errors';
import { assertStorableBalance, money, requireAmount } from '../money';
import { recordChange } from '../audit';

interface LockedAgent {
  id: string;
  name: string;
  currency_id: string;
  credit_source: boolean;
  credit_amount: string;
  blocked_amount: string;
}

export async function creditRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const db = ctx.db;
  route(app, ep.adjustCredit, { tag: 'agents' }, async (request) => {
    const user = request.user;
    const { agentId } = request.query;
    const value = requireAmount(request.query.amount, 'amount', { signed: true }).text;
    const adding = !value.startsWith('-');
    const target = await assertAgentScope(db, user, agentId, adding ? can.creditAgent : can.removeCredits);
    if (target.depthBelowUser === 0) throw forbidden('You cannot adjust the credit of your own agent');
    const magnitude = value.replace(/^-/, '');

    return db.transaction(async (tx) => {
      const { rows } = await tx.query<LockedAgent>(
        `SELECT id, name, currency_id, credit_source, credit_amount, blocked_amount FROM agents
           WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
        [[user.agentId, agentId]],
      );
      const source = rows.find((r) => r.id === user.agentId);
      const child = rows.find((r) => r.id === agentId);
      if (!source || !child) throw badRequest('The agent no longer exists');
      if (!source.credit_source && source.currency_id !== child.currency_id) {
        throw badRequest(
          `Credit moves only between agents of the same currency (${source.name}: ${source.currency_id}, ${child.name}: ${child.currency_id})`,
        );
      }
      const { rows: check } = await tx.query<{ source_after: string; child_after: string }>(
        `SELECT ($1::numeric - $2::numeric - CASE WHEN $3 THEN $4::numeric ELSE 0 END)::text AS source_after,
                  ($5::numeric - $6::numeric + CASE WHEN $3 THEN $4::numeric ELSE -$4::numeric END)::text AS child_after`,
        [
          source.credit_amount,
          source.blocked_amount,
          adding,
          magnitude,
          child.credit_amount,
          child.blocked_amount,
        ],
      );
      if (adding && !source.credit_source && Number(check[0].source_after) < 0) {
        throw badRequest(
          `Insufficient credit: ${source.name} has ${money(source.credit_amount).toFixed(2)} ${source.currency_id} available, ${magnitude} requested`,
          [{ field: 'amount', message: 'exceeds the available credit of your agent' }],
        );
      }
      if (!adding && Number(check[0].child_after) < 0) {
        throw badRequest(
          `Insufficient credit: ${child.name} has ${money(child.credit_amount).toFixed(2)} ${child.currency_id} available, ${magnitude} requested to remove`,
          [{ field: 'amount', message: "exceeds the agent's available credit" }],
        );
      }
      const sourceDelta = source.credit_source ? '0' : adding ? `-${magnitude}` : magnitude;
      const childDelta = adding ? magnitude : `-${magnitude}`;
      const { rows: after } = await tx.query<{ source_after: string; child_after: string }>(
        'SELECT ($1::numeric + $2::numeric)::text AS source_after, ($3::numeric + $4::numeric)::text AS child_after',
        [source.credit_amount, sourceDelta, child.credit_amount, childDelta],
      );
      // the balance that grows must stay within the maximum
      if (adding) assertStorableBalance(after[0].child_after, `The credit of ${child.name}`);
      else if (!source.credit_source)
        assertStorableBalance(after[0].source_after, `The credit of ${source.name}`);
      await tx.query('UPDATE agents SET credit_amount = credit_amount + $2::numeric WHERE id = $1', [
        source.id,
        sourceDelta,
      ]);
      await tx.query('UPDATE agents SET credit_amount = credit_amount + $2::numeric WHERE id = $1', [
        child.id,
        childDelta,
      ]);
      await tx.query(
        'INSERT INTO credit_transfers (from_agent_id, to_agent_id, amount, user_id) VALUES ($1, $2, $3::numeric, $4)',
        adding ? [source.id, child.id, magnitude, user.id] : [child.id, source.id, magnitude, user.id],
      );
      const state = (childAmount: string, sourceAmount: string) => ({
        creditAmount: childAmount,
        source: {
          agentId: source.id,
          name: source.name,
          creditSource: source.credit_source,
          creditAmount: sourceAmount,
        },
      });
      await recordChange(tx, request, {
        kind: 'credit.adjusted',
        agentId: child.id,
        objectType: 'agent',
        objectId: child.id,
        before: state(child.credit_amount, source.credit_amount),
        after: state(after[0].child_after, after[0].source_after),
      });
      return agentJson(await loadAgent(tx, agentId));
    });
  });
}
