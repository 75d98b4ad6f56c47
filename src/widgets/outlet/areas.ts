/**
 * The one table of the elements `casino-outlet` renders (issue: "each area registers its route and
 * element in one table, so area issues only add rows").
 *
 * A row's `route` is either
 * - a route pattern relative to the agent, as built by src/core/routes.ts ('agents/edit/:id',
 *   'poses/:posid/users'): that page shows `tag`; or
 * - an area key ('agents', 'users', …): every page of the area shows the element src/core/routes.ts
 *   names for it (`Route.element`), or `tag` when the route names none; the loader must define them;
 * - a page name outside the main layout ('gamedetail').
 * Pattern rows win over area-key rows. `loader` imports the bundle that defines the element(s); it runs
 * the first time a page of the row is shown.
 *
 * A page with no row, or whose loader fails, or whose element the loader did not define, shows
 * `casino-error-page code="404"`: never a stand-in screen.
 *
 * @example
 * { route: 'agents', tag: 'casino-agents', loader: () => import('../agents/elements') },
 */
export interface AreaRow {
  /** Route pattern ('agents/edit/:id'), area key ('agents') or page name ('gamedetail'). */
  readonly route: string;
  /** The custom element of the page (for an area key: of the area's own page). */
  readonly tag: string;
  /** Imports the bundle that defines the element(s). */
  readonly loader: () => Promise<unknown>;
}

export const AREAS: readonly AreaRow[] = [
  { route: 'gamedetail', tag: 'casino-game-history', loader: () => import('../games/elements') },
  // Agents area (issue 6). IP whitelist, multicash and wallet parent act on the URL's agent:
  // /{agentId}/agents/ip-whitelist, /{agentId}/agents/multicash, /{agentId}/agents/wallet-parent.
  { route: 'agents', tag: 'casino-agents', loader: () => import('../agents/elements') },
  { route: 'agents/create', tag: 'casino-agent-form', loader: () => import('../agents/elements') },
  { route: 'agents/edit/:id', tag: 'casino-agent-form', loader: () => import('../agents/elements') },
  { route: 'agents/adjust-credit', tag: 'casino-adjust-credit', loader: () => import('../agents/elements') },
  { route: 'agents/ip-whitelist', tag: 'casino-ip-whitelist', loader: () => import('../agents/elements') },
  { route: 'agents/multicash', tag: 'casino-multicash', loader: () => import('../agents/elements') },
  { route: 'agents/wallet-parent', tag: 'casino-wallet-parent', loader: () => import('../agents/elements') },
];
