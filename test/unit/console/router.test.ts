import { afterEach, describe, expect, it } from 'vitest';
import { ALL_CLAIMS, P } from '../../../src/core/permissions';
import {
  currentAgentId,
  currentQuery,
  hrefOf,
  isGuid,
  navigate,
  normaliseBasePath,
  replaceQuery,
  requestNavigation,
  resetRouterForTests,
  resolveRoute,
  route,
  setAgentLookup,
  setBasePath,
  startRouter,
  type Resolution,
  type Route,
  type RouteContext,
} from '../../../src/core/router';
import { clearToken, logout } from '../../../src/core/session';
import { CHILD, GRANDCHILD, OWN, PARENT } from '../../support/fixtures';
import { claimsWith, signIn } from '../../support/token';

const account = { id: 'u1', name: 'admin', agentId: OWN };
const tree = new Map([
  [OWN, { id: OWN, parentId: PARENT }],
  [CHILD, { id: CHILD, parentId: OWN }],
  [GRANDCHILD, { id: GRANDCHILD, parentId: CHILD, creditSource: true }],
]);
const admin: RouteContext = { loggedIn: true, account, claims: ALL_CLAIMS, findAgent: (id) => tree.get(id) };
const guest: RouteContext = { loggedIn: false, account: null, claims: claimsWith() };

function shown(result: Resolution): Route {
  if (!('route' in result)) throw new Error(`redirected to ${result.redirect}`);
  return result.route;
}
function redirect(result: Resolution): string {
  if (!('redirect' in result)) throw new Error(`showed ${result.route.path}`);
  return result.redirect;
}

describe('empty path: guarded; redirects to the agent’s landing page', () => {
  it('redirects a logged-in account to /{own agentId}/{landing route}', () => {
    expect(redirect(resolveRoute('/', admin))).toBe(`/${OWN}/agents`);
  });

  it('uses the first option visible for the own agent', () => {
    const ctx = { ...admin, claims: claimsWith(P.ListPlayers) };
    expect(redirect(resolveRoute('', ctx))).toBe(`/${OWN}/players`);
  });

  it('goes to /{own agentId} when no option is visible (empty landing route)', () => {
    expect(redirect(resolveRoute('/', { ...admin, claims: claimsWith() }))).toBe(`/${OWN}`);
  });

  it('a missing token goes to auth/login', () => {
    expect(redirect(resolveRoute('/', guest))).toBe('/auth/login');
  });

  it('an account without agentId is logged out', () => {
    expect(resolveRoute('/', { ...admin, account: { ...account, agentId: '' } })).toEqual({
      redirect: '/auth/login',
      logout: true,
    });
  });
});

describe('gamedetail: public game history page', () => {
  it('shows without login, titled Game History, keeping the query', () => {
    const r = shown(resolveRoute('/gamedetail?id=abc&token=t', guest));
    expect(r).toMatchObject({ name: 'gamedetail', title: 'app.console.pages.game-history', agentId: null });
    expect(r.query).toEqual({ id: 'abc', token: 't' });
  });
});

describe('{agentId}: main layout, guarded, with lazy guarded children', () => {
  it('parses the agent, the segments after it, the area and the params', () => {
    const r = shown(resolveRoute(`/${CHILD}/agents/edit/${GRANDCHILD}`, admin));
    expect(r).toMatchObject({
      name: 'main',
      layout: 'main',
      agentId: CHILD,
      segments: ['agents', 'edit', GRANDCHILD],
      area: 'agents',
      params: { id: GRANDCHILD },
      element: 'casino-agent-form',
    });
  });

  it('parses POS and POS-user ids (posid, posuserid)', () => {
    const r = shown(resolveRoute(`/${OWN}/poses/17/users/42/update`, admin));
    expect(r.params).toEqual({ posid: '17', posuserid: '42' });
    expect(r.area).toBe('poses');
  });

  const children = [
    'agents',
    'agents/create',
    'agents/adjust-credit',
    'users',
    'users/add',
    'users/edit/9',
    'players',
    'casinos',
    'casinos/add',
    'casinos/assigned',
    'roles',
    'reports',
    'poses',
    'terminals',
  ];
  for (const child of children) {
    it(`has the child route ${child}`, () => {
      expect(shown(resolveRoute(`/${CHILD}/${child}`, admin)).segments.join('/')).toBe(child);
    });
  }

  it('shows the bare main layout for /{agentId}', () => {
    expect(shown(resolveRoute(`/${OWN}`, admin))).toMatchObject({ area: null, element: null, segments: [] });
  });

  it('a missing token on a guarded child goes to auth/login', () => {
    expect(redirect(resolveRoute(`/${OWN}/users`, guest))).toBe('/auth/login');
  });

  it('an account without agentId is logged out on a guarded child', () => {
    expect(resolveRoute(`/${OWN}/users`, { ...admin, account: { ...account, agentId: '' } })).toMatchObject({
      logout: true,
    });
  });
});

