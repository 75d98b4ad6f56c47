/**
 * The console's router (routes, session guards, the agentId pattern,
 * unknown route): a History API router whose state is the `route` signal.
 *
 * The guards are one pure function, `resolveRoute(url, ctx)`, returning either the route to show or
 * a redirect; `navigate` and `popstate` apply it (redirects replace the history entry they came
 * from). Rules:
 * - '' (empty path): guarded; redirects to '/{own agentId}/{landing route}' ('/{own agentId}' without one);
 * - 'gamedetail': public game-history page, no guard;
 * - a page of the signed-in user (the manifests' `userPages`, e.g. 'app-views/profile'): guarded (signed
 *   in, an account with an agent); main layout; its agent is the account's own;
 * - '{agentId}/...': main layout, guarded; agentId must be a GUID (else the route is refused and the
 *   URL is unknown: error/404). Its children are the rows of the area manifests (AREA_ROUTES); an
 *   invalid child path, or one whose own permission check refuses the agent (`routeAccess`: the
 *   row's check, else its menu option's visible-and-not-disabled rule, else its parent's), falls
 *   back to the first allowed option, or to the root;
 * - 'auth' goes to 'auth/login'; 'auth/login' is blocked for a logged-in user (redirect to the root);
 * - 'error/404', 'error/500': error pages of the auth layout; anything else goes to 'error/404';
 * - a guarded route without a token goes to 'auth/login'; an account without agentId is logged out.
 *
 * Where the console lives: every route path above is relative to the console's base path
 * (`setBasePath`, from the `base-path` attribute of `casino-outlet` or the configuration's `basePath`):
 * with base path '/backoffice' the agents page of an agent is '/backoffice/{agentId}/agents' in the
 * address bar and '/{agentId}/agents' to the router.
 *
 * Who changes the address: only the console shell. `startRouter()` (called by `casino-outlet`) makes
 * the router the page's; elements never call `navigate` themselves but `requestNavigation(element,
 * url)`, which dispatches the cancelable `casino-navigate` event on the element and navigates only when
 * the router is started and no listener cancelled it. An element used alone on a host page therefore
 * never changes the host's address (nor its query: list states stay in the element).
 */
import type { TranslationKey } from './i18n/keys';
import { agentPath } from './paths';
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { dispatchHostEvent, on } from './events';
import { navigation } from './http';
import { fallbackRoute, landingRoute } from './menu';
import type { PermissionSubject, TargetAgent, UserClaims } from './permissions';
import {
  ERROR_404_TITLE,
  ERROR_500_TITLE,
  GAME_HISTORY_TITLE,
  LOGIN_TITLE,
  matchArea,
  matchUserPage,
  nodeTitle,
  ROOT_TITLE,
  routeAccess,
  splitPath,
  type RouteMatch,
} from './routes';
import { account, claims, isLoggedIn, logout, type Account } from './session';

export const GUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const LOGIN_PATH = '/auth/login';
export const NOT_FOUND_PATH = '/error/404';
export const SERVER_ERROR_PATH = '/error/500';

/** 'user': a page of the signed-in user (the manifests' userPages, such as the profile). */
export type RouteName = 'main' | 'user' | 'gamedetail' | 'login' | 'error-404' | 'error-500';
export type LayoutName = 'main' | 'auth' | 'empty';

/** A parsed, allowed URL. */
export interface Route {
  name: RouteName;
  layout: LayoutName;
  /** Normalised path: leading slash, no trailing slash ('/' for the root). */
  path: string;
  /** Query parameters of the URL. */
  query: Record<string, string>;
  /** The agent id of the first segment (main layout); the own agent on a user page. */
  agentId: string | null;
  /** The segments after the agent id. */
  segments: string[];
  /**
   * The area key: first segment after the agent ('agents', 'users', ...); on a user page the area
   * declaring it; null on other pages.
   */
  area: string | null;
  /** Route parameters (id, posid, posuserid, report). */
  params: Record<string, string>;
  /** Matched rows under the main layout, outermost first (breadcrumbs). */
  matches: RouteMatch[];
  /** Translation key of the deepest page title. */
  title: TranslationKey | null;
  /** Tag of the element that renders the page (deepest matched row), null for the bare layout. */
  element: string | null;
}

/** An agent the router knows (from the agent tree), with what the menu rules need. */
export interface KnownAgent extends TargetAgent {
  creditSource?: boolean;
}

