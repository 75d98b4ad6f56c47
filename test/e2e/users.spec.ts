/**
 * The users area end to end, against the running reference server and the built console page
 * (dist/index.html): adding a user under a child agent and giving it permissions, the menu following
 * its permissions after each sign-in, a users URL outside the signed-in agent's subtree, and the
 * profile page changing the own password.
 *
 * The seeded demo operator (src/server/seed/demo.ts): Aurora Gaming Group (root) > Aurora Americas >
 * Liberty Gaming Partners; Aurora Europe is Americas' sibling.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stableId } from '../../src/server/seed/ids';
import type { E2eServer } from './server';
import { goInApp, signInWithForm } from './session';

const AMERICAS_ID = stableId('agent:Aurora Americas');
const LIBERTY_ID = stableId('agent:Liberty Gaming Partners');
const EUROPE_ID = stableId('agent:Aurora Europe');

/** This file's server (./fixtures.ts), for the helpers below. */
let server: E2eServer;
test.beforeEach(({ server: started }) => void (server = started));

const url = (path: string) => `${server.url}${path}`;
const login = (page: Page) => page.locator('casino-login');
const menu = (page: Page) => page.locator('casino-side-menu');

const signIn = (page: Page, username: string, password: string) =>
  signInWithForm(page, server.url, username, password);

/** The data-path of every side-menu entry shown, in order. */
async function menuPaths(page: Page): Promise<string[]> {
  return menu(page)
    .locator('a[data-path]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-path') ?? ''));
}

async function tokenStatus(request: APIRequestContext, username: string, password: string): Promise<number> {
  const response = await request.post(url('/identity/connect/token'), {
    form: { username, password, grant_type: 'password', client_id: 'ui', client_secret: 'casino-widgets-ui' },
  });
  return response.status();
}

test.describe('admin adds a user under a child agent; the user sees only what its permissions allow', () => {
  test('the new user signs in with the menu of its permissions; after a removed permission and a new sign-in the entry is gone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const userName = `e2e.${Date.now().toString(36)}`;
    const password = 'Welcome123!';

    await signIn(page, 'admin', 'Admin123!');
    // the Add User option of the side menu, on Aurora Americas
    await goInApp(page, `/${AMERICAS_ID}/users`);
    await menu(page).locator('a[data-path="users/add"]').click();
    await expect(page).toHaveURL(url(`/${AMERICAS_ID}/users/add`));
    const form = page.locator('casino-user-form');
    await form.locator('[part="input-userName"]').fill(userName);
    await expect(form.locator('[part="name-availability"]')).toHaveAttribute(
      'data-availability',
      'available',
    );
    await form.locator('[part="input-displayName"]').fill('E2E Cashier');
    await form.locator('[part="input-agent"]').selectOption(LIBERTY_ID);
    await form.locator('[part="input-password"]').fill(password);
    await form.locator('[part="input-confirmPassword"]').fill(password);
    await form.locator('[part="submit"]').click();

    // the new user's permissions open: give it the agents and users lists
    await expect(page).toHaveURL(new RegExp(`/${LIBERTY_ID}/users/claims/[0-9a-f-]{36}\\?created=1$`));
    const claims = page.locator('casino-user-claims');
    await claims.locator('input[data-claim="CanViewAgents"]').check();
    await claims.locator('input[data-claim="CanListUsers"]').check();
    await claims.locator('[part="submit"]').click();
    await expect(claims.locator('[part="success"]')).toContainText('The permissions were saved');

    const other = await browser.newPage();
    await signIn(other, userName, password);
    await expect(other).toHaveURL(url(`/${LIBERTY_ID}/agents`));
    await expect.poll(() => menuPaths(other)).toEqual(['agents', 'users']);
    await goInApp(other, `/${LIBERTY_ID}/users`);
    await expect(other.locator('casino-users tr[part="row"]', { hasText: userName })).toBeVisible();

    // admin takes the users list away
    await claims.locator('input[data-claim="CanListUsers"]').uncheck();
    await claims.locator('[part="submit"]').click();
    await expect(claims.locator('[part="success"]')).toContainText('The permissions were saved');

    // the user's session ended with the change: its console asks it to sign in again (at once when
    // the live change makes its users list read again, else on the next page load)
    await expect(async () => {
      if (!(await login(other).isVisible())) await other.reload().catch(() => undefined);
      await expect(login(other)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await signIn(other, userName, password);
    await expect.poll(() => menuPaths(other)).toEqual(['agents']);
    await other.close();
  });
});

test.describe('a users URL outside the signed-in agent’s subtree falls back', () => {
  test('`agent` typing the users URL of Aurora Europe lands on its own agent’s first option', async ({
    page,
  }) => {
    await signIn(page, 'agent', 'Agent123!');
    await expect(page).toHaveURL(url(`/${AMERICAS_ID}/agents`));
    await page.goto(url(`/${EUROPE_ID}/users`));
    await expect(page).toHaveURL(url(`/${AMERICAS_ID}/agents`));
    await expect(page.locator('casino-users')).toHaveCount(0);
  });
});

test.describe('the profile page changes the own password', () => {
  test('from the user menu’s Profile: the new password signs in, the old one no longer does', async ({
    page,
    request,
  }) => {
    // a user of its own, so that the demo logins keep their passwords
    const admin = await request.post(url('/identity/connect/token'), {
      form: {
        username: 'admin',
        password: 'Admin123!',
        grant_type: 'password',
        client_id: 'ui',
        client_secret: 'casino-widgets-ui',
      },
    });
    const { access_token } = (await admin.json()) as { access_token: string };
    const userName = `e2e.profile.${Date.now().toString(36)}`;
    const created = await request.post(url('/backoffice/api/User'), {
      headers: { authorization: `Bearer ${access_token}` },
      data: {
        user: { userName, displayName: 'Profile Tester', agentId: AMERICAS_ID, isActive: true },
        password: 'Before123!',
        confirmPassword: 'Before123!',
      },
    });
    expect(created.status()).toBe(201);

    await signIn(page, userName, 'Before123!');
    await page.locator('casino-header [part="user-menu"]').click();
    await page.locator('casino-header [part="user-menu-item"][data-key="profile"]').click();
    await expect(page).toHaveURL(url('/app-views/profile'));
    const profile = page.locator('casino-profile');
    await expect(profile.locator('[data-field="userName"]')).toHaveText(userName);
    await expect(page.locator('casino-ribbon')).toContainText('Profile');
    await profile.locator('[part="input-password"]').fill('After1234!');
    await profile.locator('[part="input-confirmPassword"]').fill('After1234!');
    await profile.locator('[part="input-currentPassword"]').fill('Before123!');
    await profile.locator('[part="submit"]').click();
    await expect(profile.locator('[part="dialog"]')).toContainText('Your password was changed');
    await profile.locator('[part="dialog-ok"]').click();
    await expect(page).toHaveURL(url('/auth/login'));

    expect(await tokenStatus(request, userName, 'Before123!')).toBe(400);
    expect(await tokenStatus(request, userName, 'After1234!')).toBe(200);
  });
});
