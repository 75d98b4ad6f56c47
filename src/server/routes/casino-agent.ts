/**
 * Casino-management agent endpoints.
 *
 * GET /api/agent/{agentId}/ipwhitelist  -> string[] of IPv4 CIDR ranges (claim CanViewIpWhitelist)
 * PUT /api/agent/{agentId}/ipwhitelist  body string[] (or { ranges: string[] }); every range must match
 *     PATTERNS.ipCidr of src/core/validation (mandatory /0-32 suffix); duplicates are dropped; at most
 *     200 (claim CanEditIpWhitelist). Returns the stored list.
 * PUT /api/agent/{agentId}/player/logout?includeSubAgents  logs out the agent's players (and its
 *     subtree's) -> { loggedOut } (claim CanLogoutPlayers)
 * GET /api/wallet/agent/parent?agentId  -> { agentId, parentAgentId } (claim CanViewWalletAgent), 404 if unset
 * POST /api/wallet/agent/parent?agentId&parentAgentId  links the agent's wallet to another agent of
 *     the caller's subtree that is not inside the agent's own subtree (CanUpdateWalletAgent, or
 *     CanCreateWalletAgent for a first link) -> { agentId, parentAgentId }
 * All: the agent(s) must lie in the caller's subtree.
 *
 * Audit trail (in the change's transaction; none when nothing changed): 'ip-whitelist.changed' (the
 * ranges before and after), 'agent.players-logged-out' (how many, with or without sub-agents),
 * 'wallet-parent.set' (the parent agent before and after).
 */
import { can, P } from '../../core/permissions';
import { PATTERNS } from '../../core/validation';
import { assertAgentScope, requireClaim } from '../auth';
import { agentsEndpoints as ep, MAX_WHITELIST_RANGES } from '../../core/areas/agents/contract';

export { MAX_WHITELIST_RANGES };
import { route } from '../contract';
import { loadAgent } from '../agents-repo';
import { ApiError, fieldError, notFound, type FieldError } from '../errors';
import { recordChange, unchanged } from '../audit';
import { routeModule } from '../plugins/route-module';

