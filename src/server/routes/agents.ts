/**
 * Agents (API, spec console.md §7 "Agents").
 *
 * GET  /api/agents?agentId&includeSubAgents  children of the agent (or its whole subtree); can.viewAgents
 * GET  /api/agent?agentId[&includeClaims=true] one agent (with `claims` on request); canSeeAgent
 * POST /api/agent                             create under body.parentId; can.addAgent on the parent;
 *                                             text response: the new id, quoted
 * PUT  /api/agent                             update body.id; can.editAgent; text response: the id, quoted
 * PATCH /api/agent?Id                         json-patch `replace` ops on name, email, phone, countryId,
 *                                             timezoneId, isActive, creditSource; returns the agent
 *
 * Changing creditSource needs can.setCreditSource and never applies to the caller's own agent.
 * Claims given to an agent must lie within what the caller may grant.
 */
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import jsonpatch, { type Operation } from 'fast-json-patch';
import { can, type UserClaims } from '../../core/permissions';
import { textProblem, textProblemMessage, VISIBLE_TEXT_FORMAT } from '../../core/text';
import { PATTERNS } from '../../core/validation';
import { assertAgentScope, canSeeAgent, requireAuth, type AuthUser } from '../auth';
import type { ServerContext } from '../context';
import type { Db } from '../db';
import { AGENT_COLUMNS, agentClaims, agentJson, loadAgent, type AgentRow } from '../agents-repo';
import { ApiError, badRequest, fieldError, forbidden, type FieldError } from '../errors';
import { grantableClaims } from './claim-grant';
import { claimsSchema, currencyId, query, uuid } from './schemas';

const agentFields = {
  name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S', format: VISIBLE_TEXT_FORMAT },
  currencyId,
  countryId: { type: 'string', pattern: '^[A-Z]{2}$' },
  timezoneId: { type: 'string', minLength: 1, maxLength: 64 },
  email: { type: ['string', 'null'], maxLength: 200, pattern: PATTERNS.email.source },
  phone: { type: ['string', 'null'], maxLength: 40, pattern: '^$|^[+0-9 ()-]{3,40}$' },
  isActive: { type: 'boolean' },
  creditSource: { type: 'boolean' },
  claims: claimsSchema,
} as const;

interface AgentBody {
  id?: string;
  name: string;
  parentId?: string;
  currencyId: string;
  countryId?: string;
  timezoneId?: string;
  email?: string | null;
  phone?: string | null;
  isActive?: boolean;
  creditSource?: boolean;
  claims?: UserClaims;
}

export const PATCHABLE_FIELDS = [
  'name',
  'email',
  'phone',
  'countryId',
  'timezoneId',
  'isActive',
  'creditSource',
] as const;

const quoted = (id: string) => JSON.stringify(id);

