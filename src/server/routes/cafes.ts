/**
 * Cafes (points of sale) and their commands (API).
 *
 * GET    /api/poses?agentId[&includeSubAgents]  the agent's cafes, or its subtree's (paged); can.viewCafe
 * GET    /api/pos?posId                       one cafe; can.viewCafe on its agent
 * PUT    /api/pos                             create (text: the id, quoted); can.createCafe
 * POST   /api/pos                             update, queues UPDATE_CONFIGURATION (text); can.editCafe
 * POST   /api/pos/wipe                        cancel pending commands, return the money; wipe permission
 * DELETE /api/pos?posId                       delete a cafe that holds no money (text); can.deleteCafe
 * PUT    /api/pos/commands/adjust_balance     money between agent and cafe; can.creditCafe (adding) or
 *                                             can.removeCafeCredits (removing)
 * PUT    /api/pos/commands/request_report     can.editCafe
 * PUT    /api/pos/commands/disable_operations can.editCafe; enable_operations likewise
 * GET    /api/pos/commands?posId[&includeDone] the cafe's commands; can.viewCafe
 * POST   /api/pos/pickup?posId                the cafe itself picks up its commands (HTTP Basic, a
 *                                             user of the cafe; failures throttled like sign-ins); the
 *                                             report requests get their result (src/server/cafe-reports.ts)
 *
 * How and when money moves: src/server/cafe-ledger.ts. Every change writes its audit entry in its
 * transaction; an update that changes nothing writes none (and queues no UPDATE_CONFIGURATION).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { cafesEndpoints as ep, type Cafe } from '../../core/areas/cafes/contract';
import { can, hasClaim, P } from '../../core/permissions';
import { recordChange } from '../audit';
import { assertAgentScope, type AgentCheck } from '../auth';
import type { ServerContext } from '../context';
import { route, sendPage, quoted } from '../contract';
import type { Db } from '../db';
import { ApiError, badRequest, fieldError } from '../errors';
import { conflict } from '../agent-money';
import { beginLoginAttempt } from '../login-throttle';
import { money, requireAmount } from '../money';
import { DUMMY_HASH, verifyPassword } from '../passwords';
import { exactId, likePattern, pageSql } from '../paging';
import {
  commandJson,
  COMMAND_COLUMNS,
  COMMAND_FROM,
  loadCommand,
  loadCafe,
  PENDING_JOIN,
  CAFE_COLUMNS,
  cafeJson,
  type CommandRow,
  type CafeRow,
} from '../cafes-repo';
import {
  lockCafe,
  pickUpCommands,
  queueAdjustBalance,
  queueCommand,
  wipeCafeData,
  type Actor,
} from '../cafe-ledger';
import { storeReportResults } from '../cafe-reports';
import { routeModule } from '../plugins/route-module';

const SORT_COLUMNS = {
  name: 'lower(p.name)',
  address: 'lower(p.address)',
  currencyId: 'p.currency_id',
  balance: 'p.balance',
  operationsEnabled: 'p.operations_enabled',
  pendingCommands: 'k.n',
  // never seen sorts as the longest ago
  lastSeenAt: "coalesce(p.last_seen_at, '-infinity'::timestamptz)",
} as const;

/** The most done or cancelled commands GET /api/pos/commands answers with includeDone. */
export const COMMAND_HISTORY = 50;

const actorOf = (request: FastifyRequest): Actor => ({ id: request.user.id, name: request.user.name });

