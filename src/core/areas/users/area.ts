/**
 * The users area: the agent's users, the user form, a user's claims; and the roles (named claim sets).
 * Its elements are not built yet: its pages show the 404 error page.
 */
import { can } from '../../permissions';
import type { AreaManifest } from '../types';

export const usersArea: AreaManifest = {
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
          access: (subject, agent) => can.editUsers(subject, agent),
        },
        {
          path: 'claims/:id',
          title: 'app.console.pages.user-claims',
          element: 'casino-user-claims',
          access: (subject, agent) => can.seeUserClaims(subject, agent),
        },
      ],
    },
  ],
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
  labels: {
    en: {
      app: {
        console: {
          pages: {
            users: 'Users',
            'add-user': 'Add User',
            'edit-user': 'Edit User',
            'user-claims': 'User Permissions',
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
          },
          menu: { users: '用户', 'add-user': '添加用户' },
        },
      },
    },
  },
};
