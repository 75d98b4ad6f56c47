/**
 * CSV of the report exports, on the console's CSV rules (src/core/csv.ts: RFC 4180 quoting, and a text
 * cell a spreadsheet would run as a formula — starting with '=', '+', '-', '@', a tab or a carriage
 * return — gets a leading apostrophe). Figures the report computes (amounts as plain decimals, counts,
 * percentages) come from the database as decimal text, exact beyond a double's precision, and are
 * written as the numbers they are, negative ones too.
 */
import { csvCell as textCell } from '../../csv';

/** A figure as the database writes it: an optional minus, digits, optional decimals. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** One cell: text (neutralised and quoted as needed), or a computed figure written as it is. */
export function csvCell(value: string | number | null | undefined, kind: 'text' | 'number' = 'text'): string {
  if (value === null || value === undefined) return '';
  if (kind === 'number' && DECIMAL.test(String(value))) return String(value);
  return textCell(String(value));
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
