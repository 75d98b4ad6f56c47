/**
 * The contract of the reports area, built from the report definitions: for each report the body of
 * `POST {report url}` (its parameters, paging and sorting) and its answer (one page of rows, the total,
 * and the totals per currency); the dashboard; the look-ups of the parameter form. The server validates
 * and serialises with these schemas, the client types its calls with them.
 */
import { endpoint, type Endpoint } from '../../contract/endpoint';
import { MAX_PAGE_SIZE } from '../../contract/list';
import {
  arr,
  bool,
  int,
  Money,
  nullable,
  num,
  obj,
  str,
  Uuid,
  type Schema,
  type Static,
} from '../../contract/schema';
import {
  DASHBOARD_PATH,
  REPORT_KEYS,
  REPORTS,
  sortableFields,
  type FieldType,
  type ReportDefinition,
  type ReportKey,
} from './definitions';
import { GAME_FAMILIES } from './families';
import {
  CHANNELS,
  JACKPOT_TYPES,
  OPT_IN_ACTIONS,
  SIDE_BET_RESULTS,
  SIDE_BET_TYPES,
  TECHNOLOGIES,
} from './fields';
import { NULL_MARKER, SELECT_ALL, SELECT_ALL_VALUE } from './params';
import { DASHBOARD_MAX_DAYS, maxDaysOf, REPORT_FIRST_DAY, REPORT_LAST_DAY } from './period';

/** The largest game id (a PostgreSQL integer). */
export const MAX_GAME_ID = 2_147_483_647;

/**
 * A bound of the date range: a day ('2026-03-01', in the agent's time zone; `to` includes the whole
 * day) or an instant with its offset ('2026-03-01T18:30:00Z'; `to` excludes it), written in the years
 * 2000 to 2099 (REPORT_FIRST_DAY to REPORT_LAST_DAY of ./period.ts).
 */
export const DateBound = str({
  format: 'calendar-date-time',
  pattern: '^20\\d{2}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$',
  description: `A day (YYYY-MM-DD, in the agent's time zone) or an instant with its offset, from ${REPORT_FIRST_DAY} to ${REPORT_LAST_DAY}`,
});

const UUID_PATTERN = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const CasinoParam = str({ pattern: `^(${SELECT_ALL_VALUE}|${NULL_MARKER}|${UUID_PATTERN})$` });
const FamilyParam = { type: 'string', enum: [SELECT_ALL_VALUE, NULL_MARKER, ...GAME_FAMILIES] } as const;
const GameParam = int({ minimum: SELECT_ALL, maximum: MAX_GAME_ID });
const CurrencyParam = str({ pattern: `^(${SELECT_ALL_VALUE}|[A-Z]{3})$` });
const ChannelParam = { type: 'integer', enum: [SELECT_ALL, ...CHANNELS.map((_, code) => code)] } as const;
/** A game technology: 0 selects every one. */
const TechnologyParam = int({ minimum: 0, maximum: TECHNOLOGIES.length - 1 });
const CafeParam = str({ pattern: `^(${SELECT_ALL_VALUE}|${UUID_PATTERN})$` });
const PlayerParam = str({ pattern: `^(${SELECT_ALL_VALUE}|${UUID_PATTERN})$` });

/** Every parameter a report body may carry; a report's schema takes the ones of its definition. */
const ALL_PARAMS = {
  agentId: Uuid,
  from: DateBound,
  to: DateBound,
  includeSubAgents: bool(),
  casinoId: CasinoParam,
  gameFamily: FamilyParam,
  externalGameId: GameParam,
  currency: CurrencyParam,
  playerId: PlayerParam,
  posId: CafeParam,
  channel: ChannelParam,
  technology: TechnologyParam,
  pageIndex: int({ minimum: 0, maximum: 1_000_000 }),
  pageSize: int({ minimum: 1, maximum: MAX_PAGE_SIZE }),
  sort: str({ maxLength: 40 }),
};
export const ReportRequest = obj(ALL_PARAMS, ['agentId']);
export type ReportRequest = Static<typeof ReportRequest>;

const BODY_KEYS: Record<ReportDefinition['params'][number], (keyof typeof ALL_PARAMS)[]> = {
  dateRange: ['from', 'to'],
  includeSubAgents: ['includeSubAgents'],
  casino: ['casinoId'],
  gameFamily: ['gameFamily'],
  game: ['externalGameId'],
  currency: ['currency'],
  player: ['playerId'],
  pos: ['posId'],
  channel: ['channel'],
  technology: ['technology'],
};

