/**
 * The dates of report parameters: days written 'YYYY-MM-DD' in the agent's time zone (the server reads
 * them in that zone), the date presets, and the DD/MM/YYYY text people type. Weeks start on Monday.
 * Pure: `today` comes from `todayIn(timeZone, now)`.
 */
import { addDays, daysBetween, startOfMonth, startOfWeek } from '../../days';

// the day rules live in src/core/days.ts; the report's forms and tests take them from here too
export {
  addDays,
  daysBetween,
  endOfMonth,
  formatDayInput,
  isDay,
  parseDayInput,
  startOfMonth,
  startOfWeek,
  todayIn,
} from '../../days';

/** The presets of the date range, in the order the form offers them. */
export const DATE_PRESETS = [
  'today',
  'yesterday',
  'this-week',
  'last-week',
  'this-month',
  'last-month',
  'last-7-days',
  'last-30-days',
  'last-90-days',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export type DateRangeChoice = DatePreset | 'custom';

export interface DayRange {
  /** First day, 'YYYY-MM-DD'. */
  from: string;
  /** Last day (included), 'YYYY-MM-DD'. */
  to: string;
}

export function isDatePreset(value: unknown): value is DatePreset {
  return typeof value === 'string' && (DATE_PRESETS as readonly string[]).includes(value);
}

/** The days of a preset, seen from `today`; weeks run Monday to Sunday, "this" periods end today. */
export function presetRange(preset: DatePreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'this-week':
      return { from: startOfWeek(today), to: today };
    case 'last-week': {
      const monday = addDays(startOfWeek(today), -7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'this-month':
      return { from: startOfMonth(today), to: today };
    case 'last-month': {
      const last = addDays(startOfMonth(today), -1);
      return { from: startOfMonth(last), to: last };
    }
    case 'last-7-days':
      return { from: addDays(today, -6), to: today };
    case 'last-30-days':
      return { from: addDays(today, -29), to: today };
    case 'last-90-days':
      return { from: addDays(today, -89), to: today };
  }
}

/** The period of the same length just before `range` (the dashboard's comparison). */
export function previousRange(range: DayRange): DayRange {
  const length = daysBetween(range.from, range.to);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}
