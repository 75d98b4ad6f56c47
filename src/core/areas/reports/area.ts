/**
 * The reports area: the reports the user may see (reports), the dashboard (reports/dashboard) and one
 * report with its parameters (reports/:report). The report list needs the view-children permission on
 * top of some report; each report and the dashboard need their own report permission for the agent.
 * A report's page is titled with the report's name (its panel, breadcrumb and browser tab).
 */
import { can, P } from '../../permissions';
import type { AreaManifest } from '../types';
import { isReportKey, REPORTS } from './definitions';
import { REPORT_NAMES } from './names';

export const reportsArea = {
  key: 'reports',
  routes: [
    {
      path: 'reports',
      title: 'app.console.pages.reports',
      element: 'casino-reports',
      access: (subject, agent) => can.viewReportList(subject, agent),
      children: [
        {
          path: 'dashboard',
          title: 'app.console.pages.dashboard',
          element: 'casino-dashboard',
          access: (subject, agent) => can.viewReport(subject, agent, P.ViewDashboard),
        },
        {
          name: 'report',
          path: ':report',
          title: 'app.console.pages.report',
          // each report is titled with its own name (panel, breadcrumb, browser tab)
          titleOf: (params) => (isReportKey(params.report) ? `app.reports.names.${params.report}` : null),
          element: 'casino-report',
          access: (subject, agent, ctx) =>
            isReportKey(ctx.params.report) &&
            can.viewReport(subject, agent, REPORTS[ctx.params.report].permission),
        },
      ],
    },
  ],
  menu: [
    {
      path: 'reports',
      nameKey: 'app.console.menu.reports',
      icon: 'fa fa-bar-chart',
      section: 'areas',
      order: 6,
      visible: can.anyReport,
    },
  ],
  labels: {
    en: {
      app: {
        console: {
          pages: { reports: 'Reports', report: 'Report', dashboard: 'Dashboard' },
          menu: { reports: 'Reports' },
        },
        reports: { names: REPORT_NAMES.en },
      },
    },
    'zh-cn': {
      app: {
        console: {
          pages: { reports: '报表', report: '报表详情', dashboard: '仪表板' },
          menu: { reports: '报表' },
        },
        reports: { names: REPORT_NAMES['zh-cn'] },
      },
    },
  },
} as const satisfies AreaManifest;
