/**
 * Validation rules of the console. Pure, framework-free, shared with the server.
 *
 * Error keys are `validation.<rule>` and are translated in src/core/i18n/locales/<lng>/validation.json.
 */

import { textProblem } from './text';

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const CIDR = '(?:3[0-2]|[12]?\\d)';

/** The special characters a POS user password may contain besides letters and digits. */
export const CAFE_PASSWORD_SPECIALS = '!@#$%^&*()_+-=.,?';

export const PATTERNS = {
  /** E-mail; the empty string is allowed (the field is optional). */
  email:
    /^(?:|[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,})$/,
  /** IPv4 address with a mandatory CIDR suffix 0-32, octets 0-255: '10.0.0.0/8'. */
  ipCidr: new RegExp(`^${OCTET}(?:\\.${OCTET}){3}\\/${CIDR}$`),
  /** Wallet id: letters, digits, hyphen, underscore, dot; at least one character. */
  walletId: /^[A-Za-z0-9_.-]+$/,
  /** Whole number: digits only (no sign, no decimals). */
  wholeNumber: /^\d+$/,
  /** Signed decimal: optional '+' or '-', digits, optional fraction ('-1.5', '+2', '.5'). */
  signedDecimal: /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)$/,
  /** Non-negative decimal with an optional plus ('+1.5', '0', '.5'). */
  nonNegativeDecimal: /^\+?(?:\d+(?:\.\d+)?|\.\d+)$/,
  /** Currency amount: digits with up to 2 decimals ('10', '10.5', '10.55'). */
  currencyAmount: /^\d+(?:\.\d{1,2})?$/,
  /**
   * POS user password: at least 6 characters, starts with a letter or digit, at least one lowercase,
   * one uppercase and one digit; the other characters are letters, digits or CAFE_PASSWORD_SPECIALS.
   */
  posUserPassword: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d][A-Za-z\d!@#$%^&*()_+\-=.,?]{5,}$/,
  /**
   * Console user name: 3 to 64 characters, letters, digits, '.', '_', '-' and '@', starting with a
   * letter or digit ('jane.doe', 'ops@aurora').
   */
  userName: /^[A-Za-z0-9][A-Za-z0-9._@-]{2,63}$/,
  /**
   * Console user password: 8 to 128 characters with at least one lowercase letter, one uppercase
   * letter and one digit; any other visible character or space may follow, no control characters.
   */
  userPassword: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)\P{Cc}{8,128}$/u,
  /** GUID 8-4-4-4-12 hex (the agentId route parameter). */
  guid: /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
} as const satisfies Record<string, RegExp>;

export type PatternName = keyof typeof PATTERNS;

/** The all-zero GUID used as id of a player not yet created (name availability check). */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** Whether `value` matches the named pattern (null/undefined count as the empty string). */
export function isValid(pattern: PatternName, value: string | number | null | undefined): boolean {
  return PATTERNS[pattern].test(value == null ? '' : String(value));
}

export interface ValidationRules {
  /** Value must be non-empty (whitespace only counts as empty). -> validation.required */
  required?: boolean;
  /** One pattern, or several (all must match). -> validation.<pattern> */
  pattern?: PatternName | readonly PatternName[];
  /** Minimum length in characters. -> validation.minLength {{min}} */
  minLength?: number;
  /** Maximum length in characters. -> validation.maxLength {{max}} */
  maxLength?: number;
  /** Minimum numeric value. -> validation.min {{min}} */
  min?: number;
  /** Maximum numeric value. -> validation.max {{max}} */
  max?: number;
  /** The value must equal this one (confirm password). -> validation.MatchPassword */
  matches?: string | null;
  /**
   * Text that may be stored (src/core/text.ts): no control characters, no broken characters, not
   * only invisible ones. -> validation.visibleText
   */
  visibleText?: boolean;
}

