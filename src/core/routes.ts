/**
 * The route table of the console and the matcher over it. Pure data and functions: no DOM, no
 * signals. The table is derived from the area manifests (src/core/areas): each manifest's routes,
 * tagged with their area. `src/core/router.ts` applies the guards (each route's own permission,
 * `routeAccess`); `casino-outlet` renders the `element` of the deepest match with its area's loader;
 * `src/core/breadcrumbs.ts` reads the `title`s.
 *
 * A `path` may hold several segments ('edit/:id'); `:name` segments are parameters. Literal rows come
 * before parameter rows of the same parent, because the first row that matches wins.
 */
import {
  AREA_MANIFESTS,
  type AccessContext,
  type AreaManifest,
  type AreaRoute,
  type RouteAccess,
} from './areas';
import { isAllowed, MENU_ITEMS } from './menu';
import type { PermissionSubject, TargetAgent } from './permissions';
import type { TranslationKey } from './i18n/keys';

export interface RouteNode {
  /** Relative to the parent, without slashes at its ends; '' for an index row. */
  readonly path: string;
  /** Translation key of the page title (breadcrumbs, page header). */
  readonly title?: TranslationKey;
  /** The title's key for the route's parameters (a report's own name); null or absent: `title`. */
  readonly titleOf?: (params: Readonly<Record<string, string>>) => TranslationKey | null;
  /** Tag of the custom element rendering the page. */
  readonly element?: string;
  /** The check guarding this row (see `routeAccess` for the rows that declare none). */
  readonly access?: RouteAccess;
  /** The page element's own check where it differs from the router's (see AreaRoute). */
  readonly pageAccess?: RouteAccess;
  /** Translation key of the message shown when the check refuses (default the page kit's). */
  readonly forbidden?: TranslationKey;
  /** The key of the area whose manifest declares the row. */
  readonly area?: string;
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

/** The title key of a matched row for the route's parameters: its `titleOf`, else its `title`. */
export function nodeTitle(
  node: RouteNode,
  params: Readonly<Record<string, string>>,
): TranslationKey | undefined {
  return node.titleOf?.(params) ?? node.title;
}

/**
 * What a page's own choices (its panel) are remembered under: its route pattern ('agents/edit/:id', one
 * page for every id), except where the page's name depends on a parameter (each report is a page of
 * its own: 'reports/game-history').
 */
export function pageKey(matches: readonly RouteMatch[], params: Readonly<Record<string, string>>): string {
  const deepest = matches[matches.length - 1];
  if (!deepest) return '';
  if (!deepest.node.titleOf) return deepest.pattern;
  return deepest.pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (params[segment.slice(1)] ?? segment) : segment))
    .join('/');
}

function tagged(route: AreaRoute, area: string): RouteNode {
  return { ...route, area, children: route.children?.map((child) => tagged(child, area)) };
}

/** The route table of a list of manifests: every manifest's rows, in list order, tagged with the area. */
export function routeTable(manifests: readonly AreaManifest[]): RouteNode[] {
  return manifests.flatMap((m) => m.routes.map((r) => tagged(r, m.key)));
}

/** The rows under the {agentId} main layout, derived from the area manifests. */
export const AREA_ROUTES: readonly RouteNode[] = routeTable(AREA_MANIFESTS);

/**
 * The pages of the signed-in user (the manifests' `userPages`), as rows of a table of their own: each
 * path is the whole URL path ('app-views/profile'), matched as the area rows are.
 */
export function userPageTable(manifests: readonly AreaManifest[]): RouteNode[] {
  return manifests.flatMap((m) =>
    (m.userPages ?? []).map((p) => ({ path: p.path, title: p.title, element: p.element, area: m.key })),
  );
}

export const USER_PAGE_ROUTES: readonly RouteNode[] = userPageTable(AREA_MANIFESTS);

/** The user page whose path is exactly `segments`, with its parameters; null when none. */
export function matchUserPage(
  segments: readonly string[],
  table: readonly RouteNode[] = USER_PAGE_ROUTES,
): AreaMatch | null {
  if (segments.length === 0) return null;
  const found = matchArea(segments, table);
  return found && found.matches.length === 1 ? found : null;
}

