/**
 * Database errors caused by a value the request carried (SQLSTATE class 22, "data exception": a
 * number out of range, a malformed date, a NUL in text; and 23514, a CHECK constraint such as the
 * money maximum). The routes refuse such values first with their own reason; this is the backstop
 * that keeps a value a route let through from becoming a 500.
 */
export function databaseInputError(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code === '23514') return 'A value is outside what the back office may store';
  if (code.startsWith('22')) return 'A value of the request is out of range or malformed';
  return null;
}

/**
 * A movement the ledger refused (SQLSTATE class 'LD', src/server/migrations/800_ledger.sql): money that
 * would not balance, an account overdrawn, a currency swapped. Its message, or null.
 */
export function ledgerRefusal(error: unknown): string | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && code.startsWith('LD') && typeof message === 'string')
    return `The ledger refused this: ${message}`;
  return null;
}
