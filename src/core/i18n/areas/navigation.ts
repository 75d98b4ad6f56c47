/**
 * Translations of the navigation (locales/<lng>/navigation.json): menu labels, side menu, agent tree,
 * agent search and the shared list building blocks (back, paginator, search box, switch, table). Menu
 * options and page titles go together (core/menu.ts, core/routes.ts), so the page titles come too.
 * English is built in, Chinese is fetched when it is shown. English is built into the module; Chinese
 * is a chunk of its own, fetched when shown. Imported by the widget bundles that show them (one line
 * in src/widgets/<area>/elements.ts).
 */
import './console';
import en from '../locales/en/navigation.json';
import { registerTranslations } from '../index';

registerTranslations('navigation', { en, 'zh-cn': () => import('../locales/zh-cn/navigation.json') });
