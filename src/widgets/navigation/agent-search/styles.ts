import { css } from '../../shared/styles';

/**
 * @cssprop --casino-agent-search-results-max-height - Height of the result list before it scrolls (default 240px).
 */
export const agentSearchStyles = css`
  :host {
    display: block;
    position: relative;
  }
  .field {
    display: flex;
    align-items: center;
    gap: 6px;
    padding: 0 8px;
    background: var(--_casino-color-surface);
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
  }
  .field:focus-within {
    border-color: var(--_casino-color-primary);
  }
  .field svg {
    flex: none;
    color: var(--_casino-color-text-muted);
  }
  input,
  input::placeholder {
    unicode-bidi: plaintext;
  }
  input {
    flex: 1;
    min-width: 0;
    border: none;
    outline: none;
    padding: 6px 0;
    background: transparent;
  }
  .results {
    position: absolute;
    z-index: 10;
    inset-inline: 0;
    list-style: none;
    margin: 4px 0 0;
    padding: 4px 0;
    max-height: var(--casino-agent-search-results-max-height, 240px);
    overflow: auto;
    background: var(--_casino-color-surface);
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
    box-shadow: 0 4px 12px rgba(0, 0, 0, 0.12);
  }
  .result {
    padding: 4px 10px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    cursor: pointer;
  }
  .result.active,
  .result:hover {
    color: var(--_casino-color-primary-contrast);
    background: var(--_casino-color-primary);
  }
  .status {
    padding: 4px 10px;
    color: var(--_casino-color-text-muted);
  }
  .spinner {
    animation: casino-spin 0.8s linear infinite;
  }
  @keyframes casino-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
