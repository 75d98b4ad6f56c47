/**
 * The multicash balance history (src/core/areas/agents/multicash-log.ts):
 *
 *   GET /api/potBalance/log?agentId[&balanceIid][&pageIndex&pageSize&sort&filter]
 *
 * The agent's entries of pot_balance_log (every change the pot-balance routes make writes one), newest
 * first, server-paged with the total in X-Total-Count. Seen by whoever may see the agent (as its
 * balances: canSeeAgent; 404 unknown agent, 403 outside the caller's subtree). The filter matches the
 * description or the user's name.
 */
import { potBalanceLogEndpoint, type PotBalanceLogEntry } from '../../core/areas/agents/multicash-log';
import { assertAgentScope, canSeeAgent } from '../auth';
import { route, sendPage } from '../contract';
import { money } from '../money';
import { likePattern, pageSql, queryPage } from '../paging';
import { routeModule } from '../plugins/route-module';

const SORT_COLUMNS = {
  createdAt: 'l.created_at',
  amount: 'l.amount',
  description: 'lower(l.description)',
};

interface LogRow {
  id: string;
  created_at: Date | string;
  balance_iid: string;
  currency: string | null;
  description: string;
  amount: string;
  user_name: string | null;
}

export const potBalanceLogRoutes = routeModule(async function potBalanceLogRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;
  route(app, potBalanceLogEndpoint, { auth: 'token', tag: 'multicash' }, async (request, reply) => {
    const { agentId, balanceIid, filter } = request.query;
    await assertAgentScope(db, request.user, agentId, canSeeAgent);
    const page = pageSql(request.query, SORT_COLUMNS, 'l.created_at DESC', 'l.id DESC');
    const { rows, total } = await queryPage<LogRow>(db, page, {
      columns: `l.id::text AS id, l.created_at, l.balance_iid::text AS balance_iid, b.currency, l.description,
                l.amount::text AS amount, u.username AS user_name`,
      from: `pot_balance_log l
             LEFT JOIN pot_balances b ON b.balance_iid = l.balance_iid
             LEFT JOIN users u ON u.id = l.user_id`,
      where: `l.agent_id = $1::uuid AND ($2::uuid IS NULL OR l.balance_iid = $2::uuid)
              AND ($3::text IS NULL OR lower(l.description) LIKE $3 OR lower(coalesce(u.username, '')) LIKE $3)`,
      params: [agentId, balanceIid ?? null, likePattern(filter)],
    });
    const entries: PotBalanceLogEntry[] = rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      balanceIid: r.balance_iid,
      currency: r.currency,
      description: r.description,
      amount: money(r.amount),
      userName: r.user_name,
    }));
    return page.paged ? sendPage(reply, { rows: entries, total }) : entries;
  });
});
