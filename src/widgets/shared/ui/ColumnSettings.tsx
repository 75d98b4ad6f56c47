/**
 * The column settings of a data table: a "Columns" button opening a panel (a popover in the top layer,
 * so a scrolling table never clips it) where the user shows or hides each column, moves it earlier or
 * later, picks the density (comfortable or compact) and resets the table to how it starts. Escape or a
 * press outside closes the panel, and the focus goes back to the button.
 *
 * The choices follow the rules of src/core/table-settings.ts (the last shown column cannot be hidden,
 * a column that may not hide has no checkbox to untick); the table remembers them.
 *
 * Parts: `column-settings` (the button), `column-panel`, `column-option` (one column, `data-column-id`),
 * `column-shown` (its checkbox), `column-earlier`, `column-later`, `density-<comfortable|compact>`,
 * `column-reset`.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  hiddenColumns,
  moveColumn,
  orderedColumns,
  setColumnShown,
  setDensity,
  TABLE_DENSITIES,
  type ColumnChoice,
  type TableSettings,
} from '../../../core/table-settings';
import { useT } from '../hooks';

export interface ColumnSettingsProps {
  /** The table's columns (id and translated header). */
  columns: readonly { id: string; header: string }[];
  choices: readonly ColumnChoice[];
  settings: TableSettings;
  onChange: (next: TableSettings) => void;
  /** The table's name, for the panel's accessible name. */
  tableLabel?: string;
}

export function ColumnSettings({ columns, choices, settings, onChange, tableLabel }: ColumnSettingsProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const headers = new Map(columns.map((c) => [c.id, c.header]));
  const order = orderedColumns(choices, settings);
  const hidden = hiddenColumns(choices, settings);
  const shownCount = order.length - hidden.size;
  const density = settings.density ?? 'comfortable';

  useEffect(() => {
    const popover = panel.current;
    if (!popover) return;
    const toggled = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'closed') return;
      setOpen(false);
      // Escape or a press outside: the focus goes back to the button (not when it went elsewhere)
      const root = popover.getRootNode() as ShadowRoot | Document;
      const focused = root.activeElement;
      if (!focused || focused === document.body || popover.contains(focused)) button.current?.focus();
    };
    popover.addEventListener('toggle', toggled);
    return () => popover.removeEventListener('toggle', toggled);
  }, []);

  function show() {
    const popover = panel.current;
    const anchor = button.current;
    if (!popover || !anchor) return;
    try {
      popover.showPopover();
    } catch {
      // already open
    }
    setOpen(true);
    const rect = anchor.getBoundingClientRect();
    const width = popover.offsetWidth;
    const height = popover.offsetHeight;
    const rtl = getComputedStyle(anchor).direction === 'rtl';
    const start = rtl ? rect.left : rect.right - width;
    popover.style.left = `${Math.max(4, Math.min(start, window.innerWidth - width - 4))}px`;
    const below = rect.bottom + 2;
    popover.style.top = `${below + height > window.innerHeight ? Math.max(4, rect.top - height - 2) : below}px`;
    popover.querySelector<HTMLElement>('input:not(:disabled), button')?.focus();
  }

  function hide() {
    try {
      panel.current?.hidePopover();
    } catch {
      // already closed
    }
  }

  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      hide();
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="secondary small casino-column-button"
        part="column-settings"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => (open ? hide() : show())}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" fill="currentColor">
          <path d="M1 2h4v12H1zm5 0h4v12H6zm5 0h4v12h-4z" opacity="0.85" />
        </svg>
        {t('app.shared.ui.columns')}
      </button>
      <div
        ref={panel}
        id={`${id}-panel`}
        popover="auto"
        role="dialog"
        aria-label={
          tableLabel ? t('app.shared.ui.columns-of', { table: tableLabel }) : t('app.shared.ui.columns')
        }
        className="casino-column-panel"
        part="column-panel"
        onKeyDown={onPanelKey}
      >
        <p className="casino-column-title" id={`${id}-title`}>
          {t('app.shared.ui.columns-shown')}
        </p>
        <ul aria-labelledby={`${id}-title`}>
          {order.map((columnId, index) => {
            const header = headers.get(columnId) ?? columnId;
            const isShown = !hidden.has(columnId);
            const locked =
              choices.find((c) => c.id === columnId)?.hideable === false || (isShown && shownCount <= 1);
            return (
              <li key={columnId} part="column-option" data-column-id={columnId}>
                <label>
                  <input
                    type="checkbox"
                    part="column-shown"
                    checked={isShown}
                    disabled={locked}
                    onChange={(event) =>
                      onChange(setColumnShown(choices, settings, columnId, event.target.checked))
                    }
                  />
                  <span>{header}</span>
                </label>
                <button
                  type="button"
                  className="casino-column-move"
                  part="column-earlier"
                  aria-label={t('app.shared.ui.column-earlier', { column: header })}
                  title={t('app.shared.ui.column-earlier', { column: header })}
                  aria-disabled={index === 0 || undefined}
                  onClick={() => index > 0 && onChange(moveColumn(choices, settings, columnId, -1))}
                >
                  <span aria-hidden="true">▲</span>
                </button>
                <button
                  type="button"
                  className="casino-column-move"
                  part="column-later"
                  aria-label={t('app.shared.ui.column-later', { column: header })}
                  title={t('app.shared.ui.column-later', { column: header })}
                  aria-disabled={index === order.length - 1 || undefined}
                  onClick={() =>
                    index < order.length - 1 && onChange(moveColumn(choices, settings, columnId, 1))
                  }
                >
                  <span aria-hidden="true">▼</span>
                </button>
              </li>
            );
          })}
        </ul>
        <fieldset className="casino-density">
          <legend>{t('app.shared.ui.density')}</legend>
          {TABLE_DENSITIES.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={`${id}-density`}
                part={`density-${option}`}
                value={option}
                checked={density === option}
                onChange={() => onChange(setDensity(settings, option))}
              />
              <span>{t(`app.shared.ui.density-${option}`)}</span>
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className="secondary small"
          part="column-reset"
          aria-disabled={Object.keys(settings).length === 0 || undefined}
          onClick={() => {
            if (Object.keys(settings).length === 0) return;
            onChange({});
            panel.current?.querySelector<HTMLElement>('input:not(:disabled)')?.focus();
          }}
        >
          {t('app.shared.ui.columns-reset')}
        </button>
      </div>
    </>
  );
}
