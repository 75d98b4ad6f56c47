/** Pieces the users area's pages share: a new password with its confirmation, and claims listed apart. */
import { PASSWORD_MAX } from '../../core/areas/users/contract';
import { permissionDef, permissionLabel } from '../../core/permissions';
import { useT } from '../shared/hooks';
import { claimLabel, TextField, type ContractForm } from '../shared/page';

/** The fields `password` and `confirmPassword` of a form (MatchPassword is the form's `check`). */
export function NewPasswordFields({
  form,
  label,
  confirmLabel,
  hint,
}: {
  form: ContractForm;
  label: string;
  confirmLabel: string;
  hint: string;
}) {
  return (
    <>
      <TextField
        form={form}
        name="password"
        type="password"
        autoComplete="new-password"
        label={label}
        hint={hint}
        maxLength={PASSWORD_MAX}
      />
      <TextField
        form={form}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={confirmLabel}
        maxLength={PASSWORD_MAX}
      />
    </>
  );
}

/** Claims held beyond what the signed-in user may grant, listed with their translated labels. */
export function HeldOutside({ names, title }: { names: readonly string[]; title: string }) {
  const t = useT();
  if (names.length === 0) return null;
  return (
    <div part="held-outside">
      <div className="label">{title}</div>
      <ul>
        {names.map((name) => (
          <li key={name} data-claim={name}>
            {claimLabel(t, {
              type: permissionDef(name)?.type ?? 'AgentClaims',
              value: name,
              label: permissionLabel(name),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
