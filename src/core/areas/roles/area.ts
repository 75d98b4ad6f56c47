/**
 * The roles area: named claim sets an operator edits. Its element is not built yet: its page shows
 * the 404 error page.
 */
import { can } from '../../permissions';
import type { AreaManifest } from '../types';

export const rolesArea: AreaManifest = {
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
};
