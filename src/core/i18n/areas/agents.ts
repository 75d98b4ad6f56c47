/**
 * Translations of the agents area (locales/<lng>/agents.json): list, form, adjust credit, IP
 * whitelist, multicash, wallet parent. Its pages use the shared list building blocks (navigation.json)
 * and the validation messages, so both come too. English is built into the module; Chinese is a chunk
 * of its own, fetched when shown. Imported by the widget bundles that show them (one line in
 * src/widgets/<area>/elements.ts).
 */
import './navigation';
import './validation';
import en from '../locales/en/agents.json';
import { registerTranslations } from '../index';

registerTranslations('agents', { en, 'zh-cn': () => import('../locales/zh-cn/agents.json') });
