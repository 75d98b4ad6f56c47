/**
 * What a list page shows, described rather than built: its columns and its toolbar filters. An area
 * states them once, at module level, and `useListPage` renders them in the page's language.
 *
 * Columns (`listColumns<Row>((c) => [...])`), each a `<span data-column="<id>">` in its cell with the
 * header `app.<area>.columns.<header>` (the header is the id unless given):
 *
 * - `c.text(id, header?, options?)`: the row's field `id` as it is, or `options.text(row, { t, language })`;
 * - `c.money(id, header?, { currency?, hints? })`: an amount in the page's number format, aligned to the
 *   end (with the row's currency after it, or hint spans of further amounts when they are above zero);
 * - `c.yesNo(id, header?, { labels?, attribute? })`: a flag as yes or no (`<labels>.yes` / `.no`,
 *   default `app.shared.labels`), sorted and exported as 1 or 0;
 * - `c.date(id, header?, { none?, seconds? })`: a moment in the page's date format, `none` (a
 *   translation key) when there is none;
 * - `c.status(id, key, { className? })`: a status by the translation key `key(status)`, its cell
 *   marked `data-status`.
 *
 * Options of every kind: `value` (what the table sorts, filters and exports; default the field),
 * `attributes` (more attributes of the cell's span), and the `DataColumn` settings (`align`,
 * `sortable`, `sortField`, `hidden`, …).
 *
 * Filters (toolbar controls whose value lives in the list's URL state, in their order):
 *
 * - `statusFilter(statuses, key, { narrows? })`: a select of the statuses (URL key `status`, '' for all),
 *   labelled `app.<area>.list.status`, each option `key(status)`;
 * - `dayRangeFilter(name, from, to, { narrows? })`: two days (URL keys `from` and `to`), labelled
 *   `app.<area>.list.<name>-from|to`, each bounding the other, in spans `part="<name>-from|to"`;
 * - `switchFilter(key, name, on?)`: a switch (URL key `key`, '1' or '0') titled
 *   `app.<area>.list.<name>`, in a span `part="<name>"`; `on` says which value is on (default '1');
 * - `subAgentsFilter(on)`: the include sub-agents switch (URL key `sub`; areas differ in their default).
 *
 * A filter that `narrows` makes an empty list say "no match" while it is set (besides the search text).
 */
import type { ReactNode } from 'react';
import type { ListState } from '../../../core/contract/list';
import { formatCredit, formatDate } from '../../../core/format';
import type { KeyPrefix, KeyTail, Language, Translate, TranslationKey } from '../../../core/i18n';
import type { DataColumn } from '../ui';

/** What a cell is written with: the translation and the page's language. */
export interface CellContext {
  t: Translate;
  language: Language;
}

/**
 * A column as the area describes it; `useListPage` turns it into the table's column. `Header` is the
 * tails of the area's `app.<area>.columns.*` texts (`ColumnTail<area>`): a header the area has no
 * text for does not compile.
 */
export interface ColumnSpec<Row, Header extends string = string> extends Partial<
  Omit<DataColumn<Row>, 'id' | 'header' | 'value' | 'cell'>
> {
  id: string;
  /** The tail of the header's translation key `app.<area>.columns.<header>`. */
  header: Header;
  /** The cell's text. */
  text: (row: Row, cell: CellContext) => ReactNode;
  /** What the table sorts, filters and exports. */
  value: (row: Row) => unknown;
  /** More attributes of the cell's span besides `data-column`. */
  attributes?: (row: Row) => Record<string, string>;
  /** Spans after the cell's span (further amounts, as hints). */
  after?: (row: Row, cell: CellContext) => ReactNode;
}

type Field<Row> = keyof Row & string;
type More<Row> = Partial<Omit<ColumnSpec<Row>, 'id' | 'header'>>;

