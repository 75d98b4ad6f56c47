/** Typed calls of the terminals area. No UI. Amounts are sent as amount text with two decimals. */
import { call, callPage } from '../../contract/client';
import type { Page } from '../../contract/list';
import { round2 } from '../../validation';
import {
  terminalsEndpoints as ep,
  type Terminal,
  type TerminalListQuery,
  type TerminalTransactionType,
} from './contract';

export type { Terminal, TerminalTransactionType };

/** GET /api/terminals/agentterminals?agentId&includingSubAgents=true: one page and the total. */
export function listTerminalsPage(
  query: Omit<TerminalListQuery, 'includingSubAgents'>,
  signal?: AbortSignal,
): Promise<Page<Terminal>> {
  return callPage(ep.list, { query: { ...query, includingSubAgents: true }, signal });
}

/** POST /api/terminals/transaction?terminalId: `amount` (rounded to 2 decimals) in or out. */
export function terminalTransaction(
  terminalId: string,
  type: TerminalTransactionType,
  amount: number,
): Promise<Terminal> {
  return call(ep.transaction, { query: { terminalId }, body: { type, amount: round2(amount).toFixed(2) } });
}
