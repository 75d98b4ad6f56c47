import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { setLanguage } from '../../../src/core/i18n';
import '../../../src/widgets/agents/elements';
import { mount, setUp, tearDown } from '../../support/element';
import { fetchMock, type FetchCall } from '../../support/fetch-mock';
import { agentDetails, CHILD, currencies, GRANDCHILD } from '../../support/fixtures';
import { pagedList } from '../../support/paged-list';
import { $, $$, click, text, typeInto } from '../../support/shadow';
import { allClaims } from '../../support/token';

const EUR = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const USD = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const GONE = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const DESCRIPTIONS = [
  'created',
  'updated',
  'deleted',
  'casino games synchronization',
  'parent balance updated',
];

/** 30 entries, newest first: the five descriptions in turn, EUR then USD, one of a deleted balance. */
const ENTRIES = Array.from({ length: 30 }, (_, i) => ({
  id: String(100 - i),
  createdAt: new Date(Date.UTC(2026, 2, 30 - i, 12)).toISOString(),
  balanceIid: i === 29 ? GONE : i % 2 ? USD : EUR,
  currency: i === 29 ? null : i % 2 ? 'USD' : 'EUR',
  description: DESCRIPTIONS[i % 5],
  amount: DESCRIPTIONS[i % 5] === 'parent balance updated' ? -(i + 1) : i + 1,
  userName: i % 3 ? 'admin' : 'agent',
}));

const LOG = 'GET /api/potBalance/log';
function answers() {
  fetchMock.route({
    'GET /api/potBalance': {
      body: [
        { balanceIid: EUR, agentId: CHILD, currency: 'EUR', amount: 50, isDefault: true },
        { balanceIid: USD, agentId: CHILD, currency: 'USD', amount: 0, isDefault: false },
      ],
    },
    'GET /api/currency': { body: currencies() },
    'GET /api/agents': { body: [agentDetails({ id: GRANDCHILD, name: 'Grandchild', parentId: CHILD })] },
    [LOG]: pagedList((call: FetchCall) => {
      const balance = call.url.searchParams.get('balanceIid');
      return balance ? ENTRIES.filter((e) => e.balanceIid === balance) : ENTRIES;
    }),
  });
}
const open = async () => {
  const element = await mount(html`<casino-multicash agent-id=${CHILD}></casino-multicash>`, 'content');
  await waitUntil(() => $(element, '[part="history"]')?.getAttribute('data-state') === 'content');
  return element;
};
const rows = (element: HTMLElement) => $$(element, '[part="history"] tbody tr[data-row-id]');
const lastQuery = () => fetchMock.callsTo(LOG).at(-1)!.url.searchParams;

describe('casino-multicash: the balance history', () => {
  beforeEach(async () => {
    await setUp({ claims: allClaims() });
    answers();
  });
  afterEach(tearDown);

  it('shows the agent’s history newest first, a page at a time, with the descriptions translated', async () => {
    const element = await open();
    expect(lastQuery().get('agentId')).to.equal(CHILD);
    expect(lastQuery().get('pageIndex')).to.equal('0');
    expect(rows(element)).to.have.length(25);
    expect(
      rows(element)
        .slice(0, 5)
        .map((r) => text(r.querySelector('[data-column="description"]'))),
    ).to.deep.equal([
      'Balance created',
      'Balance updated',
      'Balance deleted',
      'Casino games synchronization',
      'Parent balance updated',
    ]);
    expect(text(rows(element)[4].querySelector('[data-column="amount"]'))).to.contain('(');
    expect(text(rows(element)[0].querySelector('[data-column="balance"]'))).to.contain('EUR');
  });

  it('the next page asks the server for it; the deleted balance is named so', async () => {
    const element = await open();
    click($(element, '[part="history"] .casino-paginator-next'));
    await waitUntil(() => lastQuery().get('pageIndex') === '1');
    await waitUntil(() => rows(element).length === 5);
    expect(text(rows(element)[4].querySelector('[data-column="balance"]'))).to.contain('Deleted balance');
  });

  it('one balance, and a filter, are asked of the server and start at the first page', async () => {
    const element = await open();
    typeInto($(element, '[part="history-balance"]'), USD);
    await waitUntil(() => lastQuery().get('balanceIid') === USD);
    await waitUntil(() => rows(element).length === 14);
    expect(
      rows(element).every((r) => text(r.querySelector('[data-column="balance"]')).includes('USD')),
    ).to.equal(true);
    typeInto($(element, '[part="history"] input[type="search"]'), 'parent');
    await waitUntil(() => lastQuery().get('filter') === 'parent');
    await waitUntil(() => rows(element).length === 2);
  });

  it('a failing request says so and offers a retry; the balances stay usable', async () => {
    fetchMock.addRoute(LOG, { status: 500, body: { message: 'database unavailable' } });
    const element = await mount(html`<casino-multicash agent-id=${CHILD}></casino-multicash>`, 'content');
    await waitUntil(() => $(element, '[part="history"]')?.getAttribute('data-state') === 'error');
    expect($(element, `[part="table"] [data-row-id="${EUR}"]`)).to.not.equal(null);
    fetchMock.addRoute(LOG, pagedList(ENTRIES));
    click($(element, '[part="history"] [part="retry"]'));
    await waitUntil(() => $(element, '[part="history"]')?.getAttribute('data-state') === 'content');
  });

  it('in Chinese the descriptions and the columns are Chinese', async () => {
    await setLanguage('zh-cn');
    const element = await open();
    expect(text($(element, '[part="history"] h3'))).to.equal('余额历史');
    expect(text(rows(element)[4].querySelector('[data-column="description"]'))).to.match(/[\u4e00-\u9fff]/);
  });
});
