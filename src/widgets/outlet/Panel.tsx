/**
 * The panel around a page of the console: a title bar (the page's title, or the user's own) with
 * buttons to collapse the page, show it full screen (over the console, Escape leaves), rename the
 * title, pick a colour and hide the page; a hidden page leaves a line saying so with a button that
 * shows it again. Choices are the user's, per page (src/core/panels.ts); the page element stays
 * mounted whatever the panel does, so nothing typed is lost.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PANEL_COLOURS, PANEL_TITLE_MAX, panelTitleProblem, setPanel, userPanels } from '../../core/panels';
import { useT } from '../shared/hooks';
import { ChevronDownIcon, CompressIcon, DropIcon, EyeOffIcon, ExpandIcon, PencilIcon } from '../shared/icons';
import { css } from '../shared/styles';
import { Dropdown, dropdownStyles } from '../shared/ui/Dropdown';

export const panelStyles = [
  dropdownStyles,
  css`
    .panel {
      --panel-accent: var(--casino-panel-header-background, var(--_casino-color-background));
      --panel-accent-text: var(--_casino-color-text);
      margin: var(--casino-panel-margin, 12px);
      background: var(--_casino-color-surface);
      border: 1px solid var(--_casino-color-border);
      border-radius: var(--_casino-radius);
    }
    .panel[data-colour='blue'] {
      --panel-accent: #2c699d;
      --panel-accent-text: #ffffff;
    }
    .panel[data-colour='teal'] {
      --panel-accent: #0e6d6d;
      --panel-accent-text: #ffffff;
    }
    .panel[data-colour='green'] {
      --panel-accent: #356e35;
      --panel-accent-text: #ffffff;
    }
    .panel[data-colour='orange'] {
      --panel-accent: #a04f00;
      --panel-accent-text: #ffffff;
    }
    .panel[data-colour='red'] {
      --panel-accent: #a52a2a;
      --panel-accent-text: #ffffff;
    }
    .panel[data-colour='purple'] {
      --panel-accent: #6a3d8f;
      --panel-accent-text: #ffffff;
    }
    .panel[data-colour='dark'] {
      --panel-accent: #33383e;
      --panel-accent-text: #ffffff;
    }
    .panel[data-fullscreen] {
      position: fixed;
      inset: 0;
      z-index: 950;
      margin: 0;
      overflow: auto;
      border-radius: 0;
    }
    .bar {
      display: flex;
      align-items: center;
      gap: 8px;
      min-height: 36px;
      padding: 2px 6px 2px 12px;
      color: var(--panel-accent-text);
      background: var(--panel-accent);
      border-bottom: 1px solid var(--_casino-color-border);
      border-radius: var(--_casino-radius) var(--_casino-radius) 0 0;
    }
    .panel[data-collapsed] .bar {
      border-bottom: 0;
    }
    h1:focus-visible {
      outline: 2px solid currentColor;
      outline-offset: 2px;
    }
    h1 {
      flex: 1;
      min-width: 0;
      margin: 0;
      overflow: hidden;
      font-size: 0.95rem;
      font-weight: 600;
      white-space: nowrap;
      text-overflow: ellipsis;
    }
    .tools {
      display: flex;
      align-items: center;
      gap: 2px;
    }
    .tool {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: 30px;
      height: 30px;
      padding: 0;
      color: inherit;
      background: transparent;
      border: 0;
      border-radius: var(--_casino-radius);
    }
    .tool:hover {
      background: color-mix(in srgb, currentColor 15%, transparent);
    }
    .tool:focus-visible {
      outline: 2px solid currentColor;
      outline-offset: -2px;
    }
    .tool[aria-expanded='false'] svg {
      transform: rotate(-90deg);
    }
    .swatch[data-swatch='default'] {
      background: var(--_casino-color-background);
    }
    .swatch[data-swatch='blue'] {
      background: #2c699d;
    }
    .swatch[data-swatch='teal'] {
      background: #0e6d6d;
    }
    .swatch[data-swatch='green'] {
      background: #356e35;
    }
    .swatch[data-swatch='orange'] {
      background: #a04f00;
    }
    .swatch[data-swatch='red'] {
      background: #a52a2a;
    }
    .swatch[data-swatch='purple'] {
      background: #6a3d8f;
    }
    .swatch[data-swatch='dark'] {
      background: #33383e;
    }
    .swatch {
      display: inline-block;
      width: 14px;
      height: 14px;
      border: 1px solid rgb(0 0 0 / 0.3);
      border-radius: 3px;
    }
    .rename {
      display: flex;
      flex: 1;
      flex-wrap: wrap;
      align-items: center;
      gap: 6px;
      min-width: 0;
    }
    .rename input {
      flex: 1;
      min-width: 8em;
      padding: 3px 6px;
      color: var(--_casino-color-text);
      background: var(--_casino-color-surface);
      border: 1px solid var(--_casino-color-border);
      border-radius: var(--_casino-radius);
    }
    .rename input[aria-invalid='true'] {
      border-color: var(--_casino-color-danger);
    }
    .rename button {
      padding: 3px 10px;
      color: var(--_casino-color-text);
      background: var(--_casino-color-surface);
      border: 1px solid var(--_casino-color-border);
      border-radius: var(--_casino-radius);
    }
    .rename .message {
      flex-basis: 100%;
      margin: 0;
      font-size: 0.8rem;
    }
    .rename .message.error {
      padding: 2px 6px;
      color: var(--_casino-color-danger);
      background: var(--_casino-color-surface);
      border-radius: var(--_casino-radius);
    }
    .hidden-note {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px;
      margin: var(--casino-panel-margin, 12px);
      padding: 8px 12px;
      color: var(--_casino-color-text-muted);
      border: 1px dashed var(--_casino-color-border);
      border-radius: var(--_casino-radius);
    }
    .hidden-note button {
      padding: 3px 10px;
    }
    @media (max-width: 640px) {
      .panel {
        margin: var(--casino-panel-margin-narrow, 6px);
      }
    }
  `,
];

function RenameForm({ current, onDone }: { current: string; onDone: (title: string | null) => void }) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(current);
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const problem = panelTitleProblem(value);
  const error =
    problem === 'too-long'
      ? t('app.shell.panel.title-too-long', { max: PANEL_TITLE_MAX })
      : problem === 'invisible'
        ? t('app.shell.panel.title-invisible')
        : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) onDone(value);
  };
  const showError = error && (touched || problem === 'too-long');
  return (
    <form className="rename" part="panel-rename" onSubmit={submit} noValidate>
      <input
        ref={input}
        part="panel-title-input"
        aria-label={t('app.shell.panel.title-label')}
        aria-invalid={showError ? 'true' : undefined}
        aria-describedby={`${id}-message`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onDone(null);
          }
        }}
      />
      <button type="submit" part="panel-title-save">
        {t('app.shell.panel.save')}
      </button>
      <button type="button" part="panel-title-cancel" onClick={() => onDone(null)}>
        {t('app.shell.panel.cancel')}
      </button>
      <p
        id={`${id}-message`}
        className={showError ? 'message error' : 'message'}
        part={showError ? 'panel-title-error' : 'panel-title-hint'}
        role={showError ? 'alert' : undefined}
      >
        {showError ? error : t('app.shell.panel.title-hint')}
      </p>
    </form>
  );
}

export interface PanelProps {
  /** The page the choices are remembered for (the route pattern). */
  page: string;
  /** The page's own title, translated. */
  title: string;
  children: ReactNode;
}

