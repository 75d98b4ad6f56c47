/** A piece the users area's pages share: claims held beyond what may be granted, listed apart. */
import { permissionDef, permissionLabel } from '../../core/permissions';
import { useT } from '../shared/hooks';
import { claimLabel } from '../shared/page';

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
