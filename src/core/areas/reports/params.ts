/**
 * The parameters of a report as the form holds them, how they travel in the URL (so a report can be
 * shared), how they are remembered per report in browser storage, and the request body they make.
 *
 * Combo boxes use the console's markers: 'select all' is -999, and '__NULL__NULL__' picks the rows
 * whose value is empty (the games of no family, the play outside any casino). Pure: no DOM (storage is passed in).
 */
import type { TranslationKey } from '../../i18n/keys';
import { DATE_PRESETS, isDatePreset, isDay, presetRange, type DateRangeChoice, type DayRange } from './dates';
import { GAME_FAMILIES } from './families';
import { CHANNELS, TECHNOLOGIES } from './fields';
import type { ParamName, ReportDefinition, ReportKey } from './definitions';
import { MAX_REPORT_DAYS, periodProblems } from './period';

/** The combo-box value that selects everything. */
export const SELECT_ALL = -999;
export const SELECT_ALL_VALUE = String(SELECT_ALL);
/** The combo-box value that stands for "no value" (null). */
export const NULL_MARKER = '__NULL__NULL__';
/** Browser storage of the parameters last used, per report. */
export const REPORT_SETTINGS_KEY = 'casino.report-settings';

/** The technology that selects every technology (the game technology code 0). */
export const ALL_TECHNOLOGIES = '0';

export const DEFAULT_RANGE: DateRangeChoice = 'last-7-days';

export interface ReportParams {
  /** A preset, or 'custom' with `from` and `to`. */
  range: DateRangeChoice;
  from: string;
  to: string;
  sub: boolean;
  /** SELECT_ALL_VALUE, NULL_MARKER (play outside any casino) or a casino id. */
  casino: string;
  /** SELECT_ALL_VALUE, NULL_MARKER or a family. */
  family: string;
  /** SELECT_ALL_VALUE or an external game id. */
  game: string;
  /** SELECT_ALL_VALUE or a currency code. */
  currency: string;
  /** SELECT_ALL_VALUE or a player id, with the name shown for it. */
  player: string;
  playerName: string;
  /** SELECT_ALL_VALUE or a channel code ('0' to '4'). */
  channel: string;
  /** ALL_TECHNOLOGIES or a technology code ('1' to '3'). */
  technology: string;
  /** SELECT_ALL_VALUE or a cafe id. */
  pos: string;
}

/** The URL keys of the parameters (the list keys page, size and sort are the table's). */
export const PARAM_KEYS = [
  'range',
  'from',
  'to',
  'sub',
  'casino',
  'family',
  'game',
  'currency',
  'player',
  'playerName',
  'channel',
  'technology',
  'pos',
] as const;

export function defaultParams(def: ReportDefinition): ReportParams {
  return {
    range: DEFAULT_RANGE,
    from: '',
    to: '',
    sub: def.subAgentsByDefault,
    casino: SELECT_ALL_VALUE,
    family: SELECT_ALL_VALUE,
    game: SELECT_ALL_VALUE,
    currency: SELECT_ALL_VALUE,
    player: SELECT_ALL_VALUE,
    playerName: '',
    channel: SELECT_ALL_VALUE,
    technology: ALL_TECHNOLOGIES,
    pos: SELECT_ALL_VALUE,
  };
}

const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const isUuid = (v: string) => GUID.test(v);

const has = (def: ReportDefinition, name: ParamName) => def.params.includes(name);

const validCasino = (v: string) => v === SELECT_ALL_VALUE || v === NULL_MARKER || isUuid(v);
const validFamily = (v: string) =>
  v === SELECT_ALL_VALUE || v === NULL_MARKER || (GAME_FAMILIES as readonly string[]).includes(v);
const validGame = (v: string) => v === SELECT_ALL_VALUE || /^\d{1,9}$/.test(v);
const validCurrency = (v: string) => v === SELECT_ALL_VALUE || /^[A-Z]{3}$/.test(v);
const validPlayer = (v: string) => v === SELECT_ALL_VALUE || isUuid(v);
const validChannel = (v: string) => v === SELECT_ALL_VALUE || (/^\d$/.test(v) && Number(v) < CHANNELS.length);
const validTechnology = (v: string) => /^\d$/.test(v) && Number(v) < TECHNOLOGIES.length;

/**
 * The parameters a record holds (a URL query or a stored entry), each checked; what is missing or
 * unusable keeps the value of `base`. Parameters the report does not take stay at their defaults.
 */
export function readParams(
  def: ReportDefinition,
  record: Readonly<Record<string, unknown>>,
  base: ReportParams = defaultParams(def),
): ReportParams {
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  const out: ReportParams = { ...base };
  const range = text('range');
  const from = text('from');
  const to = text('to');
  if (range === 'custom' && isDay(from) && isDay(to) && from <= to) Object.assign(out, { range, from, to });
  else if (isDatePreset(range)) Object.assign(out, { range, from: '', to: '' });
  const sub = text('sub') ?? (typeof record.sub === 'boolean' ? (record.sub ? '1' : '0') : undefined);
  if (has(def, 'includeSubAgents') && (sub === '1' || sub === '0')) out.sub = sub === '1';
  const casino = text('casino');
  if (has(def, 'casino') && casino !== undefined && validCasino(casino))
    out.casino = isUuid(casino) ? casino.toLowerCase() : casino;
  const family = text('family');
  if (has(def, 'gameFamily') && family !== undefined && validFamily(family)) out.family = family;
  const game = text('game');
  if (has(def, 'game') && game !== undefined && validGame(game)) out.game = game;
  const currency = text('currency');
  if (has(def, 'currency') && currency !== undefined && validCurrency(currency)) out.currency = currency;
  const player = text('player');
  if (has(def, 'player') && player !== undefined && validPlayer(player)) {
    out.player = player;
    out.playerName = player === SELECT_ALL_VALUE ? '' : (text('playerName') ?? '').slice(0, 100);
  }
  const channel = text('channel');
  if (has(def, 'channel') && channel !== undefined && validChannel(channel)) out.channel = channel;
  const technology = text('technology');
  if (has(def, 'technology') && technology !== undefined && validTechnology(technology))
    out.technology = technology;
  const cafe = text('pos');
  if (has(def, 'pos') && cafe !== undefined && (cafe === SELECT_ALL_VALUE || isUuid(cafe)))
    out.pos = cafe.toLowerCase();
  return out;
}

