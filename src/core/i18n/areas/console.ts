/**
 * Translations of the console's own pages (locales/<lng>/console.json: sign-in, error pages, root
 * crumb) and of every area's page titles and menu labels, which each area manifest declares
 * (src/core/areas). The titles and labels come in both languages at once: the shell shows them
 * from its first paint. console.json's Chinese is a chunk of its own, fetched when shown.
 */
import { AREA_MANIFESTS } from '../../areas';
import en from '../locales/en/console.json';
import { deepMerge, registerTranslations } from '../index';

registerTranslations('console', { en, 'zh-cn': () => import('../locales/zh-cn/console.json') });
registerTranslations('area-labels', {
  en: AREA_MANIFESTS.reduce((tree, m) => deepMerge(tree, m.labels.en), {}),
  'zh-cn': AREA_MANIFESTS.reduce((tree, m) => deepMerge(tree, m.labels['zh-cn']), {}),
});
