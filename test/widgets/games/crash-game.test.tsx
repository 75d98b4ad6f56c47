import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/widgets/games/elements';
import crashGame from './fixtures/crash-game.json';
import { settled, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { cell, columns, reportCalls, sections, setUpRounds } from '../../support/games';
import { shadow } from '../../support/shadow';

describe('game family 36 details', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('a table of bets (bet id, bet amount, payout, cashout), shown only once data is ready', async () => {
    // hold the answer until released: the view shows loading and no table meanwhile
    const answer = fetchMock.hold();
    fetchMock.answer(() => ({ status: 200, body: crashGame }));
    const el = await fixture<HTMLElement>(
      html`<casino-crash-game-detail bet-id="X-1" external-game-id="601"></casino-crash-game-detail>`,
    );
    await waitUntil(() => shadow(el).querySelector('[data-state="loading"]'), 'the view shows loading');
    expect(shadow(el).querySelector('table')).to.equal(null);
    answer.release();
    await settled(el, 'ready');
    expect(reportCalls()[0].url.pathname).to.equal('/api/report/crashgamesdetail');
    expect(sections(el)).to.deep.equal(['bets']);
    expect(columns(el, 'bets')).to.deep.equal(['betid', 'bet', 'payout', 'cashout']);
    expect(cell(el, 'bets', 'betid', 0).textContent).to.equal('C-1');
    expect(cell(el, 'bets', 'payout', 0).textContent).to.contain('12.50');
    expect(cell(el, 'bets', 'cashout', 0).textContent).to.equal('2.50x');
    expect(cell(el, 'bets', 'cashout', 1).textContent).to.equal('—');
  });
});
