/**
 * @element casino-game-history
 * @summary The public game-history page of a shared link: title 'Game History' and the detail view picked by egi.
 * @attr {string} encrypted-id - The encrypted round identifier (falls back to the page query `id`).
 * @attr {string} token - The access token of the link (falls back to the page query `token`).
 * @attr {string} egi - The external game id (falls back to the page query `egi`); the round's answer names its kind, so a wrong or unknown one still shows the round's own view.
 * @attr {string} lang - The language of the page's round (en; any zh is Chinese). Default: the nearest lang of the page; an empty lang="" (or none anywhere): the round's own.
 * @attr {boolean} remember-language - Lets the element save the language of a round it showed in the round's own language (localStorage casino.language) and use it on the next visit; without it the element writes nothing to the page's storage.
 * @attr {string} config-src - URL of the configuration JSON.
 * @csspart title - The 'Game History' heading.
 * @csspart error - A message: incomplete link, unknown game, or the view's error line.
 * @csspart loading - The loading state.
 * @csspart section - One section of the round's view (its data-section attribute names it).
 * @csspart table - A detail table (cells carry data-column).
 * @csspart table-scroll - The box a table scrolls in sideways on narrow screens, first column kept.
 * @csspart card - One playing card; data-card holds its code.
 * @csspart cards - A group or stack of cards.
 * @csspart badge - The roulette spin result badge.
 * @csspart frame - The 450 px frame of an external report.
 */

/**
 * The script-tag embed for partner pages (dist/game-history.js): registers only
 * `casino-game-history`, which loads the one detail view it shows as its own chunk.
 *
 * This file is the embed's first script, and small on purpose (no React, no i18next): for a
 * `casino-game-history` already in the page it starts, in one go, the configuration (preloaded,
 * usually), then the round's POST, the view's chunk and, when the page sets Chinese for the element
 * (its `lang`, or the nearest `lang` around it), the Chinese texts of the view, and the renderer (game-history-renderer.ts: React components, i18next, the element's
 * definition). The renderer's download and evaluation thus overlap the round's request instead of
 * coming before it. The element is defined once those are in (or after SHOW_LOADING_AFTER_MS); an
 * element added later is started by the renderer when it connects.
 *
 * @example
 * <script type="module" async src="https://cdn.example/game-history.js"></script>
 * <casino-game-history config-src="https://cdn.example/config.json"></casino-game-history>
 */
import { loadConfig, whenConfigured } from '../core/config';
import { hostLanguageOf } from '../core/games/page-language';
import { loadChineseGameTexts } from '../core/i18n/chinese-game-texts';
import { startedSettled, startGameHistory } from './games/detail-start';

export { configure } from '../core/config';

const element = typeof document !== 'undefined' ? document.querySelector('casino-game-history') : null;
if (element) {
  const src =
    element.getAttribute('config-src') ||
    document.querySelector('[config-src]')?.getAttribute('config-src') ||
    undefined;
  // A failure is shown by the element (configError), which waits for the same request.
  loadConfig(src).catch(() => undefined);
  startGameHistory(element);
}

// the texts the renderer would otherwise ask for only once it has evaluated: on a page that sets Chinese
// for the element (a round shown in its own Chinese asks for them with its answer)
const chineseTexts =
  element && hostLanguageOf(element) === 'zh-cn'
    ? loadChineseGameTexts().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();

/**
 * How long an element already in the page waits for its round (its view, its texts) before it is
 * defined and shows its loading state: a round that arrives sooner is rendered once, without a loading
 * state painted and replaced a moment later.
 */
const SHOW_LOADING_AFTER_MS = 300;

const roundIn = element
  ? Promise.race([
      Promise.all([whenConfigured().then(() => startedSettled()), chineseTexts]),
      new Promise<void>((resolve) => setTimeout(resolve, SHOW_LOADING_AFTER_MS)),
    ])
  : Promise.resolve();

Promise.all([import('./games/game-history-renderer'), roundIn])
  .then(([renderer]) => renderer.defineGameHistory())
  .catch((error: unknown) => console.error('The game-history element could not be loaded', error));
