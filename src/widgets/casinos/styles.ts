/**
 * Styles of the casinos area's pages (on top of the page kit's): the checklists of the casino form and
 * of the assigned casinos, and the status badges.
 */
import { css } from '../shared/styles';

export const casinoStyles = css`
  .checklist-group + .checklist-group {
    margin-top: var(--casino-spacing, 8px);
  }
  .checklist-head {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: var(--casino-spacing, 8px);
  }
  .checklist {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(14em, 1fr));
    gap: 2px 12px;
  }
  .note {
    color: var(--casino-color-text-muted, light-dark(#59636e, #9198a1));
    font-size: 0.9em;
  }
  .status {
    display: inline-block;
    padding: 0 6px;
    border-radius: var(--casino-radius, 4px);
    border: 1px solid currentColor;
    font-size: 0.9em;
    white-space: nowrap;
  }
  .status[data-status='Active'] {
    color: var(--casino-color-success, light-dark(#1a7f37, #3fb950));
  }
  .status[data-status='Inactive'] {
    color: var(--casino-color-text-muted, light-dark(#59636e, #9198a1));
  }
  .message.info {
    color: var(--casino-color-text, light-dark(#1f2328, #f0f6fc));
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