export function Panel({ page, title: pageTitle, children }: PanelProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const state = userPanels.value[page] ?? {};
  const [fullscreen, setFullscreen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const showButton = useRef<HTMLButtonElement>(null);
  const hideButton = useRef<HTMLButtonElement>(null);
  // after Hide the focus goes to Show, after Show back to Hide (not when the page opens so)
  const moveFocus = useRef(false);
  const title = state.title ?? pageTitle;
  const colour = state.colour ?? 'default';

  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullscreen]);

  // a full-screen panel ends with its page
  useEffect(() => setFullscreen(false), [page]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (state.hidden ? showButton : hideButton).current?.focus();
  }, [state.hidden]);

  if (state.hidden) {
    return (
      <div className="hidden-note" part="panel-hidden" role="status">
        <span>{t('app.shell.panel.hidden', { title })}</span>
        <button
          ref={showButton}
          type="button"
          part="panel-show"
          onClick={() => {
            moveFocus.current = true;
            setPanel(page, { hidden: false });
          }}
        >
          {t('app.shell.panel.show')}
        </button>
      </div>
    );
  }

  const finishRename = (value: string | null) => {
    if (value !== null) setPanel(page, { title: value.trim() === pageTitle ? '' : value });
    setRenaming(false);
    queueMicrotask(() => renameButton.current?.focus());
  };

  return (
    <section
      className="panel"
      part="panel"
      data-page={page}
      data-colour={colour}
      data-collapsed={state.collapsed ? '' : undefined}
      data-fullscreen={fullscreen ? '' : undefined}
      aria-labelledby={`${id}-title`}
    >
      <div className="bar" part="panel-bar">
        {renaming ? (
          <RenameForm current={title} onDone={finishRename} />
        ) : (
          <h1 id={`${id}-title`} part="panel-title" title={title} tabIndex={-1}>
            {title}
          </h1>
        )}
        <div className="tools" role="group" aria-label={t('app.shell.panel.buttons')}>
          <button
            type="button"
            className="tool"
            part="panel-collapse"
            aria-expanded={!state.collapsed}
            aria-controls={`${id}-body`}
            aria-label={t(state.collapsed ? 'app.shell.panel.expand' : 'app.shell.panel.collapse')}
            title={t(state.collapsed ? 'app.shell.panel.expand' : 'app.shell.panel.collapse')}
            onClick={() => setPanel(page, { collapsed: !state.collapsed })}
          >
            <ChevronDownIcon />
          </button>
          <button
            type="button"
            className="tool"
            part="panel-fullscreen"
            aria-pressed={fullscreen}
            aria-label={t(fullscreen ? 'app.shell.panel.leave-full-screen' : 'app.shell.panel.full-screen')}
            title={t(fullscreen ? 'app.shell.panel.leave-full-screen' : 'app.shell.panel.full-screen')}
            onClick={() => setFullscreen(!fullscreen)}
          >
            {fullscreen ? <CompressIcon /> : <ExpandIcon />}
          </button>
          <button
            ref={renameButton}
            type="button"
            className="tool"
            part="panel-rename-button"
            aria-label={t('app.shell.panel.rename')}
            title={t('app.shell.panel.rename')}
            disabled={renaming}
            onClick={() => setRenaming(true)}
          >
            <PencilIcon />
          </button>
          <Dropdown
            part="panel-colour"
            triggerClass="tool"
            label={t('app.shell.panel.colour')}
            trigger={<DropIcon />}
            items={PANEL_COLOURS.map((option) => ({
              key: option,
              label: t(`app.shell.panel.colours.${option}`),
              icon: <span className="swatch" data-swatch={option} aria-hidden="true" />,
              current: option === colour,
              onSelect: () => setPanel(page, { colour: option }),
            }))}
          />
          <button
            ref={hideButton}
            type="button"
            className="tool"
            part="panel-hide"
            aria-label={t('app.shell.panel.hide')}
            title={t('app.shell.panel.hide')}
            onClick={() => {
              setFullscreen(false);
              moveFocus.current = true;
              setPanel(page, { hidden: true });
            }}
          >
            <EyeOffIcon />
          </button>
        </div>
      </div>
      <div id={`${id}-body`} className="body" part="panel-body" hidden={state.collapsed}>
        {children}
      </div>
    </section>
  );
}
