/**
 * The reports, one declarative definition each: where it is asked for, the permission it needs, its
 * group on the reports page, the parameters its form shows, its columns (type, sorting, totals) and
 * where a row leads. The server builds the request and answer schemas, the sorting, the totals and
 * the CSV export from a definition; the client builds the parameter form, the table, its footer and
 * the drill-downs from the same one. Adding a report is a definition here and its SQL on the server
 * (docs/adding-a-report.md).
 *
 * Pure data: no DOM, no React.
 */
import type { KeyTail, TranslationKey } from '../../i18n/keys';
import { P, type PermissionName } from '../../permissions';

/** The performance reports: the played rounds (and cafes' wallets) grouped, totalling game history's. */
export const PERFORMANCE_REPORT_KEYS = [
  'cafe-summary',
  'player-game',
  'game-performance',
  'casino-performance',
  'player-performance',
  'game-activity',
] as const;

export const REPORT_KEYS = [
  'game-history',
  'player-sessions',
  'agent-summary',
  'credit-transfer',
  'balance-adjustments',
  ...PERFORMANCE_REPORT_KEYS,
  'pending-games',
  'side-bets',
  'opt-in',
  'jackpot-history',
  'tournament-winners',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

/** Groups of the reports page, in their order. */
export const REPORT_GROUPS = ['players', 'games', 'agents'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/**
 * The parameters a report's form may show (the agent, from the URL, is always there):
 * - `dateRange`: from and to, days in the agent's time zone, with presets;
 * - `includeSubAgents`: the agent alone or with every agent below it;
 * - `casino`: 'select all', one casino, or the null marker for play outside any casino;
 * - `gameFamily` and `game`: 'select all', one family or no family, one game;
 * - `currency`: 'select all' or one currency;
 * - `player`: 'select all' or one player of the agent (or below);
 * - `channel`: 'select all' or one channel; `technology`: 0 (all) or one game technology;
 * - `pos`: 'select all' or one cafe (point of sale) of the agent (or below).
 */
export const PARAM_NAMES = [
  'dateRange',
  'includeSubAgents',
  'casino',
  'gameFamily',
  'game',
  'currency',
  'player',
  'channel',
  'technology',
  'pos',
] as const;
export type ParamName = (typeof PARAM_NAMES)[number];

/**
 * How a field is typed, shown and exported:
 * - `text`: as it is; `id`: an identifier (text, never formatted);
 * - `count`: a whole number; `money`: an amount in the row's currency (field `currency`);
 * - `percent`: a ratio shown with one decimal (0.051 -> 5.1%);
 * - `dateTime`: an instant, shown in the agent's time zone; `duration`: seconds;
 * - `day`: a calendar day of the agent's time zone ('YYYY-MM-DD'), shown without a time;
 * - `channel`, `technology`, `family`, `transactionType`, `adjustmentKind`, `sideBetType`,
 *   `sideBetResult`, `optInAction`, `jackpotType`: translated enumerations;
 * - `game`: a game name, translated through the game strings by the row's `externalGameId`;
 * - `currency`: a currency code.
 */
export type FieldType =
  | 'text'
  | 'id'
  | 'count'
  | 'money'
  | 'percent'
  | 'dateTime'
  | 'day'
  | 'duration'
  | 'channel'
  | 'technology'
  | 'family'
  | 'adjustmentKind'
  | 'sideBetType'
  | 'sideBetResult'
  | 'optInAction'
  | 'jackpotType'
  | 'game'
  | 'currency';

/**
 * What the footer shows for a column, per currency: the sum of the rows, the number of rows, or a
 * ratio of two summed columns ('ggr' over 'bets' is the hold).
 */
export type TotalRule = 'sum' | 'count' | { readonly ratio: readonly [string, string] };

/** The id of a report column: one with its header text `app.reports.columns.<id>`. */
export type ReportColumnId = KeyTail<'app.reports.columns'>;

/**
 * A field of a report's rows: a column (its id one with a header text, so a column without its text
 * does not compile), or a hidden field (any id).
 */
export type FieldDef = ColumnDef | HiddenFieldDef;
/** A column of the table and the CSV. */
export interface ColumnDef extends FieldSettings {
  readonly id: ReportColumnId;
  readonly hidden?: false;
}
/** Not a column of the table or the CSV (an id a drill-down or the round detail needs). */
export interface HiddenFieldDef extends FieldSettings {
  readonly id: string;
  readonly hidden: true;
}

interface FieldSettings {
  readonly type: FieldType;
  /**
   * A column the table shows only once the user picks it in its column settings (a detail most people
   * do not need on a laptop's width: ids, addresses); the CSV always has it.
   */
  readonly optional?: boolean;
  /** The server sorts by it (default true for shown columns). */
  readonly sortable?: boolean;
  readonly total?: TotalRule;
  /** The translation key of what an empty value shows (a row of play outside any casino). */
  readonly empty?: TranslationKey;
}

/** Where a row leads: another report for the row's agent or player, with this report's dates. */
export interface DrillDef {
  /** The column whose cell is the link. */
  readonly column: string;
  readonly report: ReportKey;
  /** The agent of the target report: the row's `agentId` field, or this report's agent. */
  readonly agent: 'row' | 'same';
  /** Parameters taken from the row (parameter name -> field of the row). */
  readonly fromRow?: Readonly<Partial<Record<'player' | 'playerName' | 'game', string>>>;
  /** Fixed parameters of the target. */
  readonly set?: Readonly<Partial<Record<'sub', boolean>>>;
}

/**
 * An action on one row of a report (a change, not a link): a button of the row when the user holds its
 * permission (a claim of its own) and the row has the `requires` field. It asks for confirmation, sends
 * `POST {path}` on the report service with a body taken from the row (`body`: request key -> field of
 * the row, or '@agent' for the report's agent), shows the server's refusal translated, and runs the
 * report again once done. Texts: `app.reports.actions.<id>.{label,title,content,done}`; the confirmation
 * and the notice read the row's fields (`{{account}}`, `{{casinoName}}`, …) and the answer's `closed`.
 */
export interface ReportActionDef {
  readonly id: ReportActionId;
  readonly permission: PermissionName;
  readonly path: string;
  readonly body: Readonly<Record<string, string>>;
  /** A field the row must carry (not null) for the action to apply to it. */
  readonly requires?: string;
  readonly danger?: boolean;
}

/** The actions reports offer, by id (each has its endpoint in ./actions.ts). */
export const REPORT_ACTION_IDS = ['close-round', 'close-casino'] as const;
export type ReportActionId = (typeof REPORT_ACTION_IDS)[number];

/** The marker of a row action's body value that stands for the report's agent. */
export const ACTION_AGENT = '@agent';

export interface ReportDefinition {
  readonly key: ReportKey;
  /** The report service path of `POST {report url}`. */
  readonly path: string;
  /** The report permission (an agent-scoped view check, with the view-children fallback). */
  readonly permission: PermissionName;
  readonly group: ReportGroup;
  readonly params: readonly ParamName[];
  /** Every field of a row, in column order. */
  readonly fields: readonly FieldDef[];
  /** The field that identifies a row (the last sort key, so pages never overlap). */
  readonly rowId: string;
  readonly sort: { readonly id: string; readonly desc: boolean };
  readonly drill?: readonly DrillDef[];
  /** Whether `includeSubAgents` starts switched on. */
  readonly subAgentsByDefault: boolean;
  /** Changes a row offers (buttons of the row, each behind its own permission). */
  readonly actions?: readonly ReportActionDef[];
  /** The longest period it may cover, in days (default MAX_REPORT_DAYS of ./period.ts: ten years). */
  readonly maxDays?: number;
}

// ---- Named presets: the parameter blocks, columns, ids and drill-downs reports share ----

/** Parameters: the period, and the agent alone or with every agent below it. */
const PERIOD = ['dateRange', 'includeSubAgents'] as const satisfies readonly ParamName[];
/** Parameters: a game family, then one game of it. */
const GAMES = ['gameFamily', 'game'] as const satisfies readonly ParamName[];
/** Parameters of a list of rounds (or hits): casino, game family and game, currency, player. */
const ROUND_FILTERS = ['casino', ...GAMES, 'currency', 'player'] as const satisfies readonly ParamName[];

const money = (id: ReportColumnId): ColumnDef => ({ id, type: 'money', total: 'sum' });
const count = (id: ReportColumnId): ColumnDef => ({ id, type: 'count', total: 'sum' });
const text = (id: ReportColumnId): ColumnDef => ({ id, type: 'text' });
const dateTime = (id: ReportColumnId): ColumnDef => ({ id, type: 'dateTime' });
/** The first column: its footer counts the rows. */
const counted = (field: ColumnDef): ColumnDef => ({ ...field, total: 'count' });
/** A field the rows carry for drill-downs, filters and actions, never a column. */
const hiddenId = (id: string): HiddenFieldDef => ({ id, type: 'id', hidden: true });
const CURRENCY: FieldDef = { id: 'currency', type: 'currency' };
const GAME_NAME: FieldDef = { id: 'gameName', type: 'game' };
const FAMILY: FieldDef = { id: 'family', type: 'family', sortable: false };
/** The game's id a `game` column translates through (hidden). */
const GAME_ID: FieldDef = { id: 'externalGameId', type: 'count', hidden: true };
/** The casino's id (hidden; text: the null marker stands for play outside any casino). */
const CASINO_ID: FieldDef = { id: 'casinoId', type: 'text', hidden: true };
/** The key of a grouped row (hidden). */
const ROW_KEY = hiddenId('rowKey');
/** The columns of a player's row: the player and its agent. */
const PLAYER_COLUMNS = [text('playerName'), text('agentName')];
/** The hidden ids of a player's row: the player and its agent. */
const PLAYER_IDS = [hiddenId('playerId'), hiddenId('agentId')];
/** Players distinct per row: a sum over rows would count a player of two rows twice. */
const PLAYERS: FieldDef = { id: 'players', type: 'count' };
/** The hold: GGR over bets, of each row and of the summed totals. */
const hold: FieldDef = { id: 'hold', type: 'percent', total: { ratio: ['ggr', 'bets'] } };
/** The played figures of a row: rounds, bets, wins and GGR (bets minus wins). */
const played = [count('rounds'), money('bets'), money('wins'), money('ggr')];

/** A drill-down from a player's name to another report of that player, under the row's agent. */
function toPlayer(column: string, report: ReportKey, nameField = column): DrillDef {
  return { column, report, agent: 'row', fromRow: { player: 'playerId', playerName: nameField } };
}

/** What a report states of its own besides its key, permission and group. */
type ReportSpec = Omit<ReportDefinition, 'key' | 'permission' | 'group' | 'path' | 'subAgentsByDefault'> & {
  /** Whether `includeSubAgents` starts switched on (default true). */
  readonly subAgentsByDefault?: boolean;
};

/**
 * A report's definition: its key (the URL), its permission, its group and its own spec; its path is
 * `/api/report/` and its key without dashes.
 */
function report(
  key: ReportKey,
  permission: PermissionName,
  group: ReportGroup,
  spec: ReportSpec,
): ReportDefinition {
  const { params, fields, rowId, sort, drill, actions, maxDays } = spec;
  return {
    key,
    path: `/api/report/${key.replaceAll('-', '')}`,
    permission,
    group,
    params,
    fields,
    rowId,
    sort,
    ...(drill && { drill }),
    subAgentsByDefault: spec.subAgentsByDefault ?? true,
    ...(actions && { actions }),
    ...(maxDays !== undefined && { maxDays }),
  };
}

/**
 * The performance reports: cafe summary, player game, game, casino and player performance, game
 * activity. Each groups the rounds (and, for cafes and players, the wallet and sessions) of the agent
 * and below, so their totals equal game history's for the same period.
 */
const PERFORMANCE_REPORTS: Readonly<Record<(typeof PERFORMANCE_REPORT_KEYS)[number], ReportDefinition>> = {
  'cafe-summary': report('cafe-summary', P.ViewCafeSummaryReport, 'agents', {
    params: [...PERIOD, 'pos', 'currency'],
    fields: [
      { id: 'day', type: 'day', total: 'count' },
      text('posName'),
      { ...text('agentName'), optional: true },
      CURRENCY,
      money('deposits'),
      money('withdrawals'),
      money('netCash'),
      ...played,
      hiddenId('posId'),
      hiddenId('agentId'),
      ROW_KEY,
    ],
    rowId: 'rowKey',
    sort: { id: 'day', desc: true },
  }),
  'player-game': report('player-game', P.ViewPlayerGameReport, 'players', {
    params: [...PERIOD, ...GAMES, 'currency', 'player'],
    fields: [
      counted(text('playerName')),
      text('agentName'),
      GAME_NAME,
      FAMILY,
      CURRENCY,
      ...played,
      hold,
      ...PLAYER_IDS,
      GAME_ID,
      ROW_KEY,
    ],
    rowId: 'rowKey',
    sort: { id: 'playerName', desc: false },
    drill: [
      {
        ...toPlayer('playerName', 'game-history'),
        fromRow: { player: 'playerId', playerName: 'playerName', game: 'externalGameId' },
      },
    ],
  }),
  'game-performance': report('game-performance', P.ViewGamePerformanceReport, 'games', {
    params: [...PERIOD, ...GAMES, 'currency'],
    fields: [counted(GAME_NAME), FAMILY, CURRENCY, ...played, hold, PLAYERS, GAME_ID, ROW_KEY],
    rowId: 'rowKey',
    sort: { id: 'ggr', desc: true },
    drill: [
      { column: 'gameName', report: 'game-history', agent: 'same', fromRow: { game: 'externalGameId' } },
    ],
  }),
  'casino-performance': report('casino-performance', P.ViewCasinoPerformanceReport, 'games', {
    params: [...PERIOD, 'casino', 'currency'],
    fields: [
      { ...counted(text('casinoName')), empty: 'app.reports.params.no-casino' },
      CURRENCY,
      ...played,
      hold,
      PLAYERS,
      CASINO_ID,
      ROW_KEY,
    ],
    rowId: 'rowKey',
    sort: { id: 'ggr', desc: true },
  }),
  'player-performance': report('player-performance', P.ViewPlayerPerformanceReport, 'players', {
    params: [...PERIOD, 'currency', 'player'],
    fields: [
      counted(text('playerName')),
      text('agentName'),
      CURRENCY,
      count('sessions'),
      ...played.slice(0, 3),
      money('net'),
      { id: 'largestWin', type: 'money' },
      ...PLAYER_IDS,
    ],
    rowId: 'playerId',
    sort: { id: 'playerName', desc: false },
    drill: [toPlayer('playerName', 'player-sessions')],
  }),
  'game-activity': report('game-activity', P.ViewGameActivityReport, 'games', {
    params: [...PERIOD, ...GAMES, 'channel', 'technology', 'currency'],
    fields: [
      counted(dateTime('hour')),
      GAME_NAME,
      { id: 'channel', type: 'channel' },
      { id: 'technology', type: 'technology' },
      CURRENCY,
      ...played,
      PLAYERS,
      GAME_ID,
      ROW_KEY,
    ],
    rowId: 'rowKey',
    // a row per clock hour: a year is already 8 784 hours per game, channel and currency
    maxDays: 366,
    sort: { id: 'hour', desc: true },
  }),
};

/** The columns of a round every list of rounds shows (after its time), up to the stake. */
const ROUND_COLUMNS: readonly FieldDef[] = [
  GAME_NAME,
  FAMILY,
  text('account'),
  text('agentName'),
  text('casinoName'),
  { id: 'betId', type: 'id', optional: true },
  { id: 'roundId', type: 'id', optional: true },
  CURRENCY,
  money('betAmount'),
];
/** The ids a round's row carries for the round detail, the drill-downs, the filters and the actions. */
const ROUND_IDS: readonly FieldDef[] = [hiddenId('idStr'), GAME_ID, ...PLAYER_IDS, CASINO_ID];

export const REPORTS: Readonly<Record<ReportKey, ReportDefinition>> = {
  'game-history': report('game-history', P.ViewGameHistoryReport, 'games', {
    params: [...PERIOD, ...ROUND_FILTERS],
    fields: [counted(dateTime('betTime')), ...ROUND_COLUMNS, money('payout'), money('ggr'), ...ROUND_IDS],
    rowId: 'idStr',
    sort: { id: 'betTime', desc: true },
    drill: [toPlayer('account', 'player-sessions')],
  }),
  'player-sessions': report('player-sessions', P.ViewPlayerSessionsReport, 'players', {
    params: [...PERIOD, 'casino', 'currency', 'player'],
    fields: [
      counted(dateTime('startedAt')),
      { ...dateTime('endedAt'), optional: true },
      { id: 'duration', type: 'duration' },
      ...PLAYER_COLUMNS,
      text('casinoName'),
      { id: 'channel', type: 'channel', optional: true },
      { ...text('ipAddress'), optional: true },
      { ...text('device'), optional: true },
      CURRENCY,
      ...played,
      hiddenId('sessionId'),
      ...PLAYER_IDS,
      CASINO_ID,
    ],
    rowId: 'sessionId',
    sort: { id: 'startedAt', desc: true },
    drill: [toPlayer('playerName', 'game-history')],
  }),
  'agent-summary': report('agent-summary', P.ViewAgentSummaryReport, 'agents', {
    params: [...PERIOD, 'currency'],
    fields: [
      text('agentName'),
      CURRENCY,
      count('players'),
      ...played,
      hold,
      money('deposits'),
      money('withdrawals'),
      { ...money('adjustments'), optional: true },
      hiddenId('agentId'),
      ROW_KEY,
    ],
    rowId: 'rowKey',
    sort: { id: 'agentName', desc: false },
    drill: [{ column: 'agentName', report: 'agent-summary', agent: 'row', set: { sub: false } }],
    subAgentsByDefault: false,
  }),
  'credit-transfer': report('credit-transfer', P.ViewCreditTransferReport, 'agents', {
    params: [...PERIOD, 'currency'],
    fields: [
      counted(dateTime('createdAt')),
      text('fromAgentName'),
      text('toAgentName'),
      CURRENCY,
      money('amount'),
      text('userName'),
      hiddenId('transferId'),
    ],
    rowId: 'transferId',
    sort: { id: 'createdAt', desc: true },
    subAgentsByDefault: false,
  }),
  'balance-adjustments': report('balance-adjustments', P.ViewBalanceAdjustmentsReport, 'players', {
    params: [...PERIOD, 'currency', 'player'],
    fields: [
      counted(dateTime('createdAt')),
      ...PLAYER_COLUMNS,
      { id: 'kind', type: 'adjustmentKind' },
      CURRENCY,
      money('amount'),
      text('reason'),
      text('userName'),
      hiddenId('adjustmentId'),
      ...PLAYER_IDS,
    ],
    rowId: 'adjustmentId',
    sort: { id: 'createdAt', desc: true },
  }),
  ...PERFORMANCE_REPORTS,
  'pending-games': report('pending-games', P.ViewPendingGamesReport, 'games', {
    // every round still open, whenever it was played: no period
    params: ['includeSubAgents', ...ROUND_FILTERS],
    fields: [
      counted(dateTime('betTime')),
      { id: 'openFor', type: 'duration' },
      ...ROUND_COLUMNS,
      money('payoutDue'),
      ...ROUND_IDS,
    ],
    rowId: 'idStr',
    sort: { id: 'betTime', desc: false },
    drill: [toPlayer('account', 'game-history')],
    actions: [
      {
        id: 'close-round',
        permission: P.ClosePendingGames,
        path: '/api/report/pendinggames/close',
        body: { betId: 'idStr' },
        danger: true,
      },
      {
        id: 'close-casino',
        permission: P.CloseCasinoPendingGames,
        path: '/api/report/pendinggames/closecasino',
        body: { agentId: '@agent', casinoId: 'casinoId' },
        requires: 'casinoId',
        danger: true,
      },
    ],
  }),
  'side-bets': report('side-bets', P.ViewSideBetsReport, 'games', {
    params: [...PERIOD, 'currency'],
    fields: [
      { id: 'featureType', type: 'sideBetType' },
      { id: 'result', type: 'sideBetResult' },
      CURRENCY,
      count('sideBets'),
      PLAYERS,
      money('stakes'),
      money('wins'),
      money('ggr'),
      { ...hold, total: { ratio: ['ggr', 'stakes'] } },
      ROW_KEY,
    ],
    rowId: 'rowKey',
    sort: { id: 'featureType', desc: false },
  }),
  'opt-in': report('opt-in', P.ViewOptInReport, 'players', {
    params: [...PERIOD, ...GAMES, 'player'],
    fields: [
      counted(dateTime('createdAt')),
      ...PLAYER_COLUMNS,
      GAME_NAME,
      { id: 'action', type: 'optInAction' },
      hiddenId('actionId'),
      GAME_ID,
      ...PLAYER_IDS,
    ],
    rowId: 'actionId',
    sort: { id: 'createdAt', desc: true },
  }),
  'jackpot-history': report('jackpot-history', P.ViewJackpotHistoryReport, 'games', {
    params: [...PERIOD, ...ROUND_FILTERS],
    fields: [
      counted(dateTime('hitAt')),
      { id: 'jackpotType', type: 'jackpotType' },
      ...PLAYER_COLUMNS,
      text('casinoName'),
      GAME_NAME,
      { id: 'betId', type: 'id' },
      CURRENCY,
      money('amount'),
      hiddenId('hitId'),
      GAME_ID,
      ...PLAYER_IDS,
      CASINO_ID,
    ],
    rowId: 'hitId',
    sort: { id: 'hitAt', desc: true },
    drill: [toPlayer('playerName', 'game-history')],
  }),
  'tournament-winners': report('tournament-winners', P.ViewTournamentWinnersReport, 'players', {
    params: [...PERIOD, 'currency', 'player'],
    fields: [
      text('tournamentName'),
      dateTime('startsAt'),
      dateTime('endsAt'),
      { id: 'rank', type: 'count' },
      counted(text('playerName')),
      text('agentName'),
      CURRENCY,
      money('prize'),
      hiddenId('winnerKey'),
      hiddenId('tournamentId'),
      ...PLAYER_IDS,
    ],
    rowId: 'winnerKey',
    sort: { id: 'endsAt', desc: true },
  }),
};

export const REPORT_LIST: readonly ReportDefinition[] = REPORT_KEYS.map((key) => REPORTS[key]);

export function isReportKey(value: unknown): value is ReportKey {
  return typeof value === 'string' && (REPORT_KEYS as readonly string[]).includes(value);
}

/** The columns of the table and the CSV: the fields that are not hidden, in order. */
export function columnsOf(def: ReportDefinition): ColumnDef[] {
  return def.fields.filter((f): f is ColumnDef => !f.hidden);
}

/** The fields the server sorts by. */
export function sortableFields(def: ReportDefinition): string[] {
  return columnsOf(def)
    .filter((f) => f.sortable !== false)
    .map((f) => f.id);
}

/** The dashboard: its own page with its own permission (not a table report). */
export const DASHBOARD_PATH = '/api/report/dashboard';
export const DASHBOARD_PERMISSION = P.ViewDashboard;
