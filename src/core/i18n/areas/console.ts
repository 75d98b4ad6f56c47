/**
 * Translations of the console's page titles and root crumb (locales/<lng>/console.json). English is
 * built into the module; Chinese is a chunk of its own, fetched when shown. Imported by the widget
 * bundles that show them (one line in src/widgets/<area>/elements.ts).
 */
import en from '../locales/en/console.json';
import { registerTranslations } from '../index';

registerTranslations('console', { en, 'zh-cn': () => import('../locales/zh-cn/console.json') });
