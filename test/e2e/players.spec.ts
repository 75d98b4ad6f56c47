/**
 * The players area end to end, against the running reference server and the built console:
 * `admin` adds a player under a child agent, finds it by the filter, redeems a seeded bonus code
 * ('invalid bonus' first), sees the active bonus, and logs an online player out (axe finds no serious
 * violation in the bonus dialogs); `agent` (no player
 * claims) and `support` (player claims, Aurora Americas) cannot see players outside their subtree,
 * neither by URL nor by API.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stableId } from '../../src/server/seed/ids';
import { seriousViolations } from './axe';
import type { E2eServer } from './server';
import { accessToken, goInApp, openConsole, type DemoLogin } from './session';

const AMERICAS_ID = stableId('agent:Aurora Americas');
const EUROPE_ID = stableId('agent:Aurora Europe');
const LIBERTY_ID = stableId('agent:Liberty Gaming Partners');

/** This file's server (./fixtures.ts), for the helpers below. */
let server: E2eServer;
test.beforeEach(({ server: started }) => void (server = started));

const list = (page: Page) => page.locator('casino-players');
const row = (page: Page, name: string) => list(page).locator('tr[part="row"]', { hasText: name });

/** Clicks a row action: the row's button, or the item of its "More actions" menu. */
async function rowAction(page: Page, playerRow: Locator, action: string): Promise<void> {
  const button = playerRow.locator(`[data-action="${action}"]`);
  if (!(await button.isVisible())) await playerRow.locator('[part="action-menu-button"]').click();
  await button.click();
}

async function filterList(page: Page, text: string): Promise<void> {
  await list(page).locator('[part="list-search"] input').fill(text);
}

test.describe('admin manages a player under a child agent', () => {
  test('adds it, finds it by the filter, redeems a bonus code and sees the active bonus; logs a player out', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const name = `e2e_player_${Date.now()}`;
    await openConsole(page, server.url, `/${AMERICAS_ID}/players`);
    await expect(list(page).locator('[part="players"]')).toHaveAttribute('data-state', 'content');

    await list(page).locator('[part="create"]').click();
    await expect(page).toHaveURL(`${server.url}/${AMERICAS_ID}/players/add`);
    const form = page.locator('casino-player-form');
    await form.locator('[part="input-agent"]').selectOption(LIBERTY_ID);
    await expect(form.locator('[part="currency"]')).toHaveText('USD');
    await form.locator('[part="input-name"]').fill(name);
    await expect(form.locator('[part="name-check"]')).toHaveAttribute('data-state', 'available');
    await form.locator('[part="input-password"]').fill('Secret123');
    await form.locator('[part="input-confirm-password"]').fill('Secret123');
    await form.locator('[part="input-first-name"]').fill('Erin');
    await form.locator('[part="input-last-name"]').fill('Endtoend');
    await form.locator('[part="submit"]').click();
    await expect(page).toHaveURL(`${server.url}/${AMERICAS_ID}/players`);

    await filterList(page, name);
    const added = row(page, name);
    await expect(added).toHaveCount(1);
    await expect(list(page).locator('tbody tr[part="row"]')).toHaveCount(1);
    await expect(added.locator('[data-column="agentName"]')).toHaveText('Liberty Gaming Partners');
    await expect(added.locator('[data-column="currency"]')).toHaveText('USD');

    await rowAction(page, added, 'redeemBonus');
    const dialog = list(page).locator('[part="dialog"]');
    await expect(dialog.locator('[part="dialog-input"]')).toBeFocused();
    await dialog.locator('[part="dialog-submit"]').click();
    await expect(dialog.locator('[part="dialog-error"]')).toHaveText('invalid bonus');
    expect(await seriousViolations(page), 'the bonus-code input dialog').toEqual([]);
    await dialog.locator('[part="dialog-input"]').fill('WELCOME100');
    await dialog.locator('[part="dialog-input"]').press('Enter');
    await expect(list(page).locator('[part="success"]')).toHaveText(
      `Bonus WELCOME100 was redeemed for ${name}.`,
    );
    await expect(added.locator('[data-column="bonusBalance"]')).toHaveText('100.00');

    await rowAction(page, added, 'activeBonus');
    const details = list(page).locator('[part="bonus-details"]');
    await expect(details.locator('[data-field="bonus_code"]')).toHaveText('WELCOME100');
    await expect(details.locator('[data-field="spins_played"]')).toHaveText('0');
    await expect(details.locator('[data-field="spins_needed"]')).toHaveText('20');
    await expect(list(page).locator('[data-choice="redeem"]')).toBeVisible();
    expect(await seriousViolations(page), 'the active bonus dialog').toEqual([]);
    await list(page).locator('[part~="dialog-close"]').click();
    await expect(list(page).locator('[part="dialog"]')).toHaveCount(0);

    // a player online now: log it out
    await filterList(page, '');
    await list(page).locator('[part="status-filter"] select').selectOption('Active');
    await list(page).locator('th[data-column="online"] button').click();
    await list(page).locator('th[data-column="online"] button').click();
    const online = list(page)
      .locator('tr[part="row"]', { has: page.locator('[data-online="true"]') })
      .first();
    const onlineName = (await online.locator('[data-column="name"]').textContent()) ?? '';
    expect(onlineName).not.toBe('');
    await rowAction(page, online, 'logout');
    await list(page).locator('[part="dialog-yes"]').click();
    await expect(list(page).locator('[part="success"]')).toHaveText(`${onlineName} was logged out.`);
    await expect(row(page, onlineName).locator('[data-column="online"]')).toHaveText('Offline');
  });
});

