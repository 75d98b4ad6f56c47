/**
 * The report routes of the report service, registered from the area contract
 * (src/core/areas/reports/contract.ts):
 *
 *   POST {report url}                 one page of rows, the total and the totals per currency
 *   POST {report url}?lng=en|zh-cn    with Accept: text/csv: the whole report as CSV (export permission);
 *                                     the report-name header names the file
 *   POST /api/report/dashboard        the dashboard's figures and series
 *   GET  /api/report/context|games|players|agents   what the parameter form needs
 *
 * Every report checks its own permission for the agent of the request (agent-scoped, view-children
 * fallback: src/core/permissions.ts canViewReport) after the subtree check: 404 unknown agent, 403
 * outside the caller's subtree or without the permission.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  REPORT_LIST,
  REPORTS,
  DASHBOARD_PERMISSION,
  type ReportDefinition,
  type ReportKey,
} from '../../core/areas/reports/definitions';
import {
  MAX_CONTEXT_CAFES,
  reportEndpoints,
  reportsEndpoints,
  type ReportRequest,
} from '../../core/areas/reports/contract';
import { daysBetween } from '../../core/areas/reports/dates';
import { isGameFamily } from '../../core/areas/reports/families';
import { csvFileName } from '../../core/areas/reports/csv';
import { NULL_MARKER, SELECT_ALL, SELECT_ALL_VALUE } from '../../core/areas/reports/params';
import { can, canViewReport, type PermissionName } from '../../core/permissions';
import { assertAgentScope, subjectOf, type AuthUser } from '../auth';
import type { ServerContext } from '../context';
import { abortedWithClient } from '../client-gone';
import { route } from '../contract';
import type { Db } from '../db';
import { ApiError, forbidden } from '../errors';
import { likePattern } from '../paging';
import { csvStream } from './csv-export';
import { dashboard } from './dashboard';
import { pendingGamesRoutes } from './pending';
import { gameIdsOfFamily, REPORT_GAMES } from './games';
import { REPORT_LANGUAGES, translator, type ReportLanguage } from './i18n';
import type { ReportScope } from './kinds';
import { reportRowsQuery, runReport } from './engine';
import type { ReportFilters } from './run';

export const DEFAULT_REPORT_PAGE_SIZE = 50;

interface ScopedAgent {
  id: string;
  parentId: string | null;
  name: string;
  path: string;
  timeZone: string;
  currency: string;
}

/** A time zone the runtime knows, else UTC (the database and Intl share the IANA names). */
function knownZone(zone: string | null): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The agent of the request, in the caller's subtree and allowed by `permission`. */
async function scopedAgent(
  db: Db,
  user: AuthUser,
  agentId: string,
  permission: PermissionName | 'any',
): Promise<ScopedAgent> {
  const target = await assertAgentScope(db, user, agentId, (subject, agent) =>
    permission === 'any' ? can.anyReport(subject, agent) : canViewReport(subject, agent, permission),
  );
  const { rows } = await db.query<{
    name: string;
    path: string;
    timezone_id: string | null;
    currency_id: string;
  }>('SELECT name, path, timezone_id, currency_id FROM agents WHERE id = $1', [agentId]);
  const a = rows[0];
  return {
    id: agentId,
    parentId: target.parentId,
    name: a.name,
    path: a.path,
    timeZone: knownZone(a.timezone_id),
    currency: a.currency_id,
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instants of a range: a day starts at midnight in the time zone and `to` takes the whole day; an
 * instant is taken as it is (`to` excluded). 400 when the end lies before the start.
 */
async function instants(
  db: Db,
  timeZone: string,
  from: string | undefined,
  to: string | undefined,
): Promise<{ from: string | null; to: string | null }> {
  const { rows } = await db.query<{ from: Date | string | null; to: Date | string | null }>(
    `SELECT CASE WHEN $1::text IS NULL THEN NULL
                 WHEN $1 ~ '^\\d{4}-\\d{2}-\\d{2}$' THEN ($1::date)::timestamp AT TIME ZONE $3
                 ELSE $1::timestamptz END AS "from",
            CASE WHEN $2::text IS NULL THEN NULL
                 WHEN $2 ~ '^\\d{4}-\\d{2}-\\d{2}$' THEN ($2::date + 1)::timestamp AT TIME ZONE $3
                 ELSE $2::timestamptz END AS "to"`,
    [from ?? null, to ?? null, timeZone],
  );
  const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  const range = { from: iso(rows[0].from), to: iso(rows[0].to) };
  const dayRange = from && to && DAY.test(from) && DAY.test(to);
  if (range.from && range.to && (dayRange ? from! > to! : range.from > range.to))
    throw new ApiError(400, 'Invalid request: to must not be before from', [
      { field: 'to', message: 'must not be before from' },
    ]);
  return range;
}

/**
 * The filters of a request, with the markers read: -999 selects everything, the null marker no family
 * (games) or no casino (play outside any casino).
 */
function filtersOf(body: ReportRequest): ReportFilters {
  let gameIds: number[] | null = null;
  const family = body.gameFamily;
  if (family && family !== SELECT_ALL_VALUE)
    gameIds = gameIdsOfFamily(family === NULL_MARKER ? null : isGameFamily(family) ? family : null);
  const game = body.externalGameId;
  if (game !== undefined && game !== SELECT_ALL)
    gameIds = gameIds ? gameIds.filter((id) => id === game) : [game];
  const casino = body.casinoId;
  return {
    casino:
      casino === undefined || casino === SELECT_ALL_VALUE
        ? null
        : { id: casino === NULL_MARKER ? null : casino.toLowerCase() },
    currency: body.currency && body.currency !== SELECT_ALL_VALUE ? body.currency : null,
    playerId: body.playerId && body.playerId !== SELECT_ALL_VALUE ? body.playerId.toLowerCase() : null,
    gameIds,
    channel: body.channel === undefined || body.channel === SELECT_ALL ? null : body.channel,
    technology: body.technology ? body.technology : null,
    posId: body.posId && body.posId !== SELECT_ALL_VALUE ? body.posId.toLowerCase() : null,
  };
}

function csvLanguage(request: FastifyRequest): ReportLanguage {
  const lng = (request.query as Record<string, unknown> | undefined)?.lng;
  if (lng === undefined) return 'en';
  if (typeof lng === 'string' && (REPORT_LANGUAGES as readonly string[]).includes(lng))
    return lng as ReportLanguage;
  throw new ApiError(400, 'Invalid request: lng must be one of en, zh-cn', [
    { field: 'lng', message: 'must be one of en, zh-cn' },
  ]);
}

/** The report-name header (URI-encoded, so any language fits in a header), at most 100 characters. */
function reportName(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? header[0] : (header ?? '');
  try {
    return decodeURIComponent(raw).slice(0, 100);
  } catch {
    return raw.slice(0, 100);
  }
}

const wantsCsv = (request: FastifyRequest) => /\btext\/csv\b/i.test(request.headers.accept ?? '');

export async function reportRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const db = ctx.db;

  for (const def of REPORT_LIST) registerReport(app, ctx, def);
  await pendingGamesRoutes(app, ctx);

  route(app, reportsEndpoints.context, { tag: 'reports' }, async (request) => {
    const agent = await scopedAgent(db, request.user, request.query.agentId, 'any');
    const { rows } = await db.query<{ currency: string }>(
      `SELECT DISTINCT p.currency FROM players p JOIN agents a ON a.id = p.agent_id
        WHERE a.path LIKE $1 || '%' ORDER BY 1`,
      [agent.path],
    );
    const currencies = [...new Set([agent.currency, ...rows.map((r) => r.currency)])].sort();
    const casinos = await db.query<{ id: string; name: string }>(
      `SELECT c.id::text AS id, c.name FROM casinos c
        WHERE (c.deleted_at IS NULL
               AND ($2::uuid IS NULL
                    OR EXISTS (SELECT 1 FROM casino_agents ca WHERE ca.casino_id = c.id AND ca.agent_id = $1::uuid)))
           OR EXISTS (SELECT 1 FROM player_sessions s JOIN agents a ON a.id = s.agent_id
                       WHERE s.casino_id = c.id AND a.path LIKE $3 || '%')
        ORDER BY lower(c.name), c.id`,
      [agent.id, agent.parentId, agent.path],
    );
    const poses = await db.query<{ id: string; name: string; agentName: string }>(
      `SELECT x.id::text AS id, x.name, a.name AS "agentName"
         FROM poses x JOIN agents a ON a.id = x.agent_id
        WHERE a.path LIKE $1 || '%'
        ORDER BY lower(x.name), x.id LIMIT ${MAX_CONTEXT_CAFES}`,
      [agent.path],
    );
    return {
      agentId: agent.id,
      agentName: agent.name,
      timeZone: agent.timeZone,
      currency: agent.currency,
      currencies,
      casinos: casinos.rows,
      poses: poses.rows,
    };
  });

  route(app, reportsEndpoints.games, { tag: 'reports' }, async () => REPORT_GAMES);

  route(app, reportsEndpoints.players, { tag: 'reports' }, async (request) => {
    const { agentId, includeSubAgents = true, filter } = request.query;
    const agent = await scopedAgent(db, request.user, agentId, 'any');
    const pattern = likePattern(filter);
    const { rows } = await db.query<{ id: string; name: string; agent_name: string; currency: string }>(
      `SELECT p.id::text AS id, p.name, a.name AS agent_name, p.currency
         FROM players p JOIN agents a ON a.id = p.agent_id
        WHERE CASE WHEN $4::boolean THEN a.path LIKE $1 || '%' ELSE a.id = $2::uuid END
          AND ($3::text IS NULL OR lower(p.name) LIKE $3)
        ORDER BY lower(p.name), p.id LIMIT 50`,
      [agent.path, agent.id, pattern, includeSubAgents],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, agentName: r.agent_name, currency: r.currency }));
  });

  route(app, reportsEndpoints.agents, { tag: 'reports' }, async (request) => {
    const def = REPORTS[request.query.report as ReportKey];
    const subject = subjectOf(request.user);
    const { rows } = await db.query<{
      id: string;
      parent_id: string | null;
      name: string;
      parent_name: string | null;
    }>(
      `SELECT a.id::text AS id, a.parent_id::text AS parent_id, a.name, pa.name AS parent_name
         FROM agents a
         JOIN agents own ON own.id = $1::uuid
         LEFT JOIN agents pa ON pa.id = a.parent_id
        WHERE a.path LIKE own.path || '%' AND ($2::text IS NULL OR lower(a.name) LIKE $2)
        ORDER BY a.depth, lower(a.name), a.id LIMIT 200`,
      [request.user.agentId, likePattern(request.query.filter)],
    );
    return rows
      .filter((a) => canViewReport(subject, { id: a.id, parentId: a.parent_id }, def.permission))
      .slice(0, 50)
      .map((a) => ({ id: a.id, name: a.name, parentName: a.parent_name }));
  });

  route(app, reportsEndpoints.dashboard, { tag: 'reports' }, async (request) => {
    const body = request.body;
    const agent = await scopedAgent(db, request.user, body.agentId, DASHBOARD_PERMISSION);
    if (body.from > body.to)
      throw new ApiError(400, 'Invalid request: to must not be before from', [
        { field: 'to', message: 'must not be before from' },
      ]);
    if (daysBetween(body.from, body.to) > 366)
      throw new ApiError(400, 'Invalid request: the period is longer than 366 days', [
        { field: 'to', message: 'must be at most 366 days after from' },
      ]);
    return dashboard(
      db,
      agent,
      { from: body.from, to: body.to },
      body.currency ?? agent.currency,
      (from, to) => instants(db, agent.timeZone, from, to),
    );
  });
}

