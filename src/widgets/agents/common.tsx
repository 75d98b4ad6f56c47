/**
 * Pieces shared by the agents-area elements: the permission subject of the session, the agent a page
 * is about, translated request errors, field errors and the area's styles.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { findAgent } from '../../core/agents';
import type { AgentDetails } from '../../core/api/agents';
import { HttpError } from '../../core/http';
import type { PermissionSubject, TargetAgent } from '../../core/permissions';
import { currentAgentId } from '../../core/router';
import { account, claims } from '../../core/session';
import type { ValidationError } from '../../core/validation';
import { useT } from '../shared/hooks';
import { css } from '../shared/styles';

/** The signed-in account as the permission rules take it. Call inside a component that ran useSignals(). */
export function useSubject(): PermissionSubject {
  useSignals();
  return { claims: claims.value, agentId: account.value?.agentId ?? '' };
}

/** The agent the page is about: the `agent-id` attribute, else the current route's agent. */
export function usePageAgentId(agentId: string | undefined): string | null {
  useSignals();
  return agentId || currentAgentId.value;
}

/** The agent's place in the tree for permission checks (tree store, else the loaded agent, else unknown parent). */
export function targetOf(
  agentId: string,
  loaded?: Pick<AgentDetails, 'id' | 'parentId'> | null,
): TargetAgent {
  if (loaded && loaded.id === agentId) return { id: agentId, parentId: loaded.parentId };
  const known = findAgent(agentId);
  return { id: agentId, parentId: known?.parentId ?? null };
}

/** Translation key and values of a failed request (the server's words kept as detail). */
export function requestErrorText(
  error: unknown,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const detail = error instanceof Error ? error.message : '';
  if (error instanceof HttpError) {
    if (error.status === 403) return t('app.agents.errors.forbidden');
    if (error.status === 404) return t('app.agents.errors.not-found');
    if (error.status === 0) return t('app.agents.errors.network', { message: detail });
    if (/insufficient (credit|balance)/i.test(detail))
      return t('app.agents.errors.insufficient', { message: detail });
  }
  return detail
    ? t('app.agents.errors.failed', { message: detail })
    : t('app.shared.labels.generic-error-message');
}

/** A translated error message (role alert), or nothing. */
export function ErrorMessage({ error, part = 'error' }: { error: unknown; part?: string }) {
  const t = useT();
  if (!error) return null;
  return (
    <div className="message error" part={part} role="alert">
      {typeof error === 'string' ? error : requestErrorText(error, t)}
    </div>
  );
}

/** A success note (role status). */
export function SuccessMessage({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div className="message success" part="success" role="status">
      {children}
    </div>
  );
}

/** The message of a field: a validation error (translated) or a server message. */
/** A translatable error: a validation error or another key of the area. */
export type ErrorKey = ValidationError | { key: string; params?: Record<string, number> };

export function FieldError({ field, error }: { field: string; error: ErrorKey | string | null | undefined }) {
  const t = useT();
  if (!error) return null;
  const text = typeof error === 'string' ? error : t(error.key, error.params);
  return (
    <div className="field-error" part="field-error" data-error-for={field} role="alert">
      {text}
    </div>
  );
}

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `load` when `key` changes; `reload()` runs it again keeping the shown data until the answer
 * comes. Answers of an older run are ignored.
 */
export function useLoad<T>(
  key: string | null,
  load: () => Promise<T>,
): [LoadState<T>, () => void, (data: T) => void] {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const ticket = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const run = useCallback((keep: boolean) => {
    const mine = ++ticket.current;
    if (!keep) setState({ status: 'loading' });
    loadRef.current().then(
      (data) => mine === ticket.current && setState({ status: 'ready', data }),
      (error: unknown) => mine === ticket.current && setState({ status: 'error', error }),
    );
  }, []);
  useEffect(() => {
    if (key !== null) run(false);
  }, [key, run]);
  const reload = useCallback(() => run(true), [run]);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return [state, reload, set];
}

