/**
 * The text of a report field, shared by the table (display) and the CSV export (server): dates in the
 * agent's time zone in the console's format, durations as h:mm:ss, enumerations translated, percentages
 * with one decimal, counts grouped in thousands as the totals row writes them. Money is the caller's: the table formats it in the row's currency, the CSV writes
 * the plain decimal. Pure: the translation function is passed in.
 */
import { isDayFormat } from '../../days';
import { formatDate, formatNumber, formatPercent } from '../../format';
import { gameFamilyOf, isGameFamily } from './families';
import type { FieldType } from './definitions';

/** The channels of a session, by their code (0 to 4). */
export const CHANNELS = ['instant-play', 'mobile', 'download', 'android-app', 'ios-app'] as const;
/** The game client technologies of a session, by their code (1 to 3; 0 stands for 'all' in filters). */
export const TECHNOLOGIES = [null, 'cpp', 'flash', 'html5'] as const;
/** The kinds of a balance adjustment. */
export const ADJUSTMENT_KINDS = ['Bonus', 'Correction', 'Chargeback', 'Goodwill'] as const;
/** The transaction types of a player's wallet. */
export const TRANSACTION_TYPES = ['Deposit', 'Withdrawal'] as const;
/** The feature types of a side bet. */
export const SIDE_BET_TYPES = ['LuckyWheelOfAnni', 'FunnyFatty', 'SideBetJackpot'] as const;
/** What became of a side bet: it paid something, or nothing. */
export const SIDE_BET_RESULTS = ['Won', 'Lost'] as const;
/** A player's choice about a game's features, or the back office's or the system's for them. */
export const OPT_IN_ACTIONS = ['OptOut', 'OptIn', 'ManualOptOut', 'AutomaticOptOut'] as const;
/** The jackpots a round may hit. */
export const JACKPOT_TYPES = ['Major', 'Minor', 'Maxi', 'Mini', 'Grand', 'Random', 'SSD'] as const;

/** The translation group of each enumeration field type (app.reports.<group>.<value>). */
const ENUMERATIONS = {
  adjustmentKind: 'adjustment-kinds',
  sideBetType: 'side-bet-types',
  sideBetResult: 'side-bet-results',
  optInAction: 'opt-in-actions',
  jackpotType: 'jackpot-types',
} as const;

import { dataText } from '../../i18n/data-text';
import type { Translate } from '../../i18n/keys';
export type { Translate };

export interface FieldContext {
  language: string;
  timeZone: string;
  t: Translate;
}

export function channelLabel(code: unknown, t: Translate): string {
  const key = typeof code === 'number' ? CHANNELS[code] : undefined;
  return key ? t(`app.reports.channels.${key}`) : String(code ?? '');
}

export function technologyLabel(code: unknown, t: Translate): string {
  const key = TECHNOLOGIES[Number(code)];
  return key ? t(`app.reports.technologies.${key}`) : String(code ?? '');
}

/** '2026-01-10' -> '10/01/26' (a calendar day, no time zone to apply). */
export function formatDay(day: string, language: string): string {
  return isDayFormat(day) ? formatDate(`${day}T12:00:00Z`, language, { time: false, timeZone: 'UTC' }) : '';
}

export function familyLabel(family: unknown, t: Translate): string {
  return isGameFamily(family) ? t(`app.reports.families.${family}`) : t('app.reports.families.none');
}

/** 3725 -> '1:02:05'. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The text of every field type but money (the caller formats amounts). */
export function fieldText(type: FieldType, value: unknown, ctx: FieldContext): string {
  if (value === null || value === undefined || value === '')
    return type === 'family' ? familyLabel(null, ctx.t) : '';
  switch (type) {
    case 'dateTime':
      return formatDate(String(value), ctx.language, { timeZone: ctx.timeZone });
    case 'day':
      return formatDay(String(value), ctx.language);
    case 'technology':
      return technologyLabel(value, ctx.t);
    case 'duration':
      return formatDuration(Number(value));
    case 'count':
      return formatNumber(Number(value), ctx.language, { maxFraction: 0 });
    case 'percent':
      return formatPercent(Number(value), ctx.language);
    case 'channel':
      return channelLabel(value, ctx.t);
    case 'family':
      return familyLabel(value, ctx.t);
    case 'adjustmentKind':
    case 'sideBetType':
    case 'sideBetResult':
    case 'optInAction':
    case 'jackpotType':
      return dataText(ctx.t, `app.reports.${ENUMERATIONS[type]}`, String(value));
    default:
      return String(value);
  }
}

export { gameFamilyOf };
