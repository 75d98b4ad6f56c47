/**
 * A small menu button (the header's language and user menus, a page panel's colours): the trigger
 * toggles a list of actions; a choice, Escape or a press outside closes it. Style it with
 * `dropdownStyles`.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useOutsidePointer } from '../hooks';
import { css } from '../styles';

export const dropdownStyles = css`
  .dropdown {
    position: relative;
  }
  .menu {
    position: absolute;
    inset-inline-end: 0;
    top: calc(100% + 4px);
    z-index: 1000;
    min-width: 160px;
    margin: 0;
    padding: 4px 0;
    list-style: none;
    color: var(--_casino-color-text);
    background: var(--_casino-color-surface);
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.15);
  }
  .menu button {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
    padding: 6px 12px;
    color: inherit;
    text-align: start;
    background: transparent;
    border: 0;
    border-radius: 0;
  }
  .menu button:hover,
  .menu button:focus-visible {
    background: var(--_casino-color-background);
  }
  .menu button[aria-current='true'] {
    font-weight: 600;
  }
`;

export interface DropdownItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Marks the item in use (e.g. the current language). */
  current?: boolean;
  onSelect: () => void;
}

export interface DropdownProps {
  /** Class of the trigger button (default 'icon-button'). */
  triggerClass?: string;
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger. */
  label: string;
  items: DropdownItem[];
  /** `part` of the trigger; the menu gets `${part}-menu`, each item `${part}-item`. */
  part: string;
}

export function Dropdown({ trigger, label, items, part, triggerClass = 'icon-button' }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);

  useOutsidePointer(open, root, () => setOpen(false));
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [open]);

  return (
    <div className="dropdown" ref={root}>
      <button
        type="button"
        className={triggerClass}
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
