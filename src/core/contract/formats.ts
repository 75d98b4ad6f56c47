/**
 * The named string formats of the contracts (JSON Schema `format`): one test and one translated
 * message each. The server registers every one with its validator (src/server/validation.ts) and the
 * forms read them (src/core/contract/form-rules.ts), so both refuse the same text by the same rule.
 * 'uuid' and 'date-time' are the validator's own.
 */
import { readAmount } from '../money';
import {
  isVisibleMultilineText,
  isVisibleText,
  VISIBLE_MULTILINE_TEXT_FORMAT,
  VISIBLE_TEXT_FORMAT,
} from '../text';
import { PATTERNS, type ValidationKey } from '../validation';

export interface Format {
  test: (text: string) => boolean;
  /** The message of a refused text. */
  key: ValidationKey;
}

export const FORMATS = {
  /** An e-mail address, or empty (an optional field). */
  'email-or-empty': { test: (s) => PATTERNS.email.test(s), key: 'validation.email' },
  /** IPv4 with a mandatory CIDR suffix 0-32. */
  'ip-cidr': { test: (s) => PATTERNS.ipCidr.test(s), key: 'validation.ipCidr' },
  'wallet-id': { test: (s) => PATTERNS.walletId.test(s), key: 'validation.walletId' },
  'whole-number': { test: (s) => PATTERNS.wholeNumber.test(s), key: 'validation.wholeNumber' },
  'pos-user-password': { test: (s) => PATTERNS.posUserPassword.test(s), key: 'validation.posUserPassword' },
  /** A console user's sign-in name. */
  'user-name': { test: (s) => PATTERNS.userName.test(s), key: 'validation.userName' },
  /** A console user's password. */
  'user-password': { test: (s) => PATTERNS.userPassword.test(s), key: 'validation.userPassword' },
  /** Text people see: no control characters, not only spaces or invisible characters. */
  [VISIBLE_TEXT_FORMAT]: { test: isVisibleText, key: 'validation.visibleText' },
  [VISIBLE_MULTILINE_TEXT_FORMAT]: { test: isVisibleMultilineText, key: 'validation.visibleText' },
  /** Amount text: digits with up to 2 decimals (the maximum is the route's to say). */
  amount: { test: (s) => amountText(s, false), key: 'validation.currencyAmount' },
  /** Amount text with an optional sign. */
  'signed-amount': { test: (s) => amountText(s, true), key: 'validation.signedDecimal' },
  /** A web address people or players are sent to: http or https, a host, no credentials, no spaces. */
  'http-url': { test: isHttpUrl, key: 'validation.httpUrl' },
} as const satisfies Record<string, Format>;

export type FormatName = keyof typeof FORMATS;

function amountText(text: string, signed: boolean): boolean {
  const read = readAmount(text, { signed });
  return read.ok || read.reason === 'max';
}

// eslint-disable-next-line no-control-regex -- spaces and control characters are what it refuses
const URL_TEXT = /^https?:\/\/[^\s/\\\u0000-\u001f\u007f-\u009f][^\s\\\u0000-\u001f\u007f-\u009f]*$/i;

/**
 * An absolute http(s) address as browsers read it (WHATWG URL): 'https://lobby.example.com/play?x=1'.
 * Refused: another scheme ('javascript:', 'ftp:'), no host ('https://'), a user name or password in
 * it ('https://user:pw@host': it would travel in every link), white space, control characters or
 * backslashes anywhere, and a third slash after the scheme (the URL parser would silently drop or
 * rewrite them).
 */
export function isHttpUrl(text: string): boolean {
  if (!URL_TEXT.test(text)) return false;
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

export function isFormat(name: string): name is FormatName {
  return Object.prototype.hasOwnProperty.call(FORMATS, name);
}
