/**
 * Money amounts as the back office reads and writes them. Pure and framework-free: the server parses
 * every amount it receives with `readAmount`, and the console checks typed amounts against the same
 * maximum.
 *
 * - Amounts leave the server as JSON numbers. Every stored balance and every amount is at most
 *   MAX_AMOUNT (9 999 999 999 999.99: 15 significant digits), so every value in range, with its cents,
 *   is exactly the decimal a double prints back (`String(n)`): no cent is lost in JSON.
 * - Amount text: digits with up to 2 decimals ('125', '125.5', '125.50'), with a leading '+' or '-'
 *   only where the field takes a sign (a credit adjustment: negative removes). Nothing else: no
 *   exponent ('1e2'), no hex, octal or binary ('0x10'), no spaces (' 5'), no leading or trailing dot
 *   ('.5', '5.'), no thousands separators, never a list ('[5]').
 * - A JSON number is judged by its shortest decimal form (`String(n)`): 12.5 is taken, 0.1 + 0.2 is not.
 */

/** The largest balance or amount the back office stores: 9 999 999 999 999.99. */
export const MAX_AMOUNT = 9_999_999_999_999.99;
/** MAX_AMOUNT as amount text, for messages. */
export const MAX_AMOUNT_TEXT = '9999999999999.99';
/** MAX_AMOUNT in cents (a safe integer). */
export const MAX_AMOUNT_CENTS = 999_999_999_999_999;

/** Why an amount was refused: not amount text, a sign where none is allowed, above MAX_AMOUNT. */
export type AmountRefusal = 'format' | 'sign' | 'max';

export type ReadAmount =
  | {
      ok: true;
      /** the amount in cents (negative when signed and negative) */
      cents: number;
      /** canonical text with two decimals: '-125.50' */
      text: string;
    }
  | { ok: false; reason: AmountRefusal };

const AMOUNT_TEXT = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/;
/** Longer text is refused before any work (a 13-digit amount with sign and cents is 17 characters). */
const MAX_TEXT_LENGTH = 64;
const MAX_INTEGER_DIGITS = 13;

/**
 * Reads an amount the API received (query text or JSON value). `signed`: the field takes a sign.
 * Refuses anything that is not amount text or a JSON number of that form, and anything above
 * MAX_AMOUNT.
 */
export function readAmount(value: unknown, opts: { signed?: boolean } = {}): ReadAmount {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, reason: 'format' };
    text = String(value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    return { ok: false, reason: 'format' };
  }
  if (text.length > MAX_TEXT_LENGTH) return { ok: false, reason: 'format' };
  const m = AMOUNT_TEXT.exec(text);
  if (!m) return { ok: false, reason: 'format' };
  const [, sign, digits, decimals = ''] = m;
  if (sign && !opts.signed) return { ok: false, reason: 'sign' };
  const whole = digits.replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_INTEGER_DIGITS) return { ok: false, reason: 'max' };
  const magnitude = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (magnitude > MAX_AMOUNT_CENTS) return { ok: false, reason: 'max' };
  const cents = sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
  return { ok: true, cents, text: centsToText(cents) };
}

/** Cents as canonical amount text: -12550 -> '-125.50'. */
export function centsToText(cents: number): string {
  const magnitude = Math.abs(Math.trunc(cents));
  const whole = Math.floor(magnitude / 100);
  const rest = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 && magnitude !== 0 ? '-' : ''}${whole}.${rest}`;
}

/** Cents as the JSON number of the amount (exact for every amount within MAX_AMOUNT). */
export const centsToNumber = (cents: number): number => Math.trunc(cents) / 100;

/** Whether an amount in cents may be stored: |cents| <= MAX_AMOUNT_CENTS. */
export const withinMaxAmount = (cents: number): boolean => Math.abs(cents) <= MAX_AMOUNT_CENTS;

/** Whether a number (a typed amount, already rounded to cents) may be stored. */
export const amountWithinMax = (amount: number): boolean =>
  Number.isFinite(amount) && Math.abs(amount) <= MAX_AMOUNT;

/** The English reason of a refused amount, for API messages. */
export function amountRefusalMessage(reason: AmountRefusal, opts: { signed?: boolean } = {}): string {
  if (reason === 'max') return `must be at most ${MAX_AMOUNT_TEXT}`;
  if (reason === 'sign') return 'must not carry a sign';
  return opts.signed
    ? 'must be an amount: digits with up to 2 decimals and an optional sign'
    : 'must be an amount: digits with up to 2 decimals';
}
