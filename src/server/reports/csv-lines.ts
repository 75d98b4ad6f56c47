/**
 * The CSV export's lines made by the database: each row of a report comes out as its finished line,
 * every cell written by the rules the console's CSV follows (src/core/csv.ts and
 * src/core/areas/reports/csv.ts), so the server only joins lines. Formatting a row's cells in
 * JavaScript, after parsing each of them out of the database's answer, took more time than the
 * database took to read the rows; a line is one value to parse.
 *
 * - amounts with two decimals, percentages with one, counts as the database writes them: numbers,
 *   written as they are (a negative one stays a number);
 * - instants in the agent's time zone as 'DD/MM/YY HH24:MI:SS', days as 'DD/MM/YY', durations as
 *   h:mm:ss;
 * - channels, technologies, families, the enumerations and the game names in the chosen language:
 *   the finished cell of each known value is computed here (translated, neutralised, quoted) and
 *   passed as a parameter; an unknown value is written as it is;
 * - any other text (names, ids, currencies) neutralised when a spreadsheet would run it as a
 *   formula and quoted when it must be, by the same patterns as src/core/csv.ts (passed as
 *   parameters, written the way PostgreSQL's regular expressions read them; the patterns name
 *   characters beyond ASCII, which a database in UTF-8 reads as characters);
 * - an empty value as nothing, or as the field's text for empty (a row played outside any casino).
 */
import { csvCell } from '../../core/areas/reports/csv';
import { DAY_FORMAT } from '../../core/days';
import { columnsOf, type FieldDef, type ReportDefinition } from '../../core/areas/reports/definitions';
import { GAME_FAMILIES } from '../../core/areas/reports/families';
import {
  ADJUSTMENT_KINDS,
  CHANNELS,
  JACKPOT_TYPES,
  OPT_IN_ACTIONS,
  SIDE_BET_RESULTS,
  SIDE_BET_TYPES,
  TECHNOLOGIES,
  channelLabel,
  familyLabel,
  fieldText,
  technologyLabel,
  type FieldContext,
} from '../../core/areas/reports/fields';
import { gameNames, translator, type ReportLanguage } from './i18n';

/** White space as JavaScript's \s reads it (PostgreSQL's depends on the database's locale). */
const SPACE = '\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
/** A cell a spreadsheet would run as a formula (src/core/csv.ts FORMULA_START). */
const FORMULA = `^([\t\r\n]|[${SPACE}]*[=+@\uff1d\uff0b\uff0d\uff20-])`;
/** A cell that must be quoted (src/core/csv.ts NEEDS_QUOTES). */
const QUOTES = `[",;\r\n]|^[${SPACE}]|[${SPACE}]$`;
/** Either: the few cells that need more than being written as they are. */
const SPECIAL = `${FORMULA}|${QUOTES}`;
/** What separates a line's texts in CHECK_ALL (a text holding it is merely checked on its own). */
const SEPARATOR = '\u001f';
/**
 * SPECIAL over a line's texts joined by SEPARATOR: it matches wherever one of them would match SPECIAL
 * (the start and end of each are the start or end of the whole or a separator), so no match means
 * that none needs more than being written as it is.
 */
const CHECK_ALL =
  `(^|${SEPARATOR})([\t\r\n]|[${SPACE}]*[=+@\uff1d\uff0b\uff0d\uff20-])` +
  `|[",;\r\n]|(^|${SEPARATOR})[${SPACE}]|[${SPACE}]($|${SEPARATOR})`;
/** A figure as the database writes it (src/core/areas/reports/csv.ts DECIMAL). */
const DECIMAL = '^-?[0-9]+(\\.[0-9]+)?$';

/** The enumerations' known values, by field type. */
const ENUMERATION_VALUES: Partial<Record<FieldDef['type'], readonly string[]>> = {
  adjustmentKind: ADJUSTMENT_KINDS,
  sideBetType: SIDE_BET_TYPES,
  sideBetResult: SIDE_BET_RESULTS,
  optInAction: OPT_IN_ACTIONS,
  jackpotType: JACKPOT_TYPES,
};

/** Parameters of one statement, numbered after the query's own (only those used: each must have a type). */
class Params {
  constructor(readonly values: unknown[]) {}
  private readonly known = new Map<string, string>();
  /** `$n::text` of a text, the same number for the same text. */
  text(value: string): string {
    let ref = this.known.get(value);
    if (!ref) {
      this.values.push(value);
      ref = `$${this.values.length}::text`;
      this.known.set(value, ref);
    }
    return ref;
  }
}

/**
 * How a line's text cells are written: `safe`, each checked on its own (neutralised and quoted as it
 * must be); `plain`, each as it is, its value kept in `texts` (the line is written so only when none of
 * them needs more, which one check over all of them tells: CHECK_ALL).
 */
interface Cells {
  p: Params;
  plain: boolean;
  texts: string[];
}

