/**
 * Translations of the cafes area's pages (locales/<lng>.json beside this file): the cafes list and its
 * panels, the cafe form, the cafe users, command types, report kinds and POS user roles. Its pages use
 * the shared page kit and the validation messages, so both come too. English is built into the
 * module; Chinese is a chunk of its own, fetched when shown. Imported by src/widgets/cafes/elements.ts.
 */
import '../../i18n/areas/page';
import en from './locales/en.json';
import { registerTranslations } from '../../i18n';

registerTranslations('cafes', { en, 'zh-cn': () => import('./locales/zh-cn.json') });
