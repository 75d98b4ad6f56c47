/**
 * Data table: the one table of every list and report of the console. Sorting ascending, descending or
 * none (designated columns as case-insensitive strings, the others numerically when numeric), a text
 * filter and optional paging (page index and size). Built on TanStack Table (sorting, global filter,
 * pagination, column visibility and column order) and TanStack Virtual (virtualized body for large
 * lists).
 *
 * Laid out to be read all day:
 * - Its columns fit the box it is given: text cells wrap between words when the columns would not
 *   fit side by side, numbers never wrap; the row actions are a column of their own at the end (never
 *   over another column).
 * - With `settingsKey`, the user chooses which columns show and in which order, and a compact density
 *   (the "Columns" button above the table); the choice is remembered per user under that key
 *   (src/core/table-settings.ts). A column may be hidden by default (`hidden`) or never (`hideable:
 *   false`).
 * - In a box narrower than CARDS_BELOW_PX (a phone) each row is a card: every shown column as
 *   "label: value", then the row's actions, so no column is lost; a "Sort by" choice replaces the
 *   sortable headers.
 * - After a form saved a row and came back to its list, the row is focused (src/core/focus-request.ts);
 *   when the row that had the focus leaves the list (deleted), the row in its place takes it (its menu
 *   button), or the page's heading when none is left.
 *
 * Props:
 * - `columns`: `DataColumn[]` — `id`, `header` (translated text), `value(row)` (what sorts and filters),
 *   optional `cell(row)` (what shows; default the value as text), `sortAs` ('text' for the designated
 *   case-insensitive string columns; default 'auto' = numeric when numeric), `sortable` (default true),
 *   `filterable` (default true), `align` ('start' | 'end'), `hidden` (hidden until the user shows it),
 *   `hideable` (default true).
 * - `rows`: the data; `rowId(row, index)` for stable keys (default the index).
 * - `filter`: the text filter (case-insensitive substring of any filterable column), e.g. from
 *   `ListSearchBox`; a new filter goes back to the first page.
 * - `paging`: `{ pageSize, pageSizes?, pageIndex? }` to page the rows with a `Paginator`; omit for all rows.
 * - `virtual`: body height in px (or true = 480) to render only the visible rows (fixed row height).
 * - `loading`: shows the loading state instead of rows; empty rows show `emptyText` (translated default).
 * - `onRowClick(row)`: rows become clickable (click, Enter); `actions(row)`: a per-row actions cell
 *   (its clicks do not reach `onRowClick`).
 * - `label`: accessible name of the table; `initialSort`: `{ id, direction }`.
 * - `settingsKey`: remembers the user's column choices and density under this key (and shows the
 *   "Columns" button).
 *
 * - `server`: the rows are one page of a list the server sorts, filters and pages (`total`, the page,
 *   the sort, and `onChange` for the list state's changes); the table shows them as given.
 * - `busy`: a new page is on its way (the shown rows stay, marked busy).
 * - `footerRows`: rows of a `<tfoot>` (totals), each a label (in the first shown column) and a value per
 *   column id; `selectedRowId`: the row marked as selected.
 *
 * Header clicks cycle a column through ascending, descending and none (aria-sort on the header).
 *
 * Parts: `data-table` (root, `data-layout` table | cards, `data-density`), `table-tools`,
 * `column-settings` (the Columns button; its panel `column-panel`), `header`, `row` (a `<tr>`, or a card
 * with the part `card` too), `cell`, `card-field` (with `data-column`), `actions`, `footer`, `totals`.
 */
