/**
 * Area manifests: one manifest per area declares its routes (with the permission check guarding each),
 * its menu options and its labels; the route table, the side menu, the outlet's element map and the
 * breadcrumbs are derived from the list of manifests, and the router asks each route's own check.
 */
import { describe, expect, it } from 'vitest';
import { AREA_MANIFESTS, type AreaManifest, type AreaRoute } from '../../../src/core/areas';
import { buildBreadcrumbs } from '../../../src/core/breadcrumbs';
import { MENU_OPTIONS, menuOf } from '../../../src/core/menu';
import { ALL_CLAIMS, P } from '../../../src/core/permissions';
import { resolveRoute, type Route, type RouteContext } from '../../../src/core/router';
import { AREA_ROUTES, matchUserPage, routeTable, userPageTable } from '../../../src/core/routes';
import { AREA_LOADERS } from '../../../src/widgets/area-loaders';
import { resolveArea } from '../../../src/widgets/outlet/resolve-area';
import { CHILD, OWN } from '../../support/fixtures';
import { claimsWith } from '../../support/token';

const account = { id: 'u1', agentId: OWN, name: 'tester' };
const ctx = (claims = ALL_CLAIMS, known: Record<string, { parentId: string | null }> = {}): RouteContext => ({
  loggedIn: true,
  account,
  claims,
  findAgent: (id) =>
    id === OWN ? { id: OWN, parentId: null } : known[id] ? { id, parentId: known[id].parentId } : undefined,
});

function shown(url: string, context: RouteContext): Route | string {
  const result = resolveRoute(url, context);
  return 'route' in result ? result.route : result.redirect;
}

/** A manifest of a test area 'widgets' with one list page and one page guarded by its own check. */
const widgetsArea: AreaManifest = {
  key: 'widgets',
  routes: [
    {
      path: 'widgets',
      title: 'app.console.pages.test-widgets',
      element: 'casino-widgets-list',
      children: [
        {
          path: 'secret',
          title: 'app.console.pages.test-secret',
          element: 'casino-widgets-secret',
          access: () => false,
        },
      ],
    },
  ],
  menu: [
    {
      path: 'widgets',
      nameKey: 'app.console.menu.test-widgets',
      icon: 'fa fa-cube',
      section: 'areas',
      order: 3.5,
      visible: () => true,
    },
    {
      path: 'widgets/new',
      nameKey: 'app.console.menu.test-new',
      icon: 'fa fa-plus',
      section: 'actions',
      order: 99,
      visible: () => true,
    },
  ],
  labels: { en: {}, 'zh-cn': {} },
};

describe('the route table is derived from the manifests', () => {
  it("holds every manifest's routes in list order, each tagged with its area", () => {
    expect(AREA_ROUTES.map((r) => r.path)).toEqual(
      AREA_MANIFESTS.flatMap((m) => m.routes.map((r) => r.path)),
    );
    for (const row of AREA_ROUTES) expect(row.area).toBe(row.path.split('/')[0]);
  });
  it('a new manifest adds its rows, children included, and nothing else changes', () => {
    const table = routeTable([...AREA_MANIFESTS, widgetsArea]);
    expect(table.slice(0, AREA_ROUTES.length)).toEqual(AREA_ROUTES);
    expect(table.at(-1)!.children![0]).toMatchObject({ path: 'secret', area: 'widgets' });
  });
});

describe('the side menu is derived from the manifests: options by order, a divider before the actions', () => {
  it('the console menu is the manifests’ options', () => {
    const options = MENU_OPTIONS.filter(Boolean);
    expect(options).toHaveLength(AREA_MANIFESTS.flatMap((m) => m.menu).length);
  });
  it('a new area’s options take their place by order, areas before the divider, actions after', () => {
    const menu = menuOf([...AREA_MANIFESTS, widgetsArea]).map((o) => (o ? o.path : null));
    const divider = menu.indexOf(null);
    expect(menu.indexOf('widgets')).toBe(3);
    expect(menu.indexOf('widgets')).toBeLessThan(divider);
    expect(menu.at(-1)).toBe('widgets/new');
  });
});

describe('breadcrumbs come from the titles of the matched manifest routes', () => {
  it('agents/edit/:id gives Home, Agents, Edit Agent (the edit crumb without a link)', () => {
    const route = shown(
      `/${OWN}/agents/edit/${CHILD}`,
      ctx(ALL_CLAIMS, { [CHILD]: { parentId: OWN } }),
    ) as Route;
    expect(buildBreadcrumbs(route)).toEqual([
      { title: 'app.console.breadcrumbs.root', link: '/' },
      { title: 'app.console.pages.agents', link: `/${OWN}/agents` },
      { title: 'app.console.pages.edit-agent', link: null },
    ]);
  });
});

