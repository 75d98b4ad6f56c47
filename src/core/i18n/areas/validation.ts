/**
 * Translations of the form validation messages (locales/<lng>/validation.json), keys
 * `validation.<rule>`. English is built into the module; Chinese is a chunk of its own, fetched when
 * shown. Imported by the widget bundles that show them (one line in src/widgets/<area>/elements.ts).
 */
import en from '../locales/en/validation.json';
import { registerTranslations } from '../index';

registerTranslations('validation', { en, 'zh-cn': () => import('../locales/zh-cn/validation.json') });
