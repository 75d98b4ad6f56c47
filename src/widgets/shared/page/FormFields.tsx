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
 *
 * The keys are typed by the texts' branch: `FieldSpec<'app.players.form'>` takes as a label, hint or
 * placeholder only a key right under that branch or a whole translation key, and a field without a
 * label only when its name is a key under the branch; a misspelled key does not compile.
 */
import type { TextBranch, TranslationKey } from '../../../core/i18n';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { useT } from '../hooks';
import { ClaimsField } from './ClaimsField';
import { CheckField, RadioField, SelectField, TextField } from './fields';
import type { RadioOption, SelectOption } from './fields';
import { ReferenceField, type ReferenceKind } from './ReferenceField';
import type { ContractForm } from './use-contract-form';
import type { ClaimItem } from '../../../core/reference/contract';

/** The keys right under `Branch` (`first-name` of `app.players.form.first-name`), not deeper ones. */
type TailsUnder<Key, Branch extends string> = Key extends `${Branch}.${infer Tail}`
  ? Tail extends `${string}.${string}`
    ? never
    : Tail
  : never;

/** The keys right under a branch of texts: what a field may name without a dot. */
export type TextUnder<Branch extends string> = TailsUnder<TranslationKey, Branch>;

/** A field's label, hint or placeholder key: a key right under the fields' branch, or a whole key. */
export type FieldText<Branch extends string> = TextUnder<Branch> | TranslationKey;

/** The label of a field: a key, or none when the field's name is itself a key under the branch. */
type FieldLabel<Branch extends string> =
  | {
      /** The form's field (the control's `name`, `id="field-<name>"`). */
      name: string;
      /** The label's key (see above). */
      label: FieldText<Branch>;
    }
  | { name: TextUnder<Branch>; label?: undefined };

type FieldBase<Branch extends string> = FieldLabel<Branch> & {
  /** Values for the label's text (`{{currency}}`). */
  labelParams?: Record<string, unknown>;
  /** The control's `part` (default the list's `partPrefix` and the name: `input-<name>`). */
  part?: string;
  /** Under the control: a key (see above) or any other content. */
  hint?: FieldText<Branch> | ReactElement | null;
  /** The control is disabled (also for every field when the list is `disabled`). */
  disabled?: boolean;
  /** The field is rendered only when this is true (default true). */
  when?: boolean;
};

/** A text input: `type` text (default), password, email, tel or url. */
export type TextFieldSpec<Branch extends string = never> = FieldBase<Branch> & {
  kind?: 'text';
  type?: 'text' | 'password' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel' | 'url';
  maxLength?: number;
};

/** A select of `options`; `placeholder` (a key) adds a first empty option. */
export type SelectFieldSpec<Branch extends string = never> = FieldBase<Branch> & {
  kind: 'select';
  options: readonly SelectOption[];
  placeholder?: FieldText<Branch>;
};

/** A select of reference data (currencies, countries, languages, time zones). */
export type ReferenceFieldSpec<Branch extends string = never> = FieldBase<Branch> & {
  kind: 'reference';
  of: ReferenceKind;
};

export type CheckFieldSpec<Branch extends string = never> = FieldBase<Branch> & {
  kind: 'check';
};

/** Radio buttons, one a choice (`part="<partPrefix>-<value>"`). */
export type RadioFieldSpec<Branch extends string = never> = FieldBase<Branch> & {
  kind: 'radio';
  options: readonly RadioOption[];
  partPrefix?: string;
  /** The choice shown checked, when it is not the field's value as it is. */
  value?: string;
};

/** The claims a user may grant, grouped by type (the label is the fieldset's legend). */
export type ClaimsFieldSpec<Branch extends string = never> = FieldBase<Branch> & {
  kind: 'claims';
  allowed: readonly ClaimItem[];
  onTouched?: () => void;
};

/** Fields in a fieldset: the label is its legend, `part` its part (default the group's name). */
export type GroupFieldSpec<Branch extends string = never> = FieldLabel<Branch> & {
  kind: 'group';
  part?: string;
  fields: readonly FieldSpec<Branch>[];
  when?: boolean;
};

/** Anything else in the list's order (a read-only value, a checklist): `node` as it is. */
export interface NodeFieldSpec {
  kind: 'node';
  name: string;
  node: ReactNode;
  when?: boolean;
}

/**
 * A field of a form whose texts are under `Branch` ('app.players.form'). Without `Branch` only whole
 * keys are taken.
 */
export type FieldSpec<Branch extends string = never> =
  | TextFieldSpec<Branch>
  | SelectFieldSpec<Branch>
  | ReferenceFieldSpec<Branch>
  | CheckFieldSpec<Branch>
  | RadioFieldSpec<Branch>
  | ClaimsFieldSpec<Branch>
  | GroupFieldSpec<Branch>
  | NodeFieldSpec;

export interface FormFieldsProps<Branch extends TextBranch = TextBranch> {
  form: ContractForm;
  /** The prefix of the label and hint keys without a dot ('app.players.form'; default `app.page.form`). */
  texts?: Branch;
  fields: readonly FieldSpec<Branch>[];
  /** Every field disabled (a read-only form). */
  disabled?: boolean;
  /** The start of the fields' default parts (default `input-`; another where a page has several forms). */
  partPrefix?: string;
}

/**
 * The whole key of a label or hint key (see above). The field types take only keys that exist under
 * their branch, which is what makes the joined key one; the compiler cannot follow the join, hence the
 * one assertion here.
 */
export function fieldKey(texts: string, key: string): TranslationKey {
  return (key.includes('.') ? key : `${texts}.${key}`) as TranslationKey;
}

/** A field's label key: its label, else its name (which the types take only as a key under the branch). */
function labelKey(spec: { name: string; label?: string }): string {
  return spec.label ?? spec.name;
}

export function FormFields<Branch extends TextBranch>({
  form,
  texts,
  fields,
  disabled,
  partPrefix = 'input-',
}: FormFieldsProps<Branch>) {
  const t = useT();
  const branch: string = texts ?? 'app.page.form';
  const text = (key: string, params?: Record<string, unknown>) => t(fieldKey(branch, key), params);
  return (
    <>
      {fields.map((spec) => {
        if (spec.when === false) return null;
        if (spec.kind === 'node') return <Fragment key={spec.name}>{spec.node}</Fragment>;
        if (spec.kind === 'group')
          return (
            <fieldset key={spec.name} part={spec.part ?? spec.name}>
              <legend>{text(labelKey(spec))}</legend>
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
          label: text(labelKey(spec), labelParams),
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
 * `new-password` inputs, labelled `label` and `confirmLabel`, the hint under the first.
 */
export interface PasswordFieldsOptions<Branch extends string = never> {
  label: FieldText<Branch>;
  confirmLabel: FieldText<Branch>;
  hint?: FieldText<Branch> | ReactElement | null;
  maxLength?: number;
  /** The parts of the two inputs (default input-password and input-confirmPassword). */
  parts?: readonly [string, string];
  when?: boolean;
}

export function newPasswordFields<Branch extends string = never>({
  label,
  confirmLabel,
  hint,
  maxLength,
  parts,
  when,
}: PasswordFieldsOptions<Branch>): TextFieldSpec<Branch>[] {
  const common = { type: 'password', autoComplete: 'new-password', maxLength, when } as const;
  return [
    { ...common, name: 'password', part: parts?.[0], label, hint },
    { ...common, name: 'confirmPassword', part: parts?.[1], label: confirmLabel },
  ];
}
