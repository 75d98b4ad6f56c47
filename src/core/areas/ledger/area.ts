/**
 * The ledger area: the proof that every balance is the sum of the money ledger under it (route ledger
 * under the agent, for auditors: the global claim CanAuditLedger). The check covers the whole database,
 * whichever agent the page is opened on. Its menu option stands among the areas, after the audit log.
 */
import { can } from '../../permissions';
import type { AreaManifest } from '../types';

export const ledgerArea = {
  key: 'ledger',
  routes: [
    {
      path: 'ledger',
      title: 'app.console.pages.ledger',
      element: 'casino-ledger-check',
      access: (subject) => can.auditLedger(subject),
    },
  ],
  menu: [
    {
      path: 'ledger',
      nameKey: 'app.console.menu.ledger',
      icon: 'fa fa-balance-scale',
      section: 'areas',
      order: 6.6,
      visible: (subject) => can.auditLedger(subject),
    },
  ],
  labels: {
    en: { app: { console: { pages: { ledger: 'Ledger check' }, menu: { ledger: 'Ledger' } } } },
    'zh-cn': { app: { console: { pages: { ledger: '账本核对' }, menu: { ledger: '资金账本' } } } },
  },
} as const satisfies AreaManifest;
