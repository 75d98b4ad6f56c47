/**
 * Styles of the game-round detail views, adopted into the shadow root of every detail element
 * (and of casino-game-history / casino-round-detail, which render a view inside their own root).
 *
 * @cssprop --casino-card-radius - Corner radius of a playing card (default 3px).
 * @cssprop --casino-card-shadow - Shadow of a playing card.
 * @cssprop --casino-roulette-red - Badge colour of red numbers.
 * @cssprop --casino-roulette-black - Badge colour of black numbers.
 * @cssprop --casino-roulette-green - Badge colour of zero.
 * @cssprop --casino-table-header-background - Background of table headers.
 *
 * @csspart section - One section of a view (data-section names it).
 * @csspart table - A detail table.
 * @csspart table-scroll - The box a table scrolls in sideways on narrow screens (focusable while it overflows).
 * @csspart card - One playing card (data-card holds its code).
 * @csspart cards - A group or stack of cards.
 * @csspart badge - The roulette spin-result badge (data-colour: green, red or black).
 * @csspart frame - The embedded frame of an external report.
 * @csspart error - The error line.
 * @csspart loading - The loading state.
 * @csspart title - The title of casino-game-history.
 * @csspart step - Previous / next / reload buttons of casino-round-detail.
 */
import { css, type CSSResult } from '../shared/styles';

export const detailStyles: CSSResult = css`
  .detail {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_casino-spacing) * 2);
  }
  .detail-error {
    text-align: center;
  }
  /* the round header: the game, then its facts in as many columns as fit */
  .round-header {
    display: grid;
    gap: var(--_casino-spacing);
  }
  .round-header h2 {
    margin: 0;
    font-size: 1.15em;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_casino-spacing);
  }
  .round-header .pending {
    font-size: 0.75em;
    font-weight: 600;
    padding: 0.1em 0.6em;
    border-radius: 1em;
    border: 1px solid var(--_casino-color-border);
    color: var(--_casino-color-text-muted);
  }
  dl.facts {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9em, 1fr));
    gap: calc(var(--_casino-spacing) / 2) calc(var(--_casino-spacing) * 2);
    margin: 0;
  }
  dl.facts dt {
    font-size: 0.85em;
    color: var(--_casino-color-text-muted);
  }
  dl.facts dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
  .empty-round,
  .external-note {
    margin: 0;
    color: var(--_casino-color-text-muted);
  }
  .external-report {
    display: grid;
    gap: var(--_casino-spacing);
  }
  .external-note a {
    color: var(--_casino-color-primary);
  }
  section h3 {
    margin: 0 0 var(--_casino-spacing);
    font-size: 1em;
    font-weight: 600;
  }
  /* A table wider than the screen scrolls inside its box (never the page), its first column kept in
     view; the box is focusable then (TableScroll), and shows the focus. */
  .table-wrap {
    overflow-x: auto;
  }
  .table-wrap:focus-visible {
    outline: 2px solid var(--_casino-color-primary);
    outline-offset: 2px;
  }
  table.first-column-kept :is(th, td):first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
  }
  table.first-column-kept td:first-child {
    background: var(--_casino-color-surface);
  }
  .table-wrap[data-overflows] table.first-column-kept :is(th, td):first-child {
    box-shadow: inset -1px 0 0 var(--_casino-color-border);
  }
  table {
    border-collapse: collapse;
    width: 100%;
    background: var(--_casino-color-surface);
  }
  th,
  td {
    border: 1px solid var(--_casino-color-border);
    padding: calc(var(--_casino-spacing) / 2) var(--_casino-spacing);
    text-align: left;
    vertical-align: middle;
  }
  th {
    background: var(--_casino-table-header-background);
    font-weight: 600;
    /* a Chinese header breaks between words, never inside one (a narrow column scrolls instead) */
    word-break: keep-all;
  }
  td.amount {
    text-align: right;
    white-space: nowrap;
  }
  .card {
    display: inline-block;
    background-repeat: no-repeat;
    border-radius: var(--casino-card-radius, 3px);
    box-shadow: var(--_casino-card-shadow);
    background-color: #fff;
    vertical-align: middle;
  }
  /* a code that is no card: a dashed, hatched card with a question mark and the code */
  .card.unknown-card {
    display: inline-flex;
    flex-direction: column;
    align-items: flex-start;
    justify-content: center;
    padding-inline-start: 2px;
    overflow: hidden;
    line-height: 1.1;
    font-weight: 700;
    color: #5c5c5c;
    background: repeating-linear-gradient(45deg, #f4f4f4 0 4px, #e2e2e2 4px 8px);
    box-shadow: none;
    border: 1px dashed #7a7a7a;
  }
  .unknown-code {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 0.8em;
  }
  .card-stack {
    position: relative;
    display: inline-block;
    vertical-align: middle;
  }
  .card-stack > .card {
    position: absolute;
    top: 0;
  }
  .card-row {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_casino-spacing) / 2);
  }
  /* a sign drawn from the image CDN over its own (invisible) text, in the text's colour */
  .glyph {
    display: inline-block;
    width: 0.62em;
    height: 1em;
    vertical-align: -0.2em;
    overflow: hidden;
    -webkit-text-fill-color: transparent;
    background-color: currentColor;
    -webkit-mask: var(--glyph-image) center / contain no-repeat;
    mask: var(--glyph-image) center / contain no-repeat;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  iframe.external {
    width: 100%;
    height: 450px;
    border: 0;
  }
  .history-title {
    margin: 0 0 var(--_casino-spacing);
    font-size: 1.4em;
  }
  .steps {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_casino-spacing);
    margin-bottom: var(--_casino-spacing);
  }
  .steps .position {
    color: var(--_casino-color-text-muted);
    font-variant-numeric: tabular-nums;
  }
`;
