/**
 * Calendar days as the console writes them: 'YYYY-MM-DD' in values, URLs and requests, and
 * 'DD/MM/YYYY' where people type or read one, whatever the browser's own date format. Pure.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a day of the calendar written 'YYYY-MM-DD' (no 2024-02-30), years 1900-9999. */
export function isDay(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = DAY.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
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
