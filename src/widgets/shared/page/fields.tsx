/**
 * The fields of a form page, bound to a contract form (use-contract-form.ts): a label, the control,
 * and the field's message (a translated validation error once the field was touched or a submit was
 * tried; the server's own message after a refused request, until the field changes). Each control
 * carries `part="input-<name>"` unless given another part, `aria-invalid` and `aria-describedby`.
 */
import type { ReactNode } from 'react';
import { FieldError, type ErrorKey } from './states';
import type { ContractForm } from './use-contract-form';

interface FieldMeta {
  isTouched: boolean;
  errorMap: Record<string, unknown>;
}

interface BoundField {
  name: string;
  state: { value: unknown; meta: FieldMeta };
  handleChange: (value: unknown) => void;
  handleBlur: () => void;
  form: { state: { submissionAttempts: number } };
}

/** The message a field shows now: the server's, else a validation error after touch or submit. */
function shownError(field: BoundField): ErrorKey | string | null {
  const map = field.state.meta.errorMap;
  if (typeof map.onServer === 'string') return map.onServer;
  const error = (map.onSubmit ?? map.onChange) as ErrorKey | undefined;
  if (!error) return null;
  return field.state.meta.isTouched || field.form.state.submissionAttempts > 0 ? error : null;
}

function change(field: BoundField, value: unknown): void {
  if (field.state.meta.errorMap.onServer !== undefined) {
    (field.form as unknown as ContractForm).setFieldMeta(field.name as never, (meta) => ({
      ...meta,
      errorMap: { ...meta.errorMap, onServer: undefined },
    }));
  }
  field.handleChange(value);
}

interface Common {
  form: ContractForm;
  name: string;
  label: string;
  part?: string;
  hint?: ReactNode;
  disabled?: boolean;
}

/** What a labelled control needs from its field: the props every control of a form page carries. */
interface ControlProps {
  id: string;
  name: string;
  part: string;
  disabled?: boolean;
  value: string;
  onBlur: () => void;
  'aria-invalid': 'true' | 'false';
  'aria-describedby'?: string;
}

/**
 * A label, one control bound to the field `name` (rendered by `control` with its props and a
 * `set(value)`), a hint and the field's message.
 */
function LabeledField({
  form,
  name,
  label,
  part,
  hint,
  disabled,
  control,
}: Common & { control: (props: ControlProps, set: (value: string) => void) => ReactNode }) {
  const id = `field-${name}`;
  return (
    <form.Field name={name as never}>
      {(field) => {
        const bound = field as unknown as BoundField;
        const error = shownError(bound);
        const props: ControlProps = {
          id,
          name,
          part: part ?? `input-${name}`,
          disabled,
          value: String(bound.state.value ?? ''),
          onBlur: bound.handleBlur,
          'aria-invalid': error ? 'true' : 'false',
          'aria-describedby': error ? `${name}-error` : undefined,
        };
        return (
          <div className="field">
            <label htmlFor={id}>{label}</label>
            {control(props, (value) => change(bound, value))}
            {hint ? <div className="hint">{hint}</div> : null}
            <FieldError field={name} error={error} />
          </div>
        );
      }}
    </form.Field>
  );
}

export function TextField({
  type = 'text',
  autoComplete = 'off',
  inputMode,
  maxLength,
  placeholder,
  ...common
}: Common & {
  placeholder?: string;
  type?: 'text' | 'password' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel' | 'url';
  maxLength?: number;
}) {
  return (
    <LabeledField
      {...common}
      control={(props, set) => (
        <input
          {...props}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(e) => set(e.currentTarget.value)}
        />
      )}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select; `placeholder` adds a first empty option ("Please choose…"). */
export function SelectField({
  options,
  placeholder,
  ...common
}: Common & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <LabeledField
      {...common}
      control={(props, set) => (
        <select {...props} onChange={(e) => set(e.currentTarget.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export function CheckField({ form, name, label, part, disabled }: Common) {
  return (
    <form.Field name={name as never}>
      {(field) => {
        const bound = field as unknown as BoundField;
        return (
          <>
            <label className="check">
              <input
                type="checkbox"
                name={name}
                part={part ?? `input-${name}`}
                disabled={disabled}
                checked={bound.state.value === true}
                onChange={(e) => change(bound, e.currentTarget.checked)}
              />
              {label}
            </label>
            <FieldError field={name} error={shownError(bound)} />
          </>
        );
      }}
    </form.Field>
  );
}

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A group of radio buttons (`part="<name>-<value>"` on each, or `partPrefix-<value>`). */
export function RadioField({
  form,
  name,
  label,
  options,
  partPrefix,
  value: shownValue,
}: Omit<Common, 'part' | 'hint'> & { options: readonly RadioOption[]; partPrefix?: string; value?: string }) {
  return (
    <form.Field name={name as never}>
      {(field) => {
        const bound = field as unknown as BoundField;
        const current = shownValue ?? String(bound.state.value ?? '');
        return (
          <div className="field" role="radiogroup" aria-label={label}>
            {options.map((o) => (
              <label key={o.value} className="check">
                <input
                  type="radio"
                  name={name}
                  part={`${partPrefix ?? name}-${o.value}`}
                  value={o.value}
                  disabled={o.disabled}
                  checked={current === o.value}
                  onChange={() => change(bound, o.value)}
                />
                {o.label}
              </label>
            ))}
            <FieldError field={name} error={shownError(bound)} />
          </div>
        );
      }}
    </form.Field>
  );
}