/** The cell of a text (`value` an SQL text expression), neutralised and quoted as it must be. */
function textCell(value: string, c: Cells): string {
  const { p } = c;
  if (c.plain) {
    c.texts.push(value);
    return `coalesce(${value}, '')`;
  }
  const apostrophed = `'''' || ${value}`;
  const quoted = (text: string) => `'"' || replace(${text}, '"', '""') || '"'`;
  return `CASE WHEN ${value} IS NULL THEN ''
    WHEN ${value} !~ ${p.text(SPECIAL)} THEN ${value}
    WHEN ${value} ~ ${p.text(FORMULA)} THEN
      CASE WHEN ${apostrophed} ~ ${p.text(QUOTES)} THEN ${quoted(apostrophed)} ELSE ${apostrophed} END
    ELSE ${quoted(value)} END`;
}

/** The cell of a known value from a table of finished cells, any other value as text. */
function mapped(value: string, cells: Map<string, string>, c: Cells, otherwise?: string): string {
  const { p } = c;
  const whens = [...cells].map(([key, cell]) => `WHEN ${p.text(key)} THEN ${p.text(cell)}`);
  return `CASE ${value} ${whens.join(' ')} ELSE ${otherwise ?? rareCell(value, c)} END`;
}

/** The cell of a text rarely written (an unknown value of a mapped field): always checked on its own. */
const rareCell = (value: string, c: Cells) => textCell(value, { ...c, plain: false });

/** The SQL of one field's cell, over the report's row `q`. */
function cellSql(f: FieldDef, ctx: FieldContext, c: Cells): string {
  const { p } = c;
  const column = `q."${f.id}"`;
  const text = `${column}::text`;
  const cells = (entries: [string, string][]) => new Map(entries.map(([k, v]) => [k, csvCell(v)]));
  switch (f.type) {
    case 'money':
      return `coalesce(round(${column}, 2)::text, '')`;
    case 'percent':
      return `coalesce(round(${column} * 100, 1)::text, '')`;
    case 'count':
      return `CASE WHEN ${text} ~ ${p.text(DECIMAL)} THEN ${text} ELSE ${rareCell(text, c)} END`;
    case 'dateTime':
      return `coalesce(to_char(${column} AT TIME ZONE ${p.text(ctx.timeZone)}, 'DD/MM/YY HH24:MI:SS'), '')`;
    case 'duration': {
      const s = `round(${column}::numeric)`;
      return `CASE WHEN ${column} IS NULL OR ${column} < 0 THEN '' ELSE
        floor(${s} / 3600)::bigint::text || ':' || lpad(floor(mod(${s}, 3600) / 60)::bigint::text, 2, '0')
        || ':' || lpad(mod(${s}, 60)::bigint::text, 2, '0') END`;
    }
    case 'channel':
      return mapped(text, cells(CHANNELS.map((_, code) => [String(code), channelLabel(code, ctx.t)])), c);
    case 'technology':
      return mapped(
        text,
        cells(
          TECHNOLOGIES.flatMap((key, code) => (key ? [[String(code), technologyLabel(code, ctx.t)]] : [])),
        ),
        c,
      );
    case 'game': {
      const names = Object.entries(gameNames(ctx.language as ReportLanguage));
      // the game's name in the language by its id, else the name the row carries
      return mapped(`q."externalGameId"::text`, cells(names), c, rareCell(text, c));
    }
    default:
      break;
  }
  // the rest show their text, or the field's text for empty when there is none
  const empty = f.empty ? p.text(csvCell(ctx.t(f.empty))) : null;
  let cell: string;
  if (f.type === 'family') {
    const none = p.text(csvCell(familyLabel(null, ctx.t)));
    cell = mapped(text, cells(GAME_FAMILIES.map((family) => [family, familyLabel(family, ctx.t)])), c, none);
    // a row without a family is 'none' too, unless the field says otherwise
    return `CASE WHEN ${column} IS NULL THEN ${empty ?? none} ELSE ${cell} END`;
  }
  const values = ENUMERATION_VALUES[f.type];
  if (values) cell = mapped(text, cells(values.map((v) => [v, fieldText(f.type, v, ctx)])), c);
  else if (f.type === 'day')
    cell = `CASE WHEN ${text} ~ ${p.text(DAY_FORMAT.source)}
      THEN substr(${text}, 9, 2) || '/' || substr(${text}, 6, 2) || '/' || substr(${text}, 3, 2) ELSE '' END`;
  else cell = textCell(text, c);
  return empty ? `CASE WHEN ${column} IS NULL THEN ${empty} ELSE ${cell} END` : cell;
}

/**
 * The SQL of the CSV line of a report's row `q` (its cells joined by commas, without the line end),
 * in the language and the time zone; its parameters are added to `params`.
 */
export function csvLineSql(
  def: ReportDefinition,
  lng: ReportLanguage,
  timeZone: string,
  params: unknown[],
): string {
  const p = new Params(params);
  const ctx: FieldContext = { language: lng, timeZone, t: translator(lng) };
  const line = (c: Cells) =>
    columnsOf(def)
      .map((f) => `(${cellSql(f, ctx, c)})`)
      .join(` || ',' || `);
  const plain: Cells = { p, plain: true, texts: [] };
  const fast = line(plain);
  const safe = line({ p, plain: false, texts: [] });
  if (!plain.texts.length) return safe;
  // one check over the line's texts: most lines need nothing more than their texts as they are
  const texts = `concat_ws(${p.text(SEPARATOR)}, ${plain.texts.join(', ')})`;
  return `CASE WHEN ${texts} !~ ${p.text(CHECK_ALL)} THEN ${fast} ELSE ${safe} END`;
}
