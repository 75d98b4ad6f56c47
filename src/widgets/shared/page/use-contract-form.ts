/**
 * Form state for an area's form page, on TanStack Form: the fields' values, touched and dirty state,
 * and validation before sending with the contract's own rules (src/core/contract/form-rules.ts) plus
 * the rules a schema cannot say (confirm-password). On submit: nothing is sent while a field is
 * refused; a refused request places the server's field messages on their fields and keeps everything
 * typed; the busy state lasts until the answer comes. While the form has unsaved changes, leaving the
 * page (a link, the tree, back, reload) asks first.
 */
import { useForm } from '@tanstack/react-form';
import { useEffect, useRef, useState } from 'react';
import { objectErrors, type ObjectSchema } from '../../../core/contract/form-rules';
import { serverFieldErrors } from '../../../core/contract/server-errors';
import { addLeaveGuard } from '../../../core/router';
import type { Dialogs } from '../dialogs';
import { useT } from '../hooks';
import type { ErrorKey } from './states';

type Values = Record<string, unknown>;

export interface ContractFormOptions<V extends object> {
  /** The contract schema whose keywords pre-validate the fields (its `required` list included). */
  schema: ObjectSchema;
  defaultValues: V;
  /** Rules beyond the schema, by field (e.g. confirm-password must equal password). */
  check?: (values: V) => Partial<Record<string, ErrorKey>>;
  /**
   * Sends the values; a rejection is shown (server field messages on their fields). It may resolve
   * with the values the form keeps afterwards (e.g. an emptied amount); by default it keeps them all.
   */
  submit: (values: V) => Promise<void | Partial<V>>;
  /** Messages of the server that belong to a field (pattern -> field), besides its `errors` list. */
  knownFieldMessages?: readonly (readonly [RegExp, string])[];
  /**
   * Asks (with the page's dialogs) before leaving with unsaved changes: for a page whose purpose is
   * the form (create, edit); an action form inside a page does not ask.
   */
  confirmLeave?: Dialogs;
}

function errorsOf<V extends object>(options: ContractFormOptions<V>, values: V): Record<string, ErrorKey> {
  return { ...objectErrors(options.schema, values as Values), ...(options.check?.(values) ?? {}) } as Record<
    string,
    ErrorKey
  >;
}

function useContractFormOf(options: ContractFormOptions<Values>) {
  const t = useT();
  const latest = useRef(options);
  latest.current = options;
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    defaultValues: options.defaultValues,
    validators: {
      onChange: ({ value }) => {
        const fields = errorsOf(latest.current, value);
        return Object.keys(fields).length ? { fields } : undefined;
      },
      onSubmit: ({ value }) => {
        const fields = errorsOf(latest.current, value);
        return Object.keys(fields).length ? { fields } : undefined;
      },
    },
    onSubmit: async ({ value }) => {
      setFailure(null);
      try {
        const kept = await latest.current.submit(value);
        form.reset({ ...value, ...(kept ?? {}) });
      } catch (error) {
        setFailure(error);
        const byField = serverFieldErrors(error, latest.current.knownFieldMessages);
        for (const [field, message] of Object.entries(byField)) {
          if (!(field in (value as Values))) continue;
          form.setFieldMeta(field as never, (meta) => ({
            ...meta,
            errorMap: { ...meta.errorMap, onServer: message },
          }));
        }
      }
    },
  });

  // Unsaved changes (not while they are being sent): ask before leaving the page, and before the
  // browser unloads it.
  const unsaved = () => form.state.isDirty && !form.state.isSubmitting;
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;
  const dialogs = options.confirmLeave;
  useEffect(() => {
    if (!dialogs) return;
    const remove = addLeaveGuard({
      blocking: () => unsavedRef.current(),
      confirm: () =>
        dialogs.confirm({
          title: t('app.page.form.unsaved-title'),
          content: t('app.page.form.unsaved-content'),
        }),
    });
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsavedRef.current()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      remove();
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [dialogs, t]);

  return Object.assign(form, {
    /** The failure of the last submit (shown with <ErrorMessage>). */
    failure,
    /** Forgets the failure. */
    clearFailure: () => setFailure(null),
  });
}

/** The form of a form page (its values typed loosely: fields are bound by name). */
export type ContractForm = ReturnType<typeof useContractFormOf>;

export function useContractForm<V extends object>(options: ContractFormOptions<V>): ContractForm {
  return useContractFormOf(options as unknown as ContractFormOptions<Values>);
}
