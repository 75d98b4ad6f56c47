/**
 * The casinos area end to end, against the running reference server and the built console: `admin`
 * adds a casino, assigns it to a child agent and to a grandchild, removes it from the child (the
 * confirmation names the sub-agent that loses it too) and sees it gone from the grandchild; `viewer`
 * sees the casinos without any action that changes them.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stableId } from '../../src/server/seed/ids';
import { goInApp } from './session';

const ROOT_ID = stableId('agent:Aurora Gaming Group');
const AMERICAS_ID = stableId('agent:Aurora Americas');
const LIBERTY_ID = stableId('agent:Liberty Gaming Partners');

const assigned = (page: Page) => page.locator('casino-assigned-casinos');
const choice = (page: Page, name: string) =>
  assigned(page).getByRole('checkbox', { name: new RegExp(`^${name}( ·|$)`) });

/** Opens an agent's assigned casinos in the console, without a reload, and waits for its checklist. */
async function openAssigned(page: Page, agentId: string): Promise<void> {
  await goInApp(page, `/${agentId}/casinos/assigned`);
  await expect(assigned(page).locator('[part="casino-choices"]')).toBeVisible();
}

test('admin adds a casino, assigns it down two levels, removes it from the child and it leaves the grandchild', async ({
  page,
  signIn,
  server,
}) => {
  const name = `E2E Casino ${Date.now()}`;
  await signIn(`/${ROOT_ID}/casinos/add`);
  const form = page.locator('casino-casino-form');
  await form.locator('[part="input-name"]').fill(name);
  await form.locator('[part="input-currencies"] input[data-value="USD"]').check();
  await form.locator('[part="input-languages"] input[data-value="en"]').check();
  await expect(form.locator('[part="input-default-language"]')).toHaveValue('en');
  await form.locator('[part="input-lobby-url"]').fill('https://lobby.e2e.example');
  await form.locator('[part="input-game-history-url"]').fill('https://history.e2e.example');
  await form.locator('[part="submit"]').click();
  await expect(page).toHaveURL(`${server.url}/${ROOT_ID}/casinos`);
  const list = page.locator('casino-casinos');
  await list.locator('[part="list-search"] input').fill(name);
  await expect(list.locator('tr[part="row"]', { hasText: name })).toBeVisible();

  // the child agent (Aurora Americas) is offered the casino (its parent, the root, holds every casino)
  await openAssigned(page, AMERICAS_ID);
  await choice(page, name).check();
  await assigned(page).locator('[part="save"]').click();
  await expect(assigned(page).locator('[part="success"]')).toContainText('1 casino(s) assigned');

  // the grandchild (Liberty Gaming Partners) is offered what Aurora Americas holds
  await openAssigned(page, LIBERTY_ID);
  await choice(page, name).check();
  await assigned(page).locator('[part="save"]').click();
  await expect(assigned(page).locator('[part="success"]')).toContainText('1 casino(s) assigned');

  // removing it from the child says it leaves the grandchild too
  await openAssigned(page, AMERICAS_ID);
  await expect(choice(page, name)).toBeChecked();
  await expect(assigned(page).getByText(`${name} · held by 1 sub-agent(s)`)).toBeVisible();
  await choice(page, name).uncheck();
  await assigned(page).locator('[part="save"]').click();
  const dialog = assigned(page).locator('[part="dialog"]');
  await expect(dialog).toContainText(`${name}: also removed from 1 sub-agent(s)`);
  await dialog.locator('[part="dialog-yes"]').click();
  await expect(assigned(page).locator('[part="success"]')).toContainText('also from 1 sub-agent(s)');

  await openAssigned(page, LIBERTY_ID);
  await expect(choice(page, 'Aurora Palace')).toBeVisible();
  await expect(choice(page, name)).toHaveCount(0);
});

test('viewer sees the casinos without edit actions', async ({ page, signIn }) => {
  await signIn(`/${ROOT_ID}/casinos`, { who: 'viewer' });
  const list = page.locator('casino-casinos');
  await expect(list.locator('tr[part="row"]', { hasText: 'Aurora Palace' })).toBeVisible();
  await expect(list.locator('[data-action]')).toHaveCount(0);
  await expect(list.locator('[part="create"]')).toHaveCount(0);
  await expect(list.locator('[part="action-menu-button"]')).toHaveCount(0);
});