/** The body schema of one report: its parameters, paging, and a sort over its sortable columns. */
export function reportRequestSchema(def: ReportDefinition): Schema {
  const properties: Record<string, Schema> = { agentId: Uuid };
  for (const param of def.params) for (const key of BODY_KEYS[param]) properties[key] = ALL_PARAMS[key];
  const sorts = sortableFields(def).flatMap((f) => [f, `-${f}`]);
  Object.assign(properties, {
    pageIndex: ALL_PARAMS.pageIndex,
    pageSize: ALL_PARAMS.pageSize,
    sort: { type: 'string', enum: sorts },
  });
  return obj(properties, ['agentId'], {
    title: `${titleOf(def.key)}Request`,
    ...(def.params.includes('dateRange')
      ? {
          description: `The period runs from \`from\` to \`to\` (not before it), at most ${maxDaysOf(def)} days long; without \`from\` the longest period ending at \`to\`, without \`to\` up to now`,
        }
      : {}),
  });
}

const FIELD_SCHEMA: Record<FieldType, Schema> = {
  text: nullable(str()),
  id: str(),
  count: int(),
  money: Money,
  percent: nullable(num()),
  dateTime: str({ format: 'date-time' }),
  day: str(),
  duration: int({ minimum: 0 }),
  channel: nullable(int({ minimum: 0, maximum: 4 })),
  technology: nullable(int({ minimum: 1, maximum: 3 })),
  family: nullable(str()),
  adjustmentKind: str(),
  sideBetType: { type: 'string', enum: [...SIDE_BET_TYPES] },
  sideBetResult: { type: 'string', enum: [...SIDE_BET_RESULTS] },
  optInAction: { type: 'string', enum: [...OPT_IN_ACTIONS] },
  jackpotType: { type: 'string', enum: [...JACKPOT_TYPES] },
  game: str(),
  currency: str(),
};

/** One row of a report: its fields. */
export function reportRowSchema(def: ReportDefinition): Schema {
  const properties = Object.fromEntries(def.fields.map((f) => [f.id, FIELD_SCHEMA[f.type]]));
  return obj(properties, def.fields.map((f) => f.id) as never, { title: `${titleOf(def.key)}Row` });
}

/** The totals of one currency: the rows counted and each totalled column. */
export function reportTotalsSchema(def: ReportDefinition): Schema {
  const properties: Record<string, Schema> = { currency: nullable(str()), rows: int({ minimum: 0 }) };
  for (const f of def.fields) if (f.total) properties[f.id] = nullable(num());
  return obj(properties, ['currency', 'rows'], { title: `${titleOf(def.key)}Totals` });
}

/** The answer of a report: one page of rows, how many there are, the totals per currency. */
export function reportAnswerSchema(def: ReportDefinition): Schema {
  return obj(
    {
      rows: arr(reportRowSchema(def)),
      total: int({ minimum: 0 }),
      totals: arr(reportTotalsSchema(def)),
      pageIndex: int({ minimum: 0 }),
      pageSize: int({ minimum: 1 }),
      timeZone: str(),
      from: nullable(str({ format: 'date-time' })),
      to: nullable(str({ format: 'date-time' })),
    },
    ['rows', 'total', 'totals', 'pageIndex', 'pageSize', 'timeZone', 'from', 'to'],
    { title: `${titleOf(def.key)}Answer` },
  );
}

/** A row as the client reads it (fields by id). */
export type ReportRow = Record<string, string | number | null>;
export interface ReportTotals {
  currency: string | null;
  rows: number;
  [field: string]: number | string | null;
}
export interface ReportAnswer {
  rows: ReportRow[];
  total: number;
  totals: ReportTotals[];
  pageIndex: number;
  pageSize: number;
  timeZone: string;
  from: string | null;
  to: string | null;
}

function titleOf(key: ReportKey): string {
  return key.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
}

/** The endpoint of every report. */
export const reportEndpoints = Object.fromEntries(
  REPORT_KEYS.map((key) => {
    const def = REPORTS[key];
    return [
      key,
      endpoint({
        service: 'report',
        method: 'POST',
        path: def.path,
        summary: `The ${key.replace(/-/g, ' ')} report: one page of rows with the totals per currency; with Accept text/csv and ?lng the whole report as CSV`,
        body: reportRequestSchema(def),
        response: { 200: reportAnswerSchema(def) },
      }),
    ];
  }),
) as unknown as Record<ReportKey, Endpoint>;

/** The CSV export's query: the language of the header row and of translated cells. */
export const CsvQuery = obj({ lng: { type: 'string', enum: ['en', 'zh-cn'] } });

/** What the parameter form needs to know about the agent: its name, time zone, currencies and casinos. */
/** The most cafes the parameter form offers. */
export const MAX_CONTEXT_CAFES = 500;

export const ReportContext = obj(
  {
    agentId: Uuid,
    agentName: str(),
    timeZone: str(),
    currency: str(),
    /** The currencies of the players of the agent and below. */
    currencies: arr(str()),
    /** The casinos the agent holds and those its subtree's activity was played in, by name. */
    casinos: arr(obj({ id: Uuid, name: str() }, ['id', 'name'])),
    /** The cafes of the agent and below, by name (at most MAX_CONTEXT_CAFES), with their agent. */
    poses: arr(obj({ id: Uuid, name: str(), agentName: str() }, ['id', 'name', 'agentName'])),
  },
  ['agentId', 'agentName', 'timeZone', 'currency', 'currencies', 'casinos'],
  { title: 'ReportContext' },
);
export type ReportContext = Static<typeof ReportContext>;

