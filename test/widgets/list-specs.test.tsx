/**
 * The list pages' described columns and filters (src/widgets/shared/page/list-specs.tsx), rendered by
 * useListPage in Chromium: each kind of column in the page's words and number format, and a filter
 * narrowing the list only when it says so.
 */
import { expect, html, waitUntil } from '@open-wc/testing';
import '../../src/core/areas/players/translations';
import '../../src/core/areas/cafes/translations';
import { PLAYER_STATUSES, type PlayerStatus } from '../../src/core/areas/players/contract';
import { statusKey } from '../../src/core/areas/players/rules';
import { formatDate } from '../../src/core/format';
import { defineWidget } from '../../src/widgets/define-widget';
import {
  ListPage,
  listDefaults,
  listLoader,
  listPage,
  pageStyles,
  statusFilter,
  useListPage,
} from '../../src/widgets/shared/page';
import { uiStyles } from '../../src/widgets/shared/ui';
import { mount, setUp, tearDown } from '../support/element';
import { OWN } from '../support/fixtures';
import { $, $$, part, text, typeInto } from '../support/shadow';
import { allClaims } from '../support/token';

interface Row {
  id: string;
  name: string;
  balance: number;
  bonusBalance: number;
  incomingAmount: number;
  reservedAmount: number;
  currency: string;
  online: boolean;
  createdAt: string | null;
  status: PlayerStatus;
}

const CREATED = '2026-03-04T05:06:07.000Z';
const ROWS: Row[] = [
  {
    id: 'r1',
    name: 'ada',
    balance: 1234.5,
    bonusBalance: 12,
    incomingAmount: 7.5,
    reservedAmount: 0,
    currency: 'EUR',
    online: true,
    createdAt: CREATED,
    status: 'Active',
  },
  {
    id: 'r2',
    name: 'bo',
    balance: 0,
    bonusBalance: 0,
    incomingAmount: 0,
    reservedAmount: 0,
    currency: 'USD',
    online: false,
    createdAt: null,
    status: 'Active',
  },
];

/** A players-worded list of ROWS whose status filter narrows the list or not. */
function describedList(narrows: boolean) {
  return listPage<Row, 'players'>({
    defaults: listDefaults([], null, { status: '' }),
    rowName: (r) => r.name,
    queryKey: (agentId) => ['players', 'described', String(narrows), agentId],
    load: listLoader(
      ({ status }) => ({ status }),
      async ({ status }) => {
        const rows = ROWS.filter((r) => !status || r.status === status);
        return { rows, total: rows.length };
      },
    ),
    filters: [statusFilter(PLAYER_STATUSES, statusKey, { narrows })],
    columns: (c) => [
      c.text('name'),
      c.money('balance', 'balance', {
        hints: [
          { field: 'incomingAmount', key: 'app.cafes.list.incoming' },
          { field: 'reservedAmount', key: 'app.cafes.list.reserved' },
        ],
      }),
      c.money('bonusBalance', 'bonus-balance', { currency: 'currency' }),
      c.yesNo('online', 'online', { labels: 'app.players.online', attribute: 'data-online' }),
      c.date('createdAt', 'created', { none: 'app.players.online.no', seconds: false }),
      c.status('status', statusKey),
    ],
  });
}

const NARROWING = describedList(true);
const NOT_NARROWING = describedList(false);

function DescribedList({ agentId, narrows }: { agentId?: string; narrows?: string }) {
  const list = useListPage('players', { ...(narrows === 'no' ? NOT_NARROWING : NARROWING), agentId });
  if (list.gate || !list.pageAgent) return list.gate;
  return <ListPage<Row> {...list.page} />;
}
defineWidget('test-described-list', DescribedList, {
  props: { agentId: 'string', narrows: 'string' },
  styles: [uiStyles, pageStyles],
});

const cell = (element: Element, row: string, column: string) =>
  $(element, `tr[data-row-id="${row}"] [data-column="${column}"]`);

describe('described columns: each cell a span marked with its column, in the page’s words', () => {
  beforeEach(() => setUp({ claims: allClaims() }));
  afterEach(tearDown);

  it('headers are app.<area>.columns.<header>, in the order described', async () => {
    const element = await mount(html`<test-described-list agent-id=${OWN}></test-described-list>`, 'content');
    expect($$(element, 'th[data-column]').map((th) => [th.dataset.column, text(th)])).to.deep.equal([
      ['name', 'Login'],
      ['balance', 'Balance'],
      ['bonusBalance', 'Bonus balance'],
      ['online', 'Online'],
      ['createdAt', 'Created'],
      ['status', 'Status'],
    ]);
  });

  it('an amount in the number format, aligned to the end; its currency after it when named; each hint amount only above zero', async () => {
    const element = await mount(html`<test-described-list agent-id=${OWN}></test-described-list>`, 'content');
    expect(text(cell(element, 'r1', 'balance'))).to.equal('1,234.50');
    expect(cell(element, 'r1', 'balance')!.closest('td')!.classList.contains('end')).to.equal(true);
    expect(text(cell(element, 'r1', 'bonusBalance'))).to.equal('12.00 EUR');
    expect(text($(element, 'tr[data-row-id="r1"] .hint[data-column="incomingAmount"]'))).to.equal(
      '(+7.50 on its way)',
    );
    expect($(element, 'tr[data-row-id="r1"] .hint[data-column="reservedAmount"]')).to.equal(null);
    expect($(element, 'tr[data-row-id="r2"] .hint')).to.equal(null);
  });

  it('a flag in its yes or no words (marked when asked), a moment or the text for none, a status in its words marked data-status', async () => {
    const element = await mount(html`<test-described-list agent-id=${OWN}></test-described-list>`, 'content');
    expect([text(cell(element, 'r1', 'online')), text(cell(element, 'r2', 'online'))]).to.deep.equal([
      'Online',
      'Offline',
    ]);
    expect(cell(element, 'r2', 'online')!.dataset.online).to.equal('false');
    expect(text(cell(element, 'r1', 'createdAt'))).to.equal(formatDate(CREATED, 'en', { seconds: false }));
    expect(text(cell(element, 'r2', 'createdAt'))).to.equal('Offline');
    expect(text(cell(element, 'r1', 'status'))).to.equal('Active');
    expect(cell(element, 'r1', 'status')!.dataset.status).to.equal('Active');
  });
});

describe('described filters: an empty list says "no match" only under a filter that narrows', () => {
  beforeEach(() => setUp({ claims: allClaims() }));
  afterEach(tearDown);

  it('a status filter that narrows: the no-match text; one that does not: the empty text', async () => {
    for (const [narrows, expected] of [
      ['yes', 'No player matches the filters.'],
      ['no', 'This agent has no players yet.'],
    ]) {
      const element = await mount(
        html`<test-described-list agent-id=${OWN} narrows=${narrows}></test-described-list>`,
        'content',
      );
      typeInto($(element, '[part="status-filter"] select'), 'Blocked');
      await waitUntil(() => part(element, 'empty'), `${narrows}: the list empties`);
      expect(text(part(element, 'empty')), narrows).to.equal(expected);
      element.remove();
    }
  });
});
