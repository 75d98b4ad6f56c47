/**
 * A claims picker for a form page: the claims the user may grant, grouped by claim type, each a
 * checkbox (`data-claim="<name>"`) with its translated label (the vocabulary's English label when no
 * translation exists). Bound to a string-list field of a contract form.
 */
import { dataText, type Translate } from '../../../core/i18n';
import type { ClaimType } from '../../../core/permissions';
import type { ClaimItem } from '../../../core/reference/contract';
import { useT } from '../hooks';
import type { ContractForm } from './use-contract-form';
import { FieldError } from './states';

const GROUPS: readonly ClaimType[] = ['AgentClaims', 'RtgClaims', 'RtgGroupClaims'];

export interface ClaimsFieldProps {
  form: ContractForm;
  name: string;
  legend: string;
  hint?: string;
  allowed: readonly ClaimItem[];
  /** Called when the user ticks or unticks a claim. */
  onTouched?: () => void;
  disabled?: boolean;
}

/** The translated label of a claim name. */
export function claimLabel(t: Translate, claim: ClaimItem): string {
  return dataText(t, 'app.page.claims.names', claim.value, claim.label);
}

export function ClaimsField({ form, name, legend, hint, allowed, onTouched, disabled }: ClaimsFieldProps) {
  const t = useT();
  return (
    <form.Field name={name as never}>
      {(field) => {
        const selected = (field.state.value as string[] | undefined) ?? [];
        const toggle = (claim: string, on: boolean) => {
          onTouched?.();
          field.handleChange((on ? [...selected, claim] : selected.filter((c) => c !== claim)) as never);
        };
        return (
          <fieldset part="claims">
            <legend>{legend}</legend>
            {hint ? <p className="state">{hint}</p> : null}
            {GROUPS.map((group) => {
              const claims = allowed.filter((c) => c.type === group);
              if (claims.length === 0) return null;
              return (
                <div key={group} role="group" aria-label={t(`app.page.claims.types.${group}`)}>
                  <div className="label">{t(`app.page.claims.types.${group}`)}</div>
                  <div className="claims">
                    {claims.map((claim) => (
                      <label key={claim.value} className="check">
                        <input
                          type="checkbox"
                          data-claim={claim.value}
                          disabled={disabled}
                          checked={selected.includes(claim.value)}
                          onChange={(e) => toggle(claim.value, e.currentTarget.checked)}
                        />
                        {claimLabel(t, claim)}
                      </label>
                    ))}
                  </div>
                </div>
              );
            })}
            {typeof field.state.meta.errorMap.onServer === 'string' ? (
              <FieldError field={name} error={field.state.meta.errorMap.onServer} />
            ) : null}
          </fieldset>
        );
      }}
    </form.Field>
  );
}
