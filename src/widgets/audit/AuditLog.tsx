/**
 * `casino-audit-log` (route audit of the agent): the changes recorded for the agent's subtree, newest
 * first, paged, sorted and searched on the server with the list state in the URL; filtered by period
 * (whole days in the user's time zone), kind, user and object. Each entry opens to what it changed:
 * every value before and after (a JSON difference). The filtered entries export as CSV (the export
 * permission). New entries appear as they are committed (the live stream refreshes the list); the
 * page shows whether the stream is live.
 */
import { dataText } from '../../core/i18n';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { exportAudit, getAuditFacets, listAuditPage, type AuditEntry } from '../../core/areas/audit/api';
import { AUDIT_SORTS, type AuditFacets } from '../../core/areas/audit/contract';
import { auditKeys } from '../../core/areas/audit/keys';
import { changeValueText, entryChanges, periodOf, type Period } from '../../core/areas/audit/rules';
import type { ListChange, ListDefaults, ListState } from '../../core/contract/list';
import { isDay } from '../../core/days';
import { formatDate } from '../../core/format';
import { liveStatus } from '../../core/live';
import { can } from '../../core/permissions';
import { useLanguage, useSignalValue, useT } from '../shared/hooks';
import {
  ActionFeedback,
  ListPage,
  pageGate,
  targetOf,
  useAction,
  useDebounced,
  usePageAgentId,
  useQuery,
  useSubject,
} from '../shared/page';
import { DayInput, type DataColumn } from '../shared/ui';

export interface AuditLogProps {
  /** The agent whose subtree's changes are listed; default the route's agent. */
  agentId?: string;
}

/** The URL keys of the filters (besides page, size, sort and search). */
const FILTER_KEYS = ['from', 'to', 'kind', 'user', 'type', 'object'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** 25 entries, newest first; every filter empty. */
export const AUDIT_LIST: ListDefaults = {
  pageSize: 25,
  sort: { id: 'at', desc: true },
  sortable: AUDIT_SORTS,
  extra: Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])),
};

/** The filters of the list state as the API takes them (a period with a problem filters nothing). */
function filtersOf(state: ListState): { period: Period; query: Record<string, string | undefined> } {
  const e = state.extra;
  const period = periodOf(e.from ?? '', e.to ?? '');
  const value = (k: FilterKey) => (e[k] ? e[k] : undefined);
  return {
    period,
    query: {
      from: period.problem ? undefined : period.from,
      to: period.problem ? undefined : period.to,
      kind: value('kind'),
      user: value('user'),
      objectType: value('type'),
      objectId: value('object'),
    },
  };
}

