/**
 * The confirmation and information dialogs, drawn with a modal `<dialog>`.
 *
 * - Confirmation: title and content passed in; Yes closes with true, No (or Escape) with false.
 * - Information: title and content; OK (or Escape) closes with true.
 * - Keyboard: the modal dialog keeps the focus inside while it is open; when it closes, the focus goes
 *   back to the control that had it before (the button that opened it), also inside a shadow root;
 *   when that control is gone, to its list row's menu button (or the row), else to the page's heading.
 *
 * - Input: title, content, a free-text field, a submit button and Close (or Escape: closes with
 *   false). The caller's `validate` may refuse a value before anything is sent (its message shows
 *   under the field and the dialog stays open, with the text kept); `accept` may run the request with
 *   the dialog open and busy, and a message it gives back (the server's reason) keeps it open too.
 * - Choice: title, content, one button per choice (each closes with its value) and Close (or Escape:
 *   false); Close has the focus first. An optional minimum width.
 *
 * Parts: `dialog`, `dialog-title`, `dialog-content`, `dialog-yes`, `dialog-no`, `dialog-ok`;
 * `dialog-input`, `dialog-error`, `dialog-submit` of the input dialog; `dialog-choice` (with
 * `data-choice="<value>"`, and the choice's own part) of the choice dialog; `dialog-close` of both.
 * Open them through `useDialogs()` (promise API) rather than rendering these directly.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useT } from '../hooks';

export interface DialogText {
  /** The title (already translated). */
  title: ReactNode;
  /** The content (already translated). */
  content: ReactNode;
}

interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  /** Escape or a closing request of the browser. */
  onCancel: () => void;
  /** The least width in pixels (never wider than the screen allows). */
  minWidth?: number;
}

let nextId = 0;

/** The focused element, looking into shadow roots (document.activeElement stops at a host). */
function deepActiveElement(): Element | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

/** Where the focus goes back when a dialog closes: the opener, and what stands for it when it is gone. */
interface FocusReturn {
  opener: Element | null;
  /** The list row the opener was in (its `data-row-id`), and the root it lives in. */
  rowId: string | null;
  root: Document | ShadowRoot | null;
}

function focusReturnOf(opener: Element | null): FocusReturn {
  const known = opener && opener !== document.body ? opener : null;
  return {
    opener: known,
    rowId: known?.closest<HTMLElement>('[data-row-id]')?.dataset.rowId ?? null,
    root: (known?.getRootNode() as Document | ShadowRoot | undefined) ?? null,
  };
}

function tryFocus(target: Element | null | undefined): boolean {
  if (!(target instanceof HTMLElement) || !target.isConnected) return false;
  target.focus({ preventScroll: true });
  return deepActiveElement() === target;
}

/**
 * Gives the focus back: to the opener when it is still there and can take it; else (a row's menu item
 * closed, the row re-rendered) to the same row's menu button, or the row itself; else (the row is
 * gone, deleted) to the page's heading. The focus never falls to the document's body.
 */
function returnFocus({ opener, rowId, root }: FocusReturn): void {
  if (tryFocus(opener)) return;
  if (!root) return;
  if (rowId) {
    const row = [...root.querySelectorAll<HTMLElement>('[data-row-id]')].find(
      (r) => r.dataset.rowId === rowId,
    );
    if (row) {
      const button = row.querySelector<HTMLElement>('[part~="action-menu-button"]');
      if (tryFocus(button) || (row.tabIndex >= 0 && tryFocus(row))) return;
      if (tryFocus(row.querySelector<HTMLElement>('button:not(:disabled), a[href]'))) return;
    }
  }
  const heading = root.querySelector<HTMLElement>('.page h2, h2, h1');
  if (heading) {
    if (heading.tabIndex < 0) heading.tabIndex = -1;
    tryFocus(heading);
  }
}

/** A modal <dialog>, opened on mount with showModal() (focus trapped, backdrop, Escape). */
function Modal({ title, children, actions, onCancel, minWidth }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useRef(`casino-dialog-${++nextId}`).current;
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;
  // read while rendering, before the dialog takes the focus
  const [opener] = useState(() => focusReturnOf(deepActiveElement()));
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first control; a dialog may name another one to start on
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const cancel = (event: Event) => {
      event.preventDefault();
      cancelRef.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (dialog.open) dialog.close();
      returnFocus(opener);
    };
  }, [opener]);
  return (
    <dialog
      ref={ref}
      className="casino-dialog"
      part="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-content`}
      style={minWidth ? ({ minWidth: `min(${minWidth}px, calc(100vw - 32px))` } as CSSProperties) : undefined}
    >
      <h2 className="casino-dialog-title" part="dialog-title" id={`${id}-title`}>
        {title}
      </h2>
      <div className="casino-dialog-content" part="dialog-content" id={`${id}-content`}>
        {children}
      </div>
      <div className="casino-dialog-actions">{actions}</div>
    </dialog>
  );
}

export interface ConfirmDialogProps extends DialogText {
  /** Called once with true (Yes) or false (No, Escape). */
  onClose: (answer: boolean) => void;
}

