/**
 * The agents area end to end, against the running reference server and the built elements:
 * create, rename, credit, insufficient credit, subtree isolation, IP whitelist CIDR rule.
 *
 * The console page is dist/index.html (src/host-demo). Until the host page is built, the spec composes
 * the same shell elements itself (header, agent tree, outlet: see HOST_PAGE) and serves them for every
 * page URL, exactly where the server would serve index.html.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type APIRequestContext } from '@playwright/test';
import { stableId } from '../../src/server/seed/ids';
import { startServer, type E2eServer } from './server';

const ROOT_ID = stableId('agent:Aurora Gaming Group');
const AMERICAS_ID = stableId('agent:Aurora Americas');
const EUROPE_ID = stableId('agent:Aurora Europe');
const LIBERTY_ID = stableId('agent:Liberty Gaming Partners');

const HAS_HOST_PAGE = existsSync(fileURLToPath(new URL('../../dist/index.html', import.meta.url)));
const HOST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><base href="/">
<title>casino-widgets e2e</title></head><body>
<casino-progress></casino-progress>
<casino-header config-src="/config.json"></casino-header>
<div style="display:flex"><casino-agent-tree></casino-agent-tree><casino-outlet style="flex:1"></casino-outlet></div>
<script type="module" src="/widgets/progress.js"></script>
<script type="module" src="/widgets/header.js"></script>
<script type="module" src="/widgets/navigation.js"></script>
<script type="module" src="/widgets/outlet.js"></script>
</body></html>`;

let server: E2eServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

interface TokenResponse {
  token_type: string;
  access_token: string;
  expires_in: number;
}

async function token(request: APIRequestContext, username: string, password: string): Promise<TokenResponse> {
  const response = await request.post(`${server.url}/identity/connect/token`, {
    form: { username, password, grant_type: 'password', client_id: 'ui', client_secret: 'casino-widgets-ui' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as TokenResponse;
}

const LOGINS = { admin: ['admin', 'Admin123!'], agent: ['agent', 'Agent123!'] } as const;

/** Signs in (token stored as the console stores it) and opens `path`. */
async function openAs(page: Page, who: keyof typeof LOGINS, path: string): Promise<TokenResponse> {
  const [username, password] = LOGINS[who];
  const t = await token(page.request, username, password);
  await page.addInitScript((content) => {
    localStorage.setItem('Token', JSON.stringify({ ttl: Date.now() + content.expires_in * 1000, content }));
  }, t);
  if (!HAS_HOST_PAGE) {
    await page.route(`${server.url}/**`, (route) => {
      const request = route.request();
      const path = new URL(request.url()).pathname;
      const isPage = request.resourceType() === 'document' && !/\.[a-z0-9]{1,8}$/i.test(path);
      return isPage ? route.fulfill({ contentType: 'text/html', body: HOST_PAGE }) : route.fallback();
    });
  }
  await page.goto(`${server.url}${path}`);
  return t;
}

const tree = (page: Page) => page.locator('casino-agent-tree');
const list = (page: Page) => page.locator('casino-agents');
const row = (page: Page, name: string) => list(page).locator('tr[part="row"]', { hasText: name });

/** Counts full page loads: the flows must never reload. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

async function createAgent(page: Page, parentId: string, name: string): Promise<void> {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/${parentId}/agents/create`);
  const form = page.locator('casino-agent-form');
  await form.locator('[part="input-name"]').fill(name);
  await form.locator('[part="input-currency"]').selectOption('USD');
  await form.locator('[part="submit"]').click();
  await expect(page).toHaveURL(`${server.url}/${parentId}/agents`);
}

/** Clicks a row action: the row's button, or the item of its "More actions" menu. */
async function rowAction(page: Page, name: string, action: string): Promise<void> {
  const button = row(page, name).locator(`[data-action="${action}"]`);
  if (!(await button.isVisible())) await row(page, name).locator('[part="action-menu-button"]').click();
  await button.click();
}

