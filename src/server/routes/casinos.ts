/**
 * Casinos and casino assignment (casino management service).
 *
 * GET    /api/casino                  the live casinos (deleted=true: the soft-deleted ones), paged, sorted,
 *                                     filtered (name, currency ids), of one status; CanViewCasinos
 * GET    /api/casino/{id}             one casino (also a deleted one) with its players and rounds counts;
 *                                     CanViewCasinos or CanUpdateCasino
 * GET    /api/casino/assigned/{agentId} the casinos the agent holds; can.viewCasinoAssignment
 * PUT    /api/casino                  create; CanCreateCasino; 201, the new id as quoted text
 * PATCH  /api/casino?id               json-patch `replace` of the casino's fields; `/deleted` false restores
 *                                     a soft-deleted casino; CanUpdateCasino; the id as quoted text
 * DELETE /api/casino/{id}             soft delete (CanDeleteCasino); `permanently=true` removes it for good
 *                                     (also CanDeletePermanently), refused (409) while it has players or rounds
 * GET    /api/casinoagent/{agentId}   the agent's casinos and its choices; can.viewCasinoAssignment
 * POST   /api/casinoagent/{agentId}   body: the ids of every casino the agent is to hold; only casinos its
 *                                     parent holds; a removed casino leaves the agent's whole subtree;
 *                                     `dryRun=true` answers the change without making it; can.editCasinoAssignment
 *
 * Holding: a top-level agent (no parent) holds every live casino; any other agent holds the casinos
 * assigned to it (casino_agents). A casino's players are the players of the agents it is assigned to;
 * its rounds are their game rounds on the games of its catalogue.
 *
 * Every change writes one audit entry per object in its transaction: casino.created, casino.updated,
 * casino.restored, casino.deleted, casino.deleted-permanently, casino.assigned, casino.unassigned (with
 * the sub-agents that lost the casino in `after.cascade`).
 */
import { randomUUID } from 'node:crypto';
import jsonpatch, { type Operation } from 'fast-json-patch';
import {
  casinosEndpoints as ep,
  CasinoCreate,
  type AssignmentChange,
  type Casino,
  type CasinoAssignment,
  type CasinoChoice,
  type CasinoDetail,
  type CasinoFields,
  type CasinoStatus,
} from '../../core/areas/casinos/contract';
import { parseIdList } from '../../core/games/game-types';
import { can, hasClaim, P } from '../../core/permissions';
import { recordChange } from '../audit';
import { assertAgentScope, requireClaim, subjectOf } from '../auth';
import { route, sendPage, quoted } from '../contract';
import type { Db } from '../db';
import { ApiError, badRequest, fieldError, forbidden, notFound, type FieldError } from '../errors';
import { DETAIL_KINDS, GAME_TYPES } from '../games/catalog';
import { likePattern, pageSql, type ListParams } from '../paging';
import { AJV_OPTIONS, FORMAT_MESSAGES, strictBodySchemaController } from '../validation';
import { routeModule } from '../plugins/route-module';

/** The external game ids of the configured game types (config.json `gameTypes`). */
export const CONFIGURED_GAME_IDS: ReadonlySet<number> = new Set(
  DETAIL_KINDS.flatMap((kind) => parseIdList(GAME_TYPES[kind])),
);

/** The SQL of each sortable field of the casino lists. */
const SORT_COLUMNS = {
  name: 'lower(c.name)',
  status: 'c.status',
  agentCount: 'agent_count',
  createdAt: 'c.created_at',
  updatedAt: 'c.updated_at',
} as const;

const CASINO_COLUMNS = `c.id, c.name, c.status, c.default_language_id, c.lobby_url, c.game_history_url,
  c.created_at, c.updated_at, c.deleted_at,
  coalesce((SELECT array_agg(x.currency_id ORDER BY x.position) FROM casino_currencies x WHERE x.casino_id = c.id), '{}') AS currencies,
  coalesce((SELECT array_agg(x.language_id ORDER BY x.position) FROM casino_languages x WHERE x.casino_id = c.id), '{}') AS languages,
  coalesce((SELECT array_agg(x.external_game_id ORDER BY x.external_game_id) FROM casino_games x WHERE x.casino_id = c.id), '{}') AS games,
  (SELECT count(*)::int FROM casino_agents x WHERE x.casino_id = c.id) AS agent_count`;

