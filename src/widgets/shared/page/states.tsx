/**
 * The states every area page shows, translated: loading, a request's failure (with the server's own
 * words kept as detail), forbidden, a success notice, a field's message, and the feedback of an action.
 */
import type { ReactNode } from 'react';
import { HttpError } from '../../../core/http';
import type { ValidationError } from '../../../core/validation';
import { useT } from '../hooks';
import type { Action } from './use-action';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The translated text of a failed request. */
export function requestErrorText(error: unknown, t: Translate): string {
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (error instanceof HttpError) {
    if (error.status === 403) return t('app.page.errors.forbidden');
    if (error.status === 404) return t('app.page.errors.not-found');
    if (error.status === 429) return t('app.page.errors.throttled');
    if (error.status === 0) return t('app.page.errors.network', { message: detail });
    if (/insufficient (credit|balance)/i.test(detail))
      return t('app.page.errors.insufficient', { message: detail });
  }
  return detail
    ? t('app.page.errors.failed', { message: detail })
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

/** A success note (role status), or nothing. */
export function SuccessMessage({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div className="message success" part="success" role="status">
      {children}
    </div>
  );
}

/** A translatable error: a validation error or another key. */
export type ErrorKey = ValidationError | { key: string; params?: Record<string, unknown> };

/** The message of a field: a validation error (translated) or the server's message. */
export function FieldError({ field, error }: { field: string; error: ErrorKey | string | null | undefined }) {
  const t = useT();
  if (!error) return null;
  const text = typeof error === 'string' ? error : t(error.key, error.params);
  return (
    <div className="field-error" part="field-error" data-error-for={field} id={`${field}-error`} role="alert">
      {text}
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

/** The page may not be opened for this agent (the route's own permission check said no). */
export function Forbidden({ messageKey = 'app.page.errors.page-forbidden' }: { messageKey?: string }) {
  const t = useT();
  return (
    <div className="page" data-state="forbidden">
      <div className="message error" part="forbidden" role="alert">
        {t(messageKey)}
      </div>
    </div>
  );
}

/** A page whose loading failed: the message and a way to try again. */
export function LoadFailed({ error, retry }: { error: unknown; retry?: () => void }) {
  const t = useT();
  return (
    <div className="page" data-state="error">
      <ErrorMessage error={error} />
      {retry ? (
        <div>
          <button type="button" className="secondary" part="retry" onClick={retry}>
            {t('app.page.list.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The failure and the notice of one or more actions (the latest of each). */
export function ActionFeedback({
  actions,
}: {
  actions: readonly Pick<Action<never, unknown>, 'error' | 'notice'>[];
}) {
  const error = actions.find((a) => a.error)?.error;
  const notice = actions.find((a) => a.notice)?.notice;
  return (
    <>
      <ErrorMessage error={error} />
      <SuccessMessage>{notice}</SuccessMessage>
    </>
  );
}

/** What the gate reads of a query (a useQuery result, or a state written by hand). */
export interface GateQuery {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  refetch?: () => unknown;
}

/**
 * What a page shows before its content, or null once the content can render: loading while the agent
 * or any of the page's data is not there, forbidden when the route's check refuses, the first failure
 * (with a retry) when loading failed.
 */
export function pageGate(
  pageAgent: string | null,
  allowed: boolean,
  queries: GateQuery | readonly GateQuery[] | null,
  forbiddenKey?: string,
): ReactNode | null {
  if (!pageAgent) return <Loading />;
  if (!allowed) return <Forbidden messageKey={forbiddenKey} />;
  const list: readonly GateQuery[] =
    queries === null ? [] : Array.isArray(queries) ? queries : [queries as GateQuery];
  const failed = list.find((q) => q.status === 'error');
  if (failed)
    return (
      <LoadFailed error={failed.error} retry={failed.refetch ? () => void failed.refetch!() : undefined} />
    );
  if (list.some((q) => q.status === 'pending')) return <Loading />;
  return null;
}
