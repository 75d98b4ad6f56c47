/**
 * The strict check of text the back office stores (names, e-mail, phone, descriptions). Pure and
 * framework-free: the server uses it in its JSON schemas (formats VISIBLE_TEXT_FORMAT and
 * VISIBLE_MULTILINE_TEXT_FORMAT) and in code; a form may use it before sending.
 *
 * Refused:
 * - 'control': a control character (NUL, the other C0 and C1 controls, DEL), or a bidirectional
 *   override or isolate (U+202A-U+202E, U+2066-U+2069), which can make a name read as another.
 *   Multi-line text may hold line feeds, carriage returns and tabs;
 * - 'surrogate': half of a surrogate pair (a broken emoji), which no database stores faithfully;
 * - 'invisible': nothing visible at all: only spaces, zero-width characters (U+200B, U+FEFF, ...),
 *   other format characters, fillers or combining marks without a base.
 */

export type TextProblem = 'control' | 'surrogate' | 'invisible';

/** JSON-schema format name of single-line visible text. */
export const VISIBLE_TEXT_FORMAT = 'visible-text';
/** JSON-schema format name of visible text that may span lines. */
export const VISIBLE_MULTILINE_TEXT_FORMAT = 'visible-multiline-text';

// eslint-disable-next-line no-control-regex -- finding control characters is this rule's purpose
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- the same, line breaks and tabs allowed
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
/** What draws nothing: white space, format characters, marks without a base, Hangul and braille fillers. */
const NOT_VISIBLE = /[\s\p{Cf}\p{Z}\p{M}\u115f\u1160\u3164\uffa0\u2800]/gu;

/** What is wrong with `text`, or null when it may be stored. */
export function textProblem(text: string, opts: { multiline?: boolean } = {}): TextProblem | null {
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  if ((opts.multiline ? CONTROL_MULTILINE : CONTROL).test(text)) return 'control';
  if (text.replace(NOT_VISIBLE, '') === '') return 'invisible';
  return null;
}

/** Whether `text` may be stored as single-line text. */
export const isVisibleText = (text: string): boolean => textProblem(text) === null;

/** Whether `text` may be stored as multi-line text. */
export const isVisibleMultilineText = (text: string): boolean =>
  textProblem(text, { multiline: true }) === null;

/** Whether `text` holds a character no text field accepts: NUL or half of a surrogate pair. */
export const hasForbiddenCharacter = (text: string): boolean =>
  text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The English reason of a refused text, for API messages. */
export function textProblemMessage(problem: TextProblem): string {
  if (problem === 'control') return 'must not contain control characters';
  if (problem === 'surrogate') return 'must not contain a broken character (half of a surrogate pair)';
  return 'must contain visible characters';
}
