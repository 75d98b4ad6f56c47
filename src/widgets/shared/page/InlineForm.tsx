/**
 * A form bound to a contract form: `part` on the form element, no browser validation (the contract's
 * rules speak), submit through the contract form, busy while it sends, the failure of its last submit
 * above its `actions` (the buttons). A form page (FormPage) and a form inside a page both use it.
 */
import { useStore } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { ErrorMessage } from './states';
import type { ContractForm } from './use-contract-form';

export function InlineForm({
  form,
  part,
  children,
  actions,
}: {
  form: ContractForm;
  part: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  return (
    <form
      noValidate
      part={part}
      aria-busy={(submitting && !form.asking) || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void form.handleSubmit();
      }}
    >
      {children}
      <ErrorMessage error={form.failure} transient />
      {actions}
    </form>
  );
}
