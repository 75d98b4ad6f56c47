/**
 * The side menu of the console (spec/console.md §2): the 14 options in order, the separator as
 * `null`, the landing route, the fallback for invalid or forbidden URLs and the active item.
 * Pure: every rule is a function of (subject, agent); the widgets and the router read them.
 */
import { can, type PermissionSubject, type TargetAgent } from './permissions';

/** The agent an option is evaluated for (the current agent of the URL). */
export type MenuAgent = TargetAgent;

/** What the disabled rule needs beyond the agent's place in the tree. */
export interface MenuContext {
  /** The current agent is a credit source (Agent.creditSource). */
  creditSource: boolean;
}

export interface MenuOption {
  /** Route relative to the agent id ('agents/adjust-credit'). */
  readonly path: string;
  /** Translation key of the label. */
  readonly nameKey: string;
  /** Icon class (Font Awesome names, as the original console used). */
  readonly icon: string;
  readonly visible: (subject: PermissionSubject, agent: MenuAgent) => boolean;
  readonly disabled?: (subject: PermissionSubject, agent: MenuAgent, ctx: MenuContext) => boolean;
}

/** A menu row: an option, or null for a divider. */
export type MenuEntry = MenuOption | null;

/**
 * Adjust Credits is disabled when the current agent is the account's own root agent (an account
 * cannot move credit into its own agent: credit comes from the parent's side) or when the current
 * agent is a credit source (it has no finite balance to adjust: the header shows 'credit source'
 * instead of an amount). Either condition alone disables it.
 */
export function adjustCreditsDisabled(
  subject: PermissionSubject,
  agent: MenuAgent,
  ctx: MenuContext,
): boolean {
  return agent.id === subject.agentId || ctx.creditSource;
}

export const MENU_OPTIONS: readonly MenuEntry[] = Object.freeze([
  { path: 'agents', nameKey: 'app.console.menu.agents', icon: 'fa fa-sitemap', visible: can.viewAgents },
  { path: 'users', nameKey: 'app.console.menu.users', icon: 'fa fa-users', visible: can.listUsers },
  { path: 'players', nameKey: 'app.console.menu.players', icon: 'fa fa-user', visible: can.listPlayers },
  { path: 'poses', nameKey: 'app.console.menu.cafes', icon: 'fa fa-coffee', visible: can.viewPos },
  {
    path: 'terminals',
    nameKey: 'app.console.menu.terminals',
    icon: 'fa fa-desktop',
    visible: can.viewTerminals,
  },
  { path: 'reports', nameKey: 'app.console.menu.reports', icon: 'fa fa-bar-chart', visible: can.anyReport },
  { path: 'roles', nameKey: 'app.console.menu.roles', icon: 'fa fa-id-badge', visible: can.viewRoles },
  {
    path: 'casinos/assigned',
    nameKey: 'app.console.menu.assigned-casinos',
    icon: 'fa fa-link',
    visible: can.viewCasinoAssignment,
  },
  null,
  { path: 'casinos', nameKey: 'app.console.menu.casinos', icon: 'fa fa-building', visible: can.viewCasinos },
  {
    path: 'agents/adjust-credit',
    nameKey: 'app.console.menu.adjust-credits',
    icon: 'fa fa-money',
    visible: (subject, agent) => can.creditAgent(subject, agent) || can.removeCredits(subject, agent),
    disabled: adjustCreditsDisabled,
  },
  {
    path: 'agents/create',
    nameKey: 'app.console.menu.create-agent',
    icon: 'fa fa-plus',
    visible: can.addAgent,
  },
  {
    path: 'users/add',
    nameKey: 'app.console.menu.add-user',
    icon: 'fa fa-user-plus',
    visible: can.createUser,
  },
  {
    path: 'casinos/add',
    nameKey: 'app.console.menu.add-casino',
    icon: 'fa fa-plus-square',
    visible: can.createCasino,
  },
] satisfies MenuEntry[]);

/** The options without the dividers, in menu order. */
export const MENU_ITEMS: readonly MenuOption[] = MENU_OPTIONS.filter((o): o is MenuOption => o !== null);

/** Visible for the agent and not disabled. */
export function isAllowed(
  option: MenuOption,
  subject: PermissionSubject,
  agent: MenuAgent,
  ctx: MenuContext,
): boolean {
  return option.visible(subject, agent) && !(option.disabled?.(subject, agent, ctx) ?? false);
}

/** The menu of one agent: the options visible for it, dividers kept where an option precedes and follows them. */
export function visibleMenu(subject: PermissionSubject, agent: MenuAgent): MenuEntry[] {
  const rows: MenuEntry[] = [];
  for (const entry of MENU_OPTIONS) {
    if (entry === null) {
      if (rows.length > 0 && rows[rows.length - 1] !== null) rows.push(null);
    } else if (entry.visible(subject, agent)) rows.push(entry);
  }
  if (rows[rows.length - 1] === null) rows.pop();
  return rows;
}

/** The landing route: the path of the first option visible for the agent, or '' if none. */
export function landingRoute(subject: PermissionSubject, agent: MenuAgent): string {
  return MENU_ITEMS.find((o) => o.visible(subject, agent))?.path ?? '';
}

/**
 * Where an invalid or forbidden URL goes: '/{agentId}/{path}' of the first allowed option (visible and
 * not disabled), or the root '/' if none.
 */
export function fallbackRoute(
  subject: PermissionSubject,
  agent: MenuAgent,
  ctx: MenuContext = { creditSource: false },
): string {
  const option = MENU_ITEMS.find((o) => isAllowed(o, subject, agent, ctx));
  return option ? `/${agent.id}/${option.path}` : '/';
}

/**
 * The active option of a URL ('/{agentId}/agents/create?x=1'): matched on the URL after its first two
 * segments ('' and the agent id), first in full, then by its first segment. Null when none matches.
 */
export function activeMenuItem(url: string): MenuOption | null {
  const path = url.split(/[?#]/)[0];
  const rest = (path.startsWith('/') ? path : `/${path}`).split('/').slice(2).filter(Boolean);
  if (rest.length === 0) return null;
  const full = rest.join('/');
  return MENU_ITEMS.find((o) => o.path === full) ?? MENU_ITEMS.find((o) => o.path === rest[0]) ?? null;
}
