/**
 * @element casino-layout-options
 * @summary The layout-options panel: a gear toggles it; six skins (smart-style-0..5, default
 * smart-style-1) applied as `--casino-*` values on the document element; a checkbox per layout flag
 * with the interaction rules of the layout flags, persisted in localStorage; a factory reset that asks
 * (No/Yes) and then clears all browser storage and reloads.
 *
 * While connected it also keeps the document element in step with the layout: the skin's custom
 * properties, `data-casino-skin`, classes `casino-<class>` of each active flag (`casino-fixed-header`,
 * `casino-hidden-menu`, `casino-mobile-view-activated`, …), and `dir="rtl"` for right-to-left.
 *
 * @attr config-src - URL of the configuration JSON (not needed: this element renders without config).
 *
 * @csspart toggle - The gear button.
 * @csspart panel - The panel.
 * @csspart flags - The group of flag checkboxes.
 * @csspart flag - One flag (label with checkbox).
 * @csspart skins - The group of skin buttons.
 * @csspart skin - One skin button (`data-skin`, `aria-pressed` when in use).
 * @csspart reset-panels - Forgets the signed-in user's page panel choices (disabled while there are none).
 * @csspart reset-panels-notice - Says the page panels were reset (a status line).
 * @csspart factory-reset - The factory-reset button.
 * @csspart dialog - The confirmation dialog; also dialog-title, dialog-content, dialog-yes, dialog-no.
 *
 * @cssprop --casino-layout-options-top - Distance of the gear from the top of the window (default 120px).
 * @cssprop --casino-layout-options-z - z-index of the panel (default 900).
 */
import '../../core/i18n/areas/shell';
import { defineWidget } from '../define-widget';
import { dialogStyles } from '../shared/dialogs';
import { LayoutOptions, layoutOptionsStyles } from './LayoutOptions';

export { configure } from '../../core/config';
/** The layout state and its setter, for host pages (e.g. closing the mobile drawer from a backdrop). */
export { layout, setFlag, toggleFlag } from '../../core/layout';

export const CasinoLayoutOptions = defineWidget('casino-layout-options', LayoutOptions, {
  styles: [layoutOptionsStyles, dialogStyles],
  waitForConfig: false,
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-layout-options': InstanceType<typeof CasinoLayoutOptions>;
  }
}
