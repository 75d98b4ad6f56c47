/**
 * The options sub-menu: a title, the
 * options of src/core/menu.ts visible for the current agent in menu order (the separator kept
 * between the two groups), each with its icon and translated label; Adjust Credits disabled by its
 * rule (not clickable, aria-disabled); the active option highlighted (aria-current="page"); a
 * collapse toggle persisted in localStorage 'casino.submenu-open' (200 px open, 50 px icons only).
 * Clicking an option navigates with the router to /{agentId}/{path}.
 *
 * It follows the layout options (src/core/layout.ts):
 * - beside the page (default): the vertical menu with its title and collapse toggle;
 * - menu on top: a horizontal menu bar of icons and labels (no title, no toggle);
 * - minified: an icon rail; each icon's label shows as a tooltip while it is pointed at or focused.
 *
 * Keyboard: the menu is a menu bar (ARIA navigation menubar), one tab stop: the arrows of its
 * direction (Up/Down beside the page and on the rail, Left/Right on top; mirrored right-to-left) move
 * between the options, Home and End go to the first and the last, Enter follows the option. The option
 * that takes the tab stop is the active one (else the first).
 */

import { agentPath } from '../../../core/paths';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { layout } from '../../../core/layout';
import type { MenuOption } from '../../../core/menu';
import { hrefOf } from '../../../core/router';
import { useNavigate } from '../../shared/host';
import { submenuOpen, toggleSubmenu } from '../../../core/submenu';
import { useT } from '../../shared/hooks';
import { ChevronLeftIcon, MenuIcon } from '../../shared/icons';
import { menuEntries } from '../menu-entries';

/** How the menu is laid out: beside the page, a bar on top, or an icon rail. */
export type MenuMode = 'side' | 'top' | 'rail';

export function menuMode(state: { menuOnTop: boolean; menuMinified: boolean; mobile: boolean }): MenuMode {
  if (state.mobile) return 'side';
  if (state.menuOnTop) return 'top';
  return state.menuMinified ? 'rail' : 'side';
}

export function SideMenu() {
  const navigate = useNavigate();
  useSignals();
  const t = useT();
  const mode = menuMode(layout.value);
  const open = mode === 'side' ? submenuOpen.value : mode === 'top';
  const { agent, entries, active, isDisabled } = menuEntries();
  const options = entries.filter((entry): entry is MenuOption => entry !== null);
  const [focusedPath, setFocusedPath] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // the tab stop: the option last moved to, else the active one, else the first
  const stop =
    options.find((o) => o.path === focusedPath) ?? (active && options.includes(active) ? active : options[0]);

  const select = (event: MouseEvent, option: MenuOption, disabled: boolean) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (disabled || !agent) return;
    navigate(agentPath(agent.id, option.path));
  };

  const moveTo = (index: number) => {
    const target = options[(index + options.length) % options.length];
    if (!target) return;
    setFocusedPath(target.path);
    list.current?.querySelector<HTMLElement>(`[data-path="${target.path}"]`)?.focus();
  };

  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    const index = options.findIndex((o) => o.path === (event.target as HTMLElement).dataset.path);
    if (index < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const [back, forward] =
      mode === 'top'
        ? rtl
          ? ['ArrowRight', 'ArrowLeft']
          : ['ArrowLeft', 'ArrowRight']
        : ['ArrowUp', 'ArrowDown'];
    let to: number | null = null;
    if (event.key === forward) to = index + 1;
    else if (event.key === back) to = index - 1;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = options.length - 1;
    else if (event.key === ' ') {
      event.preventDefault();
      (event.target as HTMLElement).click();
      return;
    }
    if (to === null) return;
    event.preventDefault();
    moveTo(to);
  };

  return (
    <nav
      part="menu"
      className={['menu', open ? '' : 'collapsed', mode].filter(Boolean).join(' ')}
      data-mode={mode}
      aria-label={t('app.navigation.side-menu.label')}
    >
      {mode === 'side' ? (
        <div className="head">
          {open && (
            <span part="title" className="title">
              {t('app.navigation.side-menu.title')}
            </span>
          )}
          <button
            type="button"
            part="toggle"
            className="toggle"
            aria-expanded={open}
            aria-label={t(open ? 'app.navigation.side-menu.collapse' : 'app.navigation.side-menu.expand')}
            title={t(open ? 'app.navigation.side-menu.collapse' : 'app.navigation.side-menu.expand')}
            onClick={toggleSubmenu}
          >
            <ChevronLeftIcon />
          </button>
        </div>
      ) : null}
      <ul
        ref={list}
        role="menubar"
        aria-orientation={mode === 'top' ? 'horizontal' : 'vertical'}
        aria-label={t('app.navigation.side-menu.label')}
        onKeyDown={onKey}
      >
        {entries.map((entry, i) => {
          if (entry === null)
            return <li key={`separator-${i}`} part="separator" className="separator" role="separator" />;
          const disabled = isDisabled(entry);
          const isActive = entry === active;
          const label = t(entry.nameKey);
          const classes = ['item', isActive ? 'active' : '', disabled ? 'disabled' : '']
            .filter(Boolean)
            .join(' ');
          return (
            <li key={entry.path} role="none">
              <a
                part={isActive ? 'item active' : 'item'}
                className={classes}
                role="menuitem"
                href={disabled || !agent ? undefined : hrefOf(agentPath(agent.id, entry.path))}
                tabIndex={entry === stop ? 0 : -1}
                data-path={entry.path}
                aria-current={isActive ? 'page' : undefined}
                aria-disabled={disabled ? 'true' : undefined}
                aria-label={open ? undefined : label}
                title={mode === 'rail' ? undefined : label}
                onClick={(event) => select(event, entry, disabled)}
                onFocus={() => setFocusedPath(entry.path)}
              >
                <MenuIcon path={entry.path} />
                <span className="label" part={mode === 'rail' ? 'tooltip' : undefined}>
                  {label}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
