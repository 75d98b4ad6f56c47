/**
 * The CSV export of a report: a header row in the chosen language, then every row of the report in its
 * order, written batch by batch as the client reads (a report of a million rows never sits in memory).
 * Amounts are plain decimals, counts and percentages plain numbers; dates in the agent's time zone in
 * the console's format, enumerations, families and game names in the chosen language. Text cells that a
 * spreadsheet would take for a formula are neutralised (src/core/csv.ts). The database writes each
 * row's line (./csv-lines.ts); this joins them, in chunks between other work. The file starts
 * with a byte-order mark, so spreadsheet programs read it as UTF-8 (Chinese headers and names).
 */
import { performance } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import { columnsOf, type ReportDefinition } from '../../core/areas/reports/definitions';
import { csvCell, csvLine } from '../../core/areas/reports/csv';
import type { Queryable } from '../db';
import type { Foreground } from '../foreground';
import { translator, type ReportLanguage } from './i18n';
import { forEachCsvBatch, type Query } from './run';

/** Rows fetched from the cursor at a time (each batch crosses to the HTTP thread at once): fewer,
 * larger fetches parse faster; the next is read while this one is formatted (forEachBatch). */
export const CSV_BATCH_ROWS = 5000;
/**
 * Rows fetched at a time on the embedded database, whose one connection runs one statement at a time
 * and cannot be interrupted: a fetch of 1 000 rows takes some 25 ms there, and a request of the console
 * that arrives meanwhile waits for it (5 000 rows took 125 ms).
 */
export const CSV_BATCH_ROWS_EMBEDDED = 1000;

/** The rows fetched at a time from `db`. */
export const csvBatchRows = (db: Queryable) =>
  db.kind === 'postgres' ? CSV_BATCH_ROWS : CSV_BATCH_ROWS_EMBEDDED;
const BOM = '\uFEFF';

/** The header row: the columns' names in the language. */
export function csvHeader(def: ReportDefinition, lng: ReportLanguage): string {
  const t = translator(lng);
  return csvLine(columnsOf(def).map((f) => csvCell(t(`app.reports.columns.${f.id}`))));
}

/** Lines written between two turns of the event loop (other requests are answered in between). */
export const CSV_FORMAT_CHUNK_ROWS = 500;
/**
 * The share of the time an export may work while people's requests come in (CSV_CONTENDED_MS): after
 * each batch it rests as long as the batch took. An export is background work: on a machine of two
 * cores, an export that ran flat out (its database server reading, this process writing, its client
 * receiving) would slow every other request by the processors it takes, not by blocking the event
 * loop. An export with no one else to serve runs flat out.
 */
export const CSV_EXPORT_DUTY = 0.5;
/** An export shares the processor (CSV_EXPORT_DUTY) while a person's request came this recently (ms). */
export const CSV_CONTENDED_MS = 1000;

/**
 * The longest an export waits, before one step, for the foreground requests under way to be answered:
 * under a steady stream of them it still moves on (a chunk at least every quarter second).
 */
export const CSV_GIVE_WAY_MAX_MS = 250;

/** Why an export ended before its last row. */
export class ExportEnded extends Error {
  constructor(
    readonly reason: 'deadline' | 'idle' | 'client-gone',
    message: string,
  ) {
    super(message);
    this.name = 'ExportEnded';
  }
}

export interface CsvStreamOptions {
  sort?: string;
  lng: ReportLanguage;
  timeZone: string;
  /** The export is ended once it has run this long (ms). */
  deadlineMs: number;
  /** The export is ended when its client has read nothing for this long (ms). */
  idleMs: number;
  /** Stops the export from outside (the request's work signal: the client gone). */
  signal?: AbortSignal;
  /**
   * The requests people wait on in this process: before each step (formatting a chunk, fetching the
   * next batch) the export waits while any is under way, at most CSV_GIVE_WAY_MAX_MS each time.
   */
  foreground?: Foreground;
  /** Called once, when the export has ended in any way and its database work is over. */
  onEnd: (outcome: { rows: number; ended: ExportEnded | null; error: unknown }) => void;
}

