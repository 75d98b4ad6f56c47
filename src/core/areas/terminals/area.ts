/**
 * The terminals area: the terminals of the agent and all its sub-agents, with the terminal
 * transaction where the permissions allow it.
 */
import { can } from '../../permissions';
import type { AreaManifest } from '../types';

export const terminalsArea = {
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
} as const satisfies AreaManifest;
