/**
 * Styles of the reports pages: the grouped report list, the parameter form, the progress bar, the
 * results with their totals, the round beside the list and the dashboard (the calendar's styles are
 * the shared ones of src/widgets/shared/ui/styles.ts).
 *
 * @cssprop --casino-report-progress - Colour of the running report's progress bar.
 */
import { css } from '../shared/styles';

export const reportStyles = css`
  .groups {
    display: grid;
    gap: calc(2 * var(--_casino-spacing));
  }
  .groups h3 {
    margin: 0 0 4px;
    font-size: 1.05em;
  }
  .report-links {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  .report-links a {
    font-weight: 600;
    color: var(--_casino-color-link);
  }
  .report-links p {
    margin: 2px 0 0;
    color: var(--_casino-color-text-muted);
  }
  form.params {
    max-width: none;
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: var(--_casino-spacing) calc(2 * var(--_casino-spacing));
  }
  form.params .field {
    min-width: 10em;
  }
  form.params .dates {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_casino-spacing);
    align-items: flex-end;
  }
  /* on a narrow screen the calendar button goes below the days rather than breaking its words */
  form.params .dates > button {
    white-space: nowrap;
  }
  form.params input[type='text'] {
    width: 9em;
  }
  form.params .search input[type='text'] {
    width: 14em;
  }
  .zone {
    flex-basis: 100%;
    margin: 0;
    font-size: 0.9em;
    color: var(--_casino-color-text-muted);
  }
  .buttons {
    display: flex;
    gap: var(--_casino-spacing);
    align-items: center;
  }
  .progress {
    position: relative;
    height: 4px;
    overflow: hidden;
    background: var(--_casino-color-border);
    border-radius: 2px;
  }
  .progress span {
    position: absolute;
    inset: 0 auto 0 0;
    width: 35%;
    background: var(--_casino-report-progress);
    animation: casino-report-progress 1.2s ease-in-out infinite;
  }
  @keyframes casino-report-progress {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(300%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .progress span {
      animation-duration: 4s;
    }
  }
  .results {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_casino-spacing);
    align-items: flex-start;
  }
  .results > .table {
    flex: 1 1 36em;
    min-width: 0;
  }
  /* The round's panel: one column that is as wide as the panel, never as wide as its widest table
     (a grid column's automatic minimum is its content's: a slot's win lines made the page 250 px wider
     than the window). A wide table scrolls inside its own box instead. */
  .round {
    flex: 1 1 28em;
    min-width: 0;
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
    padding: var(--_casino-spacing);
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--_casino-spacing);
  }
  .round > * {
    min-width: 0;
  }
  .round header {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_casino-spacing);
    align-items: center;
  }
  .round header h3 {
    margin: 0;
    flex: 1;
    font-size: 1em;
  }
  .round input[readonly] {
    width: 100%;
  }
  tr[data-selected] td {
    background: var(--_casino-color-selected);
  }
  tfoot th,
  tfoot td {
    font-weight: 600;
    border-top: 2px solid var(--_casino-color-border);
  }
  .link {
    background: none;
    border: none;
    padding: 0;
    color: var(--_casino-color-link);
    text-decoration: underline;
    cursor: pointer;
    font: inherit;
  }
  .search {
    position: relative;
  }
  .search ul {
    position: absolute;
    top: 100%;
    left: 0;
    z-index: 2;
    margin: 2px 0 0;
    padding: 0;
    list-style: none;
    min-width: max(100%, 16em);
    max-height: 16em;
    overflow-y: auto;
    background: var(--_casino-color-surface);
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
  }
  .search li {
    padding: 4px 8px;
    cursor: pointer;
  }
  .search li[aria-selected='true'],
  .search li:hover {
    background: var(--_casino-color-selected);
  }
  .dates-wrap {
    position: relative;
  }
  .figures {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(11em, 1fr));
    gap: var(--_casino-spacing);
    margin: 0;
  }
  .figures div {
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
    padding: var(--_casino-spacing);
  }
  .figures dt {
    color: var(--_casino-color-text-muted);
    font-size: 0.9em;
  }
  .figures dd {
    margin: 2px 0 0;
    font-size: 1.3em;
    font-weight: 600;
  }
  .figures .before {
    display: block;
    font-size: 0.7em;
    font-weight: 400;
    color: var(--_casino-color-text-muted);
  }
  .charts {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(20em, 1fr));
    gap: var(--_casino-spacing);
  }
  .charts figure {
    margin: 0;
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
    padding: var(--_casino-spacing);
  }
  .charts figcaption {
    font-weight: 600;
    margin-bottom: 4px;
  }
  .chart-box {
    position: relative;
    height: 220px;
  }
`;