/** Every error key `validate` can return. */
export const VALIDATION_KEYS = [
  'validation.required',
  'validation.email',
  'validation.ipCidr',
  'validation.walletId',
  'validation.wholeNumber',
  'validation.signedDecimal',
  'validation.nonNegativeDecimal',
  'validation.currencyAmount',
  'validation.posUserPassword',
  'validation.userName',
  'validation.userPassword',
  'validation.guid',
  'validation.minLength',
  'validation.maxLength',
  'validation.min',
  'validation.max',
  'validation.number',
  'validation.MatchPassword',
  'validation.pattern',
  'validation.oneOf',
  'validation.visibleText',
  'validation.httpUrl',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export interface ValidationError {
  key: ValidationKey;
  /** Interpolation values of the message ({{min}}, {{max}}). */
  params?: Record<string, number>;
}

/**
 * The first failing rule with its message parameters, or null. Order: required, visibleText,
 * pattern(s), minLength, maxLength, min, max, matches. An empty, non-required value passes every other rule
 * (an optional field left blank is valid).
 */
export function validationError(value: unknown, rules: ValidationRules): ValidationError | null {
  const text = value == null ? '' : String(value);
  if (text.trim() === '') {
    if (rules.required) return { key: 'validation.required' };
    if (rules.matches != null && rules.matches !== '') return { key: 'validation.MatchPassword' };
    return null;
  }
  if (rules.visibleText && textProblem(text)) return { key: 'validation.visibleText' };
  const patterns =
    rules.pattern == null ? [] : typeof rules.pattern === 'string' ? [rules.pattern] : rules.pattern;
  for (const p of patterns) {
    if (!PATTERNS[p].test(text)) return { key: `validation.${p}` as ValidationKey };
  }
  if (rules.minLength != null && text.length < rules.minLength) {
    return { key: 'validation.minLength', params: { min: rules.minLength } };
  }
  if (rules.maxLength != null && text.length > rules.maxLength) {
    return { key: 'validation.maxLength', params: { max: rules.maxLength } };
  }
  if (rules.min != null || rules.max != null) {
    const n = parseAmount(text);
    if (n === null) return { key: 'validation.number' };
    if (rules.min != null && n < rules.min) return { key: 'validation.min', params: { min: rules.min } };
    if (rules.max != null && n > rules.max) return { key: 'validation.max', params: { max: rules.max } };
  }
  if (rules.matches !== undefined && !passwordsMatch(rules.matches, text))
    return { key: 'validation.MatchPassword' };
  return null;
}

/** The first failing error key (e.g. 'validation.required', 'validation.ipCidr'), or null when valid. */
export function validate(value: unknown, rules: ValidationRules): ValidationKey | null {
  return validationError(value, rules)?.key ?? null;
}

/** Same as `validate`, arguments in the order of the module plan: (rules, value). */
export function validateField(rules: ValidationRules, value: unknown): ValidationKey | null {
  return validate(value, rules);
}

/** Confirm-password must equal password (exact, case-sensitive; null/undefined count as ''). */
export function passwordsMatch(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): boolean {
  return (password ?? '') === (confirmation ?? '');
}

/**
 * Rounds to 2 decimals, half away from zero, on the decimal representation (no binary float error):
 * 125.555 -> 125.56, 1.005 -> 1.01, -1.005 -> -1.01. Non-finite values are returned unchanged.
 */
export function round2(n: number): number {
  if (!Number.isFinite(n)) return n;
  const abs = Math.abs(n);
  if (abs >= 1e21) return n; // already an integer, and String() would use exponent notation
  if (abs < 1e-6) return 0; // String() would use exponent notation; rounds to 0 anyway
  const rounded = Number(`${Math.round(Number(`${abs}e2`))}e-2`);
  return n < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * Parses a user-typed amount: trims, accepts an optional sign and ',' or space thousands separators
 * ('1,234.50' -> 1234.5, '+3' -> 3, '-.5' -> -0.5). Returns null when the text is not a number.
 * A finite number is returned as is.
 */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value == null) return null;
  const text = value.trim();
  if (!/^[-+]?(?:\d{1,3}(?:[, \u00a0]\d{3})+|\d*)(?:\.\d+)?$/.test(text) || !/\d/.test(text)) return null;
  const n = Number(text.replace(/[, \u00a0]/g, ''));
  return Number.isFinite(n) ? n : null;
}
