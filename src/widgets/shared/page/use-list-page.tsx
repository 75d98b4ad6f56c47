/**
 * `useListPage(area, { ...DESCRIPTION, agentId })`: what every list page of an area opens with, in one
 * hook. The description (`listPage<Row>({ defaults, rowName, danger, queryKey, load, filters, columns })`,
 * stated once at module level) says what the list is; the hook gathers the translation and the
 * language, the permission subject, the page's agent (the `agent-id` attribute, else the route's), the
 * route's own access check (the route named like the area unless `access` says otherwise), the dialogs,
 * the navigation, and from them:
 *
 * - `gate`: what the page shows instead of its list (loading until the agent is known, forbidden when
 *   the route's check refuses), null when the list may render;
 * - `page`: the `ListPage` props every list shares: `part` (the area), `title`
 *   (`app.<area>.list.title`), `filterLabel`, `emptyText`, `noMatchText`
 *   (`app.<area>.list.filter|empty|no-match`), the list's `defaults` (its state in the URL), the
 *   `queryKey` and `load` for the page's agent, the table's `columns` rendered from the area's column
 *   descriptions, the toolbar `controls` rendered from its filter descriptions and `filtering` (when an
 *   empty list says "no match"), `rowId` (the row's `id`) and `rowName` (list-specs.tsx describes
 *   columns and filters);
 * - `rowActions(grants, runs)`: the row actions the area's rules grant, in their order: the label of
 *   action `fooBar` is `app.<area>.actions.foo-bar`; a grant may be disabled (with the translation key
 *   of its reason as the hint); the ids in `danger` are destructive;
 * - `confirm(flow, name)`: asks the confirmation `app.<area>.<flow>.title|content` (with `{{name}}`),
 *   resolving true when the user agrees;
 * - `create(allowed, route)`: the create button (`app.<area>.actions.create`, opening the route
 *   named, `pathTo(route, { agentId })`) when the user may create, else none.
 *
 * Beside it, `listDefaults(sortable, sort, extra)` states a list's defaults in one line,
 * `listLoader(params, fetch)` its loader (the list's paging, sort and search text with the area's own
 * parameters from its URL keys), `useDeleteAction(area, …)` is the delete of a row with its notice and
 * announcement, and `AreaListProps` is the props of a list element (its `agent-id`); `ConfirmOption`
 * is the check box of a row action's confirmation.
 */
import type { KeyTail, TextArea, TranslationKey } from '../../../core/i18n';
import { pathTo, type AgentRouteKey } from '../../../core/paths';
import { Fragment, useId, useMemo, type ReactNode } from 'react';
import type { CasinoDeletedDetail } from '../../../core/events';
import type { ListChange, ListDefaults, ListState, Page, listQuery } from '../../../core/contract/list';
import type { PermissionSubject } from '../../../core/permissions';
import type { QueryKey } from '../../../core/query';
import { useDialogs, type Dialogs } from '../dialogs';
import { useNavigate } from '../host';
import { useLanguage, useT } from '../hooks';
import { DayInput, Switch, type DataColumn } from '../ui';
import { usePageAgentId, useSubject } from './hooks';
import {
  chosenStatus,
  listColumns,
  narrowing,
  type CellContext,
  type ColumnBuilders,
  type ColumnSpec,
  type ColumnTail,
  type FilterSpec,
  type ListTail,
} from './list-specs';
import type { RowAction } from './RowActions';
import { pageGate } from './states';
import { useAction, type Action } from './use-action';

/**
 * The areas with a list page: those with the texts every list shows
 * (`app.<area>.list.title|filter|empty|no-match`).
 */
export type ListArea = {
  [A in TextArea]: `app.${A}.list.${'title' | 'filter' | 'empty' | 'no-match'}` extends TranslationKey
    ? A
    : never;
}[TextArea];

/** `'foo-bar'` -> `'fooBar'`: the tail of an action's translation key as its id (see `actionKey`). */
type Camel<Tail extends string> = Tail extends `${infer Head}-${infer Rest}`
  ? `${Head}${Capitalize<Camel<Rest>>}`
  : Tail;

/** The row actions an area has labels for: `app.<area>.actions.foo-bar` is the action `fooBar`. */
export type ActionId<Area extends string> = Camel<KeyTail<`app.${Area}.actions`>>;

/** The branches `F` of an area's texts holding a confirmation (`app.<area>.<F>.title` and `.content`). */
type Flows<Tail extends string, All extends string = Tail> = Tail extends `${infer Flow}.title`
  ? `${Flow}.content` extends All
    ? Flow
    : never
  : never;
export type ConfirmFlow<Area extends string> = Flows<KeyTail<`app.${Area}`>>;

/** The areas whose rows are deleted with a notice (`app.<area>.delete.done`). */
export type DeleteArea = {
  [A in TextArea]: `app.${A}.delete.done` extends TranslationKey ? A : never;
}[TextArea];

