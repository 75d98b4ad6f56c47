/**
 * The console shell end to end, against the running reference server and the
 * built host page (dist/index.html, from src/host-demo): sign-in and landing, the tree opening a deep
 * agent, agent search, 中文, the viewer's menu and forbidden URLs, sign-out, reload, 401.
 *
 * The seeded demo operator (src/server/seed/demo.ts): Aurora Gaming Group (root) > Aurora Americas >
 * Liberty Gaming Partners > Atlantic City Lounge > Atlantic City Lounge Cafe (5th level).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { visibleMenu } from '../../src/core/menu';
import { stableId } from '../../src/server/seed/ids';
import { viewClaims } from '../../src/server/seed/demo';
import type { E2eServer } from './server';

const ROOT_ID = stableId('agent:Aurora Gaming Group');
const AMERICAS_ID = stableId('agent:Aurora Americas');
const LIBERTY_ID = stableId('agent:Liberty Gaming Partners');
const LOUNGE_ID = stableId('agent:Atlantic City Lounge');
const CAFE_ID = stableId('agent:Atlantic City Lounge Cafe');
const BOARDWALK_ID = stableId('agent:Boardwalk Spins');

const LOGINS = {
  admin: ['admin', 'Admin123!'],
  agent: ['agent', 'Agent123!'],
  viewer: ['viewer', 'Viewer123!'],
} as const;

/** This file's server (./fixtures.ts), for the helpers below. */
let server: E2eServer;
test.beforeEach(({ server: started }) => void (server = started));

const url = (path: string) => `${server.url}${path}`;
const login = (page: Page) => page.locator('casino-login');
const header = (page: Page) => page.locator('casino-header');
const tree = (page: Page) => page.locator('casino-agent-tree');
const menu = (page: Page) => page.locator('casino-side-menu');
const footer = (page: Page) => page.locator('casino-footer');
const agentsList = (page: Page) => page.locator('casino-agents');
const treeRow = (page: Page, agentId: string) =>
  tree(page).locator(`[role="treeitem"][data-agent-id="${agentId}"]`);

/** Signs in through the login form, as a user does, from the console's root. */
async function signIn(page: Page, who: keyof typeof LOGINS): Promise<void> {
  const [username, password] = LOGINS[who];
  await page.goto(url('/'));
  await expect(page).toHaveURL(url('/auth/login'));
  await login(page).locator('[part="username"]').fill(username);
  await login(page).locator('[part="password"]').fill(password);
  await login(page).locator('[part="submit"]').click();
  await expect(login(page)).toHaveCount(0);
}

/** The data-path of every side-menu entry shown, in order. */
async function menuPaths(page: Page): Promise<string[]> {
  return menu(page)
    .locator('a[data-path]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-path') ?? ''));
}

