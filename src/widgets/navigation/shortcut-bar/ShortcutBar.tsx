/**
 * The shortcut bar: while the layout flag `shortcutOpen` is on (the user dropdown's Shortcut item, or
 * the layout options), a bar of large buttons to the pages the user may open for the current agent:
 * the side menu's options under the same permission rules, in menu order, with the same disabled rule.
 * Choosing one navigates and closes the bar; Escape, the close button or a click beside the bar close
 * it, and the focus goes back where it was. Signed out it shows nothing.
 */

import { agentPath } from '../../../core/paths';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type MouseEvent } from 'react';
import { layout, setFlag } from '../../../core/layout';
import type { MenuOption } from '../../../core/menu';
import { hrefOf } from '../../../core/router';
import { useNavigate } from '../../shared/host';
import { isLoggedIn } from '../../../core/session';
import { useT } from '../../shared/hooks';
import { CloseIcon, MenuIcon } from '../../shared/icons';
import { menuEntries } from '../menu-entries';

function close(): void {
  setFlag('shortcutOpen', false);
}

/** The element that has the focus, looking inside shadow roots. */
function focusedElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

export function ShortcutBar() {
  const navigate = useNavigate();
  useSignals();
  const t = useT();
  const open = isLoggedIn.value && layout.value.shortcutOpen;
  const { agent, entries, active, isDisabled } = menuEntries();
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = focusedElement();
    list.current?.querySelector<HTMLElement>('a:not([aria-disabled])')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  const options = entries.filter((entry): entry is MenuOption => entry !== null);
  const select = (event: MouseEvent, option: MenuOption, disabled: boolean) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (disabled || !agent) return;
    close();
    navigate(agentPath(agent.id, option.path));
  };

  return (
    <div
      className="backdrop"
      part="backdrop"
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <section
        part="bar"
        className="bar"
        role="dialog"
        aria-modal="false"
        aria-label={t('app.navigation.shortcut-bar.label')}
      >
        <div className="head">
          <h2 part="title">{t('app.navigation.shortcut-bar.title')}</h2>
          <button
            type="button"
            part="close"
            className="close"
            aria-label={t('app.navigation.shortcut-bar.close')}
            title={t('app.navigation.shortcut-bar.close')}
            onClick={close}
          >
            <CloseIcon />
          </button>
        </div>
        {options.length === 0 ? (
          <p part="empty" className="empty">
            {t('app.navigation.shortcut-bar.empty')}
          </p>
        ) : (
          <ul ref={list}>
            {options.map((option) => {
              const disabled = isDisabled(option);
              const current = option === active;
              return (
                <li key={option.path}>
                  <a
                    part={current ? 'shortcut current' : 'shortcut'}
                    className="shortcut"
                    href={disabled || !agent ? undefined : hrefOf(agentPath(agent.id, option.path))}
                    role={disabled ? 'link' : undefined}
                    data-path={option.path}
                    aria-current={current ? 'page' : undefined}
                    aria-disabled={disabled ? 'true' : undefined}
                    onClick={(event) => select(event, option, disabled)}
                  >
                    <MenuIcon path={option.path} className="icon" />
                    <span className="label">{t(option.nameKey)}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
