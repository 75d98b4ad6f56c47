/**
 * Money on the server. Columns are PostgreSQL NUMERIC(18,2) and arithmetic on balances happens only
 * in SQL, on exact decimal text. The rules of amounts (their text form and the maximum every stored
 * value keeps to) are src/core/money.ts; JSON clients get numbers, exact within that maximum.
 */
import {
  amountRefusalMessage,
  centsToNumber,
  MAX_AMOUNT_TEXT,
  readAmount,
  withinMaxAmount,
} from '../core/money';
import { badRequest, fieldError } from './errors';

/** '1234.50' (a NUMERIC from the database) -> 1234.5 for JSON. */
export function money(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const read = readAmount(typeof value === 'number' ? value : String(value), { signed: true });
  if (read.ok) return centsToNumber(read.cents);
  // a value stored before the maximum was enforced: the nearest number (it cannot be exact)
  return Math.round(Number(value) * 100) / 100;
}

/** An amount the route received, read by the rules of src/core/money.ts. */
export interface Amount {
  cents: number;
  /** canonical decimal text for SQL: '-125.50' */
  text: string;
}

/**
 * Reads the amount of `field`, or throws a 400 naming it: not amount text (or a JSON number of that
 * form), a sign where none is allowed, above the maximum, zero when `allowZero` is not set.
 */
export function requireAmount(
  value: unknown,
  field: string,
  opts: { signed?: boolean; allowZero?: boolean } = {},
): Amount {
  const read = readAmount(value, { signed: opts.signed });
  if (!read.ok)
    throw fieldError('invalid-amount', field, `${field} ${amountRefusalMessage(read.reason, opts)}`);
  if (read.cents === 0 && !opts.allowZero)
    throw fieldError('amount-zero', field, `${field} must not be zero`);
  return { cents: read.cents, text: read.text };
}

/**
 * Throws a 400 when a balance would end above the maximum: `after` is the NUMERIC text SQL computed.
 * `what` names the balance in the message ("The credit of Aurora Europe").
 */
export function assertStorableBalance(after: string, what: string, field = 'amount'): void {
  const read = readAmount(after, { signed: true });
  if (read.ok && withinMaxAmount(read.cents)) return;
  throw badRequest(
    'amount-too-large',
    `${what} would exceed the largest balance the back office keeps (${MAX_AMOUNT_TEXT})`,
    [{ field, message: `would take the balance above ${MAX_AMOUNT_TEXT}` }],
  );
}
