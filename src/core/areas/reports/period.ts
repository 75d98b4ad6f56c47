/**
 * The period a report may cover, one rule for the parameter form and the server:
 *
 * - its days lie between REPORT_FIRST_DAY and REPORT_LAST_DAY (both included; an instant's written day
 *   counts): no operator's activity lies before, and a year the calendar arithmetic of either side
 *   cannot write (five digits, or below 1000) never reaches it;
 * - `from` is not after `to`;
 * - it is at most `maxDays` long: `maxDaysOf(def)` for a report (MAX_REPORT_DAYS unless its definition
 *   says less), DASHBOARD_MAX_DAYS for the dashboard. A period given as instants may span that many
 *   days of 24 hours.
 *
 * A report asked for without `from` covers the longest period it may, ending at `to`; without `to`, it
 * ends now. So every report reads a bounded period, whatever its request says.
 */
import { daysBetween, isDay } from './dates';
import type { ReportDefinition } from './definitions';

export const REPORT_FIRST_DAY = '2000-01-01';
export const REPORT_LAST_DAY = '2099-12-31';
/** The longest period of a report (ten years), unless its definition says less. */
export const MAX_REPORT_DAYS = 3660;
/** The dashboard's longest period: it draws a bar per day and compares with the period before. */
export const DASHBOARD_MAX_DAYS = 366;

/** The longest period of a report, in days. */
export function maxDaysOf(def: Pick<ReportDefinition, 'maxDays'>): number {
  return def.maxDays ?? MAX_REPORT_DAYS;
}

/** A problem of a period: which field and the translation key of its message. */
export interface PeriodProblem {
  field: 'from' | 'to';
  key:
    | 'app.reports.errors.date'
    | 'app.reports.errors.range-order'
    | 'app.reports.errors.range-bounds'
    | 'app.reports.errors.range-span';
}

/** Whether a day ('YYYY-MM-DD') lies in the range reports cover. */
export function isReportDay(day: string): boolean {
  return isDay(day) && day >= REPORT_FIRST_DAY && day <= REPORT_LAST_DAY;
}

/** The problems of a period of days (empty when it may run). */
export function periodProblems(from: string, to: string, maxDays: number): PeriodProblem[] {
  const problems: PeriodProblem[] = [];
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!isDay(day)) problems.push({ field, key: 'app.reports.errors.date' });
    else if (!isReportDay(day)) problems.push({ field, key: 'app.reports.errors.range-bounds' });
  }
  if (problems.length) return problems;
  if (from > to) return [{ field: 'to', key: 'app.reports.errors.range-order' }];
  if (daysBetween(from, to) > maxDays) return [{ field: 'to', key: 'app.reports.errors.range-span' }];
  return [];
}