/** The manifest of an area key; undefined for a key no manifest declares. */
export function manifestOf(area: string | null | undefined): AreaManifest | undefined {
  return area ? AREA_MANIFESTS.find((m) => m.key === area) : undefined;
}

/**
 * Whether the matched route may be shown for `agent`: the deepest row's own check; a row without one
 * is guarded by the menu option of its full pattern (visible and not disabled) when there is one,
 * else by its parent row; a top row with neither is open.
 */
export function routeAccess(
  matches: readonly RouteMatch[],
  subject: PermissionSubject,
  agent: TargetAgent,
  ctx: AccessContext,
  page = false,
): boolean {
  for (let i = matches.length - 1; i >= 0; i--) {
    const { node, pattern } = matches[i];
    const check = (page && node.pageAccess) || node.access;
    if (check) return check(subject, agent, ctx);
    const option = MENU_ITEMS.find((o) => o.path === pattern);
    if (option) return isAllowed(option, subject, agent, { creditSource: ctx.creditSource });
  }
  return true;
}

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

/** The rows a route pattern ('agents/edit/:id') passes through, outermost first; null when no row declares it. */
export function matchPattern(pattern: string): RouteMatch[] | null {
  const matched = matchArea(splitPath(pattern));
  return matched && matched.matches.length > 0 ? [...matched.matches] : null;
}

/** A page element's route: its full pattern and parameters. */
export interface ElementRoute {
  readonly pattern: string;
  readonly params: Readonly<Record<string, string>>;
}

function elementRows(nodes: readonly RouteNode[], tag: string, parent: string, into: string[]): string[] {
  for (const node of nodes) {
    const pattern = [parent, node.path].filter(Boolean).join('/');
    if (node.element === tag) into.push(pattern);
    if (node.children) elementRows(node.children, tag, pattern, into);
  }
  return into;
}

/**
 * The route an element of the manifests shows, for its access check: the matched route when the
 * router shows this element (inside the console), else the element's row whose parameters its
 * attributes all give, the one with the most parameters (an `id` attribute: the edit page, none: the
 * create page); a `mode` attribute picks among rows with the same parameters by their last segment.
 * Null for a tag no row declares.
 */
export function elementRoute(
  tag: string,
  attributes: Readonly<Record<string, unknown>>,
  current: { matches: readonly RouteMatch[]; params: Readonly<Record<string, string>> } | null,
  table: readonly RouteNode[] = AREA_ROUTES,
): ElementRoute | null {
  const deepest = current?.matches[current.matches.length - 1];
  const given = (name: string) => {
    const value = attributes[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  if (deepest && deepest.node.element === tag) {
    const agrees = Object.entries(current!.params).every(([name, value]) => (given(name) ?? value) === value);
    if (agrees) return { pattern: deepest.pattern, params: current!.params };
  }
  let best: { pattern: string; params: Record<string, string>; score: number } | null = null;
  for (const pattern of elementRows(table, tag, '', [])) {
    const names = splitPath(pattern)
      .filter((segment) => segment.startsWith(':'))
      .map((segment) => segment.slice(1));
    if (!names.every((name) => given(name) !== undefined)) continue;
    const last = splitPath(pattern)
      .filter((segment) => !segment.startsWith(':'))
      .at(-1);
    const score = names.length * 2 + (given('mode') !== undefined && given('mode') === last ? 1 : 0);
    if (!best || score > best.score) {
      best = { pattern, params: Object.fromEntries(names.map((name) => [name, given(name)!])), score };
    }
  }
  return best && { pattern: best.pattern, params: best.params };
}

/** The `forbidden` message key of the deepest row of a pattern that declares one. */
export function forbiddenKeyOf(pattern: string): TranslationKey | undefined {
  const matches = matchPattern(pattern) ?? [];
  for (let i = matches.length - 1; i >= 0; i--)
    if (matches[i].node.forbidden) return matches[i].node.forbidden;
  return undefined;
}
