/**
 * A select of reference data (currencies, countries, languages, time zones) for a form page: the
 * shared cached list, each item named in the interface language (src/core/reference/names.ts; the
 * server's name when the browser cannot translate it), a first "Please choose…" option.
 */
import { countryName, currencyName, languageName, timezoneName } from '../../../core/reference/names';
import { useLanguage, useT } from '../hooks';
import { SelectField } from './fields';
import { useReference } from './use-reference';
import type { ContractForm } from './use-contract-form';

export type ReferenceKind = 'currencies' | 'countries' | 'languages' | 'timezones';

export interface ReferenceFieldProps {
  form: ContractForm;
  name: string;
  label: string;
  kind: ReferenceKind;
  part?: string;
  disabled?: boolean;
}

export function ReferenceField({ kind, ...field }: ReferenceFieldProps) {
  const t = useT();
  const language = useLanguage();
  const list = useReference(kind).data ?? [];
  const options = list.map((item) => {
    const named = item as { id: string; name?: string; timezoneLocation?: string };
    switch (kind) {
      case 'currencies':
        return {
          value: named.id,
          label: `${named.id} — ${currencyName(named.id, named.name ?? named.id, language)}`,
        };
      case 'countries':
        return { value: named.id, label: countryName(named.id, named.name ?? named.id, language) };
      case 'languages':
        return { value: named.id, label: languageName(named.id, named.name ?? named.id, language) };
      case 'timezones':
        return {
          value: named.id,
          label: timezoneName(named.id, named.timezoneLocation ?? named.id, language),
        };
    }
  });
  return <SelectField {...field} options={options} placeholder={t('app.page.form.choose')} />;
}
