/**
 * The casinos area: the operator's casinos (a global permission: the claims alone decide), the casino
 * form, and the casinos assigned to the agent of the URL (agent-scoped: view or edit the casino
 * assignment of that agent).
 */
import { can } from '../../permissions';
import type { AreaManifest } from '../types';

export const casinosArea = {
  key: 'casinos',
  routes: [
    {
      path: 'casinos',
      title: 'app.console.pages.casinos',
      element: 'casino-casinos',
      access: (subject) => can.viewCasinos(subject),
      children: [
        {
          path: 'add',
          title: 'app.console.pages.add-casino',
          element: 'casino-casino-form',
          access: (subject) => can.createCasino(subject),
        },
        {
          // the casinos of the URL's agent: seen without the casinos permission itself
          path: 'assigned',
          title: 'app.console.pages.assigned-casinos',
          element: 'casino-assigned-casinos',
          access: (subject, agent) => can.viewCasinoAssignment(subject, agent),
        },
        {
          path: 'edit/:id',
          title: 'app.console.pages.edit-casino',
          element: 'casino-casino-form',
          access: (subject) => can.updateCasino(subject),
        },
      ],
    },
  ],
  menu: [
    {
      path: 'casinos/assigned',
      nameKey: 'app.console.menu.assigned-casinos',
      icon: 'fa fa-link',
      section: 'areas',
      order: 8,
      visible: can.viewCasinoAssignment,
    },
    {
      path: 'casinos',
      nameKey: 'app.console.menu.casinos',
      icon: 'fa fa-building',
      section: 'actions',
      order: 10,
      visible: can.viewCasinos,
    },
    {
      path: 'casinos/add',
      nameKey: 'app.console.menu.add-casino',
      icon: 'fa fa-plus-square',
      section: 'actions',
      order: 14,
      visible: can.createCasino,
    },
  ],
  labels: {
    en: {
      app: {
        console: {
          pages: {
            casinos: 'Casinos',
            'add-casino': 'Add Casino',
            'assigned-casinos': 'Assigned Casinos',
            'edit-casino': 'Edit Casino',
          },
          menu: { casinos: 'Casinos', 'assigned-casinos': 'Assigned Casinos', 'add-casino': 'Add Casino' },
        },
      },
    },
    'zh-cn': {
      app: {
        console: {
          pages: {
            casinos: '娱乐场',
            'add-casino': '添加娱乐场',
            'assigned-casinos': '已分配的娱乐场',
            'edit-casino': '编辑娱乐场',
          },
          menu: { casinos: '娱乐场', 'assigned-casinos': '已分配的娱乐场', 'add-casino': '添加娱乐场' },
        },
      },
    },
  },
} as const satisfies AreaManifest;
