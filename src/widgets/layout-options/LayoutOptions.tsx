/**
 * The layout-options panel: a gear toggles the panel; six skins
 * (smart-style-0..5, default smart-style-1) applied as `--casino-*` values on the document element;
 * a checkbox per layout flag, changed through `setFlag` of src/core/layout.ts (which applies the
 * interaction rules and persists); a flag that cannot apply now is disabled with the reason under it
 * (`flagUnavailable`: mobile view follows the window; minified not with the menu on top nor in mobile
 * view; menu collapsed not while the menu on top is shown). Escape closes the panel.
 * 'Reset page panels and columns' forgets the signed-in user's choices of the page panels (collapsed,
 * title, colour, hidden) and of the lists' columns (shown, order, density) and says so; the factory reset asks (clear-local-storage / confirm-localstorage-reset, No/Yes); Yes clears all
 * browser storage and reloads the page.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import {
  factoryReset,
  flagUnavailable,
  layout,
  LAYOUT_FLAGS,
  setFlag,
  setSkin,
  SKINS,
  type LayoutFlag,
} from '../../core/layout';
import { resetUserPanels, userPanels } from '../../core/panels';
import { resetUserTables, userTables } from '../../core/table-settings';
import { pageReload } from '../../core/refresh';
import { useDialogs } from '../shared/dialogs';
import { useT } from '../shared/hooks';
import { holdDocumentLayout, OPEN_LAYOUT_OPTIONS_EVENT, SKIN_THEMES } from '../shared/skins';
import { css } from '../shared/styles';

export const layoutOptionsStyles = css`
  :host {
    display: block;
    position: fixed;
    top: var(--casino-layout-options-top, 120px);
    inset-inline-end: 0;
    z-index: var(--casino-layout-options-z, 900);
  }
  .gear {
    position: absolute;
    top: 0;
    inset-inline-end: 0;
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    padding: 0;
    border-start-start-radius: var(--_casino-radius);
    border-end-start-radius: var(--_casino-radius);
    box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2);
  }
  .gear svg {
    width: 20px;
    height: 20px;
  }
  .panel {
    position: absolute;
    top: 0;
    inset-inline-end: 36px;
    width: min(260px, calc(100vw - 48px));
    max-height: calc(100vh - var(--casino-layout-options-top, 120px) - 16px);
    overflow: auto;
    padding: calc(var(--_casino-spacing) * 1.5);
    background: var(--_casino-color-surface);
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  }
  h2 {
    margin: 0 0 var(--_casino-spacing);
    font-size: 1.05em;
  }
  h3 {
    margin: var(--_casino-spacing) 0 4px;
    font-size: 0.8em;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--_casino-color-text-muted);
  }
  .flags {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .flags .flag label {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 2px 0;
    cursor: pointer;
  }
  .flags input:disabled + span {
    color: var(--_casino-color-text-muted);
  }
  .flags .reason {
    margin: 0 0 4px;
    margin-inline-start: 26px;
    font-size: 0.8em;
    color: var(--_casino-color-text-muted);
  }
  .skins {
    display: grid;
    gap: 4px;
  }
  .skin {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
    text-align: start;
    color: var(--_casino-color-text);
    background: transparent;
    border: 1px solid var(--_casino-color-border);
  }
  .skin[aria-pressed='true'] {
    border-color: var(--_casino-color-primary);
    box-shadow: inset 0 0 0 1px var(--_casino-color-primary);
    font-weight: 600;
  }
  .swatch {
    display: inline-flex;
    flex: none;
    width: 36px;
    height: 18px;
    border-radius: 3px;
    overflow: hidden;
    border: 1px solid rgba(0, 0, 0, 0.15);
  }
  .swatch i {
    flex: 1;
  }
  .beta {
    font-size: 0.75em;
    color: var(--_casino-color-text-muted);
  }
  .reset {
    width: 100%;
    margin-top: calc(var(--_casino-spacing) * 1.5);
    background: var(--_casino-color-danger);
  }
  .reset-panels {
    width: 100%;
    margin-top: calc(var(--_casino-spacing) * 1.5);
  }
  .notice {
    margin: 4px 0 0;
    font-size: 0.85em;
    color: var(--_casino-color-text-muted);
  }
`;

/** The swatch of a skin: its header, navigation and accent colours (SVG fills: no inline styles, CSP-safe). */
function Swatch({ theme }: { theme: Readonly<Record<string, string>> }) {
  const colours = [
    theme['--casino-header-background'],
    theme['--casino-nav-background'],
    theme['--casino-color-primary'],
  ];
  return (
    <svg className="swatch" viewBox="0 0 3 1" preserveAspectRatio="none" aria-hidden="true">
      {colours.map((fill, i) => (
        <rect key={i} x={i} y={0} width={1} height={1} fill={fill} />
      ))}
    </svg>
  );
}

