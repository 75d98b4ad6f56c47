/**
 * An action's form shown in a panel of a list page (above the table), rather than on a page of its
 * own: a heading that takes the focus when the panel opens (so keyboard and screen-reader users land
 * on it), what the user should know first, the form's fields, and its submit and cancel buttons.
 * `part` names the panel; its form is `<part>-form` with `submit` and `cancel`.
 */
import { useStore } from '@tanstack/react-form';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../hooks';
import { InlineForm } from './InlineForm';
import type { ContractForm } from './use-contract-form';

export interface ActionPanelProps {
  form: ContractForm;
  part: string;
  title: string;
  submitLabel: string;
  onCancel: () => void;
  /** Above the form (the balance, why the action cannot be taken). */
  intro?: ReactNode;
  /** The submit button is disabled besides while sending. */
  submitDisabled?: boolean;
  children: ReactNode;
}

export function ActionPanel({
  form,
  part,
  title,
  submitLabel,
  onCancel,
  intro,
  submitDisabled,
  children,
}: ActionPanelProps) {
  const t = useT();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel" part={part} aria-labelledby={id}>
      <h3 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {intro}
      <InlineForm
        form={form}
        part={`${part}-form`}
        actions={
          <div className="toolbar">
            <button type="submit" part="submit" disabled={submitting || submitDisabled}>
              {submitting && !form.asking ? t('app.page.form.saving') : submitLabel}
            </button>
            <button type="button" className="secondary" part="cancel" onClick={onCancel}>
              {t('app.shared.labels.cancel')}
            </button>
          </div>
        }
      >
        {children}
      </InlineForm>
    </section>
  );
}
