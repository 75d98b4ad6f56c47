/**
 * Styles of the casinos area's pages (on top of the page kit's): the checklists of the casino form and
 * of the assigned casinos, and the status badges.
 */
import { css } from '../shared/styles';

export const casinoStyles = css`
  .checklist-group + .checklist-group {
    margin-top: var(--_casino-spacing);
  }
  .checklist-head {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: var(--_casino-spacing);
  }
  .checklist {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(14em, 1fr));
    gap: 2px 12px;
  }
  .note {
    color: var(--_casino-color-text-muted);
    font-size: 0.9em;
  }
  .status {
    display: inline-block;
    padding: 0 6px;
    border-radius: var(--_casino-radius);
    border: 1px solid currentColor;
    font-size: 0.9em;
    white-space: nowrap;
  }
  .status[data-status='Active'] {
    color: var(--_casino-color-success);
  }
  .status[data-status='Inactive'] {
    color: var(--_casino-color-text-muted);
  }
  .message.info {
    color: var(--_casino-color-text);
  }
  ul.cascade {
    margin: 4px 0;
    padding-left: 1.2em;
  }
  ul.held {
    margin: 0;
    padding-left: 1.2em;
  }
`;
