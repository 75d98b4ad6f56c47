/**
 * Where choosing an agent leads (the agent navigation tree and the agent search box).
 * Pure: the widgets pass the session's subject and the agent as known in the tree.
 *
 * - Tree click: '/{agentId}/{current area path}' when that path is a menu option visible for the new
 *   agent, else '/{agentId}/{landing route of the agent}' ('/{agentId}' when it has none).
 * - Search choice: always '/{agentId}/{landing route of the agent}'.
 */
import { agentPath } from './paths';
import { landingRoute, MENU_ITEMS, type MenuAgent } from './menu';
import type { PermissionSubject } from './permissions';

/** The path after the agent id of a URL ('/{id}/users/add?x' -> 'users/add'). */
export function areaPath(url: string): string {
  const path = url.split(/[?#]/)[0];
  return path.split('/').filter(Boolean).slice(1).join('/');
}

/** '/{agentId}/{landing}' for a chosen agent (search result). */
export function landingUrl(subject: PermissionSubject, agent: MenuAgent): string {
  return agentPath(agent.id, landingRoute(subject, agent));
}

/**
 * The URL a tree click on `agent` goes to, from the URL on screen: the same area path when it is a
 * menu option visible for the agent, else the agent's landing route.
 */
export function agentClickUrl(subject: PermissionSubject, agent: MenuAgent, currentUrl: string): string {
  const path = areaPath(currentUrl);
  const option = MENU_ITEMS.find((o) => o.path === path);
  if (option && option.visible(subject, agent)) return agentPath(agent.id, path);
  return landingUrl(subject, agent);
}
