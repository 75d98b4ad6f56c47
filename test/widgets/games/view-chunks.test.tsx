/**
 * The detail views' chunks: each element starts its round's request and its view's chunk together,
 * and a chunk that cannot be loaded leaves the element usable. The chunks are replaced here through
 * VIEW_CHUNKS (the test bundle has no real chunks) to hold one back or make it fail.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/widgets/games/elements';
import { VIEW_CHUNKS, resetViewsForTests } from '../../../src/widgets/games/lazy-views';
import blackjack from './fixtures/blackjack.json';
import keno from './fixtures/keno.json';
import { settled, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { reportCalls, setUpRounds } from '../../support/games';
import { shadow as root } from '../../support/shadow';

const original = { ...VIEW_CHUNKS };

describe('render as you fetch: the round and the view chunk are loaded side by side', () => {
  beforeEach(async () => {
    await setUpRounds();
    resetViewsForTests();
  });
  afterEach(async () => {
    Object.assign(VIEW_CHUNKS, original);
    resetViewsForTests();
    await tearDown();
  });

  it("the round's request goes out while the view's chunk is still loading; the round shows once both are in", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    VIEW_CHUNKS.blackjack = () => held.then(original.blackjack);
    fetchMock.answer({ body: blackjack });
    const el = await fixture<HTMLElement>(
      html`<casino-game-history encrypted-id="enc==" token="tok" egi="201"></casino-game-history>`,
    );
    await waitUntil(() => reportCalls().length === 1, 'the round was not requested while the chunk was held');
    expect(reportCalls()[0].url.pathname).to.equal('/api/report/gamedetail');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root(el).querySelector('[data-state]')!.getAttribute('data-state')).to.equal('loading');
    expect(root(el).querySelector('[part="card"]')).to.equal(null);

    release();
    await settled(el, 'ready');
    expect(root(el).querySelectorAll('[data-section="dealer"] [part="card"]').length).to.be.above(0);
    expect(reportCalls()).to.have.length(1);
  });

  it('an error answer shows at once, without waiting for the view chunk', async () => {
    VIEW_CHUNKS.blackjack = () => new Promise(() => undefined);
    fetchMock.answer({ status: 404 });
    const el = await fixture<HTMLElement>(
      html`<casino-game-history encrypted-id="enc==" token="tok" egi="201"></casino-game-history>`,
    );
    await settled(el, 'error');
    expect(root(el).querySelector('[part="error"]')!.textContent).to.equal('no data');
  });

  it('a view whose chunk cannot be loaded shows the generic error message; a later element of that kind loads it again', async () => {
    let offline = true;
    VIEW_CHUNKS.keno = () => (offline ? Promise.reject(new Error('offline')) : original.keno());
    const logged: unknown[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      fetchMock.answer({ body: keno });
      const first = await fixture<HTMLElement>(html`<casino-keno-detail bet-id="K-1"></casino-keno-detail>`);
      await waitUntil(() => root(first).querySelector('[data-reason="view-unavailable"]'), 'no error shown');
      expect(root(first).querySelector('[part="error"]')!.textContent).to.equal(
        'Something went wrong. Please try again later.',
      );
      expect(logged.length).to.be.above(0);

      offline = false;
      const second = await fixture<HTMLElement>(html`<casino-keno-detail bet-id="K-2"></casino-keno-detail>`);
      await settled(second, 'ready');
      expect(root(second).querySelector('table')).to.not.equal(null);
    } finally {
      console.error = consoleError;
    }
  });
});
