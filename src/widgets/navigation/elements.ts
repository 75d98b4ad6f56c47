/**
 * The navigation elements of the console's left panel (spec/console.md §2).
 *
 * @element casino-side-menu
 * @summary The options sub-menu: the 14 entries of the side menu (13 options and a separator) visible
 * for the current agent, with icons, translated labels, Adjust Credits' disabled rule, the active
 * option highlighted, a title and a persisted collapse toggle (200 px / 50 px).
 * @attr config-src - URL of the configuration JSON.
 * @csspart menu - The nav element (class `collapsed` when collapsed).
 * @csspart title - The title (hidden when collapsed).
 * @csspart toggle - The collapse toggle button (aria-expanded).
 * @csspart item - An option link; `active` is added to the active one; aria-disabled="true" when disabled.
 * @csspart separator - The divider between the two groups.
 * @cssprop --casino-side-menu-width - Width when open (default 200px).
 * @cssprop --casino-side-menu-collapsed-width - Width when collapsed (default 50px).
 *
 * @element casino-agent-tree
 * @summary The agent tree: virtualized rows of the open branches, spinner while loading, current agent
 * highlighted, names truncated at 150 px, chevrons; a click emits `casino-agent-change` and navigates.
 * @attr config-src - URL of the configuration JSON.
 * @fires casino-agent-change - On window, when an agent is clicked (detail `{ agentId }`).
 * @csspart tree - The scrolling tree (role tree).
 * @csspart row - One agent row (role treeitem); `current` is added to the current agent's row.
 * @csspart name - The agent's name (max 150px, ellipsis, full name in its title).
 * @csspart chevron - The open/close button of an agent with children.
 * @csspart spinner - The spinner of an agent that loads.
 * @csspart loading - The spinner shown while the tree loads.
 * @cssprop --casino-agent-tree-max-height - Height of the scrolling area (default 480px).
 *
 * @element casino-agent-search
 * @summary The agent search box: 100 ms debounced search below the account's agent; choosing a result
 * navigates to the agent's landing route.
 * @attr config-src - URL of the configuration JSON.
 * @attr debounce - Debounce in ms (default 100).
 * @csspart input - The text field (role combobox).
 * @csspart results - The result list (role listbox).
 * @csspart result - One result (role option).
 */
import { defineWidget } from '../define-widget';
import { AgentSearch, type AgentSearchProps } from './agent-search/AgentSearch';
import { agentSearchStyles } from './agent-search/styles';
import { AgentTree } from './agent-tree/AgentTree';
import { agentTreeStyles } from './agent-tree/styles';
import { SideMenu } from './side-menu/SideMenu';
import { sideMenuStyles } from './side-menu/styles';

export { configure } from '../../core/config';
export { retainAgentTree } from './store';

export const CasinoSideMenu = defineWidget('casino-side-menu', SideMenu, { styles: [sideMenuStyles] });

export const CasinoAgentTree = defineWidget('casino-agent-tree', AgentTree, { styles: [agentTreeStyles] });

export const CasinoAgentSearch = defineWidget<AgentSearchProps>('casino-agent-search', AgentSearch, {
  props: { debounce: 'number' },
  styles: [agentSearchStyles],
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-side-menu': InstanceType<typeof CasinoSideMenu>;
    'casino-agent-tree': InstanceType<typeof CasinoAgentTree>;
    'casino-agent-search': InstanceType<typeof CasinoAgentSearch>;
  }
}
