/**
 * The database writes each CSV line of a report export as the console's CSV rules write it: every
 * report, both languages, every kind of value (numbers, instants in the time zone, days, durations,
 * channels, technologies, families, enumerations, game names, empty values, and text a spreadsheet
 * would run as a formula or that must be quoted), compared cell for cell with the rules written in
 * TypeScript (src/core/csv.ts, src/core/areas/reports/csv.ts and fields.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../src/core/areas/reports/csv';
import {
  REPORT_LIST,
  columnsOf,
  type FieldDef,
  type ReportDefinition,
} from '../../src/core/areas/reports/definitions';
import { fieldText, type FieldContext } from '../../src/core/areas/reports/fields';
import { openDb, type Db } from '../../src/server/db';
import { csvLineSql } from '../../src/server/reports/csv-lines';
import { gameNames, translator, type ReportLanguage } from '../../src/server/reports/i18n';

let db: Db;
let dir: string | null = null;
beforeAll(async () => {
  if (process.env.DATABASE_URL) db = await openDb(process.env.DATABASE_URL);
  else {
    dir = await mkdtemp(path.join(tmpdir(), 'casino-csv-lines-'));
    db = await openDb(dir);
  }
}, 120_000);
afterAll(async () => {
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const TIME_ZONE = 'Asia/Shanghai';
/** Text a spreadsheet would run, text that must be quoted, and text that needs neither. */
const TEXTS = [
  'plain',
  '=HYPERLINK("http://x")',
  '+1',
  '-5',
  '@SUM(A1)',
  '\tTab',
  '\rreturn',
  '  =lead',
  '\u3000=ideographic',
  '\uff1dfull width',
  '\u00a0nbsp',
  'trailing\u2003',
  ' lead',
  'trail ',
  'a,b',
  'semi;colon',
  'say "hi"',
  'line\nbreak',
  '中文名',
  '',
  null,
];
/** Values of each field type (SQL literals of the type the reports' queries give). */
const VALUES: Partial<Record<FieldDef['type'], (string | null)[]>> = {
  money: ['12.345::numeric', '-5::numeric', '0::numeric', '1234567890123.129::numeric', null],
  percent: ['0.12345::numeric', '-0.5::numeric', null],
  count: ['3', '0', '12345678901::bigint', null],
  dateTime: [`'2026-09-03T12:00:00.123Z'::timestamptz`, `'1999-12-31T16:00:00Z'::timestamptz`, null],
  duration: ['3725', '0', '59', '-1', '360000', null],
  channel: ['0::smallint', '1::smallint', '2::smallint', '3::smallint', '4::smallint', '7::smallint', null],
  technology: ['1', '2', '3', '0', null],
  family: [`'slot'`, `'table'`, `'videoPoker'`, `'specialty'`, `'other'`, `''`, null],
  day: [`'2026-01-10'::date`, `'1999-12-31'::date`, null],
  adjustmentKind: [`'Bonus'`, `'Goodwill'`, `'Unknown'`, null],
  sideBetType: [`'FunnyFatty'`, `'-Odd'`, null],
  sideBetResult: [`'Won'`, `'Lost'`, null],
  optInAction: [`'OptIn'`, `'AutomaticOptOut'`, null],
  jackpotType: [`'Grand'`, `'SSD'`, `'=x'`, null],
};
const quote = (text: string | null) => (text === null ? null : `'${text.replace(/'/g, "''")}'`);
const valuesOf = (type: FieldDef['type']) => VALUES[type] ?? TEXTS.map(quote);
/** Games by id: known ones and one unknown, with the name the row carries. */
const GAMES = [
  ['101', `'Golden Lotus'`],
  ['201', `'=European'`],
  ['999', `'Unknown, game'`],
  [null, null],
];

