/**
 * Accessibility checks with axe-core, injected into the page under test (open shadow roots included).
 *
 * `seriousViolations(page)` runs the WCAG 2.x A/AA rules and the best practices on the whole page (or on
 * the elements matched by `include`) and returns the violations of impact 'critical' or 'serious', one
 * line per failing node: what a test asserts to be empty. Moderate and minor findings are not counted.
 *
 * axe-core is evaluated through the DevTools protocol, so it also runs on pages whose
 * Content-Security-Policy forbids inline and evaluated scripts (the console and the partner page).
 *
 * @example
 * expect(await seriousViolations(page)).toEqual([]);
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
  resultTypes: ['violations'],
};

const COUNTED_IMPACTS = new Set(['critical', 'serious']);

/**
 * Critical and serious axe violations of the page, as `rule (impact): help: target` lines.
 * `include` lists CSS selectors of light-DOM elements to check instead of the whole document.
 */
export async function seriousViolations(page: Page, include?: string[]): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const context: ElementContext = include
    ? { include: include.map((selector) => [selector]) }
    : { exclude: [] };
  const results = await page.evaluate(
    ([ctx, options]) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(
        ctx,
        options,
      ),
    [context, AXE_OPTIONS] as const,
  );
  return results.violations
    .filter((violation) => COUNTED_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help}: ${JSON.stringify(node.target)} ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    );
}
