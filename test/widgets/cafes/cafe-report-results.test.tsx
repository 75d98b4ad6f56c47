import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { setLanguage } from '../../../src/core/i18n';
import type { CafeReportResult, CafeReportType } from '../../../src/core/areas/cafes/contract';
import '../../../src/widgets/cafes/elements';
import { find, mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { CAFE, OWN, cafeCommand, cafeDetails } from '../../support/fixtures';
import { pagedList } from '../../support/paged-list';
import { $, $$, click, text } from '../../support/shadow';
import { allClaims } from '../../support/token';

const T1 = '11111111-aaaa-4aaa-8aaa-000000000001';
const T2 = '11111111-aaaa-4aaa-8aaa-000000000002';
const RESULT: CafeReportResult = {
  at: '2026-11-20T11:00:00.000Z',
  currency: 'EUR',
  balance: 1250.5,
  operationsEnabled: true,
  terminals: [
    { id: T1, name: 'Corner Cafe T1', status: 'ONLINE', balance: 40, deposits: 120, withdrawals: 30.5 },
    { id: T2, name: 'Corner Cafe T2', status: 'OFFLINE', balance: 10.25, deposits: 0, withdrawals: 0 },
  ],
  from: '2026-11-19T11:00:00.000Z',
  deposits: 120,
  withdrawals: 30.5,
};
const report = (id: string, type: CafeReportType, done = true) =>
  cafeCommand({
    id,
    type: 'REQUEST_REPORT',
    amount: null,
    userId: null,
    userName: null,
    report: { type, result: done ? RESULT : null },
    status: done ? 'DONE' : 'PENDING',
    pickedUpAt: done ? '2026-11-20T11:00:00.000Z' : null,
  });

function answers() {
  fetchMock.route({
    'GET /api/poses': pagedList([cafeDetails()]),
    'GET /api/posUsers': { body: [] },
    'GET /api/agent': { body: {} },
    'GET /api/pos/commands': {
      body: [
        report('c-pending', 'GAME_REPORT', false),
        report('c-balance', 'BALANCE_REPORT'),
        report('c-terminal', 'TERMINAL_REPORT'),
        report('c-game', 'GAME_REPORT'),
      ],
    },
  });
}

async function openCommands() {
  const element = await mount(html`<casino-poses agent-id=${OWN}></casino-poses>`, 'content');
  click($(element, `tr[data-row-id="${CAFE}"] [data-action="commands"]`));
  await find(element, '[part="command"]');
  return element;
}
const row = (element: HTMLElement, id: string) => $(element, `[part="command"][data-command-id="${id}"]`)!;
async function show(element: HTMLElement, id: string) {
  click(row(element, id).querySelector('[part="toggle-result"]'));
  return find(element, `[part="result-row"][data-command-id="${id}"] [part="report-result"]`);
}

describe('casino-poses: what a cafe reported for a report request', () => {
  beforeEach(async () => {
    await setUp({ claims: allClaims() });
    answers();
  });
  afterEach(tearDown);

  it('a request the cafe has not picked up says it waits, with nothing to show', async () => {
    const element = await openCommands();
    expect(!!row(element, 'c-pending').querySelector('[part="result-waiting"]')).to.equal(true);
    expect(!!row(element, 'c-pending').querySelector('[part="toggle-result"]')).to.equal(false);
  });

  it('the balance report shows the cafe’s balance, its operations and its terminals’ balances; hidden again on demand', async () => {
    const element = await openCommands();
    const toggle = row(element, 'c-balance').querySelector<HTMLButtonElement>('[part="toggle-result"]')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    const result = await show(element, 'c-balance');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(text(result.querySelector('[data-field="balance"]'))).to.contain('1,250.50');
    expect(text(result.querySelector('[data-field="operationsEnabled"]'))).to.equal('Enabled');
    expect(text(result.querySelector('[data-field="terminalsBalance"]'))).to.contain('50.25');
    click(toggle);
    await waitUntil(() => !$(element, '[part="result-row"][data-command-id="c-balance"]'));
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  it('the terminal report lists each terminal with its status and balance', async () => {
    const element = await openCommands();
    const result = await show(element, 'c-terminal');
    const rows = [...result.querySelectorAll('tr[data-terminal-id]')];
    expect(rows.map((r) => r.getAttribute('data-terminal-id'))).to.deep.equal([T1, T2]);
    expect(text(rows[1].querySelector('[data-column="status"]'))).to.equal('Offline');
    expect(text(rows[1].querySelector('[data-column="balance"]'))).to.contain('10.25');
  });

  it('the game report gives the period and each terminal’s deposits, withdrawals and net, with the total', async () => {
    const element = await openCommands();
    const result = await show(element, 'c-game');
    expect(text(result.querySelector('[part="result-period"]'))).to.contain('19/11/26');
    const first = result.querySelector(`tr[data-terminal-id="${T1}"]`)!;
    expect(text(first.querySelector('[data-column="net"]'))).to.contain('89.50');
    expect(text(result.querySelector('[part="result-totals"] [data-column="deposits"]'))).to.contain(
      '120.00',
    );
  });

  it('in Chinese the result is Chinese', async () => {
    await setLanguage('zh-cn');
    const element = await openCommands();
    const result = await show(element, 'c-balance');
    expect(text(result)).to.match(/网吧余额/);
    expect($$(element, '[part="toggle-result"]').map((b) => text(b))).to.include('隐藏结果');
  });
});
