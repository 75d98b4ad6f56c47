/**
 * A small menu button of the header: the trigger toggles a list of actions; a choice, Escape or a
 * press outside closes it.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface DropdownItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Marks the item in use (e.g. the current language). */
  current?: boolean;
  onSelect: () => void;
}

export interface DropdownProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger. */
  label: string;
  items: DropdownItem[];
  /** `part` of the trigger; the menu gets `${part}-menu`, each item `${part}-item`. */
  part: string;
}

export function Dropdown({ trigger, label, items, part }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={root}>
      <button
        type="button"
        className="icon-button"
        part={part}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={label}
        title={label}
        onClick={() => setOpen(!open)}
      >
        {trigger}
      </button>
      <ul className="menu" role="menu" id={`${id}-menu`} part={`${part}-menu`} hidden={!open}>
        {items.map((item) => (
          <li key={item.key} role="none">
            <button
              type="button"
              role="menuitem"
              part={`${part}-item`}
              data-key={item.key}
              aria-current={item.current ? 'true' : undefined}
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
            >
              {item.icon}
              <span>{item.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
