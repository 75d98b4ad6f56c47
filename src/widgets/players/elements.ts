/**
 * The players area (routes players, players/add, players/edit/:id; declared in
 * src/core/areas/players/area.ts). Every element takes `agent-id`; without it it follows the current
 * route's agent.
 *
 * @element casino-players
 * @summary The players of the current agent (by default with those of every agent below it): login,
 * name, agent, currency, balance, bonus balance, status, online, created; filter text, status,
 * creation days, include sub-agents; sort and paging on the server, the state in the URL (`sub`,
 * `status`, `from`, `to` besides the list's own keys); per-row actions as the permissions allow (edit,
 * log out, active bonus, redeem bonus code, delete) with their dialogs.
 * @attr agent-id - The agent whose players are listed (default: the route's agent).
 * @attr config-src - URL of the configuration JSON.
 * @csspart players - The page.
 * @csspart status-filter - The status filter (a select with its label).
 * @csspart created-from - The first creation day (a DD/MM/YYYY field with its label and a calendar button,
 *   `day-calendar-toggle`, which opens the `calendar`); `created-to` the last.
 * @csspart include-sub-agents - The include-sub-agents switch with its label (`switch` the button, role switch).
 * @csspart list-search - The filter text box.
 * @csspart create - The add-player button (create-player permission).
 * @csspart data-table - The table; `row` each player row (data-row-id = player id), `cell` its cells
 * (each value in a span with data-column; status with data-status, online with data-online);
 * `action` each action button (also `action-<name>`, data-action edit | logout | activeBonus |
 * redeemBonus | delete).
 * @csspart paginator - The paginator; `paginator-range` its 'start - end of total' text.
 * @csspart dialog - The open dialog: `dialog-input`, `dialog-error`, `dialog-submit`, `dialog-close` of
 * the bonus-code input; `bonus-details` (each value with data-field), `dialog-choice` (data-choice
 * redeem | deny; also `bonus-deny-and-redeem`, `bonus-deny`) and `dialog-close` of the active bonus;
 * `dialog-yes`, `dialog-no` of the confirmations; `dialog-ok` of a message.
 * @csspart success - The notice of the last action; `error` a translated error message.
 *
 * @element casino-player-form
 * @summary Add (players/add) or edit (players/edit/:id) a player: agent, currency (the agent's), login
 * name with its live availability check, password and confirmation, first and last name, e-mail,
 * phone, country (the configured default on create), status.
 * @attr agent-id - The players list the form belongs to; the new player's agent by default (default:
 * the route's agent).
 * @attr id - The player edited (absent on create).
 * @attr config-src - URL of the configuration JSON.
 * @csspart player-form - The page.
 * @csspart form - The form; `input-agent`, `input-name`, `input-password`, `input-confirm-password`,
 * `input-first-name`, `input-last-name`, `input-email`, `input-phone`, `input-country`, `input-status`
 * its fields; `currency` the agent's currency; `submit`, `cancel` its buttons.
 * @csspart name-check - The availability of the login name (data-state checking | available | taken | error).
 * @csspart changed-elsewhere - On edit, the notice that another user changed the player; `reload` shows
 * the new values, `dismiss` hides the notice.
 * @csspart field-error - The message of a field (data-error-for = field name).
 * @csspart error - A translated error message.
 *
 * @cssprop --casino-color-danger - Error messages and destructive buttons.
 * @cssprop --casino-color-success - Success messages.
 */
import '../../core/areas/players/translations';
import { defineWidget } from '../define-widget';
import { dialogStyles } from '../shared/dialogs';
import { pageStyles, RouteGuard } from '../shared/page';
import { uiStyles } from '../shared/ui';
import { PlayerForm, type PlayerFormProps } from './PlayerForm';
import { Players, type PlayersProps } from './Players';

export { configure } from '../../core/config';

const styles = [uiStyles, pageStyles, dialogStyles];

export const CasinoPlayers = defineWidget<PlayersProps>('casino-players', Players, {
  guard: RouteGuard,
  events: ['casino-navigate', 'casino-saved', 'casino-deleted'],
  props: { agentId: 'string' },
  styles,
});
export const CasinoPlayerForm = defineWidget<PlayerFormProps>('casino-player-form', PlayerForm, {
  guard: RouteGuard,
  events: ['casino-navigate', 'casino-saved'],
  props: { agentId: 'string', id: 'string' },
  styles,
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-players': InstanceType<typeof CasinoPlayers>;
    'casino-player-form': InstanceType<typeof CasinoPlayerForm>;
  }
}