export const cafeRoutes = routeModule(async function cafeRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;

  /** The cafe, after the caller's scope and `check` on its agent (404 unknown, 403 refused). */
  async function scopedCafe(request: FastifyRequest, posId: string, check: AgentCheck): Promise<CafeRow> {
    const cafe = await loadCafe(db, posId);
    await assertAgentScope(db, request.user, cafe.agent_id, check);
    return cafe;
  }

  route(app, ep.list, { auth: 'token', tag: 'poses' }, async (request, reply) => {
    const { agentId, includeSubAgents } = request.query;
    await assertAgentScope(db, request.user, agentId, can.viewPos);
    const page = pageSql(request.query, SORT_COLUMNS, 'lower(p.name)', 'p.id');
    // With the sub-agents: every cafe of the subtree whose agent the caller may see the cafes of (its
    // own agent and direct children with the claim; deeper ones with the 2nd-level view permission).
    const deeper = hasClaim(request.user.claims, P.View2ndPlusLevelChildren);
    const agents = includeSubAgents
      ? `p.agent_id IN (SELECT a.id FROM agents a WHERE a.path LIKE (SELECT path FROM agents WHERE id = $1) || '%'
           AND ($4::boolean OR a.id = $5 OR a.parent_id = $5))`
      : 'p.agent_id = $1 AND $4::boolean IS NOT NULL AND $5::uuid IS NOT NULL';
    const where = `${agents} AND ($2::text IS NULL OR lower(p.name) LIKE $2 OR lower(p.address) LIKE $2
      OR lower(p.currency_id) LIKE $2 OR p.id::text = $3)`;
    const params = [
      agentId,
      likePattern(request.query.filter),
      exactId(request.query.filter),
      deeper,
      request.user.agentId,
    ];
    const { rows } = await db.query<CafeRow>(
      `SELECT ${CAFE_COLUMNS} FROM poses p ${PENDING_JOIN} WHERE ${where} ${page.orderBy} ${page.limit}`,
      params,
    );
    const cafes = rows.map(cafeJson);
    if (!page.paged) return cafes;
    const { rows: counted } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM poses p WHERE ${where}`,
      params,
    );
    return sendPage(reply, { rows: cafes, total: counted[0].n });
  });

  route(app, ep.get, { auth: 'token', tag: 'poses' }, async (request) =>
    cafeJson(await scopedCafe(request, request.query.posId, can.viewPos)),
  );

  route(app, ep.create, { auth: 'token', tag: 'poses' }, async (request, reply) => {
    const body = request.body;
    await assertAgentScope(db, request.user, body.agentId, can.createPos);
    const id = randomUUID();
    await db.transaction(async (tx) => {
      await assertCurrency(tx, body.currencyId);
      await assertUniqueName(tx, body.agentId, body.name.trim(), null);
      await tx.query(
        `INSERT INTO poses (id, agent_id, name, address, currency_id, operations_enabled)
           VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          id,
          body.agentId,
          body.name.trim(),
          body.address?.trim() ?? '',
          body.currencyId,
          body.operationsEnabled ?? true,
        ],
      );
      await recordChange(tx, request, {
        kind: 'pos.created',
        agentId: body.agentId,
        objectType: 'pos',
        objectId: id,
        after: cafeJson(await loadCafe(tx, id)),
      });
    });
    return reply.code(201).type('text/plain; charset=utf-8').send(quoted(id));
  });

  route(app, ep.update, { auth: 'token', tag: 'poses' }, async (request, reply) => {
    const body = request.body;
    await scopedCafe(request, body.id, can.editPos);
    await db.transaction(async (tx) => {
      const locked = await lockCafe(tx, body.id);
      const before = cafeJson(await loadCafe(tx, body.id));
      await assertCurrency(tx, body.currencyId);
      await assertUniqueName(tx, locked.cafe.agent_id, body.name.trim(), body.id);
      if (body.currencyId !== before.currencyId) await assertCurrencyMayChange(tx, before);
      const address = body.address === undefined ? before.address : (body.address?.trim() ?? '');
      await tx.query(
        'UPDATE poses SET name = $2, address = $3, currency_id = $4, updated_at = now() WHERE id = $1',
        [body.id, body.name.trim(), address, body.currencyId],
      );
      if (body.currencyId !== before.currencyId)
        await tx.query('UPDATE terminals SET currency_id = $2 WHERE pos_id = $1', [body.id, body.currencyId]);
      const changed =
        before.name !== body.name.trim() ||
        before.address !== address ||
        before.currencyId !== body.currencyId;
      if (!changed) return; // nothing changed: no command, no audit entry
      await queueCommand(tx, locked.cafe, 'UPDATE_CONFIGURATION', actorOf(request));
      await recordChange(tx, request, {
        kind: 'pos.updated',
        agentId: locked.cafe.agent_id,
        objectType: 'pos',
        objectId: body.id,
        before,
        after: cafeJson(await loadCafe(tx, body.id)),
      });
    });
    return reply.type('text/plain; charset=utf-8').send(quoted(body.id));
  });

  route(app, ep.wipe, { auth: 'token', tag: 'poses' }, async (request) => {
    const { id, name } = request.body;
    await scopedCafe(request, id, can.wipePos);
    return db.transaction(async (tx) => {
      const locked = await lockCafe(tx, id);
      if (locked.cafe.name !== name) {
        throw fieldError(
          'invalid-value',
          'name',
          `The cafe is named ${locked.cafe.name} now, not ${name}: confirm the wipe again`,
        );
      }
      const before = cafeJson(await loadCafe(tx, id));
      const result = await wipeCafeData(tx, locked, request.user.id);
      const after = cafeJson(await loadCafe(tx, id));
      await recordChange(tx, request, {
        kind: 'pos.wiped',
        agentId: locked.cafe.agent_id,
        objectType: 'pos',
        objectId: id,
        before,
        after: { ...after, cancelledCommands: result.cancelled, returnedAmount: money(result.returned) },
      });
      return { pos: after, cancelledCommands: result.cancelled, returnedAmount: money(result.returned) };
    });
  });

  route(app, ep.remove, { auth: 'token', tag: 'poses' }, async (request, reply) => {
    const { posId } = request.query;
    await scopedCafe(request, posId, can.deletePos);
    await db.transaction(async (tx) => {
      const locked = await lockCafe(tx, posId);
      const before = cafeJson(await loadCafe(tx, posId));
      assertHoldsNoMoney(before, 'deleted');
      await tx.query('UPDATE terminals SET pos_id = NULL WHERE pos_id = $1', [posId]);
      await tx.query('DELETE FROM poses WHERE id = $1', [posId]);
      await recordChange(tx, request, {
        kind: 'pos.deleted',
        agentId: locked.cafe.agent_id,
        objectType: 'pos',
        objectId: posId,
        before,
      });
    });
    return reply.type('text/plain; charset=utf-8').send(quoted(posId));
  });

  route(app, ep.adjustBalance, { auth: 'token', tag: 'poses' }, async (request, reply) => {
    const { posId } = request.query;
    const amount = requireAmount(request.body.amount, 'amount', { signed: true }).text;
    const adding = !amount.startsWith('-');
    await scopedCafe(request, posId, adding ? can.creditPos : can.removePosCredits);
    const id = await db.transaction(async (tx) => {
      const locked = await lockCafe(tx, posId);
      const before = cafeJson(await loadCafe(tx, posId));
      const commandId = await queueAdjustBalance(tx, locked, amount, request.body.userId, actorOf(request));
      await recordChange(tx, request, {
        kind: 'pos.balance-adjusted',
        agentId: locked.cafe.agent_id,
        objectType: 'pos',
        objectId: posId,
        before,
        after: { ...cafeJson(await loadCafe(tx, posId)), command: await loadCommand(tx, commandId) },
      });
      return commandId;
    });
    return reply.type('text/plain; charset=utf-8').send(quoted(id));
  });

  const simpleCommand = (
    kind: string,
    type: 'DISABLE_POS_OPERATIONS' | 'ENABLE_POS_OPERATIONS' | 'REQUEST_REPORT',
    request: FastifyRequest,
    posId: string,
    reportType: 'BALANCE_REPORT' | 'GAME_REPORT' | 'TERMINAL_REPORT' | null = null,
  ) =>
    db.transaction(async (tx) => {
      const locked = await lockCafe(tx, posId);
      const id = await queueCommand(tx, locked.cafe, type, actorOf(request), reportType);
      await recordChange(tx, request, {
        kind,
        agentId: locked.cafe.agent_id,
        objectType: 'pos',
        objectId: posId,
        after: await loadCommand(tx, id),
      });
      return id;
    });

  route(app, ep.requestReport, { auth: 'token', tag: 'poses' }, async (request, reply) => {
    const { posId } = request.query;
    await scopedCafe(request, posId, can.editPos);
    const id = await simpleCommand(
      'pos.report-requested',
      'REQUEST_REPORT',
      request,
      posId,
      request.body.report.type,
    );
    return reply.type('text/plain; charset=utf-8').send(quoted(id));
  });

  route(app, ep.disableOperations, { auth: 'token', tag: 'poses' }, async (request, reply) => {
    const { posId } = request.query;
    await scopedCafe(request, posId, can.editPos);
    const id = await simpleCommand('pos.operations-disabled', 'DISABLE_POS_OPERATIONS', request, posId);
    return reply.type('text/plain; charset=utf-8').send(quoted(id));
  });

  route(app, ep.enableOperations, { auth: 'token', tag: 'poses' }, async (request, reply) => {
    const { posId } = request.query;
    await scopedCafe(request, posId, can.editPos);
    const id = await simpleCommand('pos.operations-enabled', 'ENABLE_POS_OPERATIONS', request, posId);
    return reply.type('text/plain; charset=utf-8').send(quoted(id));
  });

  route(app, ep.commands, { auth: 'token', tag: 'poses' }, async (request) => {
    const { posId, includeDone } = request.query;
    await scopedCafe(request, posId, can.viewPos);
    const { rows } = await db.query<CommandRow>(
      `(SELECT ${COMMAND_COLUMNS}, c.seq FROM ${COMMAND_FROM} WHERE c.pos_id = $1 AND c.status = 'PENDING')
       UNION ALL
       (SELECT ${COMMAND_COLUMNS}, c.seq FROM ${COMMAND_FROM} WHERE c.pos_id = $1 AND c.status <> 'PENDING' AND $2
          ORDER BY c.seq DESC LIMIT ${COMMAND_HISTORY})
       ORDER BY seq DESC`,
      [posId, includeDone === true],
    );
    return rows.map(commandJson);
  });

  route(app, ep.pickup, { auth: 'public', tag: 'poses' }, async (request, reply) => {
    const { posId } = request.query;
    const posUserId = await authenticateDevice(ctx, request, reply, posId);
    return db.transaction(async (tx) => {
      const locked = await lockCafe(tx, posId);
      const before = cafeJson(await loadCafe(tx, posId));
      const ids = await pickUpCommands(tx, locked, posUserId);
      await storeReportResults(tx, ids);
      const { rows } = await tx.query<CommandRow>(
        `SELECT ${COMMAND_COLUMNS} FROM ${COMMAND_FROM} WHERE c.id = ANY($1::uuid[]) ORDER BY c.seq`,
        [ids],
      );
      const commands = rows.map(commandJson);
      if (commands.length > 0) {
        await recordChange(tx, request, {
          kind: 'pos.commands-picked-up',
          agentId: locked.cafe.agent_id,
          objectType: 'pos',
          objectId: posId,
          before,
          after: { ...cafeJson(await loadCafe(tx, posId)), pickedUpBy: posUserId, commands },
        });
      }
      return {
        posId,
        balance: money(locked.cafe.balance),
        operationsEnabled: locked.cafe.operations_enabled,
        commands,
      };
    });
  });
});

