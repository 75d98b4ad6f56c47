/**
 * The load state machine of every detail view.
 *
 *   loading ──▶ ready      (tables shown)
 *           ├─▶ external   (gamesHistoryReportProviderId is 1 and globalGameDetailsUrl is http(s))
 *           └─▶ error      (a translated message by HTTP status; the language is forced to en)
 *
 * Framework-free: a `DetailLoader` holds its state in a signal that the views read.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { REPORT_PROVIDER_EXTERNAL, type CommonDetailFields } from './types';

/** Error messages by status. */
export const ERROR_MESSAGES = {
  tokenExpired: { key: 'app.shared.labels.tokenExpired', text: 'token expired' },
  noData: { key: 'app.casinos.generic-list.error-no-data', text: 'no data' },
  tryAgainLater: { key: 'app.auth.login.error-try-again-later', text: 'try again later' },
} as const;

export const DEFAULT_LANGUAGE = 'en';

export type DetailState<T> =
  | { status: 'loading' }
  | { status: 'ready'; detail: T }
  | { status: 'external'; url: string; detail: T }
  | { status: 'error'; httpStatus: number; messageKey: string; message: string };

export const LOADING: DetailState<never> = Object.freeze({ status: 'loading' });

/** 400 'token expired', 404 'no data', any other status 'try again later'. */
export function errorMessageFor(httpStatus: number): { key: string; text: string } {
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

/** The state after a successful load. */
export function detailLoaded<T extends Partial<CommonDetailFields>>(
  detail: T | null | undefined,
): DetailState<T> {
  if (!detail || typeof detail !== 'object') return detailFailed({ status: 404 });
  if (isExternalReport(detail as CommonDetailFields)) {
    const url = detail.globalGameDetailsUrl ?? '';
    // An external round without a usable address cannot be shown: the generic error.
    if (!isFramableUrl(url)) return detailFailed({ status: 0 });
    return { status: 'external', url: new URL(url).href, detail };
  }
  return { status: 'ready', detail };
}

/** The state after a failed load. */
export function detailFailed(error: unknown): DetailState<never> {
  const httpStatus = statusOf(error);
  const message = errorMessageFor(httpStatus);
  return { status: 'error', httpStatus, messageKey: message.key, message: message.text };
}

/** How the loader reads and sets the interface language (core/i18n in the app, a stub in tests). */
export interface LanguagePort {
  /** The interface language, or null when none is set yet. */
  current(): string | null;
  /** Switches the language; a promise when the switch completes later (its texts being fetched). */
  set(language: string): void | Promise<void>;
}

/** Language after a load: kept when the interface has one, else the response's languagecode, else en. */
export function languageAfterLoad(current: string | null, languagecode: string | null | undefined): string {
  if (current) return current;
  return normalizeLanguage(languagecode);
}

/** A response languagecode as an interface language: 'zh', 'zh-CN', 'zh_cn' -> 'zh-cn'; anything else en. */
export function normalizeLanguage(languagecode: string | null | undefined): string {
  const code = (languagecode ?? '').trim().toLowerCase().replace('_', '-');
  return code.startsWith('zh') ? 'zh-cn' : DEFAULT_LANGUAGE;
}

export interface DetailLoader<T> {
  /**
   * The state. A load publishes its result only once the language it sets is in place (texts
   * included), so a round that switches the page to Chinese is first painted in Chinese.
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
      let next: DetailState<T>;
      try {
        const detail = await fetcher(mine.signal);
        if (mine.signal.aborted) return state.value;
        next = detailLoaded(detail);
        if (next.status !== 'error') {
          const language = languageAfterLoad(languagePort.current(), detail?.languagecode);
          if (language !== languagePort.current()) await languagePort.set(language);
        }
      } catch (error) {
        if (mine.signal.aborted) return state.value;
        next = detailFailed(error);
      }
      if (next.status === 'error' && languagePort.current() !== DEFAULT_LANGUAGE)
        await languagePort.set(DEFAULT_LANGUAGE);
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
