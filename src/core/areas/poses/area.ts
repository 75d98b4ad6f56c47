/**
 * The cafes (points of sale) area: the agent's cafes with their balance, commands and row actions,
 * the cafe form, and each cafe's users (list, add, update with the password change). The cafes of
 * /{agentId}/poses are that agent's own, so every check is about the URL's agent.
 */
import { can } from '../../permissions';
import type { AreaManifest } from '../types';

export const posesArea = {
  key: 'poses',
  routes: [
    {
      path: 'poses',
      title: 'app.console.pages.poses',
      element: 'casino-poses',
      children: [
        {
          path: 'add',
          title: 'app.console.pages.add-pos',
          element: 'casino-pos-form',
          access: (subject, agent) => can.createPos(subject, agent),
        },
        {
          path: 'edit/:posid',
          title: 'app.console.pages.edit-pos',
          element: 'casino-pos-form',
          access: (subject, agent) => can.editPos(subject, agent),
        },
        {
          path: ':posid/users',
          title: 'app.console.pages.pos-users',
          element: 'casino-pos-users',
          access: (subject, agent) => can.viewPosUsers(subject, agent),
          children: [
            {
              path: 'add',
              title: 'app.console.pages.add-pos-user',
              element: 'casino-pos-users',
              access: (subject, agent) => can.addPosUsers(subject, agent),
            },
            {
              path: ':posuserid/update',
              title: 'app.console.pages.update-pos-user',
              element: 'casino-pos-users',
              // the page edits the user and changes its password: either permission opens it
              access: (subject, agent) =>
                can.editPosUsers(subject, agent) || can.changePosUserPassword(subject, agent),
            },
          ],
        },
      ],
    },
  ],
  menu: [
    {
      path: 'poses',
      nameKey: 'app.console.menu.cafes',
      icon: 'fa fa-coffee',
      section: 'areas',
      order: 4,
      visible: can.viewPos,
    },
  ],
  search: {
    option: 'poses',
    label: 'app.console.menu.cafes',
    load: () => import('./search').then((m) => m.searchPoses),
  },
  labels: {
    en: {
      app: {
        console: {
          pages: {
            poses: 'Cafes',
            'add-pos': 'Add Cafe',
            'edit-pos': 'Edit Cafe',
            'pos-users': 'Cafe Users',
            'add-pos-user': 'Add Cafe User',
            'update-pos-user': 'Update Cafe User',
          },
          menu: { cafes: 'Cafes' },
        },
      },
    },
    'zh-cn': {
      app: {
        console: {
          pages: {
            poses: '网点',
            'add-pos': '添加网点',
            'edit-pos': '编辑网点',
            'pos-users': '网点用户',
            'add-pos-user': '添加网点用户',
            'update-pos-user': '更新网点用户',
          },
          menu: { cafes: '网点' },
        },
      },
    },
  },
} as const satisfies AreaManifest;
