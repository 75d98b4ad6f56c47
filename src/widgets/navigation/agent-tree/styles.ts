import { css } from '../../shared/styles';

/**
 * @cssprop --casino-agent-tree-max-height - Height of the scrolling area (default 480px); rows beyond it are not rendered.
 * @cssprop --casino-agent-tree-indent - Indentation per level (default 14px).
 * @cssprop --casino-agent-tree-current-background - Background of the current agent's row.
 */
export const agentTreeStyles = css`
  :host {
    display: block;
  }
  .scroller {
    max-height: var(--casino-agent-tree-max-height, 480px);
    overflow: auto;
    outline: none;
  }
  .scroller:focus-visible {
    box-shadow: inset 0 0 0 2px var(--_casino-color-primary);
  }
  .canvas {
    position: relative;
    width: 100%;
  }
  .row {
    position: absolute;
    top: 0;
    inset-inline: 0;
    display: flex;
    align-items: center;
    gap: 2px;
    padding-inline-end: 4px;
    white-space: nowrap;
    cursor: pointer;
    user-select: none;
  }
  .row:hover {
    background: var(--_casino-color-background);
  }
  .row.focused {
    box-shadow: inset 0 0 0 1px var(--_casino-color-primary);
  }
  .row.current {
    color: var(--_casino-color-primary);
    font-weight: 600;
    background: var(--_casino-agent-tree-current-background);
  }
  .chevron,
  .leaf {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 20px;
    height: 20px;
    padding: 0;
    color: var(--_casino-color-text-muted);
    background: transparent;
  }
  .chevron svg {
    transition: transform 150ms ease;
  }
  .chevron[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
  /* right to left, a closed branch points to the left (the way it reads) */
  :host(:dir(rtl)) .chevron[aria-expanded='false'] svg {
    transform: scaleX(-1);
  }
  /* A name takes the room its row leaves (at least 150 px in a panel of the usual width) and ends in an
     ellipsis only when it does not fit; the whole name is the row's title. */
  .name {
    display: inline-block;
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    vertical-align: middle;
  }
  .spinner {
    flex: none;
    margin-inline-start: 4px;
    color: var(--_casino-color-primary);
    animation: casino-spin 0.8s linear infinite;
  }
  .loading {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    padding: 16px;
    color: var(--_casino-color-text-muted);
  }
  .loading .spinner {
    width: 40px;
    height: 40px;
  }
  @keyframes casino-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation-duration: 3s;
    }
  }
`;
