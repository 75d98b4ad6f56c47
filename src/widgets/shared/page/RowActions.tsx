/**
 * The actions of a list row: the row's most used action stays a button, the others are in a menu
 * ("More actions"), so a row fits a laptop screen whatever the user may do. The menu follows the
 * menu-button pattern: Enter, Space or ArrowDown opens it on its first item, ArrowUp/ArrowDown move,
 * Home/End jump, Escape closes it and gives the focus back to its button, Tab closes it; choosing an
 * item closes it with the focus back on its button too (where a dialog the action opens returns it).
 * It opens in the top layer (popover), so a scrolling table never clips it.
 *
 * Every action is a button with `data-action="<id>"` and `part="action action-<id>"`.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../hooks';

export interface RowAction<T> {
  /** Stable id ('edit', 'adjustCredit'): data-action and part names. */
  id: string;
  /** Translated label. */
  label: string;
  run: (row: T) => unknown;
  /** A destructive action (shown in the danger colour). */
  danger?: boolean;
  disabled?: boolean;
  /** Why the action is disabled (translated; its title). */
  hint?: string;
}

export interface RowActionsProps<T> {
  row: T;
  /** The allowed actions, in order. */
  actions: readonly RowAction<T>[];
  /** The id of the action that stays a button when allowed (default: the first allowed). */
  primary?: readonly string[];
  /** The row's name, for the menu button's accessible name. */
  name?: string;
}

export function RowActions<T>({ row, actions, primary = [], name }: RowActionsProps<T>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  if (actions.length === 0) return null;
  const first = actions.find((a) => primary.includes(a.id)) ?? actions[0];
  const rest = actions.filter((a) => a !== first);

  const render = (action: RowAction<T>, inMenu: boolean) => (
    <button
      key={action.id}
      type="button"
      role={inMenu ? 'menuitem' : undefined}
      tabIndex={inMenu ? -1 : undefined}
      className={`small ${action.danger ? 'danger' : 'secondary'}`}
      part={`action action-${action.id}`}
      data-action={action.id}
      disabled={action.disabled}
      title={action.hint}
      onClick={() => {
        // the menu closes and gives the focus back to its button first: a dialog the action opens
        // returns the focus there, not to an item that is gone
        if (inMenu) close(true);
        void action.run(row);
      }}
    >
      {action.label}
    </button>
  );

  function items(): HTMLButtonElement[] {
    return [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? [])];
  }

  function show(focus: 'first' | 'last') {
    setOpen(true);
    const popover = menu.current;
    const anchor = button.current;
    if (!popover || !anchor) return;
    try {
      popover.showPopover();
    } catch {
      // already open
    }
    const rect = anchor.getBoundingClientRect();
    const width = popover.offsetWidth;
    const height = popover.offsetHeight;
    // the menu's end under the button's end (its start right to left)
    const rtl = getComputedStyle(anchor).direction === 'rtl';
    const left = Math.max(4, Math.min(rtl ? rect.left : rect.right - width, window.innerWidth - width - 4));
    const below = rect.bottom + 2;
    popover.style.left = `${left}px`;
    popover.style.top = `${below + height > window.innerHeight ? Math.max(4, rect.top - height - 2) : below}px`;
    const list = items();
    (focus === 'first' ? list[0] : list[list.length - 1])?.focus();
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    try {
      menu.current?.hidePopover();
    } catch {
      // already closed
    }
    if (returnFocus) button.current?.focus();
  }

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show('last');
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const index = list.indexOf(event.target as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  }

  return (
    <div className="actions" part="row-actions">
      {render(first, false)}
      {rest.length > 0 ? (
        <>
          <button
            ref={button}
            type="button"
            className="small secondary more"
            part="action-menu-button"
            aria-haspopup="menu"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={
              name ? t('app.page.list.more-actions-for', { name }) : t('app.page.list.more-actions')
            }
            title={t('app.page.list.more-actions')}
            onClick={() => (open ? close(false) : show('first'))}
            onKeyDown={onButtonKey}
          >
            <span aria-hidden="true">⋯</span>
          </button>
          <MenuPopover id={menuId} menuRef={menu} onKeyDown={onMenuKey} onClosed={() => setOpen(false)}>
            {rest.map((action) => render(action, true))}
          </MenuPopover>
        </>
      ) : null}
    </div>
  );
}

function MenuPopover({
  id,
  menuRef,
  onKeyDown,
  onClosed,
  children,
}: {
  id: string;
  menuRef: React.RefObject<HTMLDivElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onClosed: () => void;
  children: React.ReactNode;
}) {
  useEffect(() => {
    const popover = menuRef.current;
    if (!popover) return;
    // A click outside closes an "auto" popover: keep aria-expanded true to the state.
    const toggled = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') onClosed();
    };
    popover.addEventListener('toggle', toggled);
    return () => popover.removeEventListener('toggle', toggled);
  }, [menuRef, onClosed]);
  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      popover="auto"
      className="row-menu"
      part="action-menu"
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
