import { expect, html } from '@open-wc/testing';
import '../../../src/widgets/games/elements';
import roulette from './fixtures/roulette.json';
import { mount, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { recorded } from '../../support/fixtures';
import { cell, columns, reportCalls, sections, setUpRounds } from '../../support/games';

const mountRoulette = () =>
  mount(html`<casino-roulette-detail bet-id="R-1" external-game-id="301"></casino-roulette-detail>`);

function badge(el: Element): HTMLElement {
  return cell(el, 'details', 'spinResult').querySelector<HTMLElement>('[part="badge"]')!;
}

describe('roulette details', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('GET /api/report/roulettedetail with query betId', async () => {
    fetchMock.answer({ body: roulette });
    await mountRoulette();
    expect(reportCalls()[0].url.pathname).to.equal('/api/report/roulettedetail');
    expect(reportCalls()[0].url.searchParams.get('betId')).to.equal('R-1');
  });

  it('details table: total bet, total payout, spin result; player-bets table: bet description, amount', async () => {
    fetchMock.answer({ body: roulette });
    const el = await mountRoulette();
    expect(sections(el)).to.deep.equal(['details', 'bets']);
    expect(columns(el, 'details')).to.deep.equal(['totalBet', 'totalPayout', 'spinResult']);
    expect(columns(el, 'bets')).to.deep.equal(['description', 'amount']);
    expect(cell(el, 'details', 'totalPayout').textContent).to.contain('70.00');
    expect(cell(el, 'bets', 'description', 0).textContent).to.equal('Straight up 32');
    expect(cell(el, 'bets', 'amount', 1).textContent).to.contain('13.00');
  });
});

describe('roulette: spin result as a coloured badge (green, red or black)', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('32 is red', async () => {
    fetchMock.answer({ body: roulette });
    const el = await mountRoulette();
    expect(badge(el).textContent).to.equal('32');
    expect(badge(el).dataset.colour).to.equal('red');
    expect(getComputedStyle(badge(el)).backgroundColor).to.equal('rgb(198, 40, 40)');
  });

  it('2 is black', async () => {
    fetchMock.answer({ body: recorded(roulette, { spinResult: 2 }) });
    const el = await mountRoulette();
    expect(badge(el).dataset.colour).to.equal('black');
    expect(getComputedStyle(badge(el)).backgroundColor).to.equal('rgb(33, 33, 33)');
  });

  it('zero is green', async () => {
    fetchMock.answer({ body: recorded(roulette, { spinResult: 0 }) });
    const el = await mountRoulette();
    expect(badge(el).textContent).to.equal('0');
    expect(badge(el).dataset.colour).to.equal('green');
    expect(getComputedStyle(badge(el)).backgroundColor).to.equal('rgb(46, 125, 50)');
  });

  it('the badge colour is themable through --casino-roulette-red', async () => {
    fetchMock.answer({ body: roulette });
    const el = await mountRoulette();
    el.style.setProperty('--casino-roulette-red', 'rgb(1, 2, 3)');
    expect(getComputedStyle(badge(el)).backgroundColor).to.equal('rgb(1, 2, 3)');
  });
});
