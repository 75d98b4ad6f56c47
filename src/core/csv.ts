/**
 * CSV files people open in a spreadsheet (RFC 4180: comma-separated, CRLF line ends, UTF-8 with a
 * byte-order mark so spreadsheets read Chinese and other non-Latin text right).
 *
 * Formula injection: a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (also after
 * leading spaces), or with a tab or carriage return, as a formula (`=HYPERLINK(…)`, `@SUM(…)`, DDE
 * commands). Text written into a cell, whoever typed it (an agent's name, a user name, a JSON value), is
 * never run: such a cell starts with an apostrophe, which spreadsheets show as text. Numbers are
 * written as numbers (a negative amount stays a number). A cell holding a comma, a semicolon (the
 * separator of some locales), a quote, a line break or leading/trailing spaces is quoted, quotes
 * doubled.
 */

/** What a spreadsheet would take for the start of a formula. */
const FORMULA_START = /^(?:[\t\r\n]|[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
/** What makes a cell need quotes. */
const NEEDS_QUOTES = /[",;\r\n]|^\s|\s$/;

/** The text of a value in a cell: numbers as numbers, dates as ISO time, objects as JSON. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

/** Text a spreadsheet shows as typed, never runs: a formula start gets a leading apostrophe. */
export function defuseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell: the value's text, defused unless it is a number, quoted when it must be. */
export function csvCell(value: unknown): string {
  const raw = cellText(value);
  const text = typeof value === 'number' || typeof value === 'bigint' ? raw : defuseFormula(raw);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells (without its line end). */
export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}

/** The byte-order mark that opens the file. */
export const CSV_BOM = '\uFEFF';

/** A whole file: the byte-order mark, then each row with a CRLF line end. */
export function csvDocument(rows: readonly (readonly unknown[])[]): string {
  return CSV_BOM + rows.map((row) => csvRow(row) + '\r\n').join('');
}
