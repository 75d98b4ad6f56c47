/**
 * The shape of an area manifest: the one place that declares a console area (agents, users,
 * players, cafes, terminals, casinos, roles, reports). The route table, the side menu, the outlet's
 * element map and the breadcrumbs are all derived from the list of manifests (src/core/areas/index.ts);
 * besides it, only the widgets layer's map of bundles (src/widgets/area-loaders.ts) names an area.
 * See docs/adding-an-area.md and docs/architecture.md.
 *
 * Pure data and pure functions: no DOM, no signals, no React.
 */
import type { TranslationKey } from '../i18n/keys';
import type { ConsoleLink } from '../paths';
import type { TranslationTree } from '../i18n/resources';
import type { PermissionSubject, TargetAgent } from '../permissions';

/** What a route's permission check may read besides the subject and the URL's agent. */
export interface AccessContext {
  /** The URL's agent is a credit source. */
  creditSource: boolean;
  /** The route parameters (id, posid, report, …). */
  params: Readonly<Record<string, string>>;
  /** Where another agent sits in the tree (for checks about the agent a parameter names). */
  findAgent?: (agentId: string) => TargetAgent | undefined;
}

/**
 * The permission check that guards a route: the router refuses the URL when it says no, and the
 * page element asks the same function before it renders (so a page never shows what the router
 * would refuse). `agent` is the agent of the URL.
 */
export type RouteAccess = (subject: PermissionSubject, agent: TargetAgent, ctx: AccessContext) => boolean;

/** One row of an area's route tree (relative to its parent, or to /{agentId} at the top). */
export interface AreaRoute {
  /**
   * The row's own part of its route name (src/core/paths.ts `pathTo`): absent, the literal segments of
   * its path joined with dots ('edit/:id' -> 'edit'); needed only where that would repeat a sibling's
   * or the parent's name (':report' under 'reports').
   */
  readonly name?: string;
  /** Relative path without slashes at its ends; may hold several segments ('edit/:id'); ':name' is a parameter. */
  readonly path: string;
  /** Translation key of the page title (breadcrumbs, page header, browser tab). */
  readonly title: TranslationKey;
  /**
   * The title's key for the route's parameters, when the page's name depends on them (a report is
   * titled with its own name); null or absent: `title`.
   */
  readonly titleOf?: (params: Readonly<Record<string, string>>) => TranslationKey | null;
  /** Tag of the custom element that renders the page. */
  readonly element?: string;
  /**
   * The check guarding this route. Absent: the menu option with the same full path guards it when
   * there is one (visible and not disabled), else the parent row's check.
   */
  readonly access?: RouteAccess;
  /**
   * The check the page element applies instead of `access` where the page itself explains a refusal
   * the router makes (the credit adjustment says why a disabled agent's credit cannot be adjusted).
   */
  readonly pageAccess?: RouteAccess;
  /** Translation key of the message a refused user sees instead of the page (default the page kit's). */
  readonly forbidden?: TranslationKey;
  readonly children?: readonly AreaRoute[];
}

/** An option of the side menu, declared by the area it leads to. */
export interface AreaMenuOption {
  /** Route relative to the agent id ('agents/adjust-credit'). */
  readonly path: string;
  /** Translation key of the label. */
  readonly nameKey: TranslationKey;
  /** Icon class (Font Awesome names, as the original console used). */
  readonly icon: string;
  /**
   * Where the option stands: options sort by `order`; the menu shows a divider between the 'areas'
   * section and the 'actions' section.
   */
  readonly section: 'areas' | 'actions';
  readonly order: number;
  /** Shows the option for the agent. */
  readonly visible: (subject: PermissionSubject, agent: TargetAgent) => boolean;
  /** Greys the option out (shown but not usable). */
  readonly disabled?: (
    subject: PermissionSubject,
    agent: TargetAgent,
    ctx: { creditSource: boolean },
  ) => boolean;
}

/** A page outside the agent's layout (the public game-history page). */
export interface PublicPage {
  /** The URL path ('gamedetail'). */
  readonly path: string;
  readonly title: TranslationKey;
  readonly element: string;
}

/**
 * A page of the signed-in user, not of an agent (the profile, a search over everything): its URL is its
 * own ('app-views/profile'), never under /{agentId}. The router shows it to a signed-in user only, in
 * the main layout, with the user's own agent as the current agent; breadcrumbs and the tab title read
 * its title like any page's.
 */
export interface UserPage {
  /** The URL path without slashes at its ends ('app-views/profile'); ':name' segments are parameters. */
  readonly path: string;
  readonly title: TranslationKey;
  readonly element: string;
}

/** One result of the global search: what it is called, a detail line, and the URL of its page. */
export interface SearchHit {
  readonly id: string;
  readonly title: string;
  /** A second line (login, e-mail, agent, currency…); user data, shown as is. */
  readonly detail?: string;
  /** Where choosing it goes (`{ route: 'players.edit', params: { agentId, id } }`; its address: `linkPath`). */
  readonly to: ConsoleLink;
}

export interface SearchQuery {
  /** The text searched for (trimmed, not empty). */
  readonly text: string;
  /** The agent whose subtree is searched: the signed-in user's own. */
  readonly agentId: string;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** One page of an area's results and how many there are in all. */
export interface SearchAnswer {
  readonly hits: readonly SearchHit[];
  readonly total: number;
}

export type AreaSearchFn = (query: SearchQuery, signal?: AbortSignal) => Promise<SearchAnswer>;

/**
 * How the global search (/miscellaneous/search) searches an area: through the area's own server-paged
 * list, within the user's subtree, so the server applies the area's permission and agent checks. The
 * group shows when the area's menu option `option` is visible for the user's own agent (the menu's
 * permission rules).
 */
export interface AreaSearch {
  /** The menu option path whose visibility allows the search ('players'). */
  readonly option: string;
  /** Translation key of the group's heading. */
  readonly label: TranslationKey;
  /** Imports the search function (kept out of the shell's bundle). */
  readonly load: () => Promise<AreaSearchFn>;
}

/** One language's tree and the other's, inline: page titles and menu labels are needed by the shell at once. */
export type AreaLabels = Readonly<Record<'en' | 'zh-cn', TranslationTree>>;

/**
 * Manifests are declared `as const satisfies AreaManifest`: the literal paths and names stay in their
 * type, so the route names and their parameters (src/core/paths.ts) are known to the compiler.
 */
export interface AreaManifest {
  /** The area's key: the first URL segment of its routes ('agents'). */
  readonly key: string;
  /** The rows under /{agentId} (usually one, the area's list, with its pages as children). */
  readonly routes: readonly AreaRoute[];
  readonly menu: readonly AreaMenuOption[];
  readonly publicPages?: readonly PublicPage[];
  /** Pages of the signed-in user (outside /{agentId}, loaded with the area's bundle). */
  readonly userPages?: readonly UserPage[];
  /** How the global search finds the area's objects (absent: the area is not searched). */
  readonly search?: AreaSearch;
  /** Page titles and menu labels (under app.console.pages / app.console.menu). */
  readonly labels: AreaLabels;
  // The module that defines the area's elements is not named here: the core never imports the
  // widgets. The widgets layer maps each area key to its bundle (src/widgets/area-loaders.ts).
}
