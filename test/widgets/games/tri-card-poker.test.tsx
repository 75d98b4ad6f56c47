import { expect, html } from '@open-wc/testing';
import '../../../src/widgets/games/elements';
import triCard from './fixtures/tri-card-poker.json';
import { mount, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { recorded } from '../../support/fixtures';
import { cardsIn, cell, columns, reportCalls, sectionEl, sections, setUpRounds } from '../../support/games';

const mountTriCard = () =>
  mount(
    html`<casino-tri-card-poker-detail bet-id="T-1" external-game-id="701"></casino-tri-card-poker-detail>`,
  );

describe('tri-card poker details', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('GET /api/report/tricardpokerdetail with query betId', async () => {
    fetchMock.answer({ body: triCard });
    await mountTriCard();
    expect(reportCalls()[0].url.pathname).to.equal('/api/report/tricardpokerdetail');
  });

  it('player cards and dealer cards', async () => {
    fetchMock.answer({ body: triCard });
    const el = await mountTriCard();
    expect(sections(el)).to.deep.equal(['player', 'dealer', 'bets', 'payouts']);
    expect(cardsIn(sectionEl(el, 'player'))).to.deep.equal(['QS', 'QH', '4C']);
    expect(cardsIn(sectionEl(el, 'dealer'))).to.deep.equal(['KD', '8S', '2H']);
  });

  it('bets table: action (raise or fold), ante bet, raise bet, pair plus bet, bonus bet', async () => {
    fetchMock.answer({ body: triCard });
    const el = await mountTriCard();
    expect(columns(el, 'bets')).to.deep.equal(['action', 'anteBet', 'raiseBet', 'pairPlusBet', 'bonusBet']);
    expect(cell(el, 'bets', 'action').textContent).to.equal('Raise');
  });

  it('a fold is shown as fold', async () => {
    fetchMock.answer({ body: recorded(triCard, { action: 'fold', raiseBet: 0 }) });
    const el = await mountTriCard();
    expect(cell(el, 'bets', 'action').textContent).to.equal('Fold');
  });

  it('payouts table: pay ante, pay raise, pay pair plus, pay bonus', async () => {
    fetchMock.answer({ body: triCard });
    const el = await mountTriCard();
    expect(columns(el, 'payouts')).to.deep.equal(['payAnte', 'payRaise', 'payPairPlus', 'payBonus']);
    expect(cell(el, 'payouts', 'payPairPlus').textContent).to.contain('2.00');
  });
});
