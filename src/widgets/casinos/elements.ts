/**
 * The casinos area (routes casinos, casinos/add, casinos/edit/:id, casinos/assigned; declared in
 * src/core/areas/casinos/area.ts). Every element takes `agent-id`; without it it follows the current
 * route's agent.
 *
 * @element casino-casinos
 * @summary The operator's casinos: name, status, currencies, languages (the default first), number of
 * games, number of agents assigned; sort, filter (name or currency), status filter, the soft-deleted
 * casinos behind a switch, paging on the server; per-row actions as the permissions allow (edit, delete;
 * on a deleted casino restore and delete permanently). Delete asks first and, with the delete-permanently
 * permission, offers a permanent delete unless the casino has players or game rounds.
 * @attr agent-id - The agent of the page: edit and add return to its list (default: the route's agent).
 * @attr config-src - URL of the configuration JSON.
 * @csspart casinos - The page (data-state loading | error | empty | content).
 * @csspart status-filter - The status filter (a select with its label).
 * @csspart show-deleted - The switch to the soft-deleted casinos (`switch` the button, role switch).
 * @csspart list-search - The filter text box.
 * @csspart create - The add-casino button (create-casino permission).
 * @csspart data-table - The table; `row` each casino row (data-row-id = casino id), `cell` its cells (each
 * value in a span with data-column: name, status (data-status), currencies, languages, games, agentCount),
 * `header` the column headers (data-column); `action` each action button (also `action-<name>`,
 * data-action edit | delete | restore | deletePermanently).
 * @csspart paginator - The paginator; `paginator-range` its 'start - end of total' text.
 * @csspart dialog - The confirmation; `delete-permanently` its permanent-delete checkbox, `delete-blocked`
 * why a permanent delete is not possible.
 * @csspart error - A translated error message; `success` the notice of a done action.
 *
 * @element casino-casino-form
 * @summary Add (casinos/add) or edit (casinos/edit/:id) a casino: name, status, currencies, languages, the
 * default language among them, lobby and game-history addresses (http or https), and the game catalogue of
 * the configured game types. Validated before sending; server field errors on their fields.
 * @attr agent-id - The agent whose casinos list the form returns to (default: the route's agent).
 * @attr id - The casino edited (absent on create).
 * @attr config-src - URL of the configuration JSON.
 * @csspart casino-form - The page.
 * @csspart form - The form; `input-name`, `input-status`, `input-default-language`, `input-lobby-url`,
 * `input-game-history-url` its fields; `input-currencies`, `input-languages`, `input-games` its
 * checklists (each checkbox with data-value; `select-all` and `clear` per game type); `games-count` the
 * number of games chosen; `submit`, `cancel` its buttons.
 * @csspart field-error - The message of a field (data-error-for = field name).
 * @csspart forbidden - Shown when the casino cannot be saved (no permission, or the casino is deleted).
 * @csspart error - A translated error message.
 *
 * @element casino-assigned-casinos
 * @summary The casinos of the agent. Where the user may change them: the casinos of the agent's parent as a
 * checklist, the agent's ticked, with the sub-agents that hold each; saving a removal confirms what cascades
 * (each removed casino leaves the agent's whole subtree, with the count of sub-agents affected). Otherwise
 * (top-level agent, own agent, no edit permission) the agent's casinos with the reason.
 * @attr agent-id - The agent (default: the route's agent).
 * @attr config-src - URL of the configuration JSON.
 * @csspart assigned-casinos - The page (data-editable true | false).
 * @csspart form - The checklist form; `casino-choices` the checklist (each checkbox with data-value = casino
 * id); `save`, `reset` its buttons.
 * @csspart cascade - In the confirmation, one item per removed casino (data-casino-id, data-sub-agents);
 * `cascade-total` the number of sub-agents that lose a casino.
 * @csspart read-only - Why the casinos cannot be changed here (data-reason top-level | own-agent | forbidden);
 * `held` the agent's casinos.
 * @csspart empty - Nothing to assign, or nothing held.
 * @csspart error - A translated error message; `success` the notice after saving.
 *
 * @cssprop --casino-color-danger - Error messages and destructive buttons.
 * @cssprop --casino-color-success - Success messages and the Active status.
 */
import '../../core/areas/casinos/translations';
import { defineWidget } from '../define-widget';
import { dialogStyles } from '../shared/dialogs';
import { pageStyles, RouteGuard } from '../shared/page';
import { uiStyles } from '../shared/ui';
import { AssignedCasinos, type AssignedCasinosProps } from './AssignedCasinos';
import { CasinoForm, type CasinoFormProps } from './CasinoForm';
import { Casinos, type CasinosProps } from './Casinos';
import { casinoStyles } from './styles';

export { configure } from '../../core/config';

const styles = [uiStyles, pageStyles, dialogStyles, casinoStyles];

export const CasinoCasinos = defineWidget<CasinosProps>('casino-casinos', Casinos, {
  guard: RouteGuard,
  events: ['casino-navigate', 'casino-saved', 'casino-deleted'],
  props: { agentId: 'string' },
  styles,
});
export const CasinoCasinoForm = defineWidget<CasinoFormProps>('casino-casino-form', CasinoForm, {
  guard: RouteGuard,
  events: ['casino-navigate', 'casino-saved'],
  props: { agentId: 'string', id: 'string' },
  styles,
});
export const CasinoAssignedCasinos = defineWidget<AssignedCasinosProps>(
  'casino-assigned-casinos',
  AssignedCasinos,
  {
    guard: RouteGuard,
    events: ['casino-saved'],
    props: { agentId: 'string' },
    styles,
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'casino-casinos': InstanceType<typeof CasinoCasinos>;
    'casino-casino-form': InstanceType<typeof CasinoCasinoForm>;
    'casino-assigned-casinos': InstanceType<typeof CasinoAssignedCasinos>;
  }
}