/**
 It waits for the client between batches (at most `idleMs` each time:
 * a client that stops reading is ended and its connection released), writes each batch in chunks of
 * CSV_FORMAT_CHUNK_ROWS lines with a turn of the event loop between them and, while people's requests
 * come in, a rest after each batch (CSV_EXPORT_DUTY),
 * gives way to the requests people wait on (`foreground`: it waits, before each chunk and each batch,
 * while any is under way), and ends the export after
 * `deadlineMs` whatever it is doing (the statement running is cancelled). A client gone closes the
 * cursor and nothing more is read. An export ended early ends its connection without the last chunk,
 * so the client sees an incomplete download, never a file that looks whole.
 */
export function csvStream(
  db: Queryable,
  def: ReportDefinition,
  query: Query,
  opts: CsvStreamOptions,
): PassThrough {
  const out = new PassThrough();
  const stop = new AbortController();
  let ended: ExportEnded | null = null;
  const end = (why: ExportEnded) => {
    if (stop.signal.aborted) return;
    ended = why;
    stop.abort(why);
    out.destroy(why);
  };
  const deadline = setTimeout(
    () =>
      end(new ExportEnded('deadline', `the export took longer than ${Math.round(opts.deadlineMs / 1000)} s`)),
    opts.deadlineMs,
  );
  const onGone = () => end(new ExportEnded('client-gone', 'the client closed the download'));
  if (opts.signal?.aborted) onGone();
  opts.signal?.addEventListener('abort', onGone, { once: true });
  out.once('close', () => {
    if (!out.writableFinished) onGone();
  });

  const write = async (text: string) => {
    if (stop.signal.aborted || out.destroyed)
      throw ended ?? new ExportEnded('client-gone', 'the client closed the download');
    if (out.write(text)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(idle);
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      const idle = setTimeout(() => {
        end(new ExportEnded('idle', `the client read nothing for ${Math.round(opts.idleMs / 1000)} s`));
        done();
      }, opts.idleMs);
      out.on('drain', done);
      out.on('close', done);
    });
  };
  let rows = 0;
  // when the batch under way began (the last one ended), and how long it has given way since
  let cycle = performance.now();
  let gaveWay = 0;
  const giveWay = async () => {
    const started = performance.now();
    await opts.foreground?.quiet(CSV_GIVE_WAY_MAX_MS);
    gaveWay += performance.now() - started;
  };
  void (async () => {
    let failure: unknown = null;
    try {
      await write(BOM + csvHeader(def, opts.lng));
      await forEachCsvBatch(
        db,
        def,
        query,
        opts.sort,
        opts.lng,
        opts.timeZone,
        csvBatchRows(db),
        async (batch) => {
          for (let i = 0; i < batch.length; i += CSV_FORMAT_CHUNK_ROWS) {
            await giveWay();
            const chunk = batch.slice(i, i + CSV_FORMAT_CHUNK_ROWS);
            // a turn of the event loop between chunks (requests that came in are answered first)
            await new Promise((resolve) => setImmediate(resolve));
            await write(`${chunk.map((row) => row.line).join('\r\n')}\r\n`);
            rows += chunk.length;
          }
          // while people's requests come in, a rest as long as this batch took (reading it from the
          // database, writing it out; not the time it gave way): the export takes half the machine
          const worked = performance.now() - cycle - gaveWay;
          if (opts.foreground?.busyWithin(CSV_CONTENDED_MS)) {
            const rest = Math.max(0, worked) * (1 / CSV_EXPORT_DUTY - 1);
            await new Promise((resolve) => setTimeout(resolve, rest));
          }
          cycle = performance.now();
          gaveWay = 0;
        },
        {
          signal: stop.signal,
          statementTimeoutMs: opts.deadlineMs,
          // each batch is fetched once the requests under way have been answered (the next one is
          // asked for while this one is formatted: forEachBatch)
          beforeFetch: giveWay,
          // while people's requests come in, the database's parallel workers are theirs
          parallel: () => !opts.foreground?.busyWithin(CSV_CONTENDED_MS),
        },
      );
      if (!stop.signal.aborted) out.end();
    } catch (error) {
      if (!ended) {
        failure = error;
        out.destroy(error as Error);
      }
    } finally {
      clearTimeout(deadline);
      opts.signal?.removeEventListener('abort', onGone);
      opts.onEnd({ rows, ended, error: failure });
    }
  })();
  return out;
}
