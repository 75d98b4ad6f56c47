/**
 * Cafes and terminals end to end, against the running reference server and the built elements:
 * `admin` adds a cafe under a child agent, a Cashier for it, queues an adjust-balance command and sees
 * it pending, then done once the cafe has picked it up (the test plays the cafe: HTTP Basic as that
 * Cashier; the console learns it on its live stream); the terminals of the sub-agents are listed; `agent` cannot reach a cafe outside its subtree.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stableId } from '../../src/server/seed/ids';
import { seriousViolations } from './axe';
import { accessToken, goInApp } from './session';

const AMERICAS_ID = stableId('agent:Aurora Americas');
const EUROPE_CAFE_ID = stableId('pos:Aurora Europe:Europe Central Cafe');

const cafes = (page: Page) => page.locator('casino-poses');
const cafeRow = (page: Page, name: string) => cafes(page).locator('tr[part~="row"]', { hasText: name });

/** Clicks a row action: the row's button, or the item of its "More actions" menu. */
async function rowAction(row: Locator, action: string): Promise<void> {
  const button = row.locator(`[data-action="${action}"]`);
  if (!(await button.isVisible())) await row.locator('[part="action-menu-button"]').click();
  await button.click();
}

test('admin adds a cafe under a child agent with a Cashier, queues an adjustment and sees it pending, then done after the pickup', async ({
  page,
  signIn,
  server,
}) => {
  const name = `E2E Cafe ${Date.now()}`;
  await signIn(`/${AMERICAS_ID}/poses`);
  await expect(cafeRow(page, 'Americas Central Cafe')).toBeVisible();

  await cafes(page).locator('[part="create"]').click();
  const form = page.locator('casino-pos-form');
  await expect(form.locator('[part="input-currency"]')).toHaveValue('USD');
  await form.locator('[part="input-name"]').fill(name);
  await form.locator('[part="input-address"]').fill('9 Harbour Street');
  await form.locator('[part="submit"]').click();
  await expect(page).toHaveURL(`${server.url}/${AMERICAS_ID}/poses`);
  const row = cafeRow(page, name);
  await expect(row).toBeVisible();
  const posId = (await row.getAttribute('data-row-id'))!;

  await rowAction(row, 'users');
  const users = page.locator('casino-pos-users');
  await users.locator('[part="create"]').click();
  await users.locator('[part="input-userName"]').fill('till1');
  await users.locator('[part="input-role"]').selectOption('Cashier');
  await users.locator('[part="input-password"]').fill('Till1234');
  await users.locator('[part="input-confirmPassword"]').fill('Till1235');
  await users.locator('[part="submit"]').click();
  await expect(users.locator('[data-error-for="confirmPassword"]')).toHaveText('The passwords do not match.');
  await users.locator('[part="input-confirmPassword"]').fill('Till1234');
  await users.locator('[part="submit"]').click();
  await expect(users.locator('tr[part~="row"]', { hasText: 'till1' })).toContainText('Cashier');
  await users.locator('[part="back-button"]').click();

  await rowAction(cafeRow(page, name), 'adjustBalance');
  const panel = cafes(page).locator('[part="adjust-balance"]');
  await panel.locator('[part="input-amount"]').fill('125.50');
  await panel.locator('[part="input-user"]').selectOption({ label: 'till1 (Cashier)' });
  expect(await seriousViolations(page), 'the adjust-balance panel').toEqual([]);
  await panel.locator('[part="submit"]').click();
  // a change of money asks first, naming the amount
  const confirmation = cafes(page).locator('[part="dialog"]');
  await expect(confirmation).toContainText('125.50');
  await confirmation.locator('[part="dialog-yes"]').click();
  await expect(cafes(page).locator('[part="success"]')).toContainText('is queued');
  await expect(cafeRow(page, name).locator('[data-column="pendingCommands"]')).toHaveText('1');
  await expect(cafeRow(page, name).locator('[data-column="incomingAmount"]')).toContainText('125.50');

  await rowAction(cafeRow(page, name), 'commands');
  const commands = cafes(page).locator('[part="commands"]');
  await expect(commands.locator('[part="command"]')).toHaveAttribute('data-status', 'PENDING');
  await expect(commands.locator('[part="command"] [data-column="status"]')).toHaveText('Pending');

  // the cafe picks its commands up
  const pickup = await page.request.post(`${server.url}/backoffice/api/pos/pickup?posId=${posId}`, {
    headers: { authorization: `Basic ${Buffer.from('till1:Till1234').toString('base64')}` },
  });
  expect(pickup.status()).toBe(200);

  // the pickup reaches the console on its live stream: the panel and the list refresh by themselves
  await expect(commands.locator('[part="command"]')).toHaveAttribute('data-status', 'DONE', {
    timeout: 15_000,
  });
  await expect(commands.locator('[part="command"] [data-column="status"]')).toHaveText('Done');
  expect(await seriousViolations(page), 'the commands panel').toEqual([]);
  await expect(cafeRow(page, name).locator('[data-column="balance"]')).toHaveText('125.50');
  await expect(cafeRow(page, name).locator('[data-column="pendingCommands"]')).toHaveText('0');
});

test('the terminals of the agent and its sub-agents are listed', async ({ page, signIn }) => {
  await signIn(`/${AMERICAS_ID}/terminals`);
  const terminals = page.locator('casino-terminals');
  await terminals.locator('[part="list-search"] input').fill('kiosk');
  await expect(terminals.locator('tr[part~="row"]')).toHaveCount(3);
  await expect(terminals.locator('tbody [data-column="agentName"]').first()).not.toHaveText(
    'Aurora Americas',
  );
  await terminals.locator('[part="list-search"] input').fill('Atlantic City Lounge');
  await expect(terminals.locator('tbody [data-column="agentName"]').first()).toHaveText(
    'Atlantic City Lounge',
  );
});

test('agent cannot reach a cafe outside its subtree', async ({ page, signIn, server }) => {
  const token = await accessToken(page.request, server.url, 'agent');
  const api = await page.request.get(`${server.url}/backoffice/api/pos?posId=${EUROPE_CAFE_ID}`, {
    headers: { authorization: `Bearer ${token.access_token}` },
  });
  expect(api.status()).toBe(403);

  await signIn(`/${AMERICAS_ID}/poses`, { who: 'agent' });
  await expect(cafeRow(page, 'Americas Central Cafe')).toBeVisible();
  await goInApp(page, `/${AMERICAS_ID}/poses/edit/${EUROPE_CAFE_ID}`);
  const form = page.locator('casino-pos-form');
  await expect(form.locator('[part="error"]')).toHaveText('You are not allowed to do this for this agent.');
  await expect(form.locator('[part="input-name"]')).toHaveCount(0);
});
