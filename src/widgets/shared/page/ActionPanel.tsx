/**
 * An action's form shown in a panel of a list page (above the table), rather than on a page of its
 * own: a heading that takes the focus when the panel opens (so keyboard and screen-reader users land
 * on it), what the user should know first, the form's fields, and its submit and cancel buttons.
 * `part` names the panel; its form is `<part>-form` with `submit` and `cancel`. The fields are the
 * list `fields` (FormFields.tsx), then any children; their label keys are read under `texts`
 * ('app.cafes.adjust'). `usePanelForm` gives the title and submit label of that branch.
 */
import type { TextBranch } from '../../../core/i18n';
import { useStore } from '@tanstack/react-form';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../hooks';
import { FormFields, type FieldSpec } from './FormFields';
import { InlineForm } from './InlineForm';
import type { ContractForm } from './use-contract-form';

/** What a list page gives the action panel it opens: close it, or close it with a notice. */
export interface PanelProps {
  onClose: () => void;
  onDone: (notice: string) => void;
}

export interface ActionPanelProps<Branch extends TextBranch = TextBranch> {
  form: ContractForm;
  part: string;
  /** The prefix of the fields' label keys (see above; default `app.page.form`). */
  texts?: Branch;
  title: string;
  submitLabel: string;
  onCancel: () => void;
  /** Above the form (the balance, why the action cannot be taken). */
  intro?: ReactNode;
  /** The submit button is disabled besides while sending. */
  submitDisabled?: boolean;
  /** The form's fields, in order (FormFields.tsx). */
  fields?: readonly FieldSpec<Branch>[];
  children?: ReactNode;
  /** After the panel (the dialogs' outlet). */
  after?: ReactNode;
}

export function ActionPanel<Branch extends TextBranch>({
  form,
  part,
  texts,
  title,
  submitLabel,
  onCancel,
  intro,
  submitDisabled,
  fields,
  children,
  after,
}: ActionPanelProps<Branch>) {
  const t = useT();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
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
          {fields ? <FormFields form={form} texts={texts} fields={fields} /> : null}
          {children}
        </InlineForm>
      </section>
      {after}
    </>
  );
}
