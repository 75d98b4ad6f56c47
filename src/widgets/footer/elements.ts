/**
 * @element casino-footer
 * @summary The footer: the interface version (GET version.json next to the page) and the API version
 * (GET {apiUrl}/version.json), both labels re-translated on language change.
 *
 * @attr config-src - URL of the configuration JSON.
 *
 * @csspart footer - The bar.
 * @csspart interface-version - The interface version label.
 * @csspart api-version - The API version label.
 *
 * @cssprop --casino-footer-color - Text colour.
 * @cssprop --casino-footer-background - Background.
 */
import '../../core/i18n/areas/shell';
import { defineWidget } from '../define-widget';
import { Footer, footerStyles } from './Footer';

export { configure } from '../../core/config';

export const CasinoFooter = defineWidget('casino-footer', Footer, { styles: [footerStyles] });

declare global {
  interface HTMLElementTagNameMap {
    'casino-footer': InstanceType<typeof CasinoFooter>;
  }
}
