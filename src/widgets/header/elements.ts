/**
 * @element casino-header
 * @summary The console header: logo (to the root), menu collapse toggle, the user name ('Guest' by
 * default) and the credit of the account's agent (hidden until loaded, a click reloads it, refreshed
 * every `creditRefreshInterval`, replaced at once by `casino-credit-adjusted` for the own agent;
 * 'credit source' for a credit-source agent), the language switcher with flags, full screen, the user
 * menu (settings, profile, full screen, log out) and a sign-out button that asks No/Yes. Shows nothing
 * without a session.
 *
 * @attr config-src - URL of the configuration JSON.
 *
 * @fires casino-language-change - On window when a language is chosen (detail `{ language }`).
 * @fires casino-logout - On window when the user confirms signing out.
 * @fires {CustomEvent<null>} casino-layout-options-open - On window when Settings is chosen in the user menu (no detail);
 * `casino-layout-options` opens its panel.
 *
 * @csspart header - The bar.
 * @csspart logo - The logo link.
 * @csspart menu-toggle - The menu collapse toggle (aria-pressed when collapsed).
 * @csspart info - User name and credit.
 * @csspart user-name - The user name.
 * @csspart credit - The credit button (absent until loaded; `data-credit-source` for a credit source).
 * @csspart credit-amount - The amount or the 'credit source' label.
 * @csspart language - The language button; language-menu, language-item for its list.
 * @csspart fullscreen - The full-screen toggle.
 * @csspart user-menu - The user menu button; user-menu-menu, user-menu-item for its list.
 * @csspart sign-out - The sign-out button.
 * @csspart dialog - The sign-out confirmation; also dialog-title, dialog-content, dialog-yes, dialog-no.
 *
 * @cssprop --casino-header-background - Background of the bar (skins set it).
 * @cssprop --casino-header-color - Text colour of the bar (skins set it).
 * @cssprop --casino-header-height - Minimum height (default 52px).
 */
import '../../core/i18n/areas/shell';
import { defineWidget } from '../define-widget';
import { dialogStyles } from '../shared/dialogs';
import { Header } from './Header';
import { dropdownStyles } from '../shared/ui/Dropdown';
import { headerStyles } from './styles';

export { configure } from '../../core/config';

export const CasinoHeader = defineWidget('casino-header', Header, {
  events: ['casino-navigate'],
  styles: [headerStyles, dropdownStyles, dialogStyles],
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-header': InstanceType<typeof CasinoHeader>;
  }
}
