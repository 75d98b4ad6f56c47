/**
 * The route table of the console (spec/console.md §2) and the matcher over it. Pure data and
 * functions: no DOM, no signals. `src/core/router.ts` applies the guards; `casino-outlet` renders
 * the `element` of the deepest match; `src/core/breadcrumbs.ts` reads the `title`s.
 *
 * Area issues add rows to AREA_ROUTES only. A `path` may hold several segments ('edit/:id');
 * `:name` segments are parameters. Literal rows come before parameter rows of the same parent,
 * because the first row that matches wins.
 */

export interface RouteNode {
  /** Relative to the parent, without slashes at its ends; '' for an index row. */
  readonly path: string;
  /** Translation key of the page title (breadcrumbs, page header). */
  readonly title?: string;
  /** Tag of the custom element rendering the page. */
  readonly element?: string;
  readonly children?: readonly RouteNode[];
}

/** One matched row of a URL, outermost first. */
export interface RouteMatch {
  readonly node: RouteNode;
  /** The URL segments this row consumed. */
  readonly segments: readonly string[];
  /** Route pattern accumulated from the outermost matched row down to this one ('poses/:posid/users'). */
  readonly pattern: string;
}

export interface AreaMatch {
  readonly matches: readonly RouteMatch[];
  readonly params: Readonly<Record<string, string>>;
}

/** Title key of the main layout row (the {agentId} route); its crumb is named root and goes to '/'. */
export const ROOT_TITLE = 'app.console.breadcrumbs.root';
export const GAME_HISTORY_TITLE = 'app.console.pages.game-history';
export const LOGIN_TITLE = 'app.console.pages.login';
export const ERROR_404_TITLE = 'app.console.pages.not-found';
export const ERROR_500_TITLE = 'app.console.pages.server-error';

/** The lazy children of the {agentId} main layout: agents, users, players, casinos, roles, reports, poses, terminals. */
export const AREA_ROUTES: readonly RouteNode[] = [
  {
    path: 'agents',
    title: 'app.console.pages.agents',
    element: 'casino-agents',
    children: [
      { path: 'create', title: 'app.console.pages.create-agent', element: 'casino-agent-form' },
      { path: 'edit/:id', title: 'app.console.pages.edit-agent', element: 'casino-agent-form' },
      { path: 'adjust-credit', title: 'app.console.pages.adjust-credit', element: 'casino-adjust-credit' },
      { path: 'ip-whitelist', title: 'app.console.pages.ip-whitelist', element: 'casino-ip-whitelist' },
      { path: 'multicash', title: 'app.console.pages.multicash', element: 'casino-multicash' },
      { path: 'wallet-parent', title: 'app.console.pages.wallet-parent', element: 'casino-wallet-parent' },
    ],
  },
  {
    path: 'users',
    title: 'app.console.pages.users',
    element: 'casino-users',
    children: [
      { path: 'add', title: 'app.console.pages.add-user', element: 'casino-user-form' },
      { path: 'edit/:id', title: 'app.console.pages.edit-user', element: 'casino-user-form' },
      { path: 'claims/:id', title: 'app.console.pages.user-claims', element: 'casino-user-claims' },
    ],
  },
  {
    path: 'players',
    title: 'app.console.pages.players',
    element: 'casino-players',
    children: [
      { path: 'add', title: 'app.console.pages.add-player', element: 'casino-player-form' },
      { path: 'edit/:id', title: 'app.console.pages.edit-player', element: 'casino-player-form' },
    ],
  },
  {
    path: 'casinos',
    title: 'app.console.pages.casinos',
    element: 'casino-casinos',
    children: [
      { path: 'add', title: 'app.console.pages.add-casino', element: 'casino-casino-form' },
      { path: 'assigned', title: 'app.console.pages.assigned-casinos', element: 'casino-assigned-casinos' },
      { path: 'edit/:id', title: 'app.console.pages.edit-casino', element: 'casino-casino-form' },
    ],
  },
  { path: 'roles', title: 'app.console.pages.roles', element: 'casino-roles' },
  {
    path: 'reports',
    title: 'app.console.pages.reports',
    element: 'casino-reports',
    children: [{ path: ':report', title: 'app.console.pages.report', element: 'casino-report' }],
  },
  {
    path: 'poses',
    title: 'app.console.pages.poses',
    element: 'casino-poses',
    children: [
      { path: 'add', title: 'app.console.pages.add-pos', element: 'casino-pos-form' },
      { path: 'edit/:posid', title: 'app.console.pages.edit-pos', element: 'casino-pos-form' },
      {
        path: ':posid/users',
        title: 'app.console.pages.pos-users',
        element: 'casino-pos-users',
        children: [
          { path: 'add', title: 'app.console.pages.add-pos-user', element: 'casino-pos-users' },
          {
            path: ':posuserid/update',
            title: 'app.console.pages.update-pos-user',
            element: 'casino-pos-users',
          },
        ],
      },
    ],
  },
  { path: 'terminals', title: 'app.console.pages.terminals', element: 'casino-terminals' },
];

/** Splits a path into its non-empty segments ('/a//b/' -> ['a', 'b']). */
export function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

function matchRow(
  nodes: readonly RouteNode[],
  segments: readonly string[],
  parentPattern: string,
  params: Record<string, string>,
): RouteMatch[] | null {
  for (const node of nodes) {
    const parts = splitPath(node.path);
    if (parts.length > segments.length) continue;
    const found: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < parts.length; i++) {
      if (parts[i].startsWith(':')) found[parts[i].slice(1)] = decodeURIComponent(segments[i]);
      else if (parts[i] !== segments[i]) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    const pattern = [parentPattern, node.path].filter(Boolean).join('/');
    const here: RouteMatch = { node, segments: segments.slice(0, parts.length), pattern };
    const rest = segments.slice(parts.length);
    if (rest.length === 0) {
      Object.assign(params, found);
      return [here];
    }
    if (node.children) {
      const deeper = matchRow(node.children, rest, pattern, params);
      if (deeper) {
        Object.assign(params, found);
        return [here, ...deeper];
      }
    }
  }
  return null;
}

/** Matches the segments after the agent id against a route table; null when no row matches all of them. */
export function matchArea(
  segments: readonly string[],
  table: readonly RouteNode[] = AREA_ROUTES,
): AreaMatch | null {
  if (segments.length === 0) return { matches: [], params: {} };
  const params: Record<string, string> = {};
  const matches = matchRow(table, segments, '', params);
  return matches ? { matches, params } : null;
}
