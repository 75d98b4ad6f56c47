/**
 * Styles of the shared building blocks (Button, BackButton, ListSearchBox, Switch, Paginator,
 * DataTable). An element that renders any of them adds `uiStyles` to its `defineWidget` styles:
 * `defineWidget('casino-users', Users, { styles: [uiStyles, usersStyles] })`.
 *
 * @cssprop --casino-color-primary - Blue buttons, the switch when on, sort marks, focus rings.
 * @cssprop --casino-color-danger - Red buttons.
 * @cssprop --casino-table-row-height - Height of a data-table row (virtualized bodies use 36px).
 * @cssprop --casino-table-row-height-compact - Height of a row in the compact density (default 28px).
 * @cssprop --casino-table-header-background - Background of the table header.
 */
import { css } from '../styles';

export const uiStyles = css`
  .casino-button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 34px;
    padding: 6px 14px;
    color: var(--_casino-color-primary-contrast);
    background: var(--_casino-color-primary);
    border: 1px solid transparent;
    border-radius: var(--_casino-radius);
    cursor: pointer;
  }
  .casino-button-red {
    background: var(--_casino-color-danger);
  }
  .casino-button-small {
    min-height: 26px;
    padding: 2px 8px;
    font-size: 0.85em;
  }
  .casino-button:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  .casino-button:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }

  .casino-back-button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    color: var(--_casino-color-primary);
    text-decoration: none;
  }
  .casino-back-button:hover {
    text-decoration: underline;
  }

  .casino-list-search {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 0 8px;
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
    background: var(--_casino-color-surface);
    color: var(--_casino-color-text-muted);
  }
  .casino-list-search:focus-within {
    border-color: var(--_casino-color-primary);
    box-shadow: 0 0 0 1px var(--_casino-color-primary);
  }
  /* texts of the console's languages read left to right inside a right-to-left layout too */
  .casino-list-search input,
  .casino-list-search input::placeholder,
  .day-input input,
  .day-input input::placeholder {
    unicode-bidi: plaintext;
  }
  .casino-list-search input {
    border: none;
    outline: none;
    padding: 6px 0;
    min-width: 0;
    color: var(--_casino-color-text);
  }

  .casino-switch {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    padding: 2px;
    color: var(--_casino-color-text);
    background: transparent;
    border: none;
  }
  .casino-switch-track {
    position: relative;
    width: 36px;
    height: 20px;
    border-radius: 10px;
    background: var(--_casino-color-border);
    transition: background 150ms ease;
  }
  .casino-switch-thumb {
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: var(--_casino-color-primary-contrast);
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.3);
    transition: left 150ms ease;
  }
  .casino-switch.on .casino-switch-track {
    background: var(--_casino-color-primary);
  }
  .casino-switch.on .casino-switch-thumb {
    left: 18px;
  }
  .casino-switch-state {
    min-width: 2em;
    color: var(--_casino-color-text-muted);
    font-size: 0.85em;
  }

  .casino-paginator {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 12px;
    padding: 6px 0;
    color: var(--_casino-color-text-muted);
  }
  .casino-paginator-size {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .casino-paginator-steps {
    display: inline-flex;
    gap: 12px;
  }
  .casino-paginator button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 30px;
    height: 30px;
    padding: 0;
    color: var(--_casino-color-text);
    background: transparent;
  }
  .casino-paginator button:disabled {
    opacity: 0.35;
  }

  .casino-data-table {
    width: 100%;
    min-width: 0;
  }
  .casino-table-scroll {
    overflow: auto;
  }
  .casino-data-table table {
    width: 100%;
    border-collapse: collapse;
  }
  .casino-data-table th,
  .casino-data-table td {
    height: var(--casino-table-row-height, 36px);
    padding: 4px 6px;
    text-align: start;
    border-bottom: 1px solid var(--_casino-color-border);
  }
  /* Text cells wrap between words when the columns would not fit side by side (a name, an agent, a day
     and its time), so every column fits the box the table is given; numbers and the row actions never
     wrap. A word longer than its column (an e-mail address) breaks rather than push the table wider. */
  .casino-data-table td {
    white-space: normal;
    overflow-wrap: break-word;
  }
  .casino-data-table .end {
    text-align: end;
  }
  .casino-data-table td.end {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  /* A header may break between its words ('Bonus / balance'), never inside one (keep-all: a Chinese
     header stays whole): a column is then as wide as its values. */
  .casino-data-table thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    white-space: normal;
    word-break: keep-all;
    vertical-align: bottom;
    font-weight: 600;
    background: var(--_casino-table-header-background);
  }
  .casino-data-table.compact th,
  .casino-data-table.compact td {
    height: var(--casino-table-row-height-compact, 28px);
    padding: 1px 6px;
    font-size: 0.95em;
  }
  .casino-sort {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 0;
    font-weight: inherit;
    text-align: start;
    color: inherit;
    background: transparent;
  }
  .casino-sort-mark {
    font-size: 0.75em;
    color: var(--_casino-color-primary);
  }
  .casino-table-row.clickable,
  .casino-card.clickable {
    cursor: pointer;
  }
  .casino-table-row:hover {
    background: var(--_casino-color-background);
  }
  .casino-table-row:focus-visible,
  .casino-table-row:focus,
  .casino-card:focus-visible,
  .casino-card:focus {
    outline: 2px solid var(--_casino-color-primary);
    outline-offset: -2px;
  }
  .casino-table-row[data-selected='true'] {
    background: var(--_casino-color-selected);
  }
  .casino-table-state td {
    padding: 16px;
    text-align: center;
    color: var(--_casino-color-text-muted);
  }
  .casino-table-spacer td {
    height: auto;
    padding: 0;
    border: none;
  }
  /* The row actions: a column of their own at the end, as wide as its buttons (never over a column). */
  .casino-data-table .casino-table-actions {
    width: 1%;
    white-space: nowrap;
    text-align: end;
  }
  .casino-data-table tfoot th,
  .casino-data-table tfoot td {
    font-weight: 600;
    border-top: 2px solid var(--_casino-color-border);
  }

  /* above the table: the Columns button (and on a phone, the sort) */
  .casino-table-tools {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 8px;
    padding-block-end: 4px;
  }
  .casino-column-button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .casino-card-sort {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
    margin-inline-end: auto;
  }
  .casino-column-panel {
    position: fixed;
    inset: auto;
    margin: 0;
    padding: 8px 10px;
    width: min(20rem, calc(100vw - 16px));
    max-height: min(28rem, calc(100vh - 16px));
    overflow: auto;
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
    background: var(--_casino-color-surface);
    color: var(--_casino-color-text);
    box-shadow: 0 4px 16px rgb(0 0 0 / 18%);
  }
  .casino-column-title {
    margin: 0 0 4px;
    font-weight: 600;
  }
  .casino-column-panel ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .casino-column-panel li {
    display: flex;
    align-items: center;
    gap: 4px;
    min-height: 28px;
  }
  .casino-column-panel li label {
    display: flex;
    flex: 1;
    align-items: center;
    gap: 6px;
    min-width: 0;
  }
  .casino-column-move {
    width: 26px;
    height: 26px;
    padding: 0;
    font-size: 0.7em;
    color: var(--_casino-color-text);
    background: transparent;
    border: 1px solid var(--_casino-color-border);
  }
  .casino-column-move[aria-disabled='true'],
  .casino-column-panel [aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
  .casino-density {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    margin: 8px 0;
    padding: 4px 8px;
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
  }
  .casino-density label {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }

  /* A phone: every row is a card of "label: value" lines with the row's actions under them. */
  .casino-cards {
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .casino-cards.busy {
    opacity: 0.6;
  }
  .casino-card {
    display: grid;
    gap: 6px;
    padding: 8px 10px;
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
    background: var(--_casino-color-surface);
  }
  .casino-card[data-selected='true'] {
    border-color: var(--_casino-color-primary);
  }
  .casino-card dl {
    display: grid;
    gap: 2px;
    margin: 0;
  }
  .casino-card-field {
    display: grid;
    grid-template-columns: minmax(6em, 40%) 1fr;
    gap: 8px;
    align-items: baseline;
  }
  .casino-card-field dt {
    color: var(--_casino-color-text-muted);
    font-size: 0.9em;
  }
  .casino-card-field dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .casino-data-table .casino-card-field {
    text-align: start;
  }
  .casino-card-field.end dd {
    font-variant-numeric: tabular-nums;
  }
  .casino-card-title {
    margin: 0;
    font-weight: 600;
  }
  .casino-card.totals {
    background: var(--_casino-color-background);
  }
  .casino-card-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    justify-content: flex-end;
  }
  .casino-cards-state {
    padding: 16px;
    text-align: center;
    color: var(--_casino-color-text-muted);
  }
  /* a day typed as DD/MM/YYYY or picked on a calendar (DayInput); the calendar pops over the page */
  .day-input {
    position: relative;
    display: inline-flex;
    flex-direction: column;
    gap: 2px;
  }
  .day-input-row {
    display: inline-flex;
    gap: 4px;
    align-items: center;
  }
  .day-input input {
    width: 8.5em;
  }
  .day-input .calendar {
    inset-inline-start: 0;
  }
  .day-input .calendar.end {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
  .day-input .icon-only {
    display: inline-flex;
    align-items: center;
    padding: 4px 6px;
  }
  .calendar {
    position: absolute;
    top: 100%;
    margin-top: 4px;
    font-weight: normal;
    z-index: 3;
    background: var(--_casino-color-surface);
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
    padding: var(--_casino-spacing);
    box-shadow: 0 4px 12px rgb(0 0 0 / 15%);
  }
  /* the month's name on the left of its first row, the previous and next buttons on its right */
  .rdp-months {
    position: relative;
    display: flex;
    gap: 16px;
  }
  .rdp-month_caption {
    font-weight: 600;
    padding: 4px 0;
    min-height: 2em;
    display: flex;
    align-items: center;
  }
  .rdp-nav {
    position: absolute;
    top: 0;
    inset-inline-end: 0;
    display: flex;
    gap: 2px;
  }
  .calendar .rdp-button_previous,
  .calendar .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2em;
    height: 2em;
    padding: 0;
    border: none;
    border-radius: 50%;
    background: none;
    color: inherit;
    cursor: pointer;
  }
  .calendar .rdp-button_previous:hover,
  .calendar .rdp-button_next:hover {
    background: var(--_casino-color-background);
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    font-size: 0.8em;
    color: var(--_casino-color-text-muted);
    padding: 2px;
  }
  .rdp-day {
    padding: 0;
    text-align: center;
  }
  .rdp-day_button {
    width: 2.2em;
    height: 2.2em;
    border: none;
    background: none;
    border-radius: 50%;
    cursor: pointer;
    font: inherit;
    color: inherit;
  }
  .rdp-outside {
    opacity: 0.5;
  }
  .rdp-today .rdp-day_button {
    font-weight: 700;
  }
  .rdp-selected .rdp-day_button {
    background: var(--_casino-color-primary);
    color: var(--_casino-color-primary-contrast);
  }
  .rdp-range_middle .rdp-day_button {
    background: var(--_casino-color-selected);
    color: inherit;
    border-radius: 0;
  }
  .rdp-disabled {
    opacity: 0.4;
  }
  .rdp-hidden {
    visibility: hidden;
  }
  .rdp-chevron {
    width: 1em;
    height: 1em;
    fill: currentColor;
  }
  .casino-visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .casino-spin {
    animation: casino-ui-spin 0.8s linear infinite;
  }
  @keyframes casino-ui-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
