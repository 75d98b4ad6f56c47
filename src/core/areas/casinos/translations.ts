/**
 * Translations of the casinos area's pages (locales/<lng>.json beside this file): the casinos list, the
 * casino form and the assigned casinos. Its pages use the shared page kit and the validation messages,
 * so both come too. English is built into the module; Chinese is a chunk of its own, fetched when
 * shown. Imported by src/widgets/casinos/elements.ts.
 */
import '../../i18n/areas/page';
import en from './locales/en.json';
import { registerTranslations } from '../../i18n';

registerTranslations('casinos', { en, 'zh-cn': () => import('./locales/zh-cn.json') });