/** The tails of an area's list texts (`app.<area>.list.*`): its filters' labels. */
export type ListTail<Area extends string> = KeyTail<`app.${Area}.list`>;
/** The tails of an area's column headers (`app.<area>.columns.*`). */
export type ColumnTail<Area extends string> = KeyTail<`app.${Area}.columns`>;

/** A further amount of a money column, shown after it as a hint when above zero. */
export interface AmountHint<Row> {
  field: Field<Row>;
  /** Translation key with `{{amount}}`. */
  key: TranslationKey;
}

function read<Row>(row: Row, field: string): unknown {
  return (row as Record<string, unknown>)[field];
}

/** What a kind of column sets: its text, its value and whatever else it needs. */
type Base<Row> = Omit<ColumnSpec<Row>, 'id' | 'header'>;

function builders<Row, Header extends string>() {
  /**
   * A kind of column: `base` builds its settings from the field and the kind's own options (named in
   * `keys`); the other options are the column's settings and override the kind's. Without a header,
   * the id is the header (so it must be one of the area's header tails).
   */
  const kind =
    <Extra extends object, Id extends string = Field<Row>>(
      keys: readonly string[],
      base: (id: Id, extra: Extra) => Base<Row>,
    ) =>
    (
      ...[id, header = id as Id & Header, more = {} as More<Row> & Extra]:
        [id: Id & Header] | [id: Id, header: Header, more?: More<Row> & Extra]
    ): ColumnSpec<Row, Header> => {
      const extra: Record<string, unknown> = {};
      const rest: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(more)) (keys.includes(key) ? extra : rest)[key] = value;
      return { id, header, ...base(id, extra as Extra), ...(rest as More<Row>) };
    };
  const amount = (row: Row, field: Field<Row>, language: string) =>
    formatCredit(read(row, field) as number, language);

  return {
    /** Any id: a column that is no field of the row gives its own `text` and `value`. */
    text: kind<object, string>([], (id) => ({
      text: (row) => read(row, id) as ReactNode,
      value: (row) => read(row, id),
    })),
    money: kind<{ currency?: Field<Row>; hints?: readonly AmountHint<Row>[] }>(
      ['currency', 'hints'],
      (id, { currency, hints }) => ({
        text: (row, { language }) =>
          currency
            ? `${amount(row, id, language)} ${String(read(row, currency))}`
            : amount(row, id, language),
        value: (row) => read(row, id),
        align: 'end',
        after: hints
          ? (row, { t, language }) =>
              hints.map(({ field, key }) =>
                (read(row, field) as number) > 0 ? (
                  <span key={field} className="hint" data-column={field}>
                    {' '}
                    {t(key, { amount: amount(row, field, language) })}
                  </span>
                ) : null,
              )
          : undefined,
      }),
    ),
    yesNo: kind<{ labels?: KeyPrefix<'yes' | 'no'>; attribute?: string }>(
      ['labels', 'attribute'],
      (id, { labels = 'app.shared.labels', attribute }) => ({
        text: (row, { t }) => t(read(row, id) ? `${labels}.yes` : `${labels}.no`),
        value: (row) => (read(row, id) ? 1 : 0),
        attributes: attribute ? (row) => ({ [attribute]: String(read(row, id)) }) : undefined,
      }),
    ),
    date: kind<{ none?: TranslationKey; seconds?: boolean }>(
      ['none', 'seconds'],
      (id, { none, seconds }) => ({
        text: (row, { t, language }) => {
          const at = read(row, id) as string | null;
          if (at) return formatDate(at, language, seconds === false ? { seconds: false } : {});
          return none ? t(none) : '';
        },
        value: (row) => read(row, id) ?? '',
      }),
    ),
    status: <S extends string>(
      id: Field<Row> & Header,
      key: (status: S) => TranslationKey,
      more: More<Row> & { className?: string } = {},
    ) =>
      kind<{ className?: string }>(['className'], (field, { className }) => ({
        text: (row, { t }) => t(key(read(row, field) as S)),
        value: (row) => read(row, field),
        attributes: (row) => ({
          ...(className ? { className } : {}),
          'data-status': String(read(row, field)),
        }),
      }))(id, id, more),
  };
}

