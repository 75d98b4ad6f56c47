/**
 * Translations of the reports area's pages (locales/<lng>.json beside this file): the report list,
 * the parameter form, columns, enumerations and game families, the round list and the dashboard. The
 * server reads the same files for the header row and the translated cells of the CSV exports. English
 * is built into the module; Chinese is a chunk of its own, fetched when shown. Imported by
 * src/widgets/reports/elements.ts.
 */
import '../../i18n/areas/page';
import '../../i18n/areas/games';
import en from './locales/en.json';
import { registerTranslations } from '../../i18n';

registerTranslations('reports', { en, 'zh-cn': () => import('./locales/zh-cn.json') });
