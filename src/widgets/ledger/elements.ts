/**
 * The ledger area (route ledger of /{agentId}; declared in src/core/areas/ledger/area.ts).
 *
 * @element casino-ledger-check
 * @summary The last ledger check (every balance recomputed from the double-entry ledger under it): when,
 * by whom (a user, or the command line), how many transactions, postings and accounts it went through,
 * and its result — no difference, or each difference found with what the ledger says and what was
 * found; a button checks the ledger now. For users with the global claim CanAuditLedger.
 * @attr agent-id - The agent the page is opened on (default: the route's agent); the check covers the
 * whole database whatever it is.
 * @attr config-src - URL of the configuration JSON.
 * @csspart ledger-check - The page (data-state loading | error | empty | content | forbidden).
 * @csspart run-check - The button that checks the ledger now (aria-busy while it runs).
 * @csspart last-check - The last check (data-differences = how many it found); `checked-at`,
 * `checked-by`, `transactions`, `postings`, `accounts`, `duration` its facts; `result` its verdict
 * (data-result clean | differences).
 * @csspart differences - The table of differences; `difference` each row (data-kind unbalanced | account |
 * column | hidden | reservation | issuer); `listed` says when only the first ones are listed.
 * @csspart empty - Shown while the ledger was never checked.
 * @csspart error - A translated error message; `success` the notice of a check just run.
 *
 * @cssprop --casino-color-success - The verdict when nothing differs.
 * @cssprop --casino-color-danger - The verdict when something differs.
 */
import '../../core/areas/ledger/translations';
import { defineWidget } from '../define-widget';
import { pageStyles, RouteGuard } from '../shared/page';
import { css } from '../shared/styles';
import { uiStyles } from '../shared/ui';
import { LedgerCheck, type LedgerCheckProps } from './LedgerCheck';

export { configure } from '../../core/config';

const ledgerStyles = css`
  .intro {
    margin: 0 0 var(--_casino-spacing);
    max-width: 70ch;
  }
  .facts {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 16px;
    margin: 0 0 var(--_casino-spacing);
  }
  .facts dt {
    font-weight: 600;
  }
  .facts dd {
    margin: 0;
  }
  .badge {
    display: inline-block;
    padding: 1px 8px;
    border-radius: 999px;
    border: 1px solid currentColor;
  }
  .badge.clean {
    color: var(--_casino-color-success);
  }
  .badge.differs {
    color: var(--_casino-color-danger);
    font-weight: 600;
  }
  td.amount {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

export const CasinoLedgerCheck = defineWidget<LedgerCheckProps>('casino-ledger-check', LedgerCheck, {
  guard: RouteGuard,
  props: { agentId: 'string' },
  styles: [uiStyles, pageStyles, ledgerStyles],
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-ledger-check': InstanceType<typeof CasinoLedgerCheck>;
  }
}
