/**
 * `useListPage(area, { agentId, defaults })`: what every list page of an area opens with, in one hook.
 * It gathers the translation and the language, the permission subject, the page's agent (the
 * `agent-id` attribute, else the route's), the route's own access check (the route named like the
 * area unless `access` says otherwise), the dialogs, the navigation, and from them:
 *
 * - `gate`: what the page shows instead of its list (loading until the agent is known, forbidden when
 *   the route's check refuses), null when the list may render;
 * - `page`: the `ListPage` props every list shares, from the area's texts: `part` (the area),
 *   `title` (`app.<area>.list.title`), `filterLabel`, `emptyText`, `noMatchText`
 *   (`app.<area>.list.filter|empty|no-match`) and the list's `defaults` (its state in the URL);
 * - `column(id, header, text, options)`: a table column whose cell is `<span data-column="<id>">`
 *   (with the `attributes` the options give) showing `text`, with its header
 *   `app.<area>.columns.<header>`; `value` (what the table sorts and exports) is the text unless the
 *   options say otherwise;
 * - `rowActions(grants, runs)`: the row actions the area's rules grant, in their order: the label of
 *   action `fooBar` is `app.<area>.actions.foo-bar`; a grant may be disabled (with the translation key
 *   of its reason as the hint); the ids in `danger` are destructive;
 * - `create(allowed, path)`: the create button (`app.<area>.actions.create`, opening
 *   `/<agent>/<area>/<path>`) when the user may create, else none;
 * - `statusFilter(state, change, statuses, label)` and `subAgentsSwitch(state, change, on)`: the two
 *   toolbar filters areas share, the status select (URL key `status`, '' for all) and the include
 *   sub-agents switch (URL key `sub`).
 *
 * Beside it, `listDefaults(sortable, sort, extra)` states a list's defaults in one line and
 * `AreaListProps` is the props of a list element (its `agent-id`); `ConfirmOption` is the check box
 * of a row action's confirmation.
 */
import { useMemo, type ReactNode } from 'react';
import type { ListChange, ListDefaults, ListState } from '../../../core/contract/list';
import type { PermissionSubject } from '../../../core/permissions';
import { useDialogs, type Dialogs } from '../dialogs';
import { useNavigate } from '../host';
import { useLanguage, useT } from '../hooks';
import { Switch, type DataColumn } from '../ui';
import { usePageAccess, usePageAgentId, useSubject } from './hooks';
import type { RowAction } from './RowActions';
import { pageGate } from './states';

export interface ListPageOptions {
  /** The element's `agent-id`; default the route's agent. */
  agentId?: string;
  /** The list's defaults (page size, sort, the area's own URL keys). */
  defaults: ListDefaults;
  /** The route pattern whose access the page asks; default the area. */
  access?: string;
  /** The ids of the destructive row actions. */
  danger?: readonly string[];
}

/** A row action the area's rules grant: its id, or its id with why it is disabled. */
export type ActionGrant<Id extends string> = Id | { id: Id; disabled?: boolean; disabledReason?: string };

type Change = (change: ListChange) => void;

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

/** A column's own settings, and the attributes of its cell's span besides `data-column`. */
export type ColumnOptions<Row> = Partial<DataColumn<Row>> & {
  attributes?: (row: Row) => Record<string, string>;
};

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

/** `fooBar` -> `foo-bar`: an action id as the tail of its translation key. */
export const actionKey = (id: string): string => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export function useListPage(area: string, options: ListPageOptions) {
  const { agentId, defaults, access = area, danger = [] } = options;
  const t = useT();
  const language = useLanguage();
  const subject: PermissionSubject = useSubject();
  const navigate = useNavigate();
  const dialogs: Dialogs = useDialogs();
  const pageAgent = usePageAgentId(agentId);
  const allowed = usePageAccess(access, pageAgent);
  const gate = pageGate(pageAgent, allowed, null);

  const page = useMemo(
    () => ({
      part: area,
      title: t(`app.${area}.list.title`),
      defaults,
      filterLabel: t(`app.${area}.list.filter`),
      emptyText: t(`app.${area}.list.empty`),
      noMatchText: t(`app.${area}.list.no-match`),
    }),
    [area, t, defaults],
  );

  function column<Row>(
    id: string,
    header: string,
    text: (row: Row) => ReactNode,
    options: ColumnOptions<Row> = {},
  ): DataColumn<Row> {
    const { attributes, ...more } = options;
    return {
      id,
      header: t(`app.${area}.columns.${header}`),
      value: text,
      cell: (row) => (
        <span data-column={id} {...attributes?.(row)}>
          {text(row)}
        </span>
      ),
      ...more,
    };
  }

  function rowActions<Row, Id extends string>(
    grants: readonly ActionGrant<Id>[],
    runs: Record<Id, (row: Row) => unknown>,
  ): RowAction<Row>[] {
    return grants.map((grant) => {
      const { id, disabled, disabledReason } = typeof grant === 'string' ? { id: grant } : grant;
      const action: RowAction<Row> = {
        id,
        label: t(`app.${area}.actions.${actionKey(id)}`),
        run: runs[id],
        danger: danger.includes(id),
      };
      if (disabled !== undefined || disabledReason !== undefined)
        action.disabled = Boolean(disabled) || disabledReason !== undefined;
      if (disabledReason !== undefined) action.hint = t(disabledReason);
      return action;
    });
  }

  function create(may: boolean, path = 'add') {
    return may
      ? { label: t(`app.${area}.actions.create`), run: () => navigate(`/${pageAgent}/${area}/${path}`) }
      : undefined;
  }

  function statusFilter<S extends string>(
    state: ListState,
    change: Change,
    statuses: readonly S[],
    label: (status: S) => string,
  ) {
    const current = state.extra.status ?? '';
    return (
      <label className="check" part="status-filter">
        {t(`app.${area}.list.status`)}
        <select
          value={(statuses as readonly string[]).includes(current) ? current : ''}
          onChange={(e) => change({ type: 'extra', key: 'status', value: e.currentTarget.value })}
        >
          <option value="">{t(`app.${area}.list.all-statuses`)}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {label(s)}
            </option>
          ))}
        </select>
      </label>
    );
  }

  /** `on`: whether the URL key's value means included (areas differ in their default). */
  function subAgentsSwitch(state: ListState, change: Change, on: (value: string) => boolean) {
    return (
      <span className="check" part="include-sub-agents">
        <Switch
          checked={on(state.extra.sub ?? '')}
          title={t(`app.${area}.list.include-sub-agents`)}
          onChange={(next) => change({ type: 'extra', key: 'sub', value: next ? '1' : '0' })}
        />
      </span>
    );
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
    column,
    rowActions,
    create,
    statusFilter,
    subAgentsSwitch,
  };
}

export type ListPageKit = ReturnType<typeof useListPage>;
