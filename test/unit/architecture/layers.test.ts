/**
 * Layers point one way (docs/architecture.md): the core imports only the core, the widgets import the
 * core but never the server, the server imports the core but never the widgets, and no modules
 * import each other in a circle. The lint rules of eslint.config.js hold it; these tests run ESLint on
 * small sources placed in the tree and read what it says.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

// each lint loads the type-aware parser and walks the import graph: seconds on a busy machine
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // the first lint loads the configuration and its plugins: once here, not in the first test's time
  await eslint.lintText('export {};\n', { filePath: resolve(root, 'src/core/warm-up.ts') });
}, 120_000);

/** The messages of `rule` for `code` linted as the file `file` (a path from the repository's root). */
async function lint(file: string, code: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

const LAYERS = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';

describe('the core imports nothing of the widgets', () => {
  it('a static import of a widget module from the core fails lint', async () => {
    const messages = await lint(
      'src/core/areas/example/area.ts',
      "import { AREA_LOADERS } from '../../../widgets/area-loaders';\nexport const loaders = AREA_LOADERS;\n",
      LAYERS,
    );
    expect(messages).toEqual([
      'Unexpected path "../../../widgets/area-loaders" imported in restricted zone. The core imports only the core and packages (docs/architecture.md).',
    ]);
  });

  it('a dynamic import() of an area bundle from a manifest fails lint', async () => {
    const messages = await lint(
      'src/core/areas/example/area.ts',
      "export const load = () => import('../../../widgets/users/elements');\n",
      LAYERS,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('"../../../widgets/users/elements"');
  });

  it('a type-only import of the widgets from the core fails lint', async () => {
    const messages = await lint(
      'src/core/example.ts',
      "import type { AreaTarget } from '../widgets/outlet/resolve-area';\nexport type Target = AreaTarget;\n",
      LAYERS,
    );
    expect(messages).toHaveLength(1);
  });

  it('the core imports the core', async () => {
    const messages = await lint(
      'src/core/areas/example/area.ts',
      "import { can } from '../../permissions';\nexport const check = can;\n",
      LAYERS,
    );
    expect(messages).toEqual([]);
  });
});

describe('the widgets and the server do not import each other', () => {
  it('a widget importing a server module fails lint', async () => {
    const messages = await lint(
      'src/widgets/example.ts',
      "export { money } from '../server/money';\n",
      LAYERS,
    );
    expect(messages).toEqual([
      'Unexpected path "../server/money" imported in restricted zone. The widgets import the core, the widgets and packages, never the server (docs/architecture.md).',
    ]);
  });

  it('a server module importing a widget fails lint', async () => {
    const messages = await lint(
      'src/server/example.ts',
      "export { AREA_LOADERS } from '../widgets/area-loaders';\n",
      LAYERS,
    );
    expect(messages).toEqual([
      'Unexpected path "../widgets/area-loaders" imported in restricted zone. The server imports the core, the server and packages, never the widgets (docs/architecture.md).',
    ]);
  });

  it('the widgets and the server import the core', async () => {
    expect(
      await lint('src/widgets/example.ts', "export { can } from '../core/permissions';\n", LAYERS),
    ).toEqual([]);
    expect(
      await lint(
        'src/server/example.ts',
        "export { REPORTS } from '../core/areas/reports/definitions';\n",
        LAYERS,
      ),
    ).toEqual([]);
  });
});

describe('no modules import each other in a circle', () => {
  const featureKinds = 'src/server/reports/kinds-feat.ts';
  const source = readFileSync(resolve(root, featureKinds), 'utf8');

  it('the report kinds as they are form no circle', async () => {
    expect(await lint(featureKinds, source, CYCLE)).toEqual([]);
  });

  it('a report kinds file that imports the gathered REPORT_SQL (which imports it) fails lint', async () => {
    const messages = await lint(
      featureKinds,
      `${source}\nexport { REPORT_SQL as ALL_REPORT_SQL } from './report-sql';\n`,
      CYCLE,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Dependency cycle/);
  });
});
