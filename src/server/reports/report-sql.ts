/**
 * The SQL of every report, by its key: the activity reports (./kinds.ts) and those of the game
 * features (./kinds-feat.ts), of performance (./kinds-perf.ts) and of pending rounds (./kinds-pend.ts).
 * A report definition without its SQL here fails the type check.
 */
import type { ReportKey } from '../../core/areas/reports/definitions';
import { ACTIVITY_REPORT_SQL, type ReportSql } from './kinds';
import { FEATURE_REPORT_SQL } from './kinds-feat';
import { PERFORMANCE_SQL } from './kinds-perf';
import { PENDING_REPORT_SQL } from './kinds-pend';

export const REPORT_SQL: Readonly<Record<ReportKey, ReportSql>> = {
  ...ACTIVITY_REPORT_SQL,
  ...FEATURE_REPORT_SQL,
  ...PERFORMANCE_SQL,
  ...PENDING_REPORT_SQL,
};