test.describe('admin manages an agent under a child agent without a reload', () => {
  test('creates an agent under a child agent and sees it in the tree; edits its name and the tree renames it', async ({
    page,
  }) => {
    await openAs(page, 'admin', `/${AMERICAS_ID}/agents`);
    await expect(row(page, 'Liberty Gaming Partners')).toBeVisible();
    const loads = countLoads(page);
    const name = `E2E Harbour ${Date.now()}`;

    await createAgent(page, AMERICAS_ID, name);
    await expect(row(page, name)).toBeVisible();
    await expect(tree(page).getByText(name, { exact: true })).toBeVisible();

    await rowAction(page, name, 'edit');
    const form = page.locator('casino-agent-form');
    await expect(form.locator('[part="input-name"]')).toHaveValue(name);
    await form.locator('[part="input-name"]').fill(`${name} Renamed`);
    await form.locator('[part="submit"]').click();
    await expect(row(page, `${name} Renamed`)).toBeVisible();
    await expect(tree(page).getByText(`${name} Renamed`, { exact: true })).toBeVisible();
    await expect(tree(page).getByText(name, { exact: true })).toHaveCount(0);
    expect(loads()).toBe(0);
  });

  test('adds 125.555 credit: the amount sent is 125.56 and the list shows it; removing more than the agent holds changes nothing', async ({
    page,
  }) => {
    await openAs(page, 'admin', `/${AMERICAS_ID}/agents`);
    const name = `E2E Credit ${Date.now()}`;
    await createAgent(page, AMERICAS_ID, name);
    const loads = countLoads(page);

    await rowAction(page, name, 'adjustCredit');
    const credit = page.locator('casino-adjust-credit');
    await credit.locator('[part="input-amount"]').fill('125.555');
    await credit.locator('[part="submit"]').click();
    await expect(credit.locator('[part="preview"]')).toContainText('125.56');
    const sent = page.waitForRequest((r) => r.url().includes('/api/agent/adjustcredit'));
    await credit.locator('[part="dialog-yes"]').click();
    const adjust = new URL((await sent).url());
    expect(adjust.searchParams.get('amount')).toBe('125.56');
    await expect(credit.locator('[part="success"]')).toBeVisible();
    await expect(credit.locator('[part="input-agent"] option:checked')).toContainText('125.56');

    // removing more than the agent holds: a clear message, nothing sent, nothing changed
    let adjustments = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/agent/adjustcredit')) adjustments++;
    });
    await credit.locator('[part="direction-remove"]').check();
    await credit.locator('[part="input-amount"]').fill('200');
    await credit.locator('[part="submit"]').click();
    await expect(credit.locator('[data-error-for="amount"]')).toContainText('Insufficient credit');
    expect(adjustments).toBe(0);

    // the server refuses it too, and the agent keeps 125.56
    const t = await token(page.request, ...LOGINS.admin);
    const agentId = new URL(page.url()).pathname.split('/')[1];
    const auth = { Authorization: `${t.token_type} ${t.access_token}` };
    const refused = await page.request.put(
      `${server.url}/backoffice/api/agent/adjustcredit?agentId=${agentId}&amount=-200`,
      {
        headers: auth,
      },
    );
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('Insufficient credit');
    const after = await page.request.get(`${server.url}/backoffice/api/agent?agentId=${agentId}`, {
      headers: auth,
    });
    expect(((await after.json()) as { creditAmount: number }).creditAmount).toBe(125.56);

    // back to the list: the new credit is there
    await page.evaluate((url) => {
      history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/${AMERICAS_ID}/agents`);
    await expect(row(page, name).locator('[data-column="creditAmount"]')).toHaveText('125.56');
    expect(loads()).toBe(0);
  });

  test("the header credit of the user's own agent updates at once after an adjustment", async ({ page }) => {
    await openAs(page, 'agent', `/${LIBERTY_ID}/agents/adjust-credit`);
    const amount = page.locator('casino-header [part="credit-amount"]');
    await expect(amount).toHaveText(/\d/);
    const number = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));
    const before = number((await amount.textContent()) ?? '');
    const credit = page.locator('casino-adjust-credit');
    await credit.locator('[part="input-amount"]').fill('125.555');
    await credit.locator('[part="submit"]').click();
    await credit.locator('[part="dialog-yes"]').click();
    await expect(credit.locator('[part="success"]')).toBeVisible();
    await expect.poll(async () => number((await amount.textContent()) ?? '')).toBeCloseTo(before - 125.56, 2);
  });
});

test.describe('the menu follows the changes that decide it, without a reload', () => {
  test('ticking Credit source on an agent and saving disables its Adjust Credits at once; unticking enables it again', async ({
    page,
  }) => {
    test.skip(!HAS_HOST_PAGE, 'the side menu is part of the console page');
    // an agent that holds no money of its own nor below it: it may become a credit source and stop
    // being one (an agent holding credit, such as Aurora Europe, is refused: its parent takes it back first)
    const t = await token(page.request, ...LOGINS.admin);
    const made = await page.request.post(`${server.url}/backoffice/api/agent`, {
      headers: { Authorization: `${t.token_type} ${t.access_token}` },
      data: { name: 'Aurora Source Probe', parentId: ROOT_ID, currencyId: 'EUR' },
    });
    expect(made.status(), await made.text()).toBe(201);
    const probeId = ((await made.text()) as string).replace(/"/g, '');
    await openAs(page, 'admin', `/${ROOT_ID}/agents`);
    await expect(row(page, 'Aurora Source Probe')).toBeVisible();
    const loads = countLoads(page);
    const adjust = page.locator('casino-side-menu a[data-path="agents/adjust-credit"]');
    const europe = tree(page).getByText('Aurora Source Probe', { exact: true });

    const creditSource = async (on: boolean) => {
      await page.locator('casino-agent-tree').getByText('Aurora Gaming Group', { exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${ROOT_ID}/agents$`));
      await rowAction(page, 'Aurora Source Probe', 'edit');
      const box = page.locator('casino-agent-form [part="input-credit-source"]');
      await box.setChecked(on);
      await page.locator('casino-agent-form [part="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`/${ROOT_ID}/agents$`));
      await europe.click();
      await expect(page).toHaveURL(new RegExp(`/${probeId}/`));
    };

    await europe.click();
    await expect(adjust).not.toHaveAttribute('aria-disabled', 'true');
    await creditSource(true);
    await expect(adjust, 'a credit source: Adjust Credits disabled at once').toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await creditSource(false);
    await expect(adjust, 'no credit source any more: enabled at once').not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(loads()).toBe(0);
  });
});

