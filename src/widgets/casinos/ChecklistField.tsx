/**
 * A list field of a contract form as a checklist: one checkbox per option (`data-value="<value>"`),
 * optionally in groups that each offer "select all" and "clear", a legend, a hint, and the field's
 * message (a rule's message once the field was changed or a submit was tried; the server's own message
 * after a refused request, until the field changes). Values keep the order they were ticked in.
 */
import type { ReactNode } from 'react';
import { useT } from '../shared/hooks';
import { FieldError, type ContractForm, type ErrorKey } from '../shared/page';

export interface ChecklistOption<V extends string | number> {
  value: V;
  label: string;
  /** Shown after the label, muted (e.g. 'held by 3 sub-agents'). */
  note?: string;
}

export interface ChecklistGroup<V extends string | number> {
  id: string;
  label: string;
  options: readonly ChecklistOption<V>[];
}

export interface ChecklistFieldProps<V extends string | number> {
  form: ContractForm;
  name: string;
  legend: string;
  /** The `part` of the fieldset (default `input-<name>`). */
  part?: string;
  hint?: ReactNode;
  /** One group without a heading, or several with "select all" and "clear" each. */
  groups: readonly ChecklistGroup<V>[];
  /** Called with the new list after every change (e.g. to follow it with another field). */
  onChange?: (values: V[]) => void;
  disabled?: boolean;
}

interface FieldState<V> {
  state: {
    value: V[] | undefined;
    meta: { isTouched: boolean; errorMap: Record<string, unknown> };
  };
  handleChange: (value: V[]) => void;
  form: { state: { submissionAttempts: number } };
}

export function ChecklistField<V extends string | number>({
  form,
  name,
  legend,
  part,
  hint,
  groups,
  onChange,
  disabled,
}: ChecklistFieldProps<V>) {
  const t = useT();
  return (
    <form.Field name={name as never}>
      {(api) => {
        const field = api as unknown as FieldState<V>;
        const selected = field.state.value ?? [];
        const map = field.state.meta.errorMap;
        const error: ErrorKey | string | null =
          typeof map.onServer === 'string'
            ? map.onServer
            : field.state.meta.isTouched || field.form.state.submissionAttempts > 0
              ? (((map.onSubmit ?? map.onChange) as ErrorKey | undefined) ?? null)
              : null;
        const set = (next: V[]) => {
          if (map.onServer !== undefined)
            form.setFieldMeta(name as never, (meta) => ({
              ...meta,
              errorMap: { ...meta.errorMap, onServer: undefined },
            }));
          field.handleChange(next);
          onChange?.(next);
        };
        const toggle = (value: V, on: boolean) =>
          set(on ? [...selected.filter((v) => v !== value), value] : selected.filter((v) => v !== value));
        const several = groups.length > 1;
        return (
          <fieldset
            part={part ?? `input-${name}`}
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby={error ? `${name}-error` : undefined}
          >
            <legend>{legend}</legend>
            {hint ? <p className="hint">{hint}</p> : null}
            {groups.map((group) => {
              const values = group.options.map((o) => o.value);
              return (
                <div
                  key={group.id}
                  role="group"
                  aria-label={several ? group.label : legend}
                  className="checklist-group"
                  data-group={group.id}
                >
                  {several ? (
                    <div className="checklist-head">
                      <span className="label">{group.label}</span>
                      <button
                        type="button"
                        className="small secondary"
                        part="select-all"
                        disabled={disabled || values.every((v) => selected.includes(v))}
                        aria-label={t('app.casinos.form.select-all-of', { group: group.label })}
                        onClick={() => set([...selected, ...values.filter((v) => !selected.includes(v))])}
                      >
                        {t('app.casinos.form.select-all')}
                      </button>
                      <button
                        type="button"
                        className="small secondary"
                        part="clear"
                        disabled={disabled || !values.some((v) => selected.includes(v))}
                        aria-label={t('app.casinos.form.clear-of', { group: group.label })}
                        onClick={() => set(selected.filter((v) => !values.includes(v)))}
                      >
                        {t('app.casinos.form.clear')}
                      </button>
                    </div>
                  ) : null}
                  <div className="checklist">
                    {group.options.map((option) => (
                      <label key={String(option.value)} className="check">
                        <input
                          type="checkbox"
                          name={name}
                          data-value={String(option.value)}
                          disabled={disabled}
                          checked={selected.includes(option.value)}
                          onChange={(e) => toggle(option.value, e.currentTarget.checked)}
                        />
                        <span>
                          {option.label}
                          {option.note ? <span className="note"> · {option.note}</span> : null}
                        </span>
                      </label>
                    ))}
                  </div>
                </div>
              );
            })}
            <FieldError field={name} error={error} />
          </fieldset>
        );
      }}
    </form.Field>
  );
}