/** Whether the URL query holds report parameters (a shared or bookmarked report runs at once). */
export function queryHasParams(query: Readonly<Record<string, string>>): boolean {
  return PARAM_KEYS.some((key) => query[key] !== undefined);
}

/** The URL query of the parameters (every parameter the report takes, so the link says it all). */
export function paramsToQuery(def: ReportDefinition, p: ReportParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (has(def, 'dateRange')) {
    query.range = p.range;
    if (p.range === 'custom') Object.assign(query, { from: p.from, to: p.to });
  }
  if (has(def, 'includeSubAgents')) query.sub = p.sub ? '1' : '0';
  if (has(def, 'casino')) query.casino = p.casino;
  if (has(def, 'gameFamily')) query.family = p.family;
  if (has(def, 'game')) query.game = p.game;
  if (has(def, 'currency')) query.currency = p.currency;
  if (has(def, 'player')) {
    query.player = p.player;
    if (p.player !== SELECT_ALL_VALUE && p.playerName) query.playerName = p.playerName;
  }
  if (has(def, 'channel')) query.channel = p.channel;
  if (has(def, 'technology')) query.technology = p.technology;
  if (has(def, 'pos')) query.pos = p.pos;
  return query;
}

/** The days a parameter set covers, seen from `today` (a preset moves with the calendar). */
export function rangeOf(p: ReportParams, today: string): DayRange {
  return p.range === 'custom' ? { from: p.from, to: p.to } : presetRange(p.range, today);
}

/** A refused parameter: its field and the translation key of the reason. */
export interface ParamError {
  field: 'from' | 'to';
  key: TranslationKey;
}

/**
 * What is wrong with the parameters before anything is sent (empty when they can run): the period's
 * rules of ./period.ts (real days between 2000 and 2099, the end not before the start, at most
 * `maxDays` long).
 */
export function checkParams(p: ReportParams, maxDays: number = MAX_REPORT_DAYS): ParamError[] {
  if (p.range !== 'custom') return [];
  return periodProblems(p.from, p.to, maxDays);
}

/** The body of `POST {report url}` (paging and sorting added by the table). */
export interface ReportRequestBody {
  agentId: string;
  from?: string;
  to?: string;
  includeSubAgents?: boolean;
  casinoId?: string;
  gameFamily?: string;
  externalGameId?: number;
  currency?: string;
  playerId?: string;
  channel?: number;
  technology?: number;
  posId?: string;
}

export function requestBody(
  def: ReportDefinition,
  agentId: string,
  p: ReportParams,
  today: string,
): ReportRequestBody {
  const body: ReportRequestBody = { agentId };
  if (has(def, 'dateRange')) {
    const range = rangeOf(p, today);
    body.from = range.from;
    body.to = range.to;
  }
  if (has(def, 'includeSubAgents')) body.includeSubAgents = p.sub;
  if (has(def, 'casino')) body.casinoId = p.casino;
  if (has(def, 'gameFamily')) body.gameFamily = p.family;
  if (has(def, 'game')) body.externalGameId = Number(p.game);
  if (has(def, 'currency')) body.currency = p.currency;
  if (has(def, 'player')) body.playerId = p.player;
  if (has(def, 'channel')) body.channel = Number(p.channel);
  if (has(def, 'technology')) body.technology = Number(p.technology);
  if (has(def, 'pos')) body.posId = p.pos;
  return body;
}

/** The parameters stored for a report, or null. */
export function storedParams(
  storage: Pick<Storage, 'getItem'> | null | undefined,
  def: ReportDefinition,
): ReportParams | null {
  try {
    const all: unknown = JSON.parse(storage?.getItem(REPORT_SETTINGS_KEY) ?? 'null');
    const entry = all && typeof all === 'object' ? (all as Record<string, unknown>)[def.key] : null;
    return entry && typeof entry === 'object' ? readParams(def, entry as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Remembers the parameters of a report (the other reports' entries stay). */
export function storeParams(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null | undefined,
  key: ReportKey,
  query: Readonly<Record<string, string>>,
): void {
  if (!storage) return;
  try {
    let all: Record<string, unknown> = {};
    const parsed: unknown = JSON.parse(storage.getItem(REPORT_SETTINGS_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      all = parsed as Record<string, unknown>;
    all[key] = query;
    storage.setItem(REPORT_SETTINGS_KEY, JSON.stringify(all));
  } catch {
    // storage full or refused: the URL still holds the parameters
  }
}

export { DATE_PRESETS };