test.describe("'agent' cannot reach agents outside its subtree", () => {
  test('not by a typed URL', async ({ page }) => {
    await openAs(page, 'agent', `/${EUROPE_ID}/agents`);
    // the tree of an agent outside the subtree cannot be fetched: back to the account's own agent
    await expect(page).toHaveURL(new RegExp(`/${AMERICAS_ID}/`));
    await expect(row(page, 'Liberty Gaming Partners')).toBeVisible();
    await expect(page.getByText('Valletta Bay Gaming')).toHaveCount(0);
  });

  test('not by a direct API call', async ({ request }) => {
    const t = await token(request, ...LOGINS.agent);
    const headers = { Authorization: `${t.token_type} ${t.access_token}` };
    for (const path of [
      `/backoffice/api/agents?agentId=${EUROPE_ID}`,
      `/backoffice/api/agent?agentId=${EUROPE_ID}`,
      `/backoffice/api/agents?agentId=${ROOT_ID}`,
    ]) {
      const response = await request.get(`${server.url}${path}`, { headers });
      expect(response.status(), path).toBe(403);
    }
    const credit = await request.put(
      `${server.url}/backoffice/api/agent/adjustcredit?agentId=${EUROPE_ID}&amount=1`,
      {
        headers,
      },
    );
    expect(credit.status()).toBe(403);
  });
});

test.describe('IP whitelist: an IP range without CIDR suffix is refused with a message', () => {
  test('the element refuses it before sending; the server refuses it too', async ({ page }) => {
    await openAs(page, 'admin', `/${AMERICAS_ID}/agents/ip-whitelist`);
    const element = page.locator('casino-ip-whitelist');
    let puts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/ipwhitelist')) puts++;
    });
    await element.locator('[part="input-range"]').fill('10.20.30.40');
    await element.locator('[part="add"]').click();
    await expect(element.locator('[data-error-for="range"]')).toContainText('CIDR suffix');
    expect(puts).toBe(0);

    const t = await token(page.request, ...LOGINS.admin);
    const refused = await page.request.put(
      `${server.url}/casino-management/api/agent/${AMERICAS_ID}/ipwhitelist`,
      {
        headers: { Authorization: `${t.token_type} ${t.access_token}` },
        data: ['10.20.30.40'],
      },
    );
    expect(refused.status()).toBe(400);

    await element.locator('[part="input-range"]').fill('10.20.30.0/24');
    await element.locator('[part="add"]').click();
    await expect(element.locator('[part~="row"][data-row-id="10.20.30.0/24"]')).toBeVisible();
  });
});
