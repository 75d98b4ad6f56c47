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
 * fallback: src/core/permissions.ts can.viewReport) after the subtree check: 404 unknown agent, 403
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
import { addDays, DAY_FORMAT, daysBetween, isDayFormat, todayIn } from '../../core/days';
import { DASHBOARD_MAX_DAYS, maxDaysOf } from '../../core/areas/reports/period';
import { isGameFamily } from '../../core/areas/reports/families';
import { csvFileName } from '../../core/areas/reports/csv';
import { NULL_MARKER, SELECT_ALL, SELECT_ALL_VALUE } from '../../core/areas/reports/params';
import { can, type PermissionName } from '../../core/permissions';
import { assertAgentScope, subjectOf, type AuthUser } from '../auth';
import type { ServerContext } from '../context';
import { workSignal } from '../client-gone';
import { takeReportSlot } from './slots';
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
import { routeModule } from '../plugins/route-module';

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
    permission === 'any' ? can.anyReport(subject, agent) : can.viewReport(subject, agent, permission),
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

const HOUR_MS = 3_600_000;

const periodError = (field: 'from' | 'to', message: string) =>
  new ApiError(400, 'invalid-request', `Invalid request: ${field} ${message}`, [{ field, message }]);

/**
 * The instants of a range: a day starts at midnight in the time zone and `to` takes the whole day; an
 * instant is taken as it is (`to` excluded). 400 when the end lies before the start, or when the
 * period is longer than `maxDays` (days counted as written; instants as days of 24 hours, give or take
 * the hour of a change of summer time). A missing `to` is today, a missing `from` the first day of the
 * longest period ending at `to` (src/core/areas/reports/period.ts): every report reads a bounded period.
 */
async function instants(
  db: Db,
  timeZone: string,
  from: string | undefined,
  to: string | undefined,
  maxDays: number,
): Promise<{ from: string; to: string }> {
  const end = to ?? todayIn(timeZone);
  const start = from ?? (isDayFormat(end) ? addDays(end, 1 - maxDays) : null);
  const { rows } = await db.query<{ from: Date | string; to: Date | string }>(
    `SELECT CASE WHEN $1::text IS NULL THEN $2::text::timestamptz - make_interval(days => $4::int)
                 WHEN $1::text ~ $5::text THEN ($1::text::date)::timestamp AT TIME ZONE $3::text
                 ELSE $1::text::timestamptz END AS "from",
            CASE WHEN $2::text ~ $5::text THEN ($2::text::date + 1)::timestamp AT TIME ZONE $3::text
                 ELSE $2::text::timestamptz END AS "to"`,
    [start, end, timeZone, maxDays, DAY_FORMAT.source],
  );
  const range = { from: new Date(rows[0].from).toISOString(), to: new Date(rows[0].to).toISOString() };
  const dayRange = start !== null && isDayFormat(start) && isDayFormat(end);
  if (dayRange ? start > end : range.from > range.to) throw periodError('to', 'must not be before from');
  const tooLong = dayRange
    ? daysBetween(start, end) > maxDays
    : Date.parse(range.to) - Date.parse(range.from) > maxDays * 24 * HOUR_MS + HOUR_MS;
  if (tooLong) throw periodError('to', `must be at most ${maxDays} days after from`);
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
  throw new ApiError(400, 'invalid-request', 'Invalid request: lng must be one of en, zh-cn', [
    { field: 'lng', message: 'must be one of en, zh-cn' },
  ]);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The report-name header (URI-encoded, so any language fits in a header), at most 100 characters: cut
 * between characters, never inside a surrogate pair, and with any lone surrogate or control character
 * left out, so the file name always encodes.
 */
export function reportName(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? (header[0] ?? '') : (header ?? '');
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    text = raw;
  }
  const wellFormed = text.replace(LONE_SURROGATE, '');
  return Array.from(wellFormed)
    .filter((c) => c.charCodeAt(0) >= 32 && c !== '\u007f')
    .slice(0, 100)
    .join('')
    .trim();
}

const wantsCsv = (request: FastifyRequest) => /\btext\/csv\b/i.test(request.headers.accept ?? '');

