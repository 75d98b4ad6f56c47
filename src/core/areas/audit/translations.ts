/**
 * Translations of the audit area's page (locales/<lng>.json beside this file; the server reads the
 * column titles of the CSV export from the same files). English is built into the module; Chinese is a
 * chunk of its own, fetched when shown. Imported by src/widgets/audit/elements.ts.
 */
import '../../i18n/areas/page';
import en from './locales/en.json';
import { registerTranslations } from '../../i18n';

registerTranslations('audit', { en, 'zh-cn': () => import('./locales/zh-cn.json') });