export function AuditLog({ agentId }: AuditLogProps) {
  const t = useT();
  const language = useLanguage();
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);
  const facets = useQuery<AuditFacets>({
    queryKey: auditKeys.facets(pageAgent ?? ''),
    queryFn: ({ signal }) => getAuditFacets(pageAgent!, signal),
    enabled: !!pageAgent,
  });
  const exporter = useAction({
    run: (state: ListState) =>
      exportAudit({
        agentId: pageAgent!,
        ...filtersOf(state).query,
        filter: state.filter || undefined,
        sort: state.sort ? `${state.sort.desc ? '-' : ''}${state.sort.id}` : undefined,
        language,
      }),
    onSuccess: (file) => {
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    notice: (file) => t('app.audit.export.done', { file: file.name }),
  });

  const columns = useMemo<DataColumn<AuditEntry>[]>(
    () => [
      {
        id: 'at',
        header: t('app.audit.columns.at'),
        value: (e) => e.at,
        cell: (e) => (
          <time data-column="at" dateTime={e.at}>
            {formatDate(e.at, language)}
          </time>
        ),
      },
      {
        id: 'userName',
        header: t('app.audit.columns.user'),
        value: (e) => e.userName,
        cell: (e) => <span data-column="userName">{e.userName ?? t('app.audit.system')}</span>,
      },
      {
        id: 'kind',
        header: t('app.audit.columns.kind'),
        value: (e) => e.kind,
        cell: (e) => (
          <span data-column="kind" data-kind={e.kind} title={e.kind}>
            {dataText(t, 'app.audit.kinds', e.kind)}
          </span>
        ),
      },
      {
        id: 'agent',
        header: t('app.audit.columns.agent'),
        value: (e) => e.agentName,
        sortable: false,
        cell: (e) => <span data-column="agent">{e.agentName ?? '—'}</span>,
      },
      {
        id: 'objectType',
        header: t('app.audit.columns.object-type'),
        value: (e) => e.objectType,
        cell: (e) => (
          <span data-column="objectType" data-object-type={e.objectType}>
            {dataText(t, 'app.audit.objects', e.objectType)}
          </span>
        ),
      },
      {
        id: 'changes',
        header: t('app.audit.columns.changes'),
        value: () => '',
        sortable: false,
        cell: (e) => <EntryDetails entry={e} />,
      },
    ],
    [t, language],
  );

  const gate = pageGate(pageAgent, true, null);
  if (gate || !pageAgent) return gate;
  const mayExport = can.exportToCsv(subject, targetOf(pageAgent));

  return (
    <ListPage<AuditEntry>
      part="audit-log"
      title={t('app.audit.title')}
      queryKey={auditKeys.list(pageAgent)}
      defaults={AUDIT_LIST}
      load={(q, signal) =>
        listAuditPage(
          {
            agentId: pageAgent,
            pageIndex: q.pageIndex,
            pageSize: q.pageSize,
            sort: q.sort as never,
            filter: q.filter,
            ...filtersOf(q.state).query,
          },
          signal,
        )
      }
      columns={columns}
      rowId={(e) => String(e.id)}
      filterLabel={t('app.audit.filter')}
      emptyText={t('app.audit.empty')}
      noMatchText={t('app.audit.no-match')}
      controls={(state, change) => (
        <>
          <LiveBadge />
          {mayExport ? (
            <button
              type="button"
              part="export"
              disabled={exporter.busy}
              onClick={() => void exporter.run(state)}
            >
              {exporter.busy ? t('app.audit.export.busy') : t('app.audit.export.button')}
            </button>
          ) : null}
          <Filters state={state} change={change} facets={facets.data} />
        </>
      )}
      feedback={<ActionFeedback actions={[exporter]} />}
    />
  );
}

/** Whether the live stream is open (new entries appear by themselves). */
function LiveBadge() {
  const t = useT();
  const status = useSignalValue(liveStatus);
  return (
    <span className={`live live-${status}`} part="live" data-live={status} role="status">
      {t(`app.audit.live.${status}`)}
    </span>
  );
}

