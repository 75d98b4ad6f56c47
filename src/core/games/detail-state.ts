/**
 * The load state machine of every detail view.
 *
 *   loading ──▶ ready      (tables shown)
 *           ├─▶ external   (gamesHistoryReportProviderId is 1 and globalGameDetailsUrl is http(s))
 *           └─▶ error      (a translated message by HTTP status)
 *
 * Language: a view shows its round in the language its host page sets (the element's `lang`, else the
 * nearest `lang` around it: src/core/games/page-language.ts); when the page sets none, in the round's
 * `languagecode` (defaulting to en); an error message in the page's language, else en. A load never
 * changes or saves the language of the page or of the console around it: it only makes the texts of
 * the language it will show ready before it shows the round (so a Chinese round is never painted in
 * English first).
 *
 * Framework-free: a `DetailLoader` holds its state in a signal that the views read.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Language } from '../events';
import type { TranslationKey } from '../i18n/keys';
import { REPORT_PROVIDER_EXTERNAL, type CommonDetailFields } from './types';

/** Error messages by status. */
export const ERROR_MESSAGES = {
  tokenExpired: { key: 'app.shared.labels.tokenExpired', text: 'token expired' },
  noData: { key: 'app.casinos.generic-list.error-no-data', text: 'no data' },
  tryAgainLater: { key: 'app.auth.login.error-try-again-later', text: 'try again later' },
} as const satisfies Record<string, { key: TranslationKey; text: string }>;

export const DEFAULT_LANGUAGE: Language = 'en';

/** A settled state names the language the view shows it in (`language`). */
export type DetailState<T> =
  | { status: 'loading' }
  | { status: 'ready'; detail: T; language: Language }
  | { status: 'external'; url: string; detail: T; language: Language }
  | { status: 'error'; httpStatus: number; messageKey: TranslationKey; message: string; language: Language };

export const LOADING: DetailState<never> = Object.freeze({ status: 'loading' });

/** 400 'token expired', 404 'no data', any other status 'try again later'. */
export function errorMessageFor(httpStatus: number): { key: TranslationKey; text: string } {
  if (httpStatus === 400) return ERROR_MESSAGES.tokenExpired;
  if (httpStatus === 404) return ERROR_MESSAGES.noData;
  return ERROR_MESSAGES.tryAgainLater;
}

/** The HTTP status of a failure (HttpError and anything with a numeric `status`); 0 otherwise. */
export function statusOf(error: unknown): number {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = Number((error as { status: unknown }).status);
    if (Number.isFinite(status)) return status;
  }
  return 0;
}

/** Only http(s) addresses are framed; anything else (javascript:, data:, relative junk) is refused. */
export function isFramableUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Provider id 1 is the external global service; any other value is in-casino. */
export function isExternalReport(detail: Pick<CommonDetailFields, 'gamesHistoryReportProviderId'>): boolean {
  return Number(detail.gamesHistoryReportProviderId) === REPORT_PROVIDER_EXTERNAL;
}

/** The state after a successful load, shown in `language`. */
export function detailLoaded<T extends Partial<CommonDetailFields>>(
  detail: T | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): DetailState<T> {
  if (!detail || typeof detail !== 'object') return detailFailed({ status: 404 }, language);
  if (isExternalReport(detail as CommonDetailFields)) {
    const url = detail.globalGameDetailsUrl ?? '';
    // An external round without a usable address cannot be shown: the generic error.
    if (!isFramableUrl(url)) return detailFailed({ status: 0 }, language);
    return { status: 'external', url: new URL(url).href, detail, language };
  }
  return { status: 'ready', detail, language };
}

/** The state after a failed load, its message in `language`. */
export function detailFailed(error: unknown, language: Language = DEFAULT_LANGUAGE): DetailState<never> {
  const httpStatus = statusOf(error);
  const message = errorMessageFor(httpStatus);
  return { status: 'error', httpStatus, messageKey: message.key, message: message.text, language };
}

/**
 * What a loader needs of the page: the language the host sets for the view, and a way to make the texts
 * of a language ready. It has no way to change or save a language.
 */
export interface LanguagePort {
  /** The language the host page sets for the view, or null when it sets none. */
  host(): Language | null;
  /**
   * Makes the texts of `lng` ready (and whatever else the round needs in it: `detail` is the answer,
   * when there is one); a promise while they are fetched.
   */
  prepare(lng: Language, detail?: unknown): void | Promise<void>;
  /**
   * Called with the language a round was shown in when it was taken from the round (the host set
   * none): a host that asked to remember it saves it (src/core/games/page-language.ts).
   */
  tookRoundLanguage?(lng: Language): void;
}

/** The language a loaded round is shown in: the host's when it sets one, else the round's `languagecode`, else en. */
export function languageAfterLoad(host: Language | null, languagecode: string | null | undefined): Language {
  return host ?? normalizeLanguage(languagecode);
}

/** The language of an error message: the host's when it sets one, else en. */
export function languageOnError(host: Language | null): Language {
  return host ?? DEFAULT_LANGUAGE;
}

/** A language tag as an interface language: 'zh', 'zh-CN', 'zh_cn', 'zh-Hans' -> 'zh-cn'; anything else en. */
export function normalizeLanguage(languagecode: string | null | undefined): Language {
  const code = (languagecode ?? '').trim().toLowerCase().replace('_', '-');
  return code === 'zh' || code.startsWith('zh-') ? 'zh-cn' : DEFAULT_LANGUAGE;
}

export interface DetailLoader<T> {
  /**
   * The state. A load publishes its result only once the texts of the language it will be shown in are
   * ready, so a Chinese round is first painted in Chinese.
   */
  readonly state: ReadonlySignal<DetailState<T>>;
  /** Starts a load; a newer load wins over an older one still in flight. */
  load(fetcher: (signal: AbortSignal) => Promise<T>): Promise<DetailState<T>>;
  dispose(): void;
}

/** A loader bound to a language port. Each load resets to loading (so the external flag resets too). */
export function createDetailLoader<T extends Partial<CommonDetailFields>>(
  languagePort: LanguagePort,
): DetailLoader<T> {
  const state = signal<DetailState<T>>(LOADING);
  let controller: AbortController | null = null;
  return {
    state,
    async load(fetcher) {
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      state.value = LOADING;
      let next: Exclude<DetailState<T>, { status: 'loading' }>;
      let answer: unknown;
      try {
        const detail = await fetcher(mine.signal);
        if (mine.signal.aborted) return state.value;
        answer = detail;
        const host = languagePort.host();
        const loaded = detailLoaded(detail, languageAfterLoad(host, detail?.languagecode));
        if (loaded.status === 'loading') return state.value;
        next = loaded.status === 'error' ? { ...loaded, language: languageOnError(host) } : loaded;
        if (next.status !== 'error' && host === null) languagePort.tookRoundLanguage?.(next.language);
      } catch (error) {
        if (mine.signal.aborted) return state.value;
        next = detailFailed(error, languageOnError(languagePort.host())) as typeof next;
      }
      await languagePort.prepare(next.language, next.status === 'error' ? undefined : answer);
      if (mine.signal.aborted) return state.value;
      state.value = next;
      return next;
    },
    dispose() {
      controller?.abort();
      controller = null;
    },
  };
}
