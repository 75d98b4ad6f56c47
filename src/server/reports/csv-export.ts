/**
 * The CSV export of a report: a header row in the chosen language, then every row of the report in its
 * order, written batch by batch as the client reads (a report of a million rows never sits in memory).
 * Amounts are plain decimals, counts and percentages plain numbers; dates in the agent's time zone in
 * the console's format, enumerations, families and game names in the chosen language. Text cells that a
 * spreadsheet would take for a formula are neutralised (src/core/csv.ts). The file starts
 * with a byte-order mark, so spreadsheet programs read it as UTF-8 (Chinese headers and names).
 */
import { PassThrough } from 'node:stream';
import { columnsOf, type ReportDefinition } from '../../core/areas/reports/definitions';
import { csvCell, csvLine } from '../../core/areas/reports/csv';
import { fieldText, type FieldContext } from '../../core/areas/reports/fields';
import type { Db } from '../db';
import { gameNames, translator, type ReportLanguage } from './i18n';
import { csvQuery, forEachBatch, type Query } from './run';

/** Rows fetched from the cursor at a time. */
export const CSV_BATCH_ROWS = 5000;
const BOM = '\uFEFF';

/** The cells of one row (the columns as `csvQuery` gives them). */
export function csvRow(
  def: ReportDefinition,
  row: Record<string, string | null>,
  ctx: FieldContext,
  games: Record<string, string>,
): string {
  return csvLine(
    columnsOf(def).map((f) => {
      const value = row[f.id];
      switch (f.type) {
        case 'money':
        case 'count':
        case 'percent':
          return csvCell(value, 'number');
        case 'dateTime':
          return csvCell(value);
        case 'duration':
        case 'channel':
        case 'technology':
          return csvCell(fieldText(f.type, value === null ? null : Number(value), ctx));
        case 'game':
          return csvCell(games[String(row.externalGameId)] ?? value);
        default:
          return csvCell(value === null && f.empty ? ctx.t(f.empty) : fieldText(f.type, value, ctx));
      }
    }),
  );
}

/** The header row: the columns' names in the language. */
export function csvHeader(def: ReportDefinition, lng: ReportLanguage): string {
  const t = translator(lng);
  return csvLine(columnsOf(def).map((f) => csvCell(t(`app.reports.columns.${f.id}`))));
}

/**
 * A stream of the report's CSV. It waits for the client between batches; when the client goes away the
 * cursor is closed and nothing more is read.
 */
export function csvStream(
  db: Db,
  def: ReportDefinition,
  query: Query,
  opts: { sort?: string; lng: ReportLanguage; timeZone: string; onError: (error: unknown) => void },
): PassThrough {
  const out = new PassThrough();
  const ctx: FieldContext = { language: opts.lng, timeZone: opts.timeZone, t: translator(opts.lng) };
  const games = gameNames(opts.lng) as Record<string, string>;
  const write = async (text: string) => {
    if (out.destroyed) throw new Error('the client closed the download');
    if (out.write(text)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
  };
  void (async () => {
    try {
      await write(BOM + csvHeader(def, opts.lng));
      await forEachBatch(db, csvQuery(def, query, opts.sort, opts.timeZone), CSV_BATCH_ROWS, (rows) =>
        write(rows.map((row) => csvRow(def, row, ctx, games)).join('')),
      );
      out.end();
    } catch (error) {
      if (!out.destroyed) {
        opts.onError(error);
        out.destroy(error as Error);
      }
    }
  })();
  return out;
}
