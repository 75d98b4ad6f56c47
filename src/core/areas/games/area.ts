/**
 * The game-round details: the public game-history page (no login), reached by a shared link. The
 * in-app round list belongs to the reports area.
 */
import type { AreaManifest } from '../types';

export const gamesArea = {
  key: 'games',
  routes: [],
  menu: [],
  publicPages: [
    { path: 'gamedetail', title: 'app.console.pages.game-history', element: 'casino-game-history' },
  ],
  labels: {
    en: { app: { console: { pages: { 'game-history': 'Game History' } } } },
    'zh-cn': { app: { console: { pages: { 'game-history': '游戏历史' } } } },
  },
} as const satisfies AreaManifest;
