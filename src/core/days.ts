/**
 * Calendar days, the one module of their rules for the server and the browser: a day is written
 * 'YYYY-MM-DD' in values, URLs, requests and the database, and 'DD/MM/YYYY' where people type or read
 * one, whatever the browser's own date format. Arithmetic on days is on the calendar (no time zone,
 * no summer time); `localMidnight` and `todayIn` are where a day meets a time zone. Pure.
 */

/**
 * The written form of a day, 'YYYY-MM-DD', without the calendar check: how a request tells a day
 * from an instant ('2026-03-01' vs '2026-03-01T10:00:00Z'). Its `source` is a PostgreSQL regular
 * expression as well, for the queries that tell them apart in SQL.
 */
export const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

const MS_PER_DAY = 86_400_000;

/** Whether the text is written as a day ('YYYY-MM-DD'), whether or not the calendar has that day. */
export function isDayFormat(text: string): boolean {
  return DAY_FORMAT.test(text);
}

/** Whether the text is a day of the calendar written 'YYYY-MM-DD' (no 2024-02-30), years 1900-9999. */
export function isDay(text: unknown): text is string {
  if (typeof text !== 'string' || !isDayFormat(text)) return false;
  const [y, mo, d] = [Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8, 10))];
  if (y < 1900 || y > 9999) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** 'DD/MM/YYYY' (leading zeros optional) -> 'YYYY-MM-DD', or null when it is no day of the calendar. */
export function parseDayInput(text: string): string | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const day = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  return isDay(day) ? day : null;
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY' (the date input of the console); '' for anything else. */
export function formatDayInput(day: string): string {
  return isDay(day) ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '';
}

/** A day as a local Date at midnight (what a calendar component shows). */
export function dayToDate(day: string): Date {
  return new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

/** A local Date's day, 'YYYY-MM-DD'. */
export function dateToDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * The local midnight (the browser's time zone) that starts a day, or the one `plusDays` later (1: the
 * end of the day, as an exclusive bound); null when the text is no day of the calendar.
 */
export function localMidnight(day: string, plusDays = 0): Date | null {
  if (!isDay(day)) return null;
  return new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) + plusDays);
}

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `days` after `day` (before it when negative), across months and years. */
export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * MS_PER_DAY);
}

/** Days from `from` to `to`, both included (1 for one day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY) + 1;
}

/** The Monday of the week of `day` (weeks start on Monday). */
export function startOfWeek(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay(); // 0 Sunday .. 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of the month of `day`. */
export function startOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** The last day of the month of `day`. */
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
