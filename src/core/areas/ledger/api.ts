/**
 * Typed calls of the ledger area, on the endpoints of its contract. No UI.
 *
 * - GET /api/ledger/check: the last check (null: the ledger was never checked).
 * - POST /api/ledger/check: checks the ledger now and answers the result (stored as the last one).
 */
import { call } from '../../contract/client';
import { ledgerEndpoints as ep, type LedgerCheck, type LedgerDifference } from './contract';

export type { LedgerCheck, LedgerDifference };

export function getLastLedgerCheck(signal?: AbortSignal): Promise<LedgerCheck | null> {
  return call(ep.lastCheck, { signal }) as Promise<LedgerCheck | null>;
}

export function runLedgerCheck(): Promise<LedgerCheck> {
  return call(ep.runCheck, {});
}
