/**
 * Form state for an area's form page, on TanStack Form: the fields' values, touched and dirty state,
 * and validation before sending with the contract's own rules (src/core/contract/form-rules.ts) plus
 * the rules a schema cannot say (confirm-password). On submit: nothing is sent while a field is
 * refused; a refused request places the server's field messages on their fields (each message shows
 * once: on its field, not again above the buttons) and keeps everything typed. The form is busy while
 * it submits, but says "Saving…" only while a request is on its way: a confirmation the submit asks
 * through `ask` (the user still deciding) leaves the button's label as it is. While the form has
 * unsaved changes, leaving the page (a link, the tree, back, reload) asks first.
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

export interface SubmitHelpers {
  /**
   * Waits for the user's answer (a dialog's promise) without the form saying it is saving meanwhile; an
   * answer of `false` (No, Close) leaves the form as it is (what was typed stays, still unsaved).
   */
  ask<T>(question: Promise<T>): Promise<T>;
}

export interface ContractFormOptions<V extends object> {
  /** The contract schema whose keywords pre-validate the fields (its `required` list included). */
  schema: ObjectSchema;
  defaultValues: V;
  /** Rules beyond the schema, by field (e.g. confirm-password must equal password). */
  check?: (values: V) => Partial<Record<string, ErrorKey>>;
  /**
   * Sends the values; a rejection is shown (server field messages on their fields). It may resolve
   * with the values the form keeps afterwards (e.g. an emptied amount); by default it keeps them all.
   * A question to the user on the way (a confirmation) goes through `helpers.ask(promise)`, so the
   * form does not say it is saving while the user decides.
   */
  submit: (values: V, helpers: SubmitHelpers) => Promise<void | Partial<V>>;
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
  const [asking, setAsking] = useState(false);
  // the user answered a question of the submit with No: nothing was sent, the form stays as it is
  const declined = useRef(false);
  const helpers: SubmitHelpers = {
    ask: <T>(question: Promise<T>) => {
      setAsking(true);
      return question
        .then((answer) => {
          if (answer === false) declined.current = true;
          return answer;
        })
        .finally(() => setAsking(false));
    },
  };
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
      declined.current = false;
      try {
        const kept = await latest.current.submit(value, helpers);
        if (!declined.current) form.reset({ ...value, ...(kept ?? {}) });
      } catch (error) {
        const byField = serverFieldErrors(error, t);
        const placed = Object.entries(byField).filter(([field]) => field in (value as Values));
        for (const [field, message] of placed) {
          form.setFieldMeta(field as never, (meta) => ({
            ...meta,
            errorMap: { ...meta.errorMap, onServer: message },
          }));
        }
        // every message of the refusal is on its field: it is not said again above the buttons
        const allPlaced = placed.length > 0 && placed.length === Object.keys(byField).length;
        setFailure(allPlaced ? null : error);
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
    /** The submit waits for the user's answer to a question (`helpers.ask`): nothing is being sent. */
    asking,
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
