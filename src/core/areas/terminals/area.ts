/**
 * The terminals area: the terminals of the agent and all its sub-agents. Its element is not built
 * yet: its page shows the 404 error page.
 */
import { can } from '../../permissions';
import type { AreaManifest } from '../types';

export const terminalsArea: AreaManifest = {
  key: 'terminals',
  routes: [{ path: 'terminals', title: 'app.console.pages.terminals', element: 'casino-terminals' }],
  menu: [
    {
      path: 'terminals',
      nameKey: 'app.console.menu.terminals',
      icon: 'fa fa-desktop',
      section: 'areas',
      order: 5,
      visible: can.viewTerminals,
    },
  ],
  labels: {
    en: { app: { console: { pages: { terminals: 'Terminals' }, menu: { terminals: 'Terminals' } } } },
    'zh-cn': { app: { console: { pages: { terminals: '终端' }, menu: { terminals: '终端' } } } },
  },
};
