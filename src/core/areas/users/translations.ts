/**
 * Translations of the users area's pages (locales/<lng>.json beside this file): the users list, the
 * user form, a user's permissions, the roles and the profile. Its pages use the shared page kit and
 * the validation messages, so both come too. English is built into the module; Chinese is a chunk of
 * its own, fetched when shown. Imported by src/widgets/users/elements.ts.
 */
import '../../i18n/areas/page';
import en from './locales/en.json';
import { registerTranslations } from '../../i18n';

registerTranslations('users', { en, 'zh-cn': () => import('./locales/zh-cn.json') });
