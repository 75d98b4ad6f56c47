/**
 * Translations of the shared page kit (locales/<lng>/page.json): request errors, list and form
 * states, the row menu, the leave-confirmation. Its pages use the shared list building blocks
 * (navigation.json) and the validation messages, so both come too. English is built into the
 * module; Chinese is a chunk of its own, fetched when shown. Imported by every area's translations.
 */
import './navigation';
import './validation';
import en from '../locales/en/page.json';
import { registerTranslations } from '../index';

registerTranslations('page', { en, 'zh-cn': () => import('../locales/zh-cn/page.json') });
