import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/reports/elements';
import { findPart, mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { OWN } from '../../support/fixtures';
import { $, $$, click, part, text } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const CASINO = 'c0000000-0000-4000-8000-000000000001';
const CONTEXT = {
  agentId: OWN,
  agentName: 'Aurora Europe',
  timeZone: 'UTC',
  currency: 'EUR',
  currencies: ['EUR'],
  casinos: [{ id: CASINO, name: 'Aurora Palace' }],
};
const row = (bet: string, casino: string | null) => ({
  betTime: '2026-03-01T20:30:05Z',
  openFor: 3600,
  gameName: 'Golden Lotus',
  family: 'slot',
  account: 'lucky_ace',
  agentName: 'Aurora Europe',
  casinoName: casino ? 'Aurora Palace' : null,
  betId: bet,
  roundId: `r${bet}`,
  currency: 'EUR',
  betAmount: 5,
  payoutDue: 12,
  idStr: bet,
  externalGameId: 101,
  playerId: '55555555-5555-4555-8555-555555555555',
  agentId: OWN,
  casinoId: casino,
});
const answer = (rows: unknown[]) => ({
  body: {
    rows,
    total: rows.length,
    totals: rows.length
      ? [{ currency: 'EUR', rows: rows.length, betTime: rows.length, betAmount: 5, payoutDue: 12 }]
      : [],
    pageIndex: 0,
    pageSize: 50,
    timeZone: 'UTC',
    from: null,
    to: null,
  },
});
const CLOSE = 'POST /api/report/pendinggames/close';
const CLOSE_CASINO = 'POST /api/report/pendinggames/closecasino';
const LIST = 'POST /api/report/pendinggames';

/** The report answers with the rows still pending: every round closed leaves it. */
function routes() {
  const pending = new Map([
    ['80000000001', row('80000000001', CASINO)],
    ['80000000002', row('80000000002', null)],
  ]);
  fetchMock.route({
    'GET /api/report/context': { body: CONTEXT },
    'GET /api/report/games': { body: [] },
    'GET /api/localization/game_strings/*': { body: {} },
    [LIST]: () => answer([...pending.values()]),
    [CLOSE]: (call) => {
      const bet = (call.body as { betId: string }).betId;
      if (!pending.delete(bet))
        return { status: 409, body: { message: `The round ${bet} is settled already` } };
      return { body: { closed: 1, payouts: [{ currency: 'EUR', amount: 12 }] } };
    },
  });
}

async function open() {
  const element = await mount(html`<casino-report agent-id=${OWN} report="pending-games"></casino-report>`);
  await findPart(element, 'params');
  click(part(element, 'run'));
  await waitUntil(() => $(element, 'tr[data-row-id="80000000001"]'));
  return element;
}
const rowOf = (element: HTMLElement, bet: string) => $(element, `tr[data-row-id="${bet}"]`);
const action = (element: HTMLElement, bet: string, id: string) =>
  $<HTMLButtonElement>(element, `tr[data-row-id="${bet}"] [data-action="${id}"]`);
const state = (element: HTMLElement) => part(element, 'action-state')?.getAttribute('data-state') ?? null;

describe('casino-report: closing pending games', () => {
  afterEach(tearDown);

  describe('with the close permissions', () => {
    beforeEach(async () => {
      await setUp({ claims: allClaims() });
      routes();
    });

    it('asks first, naming the round, its player and the payout; No changes nothing', async () => {
      const element = await open();
      click(action(element, '80000000001', 'close-round'));
      const content = await findPart(element, 'dialog-content');
      expect(text(content)).to.contain('r80000000001');
      expect(text(content)).to.contain('lucky_ace');
      expect(text(content)).to.contain('12.00');
      click(part(element, 'dialog-no'));
      await waitUntil(() => !part(element, 'dialog'));
      expect(fetchMock.callsTo(CLOSE)).to.have.length(0);
      expect(state(element)).to.equal(null);
    });

    it('confirmed: the actions wait while it runs, then it is told done and the round leaves the list', async () => {
      const element = await open();
      const gate = fetchMock.hold(CLOSE);
      click(action(element, '80000000001', 'close-round'));
      click(await findPart(element, 'dialog-yes'));
      await waitUntil(() => state(element) === 'pending');
      expect(action(element, '80000000002', 'close-round')!.disabled).to.equal(true);
      expect(fetchMock.callsTo(CLOSE)[0].body).to.deep.equal({ betId: '80000000001' });
      const listed = fetchMock.callsTo(LIST).length;
      gate.release();
      await waitUntil(() => state(element) === 'done');
      expect(text(part(element, 'action-state'))).to.contain('r80000000001');
      await waitUntil(() => !rowOf(element, '80000000001'));
      expect(fetchMock.callsTo(LIST).length).to.be.greaterThan(listed);
      expect(rowOf(element, '80000000002')).to.not.equal(null);
      expect(action(element, '80000000002', 'close-round')!.disabled).to.equal(false);
    });

    it('a round settled meanwhile: the refusal is said in words and the list is fetched again', async () => {
      const element = await open();
      fetchMock.addRoute(CLOSE, {
        status: 409,
        body: { message: 'The round 80000000001 is settled already' },
      });
      const listed = fetchMock.callsTo(LIST).length;
      click(action(element, '80000000001', 'close-round'));
      click(await findPart(element, 'dialog-yes'));
      await waitUntil(() => state(element) === 'error');
      expect(text(part(element, 'action-state'))).to.contain('settled already (closed by someone else');
      await waitUntil(() => fetchMock.callsTo(LIST).length > listed);
      expect(action(element, '80000000002', 'close-round')!.disabled).to.equal(false);
    });

    it('a failing request leaves the page usable, with the error translated', async () => {
      const element = await open();
      fetchMock.addRoute(CLOSE, { status: 500, body: { message: 'database unavailable' } });
      click(action(element, '80000000001', 'close-round'));
      click(await findPart(element, 'dialog-yes'));
      await waitUntil(() => state(element) === 'error');
      expect(text(part(element, 'action-state'))).to.contain('could not be closed');
      expect(rowOf(element, '80000000001')).to.not.equal(null);
      expect(action(element, '80000000001', 'close-round')!.disabled).to.equal(false);
    });

    it('the casino’s pending games close from a row with a casino; the agent and casino are sent', async () => {
      fetchMock.addRoute(CLOSE_CASINO, { body: { closed: 3, payouts: [{ currency: 'EUR', amount: 40 }] } });
      const element = await open();
      expect(action(element, '80000000002', 'close-casino')).to.equal(null);
      // the second action of a row is in its menu
      click($(element, 'tr[data-row-id="80000000001"] [part="action-menu-button"]'));
      click(action(element, '80000000001', 'close-casino'));
      const content = await findPart(element, 'dialog-content');
      expect(text(content)).to.contain('Aurora Palace');
      expect(text(content)).to.contain('Aurora Europe');
      click(part(element, 'dialog-yes'));
      await waitUntil(() => state(element) === 'done');
      expect(fetchMock.callsTo(CLOSE_CASINO)[0].body).to.deep.equal({ agentId: OWN, casinoId: CASINO });
      expect(text(part(element, 'action-state'))).to.contain('3 rounds of Aurora Palace closed');
    });
  });

  it('without the close permissions the rows offer no action', async () => {
    await setUp({ claims: claimsWith(P.ViewPendingGamesReport, P.View2ndPlusLevelChildren) });
    routes();
    const element = await open();
    expect($$(element, '[data-action]')).to.have.length(0);
  });
});
