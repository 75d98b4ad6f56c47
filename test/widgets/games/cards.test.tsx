import { expect, html } from '@open-wc/testing';
import '../../../src/widgets/games/elements';
import blackjack from './fixtures/blackjack.json';
import { mount, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { recorded } from '../../support/fixtures';
import { sectionEl, setUpRounds } from '../../support/games';

const mountBlackjack = () =>
  mount(html`<casino-blackjack-detail bet-id="BJ-1" external-game-id="201"></casino-blackjack-detail>`);

describe('playing cards: a single card is drawn from a sprite sheet of 14 columns by 4 rows', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('every card carries part="card" and data-card, drawn from the sprite on the image CDN', async () => {
    fetchMock.answer({ body: blackjack });
    const el = await mountBlackjack();
    const card = sectionEl(el, 'dealer').querySelector<HTMLElement>('[part="card"][data-card="KS"]')!;
    const style = getComputedStyle(card);
    expect(style.backgroundImage).to.equal('url("https://cdn.test/cards/sprite.svg")');
    expect(style.backgroundSize).to.equal('1400% 400%');
    // K is column 12 of 0..13, S is row 3 of 0..3
    expect(card.style.backgroundPosition).to.equal('92.3077% 100%');
  });

  it('card width is 0.75 of its height', async () => {
    fetchMock.answer({ body: blackjack });
    const el = await mountBlackjack();
    const rect = sectionEl(el, 'dealer').querySelector('[part="card"]')!.getBoundingClientRect();
    expect(rect.width / rect.height).to.equal(0.75);
  });
});

describe('a card stack draws cards overlapped; each stacked card shows a quarter of its width', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  it('each card starts a quarter card width after the previous one', async () => {
    fetchMock.answer({ body: blackjack });
    const el = await mountBlackjack();
    const cards = [...sectionEl(el, 'dealer').querySelectorAll('[part="card"]')].map((c) =>
      c.getBoundingClientRect(),
    );
    expect(cards).to.have.length(3);
    expect(cards[1].left - cards[0].left).to.equal(9);
    expect(cards[2].left - cards[1].left).to.equal(9);
    const stack = sectionEl(el, 'dealer').querySelector('[part="cards"]')!.getBoundingClientRect();
    expect(stack.width).to.equal(36 + 9 + 9);
  });
});

describe('each card has an accessible name in the interface language; an unknown code is a marked unknown card', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  const dealer = (dealerCards: string, lang = 'en') => {
    fetchMock.answer({ body: recorded(blackjack, { dealerCards }) });
    return mount(
      html`<casino-blackjack-detail
        lang=${lang}
        bet-id="BJ-1"
        external-game-id="201"
      ></casino-blackjack-detail>`,
    );
  };
  const names = (el: Element) =>
    [...sectionEl(el, 'dealer').querySelectorAll('[part="card"]')].map((card) => [
      card.getAttribute('role'),
      card.getAttribute('aria-label'),
    ]);

  it('"Ace of spades", "Ten of hearts", "Queen of clubs", "Joker" in English', async () => {
    const el = await dealer('AS TH QC 0C');
    expect(names(el)).to.deep.equal([
      ['img', 'Ace of spades'],
      ['img', 'Ten of hearts'],
      ['img', 'Queen of clubs'],
      ['img', 'Joker'],
    ]);
  });

  it('"黑桃A", "红心10", "梅花Q", "方块7" in Chinese', async () => {
    const el = await dealer('AS TH QC 7D', 'zh-CN');
    expect(names(el).map(([, name]) => name)).to.deep.equal(['黑桃A', '红心10', '梅花Q', '方块7']);
  });

  it('an unknown code is drawn as a marked unknown card with its code, never a blank white card', async () => {
    const el = await dealer('AS XX 1S');
    const unknown = [...sectionEl(el, 'dealer').querySelectorAll<HTMLElement>('[part="card"][data-unknown]')];
    expect(unknown.map((card) => card.getAttribute('data-card'))).to.deep.equal(['XX', '1S']);
    expect(unknown[0].getAttribute('aria-label')).to.equal('Unknown card XX');
    expect(unknown[0].textContent).to.contain('XX');
    expect(getComputedStyle(unknown[0]).borderStyle).to.equal('dashed');
    expect(getComputedStyle(unknown[0]).backgroundImage).to.contain('repeating-linear-gradient');
  });
});
