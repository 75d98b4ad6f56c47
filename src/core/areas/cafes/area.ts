/**
 * The cafes (points of sale) area: the agent's cafes with their balance, commands and row actions,
 * the cafe form, and each cafe's users (list, add, update with the password change). The cafes of
 * /{agentId}/poses are that agent's own, so every check is about the URL's agent.
 */
import { can } from '../../permissions';
import type { AreaManifest } from '../types';

export const cafesArea = {
  key: 'poses',
  routes: [
    {
      name: 'cafes',
      path: 'poses',
      title: 'app.console.pages.cafes',
      element: 'casino-poses',
      children: [
        {
          path: 'add',
          title: 'app.console.pages.add-cafe',
          element: 'casino-pos-form',
          access: (subject, agent) => can.createPos(subject, agent),
        },
        {
          path: 'edit/:posid',
          title: 'app.console.pages.edit-cafe',
          element: 'casino-pos-form',
          access: (subject, agent) => can.editPos(subject, agent),
        },
        {
          path: ':posid/users',
          title: 'app.console.pages.cafe-users',
          element: 'casino-pos-users',
          access: (subject, agent) => can.viewPosUsers(subject, agent),
          children: [
            {
              path: 'add',
              title: 'app.console.pages.add-cafe-user',
              element: 'casino-pos-users',
              access: (subject, agent) => can.addPosUsers(subject, agent),
            },
            {
              path: ':posuserid/update',
              title: 'app.console.pages.update-cafe-user',
              element: 'casino-pos-users',
              // the page edits the user and changes its password: either permission opens it
              access: (subject, agent) =>
                can.editPosUsers(subject, agent) || can.changePosUsersPassword(subject, agent),
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
    load: () => import('./search').then((m) => m.searchCafes),
  },
  labels: {
    en: {
      app: {
        console: {
          pages: {
            cafes: 'Cafes',
            'add-cafe': 'Add Cafe',
            'edit-cafe': 'Edit Cafe',
            'cafe-users': 'Cafe Users',
            'add-cafe-user': 'Add Cafe User',
            'update-cafe-user': 'Update Cafe User',
          },
          menu: { cafes: 'Cafes' },
        },
      },
    },
    'zh-cn': {
      app: {
        console: {
          pages: {
            cafes: '网点',
            'add-cafe': '添加网点',
            'edit-cafe': '编辑网点',
            'cafe-users': '网点用户',
            'add-cafe-user': '添加网点用户',
            'update-cafe-user': '更新网点用户',
          },
          menu: { cafes: '网点' },
        },
      },
    },
  },
} as const satisfies AreaManifest;
