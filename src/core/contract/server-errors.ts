/**
 * The per-field messages of a refused request: the server answers a refusal with
 * `{ code, message, field?, errors: [{ field, code, message }] }` (src/core/contract/error-codes.ts);
 * a form shows each field's refusal on its field, translated by its code. Pure: the translation
 * function is given.
 */
import type { Translate, TranslationKey } from '../i18n/keys';
import { isErrorCode, type ErrorCode } from './error-codes';

export interface FieldMessage {
  field: string;
  code?: string;
  message: string;
}

export type { Translate };

/** The translation key of an error code (a code without an English text does not compile). */
export const errorCodeKey = (code: ErrorCode): TranslationKey => `app.page.errors.codes.${code}`;

/**
 * The text of one refusal: the translation of its code when this console knows the code (with the
 * refusal's `params`), else the server's own message (a newer server's code, or none).
 */
export function errorCodeText(
  refusal: { code?: string; message: string; params?: Record<string, unknown> },
  t?: Translate,
): string {
  return t && isErrorCode(refusal.code) ? t(errorCodeKey(refusal.code), refusal.params) : refusal.message;
}

/**
 * The server's field errors of a failed request, by field: each entry of the `errors` list, placed
 * by its `field` ('body.x' and 'ranges[3]' keep their last part: 'x', 'ranges'), its text the
 * translation of its code (`t`), or the server's message when the code is unknown or no `t` is given.
 * A refusal without a list has no field errors: the page shows it as a whole.
 */
export function serverFieldErrors(error: unknown, t?: Translate): Record<string, string> {
  const result: Record<string, string> = {};
  const listed = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(listed)) return result;
  for (const e of listed as FieldMessage[]) {
    if (!e || typeof e.field !== 'string') continue;
    const key = e.field.replace(/^(body|querystring|params)\./, '').replace(/\[\d+\]$/, '');
    if (key && !(key in result)) result[key] = errorCodeText({ code: e.code, message: String(e.message) }, t);
  }
  return result;
}
