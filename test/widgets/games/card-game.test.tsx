import { expect, html } from '@open-wc/testing';
import '../../../src/widgets/games/elements';
import cardGame32 from './fixtures/card-game-32.json';
import cardGameSingle from './fixtures/card-game-single.json';
import { mount, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { cardsIn, cell, columns, reportCalls, sectionEl, sections, setUpRounds } from '../../support/games';
import { shadow } from '../../support/shadow';

const mountCardGame = () =>
  mount(html`<casino-card-game-detail bet-id="CG-1" external-game-id="1"></casino-card-game-detail>`);

describe('game family 35 details', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('GET /api/report/cardgamesdetail with query betId', async () => {
    fetchMock.answer({ body: cardGame32 });
    await mountCardGame();
    expect(reportCalls()[0].url.pathname).to.equal('/api/report/cardgamesdetail');
    expect(reportCalls()[0].url.searchParams.get('betId')).to.equal('CG-1');
  });

  it('game-result table: bet name, bet amount, payout amount, bet type (main bet or side bet)', async () => {
    fetchMock.answer({ body: cardGame32 });
    const el = await mountCardGame();
    expect(sections(el)).to.deep.equal(['spots', 'hands']);
    expect(columns(el, 'spots')).to.deep.equal(['betName', 'bet', 'payout', 'betType']);
    expect(cell(el, 'spots', 'betType', 0).textContent).to.equal('Main bet');
    expect(cell(el, 'spots', 'betType', 1).textContent).to.equal('Side bet');
  });

  it('dealt-cards table: hand description, total score (some hand totals non-zero), cards in a stack of height 60', async () => {
    fetchMock.answer({ body: cardGame32 });
    const el = await mountCardGame();
    expect(columns(el, 'hands')).to.deep.equal(['handDescription', 'total', 'cards']);
    // AS 14 + KD 13 + 8 = 35; QC 12 + 7H 7 + 9 = 28
    expect(cell(el, 'hands', 'total', 0).textContent).to.equal('35');
    expect(cell(el, 'hands', 'total', 1).textContent).to.equal('28');
    expect(cardsIn(cell(el, 'hands', 'cards', 1))).to.deep.equal(['QC', '7H']);
    const card = cell(el, 'hands', 'cards', 0).querySelector<HTMLElement>('[part="card"]')!;
    expect(card.getBoundingClientRect().height).to.equal(60);
  });

  it("the heading says plural 'dealt cards' when some hand has more than one card", async () => {
    fetchMock.answer({ body: cardGame32 });
    const el = await mountCardGame();
    expect(sectionEl(el, 'hands').querySelector('h3')!.textContent).to.equal('Dealt cards');
  });

  it("the heading says singular 'dealt card' if every hand has exactly one card; no total column when every hand totals zero", async () => {
    fetchMock.answer({ body: cardGameSingle });
    const el = await mountCardGame();
    expect(sectionEl(el, 'hands').querySelector('h3')!.textContent).to.equal('Dealt card');
    expect(columns(el, 'hands')).to.deep.equal(['handDescription', 'cards']);
    expect(cardsIn(shadow(el))).to.deep.equal(['9S', '4D']);
  });
});
