/**
 * Every report of the console, end to end: `admin` opens each report of REPORT_KEYS for the root agent
 * with the last 90 days (the demo's activity), sees rows, and downloads its CSV (the header row in
 * English and at least one row). One page, one sign-in, the reports one after the other by in-app
 * navigation; a report added to REPORT_KEYS is covered without touching this file.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { columnsOf, REPORT_KEYS, REPORTS } from '../../src/core/areas/reports/definitions';
import { stableId } from '../../src/server/seed/ids';
import { startServer, type E2eServer } from './server';
import { goInApp, openConsole } from './session';

const ROOT_ID = stableId('agent:Aurora Gaming Group');
const COLUMNS = (
  JSON.parse(
    readFileSync(new URL('../../src/core/areas/reports/locales/en.json', import.meta.url), 'utf8'),
  ) as { app: { reports: { columns: Record<string, string> } } }
).app.reports.columns;

let server: E2eServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('admin opens every report for the root agent, sees rows and exports them as CSV', async ({ page }) => {
  test.setTimeout(30_000 + REPORT_KEYS.length * 15_000);
  await openConsole(page, server.url, `/${ROOT_ID}/reports`);
  for (const key of REPORT_KEYS) {
    await test.step(key, async () => {
      await goInApp(page, `/${ROOT_ID}/reports/${key}?range=last-90-days`);
      const report = page.locator('casino-report');
      await expect(report.locator(`[part~="report"][data-report="${key}"]`)).toHaveAttribute(
        'data-state',
        'content',
        { timeout: 15_000 },
      );
      expect(await report.locator('tbody [part~="row"]').count(), key).toBeGreaterThan(0);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        report.locator('[part~="download"]').click(),
      ]);
      const lines = readFileSync((await download.path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0], key).toBe(
        columnsOf(REPORTS[key])
          .map((f) => COLUMNS[f.id])
          .join(','),
      );
      expect(lines.length, key).toBeGreaterThan(1);
    });
  }
});
