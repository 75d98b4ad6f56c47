/**
 * PUT /api/agent/adjustcredit?agentId&amount (API).
 *
 * Credit is money and travels the agent tree (docs/decisions.md, "Money only moves"): a positive amount
 * moves from the acting user's agent down to the target agent (which lies below it), through every agent
 * between them; a negative one travels back up the same way, to the acting agent. One ledger transaction
 * with one leg per edge (src/server/ledger.ts): the agents between pass it on and keep their credit. A
 * credit-source acting agent issues what it sends and retires what comes back (its issuance account).
 * Refused with 409 and the reason: a credit source below the acting agent on the way (what lies below
 * it is what it issued: credit does not cross it), an agent of another currency on the way, adding to a
 * deactivated agent. Every agent on the way is locked with SELECT ... FOR UPDATE in id order
 * (deterministic, so concurrent adjustments never deadlock). No balance may go negative or above the
 * maximum of src/core/money.ts: 400 with the reason. Amounts are amount text with an optional sign
 * (src/core/money.ts) and are added in SQL NUMERIC, never in floating point. Returns the updated target
 * agent.
 *
 * Audit trail: one 'credit.adjusted' entry on the target agent, with both balances before and after
 * (the target's `creditAmount`, the acting agent's under `source`), as exact decimal text. The business
 * record is a credit_transfers row (acting agent and target, amount, currency); its ledger transaction
 * refers to it.
 */
import { can } from '../../core/permissions';
import { assertAgentScope } from '../auth';
import { agentsEndpoints as ep } from '../../core/areas/agents/contract';
import { route } from '../contract';
import { agentJson, loadAgent } from '../agents-repo';
import { badRequest, forbidden } from '../errors';
import { assertStorableBalance, money, requireAmount } from '../money';
import { recordChange } from '../audit';
import { assertActive, conflict, creditPathProblem, lockCreditPath } from '../agent-money';
import { creditLegs, transfer, LEDGER_KINDS } from '../ledger';
import { routeModule } from '../plugins/route-module';

export const creditRoutes = routeModule(async function creditRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;
  route(app, ep.adjustCredit, { auth: 'token', tag: 'agents' }, async (request) => {
    const user = request.user;
    const { agentId } = request.query;
    const value = requireAmount(request.query.amount, 'amount', { signed: true }).text;
    const adding = !value.startsWith('-');
    const target = await assertAgentScope(
      db,
      user,
      agentId,
      adding ? can.creditAgent : can.removeAgentCredits,
    );
    if (target.depthBelowUser === 0) throw forbidden('You cannot adjust the credit of your own agent');
    const magnitude = value.replace(/^-/, '');

    return db.transaction(async (tx) => {
      const path = await lockCreditPath(tx, user.agentId, agentId);
      const source = path[0];
      const child = path[path.length - 1];
      const problem = creditPathProblem(path);
      if (problem) throw conflict(problem, 'agentId');
      if (adding) await assertActive(tx, child.path, child.name, 'no credit moves to it');
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
          'insufficient-credit',
          `Insufficient credit: ${source.name} has ${money(source.credit_amount).toFixed(2)} ${source.currency_id} available, ${magnitude} requested`,
          [{ field: 'amount', message: 'exceeds the available credit of your agent' }],
        );
      }
      if (!adding && Number(check[0].child_after) < 0) {
        throw badRequest(
          'insufficient-credit',
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
      const { rows: made } = await tx.query<{ id: string }>(
        `INSERT INTO credit_transfers (from_agent_id, to_agent_id, amount, user_id, currency)
           VALUES ($1, $2, $3::numeric, $4, $5) RETURNING id::text`,
        adding
          ? [source.id, child.id, magnitude, user.id, child.currency_id]
          : [child.id, source.id, magnitude, user.id, child.currency_id],
      );
      await transfer(tx, {
        kind: adding ? LEDGER_KINDS.creditAdded : LEDGER_KINDS.creditRemoved,
        legs: creditLegs(path, magnitude, adding ? 'down' : 'up'),
        ref: { type: 'credit-transfer', id: made[0].id },
        userId: user.id,
      });
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
});
