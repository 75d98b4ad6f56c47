import { expect, html } from '@open-wc/testing';
import '../../../src/widgets/games/elements';
import blackjack from './fixtures/blackjack.json';
import {
  answerAll,
  calls,
  cardsIn,
  cell,
  columns,
  mountSettled,
  recorded,
  root,
  sectionEl,
  sections,
  setUp,
  tearDown,
} from './helpers';

const mountBlackjack = () =>
  mountSettled(
    html`<casino-blackjack-detail bet-id="BJ-1" external-game-id="201"></casino-blackjack-detail>`,
  );

describe('blackjack details', () => {
  beforeEach(setUp);
  afterEach(tearDown);

  it('GET /api/report/blackjackdetail with query betId (no language)', async () => {
    answerAll(200, blackjack);
    await mountBlackjack();
    expect(calls[0].method).to.equal('GET');
    expect(calls[0].url.pathname).to.equal('/api/report/blackjackdetail');
    expect(calls[0].url.searchParams.get('betId')).to.equal('BJ-1');
    expect(calls[0].url.searchParams.has('language')).to.equal(false);
  });

  it('shows dealer cards, the player-bets table and the hands table', async () => {
    answerAll(200, blackjack);
    const el = await mountBlackjack();
    expect(sections(el)).to.deep.equal(['dealer', 'bets', 'hands']);
  });

  it('dealer cards as a card stack of height 48 (space-separated codes, empty items dropped)', async () => {
    answerAll(200, blackjack);
    const el = await mountBlackjack();
    const dealer = sectionEl(el, 'dealer');
    expect(cardsIn(dealer)).to.deep.equal(['KS', '7H', '9D']);
    const card = dealer.querySelector<HTMLElement>('[part="card"]')!;
    expect(card.getBoundingClientRect().height).to.equal(48);
    expect(card.getBoundingClientRect().width).to.equal(36);
  });

  it('player-bets columns shown: bet, insurance (yes/no), insurance payout, side bet, side bet payout; the bonus columns are defined but not displayed', async () => {
    answerAll(200, blackjack);
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
    answerAll(200, blackjack);
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
    answerAll(200, recorded(blackjack, { dealerCards: ' ', hands: [] }));
    const el = await mountBlackjack();
    expect(sections(el)).to.deep.equal(['bets']);
    expect(root(el).querySelectorAll('[part="card"]')).to.have.length(0);
  });
});
