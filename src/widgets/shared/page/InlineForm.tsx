/**
 * A form inside a page (not a page of its own): `part` on the form element, no browser validation
 * (the contract's rules speak), submit through the contract form, and the failure of its last submit.
 */
import type { ReactNode } from 'react';
import { ErrorMessage } from './states';
import type { ContractForm } from './use-contract-form';

export function InlineForm({
  form,
  part,
  children,
}: {
  form: ContractForm;
  part: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      part={part}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void form.handleSubmit();
      }}
    >
      {children}
      <ErrorMessage error={form.failure} />
    </form>
  );
}
