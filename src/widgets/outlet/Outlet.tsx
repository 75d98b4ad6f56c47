/**
 * The outlet: renders the page of the current route.
 *
 * - It starts the router (History API, `route` signal) when it connects: the outlet makes the page the
 *   console shell. Its `base-path` attribute (else the configuration's `basePath`) says where the console
 *   lives on the origin; every route is relative to it.
 * - auth/login shows `casino-login`; error/404 and error/500 show `casino-error-page`.
 * - The guards are the router's `resolveRoute`: when the session no longer allows the route on screen
 *   (signed out, token expired), the outlet navigates where the guard says (the login page).
 * - Pages of the main layout, the signed-in user's pages (the profile) and 'gamedetail' come from the
 *   area manifests (src/core/areas): the area's loader runs, then the element is created with
 *   `agent-id` of the current agent and the route parameters as attributes. No element declared, no loader, a failing loader or an element still
 *   undefined: the 404 error page.
 * - Every page of the main layout sits in a panel (./Panel.tsx): title bar, collapse, full screen,
 *   rename, colour and hide, remembered per user and page.
 * - The bare agent route (/{agentId}) goes to the agent's landing route (its first visible menu
 *   option); with none, a translated empty state.
 * - Focus: when the route moves to another page (a link, the menu, a form that saved, the sign-in), the
 *   new page's heading (its panel's title) takes the focus and the page's title is announced
 *   (`part="announcer"`, aria-live polite). Not on the first page the browser opens (the skip link stays
 *   the first tab stop), not for a change of the query alone (paging, sorting), and not while the focus
 *   is in the agent tree (a keyboard user browsing agents stays in the tree; the page is announced).
 */

import { agentPath } from '../../core/paths';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { currentAgent } from '../../core/agents';
import { config } from '../../core/config';
import { landingRoute } from '../../core/menu';
import {
  navigate,
  resolveRoute,
  route as currentRoute,
  sessionContext,
  setBasePath,
  startRouter,
  stripBasePath,
  type Route,
} from '../../core/router';
import { pageKey } from '../../core/routes';
import { account, claims, isLoggedIn } from '../../core/session';
import { useT } from '../shared/hooks';
import { css } from '../shared/styles';
import { Panel } from './Panel';
import { resolveArea, type AreaTarget } from './resolve-area';

export const outletStyles = css`
  :host {
    display: block;
    min-height: var(--casino-outlet-min-height, 0);
  }
  .announcer {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .page {
    display: contents;
  }
  .state {
    padding: calc(var(--_casino-spacing) * 2);
    color: var(--_casino-color-text-muted);
  }
`;

const NONE: Record<string, string> = {};
const NOT_FOUND: Record<string, string> = { code: '404' };
const SERVER_ERROR: Record<string, string> = { code: '500' };

let routerUsers = 0;
let stopRouter: (() => void) | null = null;

/** Starts the router for the first outlet on the page (under `basePath`); the last one to go stops it. */
function holdRouter(basePath: string | undefined): () => void {
  routerUsers++;
  if (routerUsers === 1) {
    setBasePath(basePath ?? config.peek()?.basePath);
    stopRouter = startRouter();
  }
  return () => {
    routerUsers--;
    if (routerUsers === 0) {
      stopRouter?.();
      stopRouter = null;
    }
  };
}

function routeUrl(route: Route): string {
  const search = new URLSearchParams(route.query).toString();
  return route.path + (search ? `?${search}` : '');
}

/**
 * Shows one custom element, created by hand rather than by React: each page element is its own React
 * root (r2wc), and removing it while this root commits would unmount that root synchronously inside
 * React's commit. The old element leaves in a microtask instead, before the next paint.
 */
function Hosted({ tag, attributes }: { tag: string; attributes: Record<string, string> }) {
  const slot = useRef<HTMLDivElement>(null);
  const element = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const created = document.createElement(tag);
    created.setAttribute('part', 'page');
    element.current = created;
    slot.current?.append(created);
    return () => {
      element.current = null;
      queueMicrotask(() => created.remove());
    };
  }, [tag]);
  useLayoutEffect(() => {
    const current = element.current;
    if (!current) return;
    for (const name of current.getAttributeNames()) {
      if (name !== 'part' && !(name in attributes)) current.removeAttribute(name);
    }
    for (const [name, value] of Object.entries(attributes)) {
      if (current.getAttribute(name) !== value) current.setAttribute(name, value);
    }
  });
  return <div className="page" ref={slot} />;
}

/**
 * Starts loading the bundle of the page the address names, as soon as the outlet connects: in
 * parallel with the configuration and the session's first calls, rather than once they are in.
 * The outlet's own render imports it again later (the same module, loaded once).
 */
export function preloadPage(element: HTMLElement): void {
  setBasePath(element.getAttribute('base-path') ?? config.peek()?.basePath);
  const resolved = resolveRoute(stripBasePath(location.pathname) + location.search, sessionContext());
  if (!('route' in resolved)) return;
  const target = resolveArea(resolved.route);
  if (!target?.load || customElements.get(target.tag)) return;
  // A failure shows when the outlet renders the page (it runs the same loader and reports it).
  target.load().catch(() => undefined);
}

type LoadState = 'loading' | 'ready' | 'missing';

