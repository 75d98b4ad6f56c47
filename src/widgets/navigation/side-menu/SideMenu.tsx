/**
 * The options sub-menu: a title, the
 * options of src/core/menu.ts visible for the current agent in menu order (the separator kept
 * between the two groups), each with its icon and translated label; Adjust Credits disabled by its
 * rule (not clickable, aria-disabled); the active option highlighted (aria-current="page"); a
 * collapse toggle persisted in localStorage 'casino.submenu-open' (200 px open, 50 px icons only).
 * Clicking an option navigates with the router to /{agentId}/{path}.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { MouseEvent } from 'react';
import type { MenuOption } from '../../../core/menu';
import { hrefOf } from '../../../core/router';
import { useNavigate } from '../../shared/host';
import { submenuOpen, toggleSubmenu } from '../../../core/submenu';
import { useT } from '../../shared/hooks';
import { ChevronLeftIcon, MenuIcon } from '../../shared/icons';
import { menuEntries } from '../menu-entries';

export function SideMenu() {
  const navigate = useNavigate();
  useSignals();
  const t = useT();
  const open = submenuOpen.value;
  const { agent, entries, active, isDisabled } = menuEntries();

  const select = (event: MouseEvent, option: MenuOption, disabled: boolean) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (disabled || !agent) return;
    navigate(`/${agent.id}/${option.path}`);
  };

  return (
    <nav
      part="menu"
      className={open ? 'menu' : 'menu collapsed'}
      aria-label={t('app.navigation.side-menu.label')}
    >
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
      <ul>
        {entries.map((entry, i) => {
          if (entry === null)
            return <li key={`separator-${i}`} part="separator" className="separator" aria-hidden="true" />;
          const disabled = isDisabled(entry);
          const isActive = entry === active;
          const label = t(entry.nameKey);
          const classes = ['item', isActive ? 'active' : '', disabled ? 'disabled' : '']
            .filter(Boolean)
            .join(' ');
          return (
            <li key={entry.path}>
              <a
                part={isActive ? 'item active' : 'item'}
                className={classes}
                href={disabled || !agent ? undefined : hrefOf(`/${agent.id}/${entry.path}`)}
                role={disabled ? 'link' : undefined}
                data-path={entry.path}
                aria-current={isActive ? 'page' : undefined}
                aria-disabled={disabled ? 'true' : undefined}
                aria-label={open ? undefined : label}
                title={label}
                onClick={(event) => select(event, entry, disabled)}
              >
                <MenuIcon path={entry.path} />
                <span className="label">{label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
