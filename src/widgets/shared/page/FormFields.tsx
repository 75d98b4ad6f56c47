/**
 * A form's fields as data (docs/adding-an-area.md): each form declares the list of its fields (name,
 * label key, kind, options, hint, whether it is disabled or shown at all) and `FormFields` renders them
 * in order with the kit's field components (fields.tsx), so every field has the same label, control
 * attributes (`part`, `aria-invalid`, `aria-describedby`) and message as a hand-written one. The rules
 * (required, patterns, cross-field checks) stay in the form's contract schema and `check`.
 *
 * Label and hint keys: a key with a dot is a whole translation key; one without is read under the
 * list's `texts` prefix (`texts="app.players.form"`, `label: 'first-name'` →
 * `app.players.form.first-name`). A field without `label` uses its name as the key.
 */
import type { RuntimeKey, TextBranch } from '../../../core/i18n';
import { Fragment, type ReactNode } from 'react';
import { useT } from '../hooks';
import { ClaimsField } from './ClaimsField';
import { CheckField, RadioField, SelectField, TextField } from './fields';
import type { RadioOption, SelectOption } from './fields';
import { ReferenceField, type ReferenceKind } from './ReferenceField';
import type { ContractForm } from './use-contract-form';
import type { ClaimItem } from '../../../core/reference/contract';

interface FieldBase {
  /** The form's field (the control's `name`, `id="field-<name>"`). */
  name: string;
  /** The label's key (see above); default the field's name. */
  label?: string;
  /** Values for the label's text (`{{currency}}`). */
  labelParams?: Record<string, unknown>;
  /** The control's `part` (default the list's `partPrefix` and the name: `input-<name>`). */
  part?: string;
  /** Under the control: a key (see above) or any content. */
  hint?: ReactNode;
  /** The control is disabled (also for every field when the list is `disabled`). */
  disabled?: boolean;
  /** The field is rendered only when this is true (default true). */
  when?: boolean;
}

/** A text input: `type` text (default), password, email, tel or url. */
export interface TextFieldSpec extends FieldBase {
  kind?: 'text';
  type?: 'text' | 'password' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel' | 'url';
  maxLength?: number;
}

/** A select of `options`; `placeholder` (a key) adds a first empty option. */
export interface SelectFieldSpec extends FieldBase {
  kind: 'select';
  options: readonly SelectOption[];
  placeholder?: string;
}

/** A select of reference data (currencies, countries, languages, time zones). */
export interface ReferenceFieldSpec extends FieldBase {
  kind: 'reference';
  of: ReferenceKind;
}

export interface CheckFieldSpec extends FieldBase {
  kind: 'check';
}

/** Radio buttons, one a choice (`part="<partPrefix>-<value>"`). */
export interface RadioFieldSpec extends FieldBase {
  kind: 'radio';
  options: readonly RadioOption[];
  partPrefix?: string;
  /** The choice shown checked, when it is not the field's value as it is. */
  value?: string;
}

/** The claims a user may grant, grouped by type (the label is the fieldset's legend). */
export interface ClaimsFieldSpec extends FieldBase {
  kind: 'claims';
  allowed: readonly ClaimItem[];
  onTouched?: () => void;
}

/** Fields in a fieldset: the label is its legend, `part` its part (default the group's name). */
export interface GroupFieldSpec {
  kind: 'group';
  name: string;
  label?: string;
  part?: string;
  fields: readonly FieldSpec[];
  when?: boolean;
}

/** Anything else in the list's order (a read-only value, a checklist): `node` as it is. */
export interface NodeFieldSpec {
  kind: 'node';
  name: string;
  node: ReactNode;
  when?: boolean;
}

export type FieldSpec =
  | TextFieldSpec
  | SelectFieldSpec
  | ReferenceFieldSpec
  | CheckFieldSpec
  | RadioFieldSpec
  | ClaimsFieldSpec
  | GroupFieldSpec
  | NodeFieldSpec;

export interface FormFieldsProps {
  form: ContractForm;
  /** The prefix of the label and hint keys without a dot ('app.players.form'). */
  texts: TextBranch;
  fields: readonly FieldSpec[];
  /** Every field disabled (a read-only form). */
  disabled?: boolean;
  /** The start of the fields' default parts (default `input-`; another where a page has several forms). */
  partPrefix?: string;
}

/** The whole key of a label or hint key (see above). */
export function fieldKey(texts: string, key: string): string {
  return key.includes('.') ? key : `${texts}.${key}`;
}

export function FormFields({ form, texts, fields, disabled, partPrefix = 'input-' }: FormFieldsProps) {
  const t = useT();
  const text = (key: string, params?: Record<string, unknown>) =>
    t(fieldKey(texts, key) as RuntimeKey, params);
  return (
    <>
      {fields.map((spec) => {
        if (spec.when === false) return null;
        if (spec.kind === 'node') return <Fragment key={spec.name}>{spec.node}</Fragment>;
        if (spec.kind === 'group')
          return (
            <fieldset key={spec.name} part={spec.part ?? spec.name}>
              <legend>{text(spec.label ?? spec.name)}</legend>
              <FormFields
                form={form}
                texts={texts}
                fields={spec.fields}
                disabled={disabled}
                partPrefix={partPrefix}
              />
            </fieldset>
          );
        const { name, part, labelParams, when: _when, ...rest } = spec;
        const common = {
          form,
          name,
          part: part ?? `${partPrefix}${name}`,
          label: text(spec.label ?? name, labelParams),
          hint: typeof spec.hint === 'string' ? text(spec.hint) : spec.hint,
          disabled: disabled || spec.disabled,
        };
        switch (rest.kind) {
          case 'select':
            return (
              <SelectField
                key={name}
                {...common}
                options={rest.options}
                placeholder={rest.placeholder === undefined ? undefined : text(rest.placeholder)}
              />
            );
          case 'reference':
            return <ReferenceField key={name} {...common} kind={rest.of} />;
          case 'check':
            return <CheckField key={name} {...common} />;
          case 'radio':
            return <RadioField key={name} {...common} options={rest.options} partPrefix={rest.partPrefix} />;
          case 'claims':
            return (
              <ClaimsField
                key={name}
                form={form}
                name={name}
                legend={common.label}
                hint={common.hint as string | undefined}
                allowed={rest.allowed}
                onTouched={rest.onTouched}
                disabled={common.disabled}
              />
            );
          default:
            return (
              <TextField
                key={name}
                {...common}
                type={rest.type}
                autoComplete={rest.autoComplete}
                inputMode={rest.inputMode}
                maxLength={rest.maxLength}
              />
            );
        }
      })}
    </>
  );
}

/**
 * The fields `password` and `confirmPassword` of a form (the match is the form's `check`), both
 * `new-password` inputs: label keys `password` and `confirmPassword` by default, the hint under the first.
 */
export function newPasswordFields({
  label = 'password',
  confirmLabel = 'confirmPassword',
  hint,
  maxLength,
  parts,
  when,
}: {
  label?: string;
  confirmLabel?: string;
  hint?: ReactNode;
  maxLength?: number;
  /** The parts of the two inputs (default input-password and input-confirmPassword). */
  parts?: readonly [string, string];
  when?: boolean;
}): TextFieldSpec[] {
  const common = { type: 'password', autoComplete: 'new-password', maxLength, when } as const;
  return [
    { ...common, name: 'password', part: parts?.[0], label, hint },
    { ...common, name: 'confirmPassword', part: parts?.[1], label: confirmLabel },
  ];
}
