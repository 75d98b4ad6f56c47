/**
 * How the server validates what it receives, for every route of every service:
 *
 * - JSON bodies are checked strictly: a value of the wrong type is refused, never converted
 *   (`name: true` is not the text "true", `[5]` is not 5). Query strings and path parameters are
 *   text by nature, so their values are still converted to the declared type (`?includeSubAgents=true`).
 * - Formats every schema may use: VISIBLE_TEXT_FORMAT and VISIBLE_MULTILINE_TEXT_FORMAT
 *   (src/core/text.ts), CALENDAR_DATE_TIME_FORMAT (a real calendar date and time), AMOUNT_FORMAT and
 *   SIGNED_AMOUNT_FORMAT (amount text of src/core/money.ts; JSON numbers are judged by the route).
 * - `rejectForbiddenCharacters`: a NUL or half of a surrogate pair anywhere in the query, the path
 *   parameters or the body is a 400 naming the field, whatever the route (no database stores them).
 */
import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyRequest } from 'fastify';
import { FORMATS } from '../core/contract/formats';
import { hasForbiddenCharacter, VISIBLE_MULTILINE_TEXT_FORMAT, VISIBLE_TEXT_FORMAT } from '../core/text';
import { badRequest } from './errors';

export const CALENDAR_DATE_TIME_FORMAT = 'calendar-date-time';
export const AMOUNT_FORMAT = 'amount' satisfies keyof typeof FORMATS;
export const SIGNED_AMOUNT_FORMAT = 'signed-amount' satisfies keyof typeof FORMATS;

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;

/**
 * A date ('2024-02-29') or date and time ('2024-02-29T23:59:59.5Z', '2024-02-29 10:00+01:00') that
 * exists: month 1-12, a day the month has (leap years counted), hour 0-23, minute and second 0-59,
 * offset at most 14:59, year 1 or later.
 */
export function isCalendarDateTime(text: string): boolean {
  const m = DATE_TIME.exec(text);
  if (!m) return false;
  const [, y, mo, d, h = '0', mi = '0', s = '0', oh = '0', om = '0'] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return (
    day <= days &&
    Number(h) <= 23 &&
    Number(mi) <= 59 &&
    Number(s) <= 59 &&
    Number(oh) <= 14 &&
    Number(om) <= 59
  );
}

/** English messages of the formats, for field errors. */
export const FORMAT_MESSAGES: Record<string, string> = {
  [VISIBLE_TEXT_FORMAT]: 'must be visible text without control characters',
  [VISIBLE_MULTILINE_TEXT_FORMAT]: 'must be visible text without control characters',
  [CALENDAR_DATE_TIME_FORMAT]: 'must be a real date (and time), e.g. 2024-02-29 or 2024-02-29T23:59:59Z',
  [AMOUNT_FORMAT]: 'must be an amount: digits with up to 2 decimals',
  [SIGNED_AMOUNT_FORMAT]: 'must be an amount: digits with up to 2 decimals and an optional sign',
  uuid: 'must be a GUID',
  'user-name': 'must be 3 to 64 characters: letters, digits and . _ - @, starting with a letter or digit',
  'user-password':
    'must have 8 to 128 characters with at least one lowercase letter, one uppercase letter and one digit',
  'pos-user-password':
    'must have at least 6 characters, start with a letter or digit, and hold a lowercase letter, an uppercase letter and a digit (other characters: letters, digits and !@#$%^&*()_+-=.,?)',
  'http-url': 'must be an http(s) address with a host, without spaces, user name or password',
};

/** Ajv plugin: the formats of the contracts (src/core/contract/formats.ts) and a calendar date. */
export function casinoFormats<
  A extends {
    addFormat(name: string, format: { type: 'string'; validate: (s: string) => boolean }): unknown;
  },
>(ajv: A): A {
  const add = (name: string, validate: (s: string) => boolean) =>
    ajv.addFormat(name, { type: 'string', validate });
  for (const [name, format] of Object.entries(FORMATS)) add(name, format.test);
  add(CALENDAR_DATE_TIME_FORMAT, isCalendarDateTime);
  return ajv;
}

/** Ajv options of every Fastify instance (shared by bodies, queries and parameters). */
export const AJV_OPTIONS = {
  customOptions: {
    allErrors: true,
    coerceTypes: 'array' as const,
    removeAdditional: true,
    allowUnionTypes: true,
  },
  plugins: [casinoFormats],
};

/**
 * Fastify's schema controller: bodies compiled without type coercion, every other part with it.
 * Both compilers come from Fastify's own @fastify/ajv-compiler, so shared schemas keep working.
 */
export function strictBodySchemaController() {
  const factory = AjvCompiler();
  type Options = { customOptions?: Record<string, unknown> };
  type Route = { schema: unknown; httpPart?: string };
  type Validate = (route: Route) => unknown;
  const build = factory as unknown as (externalSchemas: unknown, options: Options) => Validate;
  const buildValidator = (externalSchemas: unknown, options: Options = {}) => {
    const coercing = build(externalSchemas, options);
    const strict = build(externalSchemas, {
      ...options,
      customOptions: { ...options.customOptions, coerceTypes: false },
    });
    return (route: Route) => (route.httpPart === 'body' ? strict(route) : coercing(route));
  };
  return { compilersFactory: { buildValidator: buildValidator as unknown as typeof factory } };
}

/** The path of the first string holding a forbidden character ('name', 'claims.AgentClaims[0]'), or null. */
export function forbiddenCharacterPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasForbiddenCharacter(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = forbiddenCharacterPath(value[i], `${path}[${i}]`, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const name = path ? `${path}.${key}` : key;
    if (hasForbiddenCharacter(key)) return name;
    const found = forbiddenCharacterPath(item, name, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** preValidation hook: 400 when the query, the path parameters or the body hold a forbidden character. */
export async function rejectForbiddenCharacters(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [
    ['query', request.query],
    ['params', request.params],
    ['body', request.body],
  ] as const) {
    const path = forbiddenCharacterPath(value);
    if (path !== null) {
      const field = path || part;
      const message = 'must not contain a NUL character or half of a surrogate pair';
      throw badRequest('invalid-request', `Invalid request: ${field} ${message}`, [
        { field, code: 'forbidden-characters', message },
      ]);
    }
  }
}