export async function agentRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const db = ctx.db;

  app.get<{ Querystring: { agentId: string; includeSubAgents?: boolean } }>(
    '/api/agents',
    {
      preHandler: requireAuth,
      schema: { querystring: query({ agentId: uuid, includeSubAgents: { type: 'boolean' } }, ['agentId']) },
    },
    async (request) => {
      const { agentId, includeSubAgents } = request.query;
      await assertAgentScope(db, request.user, agentId, can.viewAgents);
      const agent = await loadAgent(db, agentId);
      const { rows } = await db.query<AgentRow>(
        includeSubAgents
          ? `SELECT ${AGENT_COLUMNS} FROM agents a WHERE a.path LIKE $1 AND a.id <> $2 ORDER BY a.depth, lower(a.name)`
          : `SELECT ${AGENT_COLUMNS} FROM agents a WHERE a.parent_id = $2 AND $1::text IS NOT NULL ORDER BY lower(a.name)`,
        [agent.path + '%', agentId],
      );
      return rows.map(agentJson);
    },
  );

  app.get<{ Querystring: { agentId: string; includeClaims?: boolean } }>(
    '/api/agent',
    {
      preHandler: requireAuth,
      schema: { querystring: query({ agentId: uuid, includeClaims: { type: 'boolean' } }, ['agentId']) },
    },
    async (request) => {
      const { agentId, includeClaims } = request.query;
      await assertAgentScope(db, request.user, agentId, canSeeAgent);
      const row = await loadAgent(db, agentId);
      const json = agentJson(row);
      if (includeClaims) json.claims = await agentClaims(db, row);
      return json;
    },
  );

  app.post<{ Body: AgentBody & { parentId: string } }>(
    '/api/agent',
    {
      preHandler: requireAuth,
      schema: {
        body: {
          type: 'object',
          required: ['name', 'parentId', 'currencyId'],
          properties: { ...agentFields, parentId: uuid },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const user = request.user;
      await assertAgentScope(db, user, body.parentId, can.addAgent);
      if (body.creditSource) await assertAgentScope(db, user, body.parentId, can.setCreditSource);
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
        return newId;
      });
      return reply.code(201).type('text/plain; charset=utf-8').send(quoted(id));
    },
  );

  app.put<{ Body: AgentBody & { id: string } }>(
    '/api/agent',
    {
      preHandler: requireAuth,
      schema: {
        body: {
          type: 'object',
          required: ['id', 'name', 'currencyId'],
          properties: { ...agentFields, id: uuid },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const user = request.user;
      await assertAgentScope(db, user, body.id, can.editAgent);
      await db.transaction(async (tx) => {
        const current = await loadAgentForUpdate(tx, body.id);
        if (body.creditSource !== undefined && body.creditSource !== current.credit_source) {
          await assertCreditSourceChange(tx, user, current);
        }
        if (
          body.currencyId !== current.currency_id &&
          (Number(current.credit_amount) !== 0 || current.has_children)
        ) {
          throw fieldError(
            'currencyId',
            'The currency can change only while the agent has no credit and no sub-agents',
          );
        }
        const next = {
          countryId: body.countryId ?? ctx.config.defaultCountryId,
          timezoneId: body.timezoneId ?? ctx.config.defaultTimezoneId,
        };
        await validateReferences(tx, { currencyId: body.currencyId, ...next });
        await assertUniqueName(tx, current.parent_id, body.name.trim(), current.id);
        const claims = body.claims ? await grantableClaims(tx, user, body.claims) : undefined;
        await tx.query(
          `UPDATE agents SET name = $2, currency_id = $3, country_id = $4, timezone_id = $5, email = $6, phone = $7,
             is_active = $8, credit_source = $9, claims = CASE WHEN $10::boolean THEN $11::jsonb ELSE claims END
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
            body.creditSource ?? current.credit_source,
            claims !== undefined,
            claims ? JSON.stringify(claims) : null,
          ],
        );
      });
      return reply.type('text/plain; charset=utf-8').send(quoted(body.id));
    },
  );

  app.patch<{
    Querystring: { Id?: string; id?: string };
    Body: { op: string; path: string; value?: unknown }[];
  }>(
    '/api/agent',
    {
      preHandler: requireAuth,
      schema: {
        querystring: {
          type: 'object',
          properties: { Id: uuid, id: uuid },
          anyOf: [{ required: ['Id'] }, { required: ['id'] }],
        },
        body: {
          type: 'array',
          minItems: 1,
          maxItems: PATCHABLE_FIELDS.length,
          items: {
            type: 'object',
            required: ['op', 'path', 'value'],
            properties: {
              op: { type: 'string', enum: ['replace'] },
              path: { type: 'string', enum: PATCHABLE_FIELDS.map((f) => '/' + f) },
              value: {},
            },
          },
        },
      },
    },
    async (request) => {
      const id = (request.query.Id ?? request.query.id) as string;
      const user = request.user;
      await assertAgentScope(db, user, id, can.editAgent);
      return db.transaction(async (tx) => {
        const current = await loadAgentForUpdate(tx, id);
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
        if (invalid) throw badRequest(invalid.message);
        const next = jsonpatch.applyPatch(jsonpatch.deepClone(doc), operations).newDocument as typeof doc;
        // as on create and update: no country or time zone means the configured default
        next.countryId = next.countryId || ctx.config.defaultCountryId;
        next.timezoneId = next.timezoneId || ctx.config.defaultTimezoneId;
        const errors = validatePatched(next);
        if (errors.length)
          throw new ApiError(
            400,
            `Invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`,
            errors,
          );
        if (next.creditSource !== doc.creditSource) await assertCreditSourceChange(tx, user, current);
        await validateReferences(tx, {
          countryId: next.countryId ?? undefined,
          timezoneId: next.timezoneId ?? undefined,
        });
        if (next.name !== doc.name)
          await assertUniqueName(tx, current.parent_id, next.name.trim(), current.id);
        await tx.query(
          `UPDATE agents SET name = $2, email = $3, phone = $4, country_id = $5, timezone_id = $6, is_active = $7,
             credit_source = $8 WHERE id = $1`,
          [
            id,
            next.name.trim(),
            next.email || null,
            next.phone || null,
            next.countryId,
            next.timezoneId,
            next.isActive,
            next.creditSource,
          ],
        );
        return agentJson(await loadAgent(tx, id));
      });
    },
  );
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

async function assertCreditSourceChange(tx: Db, user: AuthUser, agent: AgentRow): Promise<void> {
  if (agent.id === user.agentId) throw forbidden('You cannot change the credit source of your own agent');
  await assertAgentScope(tx, user, agent.id, can.setCreditSource);
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
  if (rows.length) throw fieldError('name', 'An agent with this name already exists under the same parent');
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
  if (errors.length) throw new ApiError(400, errors.map((e) => e.message).join('; '), errors);
}
