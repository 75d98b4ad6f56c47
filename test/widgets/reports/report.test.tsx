import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { addDays, formatDayInput, todayIn } from '../../../src/core/areas/reports/dates';
import { REPORT_SETTINGS_KEY } from '../../../src/core/areas/reports/params';
import '../../../src/widgets/reports/elements';
import { find, findPart, mount, setUp, tearDown } from '../../support/element';
import { fetchMock, type FetchCall } from '../../support/fetch-mock';
import { OWN } from '../../support/fixtures';
import { $, $$, click, part, sleep, text, typeInto } from '../../support/shadow';
import { setLanguage } from '../../../src/core/i18n';
import { allClaims } from '../../support/token';

const SEOUL = 'Asia/Seoul';
const CONTEXT = {
  agentId: OWN,
  agentName: 'Aurora Korea',
  timeZone: SEOUL,
  currency: 'KRW',
  currencies: ['KRW', 'USD'],
  casinos: [
    { id: 'c0000000-0000-4000-8000-000000000001', name: 'Dragon Gate Casino' },
    { id: 'c0000000-0000-4000-8000-000000000002', name: 'Han River Casino' },
  ],
};
const GAMES = [
  { externalGameId: 101, name: 'Golden Lotus', typeCode: 6, family: 'slot' },
  { externalGameId: 201, name: 'European Blackjack', typeCode: 1, family: 'table' },
  { externalGameId: 601, name: 'Rocket Crash', typeCode: 36, family: null },
];
const ROW = {
  betTime: '2026-03-01T20:30:05Z',
  gameName: 'Golden Lotus',
  family: 'slot',
  account: 'lucky_ace',
  agentName: 'Gangnam Lounge',
  betId: '80000000001',
  roundId: '94000000001',
  currency: 'USD',
  betAmount: 10,
  payout: 4,
  ggr: 6,
  idStr: '80000000001',
  externalGameId: 101,
  playerId: '55555555-5555-4555-8555-555555555555',
  agentId: OWN,
};
const answer = (rows: unknown[]) => ({
  body: {
    rows,
    total: rows.length,
    totals: rows.length
      ? [{ currency: 'USD', rows: rows.length, betTime: rows.length, betAmount: 10, payout: 4, ggr: 6 }]
      : [],
    pageIndex: 0,
    pageSize: 50,
    timeZone: SEOUL,
    from: null,
    to: null,
  },
});

function routes(rows: unknown[] = [ROW]) {
  fetchMock.route({
    'GET /api/report/context': { body: CONTEXT },
    'GET /api/report/games': { body: GAMES },
    'GET /api/localization/game_strings/*': { body: {} },
    'POST /api/report/gamehistory': answer(rows),
  });
}

const body = (call: FetchCall) => call.body as Record<string, unknown>;
const historyCalls = () => fetchMock.callsTo('POST /api/report/gamehistory');

async function open(report = 'game-history') {
  const element = await mount(html`<casino-report agent-id=${OWN} report=${report}></casino-report>`);
  await findPart(element, 'params');
  return element;
}