/** Runs the area's loader once per tag and reports whether the element is defined afterwards. */
function useDefined(target: AreaTarget | null): LoadState {
  const tag = target?.tag ?? null;
  const loader = target?.load ?? null;
  const initial: LoadState = !tag ? 'missing' : customElements.get(tag) ? 'ready' : 'loading';
  const [state, setState] = useState<{ tag: string | null; state: LoadState }>({ tag, state: initial });
  useEffect(() => {
    if (!tag || !loader) {
      setState({ tag, state: 'missing' });
      return;
    }
    if (customElements.get(tag)) {
      setState({ tag, state: 'ready' });
      return;
    }
    let alive = true;
    setState({ tag, state: 'loading' });
    loader().then(
      () => alive && setState({ tag, state: customElements.get(tag) ? 'ready' : 'missing' }),
      (error: unknown) => {
        console.error(`casino-outlet: the bundle of <${tag}> failed to load`, error);
        if (alive) setState({ tag, state: 'missing' });
      },
    );
    return () => {
      alive = false;
    };
  }, [tag, loader]);
  return state.tag === tag ? state.state : initial;
}

function Page({ target }: { target: AreaTarget | null }) {
  const t = useT();
  const state = useDefined(target);
  if (state === 'loading') {
    return (
      <div className="state" part="loading" role="status">
        {t('app.shell.outlet.loading')}
      </div>
    );
  }
  if (state === 'missing' || !target) return <Hosted tag="casino-error-page" attributes={NOT_FOUND} />;
  return <Hosted tag={target.tag} attributes={target.attributes} />;
}

/** A page of the console in its panel, remembered under the page's key ('agents/edit/:id', 'reports/game-history'). */
function PagePanel({ route, children }: { route: Route; children: ReactNode }) {
  const t = useT();
  const pattern = pageKey(route.matches, route.params) || route.path;
  return (
    <Panel key={pattern} page={pattern} title={route.title ? t(route.title) : ''}>
      {children}
    </Panel>
  );
}

/** /{agentId} alone: the agent's landing route, or an empty state when no option is visible. */
function AgentRoot({ route }: { route: Route }) {
  useSignals();
  const t = useT();
  const agentId = route.agentId as string;
  const known = currentAgent.value;
  const agent = known && known.id === agentId ? known : { id: agentId, parentId: null };
  const own = account.value?.agentId ?? '';
  const landing = landingRoute({ claims: claims.value, agentId: own }, agent);
  useEffect(() => {
    if (landing) navigate(agentPath(agentId, landing), { replace: true });
  }, [agentId, landing]);
  if (landing) return null;
  return (
    <div className="state" part="empty">
      {t('app.shell.outlet.no-area')}
    </div>
  );
}

/** The focused element, looking into shadow roots, and the hosts on the way. */
function focusPath(): Element[] {
  const path: Element[] = [];
  let element = document.activeElement;
  while (element) {
    path.push(element);
    element = element.shadowRoot?.activeElement ?? null;
  }
  return path;
}

/**
 * Moves the focus to the page's heading and announces the page when the route moves to another page
 * (see the rules at the top of this file).
 */
function usePageFocus(route: Route | null, redirect: string | null, root: () => ShadowRoot | null): string {
  const t = useT();
  const last = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // the page shown (a redirect shows nothing: the page it leads to counts)
  const path = route && !redirect ? route.path : null;
  useEffect(() => {
    if (!path || !route) return;
    const previous = last.current;
    last.current = path;
    if (previous === null || previous === path || route.layout !== 'main') return;
    setAnnouncement(route.title ? t(route.title) : '');
    if (focusPath().some((element) => element.localName === 'casino-agent-tree')) return;
    const shadow = root();
    const target =
      shadow?.querySelector<HTMLElement>('[part="panel-title"]') ??
      shadow?.querySelector<HTMLElement>('[part="panel-show"]');
    target?.focus({ preventScroll: false });
    // a route that changes again at once (a redirect) is announced by its last page
  }, [path]);
  return announcement;
}

export interface OutletProps {
  /** Where the console lives on its origin (attribute `base-path`; default: the configuration's, else the root). */
  basePath?: string;
}

export function Outlet({ basePath }: OutletProps) {
  useSignals();
  useEffect(() => holdRouter(basePath), []);
  const anchor = useRef<HTMLSpanElement>(null);
  const route = currentRoute.value;
  void isLoggedIn.value; // re-check the guards when the session changes
  const verdict = route ? resolveRoute(routeUrl(route), sessionContext()) : null;
  const redirect = verdict && 'redirect' in verdict ? verdict.redirect : null;
  useEffect(() => {
    // Re-check against the route of now: the router may have moved on since this render.
    const now = currentRoute.peek();
    if (!redirect || !now) return;
    const again = resolveRoute(routeUrl(now), sessionContext());
    if ('redirect' in again) navigate(again.redirect, { replace: true });
  }, [redirect, route]);

  const announcement = usePageFocus(
    route,
    redirect,
    () => (anchor.current?.getRootNode() as ShadowRoot | null) ?? null,
  );
  const announcer = (
    <span ref={anchor} className="announcer" part="announcer" role="status" aria-live="polite">
      {announcement}
    </span>
  );
  return (
    <>
      {announcer}
      {routePage(route, redirect)}
    </>
  );
}

function routePage(route: Route | null, redirect: string | null): ReactNode {
  if (!route || redirect) return null;
  switch (route.name) {
    case 'login':
      return <Hosted tag="casino-login" attributes={NONE} />;
    case 'error-404':
      return <Hosted tag="casino-error-page" attributes={NOT_FOUND} />;
    case 'error-500':
      return <Hosted tag="casino-error-page" attributes={SERVER_ERROR} />;
    case 'main':
      if (route.segments.length === 0) return <AgentRoot route={route} />;
      return (
        <PagePanel route={route}>
          <Page key={route.element ?? route.path} target={resolveArea(route)} />
        </PagePanel>
      );
    default: {
      const page = <Page key={route.name} target={resolveArea(route)} />;
      return route.layout === 'main' ? <PagePanel route={route}>{page}</PagePanel> : page;
    }
  }
}