async function assertCurrency(tx: Db, currencyId: string): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM currencies WHERE id = $1', [currencyId]);
  if (rows.length === 0)
    throw fieldError('unknown-currency', 'currencyId', `${currencyId} is not a known currency`);
}

async function assertUniqueName(
  tx: Db,
  agentId: string,
  name: string,
  exceptId: string | null,
): Promise<void> {
  const { rows } = await tx.query(
    'SELECT 1 FROM poses WHERE agent_id = $1 AND lower(name) = lower($2) AND ($3::uuid IS NULL OR id <> $3)',
    [agentId, name, exceptId],
  );
  if (rows.length > 0)
    throw fieldError('name-taken', 'name', `A cafe named ${name} already exists for this agent`);
}

/** Money of a cafe in any form (balance, on its way in, reserved): nothing may hold it when `what`. */
function assertHoldsNoMoney(cafe: Cafe, what: string): void {
  if (cafe.balance !== 0 || cafe.incomingAmount !== 0 || cafe.reservedAmount !== 0) {
    throw badRequest(
      'invalid-request',
      `${cafe.name} still holds money (balance ${cafe.balance.toFixed(2)} ${cafe.currencyId}, ${cafe.incomingAmount.toFixed(2)} on its way in): it can be ${what} once its balance is zero and no adjustment is pending (a wipe returns everything to the agent)`,
    );
  }
}

