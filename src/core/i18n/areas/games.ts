/**
 * Translations of the game-round details (locales/<lng>/games.json): the eight views, the public
 * game-history page and the in-app round detail. The partner embed registers only these. English is
 * built into the module; Chinese is a chunk of its own, fetched when shown. Imported by the widget
 * bundles that show them (one line in src/widgets/<area>/elements.ts).
 */
import en from '../locales/en/games.json';
import { registerTranslations } from '../index';

registerTranslations('games', { en, 'zh-cn': () => import('../locales/zh-cn/games.json') });
