/**
 * The request progress bar: an indeterminate bar shown while any request of the core is pending
 * (`pendingRequests` > 0), hidden otherwise.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { pendingRequests } from '../../core/http';
import { useT } from '../shared/hooks';
import { css } from '../shared/styles';

export const progressStyles = css`
  :host {
    display: block;
  }
  .bar {
    position: relative;
    height: var(--casino-progress-height, 3px);
    overflow: hidden;
    background: var(--_casino-progress-track);
  }
  .indicator {
    position: absolute;
    top: 0;
    bottom: 0;
    left: -40%;
    width: 40%;
    background: var(--_casino-color-primary);
    animation: casino-progress-slide 1.2s ease-in-out infinite;
  }
  @keyframes casino-progress-slide {
    from {
      left: -40%;
    }
    to {
      left: 100%;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .indicator {
      left: 0;
      width: 100%;
      opacity: 0.6;
      animation: none;
    }
  }
`;

export function Progress() {
  useSignals();
  const t = useT();
  const busy = pendingRequests.value > 0;
  return (
    <div
      part="bar"
      className="bar"
      role="progressbar"
      aria-label={t('app.shared.labels.request-in-progress')}
      aria-busy={busy}
      hidden={!busy}
    >
      <div className="indicator" />
    </div>
  );
}
