/**
 * Translations of the ledger area's page (locales/<lng>.json beside this file). English is built into
 * the module; Chinese is a chunk of its own, fetched when shown. Imported by src/widgets/ledger/elements.ts.
 */
import '../../i18n/areas/page';
import en from './locales/en.json';
import { registerTranslations } from '../../i18n';

registerTranslations('ledger', { en, 'zh-cn': () => import('./locales/zh-cn.json') });
