/**
 * @element casino-login
 * @summary The login screen: user name and password, both required; submit signs in through the
 * identity service, shows a spinner while it runs, the server's error (translated when known) or
 * 'Server error' when the server gives none, and on success goes to /{agentId} of the account.
 * A user who is already logged in is redirected to the root.
 *
 * @attr config-src - URL of the configuration JSON.
 *
 * @csspart form - The form.
 * @csspart title - The heading.
 * @csspart username - The user name field.
 * @csspart password - The password field.
 * @csspart field-error - The message under a field left empty.
 * @csspart login-error - The message of a failed sign-in (role alert).
 * @csspart submit - The submit button (disabled while signing in).
 * @csspart spinner - The spinner in the button while signing in.
 *
 * @cssprop --casino-login-min-height - Minimum height of the centred area (default 70vh).
 * @cssprop --casino-color-danger - Colour of the error messages.
 */
import '../../core/i18n/areas/shell';
import { defineWidget } from '../define-widget';
import { Login, loginStyles } from './Login';

export { configure } from '../../core/config';

export const CasinoLogin = defineWidget('casino-login', Login, {
  events: ['casino-navigate'],
  styles: [loginStyles],
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-login': InstanceType<typeof CasinoLogin>;
  }
}
