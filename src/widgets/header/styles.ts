import { css } from '../shared/styles';

export const headerStyles = css`
  :host {
    display: block;
    color: var(--_casino-header-color);
    background: var(--_casino-header-background);
    border-bottom: 1px solid var(--_casino-color-border);
  }
  header {
    display: flex;
    align-items: center;
    gap: var(--_casino-spacing);
    min-height: var(--casino-header-height, 52px);
    padding: 0 calc(var(--_casino-spacing) * 1.5);
  }
  .logo {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    color: inherit;
    font-weight: 700;
    text-decoration: none;
    white-space: nowrap;
  }
  .logo-mark {
    width: 24px;
    height: 24px;
    /* the header's own text colour: the primary colour nearly vanished on dark headers (1.75:1), and
       on narrow screens the mark is all there is of the home link */
    color: currentColor;
  }
  .icon-button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-width: 32px;
    height: 32px;
    padding: 0 8px;
    color: inherit;
    background: transparent;
    border: 1px solid color-mix(in srgb, currentColor 25%, transparent);
  }
  .icon-button:hover,
  .icon-button[aria-expanded='true'],
  .icon-button[aria-pressed='true'] {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
  .icon {
    width: 16px;
    height: 16px;
    flex: none;
  }
  .info {
    display: flex;
    align-items: center;
    gap: var(--_casino-spacing);
    min-width: 0;
    margin-inline-start: auto;
  }
  .user {
    min-width: 3em;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 600;
  }
  .credit {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 8px;
    color: inherit;
    background: color-mix(in srgb, currentColor 10%, transparent);
    border-radius: 999px;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .tools {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  .search {
    display: flex;
    align-items: center;
    margin: 0;
  }
  .search input,
  .search input::placeholder {
    unicode-bidi: plaintext;
  }
  .search input {
    width: 14em;
    padding: 4px 8px;
    color: var(--_casino-color-text);
    background: var(--_casino-color-surface);
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius) 0 0 var(--_casino-radius);
  }
  .search .icon-button {
    border-radius: 0 var(--_casino-radius) var(--_casino-radius) 0;
  }
  .flag {
    width: 20px;
    height: 14px;
    object-fit: cover;
    border-radius: 2px;
  }
  @media (max-width: 1024px) {
    .search input {
      width: 9em;
    }
  }
  /* Narrow: the search button opens the search page, whose own box takes the text. */
  @media (max-width: 640px) {
    .logo-text,
    .language-name,
    .hide-narrow,
    .search input {
      display: none;
    }
    .search .icon-button {
      border-radius: var(--_casino-radius);
    }
    .user {
      max-width: 80px;
    }
  }
  /*
   * Phones (360 px and up): the user name above the credit, in smaller type. The credit is shown whole
   * (an amount cut short would read as another amount); the user name is shortened with an ellipsis.
   */
  @media (max-width: 480px) {
    header {
      gap: 4px;
      padding: 0 8px;
    }
    .info {
      flex-direction: column;
      align-items: flex-start;
      justify-content: center;
      gap: 1px;
      line-height: 1.2;
    }
    .user {
      min-width: 2em;
      max-width: 36vw;
      font-size: 0.85em;
    }
    .credit .icon,
    .dropdown .icon-button .icon:last-child:not(:first-child) {
      display: none;
    }
    .credit {
      padding: 0 6px;
      font-size: 0.8em;
    }
    .icon-button {
      min-width: 30px;
      padding: 0 6px;
    }
  }
`;
