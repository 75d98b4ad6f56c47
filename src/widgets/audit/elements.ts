/**
 * The audit area (route audit of /{agentId}; declared in src/core/areas/audit/area.ts).
 *
 * @element casino-audit-log
 * @summary The changes recorded for the agent's subtree (who, when, what, on which agent and object),
 * newest first; sort, search and paging on the server with the state in the URL; filters period,
 * kind, user, object type and object id; each entry opens to every value it changed, before and
 * after; CSV export of the filtered entries (export permission); new entries appear live.
 * @attr agent-id - The agent whose subtree's changes are listed (default: the route's agent).
 * @attr config-src - URL of the configuration JSON.
 * @csspart audit-log - The page (data-state loading | error | empty | content).
 * @csspart live - Whether live updates are on (data-live open | connecting | retrying | off).
 * @csspart export - The CSV export button (export permission).
 * @csspart filters - The filters; `filter-from`, `filter-to` (days typed DD/MM/YYYY, each with a
 * `day-calendar-toggle` that opens a `calendar`), `filter-kind`, `filter-user`,
 * `filter-type` (selects), `filter-object` (object id), `clear-filters`; `period-error` a wrong period.
 * @csspart list-search - The search box (kind, user, object id, agent name).
 * @csspart data-table - The table; `row` each entry (data-row-id = entry id), its cells' values in spans
 * with data-column (`at`, `userName`, `kind` with data-kind, `agent`, `objectType` with data-object-type).
 * @csspart entry-details - An entry's disclosure (data-entry-id); `entry-summary` how many values changed;
 * `diff` the table of changes, `diff-row` each value (data-path, data-change added | removed | changed)
 * with `diff-before` and `diff-after`; `entry-origin` the object, request id and client address.
 * @csspart paginator - The paginator.
 * @csspart error - A translated error message; `success` the export's notice.
 *
 * @cssprop --casino-color-success - The live badge when live.
 * @cssprop --casino-color-warning - The live badge while reconnecting.
 */
import '../../core/areas/audit/translations';
import { defineWidget } from '../define-widget';
import { dialogStyles } from '../shared/dialogs';
import { pageStyles, RouteGuard } from '../shared/page';
import { css } from '../shared/styles';
import { uiStyles } from '../shared/ui';
import { AuditLog, type AuditLogProps } from './AuditLog';

export { configure } from '../../core/config';

const auditStyles = css`
  .filters {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: var(--_casino-spacing);
    flex-basis: 100%;
    margin: 0;
  }
  .filter {
    display: grid;
    gap: 2px;
  }
  .filter > span,
  .filter > label {
    font-size: 0.9em;
    font-weight: 600;
  }
  .filters .field-error {
    flex-basis: 100%;
  }
  .live {
    font-size: 0.85em;
    padding: 1px 8px;
    border-radius: 999px;
    border: 1px solid currentColor;
    color: var(--_casino-color-text-muted);
  }
  .live-open {
    color: var(--_casino-color-success);
  }
  .live-retrying {
    color: var(--_casino-color-warning);
  }
  details summary {
    cursor: pointer;
  }
  .diff {
    border-collapse: collapse;
    margin-top: 4px;
    font-size: 0.9em;
  }
  .diff th,
  .diff td {
    text-align: start;
    vertical-align: top;
    padding: 2px 8px;
    border-bottom: 1px solid var(--_casino-color-border);
  }
  .diff code {
    white-space: pre-wrap;
    word-break: break-all;
  }
  .change-type,
  .origin {
    font-size: 0.9em;
    color: var(--_casino-color-text-muted);
  }
  .origin {
    margin: 4px 0 0;
  }
`;

export const CasinoAuditLog = defineWidget<AuditLogProps>('casino-audit-log', AuditLog, {
  guard: RouteGuard,
  props: { agentId: 'string' },
  styles: [uiStyles, pageStyles, dialogStyles, auditStyles],
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-audit-log': InstanceType<typeof CasinoAuditLog>;
  }
}
