/**
 * The audit trail and the live console end to end: two consoles signed in as `admin` (and one as
 * `agent`, whose header shows an amount: the admin's root agent is a credit source, so its header shows
 * the label instead); an adjustment made in one console updates the list (and the adjusted agent's own
 * header credit) in the others within a second, without a reload; the audit page shows the entry with
 * its before and after, and exports it.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stableId } from '../../src/server/seed/ids';
import { goInApp, openConsole, type DemoLogin } from './session';

const ROOT_ID = stableId('agent:Aurora Gaming Group');
const AMERICAS_ID = stableId('agent:Aurora Americas');

async function consoleAs(browser: Browser, origin: string, who: DemoLogin, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openConsole(page, origin, path, { who });
  return page;
}

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

test('an adjustment in one admin console updates the other at once; the audit page shows it with before and after', async ({
  browser,
  server,
}) => {
  const watcher = await consoleAs(browser, server.url, 'admin', `/${ROOT_ID}/agents`);
  const americasRow = watcher.locator(`casino-agents tr[data-row-id="${AMERICAS_ID}"]`);
  const listCredit = americasRow.locator('[data-column="creditAmount"]');
  await expect(listCredit).toHaveText(/\d/);
  const before = amountOf(await listCredit.textContent());

  const own = await consoleAs(browser, server.url, 'agent', `/${AMERICAS_ID}/agents`);
  const header = own.locator('casino-header [part="credit-amount"]');
  await expect(header).toHaveText(/\d/);
  const headerBefore = amountOf(await header.textContent());

  let watcherLoads = 0;
  watcher.on('load', () => watcherLoads++);
  let ownLoads = 0;
  own.on('load', () => ownLoads++);

  const actor = await consoleAs(browser, server.url, 'admin', `/${AMERICAS_ID}/agents/adjust-credit`);
  const form = actor.locator('casino-adjust-credit');
  await form.locator('[part="input-amount"]').fill('10.25');
  await form.locator('[part="submit"]').click();
  const sent = actor.waitForResponse((r) => r.url().includes('/api/agent/adjustcredit'));
  await form.locator('[part="dialog-yes"]').click();
  expect((await sent).status()).toBe(200);

  // within a second of the answer, in the other consoles, without a reload
  await expect
    .poll(async () => amountOf(await listCredit.textContent()), { timeout: 1000 })
    .toBeCloseTo(before + 10.25, 2);
  await expect
    .poll(async () => amountOf(await header.textContent()), { timeout: 1000 })
    .toBeCloseTo(headerBefore + 10.25, 2);
  // the admin's own header: its root agent is a credit source, shown as such
  await expect(watcher.locator('casino-header [part="credit"][data-credit-source]')).toBeVisible();
  expect(watcherLoads).toBe(0);
  expect(ownLoads).toBe(0);

  // the audit page of the watching console: the entry, newest first, with its before and after
  await goInApp(watcher, `/${ROOT_ID}/audit`);
  const log = watcher.locator('casino-audit-log');
  const first = log.locator('tbody tr').first();
  await expect(first.locator('[data-column="kind"]')).toHaveText('Credit adjusted');
  await expect(first.locator('[data-column="agent"]')).toHaveText('Aurora Americas');
  await expect(first.locator('[data-column="userName"]')).toHaveText('admin');
  await first.locator('[part="entry-summary"]').click();
  const diff = first.locator('[part="diff-row"][data-path="creditAmount"]');
  await expect(diff.locator('[part="diff-before"]')).toHaveText(before.toFixed(2));
  await expect(diff.locator('[part="diff-after"]')).toHaveText((before + 10.25).toFixed(2));

  // a second adjustment appears on the open audit page by itself
  await form.locator('[part="input-amount"]').fill('1');
  await form.locator('[part="submit"]').click();
  await form.locator('[part="dialog-yes"]').click();
  await expect(log.locator('tbody tr [data-column="kind"]', { hasText: 'Credit adjusted' })).toHaveCount(2, {
    timeout: 2000,
  });

  // the export: a CSV file of the entries shown
  const download = watcher.waitForEvent('download');
  await log.locator('[part="export"]').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-aurora-gaming-group-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(log.locator('[part="success"]')).toBeVisible();
});
