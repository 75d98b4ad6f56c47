/**
 * The audit area: the audit log of an agent's subtree (route audit under the agent), for users who
 * hold a report permission for that agent. It has a menu option among the areas, after the reports:
 * the log is a page operators open on purpose (who changed this, when), not only from a link.
 */
import { can } from '../../permissions';
import type { AreaManifest } from '../types';

export const auditArea = {
  key: 'audit',
  routes: [
    {
      path: 'audit',
      title: 'app.console.pages.audit',
      element: 'casino-audit-log',
      access: (subject, agent) => can.anyReport(subject, agent),
    },
  ],
  menu: [
    {
      path: 'audit',
      nameKey: 'app.console.menu.audit',
      icon: 'fa fa-history',
      section: 'areas',
      order: 6.5,
      visible: can.anyReport,
    },
  ],
  labels: {
    en: { app: { console: { pages: { audit: 'Audit Log' }, menu: { audit: 'Audit Log' } } } },
    'zh-cn': { app: { console: { pages: { audit: '审计日志' }, menu: { audit: '审计日志' } } } },
  },
} as const satisfies AreaManifest;
