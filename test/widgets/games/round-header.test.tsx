/**
 * The round header of every view (a player and an operator can tell which round they look at): the
 * game named in the view's language, the round and bet ids, the date and time, the currency, the
 * round's bet and payout; a missing value is a dash, never a coloured badge or a zero; an empty round
 * says so; an external provider's report says whose page it is and links out to it.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import { html } from 'lit';
import { DETAIL_KINDS } from '../../../src/core/games/game-types';
import type { DetailKind } from '../../../src/core/games/types';
import '../../../src/widgets/games/elements';
import { DETAIL_TAGS } from '../../../src/widgets/games/lazy-views';
import external from './fixtures/external.json';
import recordedDetails from './fixtures/recorded/details.json';
import roulette from './fixtures/roulette.json';
import slot from './fixtures/slot-full.json';
import { mount, settled, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { recorded } from '../../support/fixtures';
import { setUpRounds } from '../../support/games';
import { shadow } from '../../support/shadow';

interface Recorded {
  file: string;
  kind: string;
  betId: string;
  externalGameId: number;
  response: { round: Record<string, unknown> };
}

const fact = (el: Element, id: string) =>
  shadow(el).querySelector(`[part="round-header"] [data-fact="${id}"] dd`)?.textContent;
const gameName = (el: Element) => shadow(el).querySelector('[part="game-name"]')?.textContent;

async function mountRound(row: Recorded, lang?: string): Promise<HTMLElement> {
  fetchMock.answer({ body: row.response });
  const tag = unsafeStatic(DETAIL_TAGS[row.kind as DetailKind]);
  const el = await fixture<HTMLElement>(
    staticHtml`<${tag} lang=${lang ?? 'en'} bet-id=${row.betId} external-game-id=${row.externalGameId}></${tag}>`,
  );
  await settled(el, 'ready');
  return el;
}

describe('a round header on every view: game, round, bet, date and time, currency, total bet and payout', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  for (const kind of DETAIL_KINDS) {
    it(`${kind}: the header of the round the server sent`, async () => {
      const row = (recordedDetails as Recorded[]).find((r) => r.kind === kind)!;
      const round = row.response.round;
      const el = await mountRound(row);
      expect(gameName(el)).to.equal(round.gameName);
      expect(fact(el, 'roundId')).to.equal(round.roundId);
      expect(fact(el, 'betId')).to.equal(row.betId);
      expect(fact(el, 'dateTime')).to.match(
        /^\d\d\/\d\d\/\d\d \d\d:\d\d \((UTC|GMT[+-][0-9:]+|[A-Z]{2,5})\)$/,
      );
      expect(fact(el, 'currency')).to.equal(round.currency);
      expect(fact(el, 'betAmount')).to.match(/\d/);
      expect(fact(el, 'payout')).to.match(/\d/);
    });
  }

  it('the game is named in the view language (the casino game strings), whatever language the round came in', async () => {
    fetchMock.addRoute('GET /api/localization/game_strings/*', (call) => ({
      body: call.url.pathname.endsWith('/zh-cn.json')
        ? { app: { games: { names: { '101': '金莲花' } } } }
        : {},
    }));
    const row = (recordedDetails as Recorded[]).find((r) => r.file === 'slot-101')!;
    const el = await mountRound(row, 'zh-CN');
    expect(gameName(el)).to.equal('金莲花');
    expect(shadow(el).querySelector('[data-fact="betAmount"] dt')!.textContent).to.equal('总投注');
  });

  it('switching the page language in place names the game in the new language', async () => {
    fetchMock.addRoute('GET /api/localization/game_strings/*', (call) => ({
      body: call.url.pathname.endsWith('/zh-cn.json')
        ? { app: { games: { names: { '101': '金莲花' } } } }
        : {},
    }));
    const row = (recordedDetails as Recorded[]).find((r) => r.file === 'slot-101')!;
    const el = await mountRound(row, 'en');
    expect(gameName(el)).to.equal('Golden Lotus');
    el.setAttribute('lang', 'zh-CN');
    await waitUntil(() => gameName(el) === '金莲花', `the game stayed ${gameName(el)}`);
  });

  it('a service that sends no round: the header reads what the answer carries; what it lacks is a dash', async () => {
    fetchMock.answer({ body: recorded(slot, { round: undefined }) });
    const el = await mount(
      html`<casino-slot-detail bet-id="S-1" external-game-id="101"></casino-slot-detail>`,
    );
    expect(fact(el, 'currency')).to.equal('USD');
    expect(fact(el, 'roundId')).to.equal('—');
    expect(fact(el, 'betAmount')).to.equal('—');
    expect(gameName(el)).to.equal('Slot');
  });

  it('an empty slot round says so below its header', async () => {
    fetchMock.answer({
      body: {
        ...recorded(slot),
        lines: [],
        scatters: [],
        bonusgameinfo: [],
        featureguaranteeinfo: [],
        wheelinfos: [],
        spinnotes: '',
        sidebet: null,
      },
    });
    const el = await mount(
      html`<casino-slot-detail bet-id="S-2" external-game-id="101"></casino-slot-detail>`,
    );
    expect(shadow(el).querySelector('[part="empty"]')!.textContent).to.equal(
      'Nothing was recorded for this round beyond its bet and payout.',
    );
    expect(shadow(el).querySelector('[part="round-header"]')).to.not.equal(null);
  });

  it('a roulette round without a spin result shows a dash, never a green badge that reads as zero', async () => {
    fetchMock.answer({ body: recorded(roulette, { spinResult: null }) });
    const el = await mount(
      html`<casino-roulette-detail bet-id="R-1" external-game-id="301"></casino-roulette-detail>`,
    );
    const cell = shadow(el).querySelector('td[data-column="spinResult"]')!;
    expect(cell.textContent).to.equal('—');
    expect(cell.querySelector('[part="badge"]')).to.equal(null);
  });

  it('an MBT amount keeps its text (m₿1.00, copied and read aloud) and draws the ₿ from the image CDN, in the text colour', async () => {
    fetchMock.answer({ body: recorded(roulette, { currency: 'MBT', totalBet: 1 }) });
    const el = await mount(
      html`<casino-roulette-detail bet-id="R-2" external-game-id="301"></casino-roulette-detail>`,
    );
    const cell = shadow(el).querySelector('td[data-column="totalBet"]')!;
    expect(cell.textContent).to.equal('m₿1.00');
    const glyph = cell.querySelector<HTMLElement>('[part="glyph"]')!;
    expect(glyph.textContent).to.equal('₿');
    const style = getComputedStyle(glyph);
    expect(style.maskImage).to.equal('url("https://cdn.test/glyphs/bitcoin.svg")');
    expect(style.webkitTextFillColor).to.equal('rgba(0, 0, 0, 0)');
    expect(style.backgroundColor).to.equal(style.color);
  });

  it("an external provider's report says whose page it is and links out to it in a new tab, under the round header", async () => {
    fetchMock.answer({ body: external });
    const el = await mount(
      html`<casino-blackjack-detail bet-id="BJ-9" external-game-id="201"></casino-blackjack-detail>`,
    );
    await settled(el, 'external');
    const link = shadow(el).querySelector<HTMLAnchorElement>('[part="external-link"]')!;
    expect(link.href).to.equal('https://global-reports.example/round/abc');
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.contain('noopener');
    expect(shadow(el).querySelector('[part="external-note"]')!.textContent).to.contain('game’s provider');
    expect(shadow(el).querySelector('[part="frame"]')).to.not.equal(null);
  });
});
