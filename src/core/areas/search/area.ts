/**
 * The global search (/miscellaneous/search?q=): a page of the signed-in user, reached from the
 * header's search box. It searches, within the user's own subtree, every area whose manifest declares
 * `search`, each group shown when the user may open that area (the menu's rules) and paged on the
 * server by the area's own list.
 */
import type { AreaManifest } from '../types';

export const searchArea = {
  key: 'search',
  routes: [],
  menu: [],
  userPages: [{ path: 'miscellaneous/search', title: 'app.console.pages.search', element: 'casino-search' }],
  labels: {
    en: { app: { console: { pages: { search: 'Search' } } } },
    'zh-cn': { app: { console: { pages: { search: '搜索' } } } },
  },
} as const satisfies AreaManifest;