import {
  columnFilteringFeature,
  columnOrderingFeature,
  columnVisibilityFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { ListChange, Sort } from '../../../core/contract/list';
import { takeRowFocus } from '../../../core/focus-request';
import { compareCells, nextSortDirection, type SortDirection, type SortKind } from '../../../core/table-sort';
import {
  hiddenColumns,
  orderedColumns,
  setTableSettings,
  userTables,
  type ColumnChoice,
  type TableSettings,
} from '../../../core/table-settings';
import { useSignalValue, useT } from '../hooks';
import { SpinnerIcon } from '../icons';
import { ColumnSettings } from './ColumnSettings';
import { DEFAULT_PAGE_SIZES, Paginator } from './Paginator';

export interface DataColumn<T> {
  id: string;
  header: string;
  value: (row: T) => unknown;
  cell?: (row: T) => ReactNode;
  sortAs?: SortKind;
  /** The field the server sorts this column by (server-paged lists; default the column id). */
  sortField?: string;
  sortable?: boolean;
  filterable?: boolean;
  align?: 'start' | 'end';
  /** Hidden until the user shows it in the column settings. */
  hidden?: boolean;
  /** false: always shown (the user may not hide it). */
  hideable?: boolean;
}

export interface DataTablePaging {
  pageSize: number;
  pageSizes?: readonly number[];
  pageIndex?: number;
}

/** One page of a server-paged list and how to ask for another. */
export interface ServerPaging {
  total: number;
  pageIndex: number;
  pageSize: number;
  pageSizes?: readonly number[];
  sort: Sort | null;
  onChange: (change: ListChange) => void;
}

/** A row of the table's foot (totals): its label and a value per column id. */
export interface FooterRow {
  key: string;
  /** Shown in the first shown column. */
  label: ReactNode;
  /** By column id; a column without a value stays empty. */
  cells: Readonly<Record<string, ReactNode>>;
  /** `part` of the row (default 'totals'). */
  part?: string;
  /** data-* attributes of the row (without the prefix). */
  data?: Readonly<Record<string, string>>;
}

export interface DataTableProps<T extends RowData> {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowId?: (row: T, index: number) => string;
  filter?: string;
  paging?: DataTablePaging;
  virtual?: boolean | number;
  loading?: boolean;
  emptyText?: string;
  onRowClick?: (row: T) => void;
  actions?: (row: T) => ReactNode;
  label?: string;
  initialSort?: { id: string; direction: Exclude<SortDirection, 'none'> };
  server?: ServerPaging;
  busy?: boolean;
  /** Rows of a `<tfoot>` (totals), shown under the body once rows are shown. */
  footerRows?: readonly FooterRow[];
  /** The id of the row shown as selected (aria-current, `data-selected`), e.g. the one opened beside the table. */
  selectedRowId?: string | null;
  /** Remembers the user's column choices and density under this key (per user); shows the Columns button. */
  settingsKey?: string;
}

/** Height of a body row in px when the body is virtualized. */
export const DATA_ROW_HEIGHT = 36;
const DEFAULT_VIRTUAL_HEIGHT = 480;
/** A box narrower than this (a phone) shows each row as a card. */
export const CARDS_BELOW_PX = 600;

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnVisibilityFeature,
  columnOrderingFeature,
});

