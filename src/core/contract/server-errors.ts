/**
 * The per-field messages of a refused request: the server answers 400 with
 * `{ message, errors: [{ field, message }] }`; a form shows each message on its field. Pure.
 */

export interface FieldMessage {
  field: string;
  message: string;
}

/**
 * The server's field errors of a failed request, by field: the `errors` list when the error carries
 * one, else parsed from the message ('Invalid request: name must not be empty; currencyId has an
 * invalid format'), else a known single-field message of `known`. Fields named 'body.x' or
 * 'ranges[3]' keep their last part ('x', 'ranges').
 */
export function serverFieldErrors(
  error: unknown,
  known: readonly (readonly [RegExp, string])[] = [],
): Record<string, string> {
  const result: Record<string, string> = {};
  const add = (field: string, message: string) => {
    const key = field.replace(/^(body|querystring|params)\./, '').replace(/\[\d+\]$/, '');
    if (key && !(key in result)) result[key] = message;
  };
  const listed = (error as { errors?: unknown } | null)?.errors;
  if (Array.isArray(listed)) {
    for (const e of listed as FieldMessage[])
      if (e && typeof e.field === 'string') add(e.field, String(e.message));
    if (Object.keys(result).length > 0) return result;
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const invalid = /^Invalid request:\s*(.*)$/s.exec(message);
  if (invalid) {
    for (const part of invalid[1].split(';')) {
      const m = /^\s*([\w.[\]]+)\s+(.+?)\s*$/.exec(part);
      if (m) add(m[1], `${m[1].replace(/^.*\./, '')} ${m[2]}`);
    }
    return result;
  }
  for (const [pattern, field] of known) {
    if (pattern.test(message)) {
      add(field, message);
      break;
    }
  }
  return result;
}
