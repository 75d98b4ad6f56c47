/**
 * Screenshots of the console as a user sees it (issue 5: "Screenshots of the console in English and
 * Chinese, wide and narrow, looked at and fine"). Tagged @screenshots: part of the e2e suite and quick;
 * run alone with `npx playwright test --grep @screenshots`. The PNGs go to $SHOTS_DIR (default
 * /tmp/shots): login-<size>.png, console-<lng>-<size>.png and, narrow, drawer-<lng>-narrow.png.
 *
 * Besides saving the pictures for a person to look at, each shot checks what a picture cannot prove by
 * itself being taken: nothing of the page scrolls sideways and every image has loaded.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { stableId } from '../../src/server/seed/ids';
import { startServer, type E2eServer } from './server';

const ROOT_ID = stableId('agent:Aurora Gaming Group');
const SHOTS_DIR = process.env.SHOTS_DIR || '/tmp/shots';
const SIZES = {
  narrow: { width: 390, height: 844 },
  wide: { width: 1440, height: 900 },
} as const;

let server: E2eServer;
test.beforeAll(async () => {
  server = await startServer();
  mkdirSync(SHOTS_DIR, { recursive: true });
});
test.afterAll(async () => {
  await server?.stop();
});

/** No horizontal scrolling of the page, and no broken image anywhere (shadow roots included). */
async function expectSound(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  const broken = await page.evaluate(() => {
    const images: HTMLImageElement[] = [];
    const visit = (root: Document | ShadowRoot) => {
      root.querySelectorAll('img').forEach((img) => images.push(img));
      root.querySelectorAll('*').forEach((el) => el.shadowRoot && visit(el.shadowRoot));
    };
    visit(document);
    return images.filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src);
  });
  expect(broken, 'images that did not load').toEqual([]);
}

async function shoot(page: Page, name: string): Promise<void> {
  // let transitions, spinners and the tree's virtual rows settle
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`@screenshots the console after admin login, English and 中文, ${size} (${viewport.width}x${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}/`);
    const login = page.locator('casino-login');
    await expect(login.locator('[part="username"]')).toBeVisible();
    await shoot(page, `login-${size}`);
    await expectSound(page);

    await login.locator('[part="username"]').fill('admin');
    await login.locator('[part="password"]').fill('Admin123!');
    await login.locator('[part="submit"]').click();
    await expect(page).toHaveURL(`${server.url}/${ROOT_ID}/agents`);
    const rows = page.locator('casino-agents tr[part="row"]');
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('casino-footer [part="api-version"]')).toBeVisible();

    const header = page.locator('casino-header');
    for (const lng of ['en', 'zh-cn'] as const) {
      if (lng === 'zh-cn') {
        await header.locator('[part="language"]').click();
        await header.locator('[part="language-item"][data-key="zh-cn"]').click();
        await expect(page.locator('casino-footer [part="interface-version"]')).toContainText('界面版本');
      }
      await expect(rows.first()).toBeVisible();
      await shoot(page, `console-${lng}-${size}`);
      await expectSound(page);
      if (size === 'narrow') {
        // the off-canvas drawer: agent search, agent tree and the side menu
        await header.locator('[part="menu-toggle"]').click();
        await expect(page.locator('casino-side-menu a[data-path="agents"]')).toBeInViewport();
        await shoot(page, `drawer-${lng}-${size}`);
        await expectSound(page);
        await page.keyboard.press('Escape');
        await expect(page.locator('casino-side-menu a[data-path="agents"]')).not.toBeInViewport();
      }
    }
  });
}