/** Yes returns true, No returns false. No has the focus first: a stray Enter never confirms. */
export function ConfirmDialog({ title, content, onClose }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal
      title={title}
      onCancel={() => onClose(false)}
      actions={
        <>
          <button
            type="button"
            className="secondary"
            part="dialog-no"
            autoFocus
            onClick={() => onClose(false)}
          >
            {t('app.shared.labels.no')}
          </button>
          <button type="button" part="dialog-yes" onClick={() => onClose(true)}>
            {t('app.shared.labels.yes')}
          </button>
        </>
      }
    >
      {content}
    </Modal>
  );
}

export interface InfoDialogProps extends DialogText {
  /** Called once with true (OK, Escape). */
  onClose: (answer: true) => void;
}

/** OK closes with true. */
export function InfoDialog({ title, content, onClose }: InfoDialogProps) {
  const t = useT();
  return (
    <Modal
      title={title}
      onCancel={() => onClose(true)}
      actions={
        <button type="button" part="dialog-ok" autoFocus onClick={() => onClose(true)}>
          {t('app.shared.labels.ok')}
        </button>
      }
    >
      {content}
    </Modal>
  );
}

export interface PromptDialogProps extends DialogText {
  /** The label of the text field. */
  label: ReactNode;
  /** The label of the submit button ('Redeem'). */
  submitLabel: ReactNode;
  /** The text the field starts with. */
  initialValue?: string;
  /** The field's maximum length. */
  maxLength?: number;
  /** Refuses a value before anything is sent: the message shows and the dialog stays open. */
  validate?: (value: string) => ReactNode | null | undefined;
  /**
   * Runs with the value while the dialog stays open (busy); a message it resolves with keeps the
   * dialog open with the message, nothing closes it with the value.
   */
  accept?: (value: string) => Promise<ReactNode | null | undefined | void>;
  /** Called once with the accepted value, or false (Close, Escape). */
  onClose: (value: string | false) => void;
}

/** A free-text field, a submit button and Close (false). */
export function PromptDialog({
  title,
  content,
  label,
  submitLabel,
  initialValue = '',
  maxLength,
  validate,
  accept,
  onClose,
}: PromptDialogProps) {
  const t = useT();
  const formId = useId();
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    const refused = validate?.(value);
    if (refused) {
      setError(refused);
      input.current?.focus();
      return;
    }
    if (accept) {
      setBusy(true);
      setError(null);
      let message: ReactNode;
      try {
        message = (await accept(value)) ?? null;
      } catch {
        // `accept` gives its reasons back; one that throws still leaves the dialog usable
        message = t('app.shared.labels.generic-error-message');
      } finally {
        setBusy(false);
      }
      if (message) {
        setError(message);
        input.current?.focus();
        return;
      }
    }
    onClose(value);
  }

  return (
    <Modal
      title={title}
      onCancel={() => {
        if (!busy) onClose(false);
      }}
      actions={
        <>
          <button
            type="button"
            className="secondary"
            part="dialog-close"
            disabled={busy}
            onClick={() => onClose(false)}
          >
            {t('app.shared.labels.close')}
          </button>
          <button
            type="submit"
            form={formId}
            part="dialog-submit"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {submitLabel}
          </button>
        </>
      }
    >
      {content}
      <form id={formId} className="casino-dialog-form" noValidate onSubmit={(event) => void submit(event)}>
        <label className="casino-dialog-label" htmlFor={`${formId}-input`}>
          {label}
        </label>
        <input
          ref={input}
          id={`${formId}-input`}
          part="dialog-input"
          type="text"
          autoComplete="off"
          autoFocus
          maxLength={maxLength}
          value={value}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? `${formId}-error` : undefined}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
        />
        {error ? (
          <div className="casino-dialog-error" part="dialog-error" id={`${formId}-error`} role="alert">
            {error}
          </div>
        ) : null}
      </form>
    </Modal>
  );
}

export interface Choice<V extends string = string> {
  value: V;
  label: ReactNode;
  /** A part name of its own besides `dialog-choice`. */
  part?: string;
  /** A destructive choice (the danger colour). */
  danger?: boolean;
}

export interface ChoiceDialogProps<V extends string = string> extends DialogText {
  /** The buttons, in order; each closes the dialog with its value. */
  choices: readonly Choice<V>[];
  /** The least width in pixels. */
  minWidth?: number;
  /** Called once with the chosen value, or false (Close, Escape). */
  onClose: (value: V | false) => void;
}

/** One button per choice, then Close (false), which has the focus first. */
export function ChoiceDialog<V extends string = string>({
  title,
  content,
  choices,
  minWidth,
  onClose,
}: ChoiceDialogProps<V>) {
  const t = useT();
  return (
    <Modal
      title={title}
      minWidth={minWidth}
      onCancel={() => onClose(false)}
      actions={
        <>
          {choices.map((choice) => (
            <button
              key={choice.value}
              type="button"
              className={choice.danger ? 'danger' : undefined}
              part={choice.part ? `dialog-choice ${choice.part}` : 'dialog-choice'}
              data-choice={choice.value}
              onClick={() => onClose(choice.value)}
            >
              {choice.label}
            </button>
          ))}
          <button
            type="button"
            className="secondary"
            part="dialog-close"
            data-autofocus
            onClick={() => onClose(false)}
          >
            {t('app.shared.labels.close')}
          </button>
        </>
      }
    >
      {content}
    </Modal>
  );
}
