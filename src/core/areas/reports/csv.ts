/**
 * CSV of the report exports (RFC 4180): comma-separated, CRLF line ends, a cell quoted when it holds a
 * comma, a quote, a line break or spaces at its ends, quotes doubled.
 *
 * Formula injection: a text cell that starts with '=', '+', '-', '@', a tab or a carriage return would
 * be run as a formula by a spreadsheet; it gets a leading apostrophe, so it is shown as the text it is.
 * Numbers the report computes (amounts as plain decimals, counts, percentages) are written as numbers.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** A text cell made safe for spreadsheets: "=1+1" -> "'=1+1". */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell: text (neutralised and quoted as needed), or a number written as it is. */
export function csvCell(value: string | number | null | undefined, kind: 'text' | 'number' = 'text'): string {
  if (value === null || value === undefined) return '';
  const text = kind === 'number' ? String(value) : neutralise(String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, with its CRLF. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.join(',')}\r\n`;
}

/** A file name for the download: the report's name without characters file systems refuse. */
export function csvFileName(name: string, day: string): string {
  const safe = [...name].map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? ' ' : c)).join('');
  return `${safe.replace(/\s+/g, ' ').trim() || 'report'} ${day}.csv`;
}
