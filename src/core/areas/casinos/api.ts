/**
 * Typed calls of the casinos area, on the endpoints of its contract (casino management service). No
 * UI: the widgets of src/widgets/casinos call these through the query and mutation helpers.
 *
 * - PUT /api/casino (create) answers the new id as quoted text, PATCH /api/casino?id and
 *   DELETE /api/casino/{id} the casino's id: the quotes are stripped.
 * - PATCH sends json-patch `replace` operations of the changed fields only.
 * - POST /api/casinoagent/{agentId} sends every casino the agent is to hold; with `dryRun` it only
 *   answers what the change would do (the confirmation names what cascades).
 */
import { call, callPage } from '../../contract/client';
import type { Page } from '../../contract/list';
import {
  casinosEndpoints as ep,
  type AssignmentChange,
  type Casino,
  type CasinoAssignment,
  type CasinoCreate,
  type CasinoDetail,
  type CasinoListQuery,
  type PatchableCasinoField,
} from './contract';

export type { AssignmentChange, Casino, CasinoAssignment, CasinoCreate, CasinoDetail };

/** A text answer's id without its quotes ('"abc"' -> 'abc'). */
export function unquote(text: unknown): string {
  const value = typeof text === 'string' ? text.trim() : '';
  return value.startsWith('"') && value.endsWith('"') && value.length >= 2 ? value.slice(1, -1) : value;
}

/** GET /api/casino with paging, sort, filter, status and the deleted switch: one page and the total. */
export function listCasinosPage(query: CasinoListQuery, signal?: AbortSignal): Promise<Page<Casino>> {
  return callPage(ep.list, { query, signal });
}

/** GET /api/casino/{id}: one casino with its players and rounds counts. */
export function getCasino(id: string, signal?: AbortSignal): Promise<CasinoDetail> {
  return call(ep.get, { params: { id }, signal });
}

/** GET /api/casino/assigned/{agentId}: every casino the agent holds. */
export function getAssignedCasinos(agentId: string, signal?: AbortSignal): Promise<Casino[]> {
  return call(ep.assigned, { params: { agentId }, signal });
}

/** PUT /api/casino: creates the casino; resolves with its id. */
export async function createCasino(casino: CasinoCreate): Promise<string> {
  return unquote(await call(ep.create, { body: casino }));
}

export interface ReplaceOperation {
  op: 'replace';
  path: `/${PatchableCasinoField}`;
  value: unknown;
}

/** The json-patch `replace` operations of the changed fields ({ name: 'x' } -> path '/name'). */
export function casinoReplaceOperations(
  changes: Partial<Record<PatchableCasinoField, unknown>>,
): ReplaceOperation[] {
  return Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => ({ op: 'replace', path: `/${field as PatchableCasinoField}`, value }));
}

/** PATCH /api/casino?id with replace operations of the changed fields. */
export async function patchCasino(
  id: string,
  changes: Partial<Record<PatchableCasinoField, unknown>>,
): Promise<string> {
  return unquote(await call(ep.patch, { query: { id }, body: casinoReplaceOperations(changes) as never }));
}

/** PATCH /api/casino?id [{ replace /deleted false }]: brings back a casino deleted softly. */
export function restoreCasino(id: string): Promise<string> {
  return patchCasino(id, { deleted: false });
}

/** DELETE /api/casino/{id}: softly, or for good with `permanently`. */
export async function deleteCasino(id: string, permanently = false): Promise<string> {
  return unquote(
    await call(ep.remove, { params: { id }, query: permanently ? { permanently: true } : undefined }),
  );
}

/** GET /api/casinoagent/{agentId}: the agent's casinos and the ones it may be given. */
export function getCasinoAssignment(agentId: string, signal?: AbortSignal): Promise<CasinoAssignment> {
  return call(ep.assignment, { params: { agentId }, signal });
}

/** POST /api/casinoagent/{agentId}: sets every casino the agent holds (dryRun: only reports the change). */
export function assignCasinos(
  agentId: string,
  casinoIds: readonly string[],
  dryRun = false,
): Promise<AssignmentChange> {
  return call(ep.assign, {
    params: { agentId },
    query: dryRun ? { dryRun: true } : undefined,
    body: [...casinoIds],
  });
}
