/**
 * Agents (API service).
 *
 * GET  /api/agents?agentId&includeSubAgents  children of the agent (or its whole subtree); can.viewAgents
 * GET  /api/agent?agentId[&includeClaims=true] one agent (with `claims` on request); canSeeAgent
 * POST /api/agent                             create under body.parentId; can.addAgent on the parent;
 *                                             text response: the new id, quoted
 * PUT  /api/agent                             update body.id; can.editAgent; text response: the id, quoted
 * PATCH /api/agent?Id                         json-patch `replace` ops on name, email, phone, countryId,
 *                                             timezoneId, isActive, creditSource; returns the agent
 *
 * Changing creditSource needs can.setCreditSource, never applies to the caller's own agent, and is made
 * only by users of the root agent or of a credit source (403 otherwise); the money below the agent
 * changes issuer in the same transaction (src/server/agent-money.ts). The currency changes only while
 * nothing holds the agent's money in it (409 naming what does). Deactivating an agent ends the sessions
 * of its users and of the users below it at once. Claims given to an agent must lie within what the
 * caller may grant.
 *
 * Audit trail (src/server/audit.ts), in the change's transaction: 'agent.created' (after: the new
 * agent's values), 'agent.updated' for PUT and PATCH (before and after; none when nothing changed).
 */
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import jsonpatch, { type Operation } from 'fast-json-patch';
import { agentsEndpoints as ep, PATCHABLE_FIELDS } from '../../core/areas/agents/contract';
import { sameClaims } from '../../core/areas/users/rules';
import { can } from '../../core/permissions';
import { textProblem, textProblemMessage } from '../../core/text';
import { PATTERNS } from '../../core/validation';
import { assertAgentScope, canSeeAgent, type AuthUser } from '../auth';
import { route, sendPage, quoted } from '../contract';
import type { Db } from '../db';
import {
  AGENT_COLUMNS,
  agentAuditState,
  agentClaims,
  agentJson,
  loadAgent,
  type AgentAuditState,
  type AgentRow,
} from '../agents-repo';
import { recordChange, unchanged } from '../audit';
import { ApiError, badRequest, fieldError, forbidden, type FieldError } from '../errors';
import { exactId, likePattern, pageSql } from '../paging';
import { endSubtreeUserTokens } from '../tokens';
import { assertCurrencyMayChange, assertMakesCreditSources, changeCreditSource } from '../agent-money';
import { grantableClaims } from './claim-grant';
import { routeModule } from '../plugins/route-module';

export { PATCHABLE_FIELDS };

/** The SQL of each sortable field of the agents list (case-insensitive names). */
const SORT_COLUMNS = {
  name: 'lower(a.name)',
  currencyId: 'a.currency_id',
  creditAmount: 'a.credit_amount',
  blockedAmount: 'a.blocked_amount',
  creditSource: 'a.credit_source',
  childrenCount: 'a.children_count',
} as const;

