/**
 * Translations of the agents area's pages (locales/<lng>.json beside this file): list, form, adjust
 * credit, IP whitelist, multicash, wallet parent. Its pages use the shared page kit and the validation
 * messages, so both come too. English is built into the module; Chinese is a chunk of its own, fetched
 * when shown. Imported by src/widgets/agents/elements.ts.
 */
import '../../i18n/areas/page';
import en from './locales/en.json';
import { registerTranslations } from '../../i18n';

registerTranslations('agents', { en, 'zh-cn': () => import('./locales/zh-cn.json') });
