/**
 * The ribbon under the header: the refresh button (spins 450 ms, broadcasts 'casino-refresh', reloads
 * the page after 500 ms unless 'casino-refresh-done' arrives first; the rule is `startRefresh` of
 * src/core/refresh.ts) and a slot for the breadcrumbs.
 */
import { useEffect, useRef, useState } from 'react';
import { startRefresh, type RefreshRun } from '../../core/refresh';
import { useT } from '../shared/hooks';
import { css } from '../shared/styles';

export const ribbonStyles = css`
  :host {
    display: block;
    background: var(--_casino-ribbon-background);
    border-bottom: 1px solid var(--_casino-color-border);
  }
  .ribbon {
    display: flex;
    align-items: center;
    gap: var(--_casino-spacing);
    min-height: 40px;
    padding: 0 calc(var(--_casino-spacing) * 1.5);
  }
  .refresh {
    display: inline-grid;
    place-items: center;
    width: 30px;
    height: 30px;
    padding: 0;
    color: var(--_casino-ribbon-muted);
    background: transparent;
    border: 1px solid var(--_casino-color-border);
  }
  .refresh:hover {
    color: var(--_casino-ribbon-link);
  }
  .refresh svg {
    width: 16px;
    height: 16px;
  }
  .refresh.spinning svg {
    animation: casino-ribbon-spin 450ms linear;
  }
  @keyframes casino-ribbon-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .refresh.spinning svg {
      animation: none;
    }
  }
  ::slotted(*) {
    flex: 1;
    min-width: 0;
  }
`;

export function Ribbon() {
  const t = useT();
  const [spinning, setSpinning] = useState(false);
  const run = useRef<RefreshRun | null>(null);
  useEffect(() => () => run.current?.cancel(), []);

  function refresh() {
    if (spinning) return;
    setSpinning(true);
    run.current = startRefresh({ onSpinEnd: () => setSpinning(false) });
  }

  return (
    <div className="ribbon" part="ribbon">
      <button
        type="button"
        part="refresh"
        className={spinning ? 'refresh spinning' : 'refresh'}
        title={t('app.shell.ribbon.refresh')}
        aria-label={t('app.shell.ribbon.refresh')}
        aria-busy={spinning}
        onClick={refresh}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
          <path d="M8 3a5 5 0 1 0 4.546 2.914.5.5 0 0 1 .908-.417A6 6 0 1 1 8 2z" />
          <path d="M8 4.466V.534a.25.25 0 0 1 .41-.192l2.36 1.966a.25.25 0 0 1 0 .384L8.41 4.658A.25.25 0 0 1 8 4.466" />
        </svg>
      </button>
      <slot />
    </div>
  );
}
