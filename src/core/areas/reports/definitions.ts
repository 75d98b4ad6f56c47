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

export interface FieldDef {
  readonly id: string;
  readonly type: FieldType;
  /** Not a column of the table or the CSV (an id a drill-down or the round detail needs). */
  readonly hidden?: boolean;
  /**
   * A column the table shows only once the user picks it in its column settings (a detail most people
   * do not need on a laptop's width: ids, addresses); the CSV always has it.
   */
  readonly optional?: boolean;
  /** The server sorts by it (default true for shown columns). */
  readonly sortable?: boolean;
  readonly total?: TotalRule;
  /** The translation key of what an empty value shows (a row of play outside any casino). */
  readonly empty?: string;
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

const money = (id: string): FieldDef => ({ id, type: 'money', total: 'sum' });
const count = (id: string): FieldDef => ({ id, type: 'count', total: 'sum' });
/** The hold: GGR over bets, of each row and of the summed totals. */
const hold: FieldDef = { id: 'hold', type: 'percent', total: { ratio: ['ggr', 'bets'] } };
/** The played figures of a row: rounds, bets, wins and GGR (bets minus wins). */
const played = [count('rounds'), money('bets'), money('wins'), money('ggr')];

/**
 * The performance reports: cafe summary, player game, game, casino and player performance, game
 * activity. Each groups the rounds (and, for cafes and players, the wallet and sessions) of the agent
 * and below, so their totals equal game history's for the same period.
 */
const PERFORMANCE_REPORTS: Readonly<Record<(typeof PERFORMANCE_REPORT_KEYS)[number], ReportDefinition>> = {
  'cafe-summary': {
    key: 'cafe-summary',
    path: '/api/report/cafesummary',
    permission: P.ViewCafeSummaryReport,
    group: 'agents',
    params: ['dateRange', 'includeSubAgents', 'pos', 'currency'],
    fields: [
      { id: 'day', type: 'day', total: 'count' },
      { id: 'posName', type: 'text' },
      { id: 'agentName', type: 'text', optional: true },
      { id: 'currency', type: 'currency' },
      money('deposits'),
      money('withdrawals'),
      money('netCash'),
      ...played,
      { id: 'posId', type: 'id', hidden: true },
      { id: 'agentId', type: 'id', hidden: true },
      { id: 'rowKey', type: 'id', hidden: true },
    ],
    rowId: 'rowKey',
    sort: { id: 'day', desc: true },
    subAgentsByDefault: true,
  },
  'player-game': {
    key: 'player-game',
    path: '/api/report/playergame',
    permission: P.ViewPlayerGameReport,
    group: 'players',
    params: ['dateRange', 'includeSubAgents', 'gameFamily', 'game', 'currency', 'player'],
    fields: [
      { id: 'playerName', type: 'text', total: 'count' },
      { id: 'agentName', type: 'text' },
      { id: 'gameName', type: 'game' },
      { id: 'family', type: 'family', sortable: false },
      { id: 'currency', type: 'currency' },
      ...played,
      hold,
      { id: 'playerId', type: 'id', hidden: true },
      { id: 'agentId', type: 'id', hidden: true },
      { id: 'externalGameId', type: 'count', hidden: true },
      { id: 'rowKey', type: 'id', hidden: true },
    ],
    rowId: 'rowKey',
    sort: { id: 'playerName', desc: false },
    drill: [
      {
        column: 'playerName',
        report: 'game-history',
        agent: 'row',
        fromRow: { player: 'playerId', playerName: 'playerName', game: 'externalGameId' },
      },
    ],
    subAgentsByDefault: true,
  },
  'game-performance': {
    key: 'game-performance',
    path: '/api/report/gameperformance',
    permission: P.ViewGamePerformanceReport,
    group: 'games',
    params: ['dateRange', 'includeSubAgents', 'gameFamily', 'game', 'currency'],
    fields: [
      { id: 'gameName', type: 'game', total: 'count' },
      { id: 'family', type: 'family', sortable: false },
      { id: 'currency', type: 'currency' },
      ...played,
      hold,
      { id: 'players', type: 'count' },
      { id: 'externalGameId', type: 'count', hidden: true },
      { id: 'rowKey', type: 'id', hidden: true },
    ],
    rowId: 'rowKey',
    sort: { id: 'ggr', desc: true },
    drill: [
      { column: 'gameName', report: 'game-history', agent: 'same', fromRow: { game: 'externalGameId' } },
    ],
    subAgentsByDefault: true,
  },
  'casino-performance': {
    key: 'casino-performance',
    path: '/api/report/casinoperformance',
    permission: P.ViewCasinoPerformanceReport,
    group: 'games',
    params: ['dateRange', 'includeSubAgents', 'casino', 'currency'],
    fields: [
      { id: 'casinoName', type: 'text', total: 'count', empty: 'app.reports.params.no-casino' },
      { id: 'currency', type: 'currency' },
      ...played,
      hold,
      { id: 'players', type: 'count' },
      { id: 'casinoId', type: 'text', hidden: true },
      { id: 'rowKey', type: 'id', hidden: true },
    ],
    rowId: 'rowKey',
    sort: { id: 'ggr', desc: true },
    subAgentsByDefault: true,
  },
  'player-performance': {
    key: 'player-performance',
    path: '/api/report/playerperformance',
    permission: P.ViewPlayerPerformanceReport,
    group: 'players',
    params: ['dateRange', 'includeSubAgents', 'currency', 'player'],
    fields: [
      { id: 'playerName', type: 'text', total: 'count' },
      { id: 'agentName', type: 'text' },
      { id: 'currency', type: 'currency' },
      count('sessions'),
      ...played.slice(0, 3),
      money('net'),
      { id: 'largestWin', type: 'money' },
      { id: 'playerId', type: 'id', hidden: true },
      { id: 'agentId', type: 'id', hidden: true },
    ],
    rowId: 'playerId',
    sort: { id: 'playerName', desc: false },
    drill: [
      {
        column: 'playerName',
        report: 'player-sessions',
        agent: 'row',
        fromRow: { player: 'playerId', playerName: 'playerName' },
      },
    ],
    subAgentsByDefault: true,
  },
  'game-activity': {
    key: 'game-activity',
    path: '/api/report/gameactivity',
    permission: P.ViewGameActivityReport,
    group: 'games',
    params: ['dateRange', 'includeSubAgents', 'gameFamily', 'game', 'channel', 'technology', 'currency'],
    fields: [
      { id: 'hour', type: 'dateTime', total: 'count' },
      { id: 'gameName', type: 'game' },
      { id: 'channel', type: 'channel' },
      { id: 'technology', type: 'technology' },
      { id: 'currency', type: 'currency' },
      ...played,
      { id: 'players', type: 'count' },
      { id: 'externalGameId', type: 'count', hidden: true },
      { id: 'rowKey', type: 'id', hidden: true },
    ],
    rowId: 'rowKey',
    // a row per clock hour: a year is already 8 784 hours per game, channel and currency
    maxDays: 366,
    sort: { id: 'hour', desc: true },
    subAgentsByDefault: true,
  },
};

/** The columns of a round every list of rounds shows (after its time), up to the stake. */
const ROUND_COLUMNS: readonly FieldDef[] = [
  { id: 'gameName', type: 'game' },
  { id: 'family', type: 'family', sortable: false },
  { id: 'account', type: 'text' },
  { id: 'agentName', type: 'text' },
  { id: 'casinoName', type: 'text' },
  { id: 'betId', type: 'id', optional: true },
  { id: 'roundId', type: 'id', optional: true },
  { id: 'currency', type: 'currency' },
  money('betAmount'),
];
/** The ids a round's row carries for the round detail, the drill-downs, the filters and the actions. */
const ROUND_IDS: readonly FieldDef[] = [
  { id: 'idStr', type: 'id', hidden: true },
  { id: 'externalGameId', type: 'count', hidden: true },
  { id: 'playerId', type: 'id', hidden: true },
  { id: 'agentId', type: 'id', hidden: true },
  { id: 'casinoId', type: 'text', hidden: true },
];

export const REPORTS: Readonly<Record<ReportKey, ReportDefinition>> = {
  'game-history': {
    key: 'game-history',
    path: '/api/report/gamehistory',
    permission: P.ViewGameHistoryReport,
    group: 'games',
    params: ['dateRange', 'includeSubAgents', 'casino', 'gameFamily', 'game', 'currency', 'player'],
    fields: [
      { id: 'betTime', type: 'dateTime', total: 'count' },
      ...ROUND_COLUMNS,
      money('payout'),
      money('ggr'),
      ...ROUND_IDS,
    ],
    rowId: 'idStr',
    sort: { id: 'betTime', desc: true },
    drill: [
      {
        column: 'account',
        report: 'player-sessions',
        agent: 'row',
        fromRow: { player: 'playerId', playerName: 'account' },
      },
    ],
    subAgentsByDefault: true,
  },
  'player-sessions': {
    key: 'player-sessions',
    path: '/api/report/playersessions',
    permission: P.ViewPlayerSessionsReport,
    group: 'players',
    params: ['dateRange', 'includeSubAgents', 'casino', 'currency', 'player'],
    fields: [
      { id: 'startedAt', type: 'dateTime', total: 'count' },
      { id: 'endedAt', type: 'dateTime', optional: true },
      { id: 'duration', type: 'duration' },
      { id: 'playerName', type: 'text' },
      { id: 'agentName', type: 'text' },
      { id: 'casinoName', type: 'text' },
      { id: 'channel', type: 'channel', optional: true },
      { id: 'ipAddress', type: 'text', optional: true },
      { id: 'device', type: 'text', optional: true },
      { id: 'currency', type: 'currency' },
      count('rounds'),
      money('bets'),
      money('wins'),
      money('ggr'),
      { id: 'sessionId', type: 'id', hidden: true },
      { id: 'playerId', type: 'id', hidden: true },
      { id: 'agentId', type: 'id', hidden: true },
      { id: 'casinoId', type: 'text', hidden: true },
    ],
    rowId: 'sessionId',
    sort: { id: 'startedAt', desc: true },
    drill: [
      {
        column: 'playerName',
        report: 'game-history',
        agent: 'row',
        fromRow: { player: 'playerId', playerName: 'playerName' },
      },
    ],
    subAgentsByDefault: true,
  },
  'agent-summary': {
    key: 'agent-summary',
    path: '/api/report/agentsummary',
    permission: P.ViewAgentSummaryReport,
    group: 'agents',
    params: ['dateRange', 'includeSubAgents', 'currency'],
    fields: [
      { id: 'agentName', type: 'text' },
      { id: 'currency', type: 'currency' },
      count('players'),
      count('rounds'),
      money('bets'),
      money('wins'),
      money('ggr'),
      { id: 'hold', type: 'percent', total: { ratio: ['ggr', 'bets'] } },
      money('deposits'),
      money('withdrawals'),
      { ...money('adjustments'), optional: true },
      { id: 'agentId', type: 'id', hidden: true },
      { id: 'rowKey', type: 'id', hidden: true },
    ],
    rowId: 'rowKey',
    sort: { id: 'agentName', desc: false },
    drill: [{ column: 'agentName', report: 'agent-summary', agent: 'row', set: { sub: false } }],
    subAgentsByDefault: false,
  },
  'credit-transfer': {
    key: 'credit-transfer',
    path: '/api/report/credittransfer',
    permission: P.ViewCreditTransferReport,
    group: 'agents',
    params: ['dateRange', 'includeSubAgents', 'currency'],
    fields: [
      { id: 'createdAt', type: 'dateTime', total: 'count' },
      { id: 'fromAgentName', type: 'text' },
      { id: 'toAgentName', type: 'text' },
      { id: 'currency', type: 'currency' },
      money('amount'),
      { id: 'userName', type: 'text' },
      { id: 'transferId', type: 'id', hidden: true },
    ],
    rowId: 'transferId',
    sort: { id: 'createdAt', desc: true },
    subAgentsByDefault: false,
  },
  'balance-adjustments': {
    key: 'balance-adjustments',
    path: '/api/report/balanceadjustments',
    permission: P.ViewBalanceAdjustmentsReport,
    group: 'players',
    params: ['dateRange', 'includeSubAgents', 'currency', 'player'],
    fields: [
      { id: 'createdAt', type: 'dateTime', total: 'count' },
      { id: 'playerName', type: 'text' },
      { id: 'agentName', type: 'text' },
      { id: 'kind', type: 'adjustmentKind' },
      { id: 'currency', type: 'currency' },
      money('amount'),
      { id: 'reason', type: 'text' },
      { id: 'userName', type: 'text' },
      { id: 'adjustmentId', type: 'id', hidden: true },
      { id: 'playerId', type: 'id', hidden: true },
      { id: 'agentId', type: 'id', hidden: true },
    ],
    rowId: 'adjustmentId',
    sort: { id: 'createdAt', desc: true },
    subAgentsByDefault: true,
  },
  ...PERFORMANCE_REPORTS,
  'pending-games': {
    key: 'pending-games',
    path: '/api/report/pendinggames',
    permission: P.ViewPendingGamesReport,
    group: 'games',
    // every round still open, whenever it was played: no period
    params: ['includeSubAgents', 'casino', 'gameFamily', 'game', 'currency', 'player'],
    fields: [
      { id: 'betTime', type: 'dateTime', total: 'count' },
      { id: 'openFor', type: 'duration' },
      ...ROUND_COLUMNS,
      money('payoutDue'),
      ...ROUND_IDS,
    ],
    rowId: 'idStr',
    sort: { id: 'betTime', desc: false },
    drill: [
      {
        column: 'account',
        report: 'game-history',
        agent: 'row',
        fromRow: { player: 'playerId', playerName: 'account' },
      },
    ],
    subAgentsByDefault: true,
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
  },
  'side-bets': {
    key: 'side-bets',
    path: '/api/report/sidebets',
    permission: P.ViewSideBetsReport,
    group: 'games',
    params: ['dateRange', 'includeSubAgents', 'currency'],
    fields: [
      { id: 'featureType', type: 'sideBetType' },
      { id: 'result', type: 'sideBetResult' },
      { id: 'currency', type: 'currency' },
      count('sideBets'),
      // distinct per row: a sum over rows would count a player of two rows twice
      { id: 'players', type: 'count' },
      money('stakes'),
      money('wins'),
      money('ggr'),
      { id: 'hold', type: 'percent', total: { ratio: ['ggr', 'stakes'] } },
      { id: 'rowKey', type: 'id', hidden: true },
    ],
    rowId: 'rowKey',
    sort: { id: 'featureType', desc: false },
    subAgentsByDefault: true,
  },
  'opt-in': {
    key: 'opt-in',
    path: '/api/report/optin',
    permission: P.ViewOptInReport,
    group: 'players',
    params: ['dateRange', 'includeSubAgents', 'gameFamily', 'game', 'player'],
    fields: [
      { id: 'createdAt', type: 'dateTime', total: 'count' },
      { id: 'playerName', type: 'text' },
      { id: 'agentName', type: 'text' },
      { id: 'gameName', type: 'game' },
      { id: 'action', type: 'optInAction' },
      { id: 'actionId', type: 'id', hidden: true },
      { id: 'externalGameId', type: 'count', hidden: true },
      { id: 'playerId', type: 'id', hidden: true },
      { id: 'agentId', type: 'id', hidden: true },
    ],
    rowId: 'actionId',
    sort: { id: 'createdAt', desc: true },
    subAgentsByDefault: true,
  },
  'jackpot-history': {
    key: 'jackpot-history',
    path: '/api/report/jackpothistory',
    permission: P.ViewJackpotHistoryReport,
    group: 'games',
    params: ['dateRange', 'includeSubAgents', 'casino', 'gameFamily', 'game', 'currency', 'player'],
    fields: [
      { id: 'hitAt', type: 'dateTime', total: 'count' },
      { id: 'jackpotType', type: 'jackpotType' },
      { id: 'playerName', type: 'text' },
      { id: 'agentName', type: 'text' },
      { id: 'casinoName', type: 'text' },
      { id: 'gameName', type: 'game' },
      { id: 'betId', type: 'id' },
      { id: 'currency', type: 'currency' },
      money('amount'),
      { id: 'hitId', type: 'id', hidden: true },
      { id: 'externalGameId', type: 'count', hidden: true },
      { id: 'playerId', type: 'id', hidden: true },
      { id: 'agentId', type: 'id', hidden: true },
      { id: 'casinoId', type: 'text', hidden: true },
    ],
    rowId: 'hitId',
    sort: { id: 'hitAt', desc: true },
    drill: [
      {
        column: 'playerName',
        report: 'game-history',
        agent: 'row',
        fromRow: { player: 'playerId', playerName: 'playerName' },
      },
    ],
    subAgentsByDefault: true,
  },
  'tournament-winners': {
    key: 'tournament-winners',
    path: '/api/report/tournamentwinners',
    permission: P.ViewTournamentWinnersReport,
    group: 'players',
    params: ['dateRange', 'includeSubAgents', 'currency', 'player'],
    fields: [
      { id: 'tournamentName', type: 'text' },
      { id: 'startsAt', type: 'dateTime' },
      { id: 'endsAt', type: 'dateTime' },
      { id: 'rank', type: 'count' },
      { id: 'playerName', type: 'text', total: 'count' },
      { id: 'agentName', type: 'text' },
      { id: 'currency', type: 'currency' },
      money('prize'),
      { id: 'winnerKey', type: 'id', hidden: true },
      { id: 'tournamentId', type: 'id', hidden: true },
      { id: 'playerId', type: 'id', hidden: true },
      { id: 'agentId', type: 'id', hidden: true },
    ],
    rowId: 'winnerKey',
    sort: { id: 'endsAt', desc: true },
    subAgentsByDefault: true,
  },
};

export const REPORT_LIST: readonly ReportDefinition[] = REPORT_KEYS.map((key) => REPORTS[key]);

export function isReportKey(value: unknown): value is ReportKey {
  return typeof value === 'string' && (REPORT_KEYS as readonly string[]).includes(value);
}

/** The columns of the table and the CSV: the fields that are not hidden, in order. */
export function columnsOf(def: ReportDefinition): FieldDef[] {
  return def.fields.filter((f) => !f.hidden);
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
