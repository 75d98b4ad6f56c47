/**
 * What the login form shows for a failed sign-in. A refusal whose code the form knows is shown
 * translated, and so are the console's own failures (no answer in time, no answer at all, a server
 * failure), by the code the core gives them; any other refusal is shown as the server wrote it. A
 * throttled attempt (429: too many failed attempts) says how long to wait, from the seconds the
 * server names (`params.seconds`).
 */
import { isErrorCode, type ErrorCode } from '../../core/contract/error-codes';
import { HttpError, isCoreErrorCode, type CoreErrorCode } from '../../core/http';
import { t, type TranslationKey } from '../../core/i18n';

/** The console's own failures (src/core/http.ts), by their code. */
export const CORE_ERROR_KEYS = {
  timeout: 'app.shell.login.errors.timeout',
  network: 'app.shell.login.errors.network',
  'server-error': 'app.shell.login.errors.server-error',
} as const satisfies Record<CoreErrorCode, TranslationKey>;

/** The refusals of the sign-in with a text of the login form, by their code. */
export const LOGIN_ERROR_KEYS: Readonly<Partial<Record<ErrorCode, TranslationKey>>> = {
  'wrong-credentials': 'app.shell.login.errors.invalid-credentials',
  'unknown-client': 'app.shell.login.errors.unknown-client',
  'user-inactive': 'app.shell.login.errors.inactive',
  'agent-inactive': 'app.shell.login.errors.agent-inactive',
};

/** The message of a failed login in the current language. */
export function loginErrorMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const message = raw.trim();
  if (error instanceof HttpError) {
    if (error.status === 429) {
      const seconds = Number(error.params?.seconds ?? 0);
      return t('app.shell.login.errors.throttled', { seconds: seconds > 0 ? seconds : 1 });
    }
    const key = isErrorCode(error.code) ? LOGIN_ERROR_KEYS[error.code] : undefined;
    if (key) return t(key);
    if (isCoreErrorCode(error.code)) return t(CORE_ERROR_KEYS[error.code]);
    // a failure of the server or the network that names no code the form knows
    if (error.status === 0 || error.status >= 500) return t(CORE_ERROR_KEYS['server-error']);
  }
  return message || t(CORE_ERROR_KEYS['server-error']);
}
