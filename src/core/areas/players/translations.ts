/**
 * Translations of the players area's pages (locales/<lng>.json beside this file): the players list,
 * the player form and the bonus dialogs. Its pages use the shared page kit and the validation
 * messages, so both come too. English is built into the module; Chinese is a chunk of its own, fetched
 * when shown. Imported by src/widgets/players/elements.ts.
 */
import '../../i18n/areas/page';
import en from './locales/en.json';
import { registerTranslations } from '../../i18n';

registerTranslations('players', { en, 'zh-cn': () => import('./locales/zh-cn.json') });