export const agentRoutes = routeModule(async function agentRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;

  route(app, ep.list, { auth: 'token', tag: 'agents' }, async (request, reply) => {
    const { agentId, includeSubAgents } = request.query;
    await assertAgentScope(db, request.user, agentId, can.viewAgents);
    const agent = await loadAgent(db, agentId);
    const page = pageSql(
      request.query,
      SORT_COLUMNS,
      includeSubAgents ? 'a.depth, lower(a.name)' : 'lower(a.name)',
      'a.id',
    );
    const where = `${includeSubAgents ? 'a.path LIKE $1 AND a.id <> $2' : 'a.parent_id = $2 AND $1::text IS NOT NULL'}
       AND ($3::text IS NULL OR lower(a.name || ' ' || a.currency_id) LIKE $3 OR a.id::text = $4)`;
    const params = [
      agent.path + '%',
      agentId,
      likePattern(request.query.filter),
      exactId(request.query.filter),
    ];
    const [{ rows }, counted] = await Promise.all([
      db.query<AgentRow>(
        `SELECT ${AGENT_COLUMNS} FROM agents a WHERE ${where} ${page.orderBy} ${page.limit}`,
        params,
      ),
      page.paged
        ? db.query<{ n: number }>(`SELECT count(*)::int AS n FROM agents a WHERE ${where}`, params)
        : Promise.resolve(null),
    ]);
    const agents = rows.map(agentJson);
    return counted ? sendPage(reply, { rows: agents, total: counted.rows[0].n }) : agents;
  });

  route(app, ep.get, { auth: 'token', tag: 'agents' }, async (request) => {
    const { agentId, includeClaims } = request.query;
    await assertAgentScope(db, request.user, agentId, canSeeAgent);
    const row = await loadAgent(db, agentId);
    const json = agentJson(row);
    if (includeClaims) json.claims = await agentClaims(db, row);
    return json;
  });

  route(app, ep.create, { auth: 'token', tag: 'agents' }, async (request, reply) => {
    const body = request.body;
    const user = request.user;
    await assertAgentScope(db, user, body.parentId, can.addAgent);
    if (body.creditSource) {
      await assertAgentScope(db, user, body.parentId, can.setCreditSource);
      await assertMakesCreditSources(db, user.agentId);
    }
    const id = await db.transaction(async (tx) => {
      const parent = await loadAgentForUpdate(tx, body.parentId);
      await validateReferences(tx, {
        currencyId: body.currencyId,
        countryId: body.countryId ?? ctx.config.defaultCountryId,
        timezoneId: body.timezoneId ?? ctx.config.defaultTimezoneId,
      });
      await assertUniqueName(tx, body.parentId, body.name.trim(), null);
      const claims = body.claims ? await grantableClaims(tx, user, body.claims) : null;
      const newId = randomUUID();
      await tx.query(
        `INSERT INTO agents (id, name, parent_id, path, depth, currency_id, country_id, timezone_id, email, phone,
             is_active, credit_source, claims)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          newId,
          body.name.trim(),
          parent.id,
          `${parent.path}${newId}/`,
          parent.depth + 1,
          body.currencyId,
          body.countryId ?? ctx.config.defaultCountryId,
          body.timezoneId ?? ctx.config.defaultTimezoneId,
          body.email || null,
          body.phone || null,
          body.isActive ?? true,
          body.creditSource ?? false,
          claims ? JSON.stringify(claims) : null,
        ],
      );
      await recordChange(tx, request, {
        kind: 'agent.created',
        agentId: newId,
        objectType: 'agent',
        objectId: newId,
        before: null,
        after: await agentAuditState(tx, newId),
      });
      return newId;
    });
    return reply.code(201).type('text/plain; charset=utf-8').send(quoted(id));
  });

  route(app, ep.update, { auth: 'token', tag: 'agents' }, async (request, reply) => {
    const body = request.body;
    const user = request.user;
    await assertAgentScope(db, user, body.id, can.editAgent);
    await db.transaction(async (tx) => {
      const current = await loadAgentForUpdate(tx, body.id);
      const before = await agentAuditState(tx, body.id);
      const creditSourceChanges =
        body.creditSource !== undefined && body.creditSource !== current.credit_source;
      if (creditSourceChanges) await assertCreditSourceChange(tx, user, current);
      if (current.is_active && body.isActive === false) assertMayDeactivate(user, current);
      if (body.currencyId !== current.currency_id) await assertCurrencyMayChange(tx, current);
      const next = {
        countryId: body.countryId ?? ctx.config.defaultCountryId,
        timezoneId: body.timezoneId ?? ctx.config.defaultTimezoneId,
      };
      await validateReferences(tx, { currencyId: body.currencyId, ...next });
      await assertUniqueName(tx, current.parent_id, body.name.trim(), current.id);
      const claims = body.claims ? await grantableClaims(tx, user, body.claims) : undefined;
      if (creditSourceChanges) await changeCreditSource(tx, current, body.creditSource as boolean, user.id);
      await tx.query(
        `UPDATE agents SET name = $2, currency_id = $3, country_id = $4, timezone_id = $5, email = $6, phone = $7,
             is_active = $8, claims = CASE WHEN $9::boolean THEN $10::jsonb ELSE claims END
           WHERE id = $1`,
        [
          current.id,
          body.name.trim(),
          body.currencyId,
          next.countryId,
          next.timezoneId,
          body.email === undefined ? current.email : body.email || null,
          body.phone === undefined ? current.phone : body.phone || null,
          body.isActive ?? current.is_active,
          claims !== undefined,
          claims ? JSON.stringify(claims) : null,
        ],
      );
      // the agent's terminals standing on their own keep its currency (they are empty, as it is)
      if (body.currencyId !== current.currency_id)
        await tx.query('UPDATE terminals SET currency_id = $2 WHERE agent_id = $1 AND pos_id IS NULL', [
          current.id,
          body.currencyId,
        ]);
      await recordAgentUpdate(tx, request, body.id, before);
      if (current.is_active && body.isActive === false) await endSubtreeUserTokens(tx, current.path);
      // the claims its users may hold changed: their tokens (and those of the agents below, which
      // inherit or are bounded by them) carry the old ones, so they sign in again
      if (claims !== undefined && (before.claims === null || !sameClaims(before.claims, claims)))
        await endSubtreeUserTokens(tx, current.path);
    });
    return reply.type('text/plain; charset=utf-8').send(quoted(body.id));
  });

  route(app, ep.patch, { auth: 'token', tag: 'agents' }, async (request) => {
    if (!request.query.Id && !request.query.id) throw fieldError('required', 'Id', 'is required');
    const id = (request.query.Id ?? request.query.id) as string;
    const user = request.user;
    await assertAgentScope(db, user, id, can.editAgent);
    return db.transaction(async (tx) => {
      const current = await loadAgentForUpdate(tx, id);
      const before = await agentAuditState(tx, id);
      const doc = {
        name: current.name,
        email: current.email,
        phone: current.phone,
        countryId: current.country_id,
        timezoneId: current.timezone_id,
        isActive: current.is_active,
        creditSource: current.credit_source,
      };
      const operations = request.body as Operation[];
      const invalid = jsonpatch.validate(operations, doc);
      if (invalid) throw badRequest('invalid-request', invalid.message);
      const next = jsonpatch.applyPatch(jsonpatch.deepClone(doc), operations).newDocument as typeof doc;
      // as on create and update: no country or time zone means the configured default
      next.countryId = next.countryId || ctx.config.defaultCountryId;
      next.timezoneId = next.timezoneId || ctx.config.defaultTimezoneId;
      const errors = validatePatched(next);
      if (errors.length)
        throw new ApiError(
          400,
          'invalid-request',
          `Invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`,
          errors,
        );
      if (doc.isActive && !next.isActive) assertMayDeactivate(user, current);
      if (next.creditSource !== doc.creditSource) {
        await assertCreditSourceChange(tx, user, current);
        await changeCreditSource(tx, current, next.creditSource, user.id);
      }
      await validateReferences(tx, {
        countryId: next.countryId ?? undefined,
        timezoneId: next.timezoneId ?? undefined,
      });
      if (next.name !== doc.name) await assertUniqueName(tx, current.parent_id, next.name.trim(), current.id);
      await tx.query(
        `UPDATE agents SET name = $2, email = $3, phone = $4, country_id = $5, timezone_id = $6, is_active = $7
           WHERE id = $1`,
        [
          id,
          next.name.trim(),
          next.email || null,
          next.phone || null,
          next.countryId,
          next.timezoneId,
          next.isActive,
        ],
      );
      await recordAgentUpdate(tx, request, id, before);
      if (doc.isActive && !next.isActive) await endSubtreeUserTokens(tx, current.path);
      return agentJson(await loadAgent(tx, id));
    });
  });
});

/** One 'agent.updated' entry with the agent's values before and after; none when nothing changed. */
async function recordAgentUpdate(
  tx: Db,
  request: FastifyRequest,
  id: string,
  before: AgentAuditState,
): Promise<void> {
  const after = await agentAuditState(tx, id);
  if (unchanged(before, after)) return;
  await recordChange(tx, request, {
    kind: 'agent.updated',
    agentId: id,
    objectType: 'agent',
    objectId: id,
    before,
    after,
  });
}

function validatePatched(doc: {
  name: unknown;
  email: unknown;
  phone: unknown;
  countryId: unknown;
  timezoneId: unknown;
  isActive: unknown;
  creditSource: unknown;
}): FieldError[] {
  const errors: FieldError[] = [];
  const str = (v: unknown) => typeof v === 'string';
  if (!str(doc.name) || !(doc.name as string).trim() || (doc.name as string).length > 100)
    errors.push({ field: 'name', message: 'must be a non-empty text of at most 100 characters' });
  else {
    const problem = textProblem(doc.name as string);
    if (problem) errors.push({ field: 'name', message: textProblemMessage(problem) });
  }
  if (doc.email !== null && (!str(doc.email) || !PATTERNS.email.test(doc.email as string)))
    errors.push({ field: 'email', message: 'must be an e-mail address' });
  if (doc.phone !== null && (!str(doc.phone) || !/^$|^[+0-9 ()-]{3,40}$/.test(doc.phone as string)))
    errors.push({ field: 'phone', message: 'must be a phone number' });
  if (!str(doc.countryId) || !/^[A-Z]{2}$/.test(doc.countryId as string))
    errors.push({ field: 'countryId', message: 'must be a country code' });
  if (!str(doc.timezoneId) || (doc.timezoneId as string).length > 64)
    errors.push({ field: 'timezoneId', message: 'must be a time zone id' });
  if (typeof doc.isActive !== 'boolean') errors.push({ field: 'isActive', message: 'must be true or false' });
  if (typeof doc.creditSource !== 'boolean')
    errors.push({ field: 'creditSource', message: 'must be true or false' });
  return errors;
}

async function loadAgentForUpdate(tx: Db, id: string): Promise<AgentRow> {
  await tx.query('SELECT id FROM agents WHERE id = $1 FOR UPDATE', [id]);
  return loadAgent(tx, id);
}

/** No user deactivates its own agent: it would end its own session and lock its agent's users out. */
function assertMayDeactivate(user: AuthUser, agent: AgentRow): void {
  if (agent.id === user.agentId) throw forbidden('You cannot deactivate your own agent');
}

async function assertCreditSourceChange(tx: Db, user: AuthUser, agent: AgentRow): Promise<void> {
  if (agent.id === user.agentId) throw forbidden('You cannot change the credit source of your own agent');
  await assertAgentScope(tx, user, agent.id, can.setCreditSource);
  await assertMakesCreditSources(tx, user.agentId);
}

async function assertUniqueName(
  tx: Db,
  parentId: string | null,
  name: string,
  selfId: string | null,
): Promise<void> {
  const { rows } = await tx.query(
    'SELECT 1 FROM agents WHERE parent_id IS NOT DISTINCT FROM $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3',
    [parentId, name, selfId],
  );
  if (rows.length)
    throw fieldError('name-taken', 'name', 'An agent with this name already exists under the same parent');
}

async function validateReferences(
  tx: Db,
  refs: { currencyId?: string; countryId?: string; timezoneId?: string },
): Promise<void> {
  const errors: FieldError[] = [];
  const check = async (table: string, field: string, value: string | undefined) => {
    if (value === undefined) return;
    const { rows } = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [value]);
    if (!rows.length) errors.push({ field, message: `${value} is not a known ${field.replace(/Id$/, '')}` });
  };
  await check('currencies', 'currencyId', refs.currencyId);
  await check('countries', 'countryId', refs.countryId);
  await check('timezones', 'timezoneId', refs.timezoneId);
  if (errors.length)
    throw new ApiError(400, 'invalid-request', errors.map((e) => e.message).join('; '), errors);
}
