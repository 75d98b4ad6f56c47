/**
 * What the performance reports add to the report page: a day column (no time), the game technology
 * and channel translated, a row without a session showing neither, the play outside any casino named,
 * the channel and technology parameters, and a game's row leading to game history of that game.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import '../../../src/widgets/reports/elements';
import { mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { OWN } from '../../support/fixtures';
import { $, $$, click, part, text, typeInto } from '../../support/shadow';
import { allClaims } from '../../support/token';

const CONTEXT = {
  agentId: OWN,
  agentName: 'Aurora Korea',
  timeZone: 'Asia/Seoul',
  currency: 'USD',
  currencies: ['USD'],
  casinos: [],
  poses: [
    { id: 'a0000000-0000-4000-8000-000000000001', name: 'Gangnam Cafe', agentName: 'Aurora Korea' },
    { id: 'a0000000-0000-4000-8000-000000000002', name: 'Busan Cafe', agentName: 'Busan Lounge' },
  ],
};
const GAMES = [
  { externalGameId: 101, name: 'Golden Lotus', typeCode: 6, family: 'slot' },
  { externalGameId: 301, name: 'European Roulette', typeCode: 2, family: 'table' },
];
const answer = (rows: Record<string, unknown>[], totals: Record<string, unknown>) => ({
  body: {
    rows,
    total: rows.length,
    totals: [{ currency: 'USD', rows: rows.length, ...totals }],
    pageIndex: 0,
    pageSize: 50,
    timeZone: 'Asia/Seoul',
    from: null,
    to: null,
  },
});
const played = { rounds: 3, bets: 30, wins: 20, ggr: 10 };
const HOUR_ROW = {
  hour: '2026-03-05T01:00:00Z',
  externalGameId: 101,
  gameName: 'Golden Lotus',
  currency: 'USD',
  players: 1,
};

async function openReport(report: string, route: string, rows: Record<string, unknown>[], totals = {}) {
  fetchMock.route({
    'GET /api/report/context': { body: CONTEXT },
    'GET /api/report/games': { body: GAMES },
    'GET /api/localization/game_strings/*': { body: {} },
    [`POST ${route}`]: answer(rows, totals),
    'POST /api/report/gamehistory': answer([], {}),
  });
  history.replaceState(null, '', `/${OWN}/reports/${report}?range=custom&from=2026-03-01&to=2026-03-31`);
  return mount(html`<casino-report agent-id=${OWN} report=${report}></casino-report>`, 'content');
}

describe('casino-report: the performance reports’ columns', () => {
  beforeEach(async () => {
    await setUp({ shell: true, claims: allClaims(), quiet: true });
  });
  afterEach(tearDown);

  it('a cafe summary day shows the day alone, net cash as an amount', async () => {
    const element = await openReport('cafe-summary', '/api/report/cafesummary', [
      {
        rowKey: 'a:2026-03-05:USD',
        day: '2026-03-05',
        posName: 'Gangnam Cafe',
        agentName: 'Aurora Korea',
        agentId: OWN,
        posId: 'a',
        currency: 'USD',
        deposits: 100,
        withdrawals: 6,
        netCash: 94,
        ...played,
      },
    ]);
    expect(text($(element, 'tbody [data-column="day"]'))).to.equal('05/03/26');
    expect(text($(element, 'tbody [data-column="netCash"]'))).to.equal('$94.00');
  });

  it('the cafe summary’s form offers the cafes, a child agent’s with its agent, and sends the one chosen', async () => {
    const element = await openReport('cafe-summary', '/api/report/cafesummary', [
      {
        rowKey: 'a:2026-03-05:USD',
        day: '2026-03-05',
        posName: 'Gangnam Cafe',
        agentName: 'Aurora Korea',
        agentId: OWN,
        posId: 'a',
        currency: 'USD',
        deposits: 100,
        withdrawals: 6,
        netCash: 94,
        ...played,
      },
    ]);
    const select = part<HTMLSelectElement>(element, 'input-pos')!;
    expect([...select.options].map((o) => o.text)).to.deep.equal([
      'All',
      'Gangnam Cafe',
      'Busan Cafe · Busan Lounge',
    ]);
    typeInto(select, 'a0000000-0000-4000-8000-000000000002');
    click(part(element, 'run'));
    await waitUntil(() => fetchMock.callsTo('POST /api/report/cafesummary').length === 2);
    const body = fetchMock.callsTo('POST /api/report/cafesummary')[1].body as Record<string, unknown>;
    expect(body.posId).to.equal('a0000000-0000-4000-8000-000000000002');
  });

  it('game activity names the channel and the technology; a round outside any session shows neither', async () => {
    const element = await openReport('game-activity', '/api/report/gameactivity', [
      { ...HOUR_ROW, rowKey: 'x', channel: 2, technology: 1, ...played },
      { ...HOUR_ROW, rowKey: 'y', channel: null, technology: null, ...played },
    ]);
    const cells = (column: string) => $$(element, `tbody [data-column="${column}"]`).map((c) => text(c));
    expect(cells('hour')).to.deep.equal(['05/03/26 10:00:00', '05/03/26 10:00:00']);
    expect(cells('channel')).to.deep.equal(['Download', '']);
    expect(cells('technology')).to.deep.equal(['C++', '']);
  });

  it('game activity’s form picks a channel and a technology, sent as their codes and kept in the URL', async () => {
    const element = await openReport('game-activity', '/api/report/gameactivity', [
      { ...HOUR_ROW, rowKey: 'x', channel: 0, technology: 3, ...played },
    ]);
    const options = (name: string) =>
      [...part<HTMLSelectElement>(element, `input-${name}`)!.options].map((o) => [o.value, o.text]);
    expect(options('technology')).to.deep.equal([
      ['0', 'All'],
      ['1', 'C++'],
      ['2', 'Flash'],
      ['3', 'HTML5'],
    ]);
    expect(options('channel')[0]).to.deep.equal(['-999', 'All']);
    expect(options('channel')[3]).to.deep.equal(['2', 'Download']);
    typeInto(part(element, 'input-channel'), '2');
    typeInto(part(element, 'input-technology'), '1');
    click(part(element, 'run'));
    await waitUntil(() => fetchMock.callsTo('POST /api/report/gameactivity').length === 2);
    const body = fetchMock.callsTo('POST /api/report/gameactivity')[1].body as Record<string, unknown>;
    expect([body.channel, body.technology]).to.deep.equal([2, 1]);
    const query = new URLSearchParams(location.search);
    expect([query.get('channel'), query.get('technology')]).to.deep.equal(['2', '1']);
  });

  it('casino performance names the play outside any casino', async () => {
    const element = await openReport('casino-performance', '/api/report/casinoperformance', [
      {
        rowKey: ':USD',
        casinoId: null,
        casinoName: null,
        currency: 'USD',
        hold: 1 / 3,
        players: 1,
        ...played,
      },
    ]);
    expect(text($(element, 'tbody [data-column="casinoName"]'))).to.equal('No casino');
  });

  it('a game’s row of game performance leads to game history of that game', async () => {
    const element = await openReport('game-performance', '/api/report/gameperformance', [
      {
        rowKey: '301:USD',
        externalGameId: 301,
        gameName: 'European Roulette',
        family: 'table',
        currency: 'USD',
        hold: 1 / 3,
        players: 2,
        ...played,
      },
    ]);
    click($(element, 'tbody [part~="drill"][data-column="gameName"]'));
    await waitUntil(() => location.pathname === `/${OWN}/reports/game-history`);
    const query = new URLSearchParams(location.search);
    expect([query.get('game'), query.get('from'), query.get('to')]).to.deep.equal([
      '301',
      '2026-03-01',
      '2026-03-31',
    ]);
  });
});
