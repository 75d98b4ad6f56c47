/**
 * The navigation elements of the console's left panel: `casino-side-menu`,
 * `casino-agent-tree`, `casino-agent-search`; and `casino-shortcut-bar`, the same options as large
 * buttons over the page.
 */
import '../../core/i18n/areas/navigation';
import { defineWidget } from '../define-widget';
import { AgentSearch, type AgentSearchProps } from './agent-search/AgentSearch';
import { agentSearchStyles } from './agent-search/styles';
import { AgentTree } from './agent-tree/AgentTree';
import { agentTreeStyles } from './agent-tree/styles';
import { ShortcutBar } from './shortcut-bar/ShortcutBar';
import { shortcutBarStyles } from './shortcut-bar/styles';
import { SideMenu } from './side-menu/SideMenu';
import { sideMenuStyles } from './side-menu/styles';

export { configure } from '../../core/config';
export { retainAgentTree } from './store';

/**
 * @element casino-side-menu
 * @summary The options sub-menu: the 14 entries of the side menu (13 options and a separator) visible
 * for the current agent, with icons, translated labels, Adjust Credits' disabled rule, the active
 * option highlighted, a title and a persisted collapse toggle (200 px / 50 px, localStorage
 * 'casino.submenu-open'). A click navigates to /{agentId}/{option path}.
 * @attr config-src - URL of the configuration JSON.
 * @csspart menu - The nav element (class `collapsed` when collapsed).
 * @csspart title - The title (not shown when collapsed).
 * @csspart toggle - The collapse toggle button (aria-expanded).
 * @csspart item - An option link; `active` is added to the active one; aria-disabled="true" when disabled.
 * @csspart separator - The divider between the two groups.
 * @cssprop --casino-side-menu-width - Width when open (default 200px).
 * @cssprop --casino-side-menu-collapsed-width - Width when collapsed (default 50px).
 * @cssprop --casino-side-menu-active-background - Background of the active option.
 */
export const CasinoSideMenu = defineWidget('casino-side-menu', SideMenu, {
  events: ['casino-navigate'],
  styles: [sideMenuStyles],
});

/**
 * @element casino-agent-tree
 * @summary The agent tree: virtualized rows of the open branches (100 000 agents stay responsive),
 * spinner while loading, current agent highlighted and scrolled into view, names truncated at 150 px
 * with a tooltip, chevrons; a click (or Enter) emits `casino-agent-change` and navigates to the same
 * area for the agent when visible, else its landing route. Keeps the agent tree store running.
 * @attr config-src - URL of the configuration JSON.
 * @fires casino-agent-change - On window, when an agent is clicked (detail `{ agentId }`).
 * @csspart tree - The scrolling tree (role tree, keyboard: arrows, Home, End, Enter).
 * @csspart row - One agent row (role treeitem); `current` is added to the current agent's row.
 * @csspart name - The agent's name (max 150px, ellipsis, full name in its title).
 * @csspart chevron - The open/close button of an agent with children.
 * @csspart spinner - The spinner of an agent that loads.
 * @csspart loading - The spinner shown while the tree loads.
 * @cssprop --casino-agent-tree-max-height - Height of the scrolling area (default 480px).
 * @cssprop --casino-agent-tree-indent - Indentation per level (default 14px).
 * @cssprop --casino-agent-tree-current-background - Background of the current agent's row.
 */
export const CasinoAgentTree = defineWidget('casino-agent-tree', AgentTree, {
  events: ['casino-navigate'],
  styles: [agentTreeStyles],
});

/**
 * @element casino-agent-search
 * @summary The agent search box: search below the account's agent for non-empty text, debounced
 * 100 ms, repeats and arrow keys ignored, empty clears; choosing a result (click, arrows + Enter)
 * navigates to the agent's landing route.
 * @attr config-src - URL of the configuration JSON.
 * @attr debounce - Debounce in ms (default 100).
 * @csspart search - The wrapper.
 * @csspart input - The text field (role combobox).
 * @csspart results - The result list (role listbox).
 * @csspart result - One result (role option).
 * @cssprop --casino-agent-search-results-max-height - Height of the result list before it scrolls (default 240px).
 */
export const CasinoAgentSearch = defineWidget<AgentSearchProps>('casino-agent-search', AgentSearch, {
  events: ['casino-navigate'],
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

/**
 * @element casino-shortcut-bar
 * @summary The shortcut bar: while the layout flag shortcutOpen is on (the user dropdown's Shortcut
 * item or the layout options), large buttons over the top of the page to the options of the side menu
 * the user may open for the current agent (same permission and disabled rules, menu order). A choice
 * navigates and closes the bar; Escape, the close button or a click beside the bar close it. Nothing
 * shows signed out.
 * @attr config-src - URL of the configuration JSON.
 * @csspart backdrop - The dimmed page behind the bar (a click closes).
 * @csspart bar - The bar (role dialog, labelled).
 * @csspart title - Its heading.
 * @csspart close - The close button.
 * @csspart shortcut - One shortcut link (data-path = the menu option's path); `current` is added to the
 * page on screen; aria-disabled="true" when the option's rule disables it.
 * @csspart empty - The message shown when no option is open to the user.
 * @cssprop --casino-shortcut-bar-background - Background of the bar (default the skin's header colour).
 * @cssprop --casino-shortcut-bar-color - Text, borders and focus ring on the bar (default #ffffff).
 * @cssprop --casino-shortcut-size - Size of one shortcut button (default 120px).
 * @cssprop --casino-header-bg - A skin's header colour: the bar's background when --casino-shortcut-bar-background is not set.
 */
export const CasinoShortcutBar = defineWidget('casino-shortcut-bar', ShortcutBar, {
  events: ['casino-navigate'],
  styles: [shortcutBarStyles],
});