/** The filters: period, kind, user, object type and id; a problem of the period is said under it. */
function Filters({
  state,
  change,
  facets,
}: {
  state: ListState;
  change: (change: ListChange) => void;
  facets: AuditFacets | undefined;
}) {
  const t = useT();
  const ids = useId();
  const set = (key: FilterKey, value: string) => change({ type: 'extra', key, value });
  const { period } = filtersOf(state);
  const [objectId, setObjectId] = useState(state.extra.object ?? '');
  const settled = useDebounced(objectId, 300).trim();
  useEffect(() => {
    if (settled !== (state.extra.object ?? '')) change({ type: 'extra', key: 'object', value: settled });
    // only a settled new text filters; the URL's own changes are not written back
  }, [settled]);
  const any = FILTER_KEYS.some((k) => state.extra[k]);
  const select = (key: FilterKey, label: string, anyLabel: string, options: readonly ReactNode[]) => (
    <label className="filter">
      <span>{label}</span>
      <select
        part={`filter-${key}`}
        value={state.extra[key] ?? ''}
        onChange={(e) => set(key, e.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options}
      </select>
    </label>
  );
  const withCurrent = (values: readonly string[] | undefined, current: string | undefined) =>
    current && !(values ?? []).includes(current) ? [...(values ?? []), current] : (values ?? []);
  return (
    <fieldset className="filters" part="filters">
      <legend>{t('app.audit.filters.legend')}</legend>
      <div className="filter">
        <label htmlFor={`${ids}-from`}>{t('app.audit.filters.from')}</label>
        <DayInput
          id={`${ids}-from`}
          part="filter-from"
          label={t('app.audit.filters.from')}
          value={state.extra.from ?? ''}
          max={isDay(state.extra.to) ? state.extra.to : undefined}
          invalid={period.problem === 'invalid-from' || period.problem === 'reversed'}
          describedBy={period.problem ? 'period-error' : undefined}
          onChange={(day) => set('from', day)}
        />
      </div>
      <div className="filter">
        <label htmlFor={`${ids}-to`}>{t('app.audit.filters.to')}</label>
        <DayInput
          id={`${ids}-to`}
          part="filter-to"
          label={t('app.audit.filters.to')}
          value={state.extra.to ?? ''}
          min={isDay(state.extra.from) ? state.extra.from : undefined}
          invalid={period.problem === 'invalid-to' || period.problem === 'reversed'}
          describedBy={period.problem ? 'period-error' : undefined}
          onChange={(day) => set('to', day)}
        />
      </div>
      {select(
        'kind',
        t('app.audit.filters.kind'),
        t('app.audit.filters.any-kind'),
        withCurrent(facets?.kinds, state.extra.kind).map((kind) => (
          <option key={kind} value={kind}>
            {dataText(t, 'app.audit.kinds', kind)}
          </option>
        )),
      )}
      {select(
        'user',
        t('app.audit.filters.user'),
        t('app.audit.filters.any-user'),
        withCurrent(facets?.users, state.extra.user).map((user) => (
          <option key={user} value={user}>
            {user}
          </option>
        )),
      )}
      {select(
        'type',
        t('app.audit.filters.object-type'),
        t('app.audit.filters.any-object'),
        withCurrent(facets?.objectTypes, state.extra.type).map((type) => (
          <option key={type} value={type}>
            {dataText(t, 'app.audit.objects', type)}
          </option>
        )),
      )}
      <label className="filter">
        <span>{t('app.audit.filters.object-id')}</span>
        <input
          type="search"
          part="filter-object"
          value={objectId}
          maxLength={200}
          onChange={(e) => setObjectId(e.target.value)}
        />
      </label>
      {any ? (
        <button
          type="button"
          className="secondary"
          part="clear-filters"
          onClick={() => {
            setObjectId('');
            for (const key of FILTER_KEYS) if (state.extra[key]) set(key, '');
          }}
        >
          {t('app.audit.filters.clear')}
        </button>
      ) : null}
      {period.problem ? (
        <div className="field-error" part="period-error" id="period-error" role="alert">
          {t(`app.audit.filters.${period.problem}`)}
        </div>
      ) : null}
    </fieldset>
  );
}

/** The entry's difference, behind a disclosure: every value it changed, before and after. */
function EntryDetails({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const changes = useMemo(() => entryChanges(entry.before, entry.after), [entry.before, entry.after]);
  return (
    <details part="entry-details" data-entry-id={entry.id}>
      <summary part="entry-summary">
        {changes.length
          ? t('app.audit.details.summary', { count: changes.length })
          : t('app.audit.details.none')}
      </summary>
      {changes.length ? (
        <table part="diff" className="diff">
          <thead>
            <tr>
              <th scope="col">{t('app.audit.details.field')}</th>
              <th scope="col">{t('app.audit.columns.before')}</th>
              <th scope="col">{t('app.audit.columns.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.path} part="diff-row" data-path={c.path} data-change={c.type}>
                <th scope="row">
                  {c.path || entry.objectType}{' '}
                  <span className="change-type">({t(`app.audit.details.${c.type}`)})</span>
                </th>
                <td part="diff-before">
                  <code>{changeValueText(c.before)}</code>
                </td>
                <td part="diff-after">
                  <code>{changeValueText(c.after)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className="origin" part="entry-origin">
        {entry.objectId ? `${dataText(t, 'app.audit.objects', entry.objectType)} ${entry.objectId} · ` : ''}
        {t('app.audit.details.origin', {
          request: entry.requestId ?? '—',
          address: entry.clientAddress ?? '—',
        })}
      </p>
    </details>
  );
}
