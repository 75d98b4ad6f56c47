/**
 * The audit trail (API): what every change of the back office wrote (src/server/audit.ts), for the
 * agents whose subtree it concerns, and the live stream of changes.
 *
 * GET /api/audit?agentId&from&to&kind&user&objectType&objectId  the entries of the agent's subtree,
 *     newest first, paged, sorted and searched (filter) like every list (without paging parameters:
 *     the newest 1 000); can.anyReport for the agent. Entries that concern no agent belong to the root
 *     agent's subtree.
 * GET /api/audit/facets?agentId   the kinds, object types and users found there (the filters' choices)
 * GET /api/audit/export?…         the same filters as CSV (src/core/csv.ts: formula-safe cells), at
 *     most AUDIT_EXPORT_MAX_ROWS entries (more: 400, choose a shorter period); can.exportToCsv; it
 *     runs in a report slot of the user (src/server/reports/slots.ts) like the reports' exports.
 * GET /api/audit/stream           server-sent events for the signed-in user's own subtree (whatever
 *     the user may see of it, gated by streamAudience below: the whole change only where the user may
 *     read the audit trail): one `change` event per committed entry, its SSE id the entry's position
 *     in commit order, without the entry's values (the console reads the data it shows through its usual
 *     calls, with their permissions). A `Last-Event-ID` header resumes after that position (a `reset`
 *     event when too much was missed); a comment every HEARTBEAT_MS keeps proxies from closing it and
 *     lets the console see a dead connection; the stream ends when the token stops being valid
 *     (signed out, expired, revoked). Authenticated like every call, with the Authorization header:
 *     the console reads it with fetch, not EventSource (which cannot send that header), so no token
 *     ever travels in a URL.
 */
import {
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_FACETS_MAX,
  auditEndpoints as ep,
} from '../../core/areas/audit/contract';
import type { AuditEntry, LiveChange } from '../../core/areas/audit/contract';
import { auditCsvColumns, auditFileName } from '../../core/areas/audit/rules';
import { csvDocument, csvRow } from '../../core/csv';
import { can } from '../../core/permissions';
import { assertAgentScope, subjectOf, verifyToken, type AuthUser } from '../auth';
import { loadAgent } from '../agents-repo';
import { concerns, type FeedEntry, type Watch } from '../audit-feed';
import type { ServerContext } from '../context';
import { route, sendPage } from '../contract';
import type { Db } from '../db';
import { badRequest } from '../errors';
import { workSignal } from '../client-gone';
import { takeReportSlot } from '../reports/slots';
import { likePattern, pageSql } from '../paging';
import en from '../../core/areas/audit/locales/en.json';
import zhCn from '../../core/areas/audit/locales/zh-cn.json';
import { routeModule } from '../plugins/route-module';

/** A comment line this often on an open stream (and a check that its token is still valid). */
export const HEARTBEAT_MS = 15_000;
/** A stream whose client does not read what was written (this many bytes waiting) is closed. */
const MAX_BACKLOG_BYTES = 1024 * 1024;

const SORT_COLUMNS = {
  at: 'l.at',
  kind: 'l.kind',
  userName: 'lower(l.user_name)',
  objectType: 'l.object_type',
} as const;

interface EntryRow {
  id: string | number;
  at: Date | string;
  user_id: string | null;
  user_name: string | null;
  kind: string;
  agent_id: string | null;
  agent_name: string | null;
  object_type: string;
  object_id: string | null;
  before: unknown;
  after: unknown;
  request_id: string | null;
  client_address: string | null;
  total?: number;
}

const entryJson = (r: EntryRow): AuditEntry => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  userId: r.user_id,
  userName: r.user_name,
  kind: r.kind,
  agentId: r.agent_id,
  agentName: r.agent_name,
  objectType: r.object_type,
  objectId: r.object_id,
  before: r.before ?? null,
  after: r.after ?? null,
  requestId: r.request_id,
  clientAddress: r.client_address,
});

