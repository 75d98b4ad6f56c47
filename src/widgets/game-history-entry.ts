/**
 * The script-tag embed for partner pages (dist/game-history.js): registers only
 * `casino-game-history`, which loads the one detail view it shows as its own chunk.
 *
 * @example
 * <script type="module" src="https://cdn.example/game-history.js"></script>
 * <casino-game-history config-src="https://cdn.example/config.json"></casino-game-history>
 */
import { defineWidget } from './define-widget';
import { GameHistory } from './games/GameHistory';
import { detailStyles } from './games/styles';

export { configure } from '../core/config';

defineWidget('casino-game-history', GameHistory, {
  props: { encryptedId: 'string', token: 'string', egi: 'string' },
  styles: [detailStyles],
});
