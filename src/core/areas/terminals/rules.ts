/**
 * Pure rules of the terminals area: whether the terminal-transaction action shows (the permission for
 * the terminal's own agent) and whether it is usable, and the transaction's amount.
 */
import type { TranslationKey } from '../../i18n/keys';
import { can, type PermissionSubject } from '../../permissions';
import type { ValidationError } from '../../validation';
import { parseCreditAmount } from '../agents/rules';
import type { Terminal, TerminalStatus, TerminalTransactionType } from './contract';

export const statusKey = (status: TerminalStatus): TranslationKey => `app.terminals.status.${status}`;
export const transactionTypeKey = (type: TerminalTransactionType): TranslationKey =>
  `app.terminals.transaction.types.${type}`;

/** The terminal-transaction action of a row: absent without the permission, disabled for a disabled terminal. */
export function transactionAction(
  subject: PermissionSubject,
  terminal: Pick<Terminal, 'agentId' | 'agentParentId' | 'status'>,
): { disabledReason?: TranslationKey } | null {
  if (!can.makeTerminalTransaction(subject, { id: terminal.agentId, parentId: terminal.agentParentId }))
    return null;
  return terminal.status === 'DISABLED' ? { disabledReason: 'app.terminals.transaction.disabled' } : {};
}

export type TransactionCheck =
  | { ok: true; amount: number }
  | { ok: false; error: ValidationError | { key: string; params?: Record<string, unknown> } };

/** The typed amount (the credit amount rule); a withdrawal no more than the terminal holds. */
export function checkTransaction(
  terminal: Pick<Terminal, 'balance'>,
  type: TerminalTransactionType,
  text: string,
): TransactionCheck {
  const read = parseCreditAmount(text);
  if (!read.ok) return read;
  if (type === 'Withdrawal' && read.value > terminal.balance) {
    return {
      ok: false,
      error: { key: 'app.terminals.transaction.insufficient', params: { balance: terminal.balance } },
    };
  }
  return { ok: true, amount: read.value };
}
