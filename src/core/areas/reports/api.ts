/**
 * Typed calls of the reports area, on the endpoints of its contract. No UI.
 *
 * - `runReport`: POST {report url} with the parameters, paging and sort: one page, total, totals.
 * - Reports, exports and the dashboard are asked again when the server answers busy (429 or 503 with
 *   Retry-After: src/core/http.ts), while the page says so.
 * - `downloadReport`: the same POST with `?lng=`, `Accept: text/csv` and the report-name header: the
 *   CSV as a Blob.
 * - `shareRound`: a public link of a round (the game-round routes' shared link).
 * - `runReportAction`: a row action of a report (closing pending games) for one row.
 */
import { serviceUrl } from '../../config';
import { call, endpointUrl } from '../../contract/client';
import { request } from '../../http';
import {
  reportEndpoints,
  reportsEndpoints as ep,
  type Dashboard,
  type DashboardRequest,
  type ReportAgent,
  type ReportAnswer,
  type ReportContext,
  type ReportGame,
  type ReportPlayer,
} from './contract';
import { actionBody, reportActionEndpoints, type ReportActionAnswer } from './actions';
import type { ReportActionDef, ReportKey } from './definitions';
import type { ReportRequestBody } from './params';

export type {
  Dashboard,
  DashboardRequest,
  ReportAgent,
  ReportAnswer,
  ReportContext,
  ReportGame,
  ReportPlayer,
};

export interface ReportPageRequest extends ReportRequestBody {
  pageIndex: number;
  pageSize: number;
  sort?: string;
}

export function runReport(
  key: ReportKey,
  body: ReportPageRequest,
  signal?: AbortSignal,
): Promise<ReportAnswer> {
  return request<ReportAnswer>('POST', endpointUrl(reportEndpoints[key]), {
    body,
    signal,
    retryWhenBusy: true,
  });
}

export function downloadReport(
  key: ReportKey,
  body: ReportRequestBody & { sort?: string },
  language: string,
  reportName: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return request<Blob>('POST', endpointUrl(reportEndpoints[key]), {
    body,
    query: { lng: language },
    headers: { Accept: 'text/csv', 'report-name': encodeURIComponent(reportName) },
    responseType: 'blob',
    signal,
    retryWhenBusy: true,
  });
}

export function getReportContext(agentId: string, signal?: AbortSignal): Promise<ReportContext> {
  return call(ep.context, { query: { agentId }, signal }) as Promise<ReportContext>;
}

export function listReportGames(signal?: AbortSignal): Promise<ReportGame[]> {
  return call(ep.games, { signal }) as Promise<ReportGame[]>;
}

export function searchReportPlayers(
  agentId: string,
  includeSubAgents: boolean,
  filter: string,
  signal?: AbortSignal,
): Promise<ReportPlayer[]> {
  return call(ep.players, { query: { agentId, includeSubAgents, filter }, signal }) as Promise<
    ReportPlayer[]
  >;
}

/** GET /api/report/agents: agents of the user's own subtree the report may run for, by a part of the name. */
export function searchReportAgents(
  report: ReportKey,
  filter: string,
  signal?: AbortSignal,
): Promise<ReportAgent[]> {
  return call(ep.agents, { query: { report, filter }, signal }) as Promise<ReportAgent[]>;
}

export function loadDashboard(body: DashboardRequest, signal?: AbortSignal): Promise<Dashboard> {
  return request<Dashboard>('POST', endpointUrl(ep.dashboard), { body, signal, retryWhenBusy: true });
}

export interface SharedRoundLink {
  encryptedLink: string;
  token: string;
  url: string;
  externalGameId: number;
  expiresAt: string;
}

/** POST /api/report/sharedlink: a public link of the round (export permission for its agent). */
export function shareRound(betId: string): Promise<SharedRoundLink> {
  return request<SharedRoundLink>('POST', serviceUrl('report', '/api/report/sharedlink'), {
    body: { betId },
  });
}

export type { ReportActionAnswer };

/** POST the action's endpoint with the body taken from the row (and the report's agent). */
export function runReportAction(
  action: ReportActionDef,
  row: Readonly<Record<string, unknown>>,
  agentId: string,
): Promise<ReportActionAnswer> {
  return request<ReportActionAnswer>('POST', endpointUrl(reportActionEndpoints[action.id]), {
    body: actionBody(action, row, agentId),
  });
}