export function LayoutOptions() {
  useSignals();
  const t = useT();
  const id = useId();
  const dialogs = useDialogs();
  const [open, setOpen] = useState(false);
  const state = layout.value;
  const panelsChanged = Object.keys(userPanels.value).length > 0 || Object.keys(userTables.value).length > 0;
  const [panelsReset, setPanelsReset] = useState(false);

  useEffect(() => holdDocumentLayout(), []);
  const gear = useRef<HTMLButtonElement>(null);
  // Escape closes the panel (not while one of its dialogs is open: the dialog takes that Escape)
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const root = gear.current?.getRootNode() as ShadowRoot | undefined;
      if (root?.querySelector('dialog[open]')) return;
      const inside = !!root?.activeElement;
      setOpen(false);
      if (inside) gear.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  useEffect(() => {
    const openPanel = () => setOpen(true);
    window.addEventListener(OPEN_LAYOUT_OPTIONS_EVENT, openPanel);
    return () => window.removeEventListener(OPEN_LAYOUT_OPTIONS_EVENT, openPanel);
  }, []);

  async function confirmReset() {
    const yes = await dialogs.confirm({
      title: t('app.shell.layout.clear-local-storage'),
      content: t('app.shell.layout.confirm-localstorage-reset'),
    });
    if (yes) factoryReset(() => pageReload.reload());
  }

  return (
    <>
      <button
        ref={gear}
        type="button"
        className="gear"
        part="toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        title={t('app.shell.layout.toggle')}
        aria-label={t('app.shell.layout.toggle')}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
          <path d="M8 4.754a3.246 3.246 0 1 0 0 6.492 3.246 3.246 0 0 0 0-6.492M5.754 8a2.246 2.246 0 1 1 4.492 0 2.246 2.246 0 0 1-4.492 0" />
          <path d="M9.796 1.343c-.527-1.79-3.065-1.79-3.592 0l-.094.319a.873.873 0 0 1-1.255.52l-.292-.16c-1.64-.892-3.433.902-2.54 2.541l.159.292a.873.873 0 0 1-.52 1.255l-.319.094c-1.79.527-1.79 3.065 0 3.592l.319.094a.873.873 0 0 1 .52 1.255l-.16.292c-.892 1.64.901 3.434 2.541 2.54l.292-.159a.873.873 0 0 1 1.255.52l.094.319c.527 1.79 3.065 1.79 3.592 0l.094-.319a.873.873 0 0 1 1.255-.52l.292.16c1.64.893 3.434-.902 2.54-2.541l-.159-.292a.873.873 0 0 1 .52-1.255l.319-.094c1.79-.527 1.79-3.065 0-3.592l-.319-.094a.873.873 0 0 1-.52-1.255l.16-.292c.893-1.64-.902-3.433-2.541-2.54l-.292.159a.873.873 0 0 1-1.255-.52zm-2.633.283c.246-.835 1.428-.835 1.674 0l.094.319a1.873 1.873 0 0 0 2.693 1.115l.291-.16c.764-.415 1.6.42 1.184 1.185l-.159.292a1.873 1.873 0 0 0 1.116 2.692l.318.094c.835.246.835 1.428 0 1.674l-.319.094a1.873 1.873 0 0 0-1.115 2.693l.16.291c.415.764-.42 1.6-1.185 1.184l-.291-.159a1.873 1.873 0 0 0-2.693 1.116l-.094.318c-.246.835-1.428.835-1.674 0l-.094-.319a1.873 1.873 0 0 0-2.692-1.115l-.292.16c-.764.415-1.6-.42-1.184-1.185l.159-.291A1.873 1.873 0 0 0 1.945 8.93l-.319-.094c-.835-.246-.835-1.428 0-1.674l.319-.094A1.873 1.873 0 0 0 3.06 4.377l-.16-.292c-.415-.764.42-1.6 1.185-1.184l.292.159a1.873 1.873 0 0 0 2.692-1.115z" />
        </svg>
      </button>
      <section
        className="panel"
        part="panel"
        id={`${id}-panel`}
        hidden={!open}
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`}>{t('app.shell.layout.title')}</h2>
        <fieldset className="flags" part="flags">
          <legend hidden>{t('app.shell.layout.flags-title')}</legend>
          {LAYOUT_FLAGS.map((flag: LayoutFlag) => {
            const reason = flagUnavailable(state, flag);
            return (
              <div key={flag} className="flag">
                <label part="flag">
                  <input
                    type="checkbox"
                    name={flag}
                    checked={state[flag]}
                    disabled={reason !== null}
                    aria-describedby={reason ? `${id}-${flag}-reason` : undefined}
                    onChange={(event) => {
                      if (flag !== 'mobile' && reason === null) setFlag(flag, event.target.checked);
                    }}
                  />
                  <span>{t(`app.shell.layout.flags.${flag}`)}</span>
                </label>
                {reason ? (
                  <p className="reason" part="flag-reason" data-flag={flag} id={`${id}-${flag}-reason`}>
                    {t(`app.shell.layout.unavailable.${reason}`)}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
        <h3>{t('app.shell.layout.skins')}</h3>
        <div className="skins" part="skins" role="group" aria-label={t('app.shell.layout.skins')}>
          {SKINS.map((skin) => (
            <button
              key={skin.name}
              type="button"
              className="skin"
              part="skin"
              data-skin={skin.name}
              aria-pressed={state.skin === skin.name}
              onClick={() => setSkin(skin.name)}
            >
              <Swatch theme={SKIN_THEMES[skin.name]} />
              <span>{t(`app.shell.layout.skin.${skin.name}`)}</span>
              {skin.beta ? <span className="beta">{t('app.shell.layout.beta')}</span> : null}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="reset-panels"
          part="reset-panels"
          disabled={!panelsChanged}
          onClick={() => {
            resetUserPanels();
            resetUserTables();
            setPanelsReset(true);
          }}
        >
          {t('app.shell.layout.reset-panels')}
        </button>
        <p className="notice" part="reset-panels-notice" role="status">
          {panelsReset && !panelsChanged ? t('app.shell.layout.reset-panels-done') : ''}
        </p>
        <button type="button" className="reset" part="factory-reset" onClick={confirmReset}>
          {t('app.shell.layout.factory-reset')}
        </button>
      </section>
      {dialogs.outlet}
    </>
  );
}
