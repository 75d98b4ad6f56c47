/**
 * Translations of the global search page (locales/<lng>.json beside this file). English is built
 * into the module; Chinese is a chunk of its own, fetched when shown. Imported by
 * src/widgets/search/elements.ts.
 */
import '../../i18n/areas/page';
import en from './locales/en.json';
import { registerTranslations } from '../../i18n';

registerTranslations('search', { en, 'zh-cn': () => import('./locales/zh-cn.json') });
