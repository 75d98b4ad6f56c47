/**
 * The reports area (routes reports, reports/dashboard, reports/:report; declared in
 * src/core/areas/reports/area.ts). Every element takes `agent-id`; without it it follows the current
 * route's agent. The game-history report shows rounds with `casino-round-detail` (the game-round
 * details bundle, registered here too).
 *
 * @element casino-reports
 * @summary The reports the user may open for the agent, grouped (overview, players, games, agents and
 * credit), each with its description; the page needs the report list's permission (view-children).
 * @attr agent-id - The agent whose reports are listed (default: the route's agent).
 * @attr config-src - URL of the configuration JSON.
 * @csspart reports - The page (data-state content | empty).
 * @csspart group - One group (data-group overview | players | games | agents).
 * @csspart report - One report link with its description (data-report = the report's key).
 *
 * @element casino-report
 * @summary One report: its parameter form (period in the agent's time zone with presets, include
 * sub-agents, game family and game, currency, player; 'All' is -999, 'No family' the null marker),
 * remembered per report and written into the URL when it runs; the rows sorted, paged and totalled per
 * currency on the server; a progress bar with Cancel while it runs; the CSV download with the export
 * permission; links to the report a row leads to; row actions with their permission (closing pending
 * games: confirmed, then the rows fetched again). Game history opens a row's round beside the list,
 * steps through it and shares it as a public link.
 * @attr agent-id - The report's agent (default: the route's agent).
 * @attr report - The report's key (REPORT_KEYS of src/core/areas/reports/definitions.ts), e.g. game-history, player-sessions, agent-summary, game-performance.
 * @attr config-src - URL of the configuration JSON.
 * @fires casino-refresh-done - On window, after the shell's refresh button reloaded the rows.
 * @csspart report - The page (data-report = key; data-state idle | loading | content | empty | cancelled | error).
 * @csspart params - The parameter form; `input-agent` (the agent's name; choosing another agent from
 * `agent-options` opens the report for it), `input-range`, `input-from`, `input-to`, `calendar-toggle`,
 * `calendar`, `input-sub`, `input-casino`, `input-family`, `input-game`, `input-currency`,
 * `input-player`, `player-options` its controls (options carry data-id); `time-zone` the time zone note
 * (data-time-zone); `run` and `cancel` its buttons; `field-error` a date's message.
 * @csspart progress - The indeterminate progress bar while the report runs (role progressbar).
 * @csspart download - The Download CSV button (export permission).
 * @csspart idle - Shown before the report first runs; `cancelled` after Cancel; `loading` while it first runs.
 * @csspart data-table - The results; `row` each row (data-row-id), `cell` its cells (each value in a span
 * with data-column), `header` the column headers (data-column); `footer` the totals, `totals` one row per
 * currency (data-currency); `drill` a cell that opens another report (data-report).
 * @csspart paginator - The paginator.
 * @csspart actions - A row's actions cell (reports with row actions, e.g. closing pending games): `action`
 * each button (data-action close-round | close-casino, also `action-<id>`); the confirmation is a dialog.
 * @csspart action-state - The state of the last row action (data-state pending | error | done), its text.
 * @csspart round - The round opened beside the list (data-bet-id); `round-detail` its
 * casino-round-detail; `share` the Share link button; `shared-link` the link made (data-copied);
 * `close-round` its close button.
 * @csspart error - A translated error message; `retry` its button.
 *
 * @element casino-dashboard
 * @summary The agent's totals for a period beside the period before (bets, wins, GGR, active players,
 * new players, deposits, in one currency) and charts of GGR per day, top games and players per channel.
 * @attr agent-id - The agent (default: the route's agent).
 * @attr config-src - URL of the configuration JSON.
 * @csspart dashboard - The page (data-state loading | content | empty | error).
 * @csspart params - The period and currency; `input-range`, `input-from`, `input-to`, `input-currency`.
 * @csspart figures - The totals; `figure` each (data-figure bets | wins | ggr | activePlayers |
 * newPlayers | deposits), `value` its value, `previous` the period before.
 * @csspart charts - The charts; `chart` each (data-chart ggr-per-day | top-games | channels).
 *
 * @cssprop --casino-report-progress - Colour of the progress bar of a running report.
 */
import '../../core/areas/reports/translations';
import '../games/elements';
import { defineWidget } from '../define-widget';
import { dialogStyles } from '../shared/dialogs';
import { pageStyles, RouteGuard } from '../shared/page';
import { uiStyles } from '../shared/ui';
import { Dashboard, type DashboardProps } from './Dashboard';
import { Report, type ReportProps } from './Report';
import { Reports, type ReportsProps } from './Reports';
import { reportStyles } from './styles';

export { configure } from '../../core/config';

const styles = [uiStyles, pageStyles, dialogStyles, reportStyles];

export const CasinoReports = defineWidget<ReportsProps>('casino-reports', Reports, {
  guard: RouteGuard,
  events: ['casino-navigate'],
  props: { agentId: 'string' },
  styles,
});
export const CasinoReport = defineWidget<ReportProps>('casino-report', Report, {
  guard: RouteGuard,
  events: ['casino-navigate', 'casino-saved'],
  props: { agentId: 'string', report: 'string' },
  styles,
});
export const CasinoDashboard = defineWidget<DashboardProps>('casino-dashboard', Dashboard, {
  guard: RouteGuard,
  props: { agentId: 'string' },
  styles,
});