export const ReportGame = obj(
  { externalGameId: int(), name: str(), typeCode: int(), family: nullable(str()) },
  ['externalGameId', 'name', 'typeCode', 'family'],
  { title: 'ReportGame' },
);
export type ReportGame = Static<typeof ReportGame>;

export const ReportPlayer = obj(
  { id: Uuid, name: str(), agentName: str(), currency: str() },
  ['id', 'name', 'agentName', 'currency'],
  { title: 'ReportPlayer' },
);
export type ReportPlayer = Static<typeof ReportPlayer>;

/** An agent the user may run a report for (its parent's name tells agents of the same name apart). */
export const ReportAgent = obj(
  { id: Uuid, name: str(), parentName: nullable(str()) },
  ['id', 'name', 'parentName'],
  { title: 'ReportAgent' },
);
export type ReportAgent = Static<typeof ReportAgent>;

/** The dashboard's figures of one period. */
export const DashboardFigures = obj(
  {
    from: str(),
    to: str(),
    bets: Money,
    wins: Money,
    ggr: Money,
    rounds: int(),
    activePlayers: int(),
    newPlayers: int(),
    deposits: Money,
  },
  ['from', 'to', 'bets', 'wins', 'ggr', 'rounds', 'activePlayers', 'newPlayers', 'deposits'],
  { title: 'DashboardFigures' },
);
export type DashboardFigures = Static<typeof DashboardFigures>;

/** A day of the calendar, 'YYYY-MM-DD' (in the agent's time zone), from 2000 to 2099. */
export const Day = str({
  format: 'calendar-date-time',
  pattern: '^20\\d{2}-\\d{2}-\\d{2}$',
  description: `A day (YYYY-MM-DD, in the agent's time zone) from ${REPORT_FIRST_DAY} to ${REPORT_LAST_DAY}`,
});

export const DashboardRequest = obj(
  { agentId: Uuid, from: Day, to: Day, currency: str({ pattern: '^[A-Z]{3}$' }) },
  ['agentId', 'from', 'to'],
  {
    description: `The period runs from \`from\` to \`to\` (not before it), at most ${DASHBOARD_MAX_DAYS} days long`,
  },
);
export type DashboardRequest = Static<typeof DashboardRequest>;

export const Dashboard = obj(
  {
    currency: str(),
    timeZone: str(),
    current: DashboardFigures,
    previous: DashboardFigures,
    ggrPerDay: arr(obj({ day: str(), bets: Money, wins: Money, ggr: Money }, ['day', 'bets', 'wins', 'ggr'])),
    topGames: arr(
      obj({ externalGameId: int(), gameName: str(), rounds: int(), bets: Money, ggr: Money }, [
        'externalGameId',
        'gameName',
        'rounds',
        'bets',
        'ggr',
      ]),
    ),
    channels: arr(
      obj({ channel: int(), players: int(), sessions: int() }, ['channel', 'players', 'sessions']),
    ),
  },
  ['currency', 'timeZone', 'current', 'previous', 'ggrPerDay', 'topGames', 'channels'],
  { title: 'Dashboard' },
);
export type Dashboard = Static<typeof Dashboard>;

export const reportsEndpoints = {
  context: endpoint({
    service: 'report',
    method: 'GET',
    path: '/api/report/context',
    summary: "The agent's name, time zone and currencies, for the report parameters",
    querystring: obj({ agentId: Uuid }, ['agentId']),
    response: { 200: ReportContext },
  }),
  games: endpoint({
    service: 'report',
    method: 'GET',
    path: '/api/report/games',
    summary: 'The games with their type code and family, for the report parameters',
    response: { 200: arr(ReportGame) },
  }),
  players: endpoint({
    service: 'report',
    method: 'GET',
    path: '/api/report/players',
    summary: 'Players of the agent (and below) whose name contains the filter, at most 50',
    querystring: obj({ agentId: Uuid, includeSubAgents: bool(), filter: str({ maxLength: 100 }) }, [
      'agentId',
    ]),
    response: { 200: arr(ReportPlayer) },
  }),
  agents: endpoint({
    service: 'report',
    method: 'GET',
    path: '/api/report/agents',
    summary:
      "Agents of the caller's own subtree whose name contains the filter and for which the caller may run the report, at most 50",
    querystring: obj(
      { report: { type: 'string', enum: [...REPORT_KEYS] }, filter: str({ maxLength: 100 }) },
      ['report'],
    ),
    response: { 200: arr(ReportAgent) },
  }),
  dashboard: endpoint({
    service: 'report',
    method: 'POST',
    path: DASHBOARD_PATH,
    summary:
      "The agent's totals for a period beside the period before, GGR per day, top games, players per channel",
    body: DashboardRequest,
    response: { 200: Dashboard },
  }),
};
