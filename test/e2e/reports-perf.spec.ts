/**
 * The performance reports end to end, against the reference server with the demo's 90 days: from game
 * performance, a game leads to game history of that game with the same period, whose rows and totals
 * are that game's.
 */
import { expect, test } from './fixtures';
import { stableId } from '../../src/server/seed/ids';

const ROOT_ID = stableId('agent:Aurora Gaming Group');

test('a game of game performance opens game history of that game, its rounds adding up to the game’s', async ({
  page,
  signIn,
}) => {
  await signIn(`/${ROOT_ID}/reports/game-performance?range=last-30-days&currency=EUR`);
  const report = page.locator('casino-report');
  await expect(report.locator('[part~="report"][data-report="game-performance"]')).toHaveAttribute(
    'data-state',
    'content',
  );
  const first = report.locator('tbody [part~="row"]').first();
  const game = (await first.locator('[part~="drill"][data-column="gameName"]').textContent())!.trim();
  const rounds = (await first.locator('[data-column="rounds"]').textContent())!.trim();

  await first.locator('[part~="drill"][data-column="gameName"]').click();
  await expect(page).toHaveURL(/\/reports\/game-history\?.*range=last-30-days.*game=\d+/);
  await expect(report.locator('[part~="report"][data-report="game-history"]')).toHaveAttribute(
    'data-state',
    'content',
  );
  const names = await report.locator('tbody [data-column="gameName"]').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(new Set(names.map((n) => n.trim()))).toEqual(new Set([game]));
  // the drill-down keeps the period but not the currency: the game's rounds in every currency
  const totals = report.locator('[part~="totals"][data-currency="EUR"] [data-column="betTime"]');
  await expect(totals).toHaveText(new RegExp(`(^|\\D)${rounds}(\\D|$)`));
});
