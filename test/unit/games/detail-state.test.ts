import { describe, expect, it } from 'vitest';
import {
  createDetailLoader,
  detailFailed,
  detailLoaded,
  errorMessageFor,
  isFramableUrl,
  languageAfterLoad,
  type LanguagePort,
} from '../../../src/core/games/detail-state';

function port(initial: string | null): LanguagePort & { value: string | null } {
  const p = {
    value: initial,
    current: () => p.value,
    set: (lng: string) => {
      p.value = lng;
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

describe('language: if the interface language is not yet set, it is taken from languagecode of the response, defaulting to en', () => {
  it('keeps a language already set', () => {
    expect(languageAfterLoad('en', 'zh-cn')).toBe('en');
  });
  it('takes languagecode when none is set', () => {
    expect(languageAfterLoad(null, 'zh-CN')).toBe('zh-cn');
    expect(languageAfterLoad(null, 'en')).toBe('en');
  });
  it('defaults to en', () => {
    expect(languageAfterLoad(null, undefined)).toBe('en');
    expect(languageAfterLoad(null, 'xx')).toBe('en');
  });
});

describe('each detail view moves through loading, then ready, external-report or error', () => {
  it('starts loading and becomes ready, taking the language from languagecode', async () => {
    const lang = port(null);
    const loader = createDetailLoader<{ gamesHistoryReportProviderId: number; languagecode: string }>(lang);
    expect(loader.state.value.status).toBe('loading');
    const load = loader.load(async () => ({ gamesHistoryReportProviderId: 0, languagecode: 'zh-cn' }));
    expect(loader.state.value.status).toBe('loading');
    await load;
    expect(loader.state.value.status).toBe('ready');
    expect(lang.value).toBe('zh-cn');
  });
  it('publishes the round only once the language it switches to is in place (its texts loaded)', async () => {
    let finish!: () => void;
    const switching = new Promise<void>((resolve) => (finish = resolve));
    const lang = { value: null as string | null, current: () => lang.value, set: () => switching };
    const loader = createDetailLoader<{ gamesHistoryReportProviderId: number; languagecode: string }>(lang);
    const load = loader.load(async () => ({ gamesHistoryReportProviderId: 0, languagecode: 'zh-cn' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.state.value.status).toBe('loading');
    finish();
    await load;
    expect(loader.state.value.status).toBe('ready');
  });
  it('on error the language is forced to en', async () => {
    const lang = port('zh-cn');
    const loader = createDetailLoader(lang);
    await loader.load(async () => {
      throw Object.assign(new Error('Not Found'), { status: 404 });
    });
    expect(loader.state.value).toMatchObject({ status: 'error', message: 'no data' });
    expect(lang.value).toBe('en');
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
