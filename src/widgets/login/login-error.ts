/**
 * What the login form shows for a failed sign-in. A refusal whose code the form knows is shown
 * translated; any other is shown as the server wrote it. A throttled attempt (429: too many failed
 * attempts) says how long to wait, from the seconds the server names (`params.seconds`).
 */
import { isErrorCode, type ErrorCode } from '../../core/contract/error-codes';
import { HttpError, SERVER_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '../../core/http';
import { t, type TranslationKey } from '../../core/i18n';

/** The console's own failures (no answer, or a server error), by the core's message. */
const CORE_ERRORS: Readonly<Record<string, TranslationKey>> = {
  [SERVER_ERROR_MESSAGE]: 'app.shell.login.errors.server-error',
  [TIMEOUT_MESSAGE]: 'app.shell.login.errors.timeout',
};

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
  if (!message) return t(CORE_ERRORS[SERVER_ERROR_MESSAGE]);
  if (error instanceof HttpError) {
    if (error.status === 429) {
      const seconds = Number(error.params?.seconds ?? 0);
      return t('app.shell.login.errors.throttled', { seconds: seconds > 0 ? seconds : 1 });
    }
    const key = isErrorCode(error.code) ? LOGIN_ERROR_KEYS[error.code] : undefined;
    if (key) return t(key);
    if (error.status === 0 || error.status >= 500)
      return t(CORE_ERRORS[message] ?? CORE_ERRORS[SERVER_ERROR_MESSAGE]);
  }
  return message;
}
