/**
 * @element casino-progress
 * @summary Indeterminate progress bar shown while any request is pending; hidden otherwise.
 *
 * @attr config-src - URL of the configuration JSON (not needed by this element; it renders without config).
 *
 * @csspart bar - The bar (role progressbar); carries the `hidden` attribute when no request is pending.
 *
 * @cssprop --casino-color-primary - Colour of the moving indicator.
 * @cssprop --casino-progress-height - Height of the bar (default 3px).
 * @cssprop --casino-progress-track - Background behind the indicator (default transparent).
 */
import { defineWidget } from '../define-widget';
import { Progress, progressStyles } from './Progress';

export { configure } from '../../core/config';

export const CasinoProgress = defineWidget('casino-progress', Progress, {
  styles: [progressStyles],
  waitForConfig: false,
});