/**
 * A list page's options; `Header` and `Tail` are the area's column header and list text tails
 * (`ColumnTail<area>`, `ListTail<area>`), so a column or filter without its text does not compile.
 */
export interface ListPageOptions<Row, Header extends string = string, Tail extends string = string> {
  /** The element's `agent-id`; default the route's agent. */
  agentId?: string;
  /** The list's defaults (page size, sort, the area's own URL keys). */
  defaults: ListDefaults;
  /** The table's columns, described (list-specs.tsx). */
  columns?: readonly ColumnSpec<Row, Header>[];
  /** The toolbar's filters, described, in their order (list-specs.tsx). */
  filters?: readonly FilterSpec<Tail>[];
  /** The row's name for its row menu. */
  rowName?: (row: Row) => string;
  /** The ids of the destructive row actions. */
  danger?: readonly string[];
}

/** The `ListPage` loader of the page's agent. */
export type ListLoad<Row> = (
  query: ListPaging & { state: ListState },
  signal: AbortSignal,
) => Promise<Page<Row>>;

/** Where a list's rows come from: its query key and its loader, for the page's agent. */
export interface ListSource<Row> {
  /** The list's query key (its first element is the area), or the key for an agent. */
  queryKey: QueryKey | ((agentId: string) => QueryKey);
  /** The loader for an agent (`listLoader`). */
  load: (agentId: string) => ListLoad<Row>;
}

/**
 * A list's loader: asks `fetch` for a page with the list's paging, sort and search text and the
 * area's own parameters `params(extra, agentId)` (from its URL keys and the page's agent).
 */
export function listLoader<Query, Row>(
  params: (extra: ListState['extra'], agentId: string) => Query,
  fetch: (query: Query & ListPaging, signal: AbortSignal) => Promise<Page<Row>>,
): (agentId: string) => ListLoad<Row> {
  return (agentId) => (query, signal) => {
    const { state, ...paging } = query;
    return fetch({ ...params(state.extra, agentId), ...paging }, signal);
  };
}

/** The options of a list page of `Area`, its headers and filters checked against the area's texts. */
export type AreaListPageOptions<Row, Area extends ListArea> = ListPageOptions<
  Row,
  ColumnTail<Area>,
  ListTail<Area>
>;

/**
 * What a list page is, stated once at module level: `listPage<Row, area>({ defaults, columns, … })`.
 */
export type ListPageDescription<Row, Area extends ListArea> = Omit<
  AreaListPageOptions<Row, Area>,
  'agentId' | 'columns'
> &
  ListSource<Row> & {
    /** The columns, described with the builders of list-specs.tsx (headers: the area's column texts). */
    columns: (c: ColumnBuilders<Row, ColumnTail<Area>>) => ColumnSpec<Row, ColumnTail<Area>>[];
  };

/**
 * A list page's description (its defaults, columns, filters, row name, destructive actions), for
 * `useListPage(area, { ...DESCRIPTION, agentId })`: `listPage<Row, area>(…)`.
 */
export function listPage<Row, Area extends ListArea>(
  description: ListPageDescription<Row, Area>,
): AreaListPageOptions<Row, Area> & ListSource<Row> {
  return { ...description, columns: listColumns<Row, ColumnTail<Area>>(description.columns) };
}

/** A row action the area's rules grant: its id, or its id with why it is disabled (a translation key). */
export type ActionGrant<Id extends string> =
  Id | { id: Id; disabled?: boolean; disabledReason?: TranslationKey };

type Change = (change: ListChange) => void;

/** The paging, sort and search text a list page asks for. */
export type ListPaging = ReturnType<typeof listQuery>;

/** The props of an area's list element: the agent whose rows it lists (`agent-id`; default the route's). */
export interface AreaListProps {
  agentId?: string;
}

/**
 * A list's defaults: sorted by `sort` ascending (null: the server's order), `sortable` the fields a URL
 * may sort by, `extra` the area's own URL keys with their defaults, `pageSize` rows a page (25).
 */
export function listDefaults(
  sortable: readonly string[],
  sort: string | null,
  extra?: Readonly<Record<string, string>>,
  pageSize = 25,
): ListDefaults {
  return {
    pageSize,
    sort: sort === null ? null : { id: sort, desc: false },
    sortable,
    ...(extra ? { extra } : {}),
  };
}

/**
 * A check box in a confirmation dialog (delete permanently, include sub-agents): `value.current`
 * follows it, for the action to read once the user confirms.
 */
export function ConfirmOption(props: { part: string; label: string; value: { current: boolean } }) {
  return (
    <label className="check">
      <input
        type="checkbox"
        part={props.part}
        onChange={(e) => (props.value.current = e.currentTarget.checked)}
      />
      {props.label}
    </label>
  );
}

