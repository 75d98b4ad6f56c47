import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { presetRange, todayIn } from '../../../src/core/areas/reports/dates';
import { REPORT_GROUPS, REPORT_LIST } from '../../../src/core/areas/reports/definitions';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/reports/elements';
import { findPart, mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { OWN } from '../../support/fixtures';
import { $, $$, part, text, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const CONTEXT = {
  agentId: OWN,
  agentName: 'Aurora Europe',
  timeZone: 'Europe/Malta',
  currency: 'EUR',
  currencies: ['EUR', 'MBT'],
  casinos: [],
};
const figures = (scale: number, from: string, to: string) => ({
  from,
  to,
  bets: 1000 * scale,
  wins: 900 * scale,
  ggr: 100 * scale,
  rounds: 50 * scale,
  activePlayers: 7 * scale,
  newPlayers: scale,
  deposits: 500 * scale,
});
const DASHBOARD = {
  currency: 'EUR',
  timeZone: 'Europe/Malta',
  current: figures(2, '2026-03-01', '2026-03-30'),
  previous: figures(1, '2026-01-30', '2026-02-28'),
  ggrPerDay: [
    { day: '2026-03-01', bets: 100, wins: 80, ggr: 20 },
    { day: '2026-03-02', bets: 100, wins: 130, ggr: -30 },
  ],
  topGames: [{ externalGameId: 201, gameName: 'European Blackjack', rounds: 20, bets: 400, ggr: 60 }],
  channels: [0, 1, 2, 3, 4].map((channel) => ({ channel, players: channel + 1, sessions: channel + 2 })),
};

describe('casino-dashboard: the agent’s totals beside the period before, and charts', () => {
  beforeEach(async () => {
    await setUp({ shell: true, claims: allClaims() });
    fetchMock.route({
      'GET /api/report/context': { body: CONTEXT },
      'GET /api/localization/game_strings/*': { body: {} },
      'POST /api/report/dashboard': { body: DASHBOARD },
    });
  });
  afterEach(tearDown);

  it('shows each figure in the agent’s currency with the figure of the period before', async () => {
    const element = await mount(html`<casino-dashboard agent-id=${OWN}></casino-dashboard>`, 'content');
    const call = fetchMock.callsTo('POST /api/report/dashboard')[0];
    const last30 = presetRange('last-30-days', todayIn('Europe/Malta'));
    expect(call.body).to.deep.equal({ agentId: OWN, from: last30.from, to: last30.to, currency: 'EUR' });
    const ggr = $(element, '[data-figure="ggr"]')!;
    expect(text(ggr.querySelector('[part="value"]'))).to.equal('€200.00');
    expect(text(ggr.querySelector('[part="previous"]'))).to.equal('Before: €100.00');
    expect(text($(element, '[data-figure="activePlayers"] [part="value"]'))).to.equal('14');
  });

  it('draws the three charts, each with its figures as a table for screen readers', async () => {
    const element = await mount(html`<casino-dashboard agent-id=${OWN}></casino-dashboard>`, 'content');
    await findPart(element, 'charts');
    expect($$(element, '[part="chart"]').map((f) => f.getAttribute('data-chart'))).to.deep.equal([
      'ggr-per-day',
      'top-games',
      'channels',
    ]);
    // Chart.js sized and drew each canvas
    await waitUntil(() => $$<HTMLCanvasElement>(element, 'canvas').every((c) => c.width > 0 && c.height > 0));
    const channels = $(element, '[data-chart="channels"] table')!;
    expect([...channels.querySelectorAll('th')].map((th) => th.textContent)).to.deep.equal([
      'Instant Play',
      'Mobile',
      'Download',
      'Android App',
      'IOS App',
    ]);
    expect(text($(element, '[data-chart="ggr-per-day"] tbody tr:nth-child(2) td'))).to.equal('(€30.00)');
  });

  it('another currency asks again and goes into the URL', async () => {
    const element = await mount(html`<casino-dashboard agent-id=${OWN}></casino-dashboard>`, 'content');
    typeInto(part(element, 'input-currency'), 'MBT');
    await waitUntil(() => fetchMock.callsTo('POST /api/report/dashboard').length === 2);
    expect(
      (fetchMock.callsTo('POST /api/report/dashboard')[1].body as { currency: string }).currency,
    ).to.equal('MBT');
    await waitUntil(() => new URLSearchParams(location.search).get('currency') === 'MBT');
  });

  it('a period without activity says so', async () => {
    fetchMock.addRoute('POST /api/report/dashboard', {
      body: { ...DASHBOARD, current: { ...DASHBOARD.current, rounds: 0 } },
    });
    const element = await mount(html`<casino-dashboard agent-id=${OWN}></casino-dashboard>`, 'empty');
    expect(text(part(element, 'empty'))).to.equal('No activity in this period.');
  });
});

describe('casino-reports: the reports the user may open, grouped', () => {
  afterEach(tearDown);

  it('lists every report and the dashboard with their descriptions for a user holding them all', async () => {
    await setUp({ shell: true, claims: allClaims() });
    const element = await mount(html`<casino-reports agent-id=${OWN}></casino-reports>`, 'content');
    expect($$(element, '[part="group"]').map((g) => g.getAttribute('data-group'))).to.deep.equal([
      'overview',
      'players',
      'games',
      'agents',
    ]);
    // the dashboard, then every report in its group, in the order of the definitions
    expect($$(element, '[part="report"]').map((r) => r.getAttribute('data-report'))).to.deep.equal([
      'dashboard',
      ...REPORT_GROUPS.flatMap((group) => REPORT_LIST.filter((d) => d.group === group).map((d) => d.key)),
    ]);
    expect(
      ['player-sessions', 'balance-adjustments', 'game-history', 'agent-summary', 'credit-transfer'].every(
        (key) => $$(element, `[data-report="${key}"]`).length === 1,
      ),
    ).to.equal(true);
    expect($(element, '[data-report="game-history"] a')!.getAttribute('href')).to.equal(
      `/${OWN}/reports/game-history`,
    );
  });

  it('shows only the reports the user holds', async () => {
    await setUp({ shell: true, claims: claimsWith(P.View2ndPlusLevelChildren, P.ViewGameHistoryReport) });
    const element = await mount(html`<casino-reports agent-id=${OWN}></casino-reports>`, 'content');
    expect($$(element, '[part="report"]').map((r) => r.getAttribute('data-report'))).to.deep.equal([
      'game-history',
    ]);
  });
});
