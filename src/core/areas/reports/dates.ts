/**
 * The dates of report parameters: days written 'YYYY-MM-DD' in the agent's time zone (the server reads
 * them in that zone), the date presets, and the DD/MM/YYYY text people type. Weeks start on Monday.
 * Pure: `today` comes from `todayIn(timeZone, now)`.
 */
import { formatDayInput, isDay, parseDayInput } from '../../days';

export { formatDayInput, isDay, parseDayInput };

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

const MS_PER_DAY = 86_400_000;

export function isDatePreset(value: unknown): value is DatePreset {
  return typeof value === 'string' && (DATE_PRESETS as readonly string[]).includes(value);
}

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * MS_PER_DAY);
}

/** Days from `from` to `to`, both included (1 for one day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY) + 1;
}

/** The Monday of the week of `day`. */
export function startOfWeek(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay(); // 0 Sunday .. 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

export function startOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}

export function endOfMonth(day: string): string {
  const d = new Date(toUtc(startOfMonth(day)));
  return fromUtc(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
}

/** Today in a time zone ('Asia/Seoul'), as 'YYYY-MM-DD'; an unknown zone counts as UTC. */
export function todayIn(timeZone: string | null | undefined, now: number = Date.now()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: timeZone || 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(new Date(now));
  } catch {
    return fromUtc(now);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
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