/**
 * What an agent page shows before its content, or null once the content can render: loading while
 * the agent or the data is not there, the translated `forbiddenKey` message when one is given (the
 * user may not view the page), the request error when loading failed.
 */
export function agentPageGate<T>(
  pageAgent: string | null,
  state: LoadState<T>,
  forbiddenKey?: string,
): ReactNode | null {
  if (!pageAgent) return <Loading />;
  if (forbiddenKey) return <Forbidden messageKey={forbiddenKey} />;
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <div className="page" data-state="error">
        <ErrorMessage error={state.error} />
      </div>
    );
  }
  return null;
}

function Forbidden({ messageKey }: { messageKey: string }) {
  const t = useT();
  return (
    <div className="page" data-state="forbidden">
      <div className="message error" part="forbidden" role="alert">
        {t(messageKey)}
      </div>
    </div>
  );
}

export function Loading() {
  const t = useT();
  return (
    <div className="state" part="loading" role="status" data-state="loading">
      {t('app.shared.labels.loading')}
    </div>
  );
}

export const agentsStyles = css`
  :host {
    display: block;
  }
  .page {
    display: flex;
    flex-direction: column;
    gap: var(--casino-spacing, 8px);
    padding: var(--casino-spacing, 8px);
  }
  h2 {
    margin: 0;
    font-size: 1.2em;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--casino-spacing, 8px);
  }
  .toolbar .grow {
    flex: 1;
  }
  .state {
    padding: var(--casino-spacing, 8px);
    color: var(--casino-color-text-muted, #59636e);
  }
  .message {
    padding: var(--casino-spacing, 8px);
    border-radius: var(--casino-radius, 4px);
    border: 1px solid currentColor;
  }
  .message.error,
  .field-error {
    color: var(--casino-color-danger, #cf222e);
  }
  .field-error {
    font-size: 0.9em;
  }
  .message.success {
    color: var(--casino-color-success, #1a7f37);
  }
  form {
    display: grid;
    gap: var(--casino-spacing, 8px);
    max-width: 40em;
  }
  .field {
    display: grid;
    gap: 2px;
  }
  .field label,
  .label {
    font-weight: 600;
  }
  .field input[aria-invalid='true'],
  .field select[aria-invalid='true'] {
    border-color: var(--casino-color-danger, #cf222e);
  }
  fieldset {
    border: 1px solid var(--casino-color-border, #d1d9e0);
    border-radius: var(--casino-radius, 4px);
  }
  .claims {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(16em, 1fr));
    gap: 2px 12px;
    max-height: 20em;
    overflow: auto;
  }
  .check {
    display: flex;
    align-items: center;
    gap: 4px;
    /* rows of checkboxes 24 px apart at least: a target a finger or a shaky hand can hit */
    min-height: 24px;
    font-weight: normal;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: 4px 6px;
    border-bottom: 1px solid var(--casino-color-border, #d1d9e0);
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  th button.sort {
    all: unset;
    cursor: pointer;
    font-weight: 600;
  }
  tbody tr.clickable {
    cursor: pointer;
  }
  tbody tr.clickable:hover {
    background: var(--casino-color-background, #f6f8fa);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  /* the shared table shrinks its actions cell to the content's minimum: without a floor every
     button of a list row wrapped onto its own line (rows six buttons tall) */
  .casino-table-actions .actions {
    min-width: 18rem;
  }
  button.secondary {
    color: var(--casino-color-text, #1f2328);
    background: var(--casino-color-surface, #fff);
    border-color: var(--casino-color-border, #d1d9e0);
  }
  button.danger {
    background: var(--casino-color-danger, #cf222e);
  }
  button.small {
    padding: 2px 6px;
    font-size: 0.9em;
  }
  .paginator {
    display: flex;
    align-items: center;
    gap: var(--casino-spacing, 8px);
    justify-content: flex-end;
  }
  dl.preview {
    display: grid;
    grid-template-columns: auto auto;
    gap: 2px 12px;
    margin: 0;
  }
  dl.preview dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
