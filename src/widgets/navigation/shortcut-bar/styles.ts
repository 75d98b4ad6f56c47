import { css } from '../../shared/styles';

/**
 * @cssprop --casino-shortcut-bar-background - Background of the bar (default the skin's header colour).
 * @cssprop --casino-shortcut-size - Size of one shortcut button (default 120px).
 */
export const shortcutBarStyles = css`
  :host {
    display: contents;
  }
  .backdrop {
    position: fixed;
    inset: 0;
    z-index: 900;
    background: rgb(0 0 0 / 0.25);
  }
  .bar {
    position: absolute;
    inset: 0 0 auto 0;
    max-height: 100vh;
    overflow: auto;
    padding: 12px 16px 20px;
    color: var(--_casino-shortcut-bar-color);
    background: var(--_casino-shortcut-bar-background);
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.3);
  }
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: 8px;
  }
  h2 {
    margin: 0;
    font-size: 1rem;
    font-weight: 600;
  }
  .close {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    padding: 0;
    color: inherit;
    background: transparent;
    border: 1px solid rgb(255 255 255 / 0.4);
    border-radius: var(--_casino-radius);
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .shortcut {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 8px;
    box-sizing: border-box;
    width: var(--casino-shortcut-size, 120px);
    height: var(--casino-shortcut-size, 120px);
    padding: 8px;
    color: var(--_casino-shortcut-bar-color);
    text-align: center;
    text-decoration: none;
    background: rgb(255 255 255 / 0.12);
    border: 1px solid rgb(255 255 255 / 0.25);
    border-radius: var(--_casino-radius);
    cursor: pointer;
  }
  .shortcut:hover,
  .shortcut[aria-current='page'] {
    background: rgb(255 255 255 / 0.25);
  }
  .shortcut:focus-visible,
  .close:focus-visible {
    outline: 3px solid var(--_casino-shortcut-bar-color);
    outline-offset: 2px;
  }
  .shortcut[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  .icon {
    font-size: 2.25rem;
  }
  .label {
    font-size: 0.875rem;
    line-height: 1.2;
  }
  .empty {
    margin: 0;
  }
  @media (max-width: 480px) {
    .shortcut {
      width: calc(50% - 5px);
      height: 96px;
    }
  }
`;