describe('the {agentId} parameter must be a GUID (8-4-4-4-12 hex)', () => {
  it('accepts a GUID in either case', () => {
    expect(isGuid(OWN)).toBe(true);
    expect(isGuid('ABCDEF01-2345-6789-abcd-ef0123456789')).toBe(true);
  });

  it('refuses other shapes', () => {
    for (const bad of [
      '123',
      'agents',
      '11111111-1111-4111-8111-11111111111',
      '1111111-11111-4111-8111-111111111111',
      'g1111111-1111-4111-8111-111111111111',
    ]) {
      expect(isGuid(bad)).toBe(false);
    }
  });

  it('a non-GUID first segment is an unknown path: error/404', () => {
    expect(redirect(resolveRoute('/not-a-guid/users', admin))).toBe('/error/404');
  });
});

describe('an invalid or forbidden URL falls back to the first allowed option, or to the root', () => {
  const viewer: RouteContext = { ...admin, claims: claimsWith(P.ListUsers, P.ViewCasinos) };

  it('an unknown child path goes to the first allowed option', () => {
    expect(redirect(resolveRoute(`/${CHILD}/nothing-here`, viewer))).toBe(`/${CHILD}/users`);
  });

  it('a forbidden area goes to the first allowed option', () => {
    expect(redirect(resolveRoute(`/${CHILD}/roles`, viewer))).toBe(`/${CHILD}/users`);
  });

  it('a disabled option (Adjust Credits on the own agent) counts as forbidden', () => {
    expect(redirect(resolveRoute(`/${OWN}/agents/adjust-credit`, admin))).toBe(`/${OWN}/agents`);
  });

  it('Adjust Credits is forbidden on a credit-source agent', () => {
    expect(redirect(resolveRoute(`/${GRANDCHILD}/agents/adjust-credit`, admin))).toMatch(
      new RegExp(`^/${GRANDCHILD}/`),
    );
  });

  it('goes to the root when no option is allowed', () => {
    expect(redirect(resolveRoute(`/${CHILD}/roles`, { ...admin, claims: claimsWith() }))).toBe('/');
  });

  it('allowed areas show', () => {
    expect(shown(resolveRoute(`/${CHILD}/casinos`, viewer)).area).toBe('casinos');
  });

  it('an agent the tree does not know yet is not judged (the tree load re-resolves)', () => {
    const unknown = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    expect(shown(resolveRoute(`/${unknown}/roles`, viewer)).agentId).toBe(unknown);
  });
});

describe('auth: auth layout; empty goes to login', () => {
  it('auth goes to auth/login', () => {
    expect(redirect(resolveRoute('/auth', guest))).toBe('/auth/login');
  });

  it('auth/login shows the login screen for a visitor', () => {
    expect(shown(resolveRoute('/auth/login', guest))).toMatchObject({ name: 'login', layout: 'auth' });
  });

  it('auth/login is blocked for an already logged-in user, who is redirected to the root', () => {
    expect(redirect(resolveRoute('/auth/login', admin))).toBe('/');
  });
});

describe('error/500, error/404: error pages in the auth layout; any other path goes to error/404', () => {
  it('shows error/404 and error/500 without login', () => {
    expect(shown(resolveRoute('/error/404', guest))).toMatchObject({ name: 'error-404', layout: 'auth' });
    expect(shown(resolveRoute('/error/500', guest))).toMatchObject({ name: 'error-500', layout: 'auth' });
  });

  it('any other path goes to error/404', () => {
    for (const url of ['/nowhere', '/error/418', '/auth/register', '/gamedetail/x']) {
      expect(redirect(resolveRoute(url, admin))).toBe('/error/404');
    }
  });
});

describe('pages of the signed-in user (the profile): guarded, main layout, the own agent', () => {
  it('shows /app-views/profile to a signed-in account, in the main layout, with its own agent as the current agent', () => {
    const r = shown(resolveRoute('/app-views/profile', admin));
    expect(r).toMatchObject({
      name: 'user',
      layout: 'main',
      path: '/app-views/profile',
      agentId: OWN,
      area: 'users',
      title: 'app.console.pages.profile',
      element: 'casino-profile',
    });
  });
  it('needs no permission: an account without any claim opens it', () => {
    expect(shown(resolveRoute('/app-views/profile', { ...admin, claims: claimsWith() })).name).toBe('user');
  });
  it('a missing token goes to auth/login; an account without agentId is logged out', () => {
    expect(redirect(resolveRoute('/app-views/profile', guest))).toBe('/auth/login');
    expect(resolveRoute('/app-views/profile', { ...admin, account: { ...account, agentId: '' } })).toEqual({
      redirect: '/auth/login',
      logout: true,
    });
  });
  it('keeps the query; another path under app-views is unknown (error/404)', () => {
    expect(shown(resolveRoute('/app-views/profile?tab=password', admin)).query).toEqual({ tab: 'password' });
    expect(redirect(resolveRoute('/app-views/settings', admin))).toBe('/error/404');
    expect(redirect(resolveRoute('/app-views/profile/x', admin))).toBe('/error/404');
  });
});