function registerReport(app: FastifyInstance, ctx: ServerContext, def: ReportDefinition): void {
  const db = ctx.db;
  route(app, reportEndpoints[def.key], { tag: 'reports' }, async (request, reply) => {
    const body = request.body as ReportRequest;
    const csv = wantsCsv(request);
    const lng = csv ? csvLanguage(request) : 'en';
    const agent = await scopedAgent(db, request.user, body.agentId, def.permission);
    if (csv && !can.exportToCsv(subjectOf(request.user), { id: agent.id, parentId: agent.parentId }))
      throw forbidden('You do not have the permission to export reports to CSV for this agent');
    const range = await instants(db, agent.timeZone, body.from, body.to);
    const scope: ReportScope = {
      agentId: agent.id,
      path: agent.path,
      includeSubAgents: body.includeSubAgents ?? def.subAgentsByDefault,
      from: range.from,
      to: range.to,
    };
    const run = { db, def, scope, filters: filtersOf(body), timeZone: agent.timeZone };
    if (csv) {
      const named = reportName(request.headers['report-name']);
      const name = csvFileName(
        named || translator(lng)(`app.reports.names.${def.key}`),
        new Date().toISOString().slice(0, 10),
      );
      const query = await reportRowsQuery(run, body.sort);
      void reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('Cache-Control', 'no-store');
      return reply.send(
        csvStream(db, def, query, {
          sort: body.sort,
          lng,
          timeZone: agent.timeZone,
          onError: (error) => request.log.error({ err: error }, 'CSV export failed'),
        }),
      );
    }
    const pageIndex = body.pageIndex ?? 0;
    const pageSize = body.pageSize ?? DEFAULT_REPORT_PAGE_SIZE;
    // a report the browser stops waiting for (Cancel, another report, the page left) stops on the
    // database too, instead of running to an answer nobody reads
    const signal = abortedWithClient(reply);
    const { rows, total, totals } = await runReport(
      { ...run, signal },
      { pageIndex, pageSize, sort: body.sort },
    );
    return {
      rows,
      total,
      totals,
      pageIndex,
      pageSize,
      timeZone: agent.timeZone,
      from: range.from,
      to: range.to,
    };
  });
}
