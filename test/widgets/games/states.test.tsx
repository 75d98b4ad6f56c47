import { expect, html } from '@open-wc/testing';
import { setLanguage } from '../../../src/core/i18n';
import '../../../src/widgets/games/elements';
import blackjack from './fixtures/blackjack.json';
import external from './fixtures/external.json';
import roulette from './fixtures/roulette.json';
import { mount, settled, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { recorded } from '../../support/fixtures';
import { reportCalls, setUpRounds } from '../../support/games';
import { shadow } from '../../support/shadow';

const mountBlackjack = () =>
  mount(html`<casino-blackjack-detail bet-id="BJ-9" external-game-id="201"></casino-blackjack-detail>`);

function errorLine(el: Element): HTMLElement | null {
  return shadow(el).querySelector<HTMLElement>('[part="error"]');
}

describe('the error catalogue: on a failed detail load the HTTP status decides the message, shown centered, and the content is hidden', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it("400: 'token expired'", async () => {
    fetchMock.answer({ status: 400, body: { message: 'Token expired' } });
    const el = await mountBlackjack();
    expect(errorLine(el)!.textContent).to.equal('token expired');
    expect(getComputedStyle(errorLine(el)!).textAlign).to.equal('center');
    expect(shadow(el).querySelector('table')).to.equal(null);
    expect(shadow(el).querySelector('section')).to.equal(null);
  });

  it("404: 'no data'", async () => {
    fetchMock.answer({ status: 404 });
    const el = await mountBlackjack();
    expect(errorLine(el)!.textContent).to.equal('no data');
    expect(shadow(el).querySelector('section')).to.equal(null);
  });

  it("any other status (500): 'try again later'", async () => {
    fetchMock.answer({ status: 500, body: { message: 'boom' } });
    const el = await mountBlackjack();
    expect(errorLine(el)!.textContent).to.equal('try again later');
    expect(shadow(el).querySelector('section')).to.equal(null);
  });
});

describe('external-report: an embedded frame of globalGameDetailsUrl when gamesHistoryReportProviderId is 1', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('shows only the frame, 450 px high, sandboxed', async () => {
    fetchMock.answer({ body: external });
    const el = await mountBlackjack();
    const frame = shadow(el).querySelector<HTMLIFrameElement>('iframe[part="frame"]')!;
    expect(frame.getAttribute('src')).to.equal('https://global-reports.example/round/abc');
    expect(frame.getBoundingClientRect().height).to.equal(450);
    expect(frame.getAttribute('sandbox')).to.contain('allow-scripts');
    expect(frame.getAttribute('sandbox')).to.contain('allow-same-origin');
    expect(shadow(el).querySelector('table')).to.equal(null);
  });

  it('a frame on another origin keeps its own origin; a same-origin frame never gets allow-same-origin', async () => {
    fetchMock.answer({ body: recorded(external, { globalGameDetailsUrl: `${location.origin}/round/1` }) });
    const el = await mountBlackjack();
    const frame = shadow(el).querySelector<HTMLIFrameElement>('iframe[part="frame"]')!;
    expect(frame.getAttribute('sandbox')).to.not.contain('allow-same-origin');
    expect(frame.getAttribute('sandbox')).to.contain('allow-scripts');
  });

  it('provider 0 (or any value other than 1) shows the in-casino tables, no frame', async () => {
    fetchMock.answer({
      body: recorded(blackjack, {
        gamesHistoryReportProviderId: 2,
        globalGameDetailsUrl: 'https://x.example/',
      }),
    });
    const el = await mountBlackjack();
    expect(shadow(el).querySelector('iframe')).to.equal(null);
    expect(shadow(el).querySelector('table')).to.not.equal(null);
  });

  it('only http(s) addresses are framed: a javascript: address gives the error line, no frame', async () => {
    fetchMock.answer({ body: recorded(external, { globalGameDetailsUrl: 'javascript:alert(1)' }) });
    const el = await mountBlackjack();
    expect(shadow(el).querySelector('iframe')).to.equal(null);
    expect(errorLine(el)!.textContent).to.equal('try again later');
  });

  it('a new row resets the external-frame flag to false and reloads the detail', async () => {
    fetchMock.answer((call) => ({
      status: 200,
      body: call.url.searchParams.get('betId') === 'BJ-9' ? external : blackjack,
    }));
    const el = await mountBlackjack();
    expect(shadow(el).querySelector('iframe')).to.not.equal(null);
    el.setAttribute('bet-id', 'BJ-10');
    await settled(el, 'ready');
    expect(shadow(el).querySelector('iframe')).to.equal(null);
    expect(shadow(el).querySelector('table')).to.not.equal(null);
    expect(reportCalls().map((c) => c.url.searchParams.get('betId'))).to.deep.equal(['BJ-9', 'BJ-10']);
  });
});

describe('amounts are formatted by the round currency classification and the current language', () => {
  beforeEach(setUpRounds);
  afterEach(async () => {
    await setLanguage('en');
    await tearDown();
  });

  it('a Thousands-classified KRW amount gets the k suffix', async () => {
    fetchMock.answer({ body: recorded(roulette, { currency: 'KRW', totalBet: 15 }) });
    const el = await mount(html`<casino-roulette-detail bet-id="R-4"></casino-roulette-detail>`);
    const text = shadow(el).querySelector('td[data-column="totalBet"]')!.textContent ?? '';
    expect(text).to.match(/k/);
  });
});