interface Filters {
  from?: string;
  to?: string;
  kind?: string;
  user?: string;
  objectType?: string;
  objectId?: string;
  filter?: string;
}

/** The WHERE clause of the entries of a subtree that pass the filters, and its parameters. */
function whereOf(agent: { path: string; depth: number }, f: Filters): { sql: string; params: unknown[] } {
  const text = (v: string | undefined) => (v && v.trim() ? v.trim() : null);
  return {
    sql: `(l.agent_path LIKE $1 OR ($2 AND l.agent_path IS NULL))
      AND ($3::timestamptz IS NULL OR l.at >= $3::timestamptz)
      AND ($4::timestamptz IS NULL OR l.at < $4::timestamptz)
      AND ($5::text IS NULL OR l.kind = $5)
      AND ($6::text IS NULL OR lower(l.user_name) = lower($6))
      AND ($7::text IS NULL OR l.object_type = $7)
      AND ($8::text IS NULL OR l.object_id = $8)
      AND ($9::text IS NULL OR lower(l.kind) LIKE $9 OR lower(coalesce(l.user_name, '')) LIKE $9
           OR lower(coalesce(l.object_id, '')) LIKE $9 OR lower(coalesce(a.name, '')) LIKE $9)`,
    params: [
      `${agent.path}%`,
      agent.depth === 0,
      text(f.from),
      text(f.to),
      text(f.kind),
      text(f.user),
      text(f.objectType),
      text(f.objectId),
      likePattern(f.filter),
    ],
  };
}

const ENTRY_COLUMNS = `l.id, l.at, l.user_id, l.user_name, l.kind, l.agent_id, a.name AS agent_name, l.object_type,
  l.object_id, l.before, l.after, l.request_id, l.client_address`;

