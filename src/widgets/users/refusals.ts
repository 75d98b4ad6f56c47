/**
 * The users and roles endpoints' refusals in the interface language: a refusal with a precise code
 * (src/core/contract/error-codes.ts) becomes its code's translation; field errors keep their place,
 * named by the form's field ('user.userName' -> 'userName'), each translated by its own code. Other
 * failures pass unchanged (the page kit translates them by status).
 */
import { codeOfStatus, isErrorCode } from '../../core/contract/error-codes';
import { errorCodeKey, errorCodeText } from '../../core/contract/server-errors';
import { HttpError } from '../../core/http';

type Translate = import('../../core/i18n').Translate;

function translate(error: HttpError, t: Translate): string | null {
  return isErrorCode(error.code) && error.code !== codeOfStatus(error.status)
    ? t(errorCodeKey(error.code), error.params)
    : null;
}

/**
 * The failure to show for `error`: a refusal with a precise code and without field errors becomes its
 * translated text (shown as it is), a refusal with field errors an HttpError whose fields and
 * translated messages the form can place; anything else is returned unchanged.
 */
export function translatedFailure(error: unknown, t: Translate): unknown {
  if (!(error instanceof HttpError)) return error;
  if (error.errors.length === 0) return translate(error, t) ?? error;
  return new HttpError(
    error.status,
    error.statusText,
    translate(error, t) ?? error.message,
    error.errors.map((e) => ({
      field: e.field.replace(/^(body|querystring)\./, '').replace(/^user\./, ''),
      code: e.code,
      message: errorCodeText(e, t),
    })),
    { code: error.code, params: error.params },
  );
}

/** Runs `work`; a failure is rethrown translated (see translatedFailure). */
export async function withTranslatedFailure<T>(work: () => Promise<T>, t: Translate): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translatedFailure(error, t);
  }
}
