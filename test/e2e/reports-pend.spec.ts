/**
 * Pending games end to end, against the running reference server with the demo's activity: the admin
 * opens a pending round's player in game history (the round is not there: it is not settled), closes
 * the round from the pending-games report after confirming, sees it leave the pending list, and finds
 * it in the player's game history. The page and its confirmation have no serious accessibility violation.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stableId } from '../../src/server/seed/ids';
import { seriousViolations } from './axe';

const AMERICAS_ID = stableId('agent:Aurora Americas');

const report = (page: Page) => page.locator('casino-report');
const state = (page: Page) => report(page).locator('[part~="report"]');

test('admin closes a pending game: it leaves the pending list and appears in game history', async ({
  page,
  signIn,
}) => {
  await signIn(`/${AMERICAS_ID}/reports/pending-games?sub=1`);
  await expect(state(page)).toHaveAttribute('data-report', 'pending-games');
  await expect(state(page)).toHaveAttribute('data-state', 'content');
  // the report with its row actions, and the confirmation, meet the accessibility rules
  expect(await seriousViolations(page)).toEqual([]);
  const first = report(page).locator('tbody [part~="row"]').first();
  const betId = (await first.getAttribute('data-row-id'))!;
  const row = report(page).locator(`tr[data-row-id="${betId}"]`);
  const account = await row.locator('[data-column="account"]').innerText();

  // the player's game history from the round's day: the pending round is not in it
  await row.locator('[part~="drill"][data-column="account"]').click();
  await expect(state(page)).toHaveAttribute('data-report', 'game-history');
  await expect(state(page)).toHaveAttribute('data-state', /content|empty/);
  await expect(report(page).locator(`tr[data-row-id="${betId}"]`)).toHaveCount(0);
  const historyUrl = page.url();

  await page.goBack();
  await expect(state(page)).toHaveAttribute('data-report', 'pending-games');
  await row.locator('[data-action="close-round"]').click();
  const dialog = report(page).locator('[part="dialog"]');
  await expect(dialog).toContainText(account);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.locator('[part="dialog-yes"]').click();
  await expect(report(page).locator('[part~="action-state"]')).toHaveAttribute('data-state', 'done');
  await expect(row).toHaveCount(0);

  await page.goto(historyUrl);
  await expect(state(page)).toHaveAttribute('data-report', 'game-history');
  await expect(state(page)).toHaveAttribute('data-state', 'content');
  await expect(report(page).locator(`tr[data-row-id="${betId}"]`)).toHaveCount(1);
});
