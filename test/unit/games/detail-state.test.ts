import { describe, expect, it } from 'vitest';
import {
  createDetailLoader,
  detailFailed,
  detailLoaded,
  errorMessageFor,
  isFramableUrl,
  languageAfterLoad,
  languageOnError,
  normalizeLanguage,
  type LanguagePort,
} from '../../../src/core/games/detail-state';
import type { Language } from '../../../src/core/events';

/** A page that sets `host` (null: none); records the languages made ready and the ones taken from a round. */
function port(host: Language | null): LanguagePort & { prepared: Language[]; taken: Language[] } {
  const p = {
    prepared: [] as Language[],
    taken: [] as Language[],
    host: () => host,
    prepare: (lng: Language) => {
      p.prepared.push(lng);
    },
    tookRoundLanguage: (lng: Language) => {
      p.taken.push(lng);
    },
  };
  return p;
}

describe('the error catalogue: on a failed detail load the HTTP status decides the message', () => {
  it("400 gives 'token expired' (app.shared.labels.tokenExpired)", () => {
    expect(errorMessageFor(400)).toEqual({ key: 'app.shared.labels.tokenExpired', text: 'token expired' });
  });
  it("404 gives 'no data' (app.casinos.generic-list.error-no-data)", () => {
    expect(errorMessageFor(404)).toEqual({ key: 'app.casinos.generic-list.error-no-data', text: 'no data' });
  });
  it.each([500, 503, 401, 0])("any other status (%i) gives 'try again later'", (status) => {
    expect(errorMessageFor(status).key).toBe('app.auth.login.error-try-again-later');
  });
  it('reads the status of an HttpError-like failure', () => {
    expect(detailFailed({ status: 400 })).toMatchObject({
      status: 'error',
      httpStatus: 400,
      message: 'token expired',
    });
    expect(detailFailed(new Error('network'))).toMatchObject({
      status: 'error',
      httpStatus: 0,
      message: 'try again later',
    });
  });
});

describe('external-report when gamesHistoryReportProviderId is 1; provider 0 or any other value is in-casino', () => {
  it('provider 1 with an https address gives the embedded frame', () => {
    const state = detailLoaded({
      gamesHistoryReportProviderId: 1,
      globalGameDetailsUrl: 'https://ext.example/r/1',
    });
    expect(state).toMatchObject({ status: 'external', url: 'https://ext.example/r/1' });
  });
  it.each([0, 2, 7])('provider %i shows the tables (ready)', (id) => {
    expect(detailLoaded({ gamesHistoryReportProviderId: id, globalGameDetailsUrl: 'https://x' }).status).toBe(
      'ready',
    );
  });
  it('only http(s) addresses are framed; an external round with another address is an error', () => {
    expect(isFramableUrl('http://a.example/')).toBe(true);
    expect(isFramableUrl('javascript:alert(1)')).toBe(false);
    expect(isFramableUrl('data:text/html,x')).toBe(false);
    expect(isFramableUrl('/relative')).toBe(false);
    expect(
      detailLoaded({ gamesHistoryReportProviderId: 1, globalGameDetailsUrl: 'javascript:alert(1)' }).status,
    ).toBe('error');
  });
  it('an empty answer is no data', () => {
    expect(detailLoaded(null)).toMatchObject({ status: 'error', httpStatus: 404 });
  });
});

describe("language: a view shows its round in the language its page sets, else in the round's languagecode (default en); it never changes the page's", () => {
  it("the page's language wins over the round's", () => {
    expect(languageAfterLoad('en', 'zh-cn')).toBe('en');
    expect(languageAfterLoad('zh-cn', 'en')).toBe('zh-cn');
  });
  it("a page that sets none: the round's languagecode", () => {
    expect(languageAfterLoad(null, 'zh-CN')).toBe('zh-cn');
    expect(languageAfterLoad(null, 'en')).toBe('en');
  });
  it('defaults to en', () => {
    expect(languageAfterLoad(null, undefined)).toBe('en');
    expect(languageAfterLoad(null, 'xx')).toBe('en');
  });
  it("an error message follows the page's language when it has one, else en", () => {
    expect(languageOnError('zh-cn')).toBe('zh-cn');
    expect(languageOnError(null)).toBe('en');
  });
  it('any Chinese tag is zh-cn; other languages the views do not have are English', () => {
    expect(['zh', 'zh-CN', 'zh_cn', 'zh-Hans', 'ZH-TW'].map(normalizeLanguage)).toEqual(
      Array(5).fill('zh-cn'),
    );
    expect(['fr', 'en-GB', 'zhx', ''].map(normalizeLanguage)).toEqual(Array(4).fill('en'));
  });
});

