/**
 * The reports area: the reports the user may see, and one report with its parameters. Its elements
 * are not built yet: its pages show the 404 error page.
 */
import { can } from '../../permissions';
import type { AreaManifest } from '../types';

export const reportsArea: AreaManifest = {
  key: 'reports',
  routes: [
    {
      path: 'reports',
      title: 'app.console.pages.reports',
      element: 'casino-reports',
      children: [{ path: ':report', title: 'app.console.pages.report', element: 'casino-report' }],
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
      app: { console: { pages: { reports: 'Reports', report: 'Report' }, menu: { reports: 'Reports' } } },
    },
    'zh-cn': {
      app: { console: { pages: { reports: '报表', report: '报表详情' }, menu: { reports: '报表' } } },
    },
  },
};
