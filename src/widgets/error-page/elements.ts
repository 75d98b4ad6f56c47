/**
 * @element casino-error-page
 * @summary The error page of the auth layout: the code, a translated title and message, and a link to
 * the start page. Shown for unknown routes (error/404), error/500, and areas whose element is not built.
 *
 * @attr code - 404 (page not found, default) or 500 (server error).
 * @attr config-src - URL of the configuration JSON (not needed: this element renders without config).
 *
 * @csspart page - The section (role alert).
 * @csspart code - The large code.
 * @csspart title - The heading.
 * @csspart message - The explanation.
 * @csspart home - The link to the start page.
 *
 * @cssprop --casino-error-page-min-height - Minimum height of the centred area (default 50vh).
 * @cssprop --casino-color-primary - Colour of the code and the link.
 */
import '../../core/i18n/areas/shell';
import { defineWidget } from '../define-widget';
import { ErrorPage, errorPageStyles, type ErrorPageProps } from './ErrorPage';

export { configure } from '../../core/config';

export const CasinoErrorPage = defineWidget<ErrorPageProps>('casino-error-page', ErrorPage, {
  events: ['casino-navigate'],
  props: { code: 'string' },
  styles: [errorPageStyles],
  waitForConfig: false,
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-error-page': InstanceType<typeof CasinoErrorPage>;
  }
}
