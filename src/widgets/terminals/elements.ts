/**
 * The terminals area (route terminals; declared in src/core/areas/terminals/area.ts).
 *
 * @element casino-terminals
 * @summary The terminals of the agent and all its sub-agents: name, agent, cafe, status, balance, last
 * transaction; sort, filter, paging; the terminal transaction (deposit or withdrawal, from and to the
 * terminal's cafe or agent) where the permissions allow, disabled for a disabled terminal.
 * @attr agent-id - The agent (default: the route's agent).
 * @attr config-src - URL of the configuration JSON.
 * @csspart terminals - The page (data-state loading | error | empty | content).
 * @csspart list-search - The filter text box.
 * @csspart data-table - The table; `row` each terminal (data-row-id = terminal id), `cell` its cells (each
 * value in a span with data-column: name, agentName, posName, status (data-status ONLINE | OFFLINE |
 * DISABLED), balance, lastTransactionAt); `action-transaction` the transaction button (data-action
 * transaction; disabled with its reason as title for a disabled terminal).
 * @csspart transaction - The transaction panel; `transaction-form` with `type-Deposit`, `type-Withdrawal`,
 * `input-amount`, `submit`, `cancel`; `transaction-balance` the terminal's balance.
 * @csspart success - The notice of the last transaction; `error` a translated error message.
 * @csspart paginator - The paginator; `paginator-range` its 'start - end of total' text.
 *
 * @cssprop --casino-color-danger - Error messages.
 * @cssprop --casino-color-success - Success messages.
 */
import '../../core/areas/terminals/translations';
import { defineWidget } from '../define-widget';
import { dialogStyles } from '../shared/dialogs';
import { pageStyles, RouteGuard } from '../shared/page';
import { uiStyles } from '../shared/ui';
import { Terminals, type TerminalsProps } from './Terminals';

export { configure } from '../../core/config';

export const CasinoTerminals = defineWidget<TerminalsProps>('casino-terminals', Terminals, {
  guard: RouteGuard,
  events: ['casino-saved'],
  props: { agentId: 'string' },
  styles: [uiStyles, pageStyles, dialogStyles],
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-terminals': InstanceType<typeof CasinoTerminals>;
  }
}
