/**
 * The form page of an area: a title, the form (`part="form"`, no browser validation: the contract's
 * rules speak), the failure of the last submit, and the submit and cancel buttons (submit busy while
 * sending). The fields are the list `fields` (FormFields.tsx, their label keys under `texts`), then any
 * children.
 *
 * With `watch`, the object the form edits is followed on the live stream: when another user changes
 * it, a notice (`part="changed-elsewhere"`) says who and when, with a reload button that shows the new
 * values (`watch.onReload`) and a dismiss button; what the user typed stays until they choose.
 */
import type { TextBranch } from '../../../core/i18n';
import { useStore } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { formatDate } from '../../../core/format';
import { useLanguage, useT } from '../hooks';
import { useLiveUpdates } from './hooks';
import { FormFields, type FieldSpec } from './FormFields';
import { InlineForm } from './InlineForm';
import type { ContractForm } from './use-contract-form';
import { useForeignChange, type WatchedObject } from './use-foreign-change';

export interface FormPageProps<Branch extends TextBranch = TextBranch> {
  form: ContractForm;
  /** The `part` of the page root ('agent-form'). */
  part: string;
  /** The title. */
  title: string;
  /** The submit button's label. */
  submitLabel: string;
  onCancel?: () => void;
  /** The user may not save (shown read-only with the message above the form). */
  readOnlyMessage?: string;
  /** Above the form (a notice). */
  notice?: ReactNode;
  /** The form's fields, in order (FormFields.tsx). */
  fields?: readonly FieldSpec<Branch>[];
  /** The prefix of the fields' label and hint keys ('app.players.form'; default `app.page.form`). */
  texts?: Branch;
  /** More of the form after the fields. */
  children?: ReactNode;
  /** After the form (dialogs outlet). */
  after?: ReactNode;
  /** The object edited, followed for other users' changes; `onReload` shows its new values. */
  watch?: WatchedObject & { onReload: () => void };
}

/** "Changed by … at …" with reload and dismiss, when another user changed the watched object. */
export function ChangedElsewhere({ watch }: { watch: WatchedObject & { onReload: () => void } }) {
  const t = useT();
  const language = useLanguage();
  const { change, dismiss } = useForeignChange(watch);
  if (!change) return null;
  const time = formatDate(change.at, language);
  return (
    <div className="message warning" part="changed-elsewhere" role="status">
      {change.userName
        ? t('app.page.form.changed-by', { user: change.userName, time })
        : t('app.page.form.changed-by-someone', { time })}{' '}
      <button type="button" part="reload" onClick={watch.onReload}>
        {t('app.page.form.reload')}
      </button>{' '}
      <button type="button" className="secondary" part="dismiss" onClick={dismiss}>
        {t('app.page.form.dismiss')}
      </button>
    </div>
  );
}

export function FormPage<Branch extends TextBranch>({
  form,
  part,
  title,
  submitLabel,
  onCancel,
  readOnlyMessage,
  notice,
  fields,
  texts,
  children,
  after,
  watch,
}: FormPageProps<Branch>) {
  const t = useT();
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  useLiveUpdates();
  return (
    <div className="page" part={part} data-state="content">
      <h2>{title}</h2>
      {readOnlyMessage ? (
        <div className="message error" part="forbidden" role="alert">
          {readOnlyMessage}
        </div>
      ) : null}
      {notice}
      {watch ? <ChangedElsewhere watch={watch} /> : null}
      <InlineForm
        form={form}
        part="form"
        actions={
          <div className="toolbar">
            <button type="submit" part="submit" disabled={submitting || !!readOnlyMessage}>
              {submitting && !form.asking ? t('app.page.form.saving') : submitLabel}
            </button>
            {onCancel ? (
              <button type="button" className="secondary" part="cancel" onClick={onCancel}>
                {t('app.shared.labels.cancel')}
              </button>
            ) : null}
          </div>
        }
      >
        {fields ? <FormFields form={form} texts={texts} fields={fields} /> : null}
        {children}
      </InlineForm>
      {after}
    </div>
  );
}
