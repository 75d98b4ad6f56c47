/**
 * Translations of the console shell (locales/<lng>/shell.json): login, header, ribbon, layout options,
 * footer, error page, outlet. The shell shows menu labels and page titles (breadcrumbs, header), so
 * navigation (with console) comes too. English is built into the module; Chinese is a chunk of its
 * own, fetched when shown. Imported by the widget bundles that show them (one line in
 * src/widgets/<area>/elements.ts).
 */
import './navigation';
import en from '../locales/en/shell.json';
import { registerTranslations } from '../index';

registerTranslations('shell', { en, 'zh-cn': () => import('../locales/zh-cn/shell.json') });
