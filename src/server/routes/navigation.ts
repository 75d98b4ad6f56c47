/**
 * Navigation (API).
 *
 * GET /api/navigation/tree?agentId — the agent as the root of a nested tree. Each node:
 * { id, name, parentId, hasChildren, creditSource, currencyId, children }.
 * - A subtree of at most TREE_FULL_LIMIT agents comes whole.
 * - A bigger one (scaled data) comes one level deep: the agent and its direct children, each child
 *   with `children: []` and `hasChildren` telling whether it can be opened (fetch its tree next).
 * In both shapes `ancestors` lists the path down to the agent ([{ id, name }] from the caller's
 * own agent to the agent's parent), so a client can place a deep agent in its cached tree.
 *
 * GET /api/navigation/search?agentId&filter — [{ id, name }] of agents within agentId's subtree
 * whose name contains filter (case-insensitive), shallowest first, at most 50.
 * GET /api/navigation?id — one agent as a tree node without children.
 */
import { navigationEndpoints as ep } from '../../core/areas/agents/contract';
import { assertAgentScope } from '../auth';
import { loadAgent } from '../agents-repo';
import { route } from '../contract';
import { routeModule } from '../plugins/route-module';

export const TREE_FULL_LIMIT = 1000;
export const SEARCH_LIMIT = 50;

export interface TreeNode {
  id: string;
  name: string;
  parentId: string | null;
  hasChildren: boolean;
  creditSource: boolean;
  currencyId: string;
  children: TreeNode[];
}

interface NodeRow {
  id: string;
  name: string;
  parent_id: string | null;
  credit_source: boolean;
  currency_id: string;
  has_children: boolean;
}

const NODE_COLUMNS = `a.id, a.name, a.parent_id, a.credit_source, a.currency_id,
  a.children_count > 0 AS has_children`;

const node = (r: NodeRow): TreeNode => ({
  id: r.id,
  name: r.name,
  parentId: r.parent_id,
  hasChildren: r.has_children,
  creditSource: r.credit_source,
  currencyId: r.currency_id,
  children: [],
});

export const navigationRoutes = routeModule(async function navigationRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;

  route(app, ep.tree, { auth: 'token', tag: 'navigation' }, async (request) => {
    const { agentId } = request.query;
    await assertAgentScope(db, request.user, agentId);
    const agent = await loadAgent(db, agentId);
    const { rows: countRows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM agents WHERE path LIKE $1',
      [agent.path + '%'],
    );
    const whole = countRows[0].n <= TREE_FULL_LIMIT;
    const { rows } = await db.query<NodeRow>(
      whole
        ? `SELECT ${NODE_COLUMNS} FROM agents a WHERE a.path LIKE $1 ORDER BY a.depth, lower(a.name)`
        : `SELECT ${NODE_COLUMNS} FROM agents a WHERE a.id = $1 OR a.parent_id = $1 ORDER BY a.depth, lower(a.name)`,
      [whole ? agent.path + '%' : agentId],
    );
    const byId = new Map<string, TreeNode>();
    let root: TreeNode | null = null;
    for (const r of rows) {
      const n = node(r);
      byId.set(n.id, n);
      if (n.id === agentId) root = n;
      else byId.get(n.parentId ?? '')?.children.push(n);
    }
    const ids = agent.path.split('/').filter(Boolean);
    const fromOwn = ids.slice(ids.indexOf(request.user.agentId), -1);
    const { rows: ancestorRows } = await db.query<{ id: string; name: string }>(
      'SELECT id, name FROM agents WHERE id = ANY($1::uuid[]) ORDER BY depth',
      [fromOwn],
    );
    return { ...(root as TreeNode), ancestors: ancestorRows };
  });

  route(app, ep.search, { auth: 'token', tag: 'navigation' }, async (request) => {
    const { agentId, filter } = request.query;
    await assertAgentScope(db, request.user, agentId);
    const agent = await loadAgent(db, agentId);
    const pattern = '%' + filter.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%';
    const { rows } = await db.query<{ id: string; name: string }>(
      `SELECT id, name FROM agents WHERE path LIKE $1 AND lower(name) LIKE $2
         ORDER BY depth, lower(name) LIMIT ${SEARCH_LIMIT}`,
      [agent.path + '%', pattern],
    );
    return rows;
  });

  route(app, ep.node, { auth: 'token', tag: 'navigation' }, async (request) => {
    const { id } = request.query;
    await assertAgentScope(db, request.user, id);
    const { rows } = await db.query<NodeRow>(`SELECT ${NODE_COLUMNS} FROM agents a WHERE a.id = $1`, [id]);
    return node(rows[0]);
  });
});
