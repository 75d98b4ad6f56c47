/**
 * The users and roles endpoints' refusals in the interface language: a known refusal becomes its
 * translation (src/core/areas/users/rules.ts `refusalKey`); field errors keep their place, named by
 * the form's field ('user.userName' -> 'userName'), with their messages translated. Other failures
 * pass unchanged (the page kit translates them by status).
 */
import { refusalKey } from '../../core/areas/users/rules';
import { HttpError } from '../../core/http';

type Translate = import('../../core/i18n').Translate;

function translate(message: string, t: Translate): string | null {
  const known = refusalKey(message);
  return known ? t(known.key, known.params) : null;
}

/**
 * The failure to show for `error`: a known refusal without field errors becomes its translated text
 * (shown as it is), a refusal with field errors an HttpError whose fields and messages the form can
 * place; anything else is returned unchanged.
 */
export function translatedFailure(error: unknown, t: Translate): unknown {
  if (!(error instanceof HttpError)) return error;
  if (error.errors.length === 0) return translate(error.message, t) ?? error;
  return new HttpError(
    error.status,
    error.statusText,
    translate(error.message, t) ?? error.message,
    error.errors.map((e) => ({
      field: e.field.replace(/^(body|querystring)\./, '').replace(/^user\./, ''),
      message: translate(e.message, t) ?? e.message,
    })),
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
