/**
 * Styles of the page kit (list page, form page, states, row actions), neutral for every area. An area
 * element adds `pageStyles` (with `uiStyles` and `dialogStyles`) to its `defineWidget` styles.
 *
 * @cssprop --casino-color-danger - Error messages and destructive buttons.
 * @cssprop --casino-color-success - Success messages.
 */
import { css } from '../styles';

export const pageStyles = css`
  :host {
    display: block;
  }
  .page {
    display: flex;
    flex-direction: column;
    gap: var(--_casino-spacing);
    padding: var(--_casino-spacing);
  }
  h2 {
    margin: 0;
    font-size: 1.2em;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_casino-spacing);
  }
  .toolbar .grow {
    /* at least as wide as its words: a Chinese title would otherwise break after every character when
       the controls beside it fill a phone's width (they wrap to the next line instead) */
    flex: 1 0 auto;
    max-width: 100%;
  }
  .state {
    padding: var(--_casino-spacing);
    color: var(--_casino-color-text-muted);
  }
  .message {
    padding: var(--_casino-spacing);
    border-radius: var(--_casino-radius);
    border: 1px solid currentColor;
  }
  /* a message that leaves by itself, with its dismiss button at its end */
  .message.timed {
    display: flex;
    align-items: flex-start;
    gap: var(--_casino-spacing);
  }
  .message.timed .message-text {
    flex: 1;
    min-width: 0;
  }
  .message .dismiss {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    margin-block: -4px;
    margin-inline-end: -4px;
    padding: 0;
    font-size: 1.2em;
    line-height: 1;
    color: inherit;
    background: transparent;
    border: 1px solid transparent;
  }
  .message .dismiss:hover,
  .message .dismiss:focus-visible {
    border-color: currentColor;
  }
  .message.error,
  .field-error {
    color: var(--_casino-color-danger);
  }
  .field-error {
    font-size: 0.9em;
  }
  .message.success {
    color: var(--_casino-color-success);
  }
  .message.warning {
    color: var(--_casino-color-warning);
  }
  form {
    display: grid;
    gap: var(--_casino-spacing);
    max-width: 40em;
  }
  .field {
    display: grid;
    gap: 2px;
  }
  form > *,
  .field > * {
    /* a grid item may shrink below its content's width (a long option of a select on a phone) */
    min-width: 0;
  }
  .field label,
  .label {
    font-weight: 600;
  }
  .hint {
    font-size: 0.9em;
    color: var(--_casino-color-text-muted);
  }
  .field input[aria-invalid='true'],
  .field select[aria-invalid='true'] {
    border-color: var(--_casino-color-danger);
  }
  fieldset {
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
  }
  /* every claim shows: no box of its own that would cut its last line (the page scrolls) */
  .claims {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(16em, 1fr));
    gap: 2px 12px;
  }
  .check {
    display: flex;
    align-items: center;
    gap: 4px;
    /* rows of checkboxes 24 px apart at least: a target a finger or a shaky hand can hit */
    min-height: 24px;
    font-weight: normal;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: start;
    padding: 4px 6px;
    border-bottom: 1px solid var(--_casino-color-border);
  }
  td.number,
  th.number {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  tbody tr.clickable {
    cursor: pointer;
  }
  tbody tr.clickable:hover {
    background: var(--_casino-color-background);
  }
  table.busy tbody {
    opacity: 0.6;
  }
  .actions {
    display: flex;
    flex-wrap: nowrap;
    gap: 4px;
    justify-content: flex-end;
  }
  button.secondary {
    color: var(--_casino-color-text);
    background: var(--_casino-color-surface);
    border-color: var(--_casino-color-border);
  }
  button.danger {
    background: var(--_casino-color-danger);
  }
  button.small {
    padding: 2px 6px;
    font-size: 0.9em;
    white-space: nowrap;
  }
  .row-menu {
    position: fixed;
    inset: auto;
    margin: 0;
    padding: 4px;
    min-width: 12rem;
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
    background: var(--_casino-color-surface);
    color: var(--_casino-color-text);
    box-shadow: 0 4px 16px rgb(0 0 0 / 18%);
  }
  .row-menu:popover-open {
    display: grid;
    gap: 2px;
  }
  .row-menu button {
    text-align: start;
    justify-content: flex-start;
    width: 100%;
    border-color: transparent;
  }
  .row-menu button.danger {
    color: var(--_casino-color-danger);
    background: transparent;
  }
  .row-menu button:focus-visible,
  .row-menu button:hover {
    background: var(--_casino-color-background);
  }
  .paginator {
    display: flex;
    align-items: center;
    gap: var(--_casino-spacing);
    justify-content: flex-end;
  }
  /* a panel of a list page: an action's form or details shown above the table */
  .panel {
    display: grid;
    gap: var(--_casino-spacing);
    padding: var(--_casino-spacing);
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
  }
  .panel h3 {
    margin: 0;
    font-size: 1.05em;
  }
  .panel p {
    margin: 0;
  }
  dl.preview {
    display: grid;
    grid-template-columns: auto auto;
    gap: 2px 12px;
    margin: 0;
  }
  dl.preview dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;
