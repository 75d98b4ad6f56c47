/**
 * Every translation file of the project, for the tests of the translations: the shell-level files of
 * src/core/i18n/locales/<lng>/*.json ('common.json', …), each area's src/core/areas/<area>/locales/<lng>.json
 * ('areas/agents.json'), and the page titles and menu labels the area manifests declare ('area-labels').
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREA_MANIFESTS } from '../../src/core/areas';
import { deepMerge, type TranslationTree } from '../../src/core/i18n/resources';

export const SRC = join(__dirname, '../../src');
export const SHELL_LOCALES = join(SRC, 'core/i18n/locales');
export const SHELL_AREAS = join(SRC, 'core/i18n/areas');
export const AREAS = join(SRC, 'core/areas');

/** The areas with a locales folder beside their manifest. */
export function areaLocaleDirs(): string[] {
  return readdirSync(AREAS, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(AREAS, d.name, 'locales')))
    .map((d) => d.name)
    .sort();
}

export function localeFiles(lng: 'en' | 'zh-cn'): Record<string, TranslationTree> {
  const files: Record<string, TranslationTree> = {};
  for (const file of readdirSync(join(SHELL_LOCALES, lng)).filter((name) => name.endsWith('.json'))) {
    files[file] = JSON.parse(readFileSync(join(SHELL_LOCALES, lng, file), 'utf8')) as TranslationTree;
  }
  for (const area of areaLocaleDirs()) {
    files[`areas/${area}.json`] = JSON.parse(
      readFileSync(join(AREAS, area, 'locales', `${lng}.json`), 'utf8'),
    );
  }
  files['area-labels'] = AREA_MANIFESTS.reduce<TranslationTree>(
    (tree, m) => deepMerge(tree, m.labels[lng]),
    {},
  );
  return files;
}
