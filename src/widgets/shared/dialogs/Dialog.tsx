/**
 * The confirmation and information dialogs of spec §2 ("Dialogs"), drawn with a modal `<dialog>`.
 *
 * - Confirmation: title and content passed in; Yes closes with true, No (or Escape) with false.
 * - Information: title and content; OK (or Escape) closes with true.
 * - Keyboard: the modal dialog keeps the focus inside while it is open; when it closes, the focus goes
 *   back to the control that had it before (the button that opened it), also inside a shadow root.
 *
 * Parts: `dialog`, `dialog-title`, `dialog-content`, `dialog-yes`, `dialog-no`, `dialog-ok`.
 * Open them through `useDialogs()` (promise API) rather than rendering these directly.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
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
}

let nextId = 0;

/** The focused element, looking into shadow roots (document.activeElement stops at a host). */
function deepActiveElement(): Element | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

/** A modal <dialog>, opened on mount with showModal() (focus trapped, backdrop, Escape). */
function Modal({ title, children, actions, onCancel }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useRef(`casino-dialog-${++nextId}`).current;
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;
  // read while rendering, before the dialog takes the focus
  const [opener] = useState(deepActiveElement);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const cancel = (event: Event) => {
      event.preventDefault();
      cancelRef.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [opener]);
  return (
    <dialog
      ref={ref}
      className="casino-dialog"
      part="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-content`}
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
