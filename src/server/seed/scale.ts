/**
 * `--scale N`: N extra agents for benchmarks, below one agent 'Load Test Network' under the root,
 * ten children per agent (100 000 agents are five levels deep). Generated inside the database in
 * one INSERT ... SELECT over a recursive query (no row-by-row round trips), so 100 000 agents take
 * seconds. Claims are inherited (NULL), balances are 1000.00 each, issued by the root (a credit source).
 */
import type { Db } from '../db';

export const SCALE_FANOUT = 10;

/** The sort indexes of the agents list (migration 110_agent_list_order.sql), rebuilt once after the insert. */
const ORDER_INDEXES: readonly [string, string][] = [
  ['agents_order_name_idx', '(lower(name), id)'],
  ['agents_order_currency_idx', '(currency_id, id)'],
  ['agents_order_credit_idx', '(credit_amount, id)'],
  ['agents_order_blocked_idx', '(blocked_amount, id)'],
  ['agents_order_children_idx', '(children_count, id)'],
  ['agents_search_idx', "USING gin (lower(name || ' ' || currency_id) gin_trgm_ops)"],
];

export async function seedScale(db: Db, count: number, rootAgentId: string): Promise<number> {
  if (!Number.isInteger(count) || count <= 0) return 0;
  const { rows } = await db.query<{ path: string; depth: number }>(
    'SELECT path, depth FROM agents WHERE id = $1',
    [rootAgentId],
  );
  const root = rows[0];
  if (!root) throw new Error('scale: the root agent is missing, seed first');
  await db.exec(`DROP TABLE IF EXISTS scale_nodes;
    CREATE TEMP TABLE scale_nodes (idx integer PRIMARY KEY, parent_idx integer, id uuid NOT NULL);`);
  await db.query(
    `INSERT INTO scale_nodes (idx, parent_idx, id)
     SELECT i, CASE WHEN i = 0 THEN NULL ELSE (i - 1) / ${SCALE_FANOUT} END, gen_random_uuid()
     FROM generate_series(0, $1::integer - 1) AS i`,
    [count],
  );
  await db.exec('CREATE INDEX scale_nodes_parent ON scale_nodes (parent_idx); ANALYZE scale_nodes;');
  // The generated rows are consistent by construction (parents before children, known currency,
  // country and time zone): skip the per-row foreign-key triggers where the role allows it, and
  // rebuild the secondary indexes once instead of row by row.
  // (a savepoint keeps a refused SET from aborting the transaction on PostgreSQL)
  await db.exec('SAVEPOINT scale_fk');
  const fkOff = await db
    .exec('SET LOCAL session_replication_role = replica')
    .then(() => true)
    .catch(async () => {
      await db.exec('ROLLBACK TO SAVEPOINT scale_fk');
      return false;
    });
  await db.exec(`DROP INDEX IF EXISTS agents_path_idx; DROP INDEX IF EXISTS agents_lower_name_idx;
    DROP INDEX IF EXISTS agents_parent_idx; ${ORDER_INDEXES.map(([name]) => `DROP INDEX IF EXISTS ${name};`).join(' ')}`);
  await db.query(
    `INSERT INTO agents (id, name, parent_id, path, depth, currency_id, country_id, timezone_id, credit_amount)
     WITH RECURSIVE tree AS (
       SELECT n.idx, n.id, $1::uuid AS parent_id, $2::text || n.id::text || '/' AS path, $3::integer + 1 AS depth
       FROM scale_nodes n WHERE n.idx = 0
       UNION ALL
       SELECT c.idx, c.id, t.id, t.path || c.id::text || '/', t.depth + 1
       FROM tree t JOIN scale_nodes c ON c.parent_idx = t.idx
     )
     SELECT id,
            CASE WHEN idx = 0 THEN 'Load Test Network' ELSE 'Load Test Agent ' || lpad(idx::text, 6, '0') END,
            parent_id, path, depth, 'EUR', 'MT', 'Europe/Malta', 1000.00
     FROM tree`,
    [rootAgentId, root.path, root.depth],
  );
  await db.exec(`CREATE INDEX agents_parent_idx ON agents (parent_id);
    CREATE INDEX agents_path_idx ON agents (path text_pattern_ops);
    CREATE INDEX agents_lower_name_idx ON agents (lower(name) text_pattern_ops);
    ${ORDER_INDEXES.map(([name, columns]) => `CREATE INDEX ${name} ON agents ${columns};`).join('\n')}
    DROP TABLE scale_nodes;`);
  if (fkOff) await db.exec('SET LOCAL session_replication_role = DEFAULT');
  // The number of direct sub-agents (kept by triggers, which the replica role above switches off):
  // counted again for the root's whole subtree, as absolute values.
  await db.query(
    `UPDATE agents a SET children_count = c.n
     FROM (SELECT parent_id, count(*)::int AS n FROM agents WHERE path LIKE $1 GROUP BY parent_id) c
     WHERE a.id = c.parent_id`,
    [root.path + '%'],
  );
  await db.exec('ANALYZE agents');
  return count;
}
