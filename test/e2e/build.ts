/**
 * Builds dist/ when it is older than the sources (`node scripts/build.mjs --if-stale`), so a spec run
 * on its own (`npx playwright test test/e2e/partner.spec.ts`) tests the current elements. `npm run
 * test:e2e` does the same before Playwright starts; then this is a quick no-op.
 *
 * @example
 * test.beforeAll(async () => { test.setTimeout(BUILD_TIMEOUT_MS); ensureBuilt(); });
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A full production build takes about a minute on a shared 2-core machine. */
export const BUILD_TIMEOUT_MS = 300_000;

export function ensureBuilt(): void {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: BUILD_TIMEOUT_MS,
  });
}
