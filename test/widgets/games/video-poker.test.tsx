import { expect, html, waitUntil } from '@open-wc/testing';
import '../../../src/widgets/games/elements';
import videoPoker from './fixtures/video-poker.json';
import { mount, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { recorded } from '../../support/fixtures';
import { cardsIn, cell, columns, reportCalls, sectionEl, sections, setUpRounds } from '../../support/games';

const mountVideoPoker = () =>
  mount(html`<casino-video-poker-detail bet-id="VP-1" external-game-id="502"></casino-video-poker-detail>`);

describe('video poker details', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('GET /api/report/videopokerdetail with query betId', async () => {
    fetchMock.answer({ body: videoPoker });
    await mountVideoPoker();
    expect(reportCalls()[0].url.pathname).to.equal('/api/report/videopokerdetail');
    expect(reportCalls()[0].url.searchParams.get('betId')).to.equal('VP-1');
  });

  it('three card groups: dealt cards, held cards (hidden if empty), hand after draw', async () => {
    fetchMock.answer({ body: videoPoker });
    const el = await mountVideoPoker();
    expect(sections(el)).to.deep.equal(['dealt', 'afterDraw', 'details', 'bonus']);
  });

  it('held cards shown when the player held some', async () => {
    fetchMock.answer({ body: recorded(videoPoker, { heldCards: 'AS Joker' }) });
    const el = await mountVideoPoker();
    expect(sections(el)).to.deep.equal(['dealt', 'held', 'afterDraw', 'details', 'bonus']);
    expect(cardsIn(sectionEl(el, 'held'))).to.deep.equal(['AS', '0C']);
  });

  it('the word Joker maps to card 0C; at most 2 jokers per hand', async () => {
    fetchMock.answer({ body: videoPoker });
    const el = await mountVideoPoker();
    expect(cardsIn(sectionEl(el, 'dealt'))).to.deep.equal(['AS', '0C', '9H', '9D', 'KC']);
    expect(cardsIn(sectionEl(el, 'afterDraw'))).to.deep.equal(['AS', '0C', '0C', '9D']);
  });

  it('details table: bet, payout, payout type', async () => {
    fetchMock.answer({ body: videoPoker });
    const el = await mountVideoPoker();
    expect(columns(el, 'details')).to.deep.equal(['bet', 'payout', 'payoutType']);
    expect(cell(el, 'details', 'payoutType').textContent).to.equal('Two Pair');
  });

  it('bonus (double-up) table: round number, dealer cards, player cards (comma-separated), outcome', async () => {
    fetchMock.answer({ body: videoPoker });
    const el = await mountVideoPoker();
    expect(columns(el, 'bonus')).to.deep.equal(['doubleUpRound', 'dealerCards', 'playerCards', 'outcome']);
    expect(cardsIn(cell(el, 'bonus', 'dealerCards', 0))).to.deep.equal(['5C']);
    expect(cardsIn(cell(el, 'bonus', 'playerCards', 0))).to.deep.equal(['9S', 'KD']);
  });

  it('outcome W win, L lose, T tie, translated', async () => {
    fetchMock.answer({ body: videoPoker });
    const el = await mountVideoPoker();
    expect([0, 1, 2].map((row) => cell(el, 'bonus', 'outcome', row).textContent)).to.deep.equal([
      'Win',
      'Tie',
      'Lose',
    ]);
    el.setAttribute('lang', 'zh-CN');
    await waitUntil(() => cell(el, 'bonus', 'outcome', 0).textContent === '赢');
    expect([0, 1, 2].map((row) => cell(el, 'bonus', 'outcome', row).textContent)).to.deep.equal([
      '赢',
      '平',
      '输',
    ]);
  });

  it('the bonus table is optional', async () => {
    fetchMock.answer({ body: recorded(videoPoker, { bonusGameResults: [] }) });
    const el = await mountVideoPoker();
    expect(sections(el)).to.not.include('bonus');
  });
});
