/**
 * The players area: the players of the agent (and of its sub-agents), the player form and the bonus
 * dialogs. The player permissions are global (the claim alone); the server keeps every player call
 * within the user's agent subtree. The form is a page of the list: adding needs the list and create
 * permissions, editing the list and edit permissions.
 */
import { can } from '../../permissions';
import type { AreaManifest } from '../types';

export const playersArea = {
  key: 'players',
  routes: [
    {
      path: 'players',
      title: 'app.console.pages.players',
      element: 'casino-players',
      children: [
        {
          path: 'add',
          title: 'app.console.pages.add-player',
          element: 'casino-player-form',
          access: (subject) => can.listPlayers(subject) && can.createPlayer(subject),
        },
        {
          path: 'edit/:id',
          title: 'app.console.pages.edit-player',
          element: 'casino-player-form',
          access: (subject) => can.listPlayers(subject) && can.editPlayer(subject),
        },
      ],
    },
  ],
  menu: [
    {
      path: 'players',
      nameKey: 'app.console.menu.players',
      icon: 'fa fa-user',
      section: 'areas',
      order: 3,
      visible: can.listPlayers,
    },
  ],
  search: {
    option: 'players',
    label: 'app.console.menu.players',
    load: () => import('./search').then((m) => m.searchPlayers),
  },
  labels: {
    en: {
      app: {
        console: {
          pages: { players: 'Players', 'add-player': 'Add Player', 'edit-player': 'Edit Player' },
          menu: { players: 'Players' },
        },
      },
    },
    'zh-cn': {
      app: {
        console: {
          pages: { players: '玩家', 'add-player': '添加玩家', 'edit-player': '编辑玩家' },
          menu: { players: '玩家' },
        },
      },
    },
  },
} as const satisfies AreaManifest;
