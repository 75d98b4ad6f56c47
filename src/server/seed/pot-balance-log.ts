/**
 * The history of the demo's multicash balances (pot_balance_log), when there is none yet, told so that
 * each balance's entries add up to its amount:
 * - 60 days ago each balance was created: a region's with what it holds now plus what it passed on to
 *   its sub-agents, a sub-agent's empty when its parent holds a balance of its currency (else with its
 *   amount, issued);
 * - a day later each such parent funded its sub-agent: 'parent balance updated' (minus) on the parent's
 *   balance, 'updated' (plus) on the child's;
 * - 30 days ago the casino games were synchronised (no amount), 10 days ago each balance was confirmed
 *   as the agent's default ('updated', no amount).
 * Deterministic: made from the balances and agents alone, by the admin login.
 */
import type { Db } from '../db';

export async function seedPotBalanceLog(db: Db, userId: string, now = Date.now()): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH b AS (
       SELECT pb.balance_iid, pb.agent_id, pb.currency, pb.amount, a.parent_id
         FROM pot_balances pb JOIN agents a ON a.id = pb.agent_id
        WHERE NOT EXISTS (SELECT 1 FROM pot_balance_log)
     ),
     funded AS (
       SELECT c.balance_iid AS child, c.agent_id AS child_agent, p.balance_iid AS parent,
              p.agent_id AS parent_agent, c.amount,
              row_number() OVER (PARTITION BY p.balance_iid ORDER BY c.agent_id) AS nth
         FROM b c JOIN b p ON p.agent_id = c.parent_id AND p.currency = c.currency
     ),
     passed AS (SELECT parent, sum(amount) AS total FROM funded GROUP BY parent),
     entries AS (
       SELECT b.balance_iid, b.agent_id, 'created' AS description,
              CASE WHEN f.child IS NOT NULL THEN 0 ELSE b.amount + coalesce(p.total, 0) END AS amount,
              interval '60 days' - CASE WHEN f.child IS NOT NULL THEN interval '2 hours' ELSE interval '0' END AS ago
         FROM b LEFT JOIN funded f ON f.child = b.balance_iid LEFT JOIN passed p ON p.parent = b.balance_iid
       UNION ALL
       SELECT parent, parent_agent, 'parent balance updated', -amount, interval '59 days' - nth * interval '1 minute'
         FROM funded
       UNION ALL
       SELECT child, child_agent, 'updated', amount, interval '59 days' - nth * interval '1 minute'
         FROM funded
       UNION ALL
       SELECT balance_iid, agent_id, 'casino games synchronization', 0, interval '30 days' FROM b
       UNION ALL
       SELECT balance_iid, agent_id, 'updated', 0, interval '10 days' FROM b
     ),
     made AS (
       INSERT INTO pot_balance_log (balance_iid, agent_id, description, amount, user_id, created_at)
       SELECT balance_iid, agent_id, description, amount, $1::uuid, $2::timestamptz - ago
         FROM entries ORDER BY ago DESC, agent_id, description
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM made`,
    [userId, new Date(now).toISOString()],
  );
  return rows[0].n;
}
