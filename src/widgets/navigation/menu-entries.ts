/**
 * The options of the side menu visible for the current agent, as the side menu and the shortcut bar
 * both show them: the menu order of src/core/menu.ts (null marks the separator between the two
 * groups), each option's disabled rule, the active option and the agent the links go to.
 */
import { currentAgent } from '../../core/agents';
import { activeMenuItem, visibleMenu, type MenuOption } from '../../core/menu';
import { currentAgentId, route } from '../../core/router';
import { account, claims } from '../../core/session';
import { subjectOf } from './store';

export interface MenuEntries {
  /** The agent whose pages the options open (null before a session and an agent are known). */
  agent: { id: string; parentId: string | null } | null;
  /** Visible options in menu order; null is the separator. */
  entries: (MenuOption | null)[];
  /** The option of the page on screen. */
  active: MenuOption | null;
  isDisabled(option: MenuOption): boolean;
}

/** Reads the session, the route and the current agent: call it in a component with useSignals(). */
export function menuEntries(): MenuEntries {
  const subject = subjectOf(account.value, claims.value);
  const agentId = currentAgentId.value;
  const known = currentAgent.value;
  const agent = known
    ? { id: known.id, parentId: known.parentId }
    : agentId
      ? { id: agentId, parentId: null }
      : null;
  const entries = subject && agent ? visibleMenu(subject, agent) : [];
  const menuCtx = { creditSource: known?.creditSource ?? false };
  return {
    agent,
    entries,
    active: activeMenuItem(route.value?.path ?? '') ?? null,
    isDisabled: (option) =>
      subject && agent ? (option.disabled?.(subject, agent, menuCtx) ?? false) : false,
  };
}