test.describe('admin logs in and lands on its first area', () => {
  test('admin signs in on the login page and lands on /{rootAgentId}/agents with the agents list', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(url(`/${ROOT_ID}/agents`));
    await expect(agentsList(page).locator('tr[part="row"]', { hasText: 'Aurora Americas' })).toBeVisible();
    await expect(header(page).locator('[part="user-name"]')).toHaveText('admin');
    await expect(menu(page).locator('a[data-path="agents"]')).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('the tree opens a deep agent', () => {
  test('a typed URL of a 5th-level agent: the tree shows it highlighted with its ancestors open', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto(url(`/${CAFE_ID}/agents`));
    const cafe = treeRow(page, CAFE_ID);
    await expect(cafe).toBeVisible();
    await expect(cafe).toHaveAttribute('aria-selected', 'true');
    await expect(cafe).toHaveAttribute('part', 'row current');
    await expect(cafe).toHaveAttribute('aria-level', '5');
    for (const ancestor of [ROOT_ID, AMERICAS_ID, LIBERTY_ID, LOUNGE_ID]) {
      await expect(treeRow(page, ancestor)).toHaveAttribute('aria-expanded', 'true');
      await expect(treeRow(page, ancestor)).toHaveAttribute('aria-selected', 'false');
    }
    await expect(page).toHaveURL(url(`/${CAFE_ID}/agents`));
  });

  test('clicks down the tree reach the 4th-level agent, which becomes the current agent on the same area', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(url(`/${ROOT_ID}/agents`));
    for (const [id, name] of [
      [AMERICAS_ID, 'Aurora Americas'],
      [LIBERTY_ID, 'Liberty Gaming Partners'],
      [LOUNGE_ID, 'Atlantic City Lounge'],
    ] as const) {
      await tree(page)
        .locator('[part~="name"]', { hasText: new RegExp(`^${name}$`) })
        .click();
      await expect(page).toHaveURL(url(`/${id}/agents`));
      await expect(treeRow(page, id)).toHaveAttribute('aria-selected', 'true');
    }
    await expect(treeRow(page, LOUNGE_ID)).toHaveAttribute('aria-level', '4');
    await expect(treeRow(page, CAFE_ID)).toBeVisible();
    await expect(
      agentsList(page).locator('tr[part="row"]', { hasText: 'Atlantic City Lounge Cafe' }),
    ).toBeVisible();
  });
});

test.describe('search finds an agent and navigates', () => {
  test('typing part of a name lists the agent; picking it goes to its landing route', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(url(`/${ROOT_ID}/agents`));
    const search = page.locator('casino-agent-search');
    await search.locator('[part="input"]').fill('boardw');
    const result = search.locator('[part="result"]', { hasText: 'Boardwalk Spins' });
    await expect(result).toBeVisible();
    // navigation happens only on a choice
    await expect(page).toHaveURL(url(`/${ROOT_ID}/agents`));
    await result.click();
    await expect(page).toHaveURL(url(`/${BOARDWALK_ID}/agents`));
    await expect(treeRow(page, BOARDWALK_ID)).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('switching to 中文 translates menu, header and footer', () => {
  test('the language switcher turns the side menu, the header and the footer into Chinese', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await expect(menu(page).locator('a[data-path="agents"] .label')).toHaveText('Agents');
    await expect(footer(page).locator('[part="interface-version"]')).toContainText('Interface version');

    await header(page).locator('[part="language"]').click();
    await header(page).locator('[part="language-item"][data-key="zh-cn"]').click();

    await expect(menu(page).locator('a[data-path="agents"] .label')).toHaveText('代理');
    await expect(menu(page).locator('a[data-path="users"] .label')).toHaveText('用户');
    await expect(menu(page).locator('a[data-path="agents/create"] .label')).toHaveText('创建代理');
    await expect(menu(page).locator('[part="title"]')).toHaveText('选项');
    await expect(header(page).locator('[part="language"]')).toContainText('简体中文');
    await expect(header(page).locator('[part="sign-out"]')).toHaveAttribute('title', '退出');
    await expect(header(page).locator('[part="credit"]')).toContainText('信用来源');
    await expect(footer(page).locator('[part="interface-version"]')).toContainText('界面版本');
    await expect(footer(page).locator('[part="api-version"]')).toContainText('API 版本');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    // the choice is kept across a reload
    await page.reload();
    await expect(menu(page).locator('a[data-path="agents"] .label')).toHaveText('代理');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test.describe('viewer sees only the menu entries its claims allow; a forbidden URL falls back', () => {
  const subject = { claims: viewClaims(), agentId: ROOT_ID };
  const expected = visibleMenu(subject, { id: ROOT_ID, parentId: null })
    .filter((entry) => entry !== null)
    .map((entry) => entry.path);

  test('the menu of the viewer holds the view entries of its claims and none of the create/adjust entries', async ({
    page,
  }) => {
    // the rule itself: view entries only (nothing that creates or adjusts)
    expect(expected).toContain('agents');
    for (const path of ['agents/adjust-credit', 'agents/create', 'users/add', 'casinos/add'])
      expect(expected).not.toContain(path);

    await signIn(page, 'viewer');
    await expect(page).toHaveURL(url(`/${ROOT_ID}/${expected[0]}`));
    await expect.poll(() => menuPaths(page)).toEqual(expected);
  });

  test('a typed URL to /{agentId}/agents/create falls back to the first allowed option', async ({ page }) => {
    await signIn(page, 'viewer');
    await expect(page).toHaveURL(url(`/${ROOT_ID}/${expected[0]}`));
    await page.goto(url(`/${ROOT_ID}/agents/create`));
    await expect(page).toHaveURL(url(`/${ROOT_ID}/${expected[0]}`));
    await expect(page.locator('casino-agent-form')).toHaveCount(0);
    await expect(agentsList(page).locator('tr[part="row"]', { hasText: 'Aurora Americas' })).toBeVisible();
  });
});

test.describe('sign-out asks and returns to login', () => {
  test('No keeps the user in; Yes signs out and shows the login page', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(url(`/${ROOT_ID}/agents`));
    const signOut = header(page).locator('[part="sign-out"]');

    await signOut.click();
    const dialog = header(page).locator('[part="dialog"]');
    await expect(dialog).toBeVisible();
    await dialog.locator('[part="dialog-no"]').click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(url(`/${ROOT_ID}/agents`));
    await expect(header(page).locator('[part="user-name"]')).toHaveText('admin');
    expect(await page.evaluate(() => localStorage.getItem('Token'))).not.toBeNull();

    await signOut.click();
    await header(page).locator('[part="dialog"] [part="dialog-yes"]').click();
    await expect(page).toHaveURL(url('/auth/login'));
    await expect(login(page).locator('[part="username"]')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
    await expect(header(page).locator('[part="header"]')).toHaveCount(0);
  });
});

test.describe('sign-out ends the token on the server', () => {
  test('after Sign out → Yes, the old token no longer moves money', async ({ page, request }) => {
    await signIn(page, 'agent');
    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('Token') ?? '{}') as { content?: { access_token?: string } }).content
          ?.access_token,
    );
    expect(token).toBeTruthy();
    const adjust = (amount: string) =>
      request.put(url(`/backoffice/api/agent/adjustcredit?agentId=${LIBERTY_ID}&amount=${amount}`), {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await adjust('1')).status()).toBe(200);

    const revoked = page.waitForResponse((r) => r.url().endsWith('/connect/revocation'));
    await header(page).locator('[part="sign-out"]').click();
    await header(page).locator('[part="dialog"] [part="dialog-yes"]').click();
    expect((await revoked).status()).toBe(200);
    await expect(page).toHaveURL(url('/auth/login'));
    expect((await adjust('-1')).status()).toBe(401);
  });
});

test.describe("the console's Content-Security-Policy is a response header", () => {
  test("it forbids framing the console (frame-ancestors 'none') and lets it frame the configured game-history origin only", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: { blockedURI: string; directive: string }[] = [];
      (window as unknown as { violations: typeof seen }).violations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push({ blockedURI: e.blockedURI, directive: e.effectiveDirective }),
      );
    });
    const response = await page.goto(url('/'));
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await signIn(page, 'admin');
    await page.evaluate(() => {
      for (const src of [
        'https://gamehistory.aurora-global.example/rounds/1',
        'https://elsewhere.example/round',
      ]) {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.append(frame);
      }
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { violations: unknown[] }).violations))
      .toEqual([{ blockedURI: 'https://elsewhere.example', directive: 'frame-src' }]);

    // another page that frames the console gets nothing of it
    await page.setContent(`<iframe src="${url('/')}"></iframe>`);
    await page.waitForTimeout(1000);
    for (const frame of page.frames())
      expect(await frame.locator('casino-outlet, casino-login').count()).toBe(0);
  });
});

