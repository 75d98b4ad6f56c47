/**
 * On/off switch ("on/off switch with title and boolean model").
 *
 * Props: `checked` (the boolean model), `onChange(next)`, `title` (shown beside it and as its
 * accessible name), `disabled`. role="switch" with aria-checked; Space/Enter and clicks flip it.
 */
import { useT } from '../hooks';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  title?: string;
  disabled?: boolean;
}

export function Switch({ checked, onChange, title, disabled = false }: SwitchProps) {
  const t = useT();
  return (
    <button
      type="button"
      role="switch"
      part="switch"
      className={checked ? 'casino-switch on' : 'casino-switch'}
      aria-checked={checked}
      aria-label={title}
      title={title}
      disabled={disabled}
      onClick={() => {
        if (!disabled) onChange(!checked);
      }}
    >
      <span className="casino-switch-track" aria-hidden="true">
        <span className="casino-switch-thumb" />
      </span>
      <span className="casino-switch-state">{t(checked ? 'app.shared.ui.on' : 'app.shared.ui.off')}</span>
      {title && <span className="casino-switch-title">{title}</span>}
    </button>
  );
}