/** The rows: row i takes the i-th value of each column's list (in turn), enough for every value. */
function rowsQuery(def: ReportDefinition): { sql: string; count: number } {
  const fields = def.fields.filter((f) => f.id !== 'externalGameId');
  const count = Math.max(TEXTS.length, GAMES.length, ...fields.map((f) => valuesOf(f.type).length));
  const rows = Array.from({ length: count }, (_, i) => {
    const cells = fields.map((f, j) => {
      if (f.type === 'game') return `${GAMES[i % GAMES.length][1] ?? 'NULL::text'} AS "${f.id}"`;
      const list = valuesOf(f.type);
      // columns of one type take their values from different places, so each pairs with many others
      return `${list[(i + j) % list.length] ?? `NULL::${nullType(f.type)}`} AS "${f.id}"`;
    });
    const game = GAMES[i % GAMES.length][0];
    return `SELECT ${i} AS _n, ${game ?? 'NULL'}::int AS "externalGameId", ${cells.join(', ')}`;
  });
  return { sql: rows.join(' UNION ALL '), count };
}
function nullType(type: FieldDef['type']): string {
  switch (type) {
    case 'money':
    case 'percent':
      return 'numeric';
    case 'count':
    case 'duration':
    case 'technology':
      return 'int';
    case 'channel':
      return 'smallint';
    case 'dateTime':
      return 'timestamptz';
    case 'day':
      return 'date';
    default:
      return 'text';
  }
}

/** The columns as text (the way the export read them before the database wrote whole lines). */
function columnsSql(def: ReportDefinition): string {
  return [...columnsOf(def).map((f) => f.id), 'externalGameId']
    .map((id) => {
      const f = def.fields.find((field) => field.id === id);
      const c = `q."${id}"`;
      switch (f?.type) {
        case 'money':
          return `round(${c}, 2)::text AS "${id}"`;
        case 'percent':
          return `round(${c} * 100, 1)::text AS "${id}"`;
        case 'dateTime':
          return `to_char(${c} AT TIME ZONE '${TIME_ZONE}', 'DD/MM/YY HH24:MI:SS') AS "${id}"`;
        default:
          return `${c}::text AS "${id}"`;
      }
    })
    .join(', ');
}

/** A row's line by the rules written in TypeScript. */
function expectedLine(
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
  ).replace(/\r\n$/, '');
}

/**
 * Rows whose every value is an ordinary one (the first of its list: plain text) but for one text
 * column, which takes each text in turn: a line is written as it is only when none of its texts needs
 * more, wherever the one that does stands.
 */
function oneTextAtATime(def: ReportDefinition): { sql: string; count: number } {
  const fields = def.fields.filter((f) => f.id !== 'externalGameId');
  const texts = fields.filter((f) => valuesOf(f.type) !== VALUES[f.type] && f.type !== 'game');
  const rows = [null, ...texts].flatMap((special) =>
    (special ? TEXTS : [TEXTS[0]]).map((text) =>
      fields.map((f) => {
        if (f.type === 'game') return `${GAMES[0][1]} AS "${f.id}"`;
        const value = f === special ? quote(text) : valuesOf(f.type)[0];
        return `${value ?? `NULL::${nullType(f.type)}`} AS "${f.id}"`;
      }),
    ),
  );
  const sql = rows
    .map((cells, i) => `SELECT ${i} AS _n, ${GAMES[0][0]}::int AS "externalGameId", ${cells.join(', ')}`)
    .join(' UNION ALL ');
  return { sql, count: rows.length };
}

/** The lines the database writes for `rows` against the lines of the rules written in TypeScript. */
async function expectLines(def: ReportDefinition, lng: ReportLanguage, rows: { sql: string; count: number }) {
  const ctx: FieldContext = { language: lng, timeZone: TIME_ZONE, t: translator(lng) };
  const games = gameNames(lng) as Record<string, string>;
  const columns = await db.query<Record<string, string | null>>(
    `SELECT ${columnsSql(def)} FROM (${rows.sql}) q ORDER BY q._n`,
  );
  const params: unknown[] = [];
  const line = csvLineSql(def, lng, TIME_ZONE, params);
  const lines = await db.query<{ line: string }>(
    `SELECT ${line} AS line FROM (${rows.sql}) q ORDER BY q._n`,
    params,
  );
  expect(lines.rows).toHaveLength(rows.count);
  expect(lines.rows.map((r) => r.line)).toEqual(
    columns.rows.map((row) => expectedLine(def, row, ctx, games)),
  );
}

describe.each(['en', 'zh-cn'] as const)(
  'the database writes each CSV line in %s as the CSV rules do',
  (lng) => {
    it.each(REPORT_LIST.map((def) => [def.key, def] as const))('%s', async (_, def) => {
      await expectLines(def, lng, rowsQuery(def));
    });
  },
);

describe('a line is written as it is only when none of its texts needs more', () => {
  it.each(REPORT_LIST.map((def) => [def.key, def] as const))('%s', async (_, def) => {
    await expectLines(def, 'en', oneTextAtATime(def));
  });
});
