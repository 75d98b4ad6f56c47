/**
 * Data table: sorting ascending, descending or none (designated columns as case-insensitive strings,
 * the others numerically when numeric), a text filter and optional paging (page index and size). Built on TanStack Table (sorting, global filter, pagination row
 * models) and TanStack Virtual (virtualized body for large lists).
 *
 * Props:
 * - `columns`: `DataColumn[]` — `id`, `header` (translated text), `value(row)` (what sorts and filters),
 *   optional `cell(row)` (what shows; default the value as text), `sortAs` ('text' for the designated
 *   case-insensitive string columns; default 'auto' = numeric when numeric), `sortable` (default true),
 *   `filterable` (default true), `align` ('start' | 'end').
 * - `rows`: the data; `rowId(row, index)` for stable keys (default the index).
 * - `filter`: the text filter (case-insensitive substring of any filterable column), e.g. from
 *   `ListSearchBox`; a new filter goes back to the first page.
 * - `paging`: `{ pageSize, pageSizes?, pageIndex? }` to page the rows with a `Paginator`; omit for all rows.
 * - `virtual`: body height in px (or true = 480) to render only the visible rows (fixed row height).
 * - `loading`: shows the loading state instead of rows; empty rows show `emptyText` (translated default).
 * - `onRowClick(row)`: rows become clickable (click, Enter); `actions(row)`: a per-row actions cell
 *   (its clicks do not reach `onRowClick`).
 * - `label`: accessible name of the table; `initialSort`: `{ id, direction }`.
 *
 * - `server`: the rows are one page of a list the server sorts, filters and pages (`total`, the page,
 *   the sort, and `onChange` for the list state's changes); the table shows them as given.
 * - `busy`: a new page is on its way (the shown rows stay, marked busy).
 * - `footer`: rows of a `<tfoot>` (totals); `selectedRowId`: the row marked as selected.
 *
 * Header clicks cycle a column through ascending, descending and none (aria-sort on the header).
 */
import {
  columnFilteringFeature,
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
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { ListChange, Sort } from '../../../core/contract/list';
import { compareCells, nextSortDirection, type SortDirection, type SortKind } from '../../../core/table-sort';
import { useT } from '../hooks';
import { SpinnerIcon } from '../icons';
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
  footer?: ReactNode;
  /** The id of the row shown as selected (aria-current, `data-selected`), e.g. the one opened beside the table. */
  selectedRowId?: string | null;
}

/** Height of a body row in px when the body is virtualized. */
export const DATA_ROW_HEIGHT = 36;
const DEFAULT_VIRTUAL_HEIGHT = 480;

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

function cellText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
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
  footer,
  selectedRowId,
}: DataTableProps<T>) {
  const t = useT();
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

  const columnDefs = useMemo(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: T) => column.value(row),
        enableSorting: column.sortable !== false,
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
    state: { sorting, globalFilter: server ? '' : filter, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    onGlobalFilterChange: () => undefined,
    globalFilterFn: (row, columnId, value: string) =>
      cellText(row.getValue(columnId)).toLocaleLowerCase().includes(String(value).trim().toLocaleLowerCase()),
    getColumnCanGlobalFilter: (column) => byId.get(column.id)?.filterable !== false,
    manualPagination: !paging || !!server,
    manualSorting: !!server,
    manualFiltering: !!server,
    autoResetPageIndex: false,
  });

  const visible = table.getRowModel().rows;
  const total = server ? server.total : table.getPrePaginatedRowModel().rows.length;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualHeight = virtual === true ? DEFAULT_VIRTUAL_HEIGHT : typeof virtual === 'number' ? virtual : 0;
  const virtualizer = useVirtualizer({
    count: virtualHeight ? visible.length : 0,
    // Stable callbacks: a new one makes the virtualizer recompute every row's position.
    getScrollElement: useCallback(() => scrollRef.current, []),
    estimateSize: useCallback(() => DATA_ROW_HEIGHT, []),
    overscan: 10,
  });

  const directionOf = (id: string): SortDirection => {
    const sort = sorting.find((s) => s.id === id);
    return sort ? (sort.desc ? 'desc' : 'asc') : 'none';
  };
  const sortBy = (id: string) => {
    const next = nextSortDirection(directionOf(id));
    const sort = next === 'none' ? null : { id, desc: next === 'desc' };
    if (server)
      server.onChange({ type: 'sort', sort: sort && { ...sort, id: byId.get(id)?.sortField ?? id } });
    else setSorting(sort ? [sort] : []);
  };

  const columnCount = columns.length + (actions ? 1 : 0);
  const renderRow = (row: (typeof visible)[number], style?: CSSProperties) => {
    const original = row.original as T;
    const open = onRowClick ? () => onRowClick(original) : undefined;
    return (
      <tr
        key={row.id}
        part="row"
        className={open ? 'casino-table-row clickable' : 'casino-table-row'}
        data-row-id={row.id}
        data-selected={selectedRowId != null && row.id === selectedRowId ? 'true' : undefined}
        aria-current={selectedRowId != null && row.id === selectedRowId ? 'true' : undefined}
        style={style}
        tabIndex={open ? 0 : undefined}
        onClick={open}
        onKeyDown={
          open
            ? (event: KeyboardEvent<HTMLTableRowElement>) => {
                if (event.key === 'Enter' && event.target === event.currentTarget) open();
              }
            : undefined
        }
      >
        {columns.map((column) => (
          <td key={column.id} part="cell" className={column.align === 'end' ? 'end' : undefined}>
            {column.cell ? column.cell(original) : cellText(column.value(original))}
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

  let body: ReactNode;
  if (loading) {
    body = (
      <tr className="casino-table-state">
        <td colSpan={columnCount} part="loading" role="status">
          <SpinnerIcon className="casino-spin" /> {t('app.shared.ui.loading')}
        </td>
      </tr>
    );
  } else if (visible.length === 0) {
    body = (
      <tr className="casino-table-state">
        <td colSpan={columnCount} part="empty">
          {emptyText ?? t('app.shared.ui.no-data')}
        </td>
      </tr>
    );
  } else if (virtualHeight) {
    const items = virtualizer.getVirtualItems();
    const before = items.length > 0 ? items[0].start : 0;
    const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
    body = (
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
    body = visible.map((row) => renderRow(row));
  }

  return (
    <div part="data-table" className="casino-data-table">
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
              {columns.map((column) => {
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
                        <span className="casino-sort-mark" aria-hidden="true">
                          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
                        </span>
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
          <tbody>{body}</tbody>
          {footer && !loading && visible.length > 0 ? <tfoot part="footer">{footer}</tfoot> : null}
        </table>
      </div>
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
