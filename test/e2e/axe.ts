/**
 * Accessibility checks with axe-core, injected into the page under test (open shadow roots included).
 *
 * `violations(page)` runs the WCAG 2.x A/AA rules and the best practices on the whole page (or on the
 * elements matched by `include`) and returns every violation, whatever its impact, one line per failing
 * node: what a test asserts to be empty. `seriousViolations(page)` keeps those of impact 'critical' or
 * 'serious' only.
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

const SERIOUS = new Set(['critical', 'serious']);

/**
 * Critical and serious axe violations of the page, as `rule (impact): help: target` lines.
 * `include` lists CSS selectors of light-DOM elements to check instead of the whole document.
 */
export async function seriousViolations(page: Page, include?: string[]): Promise<string[]> {
  return violationsOf(page, include, (impact) => SERIOUS.has(impact));
}

/** Every axe violation of the page (any impact: critical, serious, moderate, minor), as lines. */
export async function violations(page: Page, include?: string[]): Promise<string[]> {
  return violationsOf(page, include, () => true);
}

async function violationsOf(
  page: Page,
  include: string[] | undefined,
  counted: (impact: string) => boolean,
): Promise<string[]> {
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
    .filter((violation) => counted(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help}: ${JSON.stringify(node.target)} ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    );
}