const NO_FILTERS: readonly FilterSpec[] = [];
const NO_COLUMNS: readonly ColumnSpec<never>[] = [];

/** `fooBar` -> `foo-bar`: an action id as the tail of its translation key. */
export const actionKey = (id: string): string => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The key `app.<area>.<path>` of a list page's own text. The kit's public types (`ColumnTail`,
 * `ListTail`, `ActionId`, `ConfirmFlow` of the page's area) admit only paths the area has a text for,
 * so each caller's key is checked where it is written; this is where the kit puts the area and the
 * path together, which the compiler cannot follow through the area's name.
 */
function areaKey(area: ListArea, path: string): TranslationKey {
  return `app.${area}.${path}` as TranslationKey;
}

/** A column description as the table's column, its header and cells in the page's language. */
function tableColumn<Row>(area: ListArea, spec: ColumnSpec<Row>, cell: CellContext): DataColumn<Row> {
  const { header, text, attributes, after, ...more } = spec;
  return {
    ...more,
    header: cell.t(areaKey(area, `columns.${header}`)),
    cell: (row) => {
      const span = (
        <span data-column={spec.id} {...attributes?.(row)}>
          {text(row, cell)}
        </span>
      );
      return after ? (
        <>
          {span}
          {after(row, cell)}
        </>
      ) : (
        span
      );
    },
  };
}

function useListKit<Row extends { id: string }>(
  area: ListArea,
  options: ListPageOptions<Row> & Partial<ListSource<Row>>,
) {
  const {
    agentId,
    defaults,
    columns: specs = NO_COLUMNS,
    filters = NO_FILTERS,
    rowName,
    danger = [],
    queryKey,
    load,
  } = options;
  const t = useT();
  const language = useLanguage();
  const subject: PermissionSubject = useSubject();
  const navigate = useNavigate();
  const dialogs: Dialogs = useDialogs();
  const pageAgent = usePageAgentId(agentId);
  // the element's RouteGuard has applied the route's access check
  const gate = pageGate(pageAgent, true, null);
  const ids = useId();

  const columns = useMemo(
    () => (specs as readonly ColumnSpec<Row>[]).map((spec) => tableColumn(area, spec, { t, language })),
    [area, specs, t, language],
  );

  function filterControl(filter: FilterSpec, state: ListState, change: Change): ReactNode {
    const set = (key: string, value: string) => change({ type: 'extra', key, value });
    if (filter.kind === 'status')
      return (
        <label key="status" className="check" part="status-filter">
          {t(areaKey(area, 'list.status'))}
          <select value={chosenStatus(filter, state)} onChange={(e) => set('status', e.currentTarget.value)}>
            <option value="">{t(areaKey(area, 'list.all-statuses'))}</option>
            {filter.statuses.map((s) => (
              <option key={s} value={s}>
                {t(filter.key(s))}
              </option>
            ))}
          </select>
        </label>
      );
    if (filter.kind === 'switch')
      return (
        <span key={filter.key} className="check" part={filter.name}>
          <Switch
            checked={filter.on(state.extra[filter.key] ?? '')}
            title={t(areaKey(area, `list.${filter.name}`))}
            onChange={(next) => set(filter.key, next ? '1' : '0')}
          />
        </span>
      );
    const from = state.extra[filter.from] ?? '';
    const to = state.extra[filter.to] ?? '';
    const ends = [
      { end: 'from', key: filter.from, value: from, min: undefined, max: to || undefined },
      { end: 'to', key: filter.to, value: to, min: from || undefined, max: undefined },
    ].map(({ end, key, value, min, max }) => {
      const id = `${ids}-${key}`;
      const label = t(areaKey(area, `list.${filter.name}-${end}`));
      return (
        <span key={key} className="check" part={`${filter.name}-${end}`}>
          <label htmlFor={id}>{label}</label>
          <DayInput {...{ id, label, value, min, max }} onChange={(day) => set(key, day)} />
        </span>
      );
    });
    return <Fragment key={filter.name}>{ends}</Fragment>;
  }

  const page = useMemo(
    () => ({
      part: area,
      title: t(`app.${area}.list.title`),
      defaults,
      filterLabel: t(`app.${area}.list.filter`),
      emptyText: t(`app.${area}.list.empty`),
      noMatchText: t(`app.${area}.list.no-match`),
      columns,
      rowId: (row: Row) => row.id,
      rowName,
      ...(queryKey && load
        ? {
            queryKey: typeof queryKey === 'function' ? queryKey(pageAgent ?? '') : queryKey,
            load: load(pageAgent ?? ''),
          }
        : {}),
      filtering: (state: ListState) => Boolean(state.filter) || filters.some((f) => narrowing(f, state)),
      ...(filters.length
        ? {
            controls: (state: ListState, change: Change) =>
              filters.map((f) => filterControl(f, state, change)),
          }
        : {}),
    }),
    // filterControl reads only t, area and ids, which the list names
    [area, t, defaults, columns, rowName, filters, ids, queryKey, load, pageAgent],
  );

  function rowActions<R, Id extends string>(
    grants: readonly ActionGrant<Id>[],
    runs: Record<Id, (row: R) => unknown>,
  ): RowAction<R>[] {
    return grants.map((grant) => {
      const { id, disabled, disabledReason } = typeof grant === 'string' ? { id: grant } : grant;
      const action: RowAction<R> = {
        id,
        label: t(areaKey(area, `actions.${actionKey(id)}`)),
        run: runs[id],
        danger: danger.includes(id),
      };
      if (disabled !== undefined || disabledReason !== undefined)
        action.disabled = Boolean(disabled) || disabledReason !== undefined;
      if (disabledReason !== undefined) action.hint = t(disabledReason);
      return action;
    });
  }

  function confirm(flow: string, name: string): Promise<boolean> {
    return dialogs.confirm({
      title: t(areaKey(area, `${flow}.title`)),
      content: t(areaKey(area, `${flow}.content`), { name }),
    });
  }

  function create(may: boolean, route: AgentRouteKey) {
    return may && pageAgent
      ? {
          label: t(areaKey(area, 'actions.create')),
          run: () => navigate(pathTo(route, { agentId: pageAgent })),
        }
      : undefined;
  }

  return {
    t,
    language,
    subject,
    navigate,
    dialogs,
    pageAgent,
    gate,
    page,
    rowActions,
    confirm,
    create,
  };
}

type ListKit<Row extends { id: string }> = ReturnType<typeof useListKit<Row>>;

/**
 * The kit of a list page of `Area`: its row actions, confirmations and create button take only what
 * the area has texts for (an action `fooBar` needs `app.<area>.actions.foo-bar`, a confirmation
 * `flow` needs `app.<area>.<flow>.title|content`, the create button `app.<area>.actions.create`).
 */
export type ListPageKit<Row extends { id: string }, Area extends ListArea = ListArea> = Omit<
  ListKit<Row>,
  'rowActions' | 'confirm' | 'create'
> & {
  rowActions<R, Id extends ActionId<Area>>(
    grants: readonly ActionGrant<Id>[],
    runs: Record<Id, (row: R) => unknown>,
  ): RowAction<R>[];
  confirm(flow: ConfirmFlow<Area>, name: string): Promise<boolean>;
  create(
    may: boolean,
    route: 'create' extends KeyTail<`app.${Area}.actions`> ? AgentRouteKey : never,
  ): ReturnType<ListKit<Row>['create']>;
};

/** The kit of a list whose source is known: its `page` holds the query key and the loader too. */
export type SourcedListPageKit<Row extends { id: string }, Area extends ListArea = ListArea> = ListPageKit<
  Row,
  Area
> & {
  page: ListKit<Row>['page'] & { queryKey: QueryKey; load: ListLoad<Row> };
};

export function useListPage<Row extends { id: string }, Area extends ListArea>(
  area: Area,
  options: AreaListPageOptions<Row, Area> & ListSource<Row>,
): SourcedListPageKit<Row, Area>;
export function useListPage<Row extends { id: string } = { id: string }, Area extends ListArea = ListArea>(
  area: Area,
  options: AreaListPageOptions<Row, Area>,
): ListPageKit<Row, Area>;
export function useListPage<Row extends { id: string }, Header extends string, Tail extends string>(
  area: ListArea,
  options: ListPageOptions<Row, Header, Tail> & Partial<ListSource<Row>>,
): unknown {
  // the kit's methods take any path; the overloads above narrow them to the area's texts
  return useListKit(area, options);
}

export interface DeleteActionOptions<Row> {
  /** The delete itself. */
  run: (row: Row) => Promise<unknown>;
  /** What the delete makes stale (the area's query root). */
  invalidates: QueryKey;
  /** The row's name in the notice `app.<area>.delete.done`. */
  name: (row: Row) => string;
  /** What the host page is told was deleted. */
  deleted: (row: Row) => CasinoDeletedDetail;
}

/**
 * The delete of one row: runs it, refreshes the area's data, says `app.<area>.delete.done` with the
 * row's name and tells the host page what was deleted; its failure shows in the page's feedback.
 */
export function useDeleteAction<Row>(
  area: DeleteArea,
  options: DeleteActionOptions<Row>,
): Action<Row, unknown> {
  const t = useT();
  return useAction({
    run: options.run,
    invalidates: () => [options.invalidates],
    notice: (_, row) => t(`app.${area}.delete.done`, { name: options.name(row) }),
    announce: (_, row) => ({ deleted: options.deleted(row) }),
  });
}