describe("the outlet's element map comes from the manifests, each area's bundle from the widgets' loaders", () => {
  it('a page shows the element its route row names, loaded with its area', () => {
    const route = shown(`/${OWN}/agents/multicash`, ctx()) as Route;
    const target = resolveArea(route)!;
    expect(target.tag).toBe('casino-multicash');
    expect(target.load).toBe(AREA_LOADERS.agents);
    expect(target.attributes).toEqual({ 'agent-id': OWN });
  });
  it('every area that names an element has a loader, and every loader belongs to an area', () => {
    const names = (routes: readonly AreaRoute[]): boolean =>
      routes.some((r) => r.element !== undefined || names(r.children ?? []));
    const withElements = AREA_MANIFESTS.filter(
      (m) => names(m.routes) || (m.userPages?.length ?? 0) > 0 || (m.publicPages?.length ?? 0) > 0,
    ).map((m) => m.key);
    expect(withElements.filter((key) => typeof AREA_LOADERS[key] !== 'function')).toEqual([]);
    expect(Object.keys(AREA_LOADERS).filter((key) => !AREA_MANIFESTS.some((m) => m.key === key))).toEqual([]);
  });
  it('an area without a loader has none (the outlet shows the 404 page)', () => {
    const route = shown(`/${OWN}/terminals`, ctx()) as Route;
    expect(resolveArea(route, AREA_MANIFESTS, { ...AREA_LOADERS, terminals: undefined })).toMatchObject({
      tag: 'casino-terminals',
      load: undefined,
    });
  });
  it('the public game-history page is a manifest’s public page', () => {
    const route = shown('/gamedetail', ctx()) as Route;
    expect(resolveArea(route)?.tag).toBe('casino-game-history');
  });
});

describe('the router checks each route’s own permission, not only its menu option', () => {
  it('agents/edit/:id is refused when the user may not edit that agent, though the Agents option is visible', () => {
    const claims = claimsWith(P.ViewAgents, P.View2ndPlusLevelChildren);
    const target = shown(`/${OWN}/agents/edit/${CHILD}`, ctx(claims, { [CHILD]: { parentId: OWN } }));
    expect(target).toBe(`/${OWN}/agents`);
  });
  it('the same URL opens for a user who may edit the agent', () => {
    const claims = claimsWith(P.ViewAgents, P.EditAgent);
    const route = shown(`/${OWN}/agents/edit/${CHILD}`, ctx(claims, { [CHILD]: { parentId: OWN } }));
    expect((route as Route).element).toBe('casino-agent-form');
  });
  it('agents/ip-whitelist needs the IP-whitelist view permission', () => {
    expect(shown(`/${OWN}/agents/ip-whitelist`, ctx(claimsWith(P.ViewAgents)))).toBe(`/${OWN}/agents`);
    expect((shown(`/${OWN}/agents/ip-whitelist`, ctx(claimsWith(P.ViewIpWhitelist))) as Route).element).toBe(
      'casino-ip-whitelist',
    );
  });
  it('a route without its own check is guarded by its menu option (adjust credit is disabled for the own agent)', () => {
    expect(shown(`/${OWN}/agents/adjust-credit`, ctx())).toBe(`/${OWN}/agents`);
  });
});

describe('pages of the signed-in user are declared by the manifests (userPages), outside /{agentId}', () => {
  /** A test area declaring one user page with a parameter. */
  const inbox: AreaManifest = {
    key: 'inbox',
    routes: [],
    menu: [],
    userPages: [
      { path: 'app-views/inbox/:id', title: 'app.console.pages.test-inbox', element: 'casino-inbox' },
    ],
    labels: { en: {}, 'zh-cn': {} },
  };
  const table = userPageTable([...AREA_MANIFESTS, inbox]);

  it('the user page table holds every manifest’s user pages, tagged with the area', () => {
    expect(table).toContainEqual({
      path: 'app-views/profile',
      title: 'app.console.pages.profile',
      element: 'casino-profile',
      area: 'users',
    });
    expect(table).toContainEqual(expect.objectContaining({ path: 'app-views/inbox/:id', area: 'inbox' }));
  });
  it('a user page matches its whole path, with its parameters; a longer or shorter path does not', () => {
    expect(matchUserPage(['app-views', 'inbox', '7'], table)?.params).toEqual({ id: '7' });
    expect(matchUserPage(['app-views', 'inbox'], table)).toBeNull();
    expect(matchUserPage(['app-views', 'profile', 'x'], table)).toBeNull();
  });
  it('the outlet shows the page’s element, loaded with its area’s bundle, for the own agent', () => {
    const route = shown('/app-views/profile', ctx()) as Route;
    const target = resolveArea(route)!;
    expect(target.tag).toBe('casino-profile');
    expect(target.load).toBe(AREA_LOADERS.users);
    expect(target.attributes).toEqual({ 'agent-id': OWN });
  });
  it('breadcrumbs: Home, then the page, which links to its own path', () => {
    const route = shown('/app-views/profile', ctx()) as Route;
    expect(buildBreadcrumbs(route)).toEqual([
      { title: 'app.console.breadcrumbs.root', link: '/' },
      { title: 'app.console.pages.profile', link: '/app-views/profile' },
    ]);
  });
});

describe("a manifest's page titles and menu labels are translation keys", () => {
  it('a misspelled title or label does not compile', () => {
    const misspelled: AreaManifest = {
      key: 'misspelled',
      routes: [
        // @ts-expect-error 'app.player' is no area of the texts: the title is no translation key
        { path: 'misspelled', title: 'app.player.list.title', element: 'casino-misspelled' },
      ],
      menu: [
        {
          path: 'misspelled',
          // @ts-expect-error a menu label is a translation key too
          nameKey: 'menu.players',
          icon: 'fa fa-cube',
          section: 'areas',
          order: 1,
          visible: () => true,
        },
      ],
      // @ts-expect-error a user page's title too
      userPages: [{ path: 'app-views/misspelled', title: 'app.profile.titel', element: 'casino-misspelled' }],
      labels: { en: {}, 'zh-cn': {} },
    };
    expect(routeTable([misspelled]).map((row) => row.title)).toEqual(['app.player.list.title']);
  });
});
