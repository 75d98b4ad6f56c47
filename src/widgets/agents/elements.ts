/**
 * The agents area (routes agents, agents/create, agents/edit/:id, agents/adjust-credit; IP whitelist,
 * multicash and wallet parent as pages of one agent: agents/ip-whitelist, agents/multicash,
 * agents/wallet-parent of /{agentId}; declared in src/core/areas/agents/area.ts). Every element takes
 * `agent-id`; without it it follows the current route's agent.
 *
 * @element casino-agents
 * @summary The current agent's sub-agents (optionally all levels): name, currency, credit, blocked
 * amount, credit source, number of children; sort, filter, paging; a row opens the agent; per-row
 * actions as the permissions allow (edit, adjust credit, log out players, IP whitelist, multicash,
 * wallet parent).
 * @attr agent-id - The agent whose sub-agents are listed (default: the route's agent).
 * @attr config-src - URL of the configuration JSON.
 * @fires casino-agent-change - On window, when a row is opened (detail `{ agentId }`).
 * @csspart agents - The page.
 * @csspart include-sub-agents - The include-sub-agents switch with its label (`switch` the button, role switch).
 * @csspart list-search - The filter text box.
 * @csspart create - The create-agent button (add-agent permission).
 * @csspart data-table - The table; `row` each agent row (data-row-id = agent id), `cell` its cells
 * (each value in a span with data-column), `header` the column headers (data-column);
 * `action` each action button (also `action-<name>`, data-action edit | adjustCredit | logoutPlayers |
 * ipWhitelist | multicash | walletParent).
 * @csspart paginator - The paginator; `paginator-range` its 'start - end of total' text.
 * @csspart error - A translated error message.
 *
 * @element casino-agent-form
 * @summary Create (agents/create) or edit (agents/edit/:id) an agent: name, currency, country, time
 * zone, credit source (set-credit-source permission), claims within what the user may grant.
 * @attr agent-id - The parent agent on create; the list to return to on edit (default: the route's agent).
 * @attr id - The agent edited (absent on create).
 * @attr config-src - URL of the configuration JSON.
 * @fires casino-agent-added - On window, after a create (detail `{ agentId, parentId }`).
 * @fires casino-agent-updated - On window, after an edit (detail `{ agentId, name }`).
 * @csspart form - The form; `input-name`, `input-currency`, `input-country`, `input-timezone`,
 * `input-credit-source` its fields; `claims` the claims fieldset; `submit`, `cancel` its buttons.
 * @csspart field-error - The message of a field (data-error-for = field name).
 * @csspart error - A translated error message.
 *
 * @element casino-adjust-credit
 * @summary Add or remove credit of the current agent or one of its children, with a confirmation
 * showing before and after; disabled for the account's own root agent and for a credit source.
 * @attr agent-id - The current agent (default: the route's agent).
 * @attr target-id - The agent picked first (default: query parameter agentId, else the current agent).
 * @attr config-src - URL of the configuration JSON.
 * @fires casino-credit-adjusted - On window, after an adjustment (detail `{ agentId, creditAmount, creditSource }`),
 * for the adjusted agent and for the account's own agent.
 * @csspart form - The form; `input-agent`, `direction-add`, `direction-remove`, `input-amount`, `submit`.
 * @csspart disabled - The message shown when adjusting is disabled.
 * @csspart preview - The before/after list of the confirmation.
 * @csspart field-error - The amount's message (validation, insufficient credit).
 *
 * @element casino-ip-whitelist
 * @summary The agent's IP ranges (IPv4 with mandatory CIDR suffix); add and remove with the edit permission.
 * @attr agent-id - The agent (default: the route's agent).
 * @attr config-src - URL of the configuration JSON.
 * @csspart table - The ranges (a data table); `row` each range (data-row-id: the range), `remove` its button.
 * @csspart form - The add form; `input-range`, `add`.
 * @csspart forbidden - Shown without the view permission; `read-only` without the edit permission.
 *
 * @element casino-multicash
 * @summary The agent's pot balances (balanceIid, currency, amount): create, edit, delete, assign,
 * assign default, transfer with the server's check before; their history, paged on the server.
 * @attr agent-id - The agent (default: the route's agent).
 * @attr config-src - URL of the configuration JSON.
 * @csspart table - The balances (a data table); `row` each balance (data-row-id: the balance id); `edit`, `assign`, `delete` buttons.
 * @csspart create-form - New balance; `edit-form`, `transfer-form`, `assign-default` the other actions.
 * @csspart history - The balances' history (data-state loading | content | empty | error): `history-balance`
 * its balance choice, `data-table` its entries (each value in a span with data-column; the description's
 * span carries data-description, the text the server logged), `paginator`, `retry` after a failure.
 *
 * @element casino-wallet-parent
 * @summary View and set the agent's wallet parent agent (wallet-agent permissions).
 * @attr agent-id - The agent (default: the route's agent).
 * @attr config-src - URL of the configuration JSON.
 * @csspart current - The current parent (data-parent-id).
 * @csspart search - The agent search box; `results` the choices.
 *
 * @cssprop --casino-color-danger - Error messages and destructive buttons.
 * @cssprop --casino-color-success - Success messages.
 */