export const reportRoutes = routeModule(async function reportRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;

  for (const def of REPORT_LIST) registerReport(app, ctx, def);
  await app.register(pendingGamesRoutes);

  route(app, reportsEndpoints.context, { auth: 'token', tag: 'reports' }, async (request) => {
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
    const cafes = await db.query<{ id: string; name: string; agentName: string }>(
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
      poses: cafes.rows,
    };
  });

  route(app, reportsEndpoints.games, { auth: 'token', tag: 'reports' }, async () => REPORT_GAMES);

  route(app, reportsEndpoints.players, { auth: 'token', tag: 'reports' }, async (request) => {
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

  route(app, reportsEndpoints.agents, { auth: 'token', tag: 'reports' }, async (request) => {
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
      .filter((a) => can.viewReport(subject, { id: a.id, parentId: a.parent_id }, def.permission))
      .slice(0, 50)
      .map((a) => ({ id: a.id, name: a.name, parentName: a.parent_name }));
  });

  route(app, reportsEndpoints.dashboard, { auth: 'token', tag: 'reports' }, async (request) => {
    const body = request.body;
    const agent = await scopedAgent(db, request.user, body.agentId, DASHBOARD_PERMISSION);
    if (body.from > body.to) throw periodError('to', 'must not be before from');
    if (daysBetween(body.from, body.to) > DASHBOARD_MAX_DAYS)
      throw periodError('to', `must be at most ${DASHBOARD_MAX_DAYS} days after from`);
    const signal = workSignal(request);
    const slot = await takeReportSlot(ctx, request.user.id, signal);
    try {
      return await dashboard(
        slot.db,
        agent,
        { from: body.from, to: body.to },
        body.currency ?? agent.currency,
        (from, to) => instants(db, agent.timeZone, from, to, DASHBOARD_MAX_DAYS),
      );
    } finally {
      await slot.release();
    }
  });
});

function registerReport(app: FastifyInstance, ctx: ServerContext, def: ReportDefinition): void {
  const db = ctx.db;
  route(app, reportEndpoints[def.key], { auth: 'token', tag: 'reports' }, async (request, reply) => {
    const body = request.body as ReportRequest;
    const csv = wantsCsv(request);
    const lng = csv ? csvLanguage(request) : 'en';
    const agent = await scopedAgent(db, request.user, body.agentId, def.permission);
    if (csv && !can.exportToCsv(subjectOf(request.user), { id: agent.id, parentId: agent.parentId }))
      throw forbidden('You do not have the permission to export reports to CSV for this agent');
    const dated = def.params.includes('dateRange');
    const range = dated
      ? await instants(db, agent.timeZone, body.from, body.to, maxDaysOf(def))
      : { from: null, to: null };
    const scope: ReportScope = {
      agentId: agent.id,
      path: agent.path,
      includeSubAgents: body.includeSubAgents ?? def.subAgentsByDefault,
      from: range.from,
      to: range.to,
    };
    // a report the browser stops waiting for (Cancel, another report, the page left) stops on the
    // database too, instead of running to an answer nobody reads; so does one past its deadline
    const signal = workSignal(request);
    const slot = await takeReportSlot(ctx, request.user.id, signal);
    const run = { db: slot.db, def, scope, filters: filtersOf(body), timeZone: agent.timeZone, signal };
    if (csv) {
      const named = reportName(request.headers['report-name']);
      const name = csvFileName(
        named || translator(lng)(`app.reports.names.${def.key}`),
        new Date().toISOString().slice(0, 10),
      );
      let query;
      try {
        query = await reportRowsQuery(run);
      } catch (error) {
        await slot.release();
        throw error;
      }
      void reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('Cache-Control', 'no-store');
      const { exportDeadlineMs, exportIdleMs } = ctx.config.limits;
      return reply.send(
        csvStream(slot.db, def, query, {
          sort: body.sort,
          lng,
          timeZone: agent.timeZone,
          deadlineMs: exportDeadlineMs,
          idleMs: exportIdleMs,
          signal,
          foreground: ctx.foreground,
          onEnd: ({ rows, ended, error }) => {
            void slot.release();
            if (error) request.log.error({ err: error, report: def.key, rows }, 'CSV export failed');
            else if (ended && ended.reason !== 'client-gone')
              request.log.warn({ event: `export-${ended.reason}`, report: def.key, rows }, ended.message);
          },
        }),
      );
    }
    const pageIndex = body.pageIndex ?? 0;
    const pageSize = body.pageSize ?? DEFAULT_REPORT_PAGE_SIZE;
    let answer: Awaited<ReturnType<typeof runReport>>;
    try {
      answer = await runReport(run, { pageIndex, pageSize, sort: body.sort });
    } finally {
      await slot.release();
    }
    const { rows, total, totals } = answer;
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
