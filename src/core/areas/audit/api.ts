/**
 * Typed calls of the audit area, on the endpoints of its contract. No UI.
 *
 * - GET /api/audit: one page of entries and the total (X-Total-Count).
 * - GET /api/audit/facets: the kinds, object types and users the filters offer.
 * - GET /api/audit/export: the filtered entries as a CSV file, read as a Blob (the answer is a file,
 *   not text to show) and named as the server names it.
 */
import { call, callPage, endpointUrl } from '../../contract/client';
import type { Page } from '../../contract/list';
import { request } from '../../http';
import {
  auditEndpoints as ep,
  type AuditEntry,
  type AuditExportQuery,
  type AuditFacets,
  type AuditQuery,
} from './contract';

export type { AuditEntry, AuditFacets, AuditQuery, AuditExportQuery };

/** GET /api/audit with paging, sort, search and filters. */
export function listAuditPage(query: AuditQuery, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  return callPage(ep.list, { query, signal });
}

/** GET /api/audit/facets?agentId. */
export function getAuditFacets(agentId: string, signal?: AbortSignal): Promise<AuditFacets> {
  return call(ep.facets, { query: { agentId }, signal });
}

/** The file of an export: its content and the name the server gave it. */
export interface ExportFile {
  blob: Blob;
  name: string;
}

/** The file name of a Content-Disposition header ('attachment; filename="x.csv"'), else `fallback`. */
export function dispositionFileName(header: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(header ?? '') ?? /filename=([^;\s]+)/.exec(header ?? '');
  return match ? match[1] : fallback;
}

/** GET /api/audit/export: the filtered entries as a CSV file. */
export async function exportAudit(query: AuditExportQuery): Promise<ExportFile> {
  let file: Promise<ExportFile> | null = null;
  await request<void>('GET', endpointUrl(ep.export), {
    query,
    responseType: 'none',
    headers: { Accept: 'text/csv' },
    onResponse: (response) => {
      const name = dispositionFileName(response.headers.get('Content-Disposition'), 'audit-log.csv');
      file = response.blob().then((blob) => ({ blob, name }));
    },
  });
  if (!file) throw new Error('The export answered no file');
  return file;
}