describe('casino-report: the parameter form', () => {
  beforeEach(async () => {
    await setUp({ shell: true, claims: allClaims() });
    routes();
  });
  afterEach(tearDown);

  it('names the agent and its time zone, and waits for Show report before running', async () => {
    const element = await open();
    expect(part<HTMLInputElement>(element, 'input-agent')!.value).to.equal('Aurora Korea');
    expect(part(element, 'time-zone')!.getAttribute('data-time-zone')).to.equal(SEOUL);
    expect(text(part(element, 'time-zone'))).to.contain('Seoul');
    expect($(element, '[data-state]')!.getAttribute('data-state')).to.equal('idle');
    expect(historyCalls()).to.have.length(0);
  });

  it('another agent is found by a part of its name and opens the same report for it, the parameters kept', async () => {
    const child = 'c1111111-1111-4111-8111-111111111111';
    fetchMock.addRoute('GET /api/report/agents', {
      body: [{ id: child, name: 'Gangnam Lounge', parentName: 'Aurora Korea' }],
    });
    const element = await open();
    typeInto(part(element, 'input-range'), 'last-month');
    typeInto(part(element, 'input-agent'), 'gang');
    const option = await find(element, '[part="agent-options"] [data-id]');
    expect(text(option)).to.equal('Gangnam Lounge · Aurora Korea');
    const asked = fetchMock.callsTo('GET /api/report/agents')[0].url.searchParams;
    expect([asked.get('report'), asked.get('filter')]).to.deep.equal(['game-history', 'gang']);
    option.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
    await waitUntil(() => location.pathname === `/${child}/reports/game-history`);
    const stored = JSON.parse(localStorage.getItem(REPORT_SETTINGS_KEY)!);
    expect(stored['game-history']).to.include({ range: 'last-month', player: '-999' });
    expect(historyCalls()).to.have.length(0);
  });

  it('a preset is the days of the agent’s time zone: yesterday in Seoul', async () => {
    const element = await open();
    typeInto(part(element, 'input-range'), 'yesterday');
    const yesterday = addDays(todayIn(SEOUL), -1);
    await waitUntil(() => part<HTMLInputElement>(element, 'input-from')!.value === formatDayInput(yesterday));
    expect(part<HTMLInputElement>(element, 'input-to')!.value).to.equal(formatDayInput(yesterday));
    click(part(element, 'run'));
    await waitUntil(() => historyCalls().length === 1);
    expect(body(historyCalls()[0])).to.include({ agentId: OWN, from: yesterday, to: yesterday });
  });

  it('select all is -999 in every combo box; No family and No casino send the null marker', async () => {
    const element = await open();
    expect($$(element, '[part="input-casino"] option').map((o) => o.textContent)).to.deep.equal([
      'All',
      'Dragon Gate Casino',
      'Han River Casino',
      'No casino',
    ]);
    click(part(element, 'run'));
    await waitUntil(() => historyCalls().length === 1);
    expect(body(historyCalls()[0])).to.include({
      casinoId: '-999',
      gameFamily: '-999',
      externalGameId: -999,
      currency: '-999',
      playerId: '-999',
      includeSubAgents: true,
    });
    typeInto(part(element, 'input-family'), '__NULL__NULL__');
    typeInto(part(element, 'input-casino'), '__NULL__NULL__');
    await waitUntil(() => $$(element, '[part="input-game"] option').length === 2);
    expect($$(element, '[part="input-game"] option').map((o) => o.textContent)).to.deep.equal([
      'All',
      'Rocket Crash',
    ]);
    click(part(element, 'run'));
    await waitUntil(() => historyCalls().length === 2);
    expect(body(historyCalls()[1])).to.include({ gameFamily: '__NULL__NULL__', casinoId: '__NULL__NULL__' });
  });

  it('custom days are typed DD/MM/YYYY; a day that is no day or an end before the start is refused before sending', async () => {
    const element = await open();
    typeInto(part(element, 'input-range'), 'custom');
    typeInto(part(element, 'input-from'), '31/02/2026');
    click(part(element, 'run'));
    await find(element, '[data-error-for="from"]');
    expect(historyCalls()).to.have.length(0);
    typeInto(part(element, 'input-from'), '10/03/2026');
    typeInto(part(element, 'input-to'), '01/03/2026');
    click(part(element, 'run'));
    await waitUntil(() => $(element, '[data-error-for="to"]'));
    expect(historyCalls()).to.have.length(0);
    typeInto(part(element, 'input-to'), '12/03/2026');
    click(part(element, 'run'));
    await waitUntil(() => historyCalls().length === 1);
    expect(body(historyCalls()[0])).to.include({ from: '2026-03-10', to: '2026-03-12' });
  });

  it('the calendar starts its weeks on Monday', async () => {
    const element = await open();
    click(part(element, 'calendar-toggle'));
    const calendar = await findPart(element, 'calendar');
    const weekdays = [...calendar.querySelectorAll('.rdp-weekday')].map(
      (th) => th.getAttribute('aria-label') ?? th.textContent,
    );
    expect(String(weekdays[0])).to.match(/^Mo/);
  });

  it('the parameters go into the URL and are remembered for this report', async () => {
    const element = await open();
    typeInto(part(element, 'input-range'), 'last-month');
    typeInto(part(element, 'input-currency'), 'USD');
    click(part(element, 'run'));
    await waitUntil(() => historyCalls().length === 1);
    const url = new URLSearchParams(location.search);
    expect(url.get('range')).to.equal('last-month');
    expect(url.get('currency')).to.equal('USD');
    const stored = JSON.parse(localStorage.getItem(REPORT_SETTINGS_KEY)!);
    expect(stored['game-history']).to.include({ range: 'last-month', currency: 'USD' });
  });

  it('a URL with parameters runs the report at once', async () => {
    history.replaceState(
      null,
      '',
      `${location.pathname}?range=custom&from=2026-01-01&to=2026-01-31&currency=USD`,
    );
    const element = await mount(
      html`<casino-report agent-id=${OWN} report="game-history"></casino-report>`,
      'content',
    );
    expect(body(historyCalls()[0])).to.include({ from: '2026-01-01', to: '2026-01-31', currency: 'USD' });
    expect(part<HTMLSelectElement>(element, 'input-currency')!.value).to.equal('USD');
  });
});