export interface RouteContext {
  loggedIn: boolean;
  account: Account | null;
  claims: UserClaims;
  /**
   * Looks an agent up (the agent tree). `undefined` means not known yet: then the area's permission
   * is not judged (the server refuses what is not allowed, and the shell re-resolves when the tree loads).
   */
  findAgent?: (agentId: string) => KnownAgent | undefined;
}

export type Resolution = { redirect: string; logout?: boolean } | { route: Route };

export function isGuid(value: string): boolean {
  return GUID_PATTERN.test(value);
}

function parseUrl(url: string): { path: string; segments: string[]; query: Record<string, string> } {
  const parsed = new URL(url, 'http://router.invalid/');
  const segments = splitPath(parsed.pathname);
  return {
    path: '/' + segments.join('/'),
    segments,
    query: Object.fromEntries(parsed.searchParams.entries()),
  };
}

function page(
  name: RouteName,
  layout: LayoutName,
  path: string,
  query: Record<string, string>,
  title: TranslationKey,
): Route {
  return {
    name,
    layout,
    path,
    query,
    agentId: null,
    segments: [],
    area: null,
    params: {},
    matches: [],
    title,
    element: null,
  };
}

function agentOf(ctx: RouteContext, agentId: string, ownAgentId: string): KnownAgent | undefined {
  const known = ctx.findAgent?.(agentId);
  if (known) return known;
  return agentId === ownAgentId ? { id: agentId, parentId: null } : undefined;
}

