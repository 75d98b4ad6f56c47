/**
 * The users area: the agent's users, the user form, a user's claims, and the signed-in user's own
 * profile (/app-views/profile, a page of the user rather than of an agent). The roles area shares its
 * elements bundle.
 */
import { can } from '../../permissions';
import type { AreaManifest } from '../types';

export const usersArea = {
  key: 'users',
  routes: [
    {
      path: 'users',
      title: 'app.console.pages.users',
      element: 'casino-users',
      children: [
        { path: 'add', title: 'app.console.pages.add-user', element: 'casino-user-form' },
        {
          path: 'edit/:id',
          title: 'app.console.pages.edit-user',
          element: 'casino-user-form',
          // the user edited belongs to the URL's agent (the list opens it there); without the edit
          // permission the form shows the details read-only to whoever may request them
          access: (subject, agent) => can.editUsers(subject, agent) || can.requestUserDetails(subject, agent),
        },
        {
          path: 'claims/:id',
          title: 'app.console.pages.user-claims',
          element: 'casino-user-claims',
          access: (subject, agent) => can.seeUserClaims(subject, agent) || can.editUserClaims(subject, agent),
        },
      ],
    },
  ],
  userPages: [{ path: 'app-views/profile', title: 'app.console.pages.profile', element: 'casino-profile' }],
  menu: [
    {
      path: 'users',
      nameKey: 'app.console.menu.users',
      icon: 'fa fa-users',
      section: 'areas',
      order: 2,
      visible: can.listUsers,
    },
    {
      path: 'users/add',
      nameKey: 'app.console.menu.add-user',
      icon: 'fa fa-user-plus',
      section: 'actions',
      order: 13,
      visible: can.createUser,
    },
  ],
  search: {
    option: 'users',
    label: 'app.console.menu.users',
    load: () => import('./search').then((m) => m.searchUsers),
  },
  labels: {
    en: {
      app: {
        console: {
          pages: {
            users: 'Users',
            'add-user': 'Add User',
            'edit-user': 'Edit User',
            'user-claims': 'User Permissions',
            profile: 'Profile',
          },
          menu: { users: 'Users', 'add-user': 'Add User' },
        },
      },
    },
    'zh-cn': {
      app: {
        console: {
          pages: {
            users: '用户',
            'add-user': '添加用户',
            'edit-user': '编辑用户',
            'user-claims': '用户权限',
            profile: '个人资料',
          },
          menu: { users: '用户', 'add-user': '添加用户' },
        },
      },
    },
  },
} as const satisfies AreaManifest;
