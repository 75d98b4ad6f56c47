import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/widgets/game-history-entry';
import { configure as configureFromEntry } from '../../../src/widgets/game-history-entry';
import blackjack from './fixtures/blackjack.json';
import cardGame from './fixtures/card-game-32.json';
import crashGame from './fixtures/crash-game.json';
import keno from './fixtures/keno.json';
import roulette from './fixtures/roulette.json';
import slot from './fixtures/slot-full.json';
import triCard from './fixtures/tri-card-poker.json';
import videoPoker from './fixtures/video-poker.json';
import { TEST_CONFIG } from '../../support/config';
import { settled, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { recorded } from '../../support/fixtures';
import { reportCalls, setUpRounds } from '../../support/games';
import { shadow } from '../../support/shadow';

async function mountHistory(egi: string) {
  const el = await fixture<HTMLElement>(
    html`<casino-game-history encrypted-id="enc%2Fid==" token="tok-1" egi=${egi}></casino-game-history>`,
  );
  await settled(el);
  return el;
}

describe('public game-history page', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it("the page title is 'Game History'", async () => {
    fetchMock.answer({ body: blackjack });
    const el = await mountHistory('201');
    expect(shadow(el).querySelector('[part="title"]')!.textContent).to.equal('Game History');
  });

  it('POST with JSON body {encryptedLink, token} to the slot gamedetail path', async () => {
    fetchMock.answer({ body: blackjack });
    await mountHistory('201');
    expect(reportCalls()).to.have.length(1);
    expect(reportCalls()[0].method).to.equal('POST');
    expect(reportCalls()[0].url.href).to.equal('https://report.test/api/report/gamedetail');
    expect(reportCalls()[0].body).to.deep.equal({ encryptedLink: 'enc%2Fid==', token: 'tok-1' });
  });

  const picks: Array<[string, string, unknown]> = [
    ['101', 'slot', slot],
    ['201', 'blackjack', blackjack],
    ['302', 'roulette', roulette],
    ['401', 'keno', keno],
    ['502', 'videoPoker', videoPoker],
    ['701', 'triCardPoker', triCard],
    ['1', 'cardGames', cardGame],
    ['601', 'crashGames', crashGame],
  ];
  for (const [egi, kind, response] of picks) {
    it(`the external game id is matched against the configured lists: egi ${egi} shows the ${kind} view`, async () => {
      fetchMock.answer({ body: response });
      const el = await mountHistory(egi);
      expect(shadow(el).querySelector('[data-state]')!.getAttribute('data-kind')).to.equal(kind);
      expect(shadow(el).querySelector('[data-state]')!.getAttribute('data-state')).to.equal('ready');
    });
  }

  it('a game id the configuration does not list still opens its round, in the view its answer names', async () => {
    configureFromEntry({
      ...TEST_CONFIG,
      gameTypes: { ...TEST_CONFIG.gameTypes, cardGames: '', crashGames: '' },
    });
    fetchMock.answer({ body: crashGame });
    const el = await mountHistory('601');
    expect(reportCalls()).to.have.length(1);
    expect(shadow(el).querySelector('.detail-view')!.getAttribute('data-kind')).to.equal('crashGames');
    expect(shadow(el).querySelector('section[data-section="bets"]')).to.not.equal(null);
  });

  it('a link whose egi names another kind shows the round of its answer: a blackjack round opened with egi=301 is blackjack, never a roulette view of dashes', async () => {
    fetchMock.answer({ body: recorded(blackjack, { round: { kind: 'blackjack', externalGameId: 201 } }) });
    const el = await mountHistory('301');
    const view = shadow(el).querySelector('.detail-view')!;
    expect(view.getAttribute('data-kind')).to.equal('blackjack');
    expect(shadow(el).querySelector('[part="badge"]')).to.equal(null);
    expect(shadow(el).querySelectorAll('[data-section="dealer"] [part="card"]').length).to.be.greaterThan(0);
  });

  it('an answer of a service that does not say its kind is told by its own fields (no round: the dealer cards say blackjack)', async () => {
    fetchMock.answer({ body: blackjack });
    const el = await mountHistory('301');
    expect(shadow(el).querySelector('.detail-view')!.getAttribute('data-kind')).to.equal('blackjack');
  });

  it('an answer whose kind cannot be told is a clear error, never a view of dashes', async () => {
    fetchMock.answer({ body: { gamesHistoryReportProviderId: 0, languagecode: 'en', currency: 'USD' } });
    const el = await mountHistory('301');
    expect(shadow(el).querySelector('[part="error"]')!.textContent).to.equal(
      'This round cannot be shown: its data is not a round of any game the views know.',
    );
    expect(shadow(el).querySelector('table')).to.equal(null);
  });

  it('reads id, token and egi from the page query when the attributes are absent', async () => {
    const before = location.href;
    history.replaceState(null, '', `${location.pathname}?id=q-enc&token=q-tok&egi=301`);
    try {
      fetchMock.answer({ body: roulette });
      const el = await fixture<HTMLElement>(html`<casino-game-history></casino-game-history>`);
      await settled(el);
      expect(reportCalls()[0].body).to.deep.equal({ encryptedLink: 'q-enc', token: 'q-tok' });
      expect(shadow(el).querySelector('[data-kind="roulette"]')).to.not.equal(null);
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it("an expired link shows 'token expired'", async () => {
    fetchMock.answer({ status: 400 });
    const el = await mountHistory('201');
    expect(shadow(el).querySelector('[part="error"]')!.textContent).to.equal('token expired');
  });

  it('a link without id or token says it is incomplete', async () => {
    const el = await fixture<HTMLElement>(html`<casino-game-history egi="201"></casino-game-history>`);
    await settled(el);
    expect(shadow(el).querySelector('[data-reason="incomplete-link"]')).to.not.equal(null);
    expect(reportCalls()).to.have.length(0);
  });
});
