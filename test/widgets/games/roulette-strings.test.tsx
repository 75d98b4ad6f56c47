/**
 * Roulette names its bets with the casino's game strings: the round is shown only once those of the
 * interface language have arrived (or failed), so a bet is never painted with its untranslated name
 * first. Its own file: the game strings are fetched once per language and page.
 */
import { expect, html, waitUntil } from '@open-wc/testing';
import '../../../src/widgets/games/elements';
import roulette from './fixtures/roulette.json';
import { mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { cell } from '../../support/games';
import { $ } from '../../support/shadow';

describe('roulette waits for the game strings of its language', () => {
  beforeEach(setUp);
  afterEach(tearDown);

  it('the round shows loading until the game strings are in, then its bets by their translated names', async () => {
    fetchMock.addRoute('GET /api/localization/game_strings/*', {
      body: { 'Straight up 32': 'Straight on 32 (casino name)' },
    });
    const strings = fetchMock.hold('GET /api/localization/game_strings/*');
    fetchMock.answer({ body: roulette });
    const el = await mount(
      html`<casino-roulette-detail bet-id="R-1" external-game-id="301"></casino-roulette-detail>`,
      'loading',
    );
    await waitUntil(() => strings.waiting > 0, 'the game strings are asked for');
    // the round's answer is in, the strings are not: still loading, no bet painted
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($(el, '[data-state]')?.getAttribute('data-state')).to.equal('loading');
    expect($(el, 'section[data-section="bets"]')).to.equal(null);

    strings.release();
    await waitUntil(() => $(el, 'section[data-section="bets"]'), 'the bets are shown');
    expect(cell(el, 'bets', 'description', 0).textContent).to.equal('Straight on 32 (casino name)');
  });
});
