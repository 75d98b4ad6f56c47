/**
 * The users area (routes users, users/add, users/edit/:id, users/claims/:id of /{agentId}; the signed-in
 * user's profile at /app-views/profile; declared in src/core/areas/users/area.ts) and the roles area
 * (route roles, src/core/areas/roles/area.ts), one bundle. Every element takes `agent-id`; without it
 * it follows the current route's agent.
 *
 * @element casino-users
 * @summary The current agent's users (optionally with those of its sub-agents): user name, display
 * name, e-mail, agent, active, last login; sort, filter, paging on the server; per-row actions as the
 * permissions allow, judged for each user's agent (edit or details, permissions, delete after a
 * confirmation; never the signed-in user itself).
 * @attr agent-id - The agent whose users are listed (default: the route's agent).
 * @attr config-src - URL of the configuration JSON.
 * @csspart users - The page.
 * @csspart include-sub-agents - The include-sub-agents switch with its label (`switch` the button).
 * @csspart list-search - The filter text box.
 * @csspart create - The add-user button (create-users permission).
 * @csspart data-table - The table; `row` each user row (data-row-id = user id), `cell` its cells (each
 * value in a span with data-column), `header` the column headers; `action` each action button (also
 * `action-<name>`, data-action edit | view | claims | delete).
 * @csspart paginator - The paginator.
 * @csspart dialog - The delete confirmation; `dialog-yes`, `dialog-no` its buttons.
 * @csspart error - A translated error message; `success` a success note.
 *
 * @element casino-user-form
 * @summary Add (users/add) or edit (users/edit/:id) a user: user name with a live availability check,
 * display name, e-mail, active, password and confirmation (MatchPassword; optional on edit), and on add
 * the agent (the current agent or a direct sub-agent the user may create users for). Read-only without
 * the edit permission and for the signed-in user itself.
 * @attr agent-id - The agent of the new user, or of the user edited (default: the route's agent).
 * @attr id - The user edited (absent on add).
 * @attr config-src - URL of the configuration JSON.
 * @csspart user-form - The page.
 * @csspart form - The form; `input-userName`, `input-displayName`, `input-email`, `input-agent`,
 * `input-active`, `input-password`, `input-confirmPassword` its fields; `submit`, `cancel` its buttons.
 * @csspart name-availability - The availability of the typed name (data-availability = checking |
 * available | taken | failed).
 * @csspart agent-name - The user's agent (on edit).
 * @csspart field-error - The message of a field (data-error-for = field name).
 * @csspart forbidden - The read-only message.
 * @csspart error - A translated error message.
 *
 * @element casino-user-claims
 * @summary A user's permissions by claim type with translated labels: the ones the signed-in user may
 * grant this user as checkboxes, the others it holds listed apart; a role as a starting point; save.
 * Read-only without the edit permission, for the signed-in user itself and for a user holding
 * permissions the signed-in user cannot grant.
 * @attr agent-id - The agent of the user (default: the route's agent).
 * @attr id - The user.
 * @attr config-src - URL of the configuration JSON.
 * @csspart user-claims - The page.
 * @csspart role-select - The role to start from; `apply-role` its button.
 * @csspart claims - The permissions fieldset (each checkbox with data-claim = claim name).
 * @csspart held-outside - The permissions held beyond what the signed-in user may grant (data-claim).
 * @csspart submit - The save button; `cancel` back to the list.
 * @csspart forbidden - The read-only message.
 * @csspart success - The saved or applied note; `error` a translated error message.
 *
 * @element casino-roles
 * @summary The operator's roles (named permission sets): the list, and an editor of the chosen role
 * (name, permissions) to add, change and delete roles with the edit-roles permission.
 * @attr agent-id - The route's agent (roles belong to the operator).
 * @attr config-src - URL of the configuration JSON.
 * @csspart roles - The page.
 * @csspart role-list - The roles; `role` each (data-role-id, aria-pressed when chosen).
 * @csspart add-role - The new-role button.
 * @csspart role-form - The editor; `input-name` the name, `claims` the permissions fieldset,
 * `held-outside` permissions of the role beyond what the user may grant, `save-role`, `delete-role`.
 * @csspart read-only - Shown without the edit-roles permission.
 * @csspart select-role - Shown while no role is chosen.
 * @csspart success - A saved or deleted note; `error` a translated error message.
 *
 * @element casino-profile
 * @summary The signed-in user's profile: account (user name, agent, last login), own display name,
 * e-mail and password; the current password confirms every change; a password change signs out.
 * @attr agent-id - The signed-in user's agent (the page shows the signed-in user whatever it is).
 * @attr config-src - URL of the configuration JSON.
 * @csspart profile - The page.
 * @csspart account - The account details (each value with data-field).
 * @csspart form - The form; `input-displayName`, `input-email`, `input-password`,
 * `input-confirmPassword`, `input-currentPassword` its fields, `password-section` the new password's
 * fieldset, `submit` its button.
 * @csspart field-error - The message of a field (data-error-for = field name).
 * @csspart success - The saved note; `error` a translated error message.
 * @csspart dialog - The signed-out notice after a password change; `dialog-ok` its button.
 *
 * @cssprop --casino-color-danger - Error messages and destructive buttons.
 * @cssprop --casino-color-success - Success messages.
 */
import '../../core/areas/users/translations';
import { defineWidget } from '../define-widget';
import { dialogStyles } from '../shared/dialogs';
import { pageStyles, RouteGuard } from '../shared/page';
import { uiStyles } from '../shared/ui';
import { Profile, type ProfileProps } from './Profile';
import { Roles, type RolesProps } from './Roles';
import { usersStyles } from './styles';
import { UserClaims, type UserClaimsProps } from './UserClaims';
import { UserForm, type UserFormProps } from './UserForm';
import { Users, type UsersProps } from './Users';

export { configure } from '../../core/config';

const styles = [uiStyles, pageStyles, dialogStyles, usersStyles];

export const CasinoUsers = defineWidget<UsersProps>('casino-users', Users, {
  guard: RouteGuard,
  events: ['casino-navigate', 'casino-deleted'],
  props: { agentId: 'string' },
  styles,
});
export const CasinoUserForm = defineWidget<UserFormProps>('casino-user-form', UserForm, {
  guard: RouteGuard,
  events: ['casino-navigate', 'casino-saved'],
  props: { agentId: 'string', id: 'string' },
  styles,
});
export const CasinoUserClaims = defineWidget<UserClaimsProps>('casino-user-claims', UserClaims, {
  guard: RouteGuard,
  events: ['casino-navigate', 'casino-saved'],
  props: { agentId: 'string', id: 'string' },
  styles,
});
export const CasinoRoles = defineWidget<RolesProps>('casino-roles', Roles, {
  guard: RouteGuard,
  events: ['casino-saved', 'casino-deleted'],
  props: { agentId: 'string' },
  styles,
});
export const CasinoProfile = defineWidget<ProfileProps>('casino-profile', Profile, {
  events: ['casino-saved'],
  props: { agentId: 'string' },
  styles,
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-users': InstanceType<typeof CasinoUsers>;
    'casino-user-form': InstanceType<typeof CasinoUserForm>;
    'casino-user-claims': InstanceType<typeof CasinoUserClaims>;
    'casino-roles': InstanceType<typeof CasinoRoles>;
    'casino-profile': InstanceType<typeof CasinoProfile>;
  }
}
