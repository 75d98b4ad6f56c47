/**
 * Translations of the terminals area's page (locales/<lng>.json beside this file): the list, the
 * statuses, the transaction panel and its types. English is built into the module; Chinese is a chunk
 * of its own, fetched when shown. Imported by src/widgets/terminals/elements.ts.
 */
import '../../i18n/areas/page';
import en from './locales/en.json';
import { registerTranslations } from '../../i18n';

registerTranslations('terminals', { en, 'zh-cn': () => import('./locales/zh-cn.json') });
