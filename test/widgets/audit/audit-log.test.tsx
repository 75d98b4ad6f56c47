import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import type { AuditEntry } from '../../../src/core/areas/audit/contract';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/audit/elements';
import { mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { CHILD, OWN } from '../../support/fixtures';
import { liveStreams } from '../../support/live-stream';
import { pagedList } from '../../support/paged-list';
import { $, $$, click, text, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

function entry(change: Partial<AuditEntry> & { id: number }): AuditEntry {
  return {
    at: '2026-03-01T10:00:00.000Z',
    userId: null,
    userName: 'admin',
    kind: 'credit.adjusted',
    agentId: CHILD,
    agentName: 'Bravo',
    objectType: 'agent',
    objectId: CHILD,
    before: { creditAmount: '100.00', source: { creditAmount: '900.00' } },
    after: { creditAmount: '150.00', source: { creditAmount: '850.00' } },
    requestId: 'req-1',
    clientAddress: '10.0.0.1',
    ...change,
  };
}

const ENTRIES = [
  entry({ id: 2 }),
  entry({ id: 1, kind: 'agent.created', before: null, after: { name: 'Bravo' }, userName: null }),
];

let streams: ReturnType<typeof liveStreams>;

function answers(rows: AuditEntry[] = ENTRIES) {
  streams = liveStreams();
  fetchMock.route({
    'GET /api/audit': pagedList(rows),
    'GET /api/audit/facets': {
      body: {
        kinds: ['agent.created', 'credit.adjusted', 'cafe.opened'],
        objectTypes: ['agent'],
        users: ['admin'],
      },
    },
    'GET /api/audit/export': {
      text: '\uFEFFtime\r\n',
      headers: {
        'Content-Type': 'text/csv',
        'Content-Disposition': 'attachment; filename="audit-log-x.csv"',
      },
    },
    'GET /api/audit/stream': streams.answer,
  });
}

const kinds = (element: Element) => $$(element, 'tbody [data-column="kind"]').map((s) => s.dataset.kind);
const lastQuery = () => fetchMock.callsTo('GET /api/audit').at(-1)!.url.searchParams;

describe('casino-audit-log: the changes of the agent’s subtree, newest first', () => {
  beforeEach(async () => {
    await setUp({ shell: true, claims: allClaims() });
    answers();
  });
  afterEach(tearDown);

  it('lists time, user, kind, agent and object; asks for the agent’s page, newest first', async () => {
    const element = await mount(html`<casino-audit-log agent-id=${OWN}></casino-audit-log>`, 'content');
    expect(kinds(element)).to.deep.equal(['credit.adjusted', 'agent.created']);
    expect(text($(element, 'tr[data-row-id="2"] [data-column="kind"]'))).to.equal('Credit adjusted');
    expect(text($(element, 'tr[data-row-id="1"] [data-column="userName"]'))).to.equal('System');
    expect(text($(element, 'tr[data-row-id="2"] [data-column="agent"]'))).to.equal('Bravo');
    expect(lastQuery().get('agentId')).to.equal(OWN);
    expect(lastQuery().get('sort')).to.equal('-at');
    expect(lastQuery().get('pageSize')).to.equal('25');
  });

  it('an entry opens to every value it changed, before and after', async () => {
    const element = await mount(html`<casino-audit-log agent-id=${OWN}></casino-audit-log>`, 'content');
    const details = $<HTMLDetailsElement>(element, '[part="entry-details"][data-entry-id="2"]')!;
    expect(text(details.querySelector('[part="entry-summary"]'))).to.equal('2 values changed');
    click(details.querySelector('summary'));
    await waitUntil(() => details.open);
    const rows = [...details.querySelectorAll('[part="diff-row"]')].map((r) => [
      r.getAttribute('data-path'),
      text(r.querySelector('[part="diff-before"]')),
      text(r.querySelector('[part="diff-after"]')),
    ]);
    expect(rows).to.deep.equal([
      ['creditAmount', '100.00', '150.00'],
      ['source.creditAmount', '900.00', '850.00'],
    ]);
    expect(text(details.querySelector('[part="entry-origin"]')))
      .to.contain('req-1')
      .and.contain('10.0.0.1');
  });

  it('filters by kind, user, object and period; the choices come from the subtree’s entries', async () => {
    const element = await mount(html`<casino-audit-log agent-id=${OWN}></casino-audit-log>`, 'content');
    const kind = $<HTMLSelectElement>(element, '[part="filter-kind"]')!;
    await waitUntil(() => kind.options.length === 4);
    expect([...kind.options].map((o) => o.textContent)).to.deep.equal([
      'All kinds',
      'Agent created',
      'Credit adjusted',
      'cafe.opened',
    ]);
    kind.value = 'credit.adjusted';
    kind.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => lastQuery().get('kind') === 'credit.adjusted');
    expect(location.search).to.contain('kind=credit.adjusted');
    typeInto($(element, '[part="filter-from"]'), '01/03/2026');
    await waitUntil(() => lastQuery().get('from') === new Date(2026, 2, 1).toISOString());
    expect(lastQuery().get('to')).to.equal(null);
  });

  it('an end before the start says so and filters by no period', async () => {
    history.replaceState(null, '', '?from=2026-03-05&to=2026-03-01');
    const element = await mount(html`<casino-audit-log agent-id=${OWN}></casino-audit-log>`, 'content');
    expect(text($(element, '[part="period-error"]'))).to.equal('The end date lies before the start date.');
    expect($(element, '[part="filter-to"]')!.getAttribute('aria-invalid')).to.equal('true');
    expect(lastQuery().get('from')).to.equal(null);
  });

  it('exports the filtered entries as CSV in the page’s language', async () => {
    const element = await mount(html`<casino-audit-log agent-id=${OWN}></casino-audit-log>`, 'content');
    click($(element, '[part="export"]'));
    await waitUntil(() => $(element, '[part="success"]'));
    expect(text($(element, '[part="success"]'))).to.equal('The export audit-log-x.csv was downloaded.');
    const call = fetchMock.callsTo('GET /api/audit/export')[0];
    expect(call.url.searchParams.get('agentId')).to.equal(OWN);
    expect(call.url.searchParams.get('language')).to.equal('en');
  });

  it('a new entry committed elsewhere appears without a reload; the badge says live', async () => {
    const rows = [...ENTRIES];
    answers(rows);
    const element = await mount(html`<casino-audit-log agent-id=${OWN}></casino-audit-log>`, 'content');
    await waitUntil(() => streams.all.length === 1);
    streams.last().ready();
    await waitUntil(() => $(element, '[part="live"]')!.dataset.live === 'open');
    expect(text($(element, '[part="live"]'))).to.equal('Live');
    rows.unshift(entry({ id: 3, kind: 'ip-whitelist.changed', objectType: 'ip-whitelist' }));
    streams.last().change({ seq: 3, kind: 'ip-whitelist.changed', objectType: 'ip-whitelist' });
    await waitUntil(() => kinds(element)[0] === 'ip-whitelist.changed', 'the new entry did not appear');
  });
});

describe('casino-audit-log: permissions', () => {
  afterEach(tearDown);

  it('a report permission opens the page; the export needs the export permission', async () => {
    await setUp({ claims: claimsWith(P.ViewCreditTransferReport) });
    answers();
    const element = await mount(html`<casino-audit-log agent-id=${OWN}></casino-audit-log>`, 'content');
    expect($(element, '[part="export"]')).to.equal(null);
  });

  it('without a report permission the page says it may not be opened and asks nothing', async () => {
    await setUp({ claims: claimsWith(P.ViewAgents) });
    answers();
    const element = await mount(html`<casino-audit-log agent-id=${OWN}></casino-audit-log>`, 'forbidden');
    expect($(element, '[part="forbidden"]')).to.not.equal(null);
    expect(fetchMock.callsTo('GET /api/audit')).to.have.length(0);
  });
});
