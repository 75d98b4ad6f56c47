/**
 * The console's start, signed in, against the reference server with every service on its own origin
 * (--split-ports): the page that starts in Chinese paints Chinese from its first frame, and a second
 * visit reaches the first area's rows in few calls. The session is the admin's token put in
 * localStorage before the page loads; test/e2e/paint-probe.ts follows what the page paints.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signInAdmin, sessionScript, type AdminSession } from './admin-session';
import { BUILD_TIMEOUT_MS, ensureBuilt } from './build';
import { englishLabelsIn, englishOnlyLabels, installPaintProbe } from './paint-probe';
import { startServer, type E2eServer } from './server';

let server: E2eServer;
let admin: AdminSession;

test.beforeAll(async () => {
  test.setTimeout(BUILD_TIMEOUT_MS + 60_000);
  ensureBuilt();
  server = await startServer(['--split-ports']);
  admin = await signInAdmin(server.url);
});

test.afterAll(async () => {
  await server?.stop();
});

/** The admin signed in (and, when given, a saved language) before any script of the page runs. */
async function signedIn(context: BrowserContext, language?: string): Promise<void> {
  await context.addInitScript(sessionScript(admin.token, language));
}

async function openAgents(page: Page, sampleTexts: boolean): Promise<void> {
  await page.addInitScript(installPaintProbe, sampleTexts);
  await page.goto(`${server.url}/${admin.agentId}/agents`);
  await expect(page.locator('casino-agents tr[part="row"]').first()).toBeVisible();
}

/**
 * Resolves once no request of the page has been in flight for half a second, leaving out the live
 * change stream, which stays open for as long as the page is signed in (so 'networkidle' never comes).
 */
function quietExceptLiveStream(page: Page): () => Promise<void> {
  const open = new Set<unknown>();
  let lastChange = Date.now();
  const counted = (url: string) => !url.includes('/stream');
  page.on('request', (request) => {
    if (counted(request.url())) {
      open.add(request);
      lastChange = Date.now();
    }
  });
  const done = (request: unknown) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () =>
    expect.poll(() => open.size === 0 && Date.now() - lastChange >= 500, { timeout: 20_000 }).toBe(true);
}

test('a console page that starts in Chinese paints no English label, from its first frame to its rows', async ({
  context,
  page,
}) => {
  await signedIn(context, 'zh-cn');
  const settled = quietExceptLiveStream(page);
  await openAgents(page, true);
  await settled();
  const texts = await page.evaluate(() => [...window.__paint.texts]);
  expect(texts).toContain('代理');
  expect(texts).toContain('跳到主要内容');
  expect(englishLabelsIn(texts, englishOnlyLabels())).toEqual([]);
});

test('a second visit reaches the first area rows in at most 6 API calls', async ({ context, page }) => {
  await signedIn(context);
  await openAgents(page, false);
  const second = await context.newPage();
  await openAgents(second, false);
  const calls = await second.evaluate(() => {
    const rows = window.__paint.firstRows ?? performance.now();
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= rows)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => !/\.(js|css|svg|png|ico)$/.test(path));
  });
  expect(calls).toContain('/api/agents');
  expect(calls.length).toBeLessThanOrEqual(6);
});
