/**
 * Which bundle defines the elements of each area, by area key. The core's area manifests
 * (src/core/areas) name their pages' elements by tag and never import the widgets; this map is the
 * widgets layer's half of an area: the outlet runs the loader of the area that owns the route before
 * it creates the page's element. An area with no loader here shows the 404 error page, never a
 * stand-in screen. A host that adds an area of its own adds its loader here (docs/architecture.md).
 */
export type AreaLoader = () => Promise<unknown>;

export const AREA_LOADERS: Record<string, AreaLoader | undefined> = {
  agents: () => import('./agents/elements'),
  users: () => import('./users/elements'),
  players: () => import('./players/elements'),
  casinos: () => import('./casinos/elements'),
  // the roles page is an element of the users bundle
  roles: () => import('./users/elements'),
  reports: () => import('./reports/elements'),
  audit: () => import('./audit/elements'),
  ledger: () => import('./ledger/elements'),
  poses: () => import('./cafes/elements'),
  terminals: () => import('./terminals/elements'),
  games: () => import('./games/elements'),
  search: () => import('./search/elements'),
};
