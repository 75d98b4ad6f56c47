/**
 * JSON bodies, read exactly. JSON.parse turns `1e2` into 100 and `1.0000000000000000001` into 1 before
 * any route sees the body, so an amount written that way would pass as plain money. Before parsing,
 * every number literal whose value a double would not keep exactly as written (an exponent, digits a
 * double drops) is turned into a string of its source text: the route's contract then judges it as
 * written (an amount field refuses it as not amount text, a numeric field as not a number), never a
 * rounded value. Exact literals ('125.50', '100', '0.25') stay numbers.
 */

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Whether `literal` (a JSON number) means exactly the double JSON.parse makes of it. */
export function isExactNumberLiteral(literal: string): boolean {
  if (/[eE]/.test(literal)) return false;
  const [whole, fraction = ''] = literal.replace(/^-/, '').split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const written = trimmed ? `${whole}.${trimmed}` : whole;
  return String(Math.abs(Number(literal))) === written;
}

/** The JSON text with every inexact number literal (outside strings) quoted as its source text. */
export function quoteInexactNumbers(text: string): string {
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      i++;
      while (i < text.length && text.charCodeAt(i) !== 0x22) i += text.charCodeAt(i) === 0x5c /* \ */ ? 2 : 1;
      i++;
      continue;
    }
    if (c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39)) {
      NUMBER.lastIndex = i;
      const match = NUMBER.exec(text);
      if (!match) {
        i++;
        continue;
      }
      const literal = match[0];
      if (!isExactNumberLiteral(literal)) {
        out += text.slice(copied, i) + JSON.stringify(literal);
        copied = i + literal.length;
      }
      i += literal.length;
      continue;
    }
    i++;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