async function bearer(request: APIRequestContext, who: DemoLogin): Promise<Record<string, string>> {
  const t = await accessToken(request, server.url, who);
  return { Authorization: `${t.token_type} ${t.access_token}` };
}

test.describe('players outside the subtree stay out of reach', () => {
  test("'agent' (no player claims) has no Players page and the API refuses it", async ({ page, request }) => {
    await openConsole(page, server.url, `/${AMERICAS_ID}/players`, { who: 'agent' });
    await expect(page).not.toHaveURL(/\/players/);
    await expect(page.locator('casino-players')).toHaveCount(0);
    const headers = await bearer(request, 'agent');
    for (const agentId of [AMERICAS_ID, EUROPE_ID]) {
      const response = await request.post(`${server.url}/casino-management/api/player/list`, {
        headers,
        data: { agentId },
      });
      expect(response.status(), agentId).toBe(403);
    }
  });

  test("'support' sees its subtree's players, never another region's: not by URL, not by API", async ({
    page,
    request,
  }) => {
    await openConsole(page, server.url, `/${AMERICAS_ID}/players`, { who: 'support' });
    await expect(list(page).locator('[part="players"]')).toHaveAttribute('data-state', 'content');
    await expect(list(page).locator('tbody [data-column="currency"]').first()).toHaveText('USD');

    await goInApp(page, `/${EUROPE_ID}/players`);
    await expect(page).toHaveURL(new RegExp(`/${AMERICAS_ID}/`));
    await expect(list(page).locator('tbody [data-column="currency"]', { hasText: 'EUR' })).toHaveCount(0);

    const headers = await bearer(request, 'support');
    const europe = await request.post(`${server.url}/casino-management/api/player/list`, {
      headers,
      data: { agentId: EUROPE_ID },
    });
    expect(europe.status()).toBe(403);
    const admin = await bearer(request, 'admin');
    const europePlayers = (await (
      await request.post(`${server.url}/casino-management/api/player/list`, {
        headers: admin,
        data: { agentId: EUROPE_ID, includeSubAgents: true, pageIndex: 0, pageSize: 1 },
      })
    ).json()) as { id: string }[];
    const id = europePlayers[0].id;
    expect(
      (await request.get(`${server.url}/casino-management/api/player/${id}`, { headers })).status(),
    ).toBe(404);
    expect(
      (
        await request.get(`${server.url}/casino-management/api/player/bonus?playerId=${id}`, { headers })
      ).status(),
    ).toBe(404);
  });
});

test.describe('expected refusals (4xx) are not logged as errors in the browser console', () => {
  test('a wrong password, an expired bonus code and an agent without a wallet parent log no error', async ({
    page,
  }) => {
    const errors: string[] = [];
    const refusals: string[] = [];
    page.on('console', (message) => {
      // the browser's own network line for any 4xx ("Failed to load resource") is not the console's log
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
      if (message.type() === 'info' && / refused: 4\d\d /.test(message.text())) refusals.push(message.text());
    });
    await page.goto(`${server.url}/auth/login`);
    const login = page.locator('casino-login');
    await login.locator('[part="username"]').fill('admin');
    await login.locator('[part="password"]').fill('Not-the-password1');
    await login.locator('[part="submit"]').click();
    await expect(login.locator('[part="login-error"]')).toBeVisible();
    await login.locator('[part="password"]').fill('Admin123!');
    await login.locator('[part="submit"]').click();
    await login.waitFor({ state: 'detached' });

    await goInApp(page, `/${AMERICAS_ID}/players`);
    const first = list(page).locator('tbody [part~="row"]').first();
    await expect(first).toBeVisible();
    await rowAction(page, first, 'redeemBonus');
    const dialog = list(page).locator('dialog[open]');
    await dialog.locator('[part~="dialog-input"]').fill('EXPIRED10');
    await dialog.locator('[part~="dialog-submit"]').click();
    await expect(dialog.locator('[part="dialog-error"]')).toBeVisible();
    await dialog.locator('[part~="dialog-close"]').click();

    await goInApp(page, `/${AMERICAS_ID}/agents/wallet-parent`);
    await expect(page.locator('casino-wallet-parent [data-state]').first()).toBeVisible();
    await page.waitForTimeout(300);

    expect(refusals.length, 'the refusals were logged as information').toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
  });
});
