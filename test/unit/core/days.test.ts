/**
 * The day rules (src/core/days.ts), used by the server and the browser: a day is written 'YYYY-MM-DD'
 * and typed 'DD/MM/YYYY'; a day is one the calendar has, years 1900-9999; arithmetic on days is on the
 * calendar; a day meets a time zone only at its local midnight and in "today".
 */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateToDay,
  DAY_FORMAT,
  daysBetween,
  dayToDate,
  endOfMonth,
  formatDayInput,
  isDay,
  isDayFormat,
  localMidnight,
  parseDayInput,
  startOfMonth,
  startOfWeek,
  todayIn,
} from '../../../src/core/days';

describe('a day is written YYYY-MM-DD', () => {
  it('the written form is four digits, two, two, with dashes, and nothing around it', () => {
    expect(isDayFormat('2026-03-01')).toBe(true);
    for (const text of ['2026-3-1', '2026/03/01', '01/03/2026', ' 2026-03-01', '2026-03-01T00:00:00Z', ''])
      expect(isDayFormat(text), text).toBe(false);
  });

  it('the written form tells a day from an instant, even a day the calendar lacks', () => {
    expect(isDayFormat('2026-02-30')).toBe(true);
    expect(isDayFormat('2026-03-01 10:00')).toBe(false);
  });

  it('the pattern is one PostgreSQL reads as well: no JavaScript-only syntax', () => {
    expect(DAY_FORMAT.source).toBe('^\\d{4}-\\d{2}-\\d{2}$');
    expect(DAY_FORMAT.flags).toBe('');
  });
});

describe('a day is one the calendar has, years 1900-9999', () => {
  it('a real day is a day, leap days in leap years only', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2023-02-29')).toBe(false);
    expect(isDay('1900-02-29')).toBe(false);
    expect(isDay('2000-02-29')).toBe(true);
  });

  it('no month 13, no day 0 or 32, no 31st of a 30-day month', () => {
    for (const text of ['2026-13-01', '2026-00-10', '2026-01-00', '2026-01-32', '2026-04-31'])
      expect(isDay(text), text).toBe(false);
  });

  it('years before 1900 are refused', () => {
    expect(isDay('1899-12-31')).toBe(false);
    expect(isDay('1900-01-01')).toBe(true);
    expect(isDay('9999-12-31')).toBe(true);
  });

  it('anything but a text is no day', () => {
    for (const value of [null, undefined, 20260301, new Date()]) expect(isDay(value)).toBe(false);
  });
});

describe('people type and read a day DD/MM/YYYY', () => {
  it('typed DD/MM/YYYY, leading zeros optional, spaces around ignored', () => {
    expect(parseDayInput('01/03/2026')).toBe('2026-03-01');
    expect(parseDayInput(' 1/3/2026 ')).toBe('2026-03-01');
  });

  it('a typed day the calendar lacks, or another order, is no day', () => {
    expect(parseDayInput('30/02/2026')).toBeNull();
    expect(parseDayInput('2026-03-01')).toBeNull();
    expect(parseDayInput('03/01/26')).toBeNull();
  });

  it('a day reads DD/MM/YYYY; anything else reads as nothing', () => {
    expect(formatDayInput('2026-03-01')).toBe('01/03/2026');
    expect(formatDayInput('2026-02-30')).toBe('');
  });

  it('a calendar component shows a day at local midnight, and gives it back', () => {
    const date = dayToDate('2026-03-01');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 1, 0]);
    expect(dateToDay(date)).toBe('2026-03-01');
  });
});

describe('a day starts at local midnight', () => {
  it('the start of a day is its local midnight; one day later is the end of it', () => {
    expect(localMidnight('2026-03-01')).toEqual(new Date(2026, 2, 1));
    expect(localMidnight('2026-03-31', 1)).toEqual(new Date(2026, 3, 1));
  });

  it('a day the calendar lacks has no midnight', () => {
    expect(localMidnight('2026-02-30')).toBeNull();
    expect(localMidnight('')).toBeNull();
  });
});

describe('arithmetic on days is on the calendar', () => {
  it('adding days crosses months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('adding days ignores summer time (a day is a day, not 24 hours of a zone)', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });

  it('the days between two days count both ends', () => {
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-02-01', '2026-03-01')).toBe(29);
  });

  it('a week starts on Monday', () => {
    expect(startOfWeek('2026-03-01')).toBe('2026-02-23'); // a Sunday
    expect(startOfWeek('2026-03-02')).toBe('2026-03-02'); // a Monday
  });

  it('a month starts on the first and ends on its last day', () => {
    expect(startOfMonth('2026-03-17')).toBe('2026-03-01');
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(endOfMonth('2026-12-05')).toBe('2026-12-31');
  });
});

describe('today is a day of a time zone', () => {
  it('the same instant is a different day in different zones', () => {
    const now = Date.UTC(2026, 2, 1, 20, 0);
    expect(todayIn('UTC', now)).toBe('2026-03-01');
    expect(todayIn('Asia/Seoul', now)).toBe('2026-03-02');
    expect(todayIn('America/New_York', now)).toBe('2026-03-01');
  });

  it('an unknown or missing zone counts as UTC', () => {
    const now = Date.UTC(2026, 2, 1, 23, 30);
    expect(todayIn('Mars/Olympus', now)).toBe('2026-03-01');
    expect(todayIn(null, now)).toBe('2026-03-01');
  });
});
