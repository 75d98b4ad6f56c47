/**
 * @element casino-ribbon
 * @summary The ribbon under the header: a refresh button and, in its slot, the breadcrumbs.
 *
 * The refresh button spins 450 ms, broadcasts `casino-refresh`, and reloads the page after 500 ms
 * unless `casino-refresh-done` arrives first (an element that refreshed its own data answers with it).
 *
 * @attr config-src - URL of the configuration JSON.
 * @slot - The breadcrumbs (usually `<casino-breadcrumbs>`).
 * @fires casino-refresh - On window when the refresh button is pressed (detail `{}`).
 * @csspart ribbon - The bar.
 * @csspart refresh - The refresh button (class `spinning` while it spins).
 * @cssprop --casino-ribbon-background - Background of the ribbon.
 * @cssprop --casino-ribbon-muted - Colour of the refresh button (default: --casino-color-text-muted).
 * @cssprop --casino-ribbon-link - Hover colour of the refresh button (default: --casino-color-primary).
 * @cssprop --casino-color-border - Bottom border and button border.
 */
import '../../core/i18n/areas/shell';
import { defineWidget } from '../define-widget';
import { Breadcrumbs, breadcrumbsStyles } from './Breadcrumbs';
import { Ribbon, ribbonStyles } from './Ribbon';

export { configure } from '../../core/config';

export const CasinoRibbon = defineWidget('casino-ribbon', Ribbon, {
  styles: [ribbonStyles],
  waitForConfig: false,
});

/**
 * @element casino-breadcrumbs
 * @summary The breadcrumbs of the current route: translated page titles, root first; a click navigates
 * through the router, except on crumbs of edit/:id and :posid/users/:posuserid/update pages, which do nothing.
 *
 * @attr config-src - URL of the configuration JSON.
 * @csspart breadcrumbs - The nav element.
 * @csspart crumb-item - One list item.
 * @csspart crumb - One crumb (an anchor; without href when inert, then also `crumb-inert`).
 * @cssprop --casino-ribbon-link - Colour of crumb links (default: --casino-color-primary).
 * @cssprop --casino-ribbon-muted - Colour of crumbs without a link (default: --casino-color-text-muted).
 * @cssprop --casino-ribbon-color - Colour of the current page's crumb (default: --casino-color-text).
 */
export const CasinoBreadcrumbs = defineWidget('casino-breadcrumbs', Breadcrumbs, {
  events: ['casino-navigate'],
  styles: [breadcrumbsStyles],
  waitForConfig: false,
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-ribbon': InstanceType<typeof CasinoRibbon>;
    'casino-breadcrumbs': InstanceType<typeof CasinoBreadcrumbs>;
  }
}
