/**
 * Styles of the shared building blocks (Button, BackButton, ListSearchBox, Switch, Paginator,
 * DataTable). An element that renders any of them adds `uiStyles` to its `defineWidget` styles:
 * `defineWidget('casino-users', Users, { styles: [uiStyles, usersStyles] })`.
 *
 * @cssprop --casino-color-primary - Blue buttons, the switch when on, sort marks, focus rings.
 * @cssprop --casino-color-danger - Red buttons.
 * @cssprop --casino-table-row-height - Height of a data-table row (virtualized bodies use 36px).
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
    color: var(--casino-color-primary-contrast, #ffffff);
    background: var(--casino-color-primary, #1f6feb);
    border: 1px solid transparent;
    border-radius: var(--casino-radius, 4px);
    cursor: pointer;
  }
  .casino-button-red {
    background: var(--casino-color-danger, #cf222e);
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
    color: var(--casino-color-primary, #1f6feb);
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
    border: 1px solid var(--casino-color-border, #d1d9e0);
    border-radius: var(--casino-radius, 4px);
    background: var(--casino-color-surface, #ffffff);
    color: var(--casino-color-text-muted, #59636e);
  }
  .casino-list-search:focus-within {
    border-color: var(--casino-color-primary, #1f6feb);
    box-shadow: 0 0 0 1px var(--casino-color-primary, #1f6feb);
  }
  .casino-list-search input {
    border: none;
    outline: none;
    padding: 6px 0;
    min-width: 0;
    color: var(--casino-color-text, #1f2328);
  }

  .casino-switch {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    padding: 2px;
    color: var(--casino-color-text, #1f2328);
    background: transparent;
    border: none;
  }
  .casino-switch-track {
    position: relative;
    width: 36px;
    height: 20px;
    border-radius: 10px;
    background: var(--casino-color-border, #d1d9e0);
    transition: background 150ms ease;
  }
  .casino-switch-thumb {
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #ffffff;
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.3);
    transition: left 150ms ease;
  }
  .casino-switch.on .casino-switch-track {
    background: var(--casino-color-primary, #1f6feb);
  }
  .casino-switch.on .casino-switch-thumb {
    left: 18px;
  }
  .casino-switch-state {
    min-width: 2em;
    color: var(--casino-color-text-muted, #59636e);
    font-size: 0.85em;
  }

  .casino-paginator {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 12px;
    padding: 6px 0;
    color: var(--casino-color-text-muted, #59636e);
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
    color: var(--casino-color-text, #1f2328);
    background: transparent;
  }
  .casino-paginator button:disabled {
    opacity: 0.35;
  }

  .casino-data-table {
    width: 100%;
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
    padding: 4px 8px;
    text-align: start;
    border-bottom: 1px solid var(--casino-color-border, #d1d9e0);
    white-space: nowrap;
  }
  .casino-data-table .end {
    text-align: end;
  }
  /* A header may break between its words ('Bonus / balance'), never inside one (keep-all: a Chinese
     header stays whole): a column is then as wide as its values, and a table of many columns fits a
     laptop's width better. */
  .casino-data-table thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    white-space: normal;
    word-break: keep-all;
    vertical-align: bottom;
    font-weight: 600;
    background: var(--casino-table-header-background, var(--casino-color-background, #f6f8fa));
  }
  .casino-sort {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 0;
    font-weight: inherit;
    color: inherit;
    background: transparent;
  }
  .casino-sort-mark {
    min-width: 1em;
    font-size: 0.75em;
    color: var(--casino-color-primary, #1f6feb);
  }
  .casino-table-row.clickable {
    cursor: pointer;
  }
  .casino-table-row:hover {
    background: var(--casino-color-background, #f6f8fa);
  }
  .casino-table-row:focus-visible {
    outline: 2px solid var(--casino-color-primary, #1f6feb);
    outline-offset: -2px;
  }
  .casino-table-state td {
    padding: 16px;
    text-align: center;
    color: var(--casino-color-text-muted, #59636e);
  }
  .casino-table-spacer td {
    height: auto;
    padding: 0;
    border: none;
  }
  .casino-table-actions {
    width: 1%;
    text-align: end;
  }
  /* The actions stay at the end of the table box: a table wider than its box (many columns on a
     laptop) scrolls its other columns under them, and every row action is reachable without
     scrolling sideways. */
  .casino-data-table .casino-table-actions {
    position: sticky;
    inset-inline-end: 0;
    background: var(--casino-color-surface, #fff);
  }
  .casino-data-table thead th.casino-table-actions {
    z-index: 2;
    background: var(--casino-table-header-background, var(--casino-color-background, #f6f8fa));
  }
  .casino-table-row:hover .casino-table-actions {
    background: var(--casino-color-background, #f6f8fa);
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
    background: var(--casino-color-surface, #fff);
    border: 1px solid var(--casino-color-border, #d0d7de);
    border-radius: var(--casino-radius, 4px);
    padding: var(--casino-spacing, 8px);
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
    background: var(--casino-color-background, #f6f8fa);
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    font-size: 0.8em;
    color: var(--casino-color-text-muted, #59636e);
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
    background: var(--casino-color-primary, #0969da);
    color: #fff;
  }
  .rdp-range_middle .rdp-day_button {
    background: var(--casino-color-selected, #ddf4ff);
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
