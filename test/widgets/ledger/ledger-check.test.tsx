import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import type { LedgerCheck } from '../../../src/core/areas/ledger/contract';
import { setLanguage } from '../../../src/core/i18n';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/ledger/elements';
import { mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { OWN } from '../../support/fixtures';
import { $, $$, click, text } from '../../support/shadow';
import { claimsWith } from '../../support/token';

function check(change: Partial<LedgerCheck> = {}): LedgerCheck {
  return {
    id: 7,
    checkedAt: '2026-03-01T10:00:00.000Z',
    source: 'console',
    userName: 'auditor',
    transactions: 11983,
    postings: 34536,
    accounts: 908,
    differenceCount: 0,
    differences: [],
    durationMs: 412,
    ...change,
  };
}

const DIFFERENT = check({
  id: 8,
  source: 'command-line',
  userName: null,
  differenceCount: 2,
  differences: [
    { kind: 'column', what: 'the credit of Bravo (EUR)', expected: '100.00', actual: '107.50' },
    { kind: 'unbalanced', what: 'transaction 42 (probe) in EUR', expected: '0', actual: '10.00' },
  ],
});

describe('casino-ledger-check: the last check of the money ledger, and a check on demand', () => {
  beforeEach(() => setUp({ claims: claimsWith(P.AuditLedger) }));
  afterEach(tearDown);

  it('shows when, by whom and over how much the last check ran, and that nothing differed', async () => {
    fetchMock.route({ 'GET /api/ledger/check': { body: check() } });
    const element = await mount(html`<casino-ledger-check agent-id=${OWN}></casino-ledger-check>`, 'content');
    expect(text($(element, '[part="checked-by"]'))).to.equal('auditor');
    expect(text($(element, '[part="transactions"]'))).to.equal('11,983');
    expect(text($(element, '[part="postings"]'))).to.equal('34,536');
    expect($(element, '[part="result"]')!.dataset.result).to.equal('clean');
    expect(text($(element, '[part="result"]'))).to.equal(
      'No difference: every balance is what the ledger says.',
    );
    expect($(element, '[part="differences"]')).to.equal(null);
  });

  it('lists each difference with its kind, what it is, what the ledger says and what was found', async () => {
    fetchMock.route({ 'GET /api/ledger/check': { body: DIFFERENT } });
    const element = await mount(html`<casino-ledger-check agent-id=${OWN}></casino-ledger-check>`, 'content');
    expect(text($(element, '[part="checked-by"]'))).to.equal('the command line (npm run ledger:check)');
    expect($(element, '[part="result"]')!.dataset.result).to.equal('differences');
    expect(text($(element, '[part="result"]'))).to.equal('2 differences');
    const rows = $$(element, '[part="difference"]').map((r) =>
      [...r.querySelectorAll('td')].map((c) => text(c)),
    );
    expect(rows).to.deep.equal([
      ['Balance', 'the credit of Bravo (EUR)', '100.00', '107.50'],
      ['Unbalanced transaction', 'transaction 42 (probe) in EUR', '0', '10.00'],
    ]);
  });

  it('says so when the ledger was never checked; checking now shows the new result and a notice', async () => {
    let last: LedgerCheck | null = null;
    fetchMock.route({
      'GET /api/ledger/check': () => ({ body: last }),
      'POST /api/ledger/check': () => {
        last = check({ id: 9 });
        return { body: last };
      },
    });
    const element = await mount(html`<casino-ledger-check agent-id=${OWN}></casino-ledger-check>`, 'empty');
    expect(text($(element, '[part="empty"]'))).to.equal('The ledger has not been checked yet.');
    click($(element, '[part="run-check"]'));
    await waitUntil(() => $(element, '[part="success"]'), 'no notice');
    expect(text($(element, '[part="success"]'))).to.equal('The ledger was checked: 0 differences.');
    await waitUntil(() => $(element, '[part="result"]'), 'the new check is not shown');
    expect(fetchMock.callsTo('POST /api/ledger/check').length).to.equal(1);
  });

  it('a failing check shows the translated error and leaves the page usable', async () => {
    await setUp({ claims: claimsWith(P.AuditLedger), quiet: true });
    fetchMock.route({
      'GET /api/ledger/check': { body: check() },
      'POST /api/ledger/check': { status: 500, body: { message: 'Server error' } },
    });
    const element = await mount(html`<casino-ledger-check agent-id=${OWN}></casino-ledger-check>`, 'content');
    click($(element, '[part="run-check"]'));
    await waitUntil(() => $(element, '[part="error"]'), 'no error');
    expect(text($(element, '[part="error"]'))).to.contain('Server error');
    expect(($(element, '[part="run-check"]') as HTMLButtonElement).disabled).to.equal(false);
    expect($(element, '[part="result"]')!.dataset.result).to.equal('clean');
  });

  it('is in Chinese when the console is', async () => {
    fetchMock.route({ 'GET /api/ledger/check': { body: DIFFERENT } });
    await setLanguage('zh-cn');
    const element = await mount(html`<casino-ledger-check agent-id=${OWN}></casino-ledger-check>`, 'content');
    expect(text($(element, 'h2'))).to.equal('账本核对');
    expect(text($(element, '[part="run-check"]'))).to.equal('立即核对账本');
    expect(text($(element, '[part="result"]'))).to.equal('2 处差异');
    expect(text($(element, '[part="difference"] td'))).to.equal('余额');
  });

  it('without the ledger-audit claim the page is refused and nothing is asked', async () => {
    await setUp({ claims: claimsWith(P.ViewAgents) });
    const element = await mount(
      html`<casino-ledger-check agent-id=${OWN}></casino-ledger-check>`,
      'forbidden',
    );
    expect($(element, '[part="forbidden"]')).to.not.equal(null);
    expect(fetchMock.callsTo('GET /api/ledger/check').length).to.equal(0);
  });
});
