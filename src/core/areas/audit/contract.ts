/**
 * The contract of the audit area: the entries of the audit trail as the audit page reads them, the
 * values its filters offer, the CSV export, and the live stream of changes that every console page
 * listens to. The server validates and serialises with these schemas; the client types its calls
 * with them.
 */
import { endpoint } from '../../contract/endpoint';
import { listParams } from '../../contract/list';
import { arr, int, nullable, obj, oneOf, str, Uuid, type Static } from '../../contract/schema';

/** One entry: when, who, what, on which agent and object, the values before and after, from where. */
export const AuditEntry = obj(
  {
    id: int({ minimum: 1 }),
    at: str({ format: 'date-time' }),
    userId: nullable(Uuid),
    userName: nullable(str()),
    kind: str(),
    agentId: nullable(Uuid),
    /** The agent's current name (null when the entry concerns no agent). */
    agentName: nullable(str()),
    objectType: str(),
    objectId: nullable(str()),
    /** The object's values before the change (null for a creation), any JSON. */
    before: {},
    /** The object's values after the change (null for a deletion), any JSON. */
    after: {},
    requestId: nullable(str()),
    clientAddress: nullable(str()),
  },
  [
    'id',
    'at',
    'userId',
    'userName',
    'kind',
    'agentId',
    'agentName',
    'objectType',
    'objectId',
    'before',
    'after',
    'requestId',
    'clientAddress',
  ],
  { title: 'AuditEntry' },
);
export type AuditEntry = Static<typeof AuditEntry>;

/** The sortable fields of the audit list (default: newest first). */
export const AUDIT_SORTS = ['at', 'kind', 'userName', 'objectType'] as const;

/** A date, or a date and time (calendar checked). */
const Moment = str({ format: 'calendar-date-time', maxLength: 40 });

/** The filters of the audit list and of its export. */
const auditFilters = {
  agentId: Uuid,
  /** Entries at or after this moment. */
  from: Moment,
  /** Entries before this moment. */
  to: Moment,
  /** One kind ('credit.adjusted'). */
  kind: str({ maxLength: 100 }),
  /** The user's name (case-insensitive). */
  user: str({ maxLength: 100 }),
  /** The object's type ('agent'). */
  objectType: str({ maxLength: 100 }),
  /** The object's id. */
  objectId: str({ maxLength: 200 }),
};

export const AuditQuery = obj({ ...auditFilters, ...listParams(AUDIT_SORTS) }, ['agentId']);
export type AuditQuery = Static<typeof AuditQuery>;

/** The export: the list's filters and sort, and the language of the column titles. */
export const AuditExportQuery = obj(
  {
    ...auditFilters,
    sort: AuditQuery.properties.sort,
    filter: AuditQuery.properties.filter,
    language: oneOf(['en', 'zh-cn']),
  },
  ['agentId'],
);
export type AuditExportQuery = Static<typeof AuditExportQuery>;

/** What the filters can offer: the kinds, object types and users of the subtree's entries. */
export const AuditFacets = obj(
  { kinds: arr(str()), objectTypes: arr(str()), users: arr(str()) },
  ['kinds', 'objectTypes', 'users'],
  { title: 'AuditFacets' },
);
export type AuditFacets = Static<typeof AuditFacets>;

/** At most this many entries in one export: a longer period is exported in parts. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
/** At most this many values of each facet. */
export const AUDIT_FACETS_MAX = 200;

/**
 * One change as the live stream carries it (event `change`, its SSE id the position in commit order):
 * who did what to which object, never the values. `parentId` is the parent of `agentId` and
 * `userAgentId` the agent of the user who made the change, each only when it lies in the watched
 * subtree (null otherwise).
 */
export interface LiveChange {
  seq: number;
  id: number;
  at: string;
  kind: string;
  agentId: string | null;
  parentId: string | null;
  objectType: string;
  objectId: string | null;
  userName: string | null;
  userAgentId: string | null;
  requestId: string | null;
}

/** The events of the live stream. */
export const LIVE_EVENTS = {
  /** A committed change (data: LiveChange; id: its position). */
  change: 'change',
  /** Too much was missed to catch up: reload everything shown. */
  reset: 'reset',
  /** The stream is open and caught up (data: { position }). */
  ready: 'ready',
} as const;

const api = { service: 'api' } as const;
const AgentIdQuery = obj({ agentId: Uuid }, ['agentId']);

export const auditEndpoints = {
  list: endpoint({
    ...api,
    method: 'GET',
    path: '/api/audit',
    summary:
      "The audit trail of an agent's subtree, newest first; filters from, to, kind, user, objectType, objectId; paged with pageIndex/pageSize",
    querystring: AuditQuery,
    response: { 200: arr(AuditEntry) },
  }),
  facets: endpoint({
    ...api,
    method: 'GET',
    path: '/api/audit/facets',
    summary: "The kinds, object types and users found in the audit trail of an agent's subtree",
    querystring: AgentIdQuery,
    response: { 200: AuditFacets },
  }),
  export: endpoint({
    ...api,
    method: 'GET',
    path: '/api/audit/export',
    summary: `The filtered audit trail as CSV (UTF-8, at most ${AUDIT_EXPORT_MAX_ROWS} entries)`,
    querystring: AuditExportQuery,
    text: true,
  }),
  stream: endpoint({
    ...api,
    method: 'GET',
    path: '/api/audit/stream',
    summary:
      "Server-sent events: the committed changes of the signed-in user's subtree, live; resumes after the Last-Event-ID header",
    text: true,
  }),
};
