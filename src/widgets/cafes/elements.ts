/**
 * The cafes area (routes poses, poses/add, poses/edit/:posid, poses/:posid/users with add and
 * :posuserid/update; declared in src/core/areas/cafes/area.ts). Every element takes `agent-id`;
 * without it it follows the current route's agent.
 *
 * @element casino-poses
 * @summary The agent's cafes (points of sale): name, address, currency, balance (with money on its way
 * in and reserved for the agent), operations state, pending commands, last seen; sort, filter, paging;
 * per-row actions as the permissions allow (edit, users, adjust balance, request a report, disable or
 * enable operations, commands, wipe, delete). Adjusting, reporting and the command list open a panel
 * above the table; disabling, wiping and deleting ask first.
 * @attr agent-id - The agent whose cafes are listed (default: the route's agent).
 * @attr config-src - URL of the configuration JSON.
 * @csspart poses - The page (data-state loading | error | empty | content).
 * @csspart list-search - The filter text box.
 * @csspart create - The add-cafe button (create permission).
 * @csspart data-table - The table; `row` each cafe (data-row-id = cafe id), `cell` its cells (each value
 * in a span with data-column: name, address, currencyId, balance, incomingAmount, reservedAmount,
 * operationsEnabled (data-enabled), pendingCommands, lastSeenAt); `action` each action button (also
 * `action-<name>`, data-action edit | users | adjustBalance | requestReport | disableOperations |
 * enableOperations | commands | wipe | delete; a disabled one carries its reason as title).
 * @csspart adjust-balance - The adjust-balance panel; `adjust-balance-form` its form with
 * `direction-add`, `direction-remove`, `input-amount`, `input-user`, `submit`, `cancel`;
 * `adjust-balance-available` the balance and what is available; `no-users` when the cafe has no active user.
 * @csspart request-report - The report-request panel; `request-report-form` with `report-BALANCE_REPORT`,
 * `report-GAME_REPORT`, `report-TERMINAL_REPORT`, `submit`, `cancel`.
 * @csspart commands - The commands panel (data-state); `commands-table` the table, `command` each
 * command (data-command-id, data-status PENDING | DONE | CANCELLED), `refresh-commands`, `cancel`. A
 * report request shows `result-waiting` until the cafe picks it up, then `toggle-result` (aria-expanded)
 * opens `result-row` with `report-result` (data-report = its kind): `result-at`, the balance report's
 * values (data-field balance | operationsEnabled | terminalsBalance), `result-table` the terminals or
 * their takings (rows data-terminal-id), `result-period` and `result-totals` of the game report.
 * @csspart wipe-content - The wipe confirmation's text (it names the cafe).
 * @csspart success - The notice of the last action; `error` a translated error message.
 * @csspart paginator - The paginator; `paginator-range` its 'start - end of total' text.
 *
 * @element casino-pos-form
 * @summary Add (poses/add) or edit (poses/edit/:posid) a cafe: name, address, currency (the agent's
 * first on create), operations enabled (on create).
 * @attr agent-id - The cafe's agent (default: the route's agent).
 * @attr posid - The cafe edited (absent on create).
 * @attr config-src - URL of the configuration JSON.
 * @csspart pos-form - The page; `form` the form with `input-name`, `input-address`, `input-currency`,
 * `input-operations-enabled`, `submit`, `cancel`.
 * @csspart changed-elsewhere - On edit, when another user changed the cafe meanwhile: who and when,
 * with `reload` (the new values) and `dismiss`.
 * @csspart field-error - The message of a field (data-error-for = field name).
 * @csspart error - A translated error message.
 *
 * @element casino-pos-users
 * @summary A cafe's users: the list (poses/:posid/users), the add form (…/users/add: user name, full
 * name, role, active, password and confirmation with the POS user password pattern and MatchPassword)
 * and the update form (…/users/:posuserid/update) with the password change.
 * @attr agent-id - The cafe's agent (default: the route's agent).
 * @attr posid - The cafe.
 * @attr posuserid - The user updated.
 * @attr mode - list | add | update (default: from the route).
 * @attr config-src - URL of the configuration JSON.
 * @csspart pos-users - The list page; `back-button` back to the cafes; `create` the add button;
 * `data-table` the users (data-column userName, fullName, role, isActive, passwordChangedAt;
 * data-action edit).
 * @csspart pos-user-form - The add or update page; `form` with `input-userName`, `input-fullName`,
 * `input-role`, `input-active`, `input-password`, `input-confirmPassword`, `submit`, `cancel`;
 * on update `changed-elsewhere` when another user changed the user meanwhile, with `reload` and `dismiss`.
 * @csspart change-password - The password change; `change-password-form` with `input-new-password`,
 * `input-confirm-new-password`, `change-password-submit`.
 * @csspart field-error - The message of a field (data-error-for = field name).
 *
 * @cssprop --casino-color-danger - Error messages and destructive buttons.
 * @cssprop --casino-color-success - Success messages.
 */
import '../../core/areas/cafes/translations';
import { defineWidget } from '../define-widget';
import { dialogStyles } from '../shared/dialogs';
import { pageStyles, RouteGuard } from '../shared/page';
import { uiStyles } from '../shared/ui';
import { CafeForm, type CafeFormProps } from './CafeForm';
import { Cafes, type CafesProps } from './Cafes';
import { CafeUsers, type CafeUsersProps } from './CafeUsers';

export { configure } from '../../core/config';

const styles = [uiStyles, pageStyles, dialogStyles];

export const CasinoPoses = defineWidget<CafesProps>('casino-poses', Cafes, {
  guard: RouteGuard,
  events: ['casino-navigate', 'casino-saved', 'casino-deleted'],
  props: { agentId: 'string' },
  styles,
});
export const CasinoPosForm = defineWidget<CafeFormProps>('casino-pos-form', CafeForm, {
  guard: RouteGuard,
  events: ['casino-navigate', 'casino-saved'],
  props: { agentId: 'string', posid: 'string' },
  styles,
});
export const CasinoPosUsers = defineWidget<CafeUsersProps>('casino-pos-users', CafeUsers, {
  guard: RouteGuard,
  events: ['casino-navigate', 'casino-saved'],
  props: { agentId: 'string', posid: 'string', posuserid: 'string', mode: 'string' },
  styles,
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-poses': InstanceType<typeof CasinoPoses>;
    'casino-pos-form': InstanceType<typeof CasinoPosForm>;
    'casino-pos-users': InstanceType<typeof CasinoPosUsers>;
  }
}
