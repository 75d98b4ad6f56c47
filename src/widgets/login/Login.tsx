/**
 * The login screen.
 *
 * - Both fields are required: the form is checked before anything is sent (translated messages).
 * - Submit calls `login` of src/core/session (POST {identity}/connect/token); while it runs the button
 *   is disabled and shows a spinner.
 * - A failure shows the server's message (translated when known), or 'Server error' when there is none.
 * - Success navigates to /{account.agentId}, where the shell lands on the agent's first menu option.
 * - A user who is already logged in is sent to the root.
 */
import type { TranslationKey } from '../../core/i18n';

import { agentPath } from '../../core/paths';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../shared/host';
import { isLoggedIn, login } from '../../core/session';
import { useT } from '../shared/hooks';
import { css } from '../shared/styles';
import { loginErrorMessage } from './login-error';

export const loginStyles = css`
  :host {
    display: grid;
    place-items: center;
    min-height: var(--casino-login-min-height, 70vh);
    padding: calc(var(--_casino-spacing) * 2);
  }
  form {
    width: min(360px, 100%);
    padding: calc(var(--_casino-spacing) * 3);
    background: var(--_casino-color-surface);
    border: 1px solid var(--_casino-color-border);
    border-radius: calc(var(--_casino-radius) * 2);
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.08);
  }
  h1 {
    margin: 0;
    font-size: 1.4em;
  }
  .subtitle {
    margin: 2px 0 calc(var(--_casino-spacing) * 2);
    color: var(--_casino-color-text-muted);
  }
  .field {
    display: grid;
    gap: 4px;
    margin-bottom: calc(var(--_casino-spacing) * 1.5);
  }
  label {
    font-weight: 600;
  }
  input {
    width: 100%;
    padding: 8px 10px;
  }
  input[aria-invalid='true'] {
    border-color: var(--_casino-color-danger);
  }
  .field-error,
  .login-error {
    color: var(--_casino-color-danger);
    font-size: 0.9em;
  }
  .login-error {
    margin: 0 0 var(--_casino-spacing);
    padding: var(--_casino-spacing);
    border: 1px solid currentColor;
    border-radius: var(--_casino-radius);
  }
  button[type='submit'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    width: 100%;
    padding: 10px;
    font-weight: 600;
  }
  .spinner {
    width: 1em;
    height: 1em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: casino-login-spin 0.8s linear infinite;
  }
  @keyframes casino-login-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

type Field = 'username' | 'password';

export function Login() {
  const navigate = useNavigate();
  useSignals();
  const t = useT();
  const id = useId();
  const loggedIn = isLoggedIn.value;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<Partial<Record<Field, TranslationKey>>>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Blocked for a logged-in user: back to the root (unless this form just signed in and navigates).
  useEffect(() => {
    if (loggedIn && !busy) navigate('/', { replace: true });
  }, [loggedIn, busy]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const missing: Partial<Record<Field, TranslationKey>> = {};
    if (!username.trim()) missing.username = 'app.shell.login.errors.username-required';
    if (!password) missing.password = 'app.shell.login.errors.password-required';
    setInvalid(missing);
    setError(null);
    if (missing.username || missing.password) {
      (missing.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const account = await login(username.trim(), password);
      navigate(agentPath(account.agentId, ''));
    } catch (e) {
      if (mounted.current) setError(e ?? new Error(''));
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  const fieldError = (field: Field) =>
    invalid[field] ? (
      <div className="field-error" part="field-error" id={`${id}-${field}-error`}>
        {t(invalid[field])}
      </div>
    ) : null;

  return (
    <form part="form" noValidate onSubmit={submit} aria-busy={busy}>
      <h1 part="title">{t('app.shell.login.title')}</h1>
      <p className="subtitle">{t('app.shell.login.subtitle')}</p>
      {error !== null ? (
        <p className="login-error" part="login-error" role="alert">
          {loginErrorMessage(error)}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-username`}>{t('app.shell.login.username')}</label>
        <input
          ref={usernameRef}
          id={`${id}-username`}
          name="username"
          part="username"
          autoComplete="username"
          value={username}
          readOnly={busy}
          aria-invalid={invalid.username ? true : undefined}
          aria-describedby={invalid.username ? `${id}-username-error` : undefined}
          onChange={(e) => setUsername(e.target.value)}
        />
        {fieldError('username')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('app.shell.login.password')}</label>
        <input
          ref={passwordRef}
          id={`${id}-password`}
          name="password"
          part="password"
          type="password"
          autoComplete="current-password"
          value={password}
          readOnly={busy}
          aria-invalid={invalid.password ? true : undefined}
          aria-describedby={invalid.password ? `${id}-password-error` : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
        {fieldError('password')}
      </div>
      <button type="submit" part="submit" disabled={busy}>
        {busy ? <span className="spinner" part="spinner" aria-hidden="true" /> : null}
        {busy ? t('app.shell.login.signing-in') : t('app.shell.login.submit')}
      </button>
    </form>
  );
}