test.describe('a reload keeps the session', () => {
  test('reloading a deep URL stays signed in on the same page', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(url(`/${AMERICAS_ID}/agents`));
    await expect(
      agentsList(page).locator('tr[part="row"]', { hasText: 'Liberty Gaming Partners' }),
    ).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(url(`/${AMERICAS_ID}/agents`));
    await expect(header(page).locator('[part="user-name"]')).toHaveText('admin');
    await expect(
      agentsList(page).locator('tr[part="row"]', { hasText: 'Liberty Gaming Partners' }),
    ).toBeVisible();
    await expect(login(page)).toHaveCount(0);
  });
});

test.describe('a 401 from the server returns to login', () => {
  test('a token the server refuses: the next request (credit reload) clears it and shows the login page', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const credit = header(page).locator('[part="credit"]');
    await expect(credit).toBeVisible();
    const refused = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
    // still a well-formed JWT (the console decodes it), but with a signature the server refuses
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('Token') ?? 'null') as {
        content: { access_token: string };
      };
      const [head, payload] = stored.content.access_token.split('.');
      stored.content.access_token = `${head}.${payload}.corrupted-signature`;
      localStorage.setItem('Token', JSON.stringify(stored));
    });
    // the click reloads the credit (the page may already be leaving when Playwright finishes the click)
    await credit.click({ timeout: 5_000 }).catch(() => undefined);
    await refused;
    await expect(page).toHaveURL(url('/auth/login'));
    await expect(login(page).locator('[part="username"]')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
  });
});