describe('casino-report: the results', () => {
  beforeEach(async () => {
    await setUp({ shell: true, claims: allClaims(), quiet: true });
    routes();
  });
  afterEach(tearDown);

  it('shows a progress bar while it runs, then the rows with their totals per currency', async () => {
    const element = await open();
    const gate = fetchMock.hold('POST /api/report/gamehistory');
    click(part(element, 'run'));
    await findPart(element, 'progress');
    expect(part(element, 'progress')!.getAttribute('role')).to.equal('progressbar');
    expect($(element, '[data-state]')!.getAttribute('data-state')).to.equal('loading');
    expect(part(element, 'cancel')).to.not.equal(null);
    gate.release();
    await waitUntil(() => $(element, '[data-state]')!.getAttribute('data-state') === 'content');
    expect(part(element, 'progress')).to.equal(null);
    expect(text($(element, 'tbody [data-column="betTime"]'))).to.equal('02/03/26 05:30:05');
    expect(text($(element, 'tbody [data-column="betAmount"]'))).to.equal('$10.00');
    expect(text($(element, 'tbody [data-column="family"]'))).to.equal('Slot');
    const totals = $(element, '[part="totals"]')!;
    expect(totals.getAttribute('data-currency')).to.equal('USD');
    expect(text(totals.querySelector('[data-column="betTime"]'))).to.contain('Total USD');
    // one row is "1 row", never "1 rows"
    expect(text(totals.querySelector('[data-column="betTime"]'))).to.contain('(1 row)');
    expect(text(totals.querySelector('[data-column="ggr"]'))).to.equal('$6.00');
  });

  it('Cancel stops the running report and says so', async () => {
    const element = await open();
    fetchMock.hold('POST /api/report/gamehistory');
    click(part(element, 'run'));
    await findPart(element, 'cancel');
    click(part(element, 'cancel'));
    await waitUntil(() => $(element, '[data-state]')!.getAttribute('data-state') === 'cancelled');
    expect(historyCalls()[0].signal!.aborted).to.equal(true);
    expect(part(element, 'progress')).to.equal(null);
    click(part(element, 'run'));
    await waitUntil(() => historyCalls().length === 2);
  });

  it('no rows: a clear empty state', async () => {
    routes([]);
    const element = await open();
    click(part(element, 'run'));
    await waitUntil(() => $(element, '[data-state]')!.getAttribute('data-state') === 'empty');
    expect(text(part(element, 'empty'))).to.equal('No rows for these parameters.');
  });

  it('a failure is shown translated, with a retry that runs it again', async () => {
    fetchMock.addRoute('POST /api/report/gamehistory', { status: 500, body: { message: 'Server error' } });
    const element = await open();
    click(part(element, 'run'));
    await waitUntil(() => $(element, '[data-state]')!.getAttribute('data-state') === 'error');
    expect(text(part(element, 'error'))).to.contain('Server error');
    fetchMock.addRoute('POST /api/report/gamehistory', answer([ROW]).body ? answer([ROW]) : {});
    click(part(element, 'retry'));
    await waitUntil(() => $(element, '[data-state]')!.getAttribute('data-state') === 'content');
  });

  for (const [language, words] of [
    ['en', 'The server is busy, retrying…'],
    ['zh-cn', '服务器繁忙，正在重试…'],
  ] as const) {
    it(`a busy server (429, Retry-After) is said (${language}: “${words}”) and the report is asked again`, async () => {
      await setLanguage(language);
      let calls = 0;
      fetchMock.addRoute('POST /api/report/gamehistory', () =>
        ++calls === 1
          ? {
              status: 429,
              headers: { 'Retry-After': '1' },
              body: {
                error: 'server_busy',
                message: 'You are already running 2 reports at once',
                retryAfter: 1,
              },
            }
          : answer([ROW]),
      );
      const element = await open();
      click(part(element, 'run'));
      await findPart(element, 'busy');
      expect(text(part(element, 'busy'))).to.equal(words);
      expect($(element, '[data-state]')!.getAttribute('data-state')).to.equal('loading');
      await waitUntil(() => $(element, '[data-state]')!.getAttribute('data-state') === 'content', '', {
        timeout: 5000,
      });
      expect(calls).to.equal(2);
      expect(part(element, 'busy')).to.equal(null);
    });
  }

  it('a row of game history opens its round beside the list, with the page’s rows to step through', async () => {
    const second = { ...ROW, idStr: '80000000002', betId: '80000000002', externalGameId: 201 };
    routes([ROW, second]);
    fetchMock.addRoute('GET /api/report/blackjackdetail', {
      status: 404,
      body: { message: 'Game round not found' },
    });
    fetchMock.addRoute('GET /api/report/gamedetail', {
      status: 404,
      body: { message: 'Game round not found' },
    });
    const element = await open();
    click(part(element, 'run'));
    await waitUntil(() => $(element, '[data-state]')!.getAttribute('data-state') === 'content');
    click($(element, 'tr[data-row-id="80000000002"]'));
    const round = await findPart(element, 'round');
    expect(round.getAttribute('data-bet-id')).to.equal('80000000002');
    const detail = round.querySelector('casino-round-detail') as HTMLElement & { rows?: unknown };
    expect(detail.getAttribute('index')).to.equal('1');
    expect(detail.rows).to.deep.equal([
      { idStr: '80000000001', externalGameId: 101 },
      { idStr: '80000000002', externalGameId: 201 },
    ]);
    expect($(element, 'tr[data-row-id="80000000002"]')!.getAttribute('aria-current')).to.equal('true');
    click(part(element, 'close-round'));
    await sleep(0);
    expect(part(element, 'round')).to.equal(null);
  });

  it('next on the last round of a page shows the next page of the list and opens its first round (stepping never stops at a page)', async () => {
    // 51 rounds: a page of 50 (the default page size), then one
    const rowAt = (n: number) => ({ ...ROW, idStr: String(80000000100 + n), betId: String(80000000100 + n) });
    routes();
    fetchMock.addRoute('POST /api/report/gamehistory', (call) => {
      const pageIndex = Number(body(call).pageIndex ?? 0);
      const page =
        pageIndex === 0
          ? Array.from({ length: 50 }, (_, n) => rowAt(n))
          : [{ ...rowAt(50), externalGameId: 701 }];
      return { body: { ...answer(page).body, total: 51, pageIndex } };
    });
    fetchMock.addRoute('GET /api/report/*', { status: 404, body: { message: 'Game round not found' } });
    const element = await open();
    click(part(element, 'run'));
    await waitUntil(() => $(element, '[data-state]')!.getAttribute('data-state') === 'content');
    click($(element, 'tr[data-row-id="80000000149"]'));
    const round = await findPart(element, 'round');
    const detail = round.querySelector('casino-round-detail')!;
    expect([
      detail.getAttribute('index'),
      detail.getAttribute('offset'),
      detail.getAttribute('total'),
    ]).to.deep.equal(['49', '0', '51']);
    const next = await find<HTMLButtonElement>(detail, 'button[data-step="next"]');
    await waitUntil(() => !next.disabled, 'next stays disabled on the last round of the page');
    next.click();
    await waitUntil(
      () => historyCalls().some((call) => Number(body(call).pageIndex) === 1),
      'page 2 not asked for',
    );
    await waitUntil(
      () => part(element, 'round')?.getAttribute('data-bet-id') === '80000000150',
      'the first round of the next page did not open',
      { timeout: 5000 },
    );
    expect($(element, 'tr[data-row-id="80000000150"]')!.getAttribute('aria-current')).to.equal('true');
    const moved = part(element, 'round')!.querySelector('casino-round-detail')!;
    expect(moved.getAttribute('index')).to.equal('0');
  });
});
