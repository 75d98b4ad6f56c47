/**
 * The language rules of the round views: a view shows its round in the language its page sets (the
 * element's `lang`, else the nearest `lang` around it, up to `<html lang>`), else in the round's; an
 * error in the page's language, else English. A view never changes or saves the console's language,
 * and the partner embed writes nothing to the page's storage unless it carries `remember-language`.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/widgets/game-history-entry';
import '../../../src/widgets/games/elements';
import { language, LANGUAGE_STORAGE_KEY, setLanguage } from '../../../src/core/i18n';
import blackjack from './fixtures/blackjack.json';
import roulette from './fixtures/roulette.json';
import { mount, settled, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { recorded } from '../../support/fixtures';
import { setUpRounds } from '../../support/games';
import { shadow } from '../../support/shadow';

const html_ = document.documentElement;
const pageLang = html_.getAttribute('lang');

function restorePageLang(): void {
  if (pageLang === null) html_.removeAttribute('lang');
  else html_.setAttribute('lang', pageLang);
}

const heading = (el: Element, section: string) =>
  shadow(el).querySelector(`section[data-section="${section}"] h3`)?.textContent;
const errorLine = (el: Element) => shadow(el).querySelector('[part="error"]')?.textContent;
const chineseRoulette = recorded(roulette, { languagecode: 'zh-cn', currency: 'CNY' });
const englishRoulette = recorded(roulette, { languagecode: 'en' });

async function mountHistory(attributes = '', wrapperLang?: string): Promise<HTMLElement> {
  const wrapper = document.createElement('div');
  if (wrapperLang !== undefined) wrapper.setAttribute('lang', wrapperLang);
  wrapper.innerHTML = `<casino-game-history encrypted-id="enc" token="tok" egi="301" ${attributes}></casino-game-history>`;
  const host = await fixture<HTMLElement>(html`<div></div>`);
  host.append(wrapper);
  const el = wrapper.firstElementChild as HTMLElement;
  await settled(el);
  return el;
}

describe('in the console: a round never changes or saves the console language', () => {
  beforeEach(setUpRounds);
  afterEach(async () => {
    restorePageLang();
    await tearDown();
  });

  it('a failed round load (503) in a Chinese console does not switch the console to English; its message is Chinese', async () => {
    html_.setAttribute('lang', 'zh-CN');
    await setLanguage('zh-cn');
    fetchMock.answer({ status: 503, body: { message: 'Service Unavailable' } });
    const el = await mount(
      html`<casino-blackjack-detail bet-id="BJ-1" external-game-id="201"></casino-blackjack-detail>`,
    );
    expect(errorLine(el)).to.equal('请稍后再试');
    expect(language.value).to.equal('zh-cn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).to.equal('zh-cn');
  });

  it('opening a CNY round with no saved language does not switch the console to Chinese; the round shows in English', async () => {
    html_.setAttribute('lang', 'en');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    fetchMock.answer({ body: chineseRoulette });
    const el = await mount(
      html`<casino-roulette-detail bet-id="R-1" external-game-id="301"></casino-roulette-detail>`,
    );
    expect(heading(el, 'details')).to.equal('Details');
    expect(language.value).to.equal('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).to.equal(null);
  });

  it('the round follows the console when it switches language (the page keeps <html lang> in step)', async () => {
    html_.setAttribute('lang', 'en');
    fetchMock.answer({ body: blackjack });
    const el = await mount(
      html`<casino-blackjack-detail bet-id="BJ-1" external-game-id="201"></casino-blackjack-detail>`,
    );
    expect(heading(el, 'dealer')).to.equal('Dealer cards');
    html_.setAttribute('lang', 'zh-CN');
    await setLanguage('zh-cn');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heading(el, 'dealer')).to.equal('庄家牌');
    expect(shadow(el).querySelector('.detail-view')!.getAttribute('lang')).to.equal('zh-CN');
  });
});

describe('the partner embed: the language of the element, else of the page around it, else of the round', () => {
  beforeEach(async () => {
    await setUpRounds();
    localStorage.clear();
  });
  afterEach(async () => {
    restorePageLang();
    await tearDown();
  });

  it('a page that sets no language shows each round in its own language, marked with lang', async () => {
    html_.removeAttribute('lang');
    fetchMock.answer({ body: chineseRoulette });
    const el = await mountHistory();
    expect(heading(el, 'details')).to.equal('详情');
    expect(shadow(el).querySelector('[part="title"]')!.textContent).to.equal('游戏历史');
    expect(shadow(el).querySelector('.detail-view')!.getAttribute('lang')).to.equal('zh-CN');
  });

  it('a partner visitor who met a bad link still sees later Chinese rounds in Chinese', async () => {
    html_.removeAttribute('lang');
    fetchMock.answer({ status: 400, body: { message: 'token expired' } });
    const bad = await mountHistory();
    expect(errorLine(bad)).to.equal('token expired');
    fetchMock.answer({ body: chineseRoulette });
    const later = await mountHistory();
    expect(heading(later, 'details')).to.equal('详情');
    expect(language.value).to.equal('en');
  });

  it("the element's lang attribute sets its language, whatever the round's", async () => {
    html_.setAttribute('lang', 'en');
    fetchMock.answer({ body: englishRoulette });
    const el = await mountHistory('lang="zh-CN"');
    expect(heading(el, 'details')).to.equal('详情');
    expect(shadow(el).querySelector('[part="title"]')!.textContent).to.equal('游戏历史');
  });

  it('else the nearest lang around it: an ancestor with lang="zh", before <html lang="en">', async () => {
    html_.setAttribute('lang', 'en');
    fetchMock.answer({ body: englishRoulette });
    const el = await mountHistory('', 'zh');
    expect(heading(el, 'details')).to.equal('详情');
  });

  it('else <html lang>: a Chinese round on an English page is shown in English', async () => {
    html_.setAttribute('lang', 'en');
    fetchMock.answer({ body: chineseRoulette });
    const el = await mountHistory();
    expect(heading(el, 'details')).to.equal('Details');
    expect(shadow(el).querySelector('.detail-view')!.getAttribute('lang')).to.equal('en');
  });

  it('an empty lang="" on the element means "the page does not choose": the round\'s language', async () => {
    html_.setAttribute('lang', 'en');
    fetchMock.answer({ body: chineseRoulette });
    const el = await mountHistory('lang=""');
    expect(heading(el, 'details')).to.equal('详情');
  });

  it("an error follows the page's language when it sets one, else it is English", async () => {
    html_.setAttribute('lang', 'zh-CN');
    fetchMock.answer({ status: 404, body: { message: 'Not Found' } });
    const chinesePage = await mountHistory();
    expect(errorLine(chinesePage)).to.equal('无数据');
    html_.removeAttribute('lang');
    const noLanguage = await mountHistory();
    expect(errorLine(noLanguage)).to.equal('no data');
  });

  it('writes nothing to the page storage: no casino.language after a Chinese round or an error', async () => {
    html_.removeAttribute('lang');
    fetchMock.answer({ body: chineseRoulette });
    await mountHistory();
    fetchMock.answer({ status: 400, body: { message: 'token expired' } });
    await mountHistory();
    expect(localStorage.length).to.equal(0);
    expect(sessionStorage.length).to.equal(0);
  });

  it("with remember-language the host opts in: the language taken from a round is saved, and a saved one is the page's on the next visit", async () => {
    html_.removeAttribute('lang');
    fetchMock.answer({ body: chineseRoulette });
    await mountHistory('remember-language');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).to.equal('zh-cn');
    fetchMock.answer({ body: englishRoulette });
    const next = await mountHistory('remember-language');
    expect(heading(next, 'details')).to.equal('详情');
    expect(language.value).to.equal('en');
  });
});

describe('the in-app detail elements follow the same rules', () => {
  beforeEach(setUpRounds);
  afterEach(async () => {
    restorePageLang();
    await tearDown();
  });

  it('a detail element with lang="zh-CN" shows its round in Chinese on an English page', async () => {
    html_.setAttribute('lang', 'en');
    fetchMock.answer({ body: blackjack });
    const el = await fixture<HTMLElement>(
      html`<casino-blackjack-detail
        lang="zh-CN"
        bet-id="BJ-1"
        external-game-id="201"
      ></casino-blackjack-detail>`,
    );
    await settled(el, 'ready');
    expect(heading(el, 'dealer')).to.equal('庄家牌');
    expect(language.value).to.equal('en');
  });
});
