/**
 * The roles area: named claim sets an operator edits (global to the operator, with the view and edit
 * roles permissions). Its element lives in the users area's bundle.
 */
import { can } from '../../permissions';
import type { AreaManifest } from '../types';

export const rolesArea = {
  key: 'roles',
  routes: [{ path: 'roles', title: 'app.console.pages.roles', element: 'casino-roles' }],
  menu: [
    {
      path: 'roles',
      nameKey: 'app.console.menu.roles',
      icon: 'fa fa-id-badge',
      section: 'areas',
      order: 7,
      visible: can.viewRoles,
    },
  ],
  labels: {
    en: { app: { console: { pages: { roles: 'Roles' }, menu: { roles: 'Roles' } } } },
    'zh-cn': { app: { console: { pages: { roles: '角色' }, menu: { roles: '角色' } } } },
  },
} as const satisfies AreaManifest;