export const auditRoutes = routeModule(async function auditRoutes(app) {
  const ctx = app.ctx;
  const db = ctx.db;

  route(app, ep.list, { auth: 'token', tag: 'audit' }, async (request, reply) => {
    const q = request.query;
    await assertAgentScope(db, request.user, q.agentId, can.anyReport);
    const agent = await loadAgent(db, q.agentId);
    const page = pageSql(q, SORT_COLUMNS, 'l.at DESC', 'l.id DESC');
    const where = whereOf(agent, q);
    const { rows } = await db.query<EntryRow>(
      `SELECT ${ENTRY_COLUMNS}${page.paged ? ', count(*) OVER ()::int AS total' : ''}
         FROM audit_log l LEFT JOIN agents a ON a.id = l.agent_id
        WHERE ${where.sql} ${page.orderBy} ${page.paged ? page.limit : 'LIMIT 1000'}`,
      where.params,
    );
    const entries = rows.map(entryJson);
    if (!page.paged) return entries;
    const total = rows[0]?.total ?? (await countEntries(db, where));
    return sendPage(reply, { rows: entries, total });
  });

  route(app, ep.facets, { auth: 'token', tag: 'audit' }, async (request) => {
    await assertAgentScope(db, request.user, request.query.agentId, can.anyReport);
    const agent = await loadAgent(db, request.query.agentId);
    const distinct = async (column: string) => {
      const { rows } = await db.query<{ v: string }>(
        `SELECT DISTINCT ${column} AS v FROM audit_log l
          WHERE (l.agent_path LIKE $1 OR ($2 AND l.agent_path IS NULL)) AND ${column} IS NOT NULL
          ORDER BY 1 LIMIT ${AUDIT_FACETS_MAX}`,
        [`${agent.path}%`, agent.depth === 0],
      );
      return rows.map((r) => r.v);
    };
    return {
      kinds: await distinct('l.kind'),
      objectTypes: await distinct('l.object_type'),
      users: await distinct('l.user_name'),
    };
  });

  route(app, ep.export, { auth: 'token', tag: 'audit' }, async (request, reply) => {
    const q = request.query;
    await assertAgentScope(db, request.user, q.agentId, can.exportToCsv);
    const agent = await loadAgent(db, q.agentId);
    const where = whereOf(agent, q);
    const total = await countEntries(db, where);
    if (total > AUDIT_EXPORT_MAX_ROWS) {
      throw badRequest(
        'invalid-request',
        `${total} entries match; an export holds at most ${AUDIT_EXPORT_MAX_ROWS}: choose a shorter period or narrower filters`,
        [{ field: 'from', message: `at most ${AUDIT_EXPORT_MAX_ROWS} entries per export` }],
      );
    }
    const page = pageSql(q, SORT_COLUMNS, 'l.at DESC', 'l.id DESC');
    // an export like the reports': in a report slot of the user, stopped when its client leaves
    const signal = workSignal(request);
    const slot = await takeReportSlot(ctx, request.user.id, signal);
    let rows: EntryRow[];
    try {
      ({ rows } = await slot.db.query<EntryRow>(
        `SELECT ${ENTRY_COLUMNS} FROM audit_log l LEFT JOIN agents a ON a.id = l.agent_id
        WHERE ${where.sql} ${page.orderBy} LIMIT ${AUDIT_EXPORT_MAX_ROWS}`,
        where.params,
        { signal },
      ));
    } finally {
      await slot.release();
    }
    const labels = q.language === 'zh-cn' ? zhCn : en;
    const columns = auditCsvColumns();
    const header = columns.map((c) => labels.app.audit.columns[c.label]);
    // formatted 500 entries at a time, with a turn of the event loop between: other requests go on
    const parts = [csvDocument([header])];
    for (let i = 0; i < rows.length; i += 500) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      parts.push(
        rows
          .slice(i, i + 500)
          .map((r) => csvRow(columns.map((c) => c.value(entryJson(r)))) + '\r\n')
          .join(''),
      );
    }
    const body = parts.join('');
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${auditFileName(agent.name, new Date())}"`)
      .send(body);
  });

  route(app, ep.stream, { auth: 'token', tag: 'audit' }, async (request, reply) => {
    const user = request.user;
    const agent = await loadAgent(db, user.agentId);
    const since = lastEventId(request.headers['last-event-id']);
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const watcher = { path: agent.path, unscoped: agent.depth === 0 };
    const audience = streamAudience(user, { id: agent.id, parentId: agent.parent_id, path: agent.path });
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    res.write(': audit stream\n\n');
    let ended = false;
    let watch: Watch | null = null;
    // a comment line now and then; the token is checked each time
    const heartbeat = setInterval(() => {
      void verifyToken(ctx, token).then(
        (valid) => (valid ? write(': ping\n\n') : end()),
        () => write(': ping\n\n'),
      );
    }, HEARTBEAT_MS);
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      watch?.stop();
      closing.delete(end);
      if (!res.writableEnded) res.end();
    };
    const closing = streams(ctx);
    closing.add(end);
    const write = (text: string) => {
      if (ended) return;
      res.write(text);
      if (res.writableLength > MAX_BACKLOG_BYTES) end();
    };
    request.raw.on('close', end);
    res.on('error', end);
    try {
      watch = await ctx.auditFeed.watch(
        {
          ...watcher,
          send: (entries) => {
            for (const e of entries) {
              const change = audience(liveChange(e, watcher), e);
              if (change) write(`id: ${e.seq}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`);
            }
          },
          reset: () => write('event: reset\ndata: {}\n\n'),
        },
        since,
      );
    } catch (error) {
      request.log.error({ err: error }, 'audit stream failed to start');
      end();
      return;
    }
    if (ended) {
      watch.stop();
      return;
    }
    write(`event: ready\ndata: ${JSON.stringify({ position: watch.position })}\n\n`);
  });
});

/** The open streams of a server, ended when it closes. */
const OPEN_STREAMS = new WeakMap<ServerContext, Set<() => void>>();
function streams(ctx: ServerContext): Set<() => void> {
  let set = OPEN_STREAMS.get(ctx);
  if (!set) OPEN_STREAMS.set(ctx, (set = new Set()));
  return set;
}

