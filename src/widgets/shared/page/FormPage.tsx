/**
 * The form page of an area: a title, the form (`part="form"`, no browser validation: the contract's
 * rules speak), the failure of the last submit, and the submit and cancel buttons (submit busy while
 * sending). The fields are the children (fields.tsx).
 */
import { useStore } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { useT } from '../hooks';
import { InlineForm } from './InlineForm';
import type { ContractForm } from './use-contract-form';

export interface FormPageProps {
  form: ContractForm;
  /** The `part` of the page root ('agent-form'). */
  part: string;
  title: string;
  submitLabel: string;
  onCancel?: () => void;
  /** The user may not save (shown read-only with the message above the form). */
  readOnlyMessage?: string;
  /** Above the form (a notice). */
  notice?: ReactNode;
  children: ReactNode;
  /** After the form (dialogs outlet). */
  after?: ReactNode;
}

export function FormPage({
  form,
  part,
  title,
  submitLabel,
  onCancel,
  readOnlyMessage,
  notice,
  children,
  after,
}: FormPageProps) {
  const t = useT();
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  return (
    <div className="page" part={part} data-state="content">
      <h2>{title}</h2>
      {readOnlyMessage ? (
        <div className="message error" part="forbidden" role="alert">
          {readOnlyMessage}
        </div>
      ) : null}
      {notice}
      <InlineForm
        form={form}
        part="form"
        actions={
          <div className="toolbar">
            <button type="submit" part="submit" disabled={submitting || !!readOnlyMessage}>
              {submitting ? t('app.page.form.saving') : submitLabel}
            </button>
            {onCancel ? (
              <button type="button" className="secondary" part="cancel" onClick={onCancel}>
                {t('app.shared.labels.cancel')}
              </button>
            ) : null}
          </div>
        }
      >
        {children}
      </InlineForm>
      {after}
    </div>
  );
}