export const casinoAgentRoutes = routeModule(async function casinoAgentRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;

  route(app, ep.ipWhitelist, { auth: 'token', tag: 'agents' }, async (request) => {
    await assertAgentScope(db, request.user, request.params.agentId, can.viewIpWhitelist);
    const { rows } = await db.query<{ range: string }>(
      'SELECT range FROM ip_whitelist WHERE agent_id = $1 ORDER BY position',
      [request.params.agentId],
    );
    return rows.map((r) => r.range);
  });

  route(app, ep.saveIpWhitelist, { auth: 'token', tag: 'agents' }, async (request) => {
    const { agentId } = request.params;
    await assertAgentScope(db, request.user, agentId, can.editIpWhitelist);
    const input = Array.isArray(request.body) ? request.body : request.body.ranges;
    const errors: FieldError[] = [];
    input.forEach((range, i) => {
      if (!PATTERNS.ipCidr.test(range.trim()))
        errors.push({
          field: `ranges[${i}]`,
          message: `${range} is not an IPv4 range with a /0-32 suffix`,
        });
    });
    if (errors.length) throw new ApiError(400, 'invalid-request', 'Invalid IP ranges', errors);
    const ranges = [...new Set(input.map((r) => r.trim()))];
    await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM agents WHERE id = $1 FOR UPDATE', [agentId]);
      const { rows: stored } = await tx.query<{ range: string }>(
        'SELECT range FROM ip_whitelist WHERE agent_id = $1 ORDER BY position',
        [agentId],
      );
      const before = { ranges: stored.map((r) => r.range) };
      if (unchanged(before, { ranges })) return;
      await tx.query('DELETE FROM ip_whitelist WHERE agent_id = $1', [agentId]);
      for (const [position, range] of ranges.entries()) {
        await tx.query('INSERT INTO ip_whitelist (agent_id, position, range) VALUES ($1, $2, $3)', [
          agentId,
          position,
          range,
        ]);
      }
      await recordChange(tx, request, {
        kind: 'ip-whitelist.changed',
        agentId,
        objectType: 'ip-whitelist',
        objectId: agentId,
        before,
        after: { ranges },
      });
    });
    return ranges;
  });

  route(app, ep.logoutPlayers, { auth: 'token', tag: 'agents' }, async (request) => {
    const { agentId } = request.params;
    await assertAgentScope(db, request.user, agentId, can.logoutPlayers);
    const agent = await loadAgent(db, agentId);
    const includeSubAgents = request.query.includeSubAgents === true;
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ n: number }>(
        `WITH out AS (
             UPDATE players SET logged_in = false
             WHERE logged_in AND agent_id IN (SELECT id FROM agents WHERE ${includeSubAgents ? 'path LIKE $1 AND $2::uuid IS NOT NULL' : 'id = $2 AND $1::text IS NOT NULL'})
             RETURNING 1)
           SELECT count(*)::int AS n FROM out`,
        [agent.path + '%', agentId],
      );
      const loggedOut = rows[0].n;
      if (loggedOut > 0) {
        await recordChange(tx, request, {
          kind: 'agent.players-logged-out',
          agentId,
          objectType: 'agent',
          objectId: agentId,
          before: null,
          after: { loggedOut, includeSubAgents },
        });
      }
      return { loggedOut };
    });
  });

  route(app, ep.walletParent, { auth: 'token', tag: 'agents' }, async (request) => {
    const { agentId } = request.query;
    await assertAgentScope(db, request.user, agentId, can.viewWalletAgent);
    const { rows } = await db.query<{ agent_id: string; parent_agent_id: string }>(
      'SELECT agent_id, parent_agent_id FROM wallet_parent WHERE agent_id = $1',
      [agentId],
    );
    if (!rows[0]) throw notFound('The agent has no wallet parent');
    return { agentId: rows[0].agent_id, parentAgentId: rows[0].parent_agent_id };
  });

  route(app, ep.setWalletParent, { auth: 'token', tag: 'agents' }, async (request) => {
    const { agentId, parentAgentId } = request.query;
    const user = request.user;
    await assertAgentScope(db, user, agentId);
    await assertAgentScope(db, user, parentAgentId);
    const { rows: existing } = await db.query('SELECT 1 FROM wallet_parent WHERE agent_id = $1', [agentId]);
    requireClaim(user, existing.length ? P.UpdateWalletAgent : P.CreateWalletAgent);
    if (agentId === parentAgentId)
      throw fieldError('must-differ', 'parentAgentId', 'must differ from the agent');
    const parent = await loadAgent(db, parentAgentId);
    if (parent.path.includes(`/${agentId}/`)) {
      throw fieldError(
        'wallet-parent-refused',
        'parentAgentId',
        'must not be one of the agent’s own sub-agents',
      );
    }
    if (!parent.is_active)
      throw fieldError('wallet-parent-refused', 'parentAgentId', 'The wallet parent agent is not active');
    await db.transaction(async (tx) => {
      // wallet-parent links change one at a time (every process waits here), so two links set at once
      // cannot close a cycle between them
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('wallet_parent'))");
      // the wallet parents above the new parent, up to the agent itself if it is among them
      const { rows: chain } = await tx.query<{ id: string; name: string }>(
        `WITH RECURSIVE up(agent_id, n) AS (
           SELECT $2::uuid, 0
           UNION ALL
           SELECT w.parent_agent_id, up.n + 1 FROM wallet_parent w JOIN up ON w.agent_id = up.agent_id
            WHERE up.agent_id <> $1::uuid AND up.n < 1000
         )
         SELECT a.id::text, a.name FROM up JOIN agents a ON a.id = up.agent_id ORDER BY up.n`,
        [agentId, parentAgentId],
      );
      if (chain.some((c) => c.id === agentId)) {
        const names = [(await loadAgent(tx, agentId)).name, ...chain.map((c) => c.name)];
        const message = `The wallet parents would form a cycle: ${names.join(' → ')}`;
        throw new ApiError(409, 'wallet-parent-refused', message, [{ field: 'parentAgentId', message }]);
      }
      const { rows: current } = await tx.query<{ parent_agent_id: string }>(
        'SELECT parent_agent_id FROM wallet_parent WHERE agent_id = $1 FOR UPDATE',
        [agentId],
      );
      const before = current[0] ? { parentAgentId: current[0].parent_agent_id } : null;
      if (before?.parentAgentId === parentAgentId) return;
      await tx.query(
        `INSERT INTO wallet_parent (agent_id, parent_agent_id) VALUES ($1, $2)
           ON CONFLICT (agent_id) DO UPDATE SET parent_agent_id = EXCLUDED.parent_agent_id, updated_at = now()`,
        [agentId, parentAgentId],
      );
      await recordChange(tx, request, {
        kind: 'wallet-parent.set',
        agentId,
        objectType: 'wallet-parent',
        objectId: agentId,
        before,
        after: { parentAgentId },
      });
    });
    return { agentId, parentAgentId };
  });
});
