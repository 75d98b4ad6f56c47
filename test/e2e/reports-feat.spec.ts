/**
 * The feature reports end to end, against the running reference server with the demo's 90 days: the
 * side bets and the jackpot history of the whole network in Chinese, their enumerations translated in
 * the table and their totals per currency.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stableId } from '../../src/server/seed/ids';

const ROOT_ID = stableId('agent:Aurora Gaming Group');

const report = (page: Page) => page.locator('casino-report');
const state = (page: Page) => report(page).locator('[part~="report"]');
const column = (page: Page, id: string) =>
  report(page).locator(`tbody [data-column="${id}"]`).allTextContents();

test('side bets and jackpot history show their types and results in Chinese, totals per currency', async ({
  page,
  signIn,
}) => {
  await signIn(`/${ROOT_ID}/reports/side-bets?range=last-90-days&sub=1`, {
    language: 'zh-cn',
  });
  await expect(state(page)).toHaveAttribute('data-state', 'content');
  const types = await column(page, 'featureType');
  expect(types.length).toBeGreaterThan(5);
  for (const type of types) expect(['安妮幸运轮', '欢乐胖子', '边注奖池']).toContain(type.trim());
  for (const result of await column(page, 'result')) expect(['赢', '输']).toContain(result.trim());
  await expect(report(page).locator('[part~="totals"][data-currency="EUR"]')).toHaveCount(1);

  await signIn(`/${ROOT_ID}/reports/jackpot-history?range=last-90-days&sub=1`, {
    language: 'zh-cn',
  });
  await expect(state(page)).toHaveAttribute('data-state', 'content');
  const jackpots = await column(page, 'jackpotType');
  expect(jackpots.length).toBeGreaterThan(5);
  for (const jackpot of jackpots)
    expect(['大奖', '小奖', '超级奖', '迷你奖', '巨奖', '随机奖', 'SSD 奖']).toContain(jackpot.trim());
});
