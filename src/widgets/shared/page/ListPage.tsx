/**
 * The list page of an area, react-admin style: a toolbar (title, the area's own controls, the list
 * search box, the create button), the shared table paged, sorted and filtered on the server with its
 * state in the URL, the row actions the user may take (one button, the rest in a row menu), and the
 * four states: loading, error (with retry), empty (or nothing matching the filter), content. It
 * refreshes on the shell's refresh button (answering refresh-done, so the page is not reloaded) and
 * on the casino events the area names, and on other people's changes (the page's live stream, held
 * open while the list is shown, invalidates the area's data).
 *
 * The root carries `data-state` (loading | error | empty | content) and the `part` the area gives.
 */
import type { QueryKey } from '@tanstack/query-core';
import type { RowData } from '@tanstack/react-table';
import { useEffect, useMemo, type ReactNode } from 'react';
import {
  lastPageIndex,
  listQuery,
  type ListChange,
  type ListDefaults,
  type ListState,
  type Page,
} from '../../../core/contract/list';
import { emit, type CasinoEventName } from '../../../core/events';
import { invalidate } from '../../../core/query';
import { useT } from '../hooks';
import { DataTable, ListSearchBox, type DataColumn } from '../ui';
import { useCasinoEvents, useLiveUpdates } from './hooks';
import { RowActions, type RowAction } from './RowActions';
import { ErrorMessage } from './states';
import { useListState } from './use-list-state';
import { useQuery } from './use-query';

export interface ListPageProps<T extends RowData> {
  /** The `part` of the page root ('agents'). */
  part: string;
  title: string;
  /** The query key of this list; its first element is the area (invalidating ['<area>'] reloads it). */
  queryKey: QueryKey;
  defaults: ListDefaults;
  /** Loads one page for the list state (server-paged). */
  load: (query: ReturnType<typeof listQuery> & { state: ListState }, signal: AbortSignal) => Promise<Page<T>>;
  columns: readonly DataColumn<T>[];
  rowId: (row: T) => string;
  /** The actions the user may take on a row, in order. */
  rowActions?: (row: T) => readonly RowAction<T>[];
  /** The ids of the actions that stay a button (the first allowed one does). */
  primaryActions?: readonly string[];
  /** The row's name for the row menu's accessible name. */
  rowName?: (row: T) => string;
  onRowClick?: (row: T) => void;
  /** The area's own controls in the toolbar (e.g. include sub-agents), with the list state to change. */
  controls?: (state: ListState, change: (change: ListChange) => void) => ReactNode;
  /** The create button (shown when given). */
  create?: { label: string; run: () => void };
  filterLabel: string;
  emptyText: string;
  noMatchText: string;
  /**
   * Whether the list state filters the rows (then an empty list shows `noMatchText`); default: a
   * filter text is typed. An area with filters of its own (a status, dates) says when they filter.
   */
  filtering?: (state: ListState) => boolean;
  /** Events after which the list reloads (besides the refresh button). */
  refreshOn?: readonly CasinoEventName[];
  /** Feedback of the page's actions (failures and notices), shown above the table. */
  feedback?: ReactNode;
  /** Shown after the table (dialogs outlet, …). */
  children?: ReactNode;
  /** Table caption (accessible name); default the title. */
  label?: string;
  /** Under which key the user's column choices are remembered; default the `part`. */
  settingsKey?: string;
}

export function ListPage<T extends RowData>(props: ListPageProps<T>) {
  const t = useT();
  const [state, change] = useListState(props.defaults);
  useLiveUpdates();
  const key = useMemo(
    () => [...props.queryKey, 'page', listQuery(state), state.extra],
    [props.queryKey, state],
  );
  const query = useQuery<Page<T>>({
    queryKey: key,
    queryFn: ({ signal }) => props.load({ ...listQuery(state), state }, signal),
    keepPrevious: true,
  });

  useCasinoEvents(['casino-refresh', ...(props.refreshOn ?? [])], (name) => {
    const done = invalidate(props.queryKey.slice(0, 1));
    if (name === 'casino-refresh') void done.then(() => emit('casino-refresh-done', {}));
  });

  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  // A page past the end (rows deleted, a shared URL of a longer list) shows the last page instead.
  const last = lastPageIndex(total, state.pageSize);
  const pastEnd = query.isSuccess && !query.isPlaceholderData && state.pageIndex > last;
  useEffect(() => {
    if (pastEnd) change({ type: 'page', pageIndex: last });
  }, [pastEnd, last, change]);
  const status = query.isPending
    ? 'loading'
    : query.isError && !query.data
      ? 'error'
      : rows.length
        ? 'content'
        : 'empty';
  const actions = props.rowActions;

  return (
    <div className="page" part={props.part} data-state={status}>
      <div className="toolbar">
        <h2 className="grow">{props.title}</h2>
        {props.controls?.(state, change)}
        <ListSearchBox
          value={state.filter}
          onSearch={(filter) => change({ type: 'filter', filter })}
          label={props.filterLabel}
          placeholder={props.filterLabel}
        />
        {props.create ? (
          <button type="button" part="create" onClick={props.create.run}>
            {props.create.label}
          </button>
        ) : null}
      </div>
      {props.feedback}
      {status === 'error' ? (
        <div>
          <ErrorMessage error={query.error} />
          <button type="button" className="secondary" part="retry" onClick={() => void query.refetch()}>
            {t('app.page.list.retry')}
          </button>
        </div>
      ) : (
        <DataTable<T>
          columns={props.columns}
          rows={rows}
          rowId={props.rowId}
          server={{
            total,
            pageIndex: state.pageIndex,
            pageSize: state.pageSize,
            pageSizes: props.defaults.pageSizes,
            sort: state.sort,
            onChange: change,
          }}
          loading={status === 'loading'}
          busy={query.isFetching && !query.isPending}
          emptyText={(props.filtering?.(state) ?? !!state.filter) ? props.noMatchText : props.emptyText}
          onRowClick={props.onRowClick}
          actions={
            actions
              ? (row) => (
                  <RowActions
                    row={row}
                    actions={actions(row)}
                    primary={props.primaryActions}
                    name={props.rowName?.(row)}
                  />
                )
              : undefined
          }
          label={props.label ?? props.title}
          settingsKey={props.settingsKey ?? props.part}
        />
      )}
      {props.children}
    </div>
  );
}
