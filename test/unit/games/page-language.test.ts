import { afterEach, describe, expect, it } from 'vitest';
import {
  hostLanguageOf,
  langTagOf,
  languageOfTag,
  nearestLangTag,
  rememberRoundLanguage,
} from '../../../src/core/games/page-language';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  localStorage.clear();
});

function element(markup: string): Element {
  document.body.innerHTML = markup;
  return document.querySelector('casino-game-history')!;
}

describe("the page's language of a round view: the element's lang, else the nearest lang around it, else none", () => {
  it("the element's own lang first", () => {
    document.documentElement.lang = 'en';
    expect(
      hostLanguageOf(
        element('<div lang="en"><casino-game-history lang="zh-CN"></casino-game-history></div>'),
      ),
    ).toBe('zh-cn');
  });
  it('else the closest ancestor with a lang, before <html lang>', () => {
    document.documentElement.lang = 'en';
    expect(
      hostLanguageOf(
        element('<section lang="zh"><p><casino-game-history></casino-game-history></p></section>'),
      ),
    ).toBe('zh-cn');
  });
  it('else <html lang> (zh-CN -> zh-cn)', () => {
    document.documentElement.lang = 'zh-CN';
    expect(hostLanguageOf(element('<casino-game-history></casino-game-history>'))).toBe('zh-cn');
  });
  it('across a shadow root: an element inside another element follows the page around that element', () => {
    document.body.innerHTML = '<div lang="zh-Hans"><x-host></x-host></div>';
    const root = document.querySelector('x-host')!.attachShadow({ mode: 'open' });
    root.innerHTML = '<casino-round-detail></casino-round-detail>';
    expect(nearestLangTag(root.firstElementChild!)).toBe('zh-Hans');
    expect(hostLanguageOf(root.firstElementChild)).toBe('zh-cn');
  });
  it('none anywhere, or an empty lang="" (language unknown): none, the view follows its round', () => {
    expect(hostLanguageOf(element('<casino-game-history></casino-game-history>'))).toBe(null);
    document.documentElement.lang = 'en';
    expect(hostLanguageOf(element('<casino-game-history lang=""></casino-game-history>'))).toBe(null);
  });
  it('a language the views do not have is English', () => {
    expect(languageOfTag('fr')).toBe('en');
    expect(languageOfTag('zh-TW')).toBe('zh-cn');
    expect(langTagOf('zh-cn')).toBe('zh-CN');
  });
});

describe('storage: nothing is written or read unless the element carries remember-language', () => {
  it('without it, a saved language is ignored and nothing is saved', () => {
    localStorage.setItem('casino.language', 'zh-cn');
    const el = element('<casino-game-history></casino-game-history>');
    expect(hostLanguageOf(el)).toBe(null);
    localStorage.clear();
    rememberRoundLanguage(el, 'zh-cn');
    expect(localStorage.length).toBe(0);
  });
  it('with it, the round language is saved, and a saved language counts as the page one after the lang attributes', () => {
    const el = element('<casino-game-history remember-language></casino-game-history>');
    rememberRoundLanguage(el, 'zh-cn');
    expect(localStorage.getItem('casino.language')).toBe('zh-cn');
    expect(hostLanguageOf(el)).toBe('zh-cn');
    document.documentElement.lang = 'en';
    expect(hostLanguageOf(el)).toBe('en');
  });
});