import '../../core/areas/agents/translations';
import { defineWidget } from '../define-widget';
import { dialogStyles } from '../shared/dialogs';
import { pageStyles, RouteGuard } from '../shared/page';
import { uiStyles } from '../shared/ui';
import { AdjustCredit, type AdjustCreditProps } from './AdjustCredit';
import { AgentForm, type AgentFormProps } from './AgentForm';
import { Agents, type AgentsProps } from './Agents';
import { IpWhitelist, type IpWhitelistProps } from './IpWhitelist';
import { Multicash, type MulticashProps } from './multicash/Multicash';
import { WalletParent, type WalletParentProps } from './WalletParent';

export { configure } from '../../core/config';

const styles = [uiStyles, pageStyles, dialogStyles];

export const CasinoAgents = defineWidget<AgentsProps>('casino-agents', Agents, {
  guard: RouteGuard,
  events: ['casino-navigate', 'casino-saved'],
  props: { agentId: 'string' },
  styles,
});
export const CasinoAgentForm = defineWidget<AgentFormProps>('casino-agent-form', AgentForm, {
  guard: RouteGuard,
  events: ['casino-navigate', 'casino-saved'],
  props: { agentId: 'string', id: 'string' },
  styles,
});
export const CasinoAdjustCredit = defineWidget<AdjustCreditProps>('casino-adjust-credit', AdjustCredit, {
  guard: RouteGuard,
  events: ['casino-saved'],
  props: { agentId: 'string', targetId: 'string' },
  styles,
});
export const CasinoIpWhitelist = defineWidget<IpWhitelistProps>('casino-ip-whitelist', IpWhitelist, {
  guard: RouteGuard,
  events: ['casino-saved'],
  props: { agentId: 'string' },
  styles,
});
export const CasinoMulticash = defineWidget<MulticashProps>('casino-multicash', Multicash, {
  guard: RouteGuard,
  events: ['casino-saved', 'casino-deleted'],
  props: { agentId: 'string' },
  styles,
});
export const CasinoWalletParent = defineWidget<WalletParentProps>('casino-wallet-parent', WalletParent, {
  guard: RouteGuard,
  events: ['casino-saved'],
  props: { agentId: 'string' },
  styles,
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-agents': InstanceType<typeof CasinoAgents>;
    'casino-agent-form': InstanceType<typeof CasinoAgentForm>;
    'casino-adjust-credit': InstanceType<typeof CasinoAdjustCredit>;
    'casino-ip-whitelist': InstanceType<typeof CasinoIpWhitelist>;
    'casino-multicash': InstanceType<typeof CasinoMulticash>;
    'casino-wallet-parent': InstanceType<typeof CasinoWalletParent>;
  }
}
