/**
 * The states every area page shows, translated: loading, a request's failure (with the server's own
 * words kept as detail), forbidden, a success notice, a field's message, and the feedback of an action.
 *
 * A success notice hides after 5 s and the failure of a change (`transient`) after 10 s
 * (src/core/feedback.ts); the pointer on the message or the focus inside it holds it, and its dismiss
 * button (`part="dismiss-message"`) hides it at once. A page that could not load keeps its message.
 */
import type { TranslationKey } from '../../../core/i18n';
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import {
  dismissTimer,
  ERROR_DISPLAY_MS,
  MESSAGE_DISPLAY_MS,
  type DismissTimer,
} from '../../../core/feedback';
import { codeOfStatus, isErrorCode } from '../../../core/contract/error-codes';
import { errorCodeKey } from '../../../core/contract/server-errors';
import { HttpError } from '../../../core/http';
import { CloseIcon } from '../icons';
import type { ValidationError } from '../../../core/validation';
import { useT } from '../hooks';
import type { Action } from './use-action';

type Translate = import('../../../core/i18n').Translate;

/**
 * The translated text of a failed request: a refusal with a precise code (src/core/contract/
 * error-codes.ts) says its code's translation (an insufficient credit or balance keeps the server's
 * figures as detail); a refusal whose code says no more than its status is told by its status; other
 * failures keep the server's words as detail.
 */
export function requestErrorText(error: unknown, t: Translate): string {
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (error instanceof HttpError) {
    if (error.code === 'insufficient-credit' || error.code === 'insufficient-balance')
      return t('app.page.errors.insufficient', { message: detail });
    if (isErrorCode(error.code) && error.code !== codeOfStatus(error.status))
      return t(errorCodeKey(error.code), error.params);
    if (error.status === 403) return t('app.page.errors.forbidden');
    if (error.status === 404) return t('app.page.errors.not-found');
    if (error.status === 429) return t('app.page.errors.throttled');
    if (error.status === 0) return t('app.page.errors.network', { message: detail });
  }
  return detail
    ? t('app.page.errors.failed', { message: detail })
    : t('app.shared.labels.generic-error-message');
}

/**
 * A message that leaves by itself after `ms` (held while the pointer is on it or the focus inside it)
 * or by its dismiss button. A dismissed message that had the focus gives it to its page's heading.
 */
function TimedMessage({
  kind,
  part,
  role,
  ms,
  state,
  children,
}: {
  kind: 'error' | 'success';
  part: string;
  role: 'alert' | 'status';
  ms: number;
  /** data-state of the message (what it tells: 'error', 'done'). */
  state?: string;
  children: ReactNode;
}) {
  const t = useT();
  const [shown, setShown] = useState(true);
  const box = useRef<HTMLDivElement>(null);
  const timer = useRef<DismissTimer | null>(null);
  const focusInside = useRef(false);
  useEffect(() => {
    const clock = dismissTimer(ms, () => setShown(false));
    timer.current = clock;
    return () => clock.cancel();
  }, [ms]);
  if (!shown) return null;
  const dismiss = () => {
    const root = box.current?.getRootNode() as ShadowRoot | Document | undefined;
    const hadFocus = !!root?.activeElement && !!box.current?.contains(root.activeElement);
    timer.current?.cancel();
    setShown(false);
    if (hadFocus) {
      const heading = box.current?.closest('.page')?.querySelector<HTMLElement>('h2, h3');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus();
      }
    }
  };
  return (
    <div
      ref={box}
      className={`message ${kind} timed`}
      part={part}
      role={role}
      data-state={state}
      onMouseEnter={() => timer.current?.pause()}
      onMouseLeave={() => timer.current?.resume()}
      onFocus={() => {
        if (focusInside.current) return;
        focusInside.current = true;
        timer.current?.pause();
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (box.current?.contains(event.relatedTarget as Node | null)) return;
        focusInside.current = false;
        timer.current?.resume();
      }}
    >
      <span className="message-text">{children}</span>
      <button
        type="button"
        className="dismiss"
        part="dismiss-message"
        aria-label={t('app.page.message.dismiss')}
        title={t('app.page.message.dismiss')}
        onClick={dismiss}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * A translated error message (role alert), or nothing. `transient`: the failure of a change, which
 * leaves after 10 s (or when dismissed); without it the message stays (a page that could not load).
 */
export function ErrorMessage({
  error,
  part = 'error',
  transient = false,
  state,
  children,
}: {
  error: unknown;
  part?: string;
  transient?: boolean;
  /** data-state of the message. */
  state?: string;
  /** The words to show instead of the failure's own (its translated text). */
  children?: ReactNode;
}) {
  const t = useT();
  if (!error) return null;
  const text = children ?? (typeof error === 'string' ? error : requestErrorText(error, t));
  if (transient)
    return (
      // a new failure (another object, even with the same words) is a new message with its own time
      <TimedMessage
        key={messageKey(error)}
        kind="error"
        part={part}
        role="alert"
        state={state}
        ms={ERROR_DISPLAY_MS}
      >
        {text}
      </TimedMessage>
    );
  return (
    <div className="message error" part={part} role="alert" data-state={state}>
      {text}
    </div>
  );
}

const keys = new WeakMap<object, number>();
let nextKey = 0;
/** A key of its own for each failure object (strings by their text). */
function messageKey(error: unknown): string {
  if (error && typeof error === 'object') {
    if (!keys.has(error)) keys.set(error, ++nextKey);
    return `e${keys.get(error)}`;
  }
  return `s${String(error)}`;
}

/** A success note (role status) that leaves after 5 s (or when dismissed), or nothing. */
export function SuccessMessage({
  children,
  part = 'success',
  state,
}: {
  children: ReactNode;
  part?: string;
  state?: string;
}) {
  if (!children) return null;
  return (
    <TimedMessage
      key={typeof children === 'string' ? children : undefined}
      kind="success"
      part={part}
      role="status"
      state={state}
      ms={MESSAGE_DISPLAY_MS}
    >
      {children}
    </TimedMessage>
  );
}

/** A translatable error: a validation error or another key. */
export type ErrorKey = ValidationError | { key: TranslationKey; params?: Record<string, unknown> };

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
export function Forbidden({
  messageKey = 'app.page.errors.page-forbidden',
}: {
  messageKey?: TranslationKey;
}) {
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
      <ErrorMessage error={error} transient />
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
  forbiddenKey?: TranslationKey,
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
