/**
 * The side menu of the console: the options declared by the area manifests (src/core/areas), in
 * their `order`, with a divider between the areas and the actions, the landing route, the fallback
 * for invalid or forbidden URLs and the active item. Pure: every rule is a function of
 * (subject, agent); the widgets and the router read them.
 */
import { agentPath } from './paths';
import { AREA_MANIFESTS, type AreaManifest, type AreaMenuOption } from './areas';
import { adjustCreditsDisabled } from './areas/agents/rules';
import type { PermissionSubject, TargetAgent } from './permissions';

export { adjustCreditsDisabled };

/** The agent an option is evaluated for (the current agent of the URL). */
export type MenuAgent = TargetAgent;

/** What the disabled rule needs beyond the agent's place in the tree. */
export interface MenuContext {
  /** The current agent is a credit source (Agent.creditSource). */
  creditSource: boolean;
}

export type MenuOption = AreaMenuOption;

/** A menu row: an option, or null for a divider. */
export type MenuEntry = MenuOption | null;

/** The menu of a list of manifests: options by `order`, a divider where the actions section starts. */
export function menuOf(manifests: readonly AreaManifest[]): MenuEntry[] {
  const options = manifests.flatMap((m) => m.menu).sort((a, b) => a.order - b.order);
  const areas = options.filter((o) => o.section === 'areas');
  const actions = options.filter((o) => o.section === 'actions');
  return areas.length && actions.length ? [...areas, null, ...actions] : [...areas, ...actions];
}

export const MENU_OPTIONS: readonly MenuEntry[] = Object.freeze(menuOf(AREA_MANIFESTS));

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
  return option ? agentPath(agent.id, option.path) : '/';
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