/** 409 naming what still holds the cafe's money when its currency would change (its terminals' follow it). */
async function assertCurrencyMayChange(tx: Db, cafe: Cafe): Promise<void> {
  if (cafe.balance !== 0 || cafe.incomingAmount !== 0 || cafe.reservedAmount !== 0) {
    throw conflict(
      `${cafe.name} still holds money (balance ${cafe.balance.toFixed(2)} ${cafe.currencyId}, ${cafe.incomingAmount.toFixed(2)} on its way in, ${cafe.reservedAmount.toFixed(2)} reserved for its agent): its currency can change once its balance is zero and no adjustment is pending (a wipe returns everything to the agent)`,
      'currencyId',
    );
  }
  const { rows } = await tx.query<{ name: string; balance: string }>(
    'SELECT name, balance::text FROM terminals WHERE pos_id = $1 AND balance <> 0 ORDER BY name LIMIT 1',
    [cafe.id],
  );
  if (rows.length > 0)
    throw conflict(
      `${rows[0].name}, a terminal of ${cafe.name}, holds ${rows[0].balance} ${cafe.currencyId}: the currency cannot change`,
      'currencyId',
    );
}

/**
 * The device's sign-in: HTTP Basic with the user name and password of an active user of the cafe.
 * Failures are counted per cafe and user name and per client address in the sign-in throttle (the
 * same rules as the console's sign-in), so the endpoint guesses no passwords. Answers the user's id.
 */