describe('each detail view moves through loading, then ready, external-report or error', () => {
  it('starts loading and becomes ready, shown in the language of its languagecode when the page sets none', async () => {
    const lang = port(null);
    const loader = createDetailLoader<{ gamesHistoryReportProviderId: number; languagecode: string }>(lang);
    expect(loader.state.value.status).toBe('loading');
    const load = loader.load(async () => ({ gamesHistoryReportProviderId: 0, languagecode: 'zh-cn' }));
    expect(loader.state.value.status).toBe('loading');
    await load;
    expect(loader.state.value).toMatchObject({ status: 'ready', language: 'zh-cn' });
    expect(lang.prepared).toEqual(['zh-cn']);
    expect(lang.taken).toEqual(['zh-cn']);
  });
  it('a page that sets a language shows the round in it, and nothing is taken from the round', async () => {
    const lang = port('en');
    const loader = createDetailLoader<{ gamesHistoryReportProviderId: number; languagecode: string }>(lang);
    await loader.load(async () => ({ gamesHistoryReportProviderId: 0, languagecode: 'zh-cn' }));
    expect(loader.state.value).toMatchObject({ status: 'ready', language: 'en' });
    expect(lang.taken).toEqual([]);
  });
  it('publishes the round only once the texts of its language are ready', async () => {
    let finish!: () => void;
    const texts = new Promise<void>((resolve) => (finish = resolve));
    const lang: LanguagePort = { host: () => null, prepare: () => texts };
    const loader = createDetailLoader<{ gamesHistoryReportProviderId: number; languagecode: string }>(lang);
    const load = loader.load(async () => ({ gamesHistoryReportProviderId: 0, languagecode: 'zh-cn' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.state.value.status).toBe('loading');
    finish();
    await load;
    expect(loader.state.value.status).toBe('ready');
  });
  it("an error is shown in the page's language (Chinese page: Chinese), and takes no language", async () => {
    const lang = port('zh-cn');
    const loader = createDetailLoader(lang);
    await loader.load(async () => {
      throw Object.assign(new Error('Service Unavailable'), { status: 503 });
    });
    expect(loader.state.value).toMatchObject({
      status: 'error',
      message: 'try again later',
      language: 'zh-cn',
    });
    expect(lang.taken).toEqual([]);
  });
  it('an error on a page that sets no language is in English, and takes no language', async () => {
    const lang = port(null);
    const loader = createDetailLoader(lang);
    await loader.load(async () => {
      throw Object.assign(new Error('Not Found'), { status: 404 });
    });
    expect(loader.state.value).toMatchObject({ status: 'error', message: 'no data', language: 'en' });
    expect(lang.taken).toEqual([]);
  });
  it('a new load resets the external flag to false and reloads', async () => {
    const loader = createDetailLoader(port('en'));
    await loader.load(async () => ({
      gamesHistoryReportProviderId: 1,
      globalGameDetailsUrl: 'https://e.example/',
    }));
    expect(loader.state.value.status).toBe('external');
    let release!: () => void;
    const next = loader.load(
      () => new Promise((resolve) => (release = () => resolve({ gamesHistoryReportProviderId: 0 }))),
    );
    expect(loader.state.value.status).toBe('loading');
    release();
    await next;
    expect(loader.state.value.status).toBe('ready');
  });
  it('a newer load wins over an older one still in flight', async () => {
    const loader = createDetailLoader<{ gamesHistoryReportProviderId: number; tag: string }>(port('en'));
    let releaseOld!: () => void;
    const old = loader.load(
      () =>
        new Promise(
          (resolve) => (releaseOld = () => resolve({ gamesHistoryReportProviderId: 0, tag: 'old' })),
        ),
    );
    await loader.load(async () => ({ gamesHistoryReportProviderId: 0, tag: 'new' }));
    releaseOld();
    await old;
    expect(loader.state.value).toMatchObject({ status: 'ready', detail: { tag: 'new' } });
  });
});