/** Ends every open audit stream of the server (before it closes: open streams would keep it waiting). */
export function endAuditStreams(ctx: ServerContext): void {
  for (const end of [...streams(ctx)]) end();
}

async function countEntries(db: Db, where: { sql: string; params: unknown[] }): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log l LEFT JOIN agents a ON a.id = l.agent_id WHERE ${where.sql}`,
    where.params,
  );
  return rows[0].n;
}

/** Kinds that change the credit of the agent they name (read again by the header). */
const CREDIT_KINDS: ReadonlySet<string> = new Set([
  'credit.adjusted',
  'pos.balance-adjusted',
  'pos.commands-picked-up',
  'pos.wiped',
  'terminal.deposited',
  'terminal.withdrawn',
]);
/** Kinds the agent tree follows (a new agent, a renamed one). */
const TREE_KINDS: ReadonlySet<string> = new Set(['agent.created', 'agent.updated']);

/**
 * What of a change a user's stream carries: the change as it is when the user may read the audit
 * trail of its agent (GET /api/audit: a report permission for an agent between the user's own and the
 * change's, both included; a change of no agent belongs to the root); else only what the header and
 * the tree need, which the user reads anyway through the API: a new or changed agent of its subtree
 * (who, which request and which object left out), and a change of its own agent's credit (told as a
 * change of its own agent, whoever made it and wherever it started). Anything else: nothing (null).
 */
export function streamAudience(
  user: AuthUser,
  own: { id: string; parentId: string | null; path: string },
): (change: LiveChange, entry: FeedEntry) => LiveChange | null {
  const subject = subjectOf(user);
  const ownIds = own.path.split('/').filter(Boolean);
  const readable = (entry: FeedEntry): boolean => {
    if (entry.agentPath === null) return own.parentId === null && can.anyReport(subject, own);
    if (!entry.agentPath.startsWith(own.path)) return false;
    const chain = entry.agentPath
      .split('/')
      .filter(Boolean)
      .slice(ownIds.length - 1);
    return chain.some((id, i) =>
      can.anyReport(subject, { id, parentId: i === 0 ? own.parentId : chain[i - 1] }),
    );
  };
  const quiet = { userName: null, userAgentId: null, requestId: null };
  return (change, entry) => {
    if (readable(entry)) return change;
    if (TREE_KINDS.has(change.kind) && change.agentId)
      return { ...change, ...quiet, objectType: 'agent', objectId: change.agentId };
    const ownCredit =
      CREDIT_KINDS.has(change.kind) && (change.agentId === own.id || entry.userAgentId === own.id);
    if (ownCredit)
      return { ...change, ...quiet, agentId: own.id, parentId: null, objectType: 'agent', objectId: own.id };
    return null;
  };
}

/** The position of a Last-Event-ID header, or null (absent or not a position). */
export function lastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * An entry as a watcher of `watcher.path` may see it: the agent's parent and the acting user's agent
 * only when they lie in the watched subtree.
 */
export function liveChange(e: FeedEntry, watcher: { path: string; unscoped: boolean }): LiveChange {
  const inside = (e.agentPath && concerns(watcher, e.agentPath) ? e.agentPath : watcher.path)
    .split('/')
    .filter(Boolean);
  const own = watcher.path.split('/').filter(Boolean);
  const below = inside.slice(own.length - 1); // the watched agent and what lies under it
  const parentId = e.agentId && below.indexOf(e.agentId) > 0 ? below[below.indexOf(e.agentId) - 1] : null;
  return {
    seq: e.seq,
    id: e.id,
    at: e.at,
    kind: e.kind,
    agentId: e.agentId,
    parentId,
    objectType: e.objectType,
    objectId: e.objectId,
    userName: e.userName,
    userAgentId: e.userAgentId && below.includes(e.userAgentId) ? e.userAgentId : null,
    requestId: e.requestId,
  };
}