async function authenticateDevice(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  posId: string,
): Promise<string> {
  const refuse = (message: string) => {
    void reply.header('WWW-Authenticate', 'Basic realm="cafe", charset="UTF-8"');
    return new ApiError(401, 'unauthorized', message);
  };
  const header = request.headers.authorization ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  const decoded = match ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (!match || colon < 1) {
    throw refuse('A cafe signs in with the user name and password of one of its users (HTTP Basic)');
  }
  const userName = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);
  const attempt = await beginLoginAttempt(ctx.db, {
    userName: `pos:${posId}:${userName}`,
    address: request.ip,
  });
  if (!attempt.allowed) {
    void reply.header('Retry-After', String(attempt.seconds));
    throw new ApiError(
      429,
      'too-many-requests',
      `Too many failed attempts: try again in ${attempt.seconds} s`,
    );
  }
  const { rows } = await ctx.db.query<{ id: string; password_hash: string; is_active: boolean }>(
    'SELECT id, password_hash, is_active FROM pos_users WHERE pos_id = $1 AND lower(user_name) = lower($2)',
    [posId, userName],
  );
  const user = rows[0];
  const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !ok || !user.is_active) {
    await attempt.failed();
    throw refuse('Invalid user name or password for this cafe');
  }
  await attempt.succeeded();
  return user.id;
}
