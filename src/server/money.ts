/**
 * Money crosses the server as exact decimal strings (PostgreSQL NUMERIC(18,2)); JSON clients get
 * numbers. Arithmetic on balances happens only in SQL.
 */
import { AMOUNT_PATTERN } from '../core/contract/schema';

/** '1234.50' (a NUMERIC from the database) -> 1234.5 for JSON. */
export function money(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return Math.round(Number(value) * 100) / 100;
}

export { AMOUNT_PATTERN };
const AMOUNT_RE = new RegExp(AMOUNT_PATTERN);

/** Normalises an accepted amount (string or number) to a decimal string, or null when invalid. */
export function parseAmount(value: unknown): string | null {
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value ?? '');
  if (!AMOUNT_RE.test(text.trim())) return null;
  return text.trim().replace(/^\+/, '');
}