interface CasinoRow {
  id: string;
  name: string;
  status: CasinoStatus;
  default_language_id: string;
  lobby_url: string;
  game_history_url: string;
  created_at: Date | string;
  updated_at: Date | string;
  deleted_at: Date | string | null;
  currencies: string[];
  languages: string[];
  games: number[];
  agent_count: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function casinoJson(row: CasinoRow): Casino {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    currencies: row.currencies,
    languages: row.languages,
    defaultLanguage: row.default_language_id,
    lobbyUrl: row.lobby_url,
    gameHistoryUrl: row.game_history_url,
    games: row.games.map(Number),
    agentCount: Number(row.agent_count),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    deletedAt: row.deleted_at === null ? null : iso(row.deleted_at),
  };
}

const fieldsOf = (c: Casino): CasinoFields => ({
  name: c.name,
  status: c.status,
  currencies: c.currencies,
  languages: c.languages,
  defaultLanguage: c.defaultLanguage,
  lobbyUrl: c.lobbyUrl,
  gameHistoryUrl: c.gameHistoryUrl,
  games: c.games,
});

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** The create body's own validator: a patched casino must pass exactly what a new one must. */
function casinoFieldsValidator(): (value: unknown) => FieldError[] {
  const build = strictBodySchemaController().compilersFactory.buildValidator({}, AJV_OPTIONS as never) as (
    route: unknown,
  ) => ((data: unknown) => boolean) & { errors?: AjvError[] | null };
  const validate = build({ schema: CasinoCreate, httpPart: 'body', method: 'PATCH', url: '/api/casino' });
  return (value) => {
    if (validate(value)) return [];
    const byField = new Map<string, FieldError>();
    for (const e of validate.errors ?? []) {
      let field = e.instancePath
        .replace(/^\//, '')
        .replace(/\/(\d+)/g, '[$1]')
        .replace(/\//g, '.');
      if (e.keyword === 'required')
        field = [field, String(e.params.missingProperty)].filter(Boolean).join('.');
      const message =
        e.keyword === 'format'
          ? (FORMAT_MESSAGES[String(e.params.format)] ?? `must be a valid ${String(e.params.format)}`)
          : (e.message ?? 'is invalid');
      if (!byField.has(field)) byField.set(field, { field: field || 'body', message });
    }
    return [...byField.values()];
  };
}

function invalid(errors: FieldError[]): ApiError {
  return new ApiError(
    400,
    'invalid-request',
    `Invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`,
    errors,
  );
}

/** The references of a casino's fields that the database and the configuration must know. */
async function checkReferences(tx: Db, fields: CasinoFields): Promise<void> {
  const errors: FieldError[] = [];
  const known = async (table: string, ids: readonly string[]) => {
    const { rows } = await tx.query<{ id: string }>(`SELECT id FROM ${table} WHERE id = ANY($1::text[])`, [
      ids,
    ]);
    return new Set(rows.map((r) => r.id));
  };
  const currencies = await known('currencies', fields.currencies);
  fields.currencies.forEach((id, i) => {
    if (!currencies.has(id))
      errors.push({ field: `currencies[${i}]`, message: `${id} is not a known currency` });
  });
  const languages = await known('languages', fields.languages);
  fields.languages.forEach((id, i) => {
    if (!languages.has(id))
      errors.push({ field: `languages[${i}]`, message: `${id} is not a known language` });
  });
  if (!fields.languages.includes(fields.defaultLanguage))
    errors.push({ field: 'defaultLanguage', message: "must be one of the casino's languages" });
  fields.games.forEach((id, i) => {
    if (!CONFIGURED_GAME_IDS.has(id))
      errors.push({ field: `games[${i}]`, message: `${id} is not a game of the configured game types` });
  });
  if (errors.length) throw invalid(errors);
}

async function assertUniqueName(tx: Db, name: string, selfId: string | null): Promise<void> {
  const { rows } = await tx.query(
    'SELECT 1 FROM casinos WHERE deleted_at IS NULL AND lower(name) = lower($1) AND id IS DISTINCT FROM $2',
    [name, selfId],
  );
  if (rows.length) throw fieldError('name-taken', 'name', 'A casino with this name already exists');
}

/** A unique-name clash that slipped between the check and the write (two requests at once). */
function nameClash(error: unknown): never {
  if ((error as { code?: unknown } | null)?.code === '23505')
    throw fieldError('name-taken', 'name', 'A casino with this name already exists');
  throw error;
}

async function writeChildren(tx: Db, id: string, fields: CasinoFields): Promise<void> {
  await tx.query('DELETE FROM casino_currencies WHERE casino_id = $1', [id]);
  await tx.query('DELETE FROM casino_languages WHERE casino_id = $1', [id]);
  await tx.query('DELETE FROM casino_games WHERE casino_id = $1', [id]);
  await tx.query(
    `INSERT INTO casino_currencies (casino_id, currency_id, position)
     SELECT $1, x.id, x.n - 1 FROM unnest($2::text[]) WITH ORDINALITY AS x(id, n)`,
    [id, fields.currencies],
  );
  await tx.query(
    `INSERT INTO casino_languages (casino_id, language_id, position)
     SELECT $1, x.id, x.n - 1 FROM unnest($2::text[]) WITH ORDINALITY AS x(id, n)`,
    [id, fields.languages],
  );
  await tx.query(
    'INSERT INTO casino_games (casino_id, external_game_id) SELECT $1, x FROM unnest($2::int[]) AS x',
    [id, fields.games],
  );
}

async function findCasino(db: Db, id: string, forUpdate = false): Promise<Casino | undefined> {
  if (forUpdate) await db.query('SELECT id FROM casinos WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<CasinoRow>(`SELECT ${CASINO_COLUMNS} FROM casinos c WHERE c.id = $1`, [id]);
  return rows[0] ? casinoJson(rows[0]) : undefined;
}

async function loadCasino(db: Db, id: string, forUpdate = false): Promise<Casino> {
  const casino = await findCasino(db, id, forUpdate);
  if (!casino) throw notFound('Casino not found');
  return casino;
}

/** The players of the agents a casino is assigned to, and their rounds on its games. */
async function casinoUsage(db: Db, id: string): Promise<{ players: number; rounds: number }> {
  const { rows } = await db.query<{ players: number; rounds: number }>(
    `SELECT
       (SELECT count(*)::int FROM players p
          WHERE p.agent_id IN (SELECT ca.agent_id FROM casino_agents ca WHERE ca.casino_id = $1)) AS players,
       (SELECT count(*)::int FROM game_rounds r
          WHERE r.agent_id IN (SELECT ca.agent_id FROM casino_agents ca WHERE ca.casino_id = $1)
            AND r.external_game_id IN (SELECT g.external_game_id FROM casino_games g WHERE g.casino_id = $1)) AS rounds`,
    [id],
  );
  return { players: Number(rows[0].players), rounds: Number(rows[0].rounds) };
}

interface AgentPlace {
  id: string;
  parent_id: string | null;
  path: string;
}

async function agentPlace(db: Db, id: string): Promise<AgentPlace> {
  const { rows } = await db.query<AgentPlace>('SELECT id, parent_id, path FROM agents WHERE id = $1', [id]);
  if (!rows[0]) throw notFound('Agent not found');
  return rows[0];
}

/** The ids of the live casinos an agent holds (a top-level agent: every live casino). */
async function heldCasinoIds(db: Db, agent: AgentPlace): Promise<Set<string>> {
  const { rows } =
    agent.parent_id === null
      ? await db.query<{ id: string }>('SELECT id FROM casinos WHERE deleted_at IS NULL')
      : await db.query<{ id: string }>(
          `SELECT c.id FROM casinos c JOIN casino_agents ca ON ca.casino_id = c.id
           WHERE ca.agent_id = $1 AND c.deleted_at IS NULL`,
          [agent.id],
        );
  return new Set(rows.map((r) => r.id));
}

/**
 * One page (or all) of the casinos matching `where` (SQL over `c`; its parameters are `params`, from
 * $2 on: $1 is the list's filter, which looks in the name and the currency ids).
 */
async function listCasinos(
  db: Db,
  query: ListParams,
  where: string,
  params: unknown[],
): Promise<{ rows: Casino[]; total: number; paged: boolean }> {
  const page = pageSql(query, SORT_COLUMNS, 'lower(c.name)', 'c.id');
  const values = [likePattern(query.filter), ...params];
  const condition = `${where} AND ($1::text IS NULL OR lower(c.name) LIKE $1
      OR EXISTS (SELECT 1 FROM casino_currencies f WHERE f.casino_id = c.id AND lower(f.currency_id) LIKE $1))`;
  const { rows } = await db.query<CasinoRow & { total: number }>(
    `SELECT ${CASINO_COLUMNS}${page.paged ? ', count(*) OVER ()::int AS total' : ''}
     FROM casinos c WHERE ${condition} ${page.orderBy} ${page.limit}`,
    values,
  );
  let total = rows[0]?.total;
  if (page.paged && total === undefined) {
    // a page past the end: count what the filter matches
    const counted = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM casinos c WHERE ${condition}`,
      values,
    );
    total = counted.rows[0].n;
  }
  return { rows: rows.map(casinoJson), total: Number(total ?? rows.length), paged: page.paged };
}

export const casinoRoutes = routeModule(async function casinoRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;
  const validateFields = casinoFieldsValidator();

  route(app, ep.list, { auth: 'token', tag: 'casinos' }, async (request, reply) => {
    requireClaim(request.user, P.ViewCasinos);
    const { status, deleted } = request.query;
    const result = await listCasinos(
      db,
      request.query,
      `(CASE WHEN $2::boolean THEN c.deleted_at IS NOT NULL ELSE c.deleted_at IS NULL END)
       AND ($3::text IS NULL OR c.status = $3)`,
      [deleted ?? false, status ?? null],
    );
    return result.paged ? sendPage(reply, result) : result.rows;
  });

  route(app, ep.get, { auth: 'token', tag: 'casinos' }, async (request) => {
    const user = request.user;
    if (!hasClaim(user.claims, P.ViewCasinos) && !hasClaim(user.claims, P.UpdateCasino))
      throw forbidden(`Missing permission ${P.ViewCasinos}`);
    const casino = await loadCasino(db, request.params.id);
    const usage = await casinoUsage(db, casino.id);
    const detail: CasinoDetail = { ...casino, playerCount: usage.players, roundCount: usage.rounds };
    return detail;
  });

  route(app, ep.assigned, { auth: 'token', tag: 'casinos' }, async (request, reply) => {
    const { agentId } = request.params;
    await assertAgentScope(db, request.user, agentId, can.viewCasinoAssignment);
    const agent = await agentPlace(db, agentId);
    const result =
      agent.parent_id === null
        ? await listCasinos(db, request.query, 'c.deleted_at IS NULL', [])
        : await listCasinos(
            db,
            request.query,
            `c.deleted_at IS NULL
             AND EXISTS (SELECT 1 FROM casino_agents ca WHERE ca.casino_id = c.id AND ca.agent_id = $2)`,
            [agentId],
          );
    return result.paged ? sendPage(reply, result) : result.rows;
  });

  route(app, ep.create, { auth: 'token', tag: 'casinos' }, async (request, reply) => {
    requireClaim(request.user, P.CreateCasino);
    const body = request.body;
    const fields: CasinoFields = {
      name: body.name.trim(),
      status: body.status ?? 'Active',
      currencies: body.currencies,
      languages: body.languages,
      defaultLanguage: body.defaultLanguage,
      lobbyUrl: body.lobbyUrl,
      gameHistoryUrl: body.gameHistoryUrl,
      games: [...(body.games ?? [])].sort((a, b) => a - b),
    };
    const id = await db.transaction(async (tx) => {
      await checkReferences(tx, fields);
      await assertUniqueName(tx, fields.name, null);
      const newId = randomUUID();
      await tx
        .query(
          `INSERT INTO casinos (id, name, status, default_language_id, lobby_url, game_history_url)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [newId, fields.name, fields.status, fields.defaultLanguage, fields.lobbyUrl, fields.gameHistoryUrl],
        )
        .catch(nameClash);
      await writeChildren(tx, newId, fields);
      await recordChange(tx, request, {
        kind: 'casino.created',
        agentId: request.user.agentId,
        objectType: 'casino',
        objectId: newId,
        after: await loadCasino(tx, newId),
      });
      return newId;
    });
    return reply.code(201).type('text/plain; charset=utf-8').send(quoted(id));
  });

  route(app, ep.patch, { auth: 'token', tag: 'casinos' }, async (request, reply) => {
    const id = request.query.id ?? request.query.Id;
    if (!id) throw fieldError('required', 'id', 'is required');
    requireClaim(request.user, P.UpdateCasino);
    await db.transaction(async (tx) => {
      const current = await loadCasino(tx, id, true);
      const doc = { ...fieldsOf(current), deleted: current.deletedAt !== null };
      const operations = request.body as Operation[];
      const refused = jsonpatch.validate(operations, doc);
      if (refused) throw badRequest('invalid-request', refused.message);
      const next = jsonpatch.applyPatch(jsonpatch.deepClone(doc), operations).newDocument as typeof doc;
      if (next.deleted !== doc.deleted) {
        if (next.deleted !== false)
          throw fieldError(
            'casino-deleted',
            'deleted',
            'only false (restore) may be set: a casino is deleted with DELETE /api/casino/{id}',
          );
      }
      const { deleted, ...patched } = next;
      if (deleted && JSON.stringify(patched) !== JSON.stringify(fieldsOf(current)))
        throw new ApiError(409, 'casino-deleted', 'The casino is deleted: restore it before changing it');
      if (typeof patched.name === 'string') patched.name = patched.name.trim();
      if (Array.isArray(patched.games) && patched.games.every((g) => typeof g === 'number'))
        patched.games = [...patched.games].sort((a, b) => a - b);
      const errors = validateFields(patched);
      if (errors.length) throw invalid(errors);
      const restored = doc.deleted && !deleted;
      const unchanged = !restored && JSON.stringify(patched) === JSON.stringify(fieldsOf(current));
      if (unchanged) return;
      await checkReferences(tx, patched);
      if (!deleted) await assertUniqueName(tx, patched.name, id);
      await tx
        .query(
          `UPDATE casinos SET name = $2, status = $3, default_language_id = $4, lobby_url = $5, game_history_url = $6,
             deleted_at = CASE WHEN $7::boolean THEN NULL ELSE deleted_at END, updated_at = now()
           WHERE id = $1`,
          [
            id,
            patched.name,
            patched.status,
            patched.defaultLanguage,
            patched.lobbyUrl,
            patched.gameHistoryUrl,
            restored,
          ],
        )
        .catch(nameClash);
      await writeChildren(tx, id, patched);
      await recordChange(tx, request, {
        kind: restored ? 'casino.restored' : 'casino.updated',
        agentId: request.user.agentId,
        objectType: 'casino',
        objectId: id,
        before: current,
        after: await loadCasino(tx, id),
      });
    });
    return reply.type('text/plain; charset=utf-8').send(quoted(id));
  });

  route(app, ep.remove, { auth: 'token', tag: 'casinos' }, async (request, reply) => {
    const { id } = request.params;
    const permanently = request.query.permanently === true;
    requireClaim(request.user, P.DeleteCasino);
    if (permanently) requireClaim(request.user, P.DeletePermanently);
    await db.transaction(async (tx) => {
      const current = await loadCasino(tx, id, true);
      if (permanently) {
        const usage = await casinoUsage(tx, id);
        if (usage.players > 0 || usage.rounds > 0)
          throw new ApiError(
            409,
            'conflict',
            `The casino has ${usage.players} player(s) and ${usage.rounds} game round(s): it can be deleted softly, not permanently`,
          );
        await tx.query('DELETE FROM casinos WHERE id = $1', [id]);
        await recordChange(tx, request, {
          kind: 'casino.deleted-permanently',
          agentId: request.user.agentId,
          objectType: 'casino',
          objectId: id,
          before: current,
          after: null,
        });
        return;
      }
      if (current.deletedAt !== null)
        throw new ApiError(409, 'casino-deleted', 'The casino is already deleted');
      await tx.query('UPDATE casinos SET deleted_at = now(), updated_at = now() WHERE id = $1', [id]);
      await recordChange(tx, request, {
        kind: 'casino.deleted',
        agentId: request.user.agentId,
        objectType: 'casino',
        objectId: id,
        before: current,
        after: await loadCasino(tx, id),
      });
    });
    return reply.type('text/plain; charset=utf-8').send(quoted(id));
  });

  route(app, ep.assignment, { auth: 'token', tag: 'casinos' }, async (request) => {
    const { agentId } = request.params;
    const user = request.user;
    await assertAgentScope(db, user, agentId, can.viewCasinoAssignment);
    const agent = await agentPlace(db, agentId);
    const topLevel = agent.parent_id === null;
    const editable =
      !topLevel &&
      agentId !== user.agentId &&
      can.editCasinoAssignment(subjectOf(user), { id: agentId, parentId: agent.parent_id });
    const held = await heldCasinoIds(db, agent);
    const offered = editable ? await heldCasinoIds(db, await agentPlace(db, agent.parent_id!)) : held;
    const { rows } = await db.query<{ id: string; name: string; status: CasinoStatus; sub_agents: number }>(
      `SELECT c.id, c.name, c.status,
         (SELECT count(*)::int FROM casino_agents ca JOIN agents a ON a.id = ca.agent_id
           WHERE ca.casino_id = c.id AND a.path LIKE $2 AND a.id <> $3) AS sub_agents
       FROM casinos c WHERE c.id = ANY($1::uuid[]) ORDER BY lower(c.name), c.id`,
      [[...offered], agent.path + '%', agentId],
    );
    const choices: CasinoChoice[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status,
      assigned: held.has(r.id),
      subAgents: Number(r.sub_agents),
    }));
    const assignment: CasinoAssignment = { agentId, parentId: agent.parent_id, topLevel, editable, choices };
    return assignment;
  });

  route(app, ep.assign, { auth: 'token', tag: 'casinos' }, async (request) => {
    const { agentId } = request.params;
    const user = request.user;
    const dryRun = request.query.dryRun === true;
    await assertAgentScope(db, user, agentId, can.editCasinoAssignment);
    if (agentId === user.agentId)
      throw forbidden("Your own agent's casinos are assigned from its parent agent's side");
    const requested = [...new Set(request.body.map((id) => id.toLowerCase()))];
    return db.transaction(async (tx) => {
      const agent = await agentPlace(tx, agentId);
      if (agent.parent_id === null)
        throw badRequest('top-agent-casinos', 'A top-level agent holds every casino: it is not assigned any');
      // Lock the agent and its ancestors, top down: an assignment below and a removal above wait for
      // each other, so no agent ever keeps a casino its parent lost.
      await tx.query('SELECT id FROM agents WHERE id = ANY($1::uuid[]) ORDER BY depth FOR UPDATE', [
        agent.path.split('/').filter(Boolean),
      ]);
      const { rows: live } = await tx.query<{ id: string; name: string }>(
        'SELECT id, name FROM casinos WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL ORDER BY id FOR SHARE',
        [requested],
      );
      const names = new Map(live.map((c) => [c.id, c.name]));
      const errors: FieldError[] = [];
      const parentHolds = await heldCasinoIds(tx, await agentPlace(tx, agent.parent_id));
      request.body.forEach((raw, i) => {
        const id = raw.toLowerCase();
        if (!names.has(id))
          errors.push({ field: `casinoIds[${i}]`, message: `Casino ${raw} does not exist` });
        else if (!parentHolds.has(id))
          errors.push({
            field: `casinoIds[${i}]`,
            message: `The parent agent does not hold the casino ${names.get(id)}: it cannot be assigned`,
          });
      });
      if (errors.length)
        throw new ApiError(400, 'invalid-request', errors.map((e) => e.message).join('; '), errors);

      const current = await heldCasinoIds(tx, agent);
      const added = requested.filter((id) => !current.has(id));
      const removed = [...current].filter((id) => !requested.includes(id));
      const below = agent.path + '%';
      const { rows: reached } = await tx.query<{ casino_id: string; name: string; agent_ids: string[] }>(
        `SELECT ca.casino_id, c.name, array_agg(ca.agent_id ORDER BY a.path) AS agent_ids
         FROM casino_agents ca JOIN agents a ON a.id = ca.agent_id JOIN casinos c ON c.id = ca.casino_id
         WHERE ca.casino_id = ANY($1::uuid[]) AND a.path LIKE $2 AND a.id <> $3
         GROUP BY ca.casino_id, c.name`,
        [removed, below, agentId],
      );
      const reachedBy = new Map(reached.map((r) => [r.casino_id, r.agent_ids]));
      const { rows: removedNames } = await tx.query<{ id: string; name: string }>(
        'SELECT id, name FROM casinos WHERE id = ANY($1::uuid[])',
        [removed],
      );
      const removedName = new Map(removedNames.map((c) => [c.id, c.name]));
      const byName = (a: string, b: string) =>
        (names.get(a) ?? removedName.get(a) ?? '').localeCompare(names.get(b) ?? removedName.get(b) ?? '') ||
        a.localeCompare(b);
      removed.sort(byName);
      added.sort(byName);
      const change: AssignmentChange = {
        agentId,
        dryRun,
        casinoIds: [...requested].sort(byName),
        added,
        removed,
        cascade: removed.map((id) => ({
          casinoId: id,
          name: removedName.get(id) ?? '',
          subAgents: reachedBy.get(id)?.length ?? 0,
        })),
        subAgentsAffected: new Set(reached.flatMap((r) => r.agent_ids)).size,
      };
      if (dryRun) return change;

      if (added.length)
        await tx.query(
          'INSERT INTO casino_agents (casino_id, agent_id) SELECT x, $2 FROM unnest($1::uuid[]) AS x',
          [added, agentId],
        );
      if (removed.length)
        await tx.query(
          `DELETE FROM casino_agents ca USING agents a
           WHERE a.id = ca.agent_id AND ca.casino_id = ANY($1::uuid[]) AND a.path LIKE $2`,
          [removed, below],
        );
      for (const id of added)
        await recordChange(tx, request, {
          kind: 'casino.assigned',
          agentId,
          objectType: 'casino',
          objectId: id,
          before: null,
          after: { agentId, casinoId: id, name: names.get(id) },
        });
      for (const id of removed) {
        const agents = reachedBy.get(id) ?? [];
        await recordChange(tx, request, {
          kind: 'casino.unassigned',
          agentId,
          objectType: 'casino',
          objectId: id,
          before: { agentId, casinoId: id, name: removedName.get(id) },
          after: { agentId, casinoId: id, cascade: { subAgents: agents.length, agentIds: agents } },
        });
      }
      return change;
    });
  });
});