function cellText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The width of the element's box, followed as it changes (0 until measured). */
function useBoxWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box) setWidth(box.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The user's settings of a table: remembered under `key`, else kept by the table while it is shown. */
function useTableSettings(key: string | undefined): [TableSettings, (next: TableSettings) => void] {
  const remembered = useSignalValue(userTables);
  const [local, setLocal] = useState<TableSettings>({});
  const settings = key ? (remembered[key] ?? {}) : local;
  const change = useCallback(
    (next: TableSettings) => (key ? setTableSettings(key, next) : setLocal(next)),
    [key],
  );
  return [settings, change];
}

export function DataTable<T extends RowData>({
  columns,
  rows,
  rowId,
  filter = '',
  paging,
  virtual,
  loading = false,
  emptyText,
  onRowClick,
  actions,
  label,
  initialSort,
  server,
  busy = false,
  footerRows,
  selectedRowId,
  settingsKey,
}: DataTableProps<T>) {
  const t = useT();
  const ids = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const boxWidth = useBoxWidth(rootRef);
  const cards = boxWidth > 0 && boxWidth < CARDS_BELOW_PX;
  const [settings, changeSettings] = useTableSettings(settingsKey);

  const [localSorting, setSorting] = useState<SortingState>(() =>
    initialSort ? [{ id: initialSort.id, desc: initialSort.direction === 'desc' }] : [],
  );
  const [localPagination, setPagination] = useState<PaginationState>({
    pageIndex: paging?.pageIndex ?? 0,
    pageSize: paging?.pageSize ?? DEFAULT_PAGE_SIZES[0],
  });
  const columnOfField = (field: string) => columns.find((c) => (c.sortField ?? c.id) === field)?.id ?? field;
  const sorting: SortingState = server
    ? server.sort
      ? [{ id: columnOfField(server.sort.id), desc: server.sort.desc }]
      : []
    : localSorting;
  const pagination: PaginationState = server
    ? { pageIndex: server.pageIndex, pageSize: server.pageSize }
    : localPagination;
  const data = useMemo(() => [...rows], [rows]);
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);

  const choices = useMemo<ColumnChoice[]>(
    () => columns.map((c) => ({ id: c.id, hiddenByDefault: c.hidden, hideable: c.hideable })),
    [columns],
  );
  const columnVisibility = useMemo(() => {
    const hidden = hiddenColumns(choices, settings);
    return Object.fromEntries(choices.map((c) => [c.id, !hidden.has(c.id)]));
  }, [choices, settings]);
  const columnOrder = useMemo(() => orderedColumns(choices, settings), [choices, settings]);

  const columnDefs = useMemo(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: T) => column.value(row),
        enableSorting: column.sortable !== false,
        enableHiding: column.hideable !== false,
        sortDescFirst: false,
        sortUndefined: false as const,
        sortFn: (
          a: { getValue: (id: string) => unknown },
          b: { getValue: (id: string) => unknown },
          id: string,
        ) => compareCells(a.getValue(id), b.getValue(id), column.sortAs ?? 'auto'),
      })),
    [columns],
  );

  // A new filter starts again from the first page.
  const lastFilter = useRef(filter);
  useEffect(() => {
    if (lastFilter.current === filter) return;
    lastFilter.current = filter;
    setPagination((p) => (p.pageIndex === 0 ? p : { ...p, pageIndex: 0 }));
  }, [filter]);

  const table = useTable({
    features,
    // The column shape is ours; TanStack's generic column types are too deep to spell here.
    columns: columnDefs as never,
    data,
    getRowId: rowId ? (row: T, index: number) => rowId(row, index) : undefined,
    state: { sorting, globalFilter: server ? '' : filter, pagination, columnVisibility, columnOrder },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    onGlobalFilterChange: () => undefined,
    onColumnVisibilityChange: () => undefined,
    onColumnOrderChange: () => undefined,
    globalFilterFn: (row, columnId, value: string) =>
      cellText(row.getValue(columnId)).toLocaleLowerCase().includes(String(value).trim().toLocaleLowerCase()),
    getColumnCanGlobalFilter: (column) => byId.get(column.id)?.filterable !== false,
    manualPagination: !paging || !!server,
    manualSorting: !!server,
    manualFiltering: !!server,
    autoResetPageIndex: false,
  });

  // The columns shown, in the order shown: TanStack's visible leaf columns (visibility and order state).
  const shown = table
    .getVisibleLeafColumns()
    .map((column) => byId.get(column.id))
    .filter((column): column is DataColumn<T> => column !== undefined);

  const visible = table.getRowModel().rows;
  const total = server ? server.total : table.getPrePaginatedRowModel().rows.length;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualHeight =
    cards || !virtual
      ? 0
      : virtual === true
        ? DEFAULT_VIRTUAL_HEIGHT
        : typeof virtual === 'number'
          ? virtual
          : 0;
  const virtualizer = useVirtualizer({
    count: virtualHeight ? visible.length : 0,
    // Stable callbacks: a new one makes the virtualizer recompute every row's position.
    getScrollElement: useCallback(() => scrollRef.current, []),
    estimateSize: useCallback(() => DATA_ROW_HEIGHT, []),
    overscan: 10,
  });

  // The row a form just saved, when this page shows it: the focus goes to it.
  const visibleIds = visible.map((row) => row.id).join('\n');
  // The row that last had the focus (a deleted row takes it with it: it goes to the row in its place).
  const focusedRow = useRef<{ rowId: string; index: number } | null>(null);
  const onFocusIn = (event: React.FocusEvent<HTMLElement>) => {
    const row = (event.target as Element).closest<HTMLElement>('[data-row-id]');
    const ids = visibleIds.split('\n');
    focusedRow.current = row?.dataset.rowId
      ? { rowId: row.dataset.rowId, index: ids.indexOf(row.dataset.rowId) }
      : null;
  };
  useEffect(() => {
    const last = focusedRow.current;
    if (!last || loading) return;
    const ids = visibleIds ? visibleIds.split('\n') : [];
    if (ids.includes(last.rowId)) return;
    focusedRow.current = null;
    // only when the focus was lost with the row (it is nowhere now), never taken from elsewhere
    const root = rootRef.current?.getRootNode() as ShadowRoot | Document | undefined;
    if (root?.activeElement && root.activeElement !== document.body) return;
    const elsewhere = document.activeElement;
    if (elsewhere && elsewhere !== document.body && !(root instanceof ShadowRoot && elsewhere === root.host))
      return;
    const rows = [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-row-id]') ?? [])];
    const row = rows[Math.min(Math.max(last.index, 0), rows.length - 1)];
    const target =
      row?.querySelector<HTMLElement>('[part~="action-menu-button"]') ??
      (row && row.tabIndex >= 0 ? row : row?.querySelector<HTMLElement>('button:not(:disabled), a[href]'));
    if (target) return target.focus();
    const heading = rootRef.current?.closest('.page')?.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [visibleIds, loading]);
  useEffect(() => {
    if (loading || !visibleIds) return;
    const id = takeRowFocus(visibleIds.split('\n'));
    if (!id) return;
    const row = [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-row-id]') ?? [])].find(
      (element) => element.dataset.rowId === id,
    );
    if (!row) return;
    if (row.tabIndex < 0) row.tabIndex = -1;
    row.focus();
    row.scrollIntoView({ block: 'nearest' });
  }, [visibleIds, loading]);

  const directionOf = (id: string): SortDirection => {
    const sort = sorting.find((s) => s.id === id);
    return sort ? (sort.desc ? 'desc' : 'asc') : 'none';
  };
  const applySort = (sort: { id: string; desc: boolean } | null) => {
    if (server)
      server.onChange({
        type: 'sort',
        sort: sort && { ...sort, id: byId.get(sort.id)?.sortField ?? sort.id },
      });
    else setSorting(sort ? [sort] : []);
  };
  const sortBy = (id: string) => {
    const next = nextSortDirection(directionOf(id));
    applySort(next === 'none' ? null : { id, desc: next === 'desc' });
  };

  const compact = settings.density === 'compact';
  const columnCount = shown.length + (actions ? 1 : 0);
  const isSelected = (id: string) => selectedRowId != null && id === selectedRowId;
  const openerOf = (original: T) => (onRowClick ? () => onRowClick(original) : undefined);
  const onOpenKey = (open: (() => void) | undefined) =>
    open
      ? (event: KeyboardEvent<HTMLElement>) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) open();
        }
      : undefined;
  // isolated, in its own direction: a right-to-left layout keeps '22/11/25 13:26' and '1,234.00' as
  // they read, and a name in a right-to-left script still reads right to left
  const content = (column: DataColumn<T>, original: T) => (
    <bdi>{column.cell ? column.cell(original) : cellText(column.value(original))}</bdi>
  );

  const renderRow = (row: (typeof visible)[number], style?: CSSProperties) => {
    const original = row.original as T;
    const open = openerOf(original);
    return (
      <tr
        key={row.id}
        part="row"
        className={open ? 'casino-table-row clickable' : 'casino-table-row'}
        data-row-id={row.id}
        data-selected={isSelected(row.id) ? 'true' : undefined}
        aria-current={isSelected(row.id) ? 'true' : undefined}
        style={style}
        tabIndex={open ? 0 : undefined}
        onClick={open}
        onKeyDown={onOpenKey(open)}
      >
        {shown.map((column) => (
          <td
            key={column.id}
            part="cell"
            className={column.align === 'end' ? 'end' : undefined}
            data-column-id={column.id}
          >
            {content(column, original)}
          </td>
        ))}
        {actions && (
          <td part="actions" className="casino-table-actions" onClick={(event) => event.stopPropagation()}>
            {actions(original)}
          </td>
        )}
      </tr>
    );
  };

  const renderCard = (row: (typeof visible)[number]) => {
    const original = row.original as T;
    const open = openerOf(original);
    return (
      <li
        key={row.id}
        part="row card"
        className={open ? 'casino-card clickable' : 'casino-card'}
        data-row-id={row.id}
        data-selected={isSelected(row.id) ? 'true' : undefined}
        aria-current={isSelected(row.id) ? 'true' : undefined}
        tabIndex={open ? 0 : undefined}
        onClick={open}
        onKeyDown={onOpenKey(open)}
      >
        <dl>
          {shown.map((column) => (
            <div
              key={column.id}
              part="card-field"
              className={column.align === 'end' ? 'casino-card-field end' : 'casino-card-field'}
              data-column-id={column.id}
            >
              <dt>{column.header}</dt>
              <dd>{content(column, original)}</dd>
            </div>
          ))}
        </dl>
        {actions && (
          <div part="actions" className="casino-card-actions" onClick={(event) => event.stopPropagation()}>
            {actions(original)}
          </div>
        )}
      </li>
    );
  };

  const showFooter = !!footerRows?.length && !loading && visible.length > 0;
  const dataAttributes = (row: FooterRow) =>
    Object.fromEntries(Object.entries(row.data ?? {}).map(([name, value]) => [`data-${name}`, value]));

  const stateText = loading ? (
    <>
      <SpinnerIcon className="casino-spin" /> {t('app.shared.ui.loading')}
    </>
  ) : (
    (emptyText ?? t('app.shared.ui.no-data'))
  );

  let body: ReactNode;
  if (cards) {
    body =
      loading || visible.length === 0 ? (
        <div
          className="casino-cards-state"
          part={loading ? 'loading' : 'empty'}
          role={loading ? 'status' : undefined}
        >
          {stateText}
        </div>
      ) : (
        <ul
          className={busy ? 'casino-cards busy' : 'casino-cards'}
          aria-label={label}
          aria-busy={busy || undefined}
        >
          {visible.map(renderCard)}
          {showFooter
            ? footerRows!.map((footerRow) => (
                <li
                  key={footerRow.key}
                  part={footerRow.part ?? 'totals'}
                  className="casino-card totals"
                  {...dataAttributes(footerRow)}
                >
                  <p className="casino-card-title">{footerRow.label}</p>
                  <dl>
                    {shown
                      .filter(
                        (column) => footerRow.cells[column.id] != null && footerRow.cells[column.id] !== '',
                      )
                      .map((column) => (
                        <div key={column.id} className="casino-card-field end" data-column-id={column.id}>
                          <dt>{column.header}</dt>
                          <dd>{footerRow.cells[column.id]}</dd>
                        </div>
                      ))}
                  </dl>
                </li>
              ))
            : null}
        </ul>
      );
  } else {
    let tbody: ReactNode;
    if (loading) {
      tbody = (
        <tr className="casino-table-state">
          <td colSpan={columnCount} part="loading" role="status">
            {stateText}
          </td>
        </tr>
      );
    } else if (visible.length === 0) {
      tbody = (
        <tr className="casino-table-state">
          <td colSpan={columnCount} part="empty">
            {stateText}
          </td>
        </tr>
      );
    } else if (virtualHeight) {
      const items = virtualizer.getVirtualItems();
      const before = items.length > 0 ? items[0].start : 0;
      const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
      tbody = (
        <>
          {before > 0 && (
            <tr aria-hidden="true" className="casino-table-spacer" style={{ height: before }}>
              <td colSpan={columnCount} />
            </tr>
          )}
          {items.map((item) => renderRow(visible[item.index], { height: DATA_ROW_HEIGHT }))}
          {after > 0 && (
            <tr aria-hidden="true" className="casino-table-spacer" style={{ height: after }}>
              <td colSpan={columnCount} />
            </tr>
          )}
        </>
      );
    } else {
      tbody = visible.map((row) => renderRow(row));
    }
    body = (
      <div
        ref={scrollRef}
        className={virtualHeight ? 'casino-table-scroll virtual' : 'casino-table-scroll'}
        style={virtualHeight ? { maxHeight: virtualHeight } : undefined}
      >
        <table
          aria-label={label}
          aria-busy={loading || busy || undefined}
          className={busy ? 'busy' : undefined}
        >
          <thead>
            <tr>
              {shown.map((column) => {
                const direction = directionOf(column.id);
                const sortable = column.sortable !== false;
                return (
                  <th
                    key={column.id}
                    part="header"
                    scope="col"
                    className={column.align === 'end' ? 'end' : undefined}
                    aria-sort={
                      direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                    }
                    data-column={column.id}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className={`casino-sort ${direction}`}
                        onClick={() => sortBy(column.id)}
                        title={
                          direction === 'asc'
                            ? t('app.shared.ui.sort-ascending')
                            : direction === 'desc'
                              ? t('app.shared.ui.sort-descending')
                              : undefined
                        }
                      >
                        {column.header}
                        {direction !== 'none' ? (
                          <span className="casino-sort-mark" aria-hidden="true">
                            {direction === 'asc' ? '▲' : '▼'}
                          </span>
                        ) : null}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {actions && (
                <th scope="col" part="header" className="casino-table-actions">
                  <span className="casino-visually-hidden">{t('app.shared.ui.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>{tbody}</tbody>
          {showFooter ? (
            <tfoot part="footer">
              {footerRows!.map((footerRow) => (
                <tr key={footerRow.key} part={footerRow.part ?? 'totals'} {...dataAttributes(footerRow)}>
                  {shown.map((column, index) =>
                    index === 0 ? (
                      <th key={column.id} scope="row" data-column={column.id}>
                        {footerRow.label}
                      </th>
                    ) : (
                      <td
                        key={column.id}
                        className={column.align === 'end' ? 'end' : undefined}
                        data-column={column.id}
                      >
                        {footerRow.cells[column.id] ?? ''}
                      </td>
                    ),
                  )}
                  {actions ? <td className="casino-table-actions" /> : null}
                </tr>
              ))}
            </tfoot>
          ) : null}
        </table>
      </div>
    );
  }

  const sortable = shown.filter((column) => column.sortable !== false);
  const sorted = sorting[0] ?? null;
  const tools = settingsKey || (cards && sortable.length > 0);

  return (
    <div
      ref={rootRef}
      part="data-table"
      onFocus={onFocusIn}
      className={compact ? 'casino-data-table compact' : 'casino-data-table'}
      data-layout={cards ? 'cards' : 'table'}
      data-density={compact ? 'compact' : 'comfortable'}
    >
      {tools ? (
        <div className="casino-table-tools" part="table-tools">
          {cards && sortable.length > 0 ? (
            <span className="casino-card-sort" part="card-sort">
              <label htmlFor={`${ids}-sort`}>{t('app.shared.ui.sort-by')}</label>
              <select
                id={`${ids}-sort`}
                value={sorted?.id ?? ''}
                onChange={(event) =>
                  applySort(event.target.value ? { id: event.target.value, desc: false } : null)
                }
              >
                <option value="">{t('app.shared.ui.sort-none')}</option>
                {sortable.map((column) => (
                  <option key={column.id} value={column.id}>
                    {column.header}
                  </option>
                ))}
              </select>
              {sorted ? (
                <button
                  type="button"
                  className="secondary"
                  part="card-sort-direction"
                  aria-label={t(
                    sorted.desc ? 'app.shared.ui.sort-descending' : 'app.shared.ui.sort-ascending',
                  )}
                  title={t(sorted.desc ? 'app.shared.ui.sort-descending' : 'app.shared.ui.sort-ascending')}
                  onClick={() => applySort({ id: sorted.id, desc: !sorted.desc })}
                >
                  <span aria-hidden="true">{sorted.desc ? '▼' : '▲'}</span>
                </button>
              ) : null}
            </span>
          ) : null}
          {settingsKey ? (
            <ColumnSettings
              columns={columns}
              choices={choices}
              settings={settings}
              onChange={changeSettings}
              tableLabel={label}
            />
          ) : null}
        </div>
      ) : null}
      {body}
      {(paging || server) && (
        <Paginator
          pageIndex={pagination.pageIndex}
          pageSize={pagination.pageSize}
          total={loading ? 0 : total}
          pageSizes={server ? server.pageSizes : paging!.pageSizes}
          onPageChange={(pageIndex) =>
            server
              ? server.onChange({ type: 'page', pageIndex })
              : setPagination((p) => ({ ...p, pageIndex }))
          }
          onPageSizeChange={(pageSize) =>
            server ? server.onChange({ type: 'size', pageSize }) : setPagination({ pageIndex: 0, pageSize })
          }
        />
      )}
    </div>
  );
}