/** Applies the route table and the guards to `url` (path with optional query). Pure: no DOM, no signals. */
export function resolveRoute(url: string, ctx: RouteContext): Resolution {
  const { path, segments, query } = parseUrl(url);
  const [first, second] = segments;

  if (segments.length === 0) {
    if (!ctx.loggedIn || !ctx.account) return { redirect: LOGIN_PATH };
    if (!ctx.account.agentId) return { redirect: LOGIN_PATH, logout: true };
    const own = ctx.account.agentId;
    const subject: PermissionSubject = { claims: ctx.claims, agentId: own };
    const landing = landingRoute(subject, agentOf(ctx, own, own) ?? { id: own, parentId: null });
    return { redirect: agentPath(own, landing) };
  }

  if (first === 'gamedetail' && segments.length === 1) {
    return { route: page('gamedetail', 'empty', path, query, GAME_HISTORY_TITLE) };
  }

  if (first === 'auth') {
    if (segments.length === 1) return { redirect: LOGIN_PATH };
    if (second === 'login' && segments.length === 2) {
      if (ctx.loggedIn) return { redirect: '/' };
      return { route: page('login', 'auth', path, query, LOGIN_TITLE) };
    }
    return { redirect: NOT_FOUND_PATH };
  }

  if (first === 'error' && segments.length === 2) {
    if (second === '404') return { route: page('error-404', 'auth', path, query, ERROR_404_TITLE) };
    if (second === '500') return { route: page('error-500', 'auth', path, query, ERROR_500_TITLE) };
  }

  const userPage = matchUserPage(segments);
  if (userPage) {
    if (!ctx.loggedIn || !ctx.account) return { redirect: LOGIN_PATH };
    if (!ctx.account.agentId) return { redirect: LOGIN_PATH, logout: true };
    const node = userPage.matches[0].node;
    return {
      route: {
        name: 'user',
        layout: 'main',
        path,
        query,
        agentId: ctx.account.agentId,
        segments: [],
        area: node.area ?? null,
        params: { ...userPage.params },
        matches: [...userPage.matches],
        title: node.title ?? null,
        element: node.element ?? null,
      },
    };
  }

  if (!isGuid(first)) return { redirect: NOT_FOUND_PATH };

  if (!ctx.loggedIn || !ctx.account) return { redirect: LOGIN_PATH };
  if (!ctx.account.agentId) return { redirect: LOGIN_PATH, logout: true };

  const subject: PermissionSubject = { claims: ctx.claims, agentId: ctx.account.agentId };
  const agent = agentOf(ctx, first, ctx.account.agentId);
  const menuCtx = { creditSource: agent?.creditSource ?? false };
  const rest = segments.slice(1);
  const fallback = () => fallbackRoute(subject, agent ?? { id: first, parentId: null }, menuCtx);

  const area = matchArea(rest);
  if (!area) return { redirect: fallback() };
  if (agent && rest.length > 0) {
    const findAgent = ctx.findAgent;
    const allowed = routeAccess(area.matches, subject, agent, {
      creditSource: menuCtx.creditSource,
      params: area.params,
      findAgent: findAgent ? (id) => findAgent(id) : undefined,
    });
    if (!allowed) {
      const target = fallback();
      return { redirect: target === path ? '/' : target };
    }
  }
  const deepest = area.matches[area.matches.length - 1]?.node;
  return {
    route: {
      name: 'main',
      layout: 'main',
      path,
      query,
      agentId: first,
      segments: rest,
      area: rest[0] ?? null,
      params: { ...area.params },
      matches: [...area.matches],
      title: (deepest && nodeTitle(deepest, area.params)) ?? ROOT_TITLE,
      element: deepest?.element ?? null,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The browser side: signals, navigate, popstate
// ---------------------------------------------------------------------------------------------

const MAX_REDIRECTS = 10;
const current = signal<Route | null>(null);
let agentLookup: RouteContext['findAgent'];

/** The route on screen; null before the router started. */
export const route: ReadonlySignal<Route | null> = current;

/** The current agent: the first URL segment on the main layout, else the account's own agent. */
export const currentAgentId: ReadonlySignal<string | null> = computed(
  () => current.value?.agentId ?? account.value?.agentId ?? null,
);

/** Lets the agent tree tell the guards where agents sit (parentId, credit source). */
export function setAgentLookup(lookup: RouteContext['findAgent']): void {
  agentLookup = lookup;
}

/** The guard context of the live session. */
export function sessionContext(): RouteContext {
  return {
    loggedIn: isLoggedIn.peek(),
    account: account.peek(),
    claims: claims.peek(),
    findAgent: agentLookup,
  };
}

let basePath = '';
let started = false;

/**
 * '/backoffice/' or 'backoffice' -> '/backoffice'; '' or '/' -> '' (the root). Only the path of a URL
 * is kept (a full URL, a query or a hash are dropped).
 */
export function normaliseBasePath(path: string | null | undefined): string {
  if (!path) return '';
  const segments = splitPath(new URL(path, 'http://router.invalid/').pathname);
  return segments.length ? '/' + segments.join('/') : '';
}

/** Sets the console's base path (see the module comment); '' for the root of the origin. */
export function setBasePath(path: string | null | undefined): void {
  basePath = normaliseBasePath(path);
}

/** The console's base path ('' at the root of the origin). */
export function getBasePath(): string {
  return basePath;
}

/** The address-bar path of a console URL: the base path in front ('/{agentId}/agents' -> '/backoffice/{agentId}/agents'). */
export function hrefOf(url: string): string {
  const path = url.startsWith('/') ? url : `/${url}`;
  if (!basePath) return path;
  return path === '/' ? `${basePath}/` : basePath + path;
}

/** The console path of an address-bar path: the base path taken off ('/elsewhere' outside it stays as it is). */
export function stripBasePath(pathname: string): string {
  if (!basePath) return pathname;
  if (pathname === basePath) return '/';
  return pathname.startsWith(basePath + '/') ? pathname.slice(basePath.length) : pathname;
}

/** True while the console shell's router runs (between `startRouter()` and its stop). */
export function isRouterStarted(): boolean {
  return started;
}

function locationUrl(): string {
  return stripBasePath(location.pathname) + location.search;
}

/**
 * A page that must not be left without asking (a form with unsaved changes): while `blocking()` says
 * so, a navigation to another path waits for `confirm()` and goes on only when it resolves true.
 */
export interface LeaveGuard {
  blocking(): boolean;
  confirm(): Promise<boolean>;
}

const leaveGuards = new Set<LeaveGuard>();

/** Registers a leave guard until the returned function is called. */
export function addLeaveGuard(guard: LeaveGuard): () => void {
  leaveGuards.add(guard);
  return () => leaveGuards.delete(guard);
}

function pathOf(url: string): string {
  return '/' + splitPath(new URL(url, 'http://router.invalid/').pathname).join('/');
}

/** The guard that blocks leaving the current path for `url`, if any. */
function blockingGuard(url: string): LeaveGuard | undefined {
  const now = current.peek();
  if (!now || pathOf(url) === now.path) return undefined;
  for (const guard of leaveGuards) if (guard.blocking()) return guard;
  return undefined;
}

/**
 * Resolves `url` through the guards (following redirects) and shows the result. Pushes a history entry
 * unless `replace` (or the URL is already the current one). Returns the route shown. When a leave
 * guard blocks (unsaved changes), the route stays until the user confirms; `force` skips the guards
 * (sign-out, session expiry).
 */
export function navigate(url: string, opts: { replace?: boolean; force?: boolean } = {}): Route {
  let target = url.startsWith('/') ? url : `/${url}`;
  const guard = opts.force ? undefined : blockingGuard(target);
  if (guard) {
    void guard.confirm().then((leave) => {
      if (leave) navigate(target, { ...opts, force: true });
    });
    return current.peek() as Route;
  }
  const replace = opts.replace ?? false;
  for (let i = 0; i < MAX_REDIRECTS; i++) {
    const result = resolveRoute(target, sessionContext());
    if ('route' in result) {
      const search = new URLSearchParams(result.route.query).toString();
      const finalUrl = result.route.path + (search ? `?${search}` : '');
      const address = hrefOf(finalUrl);
      if (finalUrl === locationUrl()) history.replaceState(history.state, '', address);
      else if (replace) history.replaceState(null, '', address);
      else history.pushState(null, '', address);
      current.value = result.route;
      return result.route;
    }
    if (result.logout) void logout();
    target = result.redirect;
  }
  throw new Error(`Too many redirects from ${url}`);
}

/**
 * Asks to open the console address `url` for `from` (an element): dispatches the cancelable
 * `casino-navigate` event on it and, when the console shell's router runs and no listener cancelled
 * the event, navigates. Outside the console shell nothing else happens: the host page decides.
 * Returns true when the router navigated.
 */
export function requestNavigation(
  from: EventTarget | null | undefined,
  url: string,
  opts: { replace?: boolean; force?: boolean } = {},
): boolean {
  const target = url.startsWith('/') ? url : `/${url}`;
  const parsed = new URL(target, 'http://router.invalid/');
  const allowed = from
    ? dispatchHostEvent(from, 'casino-navigate', {
        url: target,
        path: parsed.pathname,
        query: Object.fromEntries(parsed.searchParams.entries()),
        replace: opts.replace ?? false,
      })
    : true;
  if (!allowed || !started) return false;
  navigate(target, opts);
  return true;
}

/**
 * Replaces the query of the URL on screen (a list's page, sort and filter) without leaving the page:
 * the history entry is replaced and the route signal follows. Outside the console shell (the router
 * not started) the host page's address is left alone.
 */
export function replaceQuery(query: Readonly<Record<string, string>>): void {
  if (!started) return;
  const search = new URLSearchParams(query).toString();
  const url = location.pathname + (search ? `?${search}` : '');
  if (url !== location.pathname + location.search) history.replaceState(history.state, '', url);
  const shown = current.peek();
  if (shown && shown.path === pathOf(stripBasePath(location.pathname))) {
    current.value = { ...shown, query: Object.fromEntries(new URLSearchParams(search).entries()) };
  }
}

/** The query parameters of the URL on screen; none outside the console shell (the host's query is its own). */
export function currentQuery(): Record<string, string> {
  if (!started) return {};
  return Object.fromEntries(new URLSearchParams(location.search).entries());
}

/** Re-applies the guards to the current URL (after sign-in, sign-out, or when the tree loaded). */
export function refreshRoute(): Route {
  return navigate(locationUrl(), { replace: true, force: true });
}

/**
 * Starts the router on the current location: listens to popstate (back/forward), sign-out and tree
 * loads (which make permission checks possible). Returns the function that stops it.
 */
export function startRouter(): () => void {
  const onPop = () => {
    const wanted = locationUrl();
    const guard = blockingGuard(wanted);
    if (!guard) {
      refreshRoute();
      return;
    }
    // Back/forward already moved the address: put the page's own address back, then ask.
    const shown = current.peek() as Route;
    const search = new URLSearchParams(shown.query).toString();
    history.pushState(null, '', shown.path + (search ? `?${search}` : ''));
    void guard.confirm().then((leave) => {
      if (leave) navigate(wanted, { force: true });
    });
  };
  window.addEventListener('popstate', onPop);
  const offLogout = on('casino-logout', () => navigate(LOGIN_PATH, { replace: true, force: true }));
  const offTree = on('casino-agent-tree-loaded', () => refreshRoute());
  // a 401 goes to the console's root (with its base path); outside the shell it changes no address
  const previousNavigateTo = navigation.navigateTo;
  navigation.navigateTo = (url: string) => location.assign(hrefOf(url));
  started = true;
  refreshRoute();
  return () => {
    started = false;
    navigation.navigateTo = previousNavigateTo;
    window.removeEventListener('popstate', onPop);
    offLogout();
    offTree();
  };
}

/** For tests: forget the route and the agent lookup. */
export function resetRouterForTests(): void {
  current.value = null;
  agentLookup = undefined;
  leaveGuards.clear();
  started = false;
  basePath = '';
}
