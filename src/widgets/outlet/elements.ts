/**
 * @element casino-outlet
 * @summary Renders the page of the current route: `casino-login` on auth/login, `casino-error-page`
 * on error/404 and error/500, and for the pages of an agent the element its area manifest names
 * (src/core/areas), created with `agent-id` of the current agent and the route parameters
 * as attributes. A page whose element is not built yet shows the 404 error page. Starts the router.
 *
 * @attr {string} base-path - Where the console lives on its origin ('/backoffice'): every route is
 * relative to it (default: the configuration's `basePath`, else the root of the origin).
 * @attr config-src - URL of the configuration JSON.
 *
 * @csspart page - The page element shown (area element, login or error page).
 * @csspart loading - Shown while the bundle of a page loads.
 * @csspart empty - Shown on /{agentId} when the agent has no menu option.
 * @csspart panel - The panel around a page of the main layout (data-page = the route pattern,
 * data-colour, data-collapsed, data-fullscreen).
 * @csspart panel-bar - Its title bar; panel-title the title (h1), panel-body the page.
 * @csspart panel-collapse - Collapse/expand (aria-expanded); panel-fullscreen (aria-pressed);
 * panel-rename-button, then the form panel-rename with panel-title-input, panel-title-save,
 * panel-title-cancel and panel-title-error; panel-colour (a menu of colours); panel-hide.
 * @csspart panel-hidden - The line left by a hidden page, with its panel-show button.
 *
 * @cssprop --casino-outlet-min-height - Minimum height (default 0).
 * @cssprop --casino-panel-margin - Space around a page's panel.
 * @cssprop --casino-panel-margin-narrow - Space around a page's panel on phones.
 * @cssprop --casino-panel-header-background - The title bar's background in the default colour.
 */
import '../../core/i18n/areas/shell';
import '../error-page/elements';
import '../login/elements';
import { defineWidget } from '../define-widget';
import { Outlet, outletStyles, preloadPage } from './Outlet';
import { panelStyles } from './Panel';

export { configure } from '../../core/config';
/**
 * The shell state a host page needs to compose the console (src/host-demo/console.js): the session,
 * the route on screen (its `layout`: 'main' | 'auth' | 'empty'), the agent tree, and navigation;
 * `startDocumentTitle()` makes the browser tab's title follow the route's page title; `t` and
 * `i18nRevision` translate the page's own texts.
 * Signals: read `.value`, or `.subscribe(fn)` (called at once and on every change; returns the unsubscribe).
 */
export { account, isLoggedIn } from '../../core/session';
export { hrefOf, navigate, route } from '../../core/router';
export { startDocumentTitle } from '../../core/page-title';
/** The page's translations: `t(key)`, and signals to follow (texts changed, texts of the shown language in). */
export { i18nRevision, t, translationsReady } from '../../core/i18n';
export { tree } from '../../core/agents';

export const CasinoOutlet = defineWidget('casino-outlet', Outlet, {
  props: { basePath: 'string' },
  styles: [outletStyles, ...panelStyles],
  onConnect: preloadPage,
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-outlet': InstanceType<typeof CasinoOutlet>;
  }
}
