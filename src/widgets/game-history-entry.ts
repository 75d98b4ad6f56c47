/**
 * @element casino-game-history
 * @summary The public game-history page of a shared link: title 'Game History' and the detail view picked by egi.
 * @attr {string} encrypted-id - The encrypted round identifier (falls back to the page query `id`).
 * @attr {string} token - The access token of the link (falls back to the page query `token`).
 * @attr {string} egi - The external game id (falls back to the page query `egi`).
 * @attr {string} config-src - URL of the configuration JSON.
 * @csspart title - The 'Game History' heading.
 * @csspart error - A message: incomplete link, unknown game, or the view's error line.
 * @csspart card - One playing card; data-card holds its code.
 * @csspart badge - The roulette spin result badge.
 * @csspart frame - The 450 px frame of an external report.
 */

/**
 * The script-tag embed for partner pages (dist/game-history.js): registers only
 * `casino-game-history`, which loads the one detail view it shows as its own chunk.
 *
 * @example
 * <script type="module" src="https://cdn.example/game-history.js"></script>
 * <casino-game-history config-src="https://cdn.example/config.json"></casino-game-history>
 */
// First: starts the configuration request before the rest of the script evaluates.
import './games/early-config';
import '../core/i18n/areas/games';
import { defineWidget } from './define-widget';
import { GameHistory, startGameHistory } from './games/GameHistory';
import { detailStyles } from './games/styles';

export { configure } from '../core/config';

defineWidget('casino-game-history', GameHistory, {
  props: { encryptedId: 'string', token: 'string', egi: 'string' },
  styles: [detailStyles],
  onConnect: startGameHistory,
});
