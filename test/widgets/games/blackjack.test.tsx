import { expect, html } from '@open-wc/testing';
import '../../../src/widgets/games/elements';
import blackjack from './fixtures/blackjack.json';
import { mount, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { recorded } from '../../support/fixtures';
import { cardsIn, cell, columns, reportCalls, sectionEl, sections, setUpRounds } from '../../support/games';
import { shadow } from '../../support/shadow';

const mountBlackjack = () =>
  mount(html`<casino-blackjack-detail bet-id="BJ-1" external-game-id="201"></casino-blackjack-detail>`);

describe('blackjack details', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('GET /api/report/blackjackdetail with query betId (no language)', async () => {
    fetchMock.answer({ body: blackjack });
    await mountBlackjack();
    expect(reportCalls()[0].method).to.equal('GET');
    expect(reportCalls()[0].url.pathname).to.equal('/api/report/blackjackdetail');
    expect(reportCalls()[0].url.searchParams.get('betId')).to.equal('BJ-1');
    expect(reportCalls()[0].url.searchParams.has('language')).to.equal(false);
  });

  it('shows dealer cards, the player-bets table and the hands table', async () => {
    fetchMock.answer({ body: blackjack });
    const el = await mountBlackjack();
    expect(sections(el)).to.deep.equal(['dealer', 'bets', 'hands']);
  });

  it('dealer cards as a card stack of height 48 (space-separated codes, empty items dropped)', async () => {
    fetchMock.answer({ body: blackjack });
    const el = await mountBlackjack();
    const dealer = sectionEl(el, 'dealer');
    expect(cardsIn(dealer)).to.deep.equal(['KS', '7H', '9D']);
    const card = dealer.querySelector<HTMLElement>('[part="card"]')!;
    expect(card.getBoundingClientRect().height).to.equal(48);
    expect(card.getBoundingClientRect().width).to.equal(36);
  });

  it('player-bets columns shown: bet, insurance (yes/no), insurance payout, side bet, side bet payout; the bonus columns are defined but not displayed', async () => {
    fetchMock.answer({ body: blackjack });
    const el = await mountBlackjack();
    expect(columns(el, 'bets')).to.deep.equal([
      'bet',
      'insurance',
      'insurancePayout',
      'sideBet',
      'sideBetPayout',
    ]);
    expect(cell(el, 'bets', 'insurance').textContent).to.equal('Yes');
    expect(cell(el, 'bets', 'sideBetPayout').textContent).to.contain('25.00');
  });

  it('hands columns shown: hand number, cards, doubled, surrendered, total bets, payout; bonus bet and hand bonus payout not displayed', async () => {
    fetchMock.answer({ body: blackjack });
    const el = await mountBlackjack();
    expect(columns(el, 'hands')).to.deep.equal([
      'handNumber',
      'playerCards',
      'doubled',
      'surrender',
      'totalBets',
      'payout',
    ]);
    expect(cardsIn(cell(el, 'hands', 'playerCards', 0))).to.deep.equal(['AS', 'TD']);
    expect(cardsIn(cell(el, 'hands', 'playerCards', 1))).to.deep.equal(['8C', '3H', 'QS']);
    expect(cell(el, 'hands', 'doubled', 1).textContent).to.equal('Yes');
    expect(cell(el, 'hands', 'surrender', 1).textContent).to.equal('No');
  });

  it('sections appear only if data exists: no dealer cards, no hands', async () => {
    fetchMock.answer({ body: recorded(blackjack, { dealerCards: ' ', hands: [] }) });
    const el = await mountBlackjack();
    expect(sections(el)).to.deep.equal(['bets']);
    expect(shadow(el).querySelectorAll('[part="card"]')).to.have.length(0);
  });
});