describe('route signal, navigate and popstate (History API)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    resetRouterForTests();
    history.replaceState(null, '', '/');
  });

  it('navigate pushes the resolved URL and sets the route signal', () => {
    const before = history.length;
    navigate('/error/500');
    expect(location.pathname).toBe('/error/500');
    expect(route.value?.name).toBe('error-500');
    expect(history.length).toBe(before + 1);
  });

  it('navigate with replace replaces the history entry', () => {
    const before = history.length;
    navigate('/error/404', { replace: true });
    expect(history.length).toBe(before);
    expect(location.pathname).toBe('/error/404');
  });

  it('navigate follows redirects to the final URL (a guarded URL without a token goes to auth/login)', () => {
    navigate(`/${OWN}/users`);
    expect(location.pathname).toBe('/auth/login');
    expect(route.value?.name).toBe('login');
  });

  it('popstate re-reads the location', () => {
    stop = startRouter();
    history.pushState(null, '', '/error/500');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(route.value?.name).toBe('error-500');
  });

  it('currentAgentId: the first URL segment of the address', () => {
    signIn(OWN, { AgentClaims: [P.ListUsers, P.View2ndPlusLevelChildren] });
    setAgentLookup((id) => tree.get(id));
    navigate(`/${CHILD}/users`);
    expect(route.value?.agentId).toBe(CHILD);
    expect(currentAgentId.value).toBe(CHILD);
    clearToken();
  });

  it('currentAgentId on a page of the signed-in user (the profile) is the account’s own', () => {
    signIn(OWN, ALL_CLAIMS);
    navigate('/app-views/profile');
    expect(route.value?.agentId).toBe(OWN);
    expect(currentAgentId.value).toBe(OWN);
    clearToken();
  });

  it('currentAgentId: else the account’s own agent; none without a session', () => {
    navigate('/gamedetail');
    expect(currentAgentId.value).toBeNull();
    signIn(OWN);
    expect(currentAgentId.value).toBe(OWN);
    clearToken();
  });

  it('a logged-in account opening the root lands on its landing route', () => {
    signIn(OWN, { RtgClaims: [P.ListPlayers] });
    navigate('/');
    expect(location.pathname).toBe(`/${OWN}/players`);
    clearToken();
  });

  it('sign-out (casino-logout) goes to the login page', () => {
    signIn(OWN, { RtgClaims: [P.ListPlayers] });
    stop = startRouter();
    navigate(`/${OWN}/players`);
    logout();
    expect(location.pathname).toBe('/auth/login');
    expect(route.value?.name).toBe('login');
  });
});

describe('the base path: the console lives under a path of its origin', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    resetRouterForTests();
    history.replaceState(null, '', '/');
  });

  it('is normalised: one leading slash, no trailing slash, the root is empty', () => {
    expect(normaliseBasePath('backoffice/')).toBe('/backoffice');
    expect(normaliseBasePath('/ops/console/')).toBe('/ops/console');
    expect(normaliseBasePath('/')).toBe('');
    expect(normaliseBasePath(undefined)).toBe('');
  });

  it('navigate writes the route under the base path; the route itself is relative to it', () => {
    setBasePath('/backoffice');
    navigate('/error/500');
    expect(location.pathname).toBe('/backoffice/error/500');
    expect(route.value?.path).toBe('/error/500');
    expect(hrefOf(`/${OWN}/agents`)).toBe(`/backoffice/${OWN}/agents`);
  });

  it('the router started on an address under the base path shows the route it names', () => {
    setBasePath('/backoffice');
    history.replaceState(null, '', '/backoffice/error/404');
    stop = startRouter();
    expect(route.value?.name).toBe('error-404');
    expect(location.pathname).toBe('/backoffice/error/404');
  });
});

describe('navigation requests: only the console shell changes the address', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    resetRouterForTests();
    history.replaceState(null, '', '/');
  });

  it('without the router started, a request dispatches casino-navigate and changes no address', () => {
    history.replaceState(null, '', '/some/host/path?x=1');
    const element = document.createElement('div');
    document.body.append(element);
    const seen: unknown[] = [];
    document.addEventListener('casino-navigate', (event) => seen.push((event as CustomEvent).detail), {
      once: true,
    });
    expect(requestNavigation(element, '/error/500?from=x')).toBe(false);
    expect(seen).toEqual([
      { url: '/error/500?from=x', path: '/error/500', query: { from: 'x' }, replace: false },
    ]);
    expect(location.pathname + location.search).toBe('/some/host/path?x=1');
    element.remove();
  });

  it('without the router started, a list state leaves the host’s query alone', () => {
    history.replaceState(null, '', '/some/host/path?x=1');
    replaceQuery({ page: '2' });
    expect(location.search).toBe('?x=1');
    expect(currentQuery()).toEqual({});
  });

  it('with the router started, the request navigates unless cancelled', () => {
    stop = startRouter();
    const element = document.createElement('div');
    document.body.append(element);
    expect(requestNavigation(element, '/error/500')).toBe(true);
    expect(location.pathname).toBe('/error/500');
    const cancel = (event: Event) => event.preventDefault();
    element.addEventListener('casino-navigate', cancel);
    expect(requestNavigation(element, '/error/404')).toBe(false);
    expect(location.pathname).toBe('/error/500');
    element.remove();
  });
});
