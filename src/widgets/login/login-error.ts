/**
 * What the login form shows for a failed sign-in. Server messages the console knows are shown translated; any other
 * server message is shown as the server wrote it. A throttled attempt (429: too many failed
 * attempts) says how long to wait, from the seconds the server named.
 */
import { t, type TranslationKey } from '../../core/i18n';

/** Server (or core) messages with a translation, by their exact English wording. */
export const KNOWN_LOGIN_ERRORS: Readonly<Record<string, TranslationKey>> = {
  'Server error': 'app.shell.login.errors.server-error',
  'Invalid user name or password': 'app.shell.login.errors.invalid-credentials',
  invalid_grant: 'app.shell.login.errors.invalid-credentials',
  'Request timed out': 'app.shell.login.errors.timeout',
  'Unknown client': 'app.shell.login.errors.unknown-client',
  invalid_client: 'app.shell.login.errors.unknown-client',
  'The account has no agent': 'app.shell.login.errors.no-agent',
  'This user is deactivated: ask an administrator to activate it': 'app.shell.login.errors.inactive',
  'The agent of this user is deactivated: ask an administrator to activate it':
    'app.shell.login.errors.agent-inactive',
};

/** The message of a failed login in the current language. */
export function loginErrorMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const message = raw.trim();
  if (!message) return t(KNOWN_LOGIN_ERRORS['Server error']);
  if ((error as { status?: unknown } | null)?.status === 429) {
    const seconds = Number(/(\d+)\s*s\b/.exec(message)?.[1] ?? 0);
    return t('app.shell.login.errors.throttled', { seconds: seconds > 0 ? seconds : 1 });
  }
  const key = Object.hasOwn(KNOWN_LOGIN_ERRORS, message) ? KNOWN_LOGIN_ERRORS[message] : undefined;
  return key ? t(key) : message;
}