/** The column builders of a list of `Row` whose headers are the tails `Header`. */
export type ColumnBuilders<Row, Header extends string = string> = ReturnType<typeof builders<Row, Header>>;

/** The columns of a list of `Row`, described with the builders (see above). */
export function listColumns<Row, Header extends string = string>(
  build: (c: ColumnBuilders<Row, Header>) => ColumnSpec<Row, Header>[],
): readonly ColumnSpec<Row, Header>[] {
  return build(builders<Row, Header>());
}

/** A status filter: labelled `app.<area>.list.status`, its "all" option `app.<area>.list.all-statuses`. */
export interface StatusFilter {
  kind: 'status';
  statuses: readonly string[];
  key: (status: string) => TranslationKey;
  narrows: boolean;
}
/** Two days labelled `app.<area>.list.<Name>-from|to`. */
export interface DaysFilter<Name extends string = string> {
  kind: 'days';
  name: Name;
  from: string;
  to: string;
  narrows: boolean;
}
/** A switch titled `app.<area>.list.<Name>`. */
export interface SwitchFilter<Name extends string = string> {
  kind: 'switch';
  key: string;
  name: Name;
  on: (value: string) => boolean;
}

/**
 * A toolbar filter as the area describes it; `useListPage` renders it. `Tail` is the tails of the
 * area's list texts (`ListTail<area>`): a filter whose label the area has no text for does not
 * compile (a status filter needs `status` and `all-statuses`, a day range `<name>-from` and
 * `<name>-to`, a switch `<name>`).
 */
export type FilterSpec<Tail extends string = string> =
  | ('status' | 'all-statuses' extends Tail ? StatusFilter : never)
  | DaysFilter<DayRangeName<Tail>>
  | SwitchFilter<Tail>;

/** The names `N` for which `N-from` and `N-to` are both among the tails (any name for any tail). */
type DayRangeName<Tail extends string, All extends string = Tail> = string extends Tail
  ? string
  : Tail extends `${infer Name}-from`
    ? `${Name}-to` extends All
      ? Name
      : never
    : never;

export function statusFilter<S extends string>(
  statuses: readonly S[],
  key: (status: S) => TranslationKey,
  options: { narrows?: boolean } = {},
): StatusFilter {
  return {
    kind: 'status',
    statuses,
    key: key as (status: string) => TranslationKey,
    narrows: options.narrows ?? false,
  };
}

export function dayRangeFilter<Name extends string>(
  name: Name,
  from: string,
  to: string,
  options: { narrows?: boolean } = {},
): DaysFilter<Name> {
  return { kind: 'days', name, from, to, narrows: options.narrows ?? false };
}

export function switchFilter<Name extends string>(
  key: string,
  name: Name,
  on: (value: string) => boolean = (v) => v === '1',
): SwitchFilter<Name> {
  return { kind: 'switch', key, name, on };
}

export function subAgentsFilter(on: (value: string) => boolean): SwitchFilter<'include-sub-agents'> {
  return switchFilter('sub', 'include-sub-agents', on);
}

/** The status a status filter holds, '' for all (a value outside its statuses is all). */
export function chosenStatus(filter: StatusFilter, state: ListState): string {
  const current = state.extra.status ?? '';
  return filter.statuses.includes(current) ? current : '';
}

/** Whether a filter narrows the list in this state. */
export function narrowing(filter: FilterSpec, state: ListState): boolean {
  if (filter.kind === 'status') return filter.narrows && chosenStatus(filter, state) !== '';
  if (filter.kind === 'days')
    return filter.narrows && Boolean(state.extra[filter.from] || state.extra[filter.to]);
  return false;
}
